import { waitFor, within } from "@testing-library/react";
import type { CatalogueChange } from "@common/api";
import { api, http, json, server } from "../msw";
import {
  answerConfirm,
  choose,
  findNotice,
  findRow,
  findSideMenu,
  renderApp,
  screen,
  sent,
  writes,
} from "../render";

import { change, mexico } from "./fixtures";

/** /catalogue (owners): the aggregator's operators imported as carriers and plans, and the sync. */

const newAmount = change({
  id: "new_amount:7:3000",
  kind: "new_amount",
  plan: null,
  plan_name: null,
  face_value: "30.00",
  local_amount: "546.00",
  cost_before: null,
  cost_after: "28.05",
  price: null,
  dismissable: true,
});

describe("/catalogue", () => {
  it("an owner picks Mexico, ticks an amount, changes its price and imports it after confirming", async () => {
    let imported = false;
    server.use(
      http.get(api("/api/catalogue/operators/"), ({ request }) => {
        expect(new URL(request.url).searchParams.get("country")).toBe("MX");
        return json(mexico(imported));
      }),
      http.post(api("/api/catalogue/import/"), () => {
        imported = true;
        return json({ carriers_created: 1, plans_created: 1, plans_kept: 0 });
      }),
    );
    const { user, requests } = renderApp("/catalogue", { as: "owner" });
    expect(
      await screen.findByText("Choose a country to see what the aggregator offers there."),
    ).toBeInTheDocument();
    await choose(user, "Country", /\(MX\)$/);
    expect(await screen.findByText("Telcel Mexico")).toBeInTheDocument();
    const row = await findRow("Recarga 91 MXN");
    expect(within(row).getByText("91.00 MXN")).toBeInTheDocument();
    expect(within(row).getByText("$4.68")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();

    const price = screen.getByLabelText("Price of Telcel Mexico $5.00");
    expect(price).toHaveValue("5.00");
    await user.clear(price);
    await user.type(price, "6.00");
    expect(screen.getByLabelText("Import Telcel Mexico $5.00")).toBeChecked();
    expect(screen.getByText("1 amounts of 1 operators chosen")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import" }));
    await answerConfirm(user, "Import 1 plans?", "Import");
    expect(await findNotice("Imported: 1 new carriers, 1 new plans (0 already there).")).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      sent("POST", "/api/catalogue/import/", {
        country: "MX",
        operators: [{ operator_id: "1054", amounts: [{ face_value: "5.00", price: "6.00" }] }],
      }),
    ]);
    // Read again: the amount is imported, at its price, and cannot be ticked again.
    expect(await screen.findByText("Imported at $6.00")).toBeInTheDocument();
    expect(screen.getByText("Carrier: Telcel Mexico")).toBeInTheDocument();
    expect(screen.getByLabelText("Import Telcel Mexico $5.00")).toBeDisabled();
  });

  it("a refused import shows the server's reason; an unreachable aggregator and an empty country say so", async () => {
    let country = "MX";
    server.use(
      http.get(api("/api/catalogue/operators/"), ({ request }) => {
        country = new URL(request.url).searchParams.get("country")!;
        if (country === "CO")
          return json({ detail: "The top-up provider could not be reached. (HTTP 503)" }, 502);
        if (country === "SV") return json({ country, operators: [] });
        return json(mexico());
      }),
      http.post(api("/api/catalogue/import/"), () =>
        json(
          {
            "operators.0.amounts.0.face_value": [
              "The aggregator does not sell this amount for this operator.",
            ],
          },
          400,
        ),
      ),
    );
    const { user } = renderApp("/catalogue", { as: "owner" });
    await screen.findByText("Choose a country to see what the aggregator offers there.");
    await choose(user, "Country", /\(MX\)$/);
    await user.click(await screen.findByLabelText("Import Telcel Mexico $10.00"));
    await user.click(screen.getByRole("button", { name: "Import" }));
    await answerConfirm(user, "Import 1 plans?", "Import");
    expect(
      await findNotice("The aggregator does not sell this amount for this operator."),
    ).toBeInTheDocument();

    await choose(user, "Country", /\(SV\)$/);
    expect(
      await screen.findByText("The aggregator offers no operators in this country."),
    ).toBeInTheDocument();
    await choose(user, "Country", /\(CO\)$/);
    expect(await screen.findByText("Failed to load the aggregator's catalogue")).toBeInTheDocument();
    expect(screen.getByText("The top-up provider could not be reached. (HTTP 503)")).toBeInTheDocument();
  });

  it("the Sync tab lists the changes; a new amount is accepted with its price, another dismissed", async () => {
    let listed: CatalogueChange[] = [change({}), newAmount];
    server.use(
      http.get(api("/api/catalogue/changes/"), () => json({ countries: ["MX"], changes: listed })),
      http.post(api("/api/catalogue/changes/accept/"), async ({ request }) => {
        const body = (await request.json()) as { change: string };
        const accepted = listed.find((c) => c.id === body.change)!;
        listed = listed.filter((c) => c.id !== body.change);
        return json(accepted);
      }),
      http.post(api("/api/catalogue/changes/dismiss/"), () => json(newAmount)),
    );
    const { user, requests } = renderApp("/catalogue", { as: "owner" });
    await user.click(await screen.findByRole("tab", { name: "Sync" }));
    const cost = await findRow("Cost changed");
    expect(within(cost).getByText("Cost $4.68 → $4.75; your price $6.00 stays.")).toBeInTheDocument();
    expect(within(cost).queryByRole("button", { name: "Dismiss" })).toBeNull();
    const added = await findRow("New amount");
    const price = within(added).getByLabelText("Price of the new plan Telcel Mexico $30.00");
    await user.clear(price);
    await user.type(price, "33.00");
    await user.click(within(added).getByRole("button", { name: "Accept" }));
    expect(await findNotice("Change accepted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("New amount")).toBeNull());
    await user.click(within(await findRow("Cost changed")).getByRole("button", { name: "Accept" }));
    expect(
      await screen.findByText("Nothing changed at the aggregator since the import."),
    ).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      sent("POST", "/api/catalogue/changes/accept/", { change: "new_amount:7:3000", price: "33.00" }),
      sent("POST", "/api/catalogue/changes/accept/", { change: "cost_changed:70:475" }),
    ]);
  });

  it("a change no longer listed is refused with the server's words; dismissing sends the change's id", async () => {
    server.use(
      http.get(api("/api/catalogue/changes/"), () => json({ countries: ["MX"], changes: [newAmount] })),
      http.post(api("/api/catalogue/changes/accept/"), () =>
        json(
          { change: ["This change is no longer listed: the catalogue changed again. Reload the list."] },
          400,
        ),
      ),
      http.post(api("/api/catalogue/changes/dismiss/"), () => json(newAmount)),
    );
    const { user, requests } = renderApp("/catalogue", { as: "owner" });
    await user.click(await screen.findByRole("tab", { name: "Sync" }));
    const row = await findRow("New amount");
    await user.click(await within(row).findByRole("button", { name: "Accept" }));
    expect(
      await findNotice("This change is no longer listed: the catalogue changed again. Reload the list."),
    ).toBeInTheDocument();
    await user.click(within(await findRow("New amount")).getByRole("button", { name: "Dismiss" }));
    expect(await findNotice("Change dismissed")).toBeInTheDocument();
    expect(writes(requests).at(-1)).toEqual(
      sent("POST", "/api/catalogue/changes/dismiss/", { change: "new_amount:7:3000" }),
    );
  });

  it("before any import the Sync tab says so; the menu shows Catalogue to owners only", async () => {
    server.use(http.get(api("/api/catalogue/changes/"), () => json({ countries: [], changes: [] })));
    const { user, unmount } = renderApp("/catalogue", { as: "owner" });
    expect(await within(await findSideMenu()).findByRole("link", { name: /Catalogue/ })).toBeInTheDocument();
    await user.click(await screen.findByRole("tab", { name: "Sync" }));
    expect(
      await screen.findByText("Nothing has been imported yet: import a country's operators first."),
    ).toBeInTheDocument();
    unmount();
    renderApp("/transactions", { as: "member" });
    expect(await within(await findSideMenu()).findByRole("link", { name: /Carriers/ })).toBeInTheDocument();
    expect(within(await findSideMenu()).queryByRole("link", { name: /Catalogue/ })).toBeNull();
  });
});
