import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NotificationInstance } from "antd/es/notification/interface";
import { NOTIFICATION_SECONDS } from "../../../src/config";
// notification-bridge.tsx, not re-exported by notifications.tsx: a static re-export put antd's notification code
// in the first download of every page, App.tsx's lazy import notwithstanding.
import { NotificationBridge } from "../../../src/providers/notification-bridge";
import { createNotifier } from "../../../src/providers/notifications";
import { toRefineNotifications } from "../../../src/providers/refine-notifications";

function fakeApi() {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const record = (type: string) => (config: Record<string, unknown>) => calls.push([type, config]);
  const api = {
    success: record("success"),
    error: record("error"),
    info: record("info"),
    warning: record("warning"),
    open: record("open"),
    destroy: (key: string) => calls.push(["destroy", { key }]),
  } as unknown as NotificationInstance;
  return { api, calls };
}

describe("notifications", () => {
  it("shows success, error and info with antd's own types (their colours), for 5 seconds", () => {
    expect(NOTIFICATION_SECONDS).toBe(5);
    const notifier = createNotifier();
    const { api, calls } = fakeApi();
    notifier.attach(api);
    notifier.success("You've succesfully logged in");
    notifier.error("Unable to authenticate", "Invalid token.", "auth");
    notifier.info("You are viewing site as another user");
    expect(calls).toEqual([
      ["success", expect.objectContaining({ message: "You've succesfully logged in", duration: 5 })],
      [
        "error",
        expect.objectContaining({
          message: "Unable to authenticate",
          description: "Invalid token.",
          key: "auth",
          duration: 5,
        }),
      ],
      ["info", expect.objectContaining({ message: "You are viewing site as another user", duration: 5 })],
    ]);
  });

  it("keeps notices sent before the screen is ready and shows them once it is", () => {
    const notifier = createNotifier();
    notifier.error("Unable to authenticate", undefined, "auth");
    notifier.info("dropped before shown", undefined, "gone");
    notifier.close("gone");
    const { api, calls } = fakeApi();
    notifier.attach(api);
    expect(calls.map(([type, config]) => [type, config.message])).toEqual([
      ["error", "Unable to authenticate"],
    ]);
  });

  it("gives Refine its notifications: message as the title, description below, and an undo for undoable actions", async () => {
    const notifier = createNotifier();
    const { api, calls } = fakeApi();
    notifier.attach(api);
    const refine = toRefineNotifications(notifier);
    refine.open({ type: "success", message: "Successfully created Customer", description: "Success" });
    expect(calls[0]).toEqual([
      "success",
      expect.objectContaining({
        message: "Successfully created Customer",
        description: "Success",
        duration: 5,
      }),
    ]);

    const cancel = vi.fn();
    refine.open({
      type: "progress",
      key: "undo-1",
      message: "Deleting",
      cancelMutation: cancel,
      undoableTimeout: 4,
    });
    const [, progress] = calls[1];
    expect(progress).toMatchObject({ message: "Deleting", key: "undo-1", duration: 0 });
    render(<>{progress.actions as React.ReactNode}</>);
    await userEvent.click(screen.getByRole("button", { name: /undo/i }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(calls.at(-1)).toEqual(["destroy", { key: "undo-1" }]);

    refine.close("undo-1");
    expect(calls.at(-1)).toEqual(["destroy", { key: "undo-1" }]);
  });

  it("renders through antd once the bridge is mounted", async () => {
    const notifier = createNotifier();
    notifier.success("Succesfully updated user data");
    render(<NotificationBridge notifier={notifier} />);
    await waitFor(() => expect(screen.getByText("Succesfully updated user data")).toBeInTheDocument());
    expect(document.querySelector(".ant-notification-notice-success")).not.toBeNull();
  });

  it("opens notices at the bottom centre, clear of the buttons at the top right of a page", async () => {
    const notifier = createNotifier();
    render(<NotificationBridge notifier={notifier} />);
    notifier.success("Transaction resolved");
    const notice = await screen.findByText("Transaction resolved");
    expect(notice.closest(".ant-notification")).toHaveClass("ant-notification-bottom");
    expect(document.querySelector(".ant-notification-topRight")).toBeNull();
  });
});
