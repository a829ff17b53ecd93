import { screen, waitFor, within } from "@testing-library/react";
import "../../../resources/cards/CardList";
import type { RequestHandler } from "msw";
import { customerRow, listHandler, page } from "../fixtures";
import { answerInTurn, api, http, json, noContent, refusedThenCreated } from "../msw";
import { answerConfirm, choose, findFieldError, findNotice, findRow, renderApp, writes } from "../render";
import { visa, YEAR } from "./fixtures";

const amex = {
  id: 6,
  brand: "amex",
  last4: "0005",
  exp_month: 1,
  exp_year: YEAR - 1,
  is_default: false,
  is_expired: true,
  created_at: "2026-01-03T00:00:00Z",
};
const mastercard = {
  id: 7,
  brand: "mastercard",
  last4: "4444",
  exp_month: 12,
  exp_year: YEAR + 1,
  is_default: false,
  is_expired: false,
  created_at: "2026-01-04T00:00:00Z",
};
const ann = customerRow({ id: 8, email: "ann@demo.test", first_name: "Ann", last_name: "Lee" });

/** /cards as `who`, with the test's answers. */
const openCards = (who: "customer" | "member", ...handlers: RequestHandler[]) =>
  renderApp("/cards", { as: who, handlers });

describe("/cards", { timeout: 60_000 }, () => {
  it("shows a customer their cards with the default and expired ones marked, and makes another the default", async () => {
    const { user, requests } = openCards(
      "customer",
      listHandler("/api/payments/cards/", [visa, mastercard, amex]),
      http.post(api("/api/payments/cards/:id/default/"), () => json({ ...mastercard, is_default: true })),
    );
    expect(within(await findRow("Visa •••• 4242")).getByText("Default")).toBeInTheDocument();
    const expired = await findRow("American Express •••• 0005");
    expect(within(expired).getByText("Expired")).toBeInTheDocument();
    expect(within(expired).queryByRole("button", { name: /default/ })).not.toBeInTheDocument();

    await user.click(
      within(await findRow("Mastercard •••• 4444")).getByRole("button", {
        name: /Make Mastercard •••• 4444 the default card/,
      }),
    );
    await waitFor(() =>
      expect(writes(requests).map((r) => r.path)).toEqual(["/api/payments/cards/7/default/"]),
    );
    expect(await screen.findByText("Default card changed")).toBeInTheDocument();
  });

  it("adds a card with number, expiry and CVC (simulated processor) and shows the server's verdict beside the number", async () => {
    const { user, requests } = openCards(
      "customer",
      http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
      listHandler("/api/payments/cards/", []),
      ...refusedThenCreated("/api/payments/cards/", { number: ["Enter a valid card number."] }, visa),
    );
    expect(await screen.findByText("No saved cards yet. Add a card to pay for refills.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /Add card/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a card" });
    await user.type(await within(dialog).findByLabelText("Card number"), "4242 4242 4242 4241");
    expect(
      await within(dialog).findByText("This number does not look right. Check it for a typo."),
    ).toBeInTheDocument();
    await choose(user, "Expiry month", "04", dialog);
    await choose(user, "Expiry year", String(YEAR + 2), dialog);
    await user.type(within(dialog).getByLabelText("CVC"), "123");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));

    await findFieldError(dialog, "Card number", "Enter a valid card number.");
    const posted = () => writes(requests).map((r) => r.body);
    expect(posted()).toEqual([
      { number: "4242 4242 4242 4241", exp_month: 4, exp_year: YEAR + 2, cvc: "123" },
    ]);

    await user.clear(within(dialog).getByLabelText("Card number"));
    await user.type(within(dialog).getByLabelText("Card number"), "4242424242424242");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await screen.findByText("Card added")).toBeInTheDocument();
    // The card is named as on every screen (common/cards cardLabel).
    expect((await findNotice("Card added")).textContent).toContain("Visa •••• 4242");
    expect(posted()[1]).toEqual({ number: "4242424242424242", exp_month: 4, exp_year: YEAR + 2, cvc: "123" });

    // The processor is asked once, when the dialog first opens, and kept.
    await user.click(await screen.findByRole("button", { name: /Add card/ }));
    expect(
      await within(await screen.findByRole("dialog", { name: "Add a card" })).findByLabelText("Card number"),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/api/payments/config/")).toHaveLength(1);
  });

  it("asks before removing a card and shows why the server refused", async () => {
    const { user, requests } = openCards(
      "customer",
      listHandler("/api/payments/cards/", [visa]),
      ...answerInTurn(
        "delete",
        "/api/payments/cards/:id/",
        () =>
          json({ detail: "This card is used by a scheduled refill. Choose another card there first." }, 400),
        noContent,
      ),
    );
    const row = await findRow("Visa •••• 4242");
    await user.click(await within(row).findByRole("button", { name: /Remove/ }));
    expect(
      await screen.findByText("It is your default card: your newest other card becomes the default."),
    ).toBeInTheDocument();
    await answerConfirm(user, "Remove Visa •••• 4242?", "Cancel");
    expect(writes(requests)).toEqual([]);

    await user.click(await within(row).findByRole("button", { name: /Remove/ }));
    await answerConfirm(user, "Remove Visa •••• 4242?", "Remove");
    expect(
      await screen.findByText("This card is used by a scheduled refill. Choose another card there first."),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to remove card")).toBeInTheDocument();
    expect(writes(requests).map((r) => r.path)).toEqual(["/api/payments/cards/5/"]);
  });

  it("lets staff look up a customer's cards, read-only", async () => {
    const { user, requests } = openCards(
      "member",
      listHandler("/api/company/customers/", [ann]),
      http.get(api("/api/company/customers/8/"), () => json(ann)),
      http.get(api("/api/payments/cards/"), ({ request }) =>
        new URL(request.url).searchParams.get("user") === "8"
          ? json(page([visa]))
          : json({ user: ["This field is required."] }, 400),
      ),
    );
    expect(await screen.findByText("Choose a customer to see their saved cards.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add card/ })).not.toBeInTheDocument();
    await choose(user, "Customer", "Ann Lee · ann@demo.test");

    const row = await findRow("Visa •••• 4242");
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
    expect(window.location.search).toBe("?customer=8");
    expect(
      requests.filter((r) => r.path === "/api/payments/cards/").every((r) => r.search.get("user") === "8"),
    ).toBe(true);
  });
});
