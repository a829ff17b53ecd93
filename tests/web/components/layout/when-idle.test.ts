import { whenIdle } from "../../../../src/components/layout/whenIdle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the browser's idle callback, at the latest until the timeout, and can be cancelled", () => {
    const asked: Array<{ callback: () => void; timeout?: number }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options?: { timeout?: number }) => {
      asked.push({ callback, timeout: options?.timeout });
      return asked.length;
    });
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    expect(asked[0].timeout).toBe(2000);
    asked[0].callback();
    expect(callback).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(vi.fn(), 500);
    expect(asked[1].timeout).toBe(500);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  it("without requestIdleCallback (Safari), calls back after a short delay unless cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(1000);
    expect(never).not.toHaveBeenCalled();
  });
});

describe("firstIdle", () => {
  it("is one idle moment for every caller, asked for once", async () => {
    vi.resetModules();
    const asked: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => asked.push(callback));
    const { firstIdle } = await import("../../../../src/components/layout/whenIdle");
    const order: string[] = [];
    const first = firstIdle().then(() => order.push("checkboxes"));
    const second = firstIdle().then(() => order.push("tooltip"));
    expect(asked).toHaveLength(1);
    expect(order).toEqual([]);
    asked[0]();
    await Promise.all([first, second]);
    expect(order).toEqual(["checkboxes", "tooltip"]);
    expect(firstIdle()).toBe(firstIdle());
    expect(asked).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
