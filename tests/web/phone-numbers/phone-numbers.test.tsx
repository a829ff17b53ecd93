import { screen, waitFor, within } from "@testing-library/react";
import { carrier, customer, member, telloPlans } from "../fixtures";
import { api, http, json, recordRequests } from "../msw";
import "../../../resources/phone-numbers/PhoneNumberList";
import { answerConfirm, choose, fieldError, page, renderApp, rowWith } from "./render";

const lines = [
  {
    id: 11,
    number: "5550100001",
    nickname: "Mom",
    carrier: 1,
    carrier_name: "Tello",
    plan: 21,
    plan_name: "Unlimited 25",
    user: 7,
    user_name: "Casey Customer",
    user_email: "customer@demo.test",
    is_active: true,
    created_at: "2026-03-01T10:00:00Z",
  },
  {
    id: 12,
    number: "442079460958",
    nickname: "",
    carrier: null,
    carrier_name: null,
    plan: null,
    plan_name: null,
    user: 8,
    user_name: "Ann Lee",
    user_email: "ann@demo.test",
    is_active: false,
    created_at: "2026-02-01T10:00:00Z",
  },
];
const carriers = [carrier()];
const plans = telloPlans();
const ann = { id: 8, email: "ann@demo.test", first_name: "Ann", last_name: "Lee" };
const catalogHandlers = [
  http.get(api("/api/carriers/"), () => json({ count: 1, next: null, previous: null, results: carriers })),
  http.get(api("/api/plans/"), () => json({ count: 2, next: null, previous: null, results: plans })),
];

describe("/phone-numbers", { timeout: 60_000 }, () => {
  it("shows a customer their lines without the staff column and filters", async () => {
    const requests = recordRequests();
    renderApp(
      "/phone-numbers",
      customer(),
      http.get(api("/api/phones/"), () => json(page([lines[0]]))),
      ...catalogHandlers,
    );
    const row = await rowWith("(555) 010-0001");
    expect(within(row).getByText("Mom")).toBeInTheDocument();
    expect(within(row).getByText("Tello")).toBeInTheDocument();
    expect(within(row).getByText("Unlimited 25")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Customer" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Filter by customer")).not.toBeInTheDocument();
    const list = requests.find((r) => r.path === "/api/phones/")!;
    expect(Object.fromEntries(list.search)).toEqual({ page: "1", page_size: "25", ordering: "-created_at" });
  });

  it("shows staff the customer column, status and filters, and sends the filter to the API", async () => {
    const requests = recordRequests();
    const { user } = renderApp(
      "/phone-numbers",
      member(),
      http.get(api("/api/phones/"), () => json(page(lines))),
      http.get(api("/api/company/customers/"), () => json(page([]))),
      ...catalogHandlers,
    );
    const row = await rowWith("+442079460958");
    expect(within(row).getByText("Ann Lee")).toBeInTheDocument();
    expect(within(row).getByText("Removed")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Customer" })).toBeInTheDocument();
    await choose(user, "Filter by carrier", "Tello");
    await waitFor(() =>
      expect(requests.some((r) => r.path === "/api/phones/" && r.search.get("carrier") === "1")).toBe(true),
    );
  });

  it("lets staff reactivate a removed line", async () => {
    const patched: unknown[] = [];
    const { user } = renderApp(
      "/phone-numbers",
      member(),
      http.get(api("/api/phones/"), () => json(page([lines[1]]))),
      http.patch(api("/api/phones/12/"), async ({ request }) => {
        patched.push(await request.json());
        return json({ ...lines[1], is_active: true });
      }),
      http.get(api("/api/company/customers/"), () => json(page([]))),
      ...catalogHandlers,
    );
    const row = await rowWith("+442079460958");
    expect(within(row).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: /Reactivate/ }));
    await waitFor(() => expect(patched).toEqual([{ is_active: true }]));
    expect(await screen.findByText("Phone number reactivated")).toBeInTheDocument();
  });

  it("says so when there are no lines yet", async () => {
    renderApp(
      "/phone-numbers",
      customer(),
      http.get(api("/api/phones/"), () => json(page([]))),
      ...catalogHandlers,
    );
    expect(
      await screen.findByText("You have no phone numbers yet. Add your number to refill it."),
    ).toBeInTheDocument();
  });

  it("adds a line with the chosen carrier and plan, and shows the server's error beside the number", async () => {
    const posted: unknown[] = [];
    const { user } = renderApp(
      "/phone-numbers",
      customer(),
      http.get(api("/api/phones/"), () => json(page([]))),
      http.post(api("/api/phones/"), async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? json({ number: ["This phone number is already registered."] }, 400)
          : json({ ...lines[0], id: 13, number: "5550102233" }, 201);
      }),
      ...catalogHandlers,
    );
    await user.click(await screen.findByRole("button", { name: /Add phone number/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add phone number" });
    await user.type(within(dialog).getByLabelText("Phone number"), "(555) 010-2233");
    await choose(user, "Carrier", "Tello", dialog);
    await choose(user, "Plan", "Talk 10 — $10.00", dialog);
    await user.type(within(dialog).getByLabelText(/^Nickname/), "Kid");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await fieldError("Phone number", "This phone number is already registered.", dialog);
    expect(posted[0]).toEqual({ number: "(555) 010-2233", carrier: 1, plan: 22, nickname: "Kid" });

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Phone number added")).toBeInTheDocument();
    expect(posted).toHaveLength(2);
  });

  it("lets staff add a line only for a customer they pick", async () => {
    const posted: unknown[] = [];
    const { user } = renderApp(
      "/phone-numbers",
      member(),
      http.get(api("/api/phones/"), () => json(page([]))),
      http.get(api("/api/company/customers/"), () => json(page([ann]))),
      http.get(api("/api/company/customers/8/"), () => json(ann)),
      http.post(api("/api/phones/"), async ({ request }) => {
        posted.push(await request.json());
        return json({ ...lines[1], is_active: true }, 201);
      }),
      ...catalogHandlers,
    );
    await user.click(await screen.findByRole("button", { name: /Add phone number/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add phone number" });
    await user.type(within(dialog).getByLabelText("Phone number"), "+44 20 7946 0958");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Choose the customer this line belongs to.")).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await choose(user, "Customer", "Ann Lee · ann@demo.test", dialog);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toEqual([{ user: 8, number: "+44 20 7946 0958" }]));
  });

  it("asks before removing a line", async () => {
    const deleted: string[] = [];
    const { user } = renderApp(
      "/phone-numbers",
      customer(),
      http.get(api("/api/phones/"), () => json(page([lines[0]]))),
      http.delete(api("/api/phones/:id/"), ({ params }) => {
        deleted.push(String(params.id));
        return new Response(null, { status: 204 });
      }),
      ...catalogHandlers,
    );
    const row = await rowWith("(555) 010-0001");
    await user.click(await within(row).findByRole("button", { name: /Remove/ }));
    await answerConfirm(user, "Remove (555) 010-0001?", "Cancel");
    expect(deleted).toEqual([]);

    await user.click(await within(row).findByRole("button", { name: /Remove/ }));
    await answerConfirm(user, "Remove (555) 010-0001?", "Remove");
    await waitFor(() => expect(deleted).toEqual(["11"]));
    expect(await screen.findByText("Phone number removed")).toBeInTheDocument();
  });
});
