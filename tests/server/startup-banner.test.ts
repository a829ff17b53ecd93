import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { listeningText, startupBanner } from "../../server/startup-banner";
import { closeApp, createCompany, createUser, makeApp, sendQueuedMessages } from "./helpers";
import { call } from "./accounts/client";

/** Every address the banner prints, as origins. */
const originsIn = (banner: string) => [
  ...new Set([...banner.matchAll(/https?:\/\/[^\s/]+/g)].map(([url]) => new URL(url).origin)),
];

/**
 * The console and the e-mails name one origin (PUBLIC_URL): a browser keeps its sign-in per origin, so a
 * banner saying 127.0.0.1 beside reset links saying localhost meant signing in twice.
 */
describe("the start-up banner", () => {
  it("by default names http://localhost:PORT, as e-mail links do, not the address it listens on", () => {
    const config = loadConfig({ PORT: "8123" });
    expect(config.host).toBe("127.0.0.1");
    const banner = startupBanner(config, { dialect: "sqlite", demo: true });
    expect(originsIn(banner)).toEqual(["http://localhost:8123"]);
    expect(banner).toContain("running at http://localhost:8123\n");
    expect(banner).toContain("API docs: http://localhost:8123/api/docs/");
    expect(banner).toContain("owner@demo.test");
    // Fastify's own line names the socket, and says which address to open.
    expect(listeningText(config.publicUrl)("http://127.0.0.1:8123")).toBe(
      "Server listening at http://127.0.0.1:8123 (open http://localhost:8123)",
    );
  });

  it("names PUBLIC_URL when set, the origin of the links the e-mails send", async () => {
    const config = loadConfig({ PORT: "8123", HOST: "0.0.0.0", PUBLIC_URL: "https://refills.example.test/" });
    const banner = startupBanner(config, { dialect: "postgres", demo: false });
    expect(originsIn(banner)).toEqual(["https://refills.example.test"]);
    expect(banner).not.toContain("owner@demo.test");

    const app = await makeApp({ publicUrl: config.publicUrl });
    try {
      const company = await createCompany(app.db);
      const user = await createUser(app.db, company.id, "customer");
      expect(
        (await call(app, "POST", "/api/user/reset-password/", { body: { email: user.email } })).statusCode,
      ).toBe(200);
      // The mail goes out just after the answer.
      const mail = await vi.waitFor(async () => {
        const sent = (await sendQueuedMessages(app)).find((m) => m.to === user.email);
        expect(sent).toBeDefined();
        return sent!;
      });
      expect(originsIn(mail.link!)).toEqual(originsIn(banner));
      expect(mail.text).toContain("https://refills.example.test/forgot-password/confirm?token=");
    } finally {
      await closeApp(app);
    }
  });
});
