import { afterEach, describe, expect, it, vi } from "vitest";
import { appForFile, createCompany, createUser, newIp, TEST_PASSWORD } from "../helpers";
import { call } from "./client";

const app = await appForFile();
const db = app.db;
const company = await createCompany(db);
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/;

afterEach(() => {
  vi.useRealTimers();
});

function expectThrottled(res: Awaited<ReturnType<typeof call>>, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  const { detail } = res.json();
  expect(detail).toMatch(THROTTLED);
  const seconds = Number(/in (\d+) seconds/.exec(detail)![1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(Number(res.headers["retry-after"])).toBe(seconds);
}

/** `n` calls in a row; answers the statuses. */
async function statuses(n: number, make: (i: number) => ReturnType<typeof call>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await make(i)).statusCode);
  return out;
}

/**
 * From one new address, `limit` POSTs to `path` (the i-th with `body(i)`) each answer `status` (400 unless
 * named), and the next one (with `last`, or `body(limit)`) is throttled for at most `seconds`.
 */
async function expectLimitPerAddress(o: {
  path: string;
  limit: number;
  seconds: number;
  body: (i: number) => unknown;
  last?: unknown;
  status?: number;
}) {
  const ip = newIp();
  const tries = await statuses(o.limit, (i) => call(app, "POST", o.path, { ip, body: o.body(i) }));
  expect(tries).toEqual(Array(o.limit).fill(o.status ?? 400));
  expectThrottled(await call(app, "POST", o.path, { ip, body: o.last ?? o.body(o.limit) }), o.seconds);
}

