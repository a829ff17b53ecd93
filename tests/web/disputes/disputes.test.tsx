import { screen, within } from "@testing-library/react";
import type { DisputeDetail } from "@common/api";
import { api, http, json, server } from "../msw";
import { chargeDetail, dispute, disputeDetail, listHandler } from "../fixtures";
import {
  answerConfirm,
  filterList,
  findConfirm,
  findNotice,
  findRow,
  findSideMenu,
  renderApp,
  sent,
  waitFor,
  waitForPath,
  warmUp,
  writes,
} from "../render";
import { expectFirstPage } from "../lists";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Due in a day and a half (tagged), overdue (tagged), and a won one (no date: nothing more to send). */
const SOON = dispute({ id: 71, evidence_due_by: inDays(1.5) });
const OVERDUE = dispute({
  id: 72,
  charge: 52,
  amount: "40.00",
  reason: "product_not_received",
  user: 42,
  user_name: "Dana Diaz",
  evidence_due_by: inDays(-1),
});
const WON = dispute({ id: 73, charge: 53, status: "won", reason: "duplicate", evidence_due_by: null });

function answerDisputes(detail: DisputeDetail = disputeDetail({ evidence_due_by: inDays(1.5) })) {
  let current = detail;
  server.use(
    listHandler("/api/disputes/", [SOON, OVERDUE, WON]),
    listHandler("/api/company/customers/", []),
    http.get(api("/api/disputes/:id/"), () => json(current)),
    http.post(api("/api/disputes/:id/evidence/"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { submit: boolean };
      const { submit, ...evidence } = body;
      current = {
        ...current,
        evidence: evidence as Record<string, string>,
        evidence_sent: true,
        status: submit ? "under_review" : current.status,
        evidence_submitted_at: submit ? new Date().toISOString() : null,
        updated_at: new Date().toISOString(),
      };
      return json(current);
    }),
  );
}

warmUp("/disputes", "Casey Cruz", () => answerDisputes());

describe("/disputes", () => {
  it("lists each dispute with its amount, reason, customer, charge and due date, overdue and close ones tagged", async () => {
    answerDisputes();
    const { requests } = renderApp("/disputes", { as: "member" });
    const soon = await findRow("#71");
    for (const text of ["$25.00", "Fraudulent", "Casey Cruz", "#51", "Tomorrow", "Needs response"])
      expect(soon).toHaveTextContent(text);
    const overdue = await findRow("#72");
    for (const text of ["$40.00", "Product not received", "Dana Diaz", "#52", "Overdue"])
      expect(overdue).toHaveTextContent(text);
    const won = await findRow("#73");
    expect(won).toHaveTextContent("Won");
    expect(won).not.toHaveTextContent("Overdue");
    expect(within(soon).getByRole("link", { name: "#71" })).toHaveAttribute("href", "/disputes/71");
    expect(within(soon).getByRole("link", { name: "#51" })).toHaveAttribute("href", "/charges/51");
    expectFirstPage(requests, "/api/disputes/", "-created_at");
  });

  it("filters those needing a response (several statuses at once) and each status on the server", async () => {
    answerDisputes();
    const view = renderApp("/disputes", { as: "member" });
    await findRow("#71");
    await filterList(view, "/api/disputes/", { label: "Filter by status", option: "Needing a response" }, [
      "status",
      "warning_needs_response,needs_response,appeal_needs_response",
    ]);
    await filterList(view, "/api/disputes/", { label: "Filter by status", option: "Won" }, ["status", "won"]);
  });

  it("is not a customer's: the address sends them to their own refills, the menu has no Disputes", async () => {
    answerDisputes();
    server.use(listHandler("/api/transactions/", []));
    renderApp("/disputes", { as: "customer" });
    await waitForPath("/transactions");
    expect(within(await findSideMenu()).queryByRole("link", { name: /Disputes/ })).not.toBeInTheDocument();
  });
});

