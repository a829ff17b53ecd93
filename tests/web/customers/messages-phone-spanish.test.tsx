import { api, http, json, server } from "../msw";
import { message, page, phoneLine } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { onAPhone } from "../refill-now/phone";
import { renderApp, screen, signedInAs, within } from "../render";
import { casey } from "./app";

/**
 * Issue 35's "Done when", the customer's page at 390×844 in Spanish: the messages sent to them (delivered, or
 * failed with the provider's own words, kept as sent) and their consent to texts.
 */
spanishForThisFile();
onAPhone();

describe("the customer's messages and consent on a phone, in Spanish", () => {
  it("lists the messages with their status and the provider's reason, and the consent with its date", async () => {
    signedInAs("member");
    const rows: Record<string, unknown[]> = {
      "/api/phones/": [phoneLine({ id: 1, number: "5550100001" })],
      "/api/payments/cards/": [],
      "/api/scheduled-refills/": [],
      "/api/transactions/": [],
      "/api/rental/rentals/": [],
      "/api/messages/": [
        message({
          id: 301,
          kind: "refill_receipt",
          channel: "sms",
          language: "es",
          to: "5550100001",
          subject: null,
          body: "Demo Wireless: recarga de $25.00 hecha",
          status: "failed",
          attempts: 1,
          error: "Twilio reported the text undelivered (error 30003).",
        }),
      ],
    };
    server.use(
      http.get(api("/api/company/customers/41/"), () =>
        json({ ...casey, sms_phone: "5550100001", sms_consent_at: "2026-11-02T15:00:00Z" }),
      ),
      ...Object.entries(rows).map(([path, results]) => http.get(api(path), () => json(page(results)))),
    );
    renderApp("/customers/41");
    await screen.findByText("casey@example.test", undefined, { timeout: 60_000 });
    const section = await screen.findByRole("generic", { name: "Últimos mensajes" });
    const row = (await within(section).findByText("Recibo de recarga")).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Fallido");
    // The provider's words are its own (English), marked as such.
    const reason = within(row).getByText("Twilio reported the text undelivered (error 30003).");
    expect(reason.closest("[data-user-content]")).toHaveAttribute("lang", "en");
    const texts = screen
      .getByText("Mensajes de texto", { selector: "th *, th" })
      .closest("tr") as HTMLElement;
    expect(texts).toHaveTextContent("(555) 010-0001, aceptó el 2 nov 2026");
  });
});
