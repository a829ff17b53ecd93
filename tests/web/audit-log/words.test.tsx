import { within } from "@testing-library/react";
import { AUDIT_ACTIONS } from "@common/audit";
import { findRow, screen } from "../render";
import { entry, hijackWrite, renderLog } from "./entries";

/** The rows the log shows, by their id: every cell's text, so that a test can look for raw codes. */
const tableText = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) => row.textContent ?? "");

describe("/audit-log in words", () => {
  it("says an edit's before → after with money as money; viewing as a customer names them", async () => {
    renderLog([
      entry({
        id: 1,
        action: "update",
        object: "plan",
        object_id: "3",
        data: {
          changes: { amount: { from: "15.00", to: "15.50" }, is_active: { from: true, to: false } },
        },
      }),
      entry({
        id: 2,
        action: "hijack",
        object: "user",
        object_id: "9",
        data: { email: "ana@example.com", name: "Ana Ruiz" },
      }),
      entry({
        id: 3,
        action: "rental.total_due",
        object: "rental",
        object_id: "5",
        data: { from: "57.16", to: "50.00", reason: "Loyal customer" },
      }),
      entry({
        id: 4,
        action: "rental.status",
        object: "rental",
        object_id: "6",
        data: { changes: { status: { from: "picked_up", to: "returned" } } },
      }),
    ]);
    const plan = await findRow("Plan #3");
    expect(within(plan).getByText("Changed")).toBeInTheDocument();
    expect(within(plan).getByText("Amount: $15.00 → $15.50; Active: Yes → No")).toBeInTheDocument();
    expect(await findRow("Viewed as customer Ana Ruiz")).toBeInTheDocument();
    const rental = await findRow("Changed the total due");
    expect(within(rental).getByText("Was: $57.16; Now: $50.00; Reason: Loyal customer")).toBeInTheDocument();
    const moved = await findRow("Moved the rental along");
    expect(within(moved).getByText("Status: Picked Up → Returned")).toBeInTheDocument();
  });

  it("a consent to texts recorded by staff: the number, when, and that staff took it on the customer's word", async () => {
    renderLog([
      entry({
        id: 1,
        action: "update",
        object: "customer",
        object_id: "41",
        data: {
          changes: { sms_phone: { from: null, to: "5550100042" } },
          consent_channel: "staff",
        },
      }),
    ]);
    const row = await findRow("Customer #41");
    expect(
      within(row).getByText("Number for texts: — → 5550100042; Consent given: Staff, on the customer's word"),
    ).toBeInTheDocument();
  });

  it("reads older entries too: cents as money, old action names and routes as sentences, no raw codes", async () => {
    renderLog([
      entry({ id: 1, action: "update", object: "plan", object_id: "3", data: { amount: 1550 } }),
      entry({ id: 2, action: "logo.upload", object: "company", object_id: "1", data: null }),
      entry({ id: 3, action: "member.invite", object: "user", object_id: "4", data: { email: "x@y.z" } }),
      entry({
        id: 4,
        action: "hijack",
        object: "user",
        object_id: "9",
        data: { email: "ana@example.com" },
      }),
      hijackWrite({ id: 5, action: "POST /api/user/logout/", data: { status: 200, params: {} } }),
      entry({
        id: 6,
        action: "rental.payment",
        object: "rental",
        object_id: "7",
        data: { amount: "12.50", method: "cash" },
      }),
    ]);
    expect(within(await findRow("Plan #3")).getByText("Amount: $15.50")).toBeInTheDocument();
    await findRow("Uploaded the logo");
    await findRow("Invited to the team");
    await findRow("Viewed as customer ana@example.com");
    await findRow("Signed out while viewing as the customer");
    expect(within(await findRow("Took a payment")).getByText(/Amount: \$12\.50/)).toBeInTheDocument();
    const text = tableText().join("\n");
    for (const raw of ["logo.upload", "member.invite", "hijack", "POST /api/", "rental.payment", "1550"])
      expect(text, raw).not.toContain(raw);
  });

  it("has a sentence for every action the server writes", async () => {
    renderLog(
      AUDIT_ACTIONS.map((action, i) => entry({ id: i + 1, action, object: "transaction", data: null })),
    );
    await findRow("Retried the refill");
    const text = tableText().join("\n");
    for (const action of AUDIT_ACTIONS.filter((a) => a.includes(".")))
      expect(text, action).not.toContain(action);
    expect(text).not.toContain("auditLog.");
  });
});
