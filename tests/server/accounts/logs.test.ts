import fs from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { appForFile, createCompany, createUser, TEST_PASSWORD, signIn, sendQueuedMessages } from "../helpers";
import { call } from "./client";

// Everything the server logs at the most talkative level, as pino writes it to the process's output.
const written: string[] = [];
const isOutput = (fd: unknown) => fd === 1 || fd === 2;
/**
 * fs[name] keeping what it writes to the process's output in `written` (other files are written as before);
 * `finish` ends the call as the real one would, given the bytes written and the rest of its arguments.
 */
function captureOutput(name: "write" | "writeSync", finish: (bytes: number, rest: unknown[]) => unknown) {
  // fs.write and fs.writeSync are overloaded many ways over: the stand-in takes any of their argument lists.
  const writers = fs as unknown as Record<typeof name, (...args: unknown[]) => unknown>;
  const real = writers[name];
  return vi.spyOn(writers, name).mockImplementation((fd: unknown, data: unknown, ...rest: unknown[]) => {
    if (!isOutput(fd)) return real(fd, data, ...rest);
    written.push(String(data));
    return finish(Buffer.byteLength(String(data)), rest);
  });
}
const spies = [
  captureOutput("write", (bytes, rest) => {
    const done = rest.find((r) => typeof r === "function") as ((e: null, n: number) => void) | undefined;
    process.nextTick(() => done?.(null, bytes));
  }),
  captureOutput("writeSync", (bytes) => bytes),
];
afterAll(() => {
  for (const spy of spies) spy.mockRestore();
});

const app = await appForFile({ logLevel: "trace" });
const db = app.db;
const company = await createCompany(db);

describe("logs", () => {
  it("never hold a password, a PIN or a token key", async () => {
    const secrets: string[] = [TEST_PASSWORD];
    const customer = await createUser(db, company.id, "customer", { pin: "86420" });
    const member = await createUser(db, company.id, "member");
    await db
      .insertInto("phone_numbers")
      .values({
        company_id: company.id,
        user_id: customer.id,
        number: "5550400001",
        created_at: new Date().toISOString(),
      })
      .execute();

    const own = (await signIn(app, customer.email, TEST_PASSWORD)).json().token;
    const phone = (
      await call(app, "POST", "/api/phones/token/", { body: { phone_number: "5550400001", pin: "86420" } })
    ).json().token;
    await call(app, "POST", "/api/phones/token/", { body: { phone_number: "5550400001", pin: "97531" } });
    const staff = (await signIn(app, member.email, TEST_PASSWORD)).json().token;
    const hijack = (
      await call(app, "POST", `/api/company/customers/${customer.id}/hijack/`, { token: staff })
    ).json().token;
    await call(app, "PATCH", "/api/user/me/", {
      token: hijack,
      body: { pin: "13579", password: "taken-over-pass-1", current_password: TEST_PASSWORD },
    });
    await call(app, "PATCH", "/api/user/me/", {
      token: own,
      body: { current_password: TEST_PASSWORD, password: "brand-new-pass-2" },
    });
    const signUp = (
      await call(app, "POST", "/api/user/create/", {
        body: {
          email: "logs@example.test",
          password: "signup-pass-3",
          first_name: "L",
          last_name: "G",
          company_slug: company.slug,
        },
      })
    ).json().token;
    await call(app, "POST", "/api/user/reset-password/", { body: { email: customer.email } });
    const mail = await vi.waitFor(async () => {
      const m = (await sendQueuedMessages(app)).find((x) => x.to === customer.email);
      expect(m).toBeDefined();
      return m!;
    });
    const resetKey = /token=([0-9a-f]{40})/.exec(mail.link!)![1];
    await call(app, "POST", "/api/user/reset-password/confirm/", {
      body: { token: resetKey, password: "reset-pass-4" },
    });
    await call(app, "POST", "/api/user/reset-password/confirm/", {
      body: { token: resetKey, password: "reset-pass-5" },
    });
    // The panel opened from the e-mail's link or a hijack link: the secret is in the address itself.
    await app.inject({ method: "GET", url: `/forgot-password/confirm?token=${resetKey}` });
    await app.inject({ method: "GET", url: `/hijack/${hijack}/` });
    secrets.push(
      "86420",
      "97531",
      "13579",
      "taken-over-pass-1",
      "brand-new-pass-2",
      "signup-pass-3",
      "reset-pass-4",
      "reset-pass-5",
    );
    secrets.push(own, phone, staff, hijack, signUp, resetKey);

    // By design the file-mode mailer (no SMTP_URL, on a database file) logs the link it wrote, so that
    // resets work on a laptop; that line is the one exception.
    const log = written
      .join("")
      .split("\n")
      .filter((line) => !line.includes('"msg":"mail written"'))
      .join("\n");
    expect(log).toContain("request completed"); // the capture works
    for (const secret of secrets) {
      const at = log.indexOf(secret);
      expect(at, `${secret} in: ${log.slice(Math.max(0, at - 100), at + 1500)}`).toBe(-1);
    }
  });

  it("write one line per request, once it is answered: method, path without its secret, status and time", async () => {
    written.length = 0;
    const reply = await app.inject({ method: "GET", url: "/forgot-password/confirm?token=0123abcd" });
    const id = reply.headers["x-request-id"];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = written
      .join("")
      .split("\n")
      .filter((line) => line.includes(`"reqId":"${id}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => "req" in line)).toEqual([
      expect.objectContaining({
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", url: "/forgot-password/confirm?token=[redacted]" }),
        res: { statusCode: reply.statusCode },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
