import { api, http, json, server } from "../msw";
import { carrier, page, plan, savedCard, unlimited40, workPhone } from "../fixtures";
import {
  answerConfirm,
  currentPath,
  fillIn,
  findConfirm,
  findDialog,
  findNotice,
  lastQuery,
  renderApp,
  save,
  screen,
  waitFor,
  warmUp,
  within,
  writes,
} from "../render";
import { answerCaseyHijacked, casey } from "./app";

/**
 * The customer's page's actions (staff): Refill Now and Rent Now open with the customer already chosen,
 * "Add phone number" adds a line for them in a dialog and their records show it, "Add card" views the site
 * as them on their Cards page's add form (the API takes a card from its holder only).
 */

const CASEY_LINE = workPhone({ user: casey.id, user_name: "Casey Cruz", user_email: casey.email });
const PLANS = [
  plan({ id: 21, name: "Unlimited 25", amount: "25.00", carrier: 31, carrier_name: "Tello Mobile" }),
  unlimited40(),
];
const CARD = savedCard({ id: 2, exp_month: 4, exp_year: 2031 });

/** Casey's page and what the order pages read; `lines` is what /api/phones/ answers, read at each call. */
function answerCasey(lines: { current: unknown[] } = { current: [CASEY_LINE] }, customer = casey) {
  server.use(
    http.get(api("/api/company/customers/:id/"), () => json(customer)),
    http.get(api("/api/company/customers/"), () => json(page([customer]))),
    http.get(api("/api/phones/"), () => json(page(lines.current))),
    http.get(api("/api/payments/cards/"), () => json(page([CARD]))),
    http.get(api("/api/scheduled-refills/"), () => json(page([]))),
    http.get(api("/api/transactions/"), () => json(page([]))),
    http.get(api("/api/rental/rentals/"), () => json(page([]))),
    http.get(api("/api/messages/"), () => json(page([]))),
    http.get(api("/api/carriers/"), () => json(page([carrier({ id: 31, name: "Tello Mobile" })]))),
    http.get(api("/api/carriers/:id/"), () => json(carrier({ id: 31, name: "Tello Mobile" }))),
    http.get(api("/api/plans/"), () => json(page(PLANS))),
    http.get(api("/api/plans/:id/"), ({ params }) => json(PLANS.find((p) => String(p.id) === params.id)!)),
    http.get(api("/api/rental/devices/"), () => json(page([]))),
    http.get(api("/api/rental/countries/"), () => json(page([]))),
  );
}

const pageReady = () => screen.findByText(casey.email, undefined, { timeout: 20_000 });
const actions = () => screen.getByRole("group", { name: "Customer actions" });
/** The order form's customer field shows this customer as chosen. */
const expectCustomerChosen = async () =>
  expect(
    await screen.findByTitle("Casey Cruz · casey@example.test", undefined, { timeout: 10_000 }),
  ).toBeInTheDocument();

/** Casey's page as a member, then the action `name`: the order page `path` opens with Casey chosen. */
async function orderFromCasey(name: string, path: string) {
  answerCasey();
  const view = renderApp("/customers/41", { as: "member" });
  await pageReady();
  await view.user.click(within(actions()).getByRole("button", { name }));
  await waitFor(() => expect(currentPath()).toBe(path));
  await expectCustomerChosen();
  return view;
}

warmUp("/customers/41", casey.email, () => answerCasey());

