import { problemOf } from "../../../common/problems";
import { error } from "../../../src/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { choose, findCard, findNotice, findRow, lastQuery } from "../render";
import { answerList, RENTAL_COUNTERS, renderRentals, rentalDetail, warmUpRentals } from "./harness";

const ROWS = [
  rentalDetail(),
  rentalDetail({ id: 42, device_name: "Travel Phone", status: "picked_up", balance: "12.50" }),
];
const lastList = (requests: ReturnType<typeof renderRentals>["requests"]) =>
  Object.fromEntries(lastQuery(requests, "/api/rental/rentals/"));

warmUpRentals("/rentals", "Travel Phone", () => answerList(ROWS));

describe("/rentals", () => {
  it("hides returned rentals by default (hide_returned=true), newest first, 25 a page", async () => {
    answerList(ROWS);
    const { requests } = renderRentals("customer", "/rentals");
    // A customer's rentals are cards (CustomerRentalList), each linking its rental's page.
    expect(await findCard("Travel Phone")).toHaveTextContent("Picked Up");
    const hotspot = await findCard("Pocket Hotspot");
    expect(hotspot).toHaveTextContent("Preorder");
    expect(within(hotspot).getByRole("link")).toHaveAttribute("href", `/rentals/${ROWS[0].id}`);
    expect(lastList(requests)).toEqual({
      page: "1",
      page_size: "25",
      ordering: "-created_at",
      hide_returned: "true",
    });
    // Customers see only their own rows: no customer filter.
    expect(screen.queryByLabelText("Filter by customer")).toBeNull();
  });

  it("a customer's card says when and where, what is owed of what was due, and a payment's problem in words", async () => {
    answerList([
      rentalDetail({
        id: 43,
        device_name: "Travel Phone",
        status: "error",
        balance: "12.50",
        payment_error: "Declined.",
        payment_problem: problemOf("payment", "Declined."),
      }),
    ]);
    renderRentals("customer", "/rentals");
    const card = await findCard("Travel Phone");
    expect(card).toHaveTextContent("Dec 1, 2026 – Dec 7, 2026 · Mexico");
    expect(card).toHaveTextContent("$12.50");
    expect(card).toHaveTextContent("Total due $176.21");
    expect(within(card).getByText("Payment error")).toBeInTheDocument();
    // No tooltip on a phone: the reason stands on the card.
    expect(card).toHaveTextContent("The payment did not go through.");
    expect(within(card).getByRole("link", { name: "#43" })).toHaveAttribute("href", "/rentals/43");
  });

  it("shows returned ones on request, keeps the choice and the balance filter in the address", async () => {
    answerList(ROWS);
    const { user, requests } = renderRentals("member", "/rentals");
    await findRow("Travel Phone");
    expect((await screen.findAllByLabelText("Filter by customer")).length).toBeGreaterThan(0);

    await choose(user, "Returned", "Shown");
    await waitFor(() => expect(lastList(requests)).not.toHaveProperty("hide_returned"));
    await choose(user, "Balance", "Has Balance");
    await waitFor(() => expect(lastList(requests)).toMatchObject({ has_balance: "true" }));
    await user.click(await screen.findByRole("tab", { name: /Picked Up/ }));
    await waitFor(() =>
      expect(lastList(requests)).toMatchObject({ status: "picked_up", has_balance: "true" }),
    );

    const address = new URLSearchParams(window.location.search);
    const filters = [...address.entries()].filter(([k]) => k.startsWith("filters")).map(([, v]) => v);
    expect(filters).toEqual(
      expect.arrayContaining(["has_balance", "true", "status", "picked_up", "hide_returned"]),
    );
  });

  it("reads its filters from a shared address (Has Negative Balance, returned shown, payment errors)", async () => {
    answerList(ROWS);
    const { requests } = renderRentals(
      "member",
      "/rentals?filters[0][field]=has_balance&filters[0][operator]=eq&filters[0][value]=false" +
        "&filters[1][field]=hide_returned&filters[1][operator]=eq&filters[1][value]=" +
        "&filters[2][field]=payment_error&filters[2][operator]=eq&filters[2][value]=true&pageSize=50",
    );
    await findRow("Travel Phone");
    const query = lastList(requests);
    expect(query).toMatchObject({ has_balance: "false", payment_error: "true", page_size: "50" });
    expect(query).not.toHaveProperty("hide_returned");
    expect(screen.getByTitle("Has Negative Balance")).toBeInTheDocument();
  });

  it.each(["member", "customer"] as const)(
    "shows the status counters as tabs (%s); a tab narrows the list and goes in the address",
    async (who) => {
      answerList(ROWS);
      const { user, requests } = renderRentals(who, "/rentals");
      await (who === "member" ? findRow : findCard)("Travel Phone");
      expect(await screen.findByRole("tab", { name: /All\s*14/, selected: true })).toBeInTheDocument();
      for (const name of [
        /Preorder\s*3/,
        /Ready for Pickup\s*2/,
        /Returned\s*0/,
        /Error\s*1/,
        /Resolved\s*3/,
      ])
        expect(screen.getByRole("tab", { name })).toBeInTheDocument();
      await user.click(screen.getByRole("tab", { name: /Picked Up\s*5/ }));
      await waitFor(() =>
        expect(lastList(requests)).toMatchObject({ status: "picked_up", hide_returned: "true" }),
      );
      expect(screen.getByRole("tab", { name: /Picked Up/, selected: true })).toBeInTheDocument();
      expect(decodeURIComponent(window.location.search)).toContain("[value]=picked_up");
      // The counters take every filter but the status: the tabs keep their counts.
      const counters = Object.fromEntries(lastQuery(requests, "/api/rental/rentals/counters/"));
      expect(counters).toEqual({ hide_returned: "true" });
      // Back to All: the status leaves the list's query.
      await user.click(screen.getByRole("tab", { name: /All/ }));
      await waitFor(() => expect(lastList(requests)).not.toHaveProperty("status"));
    },
  );

  it("reads the status and the other filters from the address, and sends the counters all but the status", async () => {
    answerList([]);
    const { requests } = renderRentals(
      "member",
      "/rentals?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error" +
        "&filters[1][field]=has_balance&filters[1][operator]=eq&filters[1][value]=true" +
        "&filters[2][field]=user&filters[2][operator]=eq&filters[2][value]=7",
    );
    expect(await screen.findByRole("tab", { name: /Error/, selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastList(requests)).toMatchObject({ status: "error", has_balance: "true", user: "7" }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(requests, "/api/rental/rentals/counters/"))).toEqual({
        has_balance: "true",
        user: "7",
      }),
    );
    // No status filter in the bar: the tabs choose it.
    expect(screen.queryByRole("combobox", { name: "Filter by status" })).toBeNull();
  });

  it("says which status holds no rental when a status tab is empty", async () => {
    answerList([], 200, { ...RENTAL_COUNTERS, error: 0 });
    renderRentals(
      "customer",
      "/rentals?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error",
    );
    expect(await screen.findByText("No rentals are Error.")).toBeInTheDocument();
  });

  it('says "Failed to fetch filters counter" when the counters fail, the list still shown, and reads them again on "Try again"', async () => {
    answerList(ROWS, 200, 500);
    const { user } = renderRentals("member", "/rentals");
    await findRow("Travel Phone");
    await findNotice(error.countersFetchFailed);
    answerList(ROWS);
    // The list loaded: the only "Try again" is the counters'.
    await user.click(await screen.findByRole("button", { name: /Try again/ }));
    expect(await screen.findByRole("tab", { name: /All\s*14/ })).toBeInTheDocument();
  });

  it('says "Failed to fetch rentals" when the list cannot be loaded', async () => {
    answerList([], 500);
    renderRentals("customer", "/rentals");
    await findNotice(error.rentalsFetchFailed);
    expect(await screen.findByRole("button", { name: /Try again/ })).toBeInTheDocument();
  });
});
