import { waitFor, within } from "@testing-library/react";
import { renderApp, screen, signedInAs } from "../render";
import { companySettings } from "../fixtures";
import { api, http, json, server } from "../msw";
import { t } from "../../../src/i18n";

const company = (configured: boolean) =>
  companySettings({
    phone_menu_number: configured ? "5550109999" : null,
    phone_menu_token_set: configured,
  });

const gather = (say: string[], numDigits?: number) => ({
  twiml: `<Response><Gather action="/api/phone-menu/voice/?s=1"${numDigits ? ` numDigits="${numDigits}"` : ""}></Gather></Response>`,
  say,
  next: "gather",
  pause: 0,
});

describe("/phone-menu", () => {
  it("a member calls from a number, keys the PIN with #, presses 1 and 1, and hears each answer; a redirect is followed after its pause", async () => {
    signedInAs("member");
    const posted: Record<string, unknown>[] = [];
    const answers = [
      gather(["Welcome to Demo Wireless.", "Please enter your PIN, followed by the pound key."]),
      gather(["To refill this line with its plan, press 1."], 1),
      gather(["To refill 5 5 5 with Plan, for $25.00, press 1."], 1),
      {
        twiml:
          '<Response><Say>Your refill is being processed.</Say><Pause length="0"/><Redirect/></Response>',
        say: ["Your refill is being processed. Please hold."],
        next: "redirect",
        pause: 0,
      },
      gather(
        ["Your refill of $25.00 succeeded. Thank you.", "To refill this line with its plan, press 1."],
        1,
      ),
    ];
    server.use(
      http.get(api("/api/company/"), () => json(company(true))),
      http.post(api("/api/phone-menu/simulate/"), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return json(answers[posted.length - 1]);
      }),
    );
    const { user } = renderApp("/phone-menu");
    const from = await screen.findByLabelText("Calling from", undefined, { timeout: 20_000 });
    await user.type(from, "5550100001");
    await user.click(screen.getByRole("button", { name: /Call/ }));
    const heard = await screen.findByRole("log", { name: "What the caller hears" });
    expect(await within(heard).findByText("Welcome to Demo Wireless.")).toBeInTheDocument();

    const keypad = screen.getByRole("group", { name: "Keypad" });
    for (const key of ["1", "2", "3", "4", "#"])
      await user.click(within(keypad).getByRole("button", { name: key }));
    expect(await within(heard).findByText("To refill this line with its plan, press 1.")).toBeInTheDocument();
    // The menu waits for one key: it goes at once.
    await user.click(within(keypad).getByRole("button", { name: "1" }));
    expect(await within(heard).findByText(/for \$25\.00, press 1/)).toBeInTheDocument();
    await user.click(within(keypad).getByRole("button", { name: "1" }));
    expect(await within(heard).findByText("Your refill of $25.00 succeeded. Thank you.")).toBeInTheDocument();

    const sid = posted[0].call_sid as string;
    expect(sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(posted).toEqual([
      { call_sid: sid, from: "5550100001" },
      { call_sid: sid, from: "5550100001", digits: "1234" },
      { call_sid: sid, from: "5550100001", digits: "1" },
      { call_sid: sid, from: "5550100001", digits: "1" },
      { call_sid: sid, from: "5550100001" },
    ]);
    expect(within(heard).getByText("You press 1234")).toBeInTheDocument();
    // No secret reaches the page: the server signs.
    expect(document.body.textContent).not.toMatch(/token/i);
  });

  it("silence is a step of its own, and a hung-up menu ends the call", async () => {
    signedInAs("member");
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.get(api("/api/company/"), () => json(company(true))),
      http.post(api("/api/phone-menu/simulate/"), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return posted.length === 1
          ? json(gather(["Please enter your PIN, followed by the pound key."]))
          : json({
              twiml: "<Response><Hangup/></Response>",
              say: ["Sorry, we could not help you this time.", "Goodbye."],
              next: "hangup",
              pause: 0,
            });
      }),
    );
    const { user } = renderApp("/phone-menu");
    await user.type(
      await screen.findByLabelText("Calling from", undefined, { timeout: 20_000 }),
      "5550100001",
    );
    await user.click(screen.getByRole("button", { name: /Call/ }));
    await screen.findByText("Please enter your PIN, followed by the pound key.");
    await user.click(screen.getByRole("button", { name: "Stay silent" }));
    expect(await screen.findByText(t("phoneMenu.notices.hungUp"))).toBeInTheDocument();
    expect(screen.getByText(t("phoneMenu.notices.silent"))).toBeInTheDocument();
    expect(posted[1]).toEqual({ call_sid: posted[0].call_sid, from: "5550100001", digits: "" });
    expect(screen.queryByRole("group", { name: "Keypad" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Call/ })).toBeEnabled();
  });

  it("an unconfigured menu says who sets it up", async () => {
    signedInAs("member");
    server.use(http.get(api("/api/company/"), () => json(company(false))));
    renderApp("/phone-menu");
    expect(
      await screen.findByText(t("phoneMenu.notices.notConfigured"), undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Calling from")).not.toBeInTheDocument();
  });

  it("a failed step shows the server's words", async () => {
    signedInAs("member");
    server.use(
      http.get(api("/api/company/"), () => json(company(true))),
      http.post(api("/api/phone-menu/simulate/"), () => json({ from: ["Enter a phone number."] }, 400)),
    );
    const { user } = renderApp("/phone-menu");
    await user.type(await screen.findByLabelText("Calling from", undefined, { timeout: 20_000 }), "abc");
    await user.click(screen.getByRole("button", { name: /Call/ }));
    expect(await screen.findByText(t("phoneMenu.notices.stepFailed"))).toBeInTheDocument();
  });

  it("customers do not have it", async () => {
    signedInAs("customer");
    renderApp("/phone-menu");
    await waitFor(() => expect(screen.queryByLabelText("Calling from")).not.toBeInTheDocument());
    expect(screen.queryByText("Phone menu simulator")).not.toBeInTheDocument();
  });
});