describe("sign-in throttling", () => {
  it("an address may try 20 e-mail sign-ins a minute, malformed ones included", async () => {
    // The per-address count comes before any parsing, so cheap malformed calls count as much as guesses.
    await expectLimitPerAddress({
      path: "/api/user/token/",
      limit: 20,
      seconds: 60,
      body: (i) => (i < 2 ? { email: `guess-${i}@example.test`, password: "x" } : {}),
      last: { email: "guess-x@example.test", password: "x" },
    });
    // Another address is not concerned.
    expect(
      (
        await call(app, "POST", "/api/user/token/", {
          body: { email: "guess-y@example.test", password: "x" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("an account may be tried 10 times in 15 minutes, from any addresses, even with the right password after", async () => {
    const user = await createUser(db, company.id, "customer");
    const tries = await statuses(10, () =>
      call(app, "POST", "/api/user/token/", { body: { email: user.email, password: "wrong-pass-1" } }),
    );
    expect(tries).toEqual(Array(10).fill(400));
    const blocked = await call(app, "POST", "/api/user/token/", {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expectThrottled(blocked, 15 * 60);
    const other = await createUser(db, company.id, "customer");
    expect(
      (await call(app, "POST", "/api/user/token/", { body: { email: other.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it("an address may try 20 phone sign-ins a minute", async () => {
    await expectLimitPerAddress({
      path: "/api/phones/token/",
      limit: 20,
      seconds: 60,
      body: (i) => ({ phone_number: `555020${String(i).padStart(4, "0")}`, pin: "0000" }),
      last: { phone_number: "5550299999", pin: "0000" },
    });
  });

  it("a line may be tried 10 times in 15 minutes however its number is written, and 30 times a day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const user = await createUser(db, company.id, "customer", { pin: "4455" });
    await db
      .insertInto("phone_numbers")
      .values({
        company_id: company.id,
        user_id: user.id,
        number: "5550300001",
        created_at: new Date().toISOString(),
      })
      .execute();
    const formats = ["5550300001", "+1 555 030 0001", "(555) 030-0001", "15550300001"];
    const attempt = (i: number, pin = "0000") =>
      call(app, "POST", "/api/phones/token/", { body: { phone_number: formats[i % 4], pin } });

    expect(await statuses(10, (i) => attempt(i))).toEqual(Array(10).fill(400));
    expectThrottled(await attempt(0, "4455"), 15 * 60);
    for (let round = 0; round < 2; round++) {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      expect(await statuses(10, (i) => attempt(i))).toEqual(Array(10).fill(400));
    }
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expectThrottled(await attempt(0, "4455"), 24 * 3600);
    vi.setSystemTime(Date.now() + 24 * 3600_000);
    expect((await attempt(1, "4455")).statusCode).toBe(200);
  });
});

describe("other public calls", () => {
  it("password reset: 3 requests per address and 10 per client in 15 minutes", async () => {
    const ip = newIp();
    const same = await statuses(3, () =>
      call(app, "POST", "/api/user/reset-password/", { ip, body: { email: "someone@example.test" } }),
    );
    expect(same).toEqual([200, 200, 200]);
    expectThrottled(
      await call(app, "POST", "/api/user/reset-password/", { body: { email: "SOMEONE@example.test" } }),
      15 * 60,
    );
    const others = await statuses(7, (i) =>
      call(app, "POST", "/api/user/reset-password/", { ip, body: { email: `other-${i}@example.test` } }),
    );
    expect(others).toEqual(Array(7).fill(200));
    expectThrottled(
      await call(app, "POST", "/api/user/reset-password/", { ip, body: { email: "last@example.test" } }),
      15 * 60,
    );
  });

  it("sign-up: 20 per client an hour", async () => {
    await expectLimitPerAddress({ path: "/api/user/create/", limit: 20, seconds: 3600, body: () => ({}) });
  });

  it("reset confirmation: 20 per client in 15 minutes", async () => {
    const body = { token: "0".repeat(40), password: "whatever-pass-1" };
    await expectLimitPerAddress({
      path: "/api/user/reset-password/confirm/",
      limit: 20,
      seconds: 15 * 60,
      body: () => body,
    });
  });

  it("company lookup: 60 per client a minute", async () => {
    await expectLimitPerAddress({
      path: "/api/company/exists/",
      limit: 60,
      seconds: 60,
      body: () => ({ slug: "x" }),
      status: 200,
    });
  });
});

describe("RATE_LIMIT=off", () => {
  it("turns every limit off", async () => {
    const open = await appForFile({ rateLimit: false });
    const co = await createCompany(open.db);
    const user = await createUser(open.db, co.id, "customer");
    const ip = newIp();
    const tries = await statuses(11, () =>
      call(open, "POST", "/api/user/token/", { ip, body: { email: user.email, password: "wrong-pass-1" } }),
    );
    expect(tries).toEqual(Array(11).fill(400));
    expect(
      (
        await call(open, "POST", "/api/user/token/", {
          ip,
          body: { email: user.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const lookups = await statuses(61, () =>
      call(open, "POST", "/api/company/exists/", { ip, body: { slug: co.slug } }),
    );
    expect(lookups).toEqual(Array(61).fill(200));
    const resets = await statuses(12, () =>
      call(open, "POST", "/api/user/reset-password/", { ip, body: { email: user.email } }),
    );
    expect(resets).toEqual(Array(12).fill(200));
  });
});

// Counters shared by many API processes: run with TEST_REDIS_URL=redis://127.0.0.1:6379/15 to check them.
describe.skipIf(!process.env.TEST_REDIS_URL)("with REDIS_URL", () => {
  it("keeps the per-address and per-account counts in Redis, apart from each other", async () => {
    const shared = await appForFile({ redisUrl: process.env.TEST_REDIS_URL });
    const again = await appForFile({ redisUrl: process.env.TEST_REDIS_URL });
    const email = `redis-${Date.now()}-${newIp()}@example.test`;
    // Two API processes count together.
    const tries = await statuses(10, (i) =>
      call(i % 2 ? shared : again, "POST", "/api/user/token/", { body: { email, password: "wrong-pass-1" } }),
    );
    expect(tries).toEqual(Array(10).fill(400));
    expectThrottled(
      await call(shared, "POST", "/api/user/token/", { body: { email, password: "wrong-pass-1" } }),
      15 * 60,
    );
    const ip = newIp();
    expect(
      await statuses(20, (i) => call(i % 2 ? shared : again, "POST", "/api/user/token/", { ip, body: {} })),
    ).toEqual(Array(20).fill(400));
    expectThrottled(await call(again, "POST", "/api/user/token/", { ip, body: {} }), 60);
  });
});