describe("the customer's page's actions", () => {
  it("offers Refill Now, Rent Now, Add phone number and Add card", async () => {
    answerCasey();
    renderApp("/customers/41", { as: "member" });
    await pageReady();
    const group = actions();
    expect(within(group).getByRole("link", { name: "Refill Now" })).toHaveAttribute(
      "href",
      "/refill-now?user=41",
    );
    expect(within(group).getByRole("link", { name: "Rent Now" })).toHaveAttribute(
      "href",
      "/rent-now?user=41",
    );
    expect(within(group).getByRole("button", { name: /Add phone number/ })).toBeEnabled();
    expect(within(group).getByRole("button", { name: /Add card/ })).toBeEnabled();
  });

  it("Add card asks first, then views the site as the customer on their Cards page's add form", async () => {
    answerCasey();
    server.use(http.post(api("/api/company/customers/41/hijack/"), () => json({ token: "t-taken" })));
    const { user, requests, services, reload } = renderApp("/customers/41", { as: "member" });
    // The panel starts over (a page load) at the address it is left at.
    const reloadedAt: string[] = [];
    reload.mockImplementation(() => reloadedAt.push(currentPath()));
    await pageReady();
    answerCaseyHijacked("t-taken");
    await user.click(within(actions()).getByRole("button", { name: /Add card/ }));
    const question = "Add a card for Casey Cruz?";
    expect(await findConfirm(question)).toHaveTextContent(
      "Cards are added by their holder: you will view the site as them, on their Cards page. Release when done.",
    );
    // Nothing is taken over before the answer.
    expect(requests.filter((r) => r.path.endsWith("/hijack/"))).toEqual([]);
    await answerConfirm(user, question, "Add card");
    await findNotice("You are viewing site as another user");
    expect(services.session.authorization()).toBe("Token t-taken");
    await waitFor(() => expect(reloadedAt).toEqual(["/cards/create"]));
    expect(window.localStorage.getItem("hijackToken")).toBe("t-taken");
  });

  it("/cards/create is the customer's Cards page with its add form open (where Add card lands)", async () => {
    answerCasey();
    renderApp("/cards/create", { as: "customer" });
    expect(await findDialog("Add a card")).toBeInTheDocument();
    expect(currentPath()).toBe("/cards/create");
  });

  it("Refill Now opens the refill page with the customer chosen and their lines listed", async () => {
    const { requests } = await orderFromCasey("Refill Now", "/refill-now?user=41");
    // Casey's only line comes chosen with its plan: the price is on the button.
    expect(await screen.findByRole("button", { name: "Pay $40.00 and refill" })).toBeInTheDocument();
    expect(lastQuery(requests, "/api/phones/").get("user")).toBe("41");
    expect(lastQuery(requests, "/api/payments/cards/").get("user")).toBe("41");
  });

  it("Rent Now opens the rental page with the customer chosen", async () => {
    const { requests } = await orderFromCasey("Rent Now", "/rent-now?user=41");
    await waitFor(() => expect(lastQuery(requests, "/api/payments/cards/").get("user")).toBe("41"));
  });

  it("the refill page opened with ?user=7 has that customer chosen and lists that customer's lines", async () => {
    const seven = { ...casey, id: 7, first_name: "Casey", last_name: "Cruz" };
    answerCasey({ current: [{ ...CASEY_LINE, user: 7 }] }, seven);
    const { requests } = renderApp("/refill-now?user=7", { as: "member" });
    await expectCustomerChosen();
    const lineSelect = await screen.findByRole("combobox", { name: "Phone number" });
    await waitFor(() => expect(lineSelect.closest(".ant-select")).not.toHaveClass("ant-select-disabled"));
    expect(await screen.findByTitle(/\(555\) 010-0001 · Work phone/)).toBeInTheDocument();
    const lines = lastQuery(requests, "/api/phones/");
    expect(lines.get("user")).toBe("7");
    expect(lines.get("is_active")).toBe("true");
  });

  it("a customer's own refill page ignores ?user= (a customer orders for themselves)", async () => {
    answerCasey();
    const { requests } = renderApp("/refill-now?user=41", { as: "customer" });
    expect(await screen.findByRole("button", { name: "Pay $40.00 and refill" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Customer" })).toBeNull();
    expect(lastQuery(requests, "/api/phones/").has("user")).toBe(false);
  });

  it("Add phone number adds a line for this customer in a dialog, and the page's phone numbers show it", async () => {
    const lines = { current: [CASEY_LINE] as unknown[] };
    answerCasey(lines);
    const added = { ...CASEY_LINE, id: 12, number: "5550100077", nickname: "Kid's phone" };
    server.use(
      http.post(api("/api/phones/"), () => {
        lines.current = [...lines.current, added];
        return json(added, 201);
      }),
    );
    const { user, requests } = renderApp("/customers/41", { as: "member" });
    await pageReady();
    const section = screen.getByLabelText("Phone numbers");
    await within(section).findByText("Work phone");
    await user.click(within(actions()).getByRole("button", { name: /Add phone number/ }));
    const dialog = await findDialog("Add phone number");
    // The customer is chosen already.
    expect(await within(dialog).findByTitle("Casey Cruz · casey@example.test")).toBeInTheDocument();
    await fillIn(user, dialog, { "Phone number": "(555) 010-0077", Nickname: "Kid's phone" });
    await save(user, dialog);
    await waitFor(() => expect(writes(requests).some((w) => w.path === "/api/phones/")).toBe(true));
    const sent = writes(requests).find((w) => w.path === "/api/phones/")!;
    expect(sent.body).toMatchObject({ user: 41, number: "(555) 010-0077", nickname: "Kid's phone" });
    await findNotice("Phone number added");
    expect(await within(section).findByText("Kid's phone")).toBeInTheDocument();
  });

  it("a deactivated customer's orders are not offered: Refill Now and Rent Now disabled", async () => {
    answerCasey(undefined, { ...casey, is_active: false });
    renderApp("/customers/41", { as: "member" });
    await pageReady();
    expect(within(actions()).getByRole("button", { name: "Refill Now" })).toBeDisabled();
    expect(within(actions()).getByRole("button", { name: "Rent Now" })).toBeDisabled();
    expect(within(actions()).getByRole("button", { name: /Add card/ })).toBeDisabled();
    expect(within(actions()).queryByRole("link")).toBeNull();
  });
});