describe("/disputes/{id}", () => {
  it("shows the dispute with the evidence pre-filled, saves edits, and submits after a confirmation", async () => {
    answerDisputes();
    const { user, requests } = renderApp("/disputes/71", { as: "member" });
    expect(await screen.findByText("Dispute #71")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Charge #51 · $25.00" })).toHaveAttribute("href", "/charges/51");
    expect(screen.getByRole("link", { name: "Transaction #101" })).toHaveAttribute(
      "href",
      "/transactions/101",
    );
    expect(screen.getByText("Tomorrow")).toBeInTheDocument();
    expect(screen.getByLabelText("Customer e-mail")).toHaveValue("casey@example.test");
    expect(screen.getByLabelText("Sign-in address (IP) that ordered it")).toHaveValue("203.0.113.7");
    expect(screen.getByLabelText(/^Other facts/)).toHaveValue(
      "The carrier confirmed the top-up of 5550100001 with reference TOP-1.",
    );

    const why = screen.getByLabelText("Why no refund was given");
    await user.type(why, "The line was topped up as ordered.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Evidence saved");
    expect(writes(requests)).toEqual([
      sent(
        "POST",
        "/api/disputes/71/evidence/",
        expect.objectContaining({
          customer_email_address: "casey@example.test",
          refund_refusal_explanation: "The line was topped up as ordered.",
          submit: false,
        }),
      ),
    ]);

    // Submit asks first: Cancel sends nothing.
    const form = () => within(screen.getByRole("region", { name: "Evidence" }));
    await user.click(await form().findByRole("button", { name: "Submit" }));
    await answerConfirm(user, "Submit this evidence to the bank?", "Cancel");
    expect(writes(requests)).toHaveLength(1);
    await user.click(form().getByRole("button", { name: "Submit" }));
    const confirm = await findConfirm("Submit this evidence to the bank?");
    expect(confirm).toHaveTextContent("Submitting is final");
    await answerConfirm(user, "Submit this evidence to the bank?", "Submit");
    await findNotice("Evidence submitted");
    await waitFor(() =>
      expect(writes(requests).at(-1)).toEqual(
        sent("POST", "/api/disputes/71/evidence/", expect.objectContaining({ submit: true })),
      ),
    );
    // Under review: the form is read-only and says why.
    expect(
      await screen.findByText("The evidence was submitted: the bank is reviewing it."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Why no refund was given")).toBeDisabled();
    expect(form().queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });

  it("shows a closed dispute's evidence read-only", async () => {
    answerDisputes(disputeDetail({ status: "won", evidence_due_by: null, evidence_sent: true }));
    renderApp("/disputes/71", { as: "member" });
    expect(
      await screen.findByText("This dispute is closed: its evidence can no longer be changed."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Customer name")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});

describe("a disputed charge's page", () => {
  it("shows the dispute and links to it, and the processor's fee and the net", async () => {
    server.use(
      http.get(api("/api/charges/:id/"), () =>
        json(
          chargeDetail({
            id: 51,
            method: "card",
            fee: "1.03",
            net: "23.97",
            dispute: {
              id: 71,
              status: "needs_response",
              amount: "25.00",
              reason: "fraudulent",
              evidence_due_by: inDays(5),
            },
          }),
        ),
      ),
    );
    renderApp("/charges/51", { as: "member" });
    const link = await screen.findByRole("link", { name: "Open dispute #71" });
    expect(link).toHaveAttribute("href", "/disputes/71");
    const note = link.closest(".ant-alert") as HTMLElement;
    expect(note).toHaveTextContent("Needs response");
    expect(note).toHaveTextContent("$25.00 · Fraudulent");
    expect(note).toHaveTextContent("Evidence due by");
    const fee = screen.getByText("Processor fee").closest("tr") as HTMLElement;
    expect(fee).toHaveTextContent("$1.03");
    expect(screen.getByText("Net after the fee").closest("tr")).toHaveTextContent("$23.97");
  });
});
