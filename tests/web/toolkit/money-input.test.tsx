import { screen, waitFor, within } from "@testing-library/react";
import { answerCreate, fakeList, renderAs } from "../catalogue";
import { carrier, listHandler, plan, savedCard } from "../fixtures";
import { server } from "../msw";
import { fillIn, findFieldError, findNotice, openDialog, save, sent, writes } from "../render";
import { answer, openRental, rentalDetail } from "../rentals/harness";

/**
 * The money input in English (src/components/forms/MoneyInput.tsx, issue 33): a point before the cents, a
 * comma only between thousands. "15,5" was saved as $155.00 and the desk's "1,5" as $15.00: a decimal comma
 * is now refused with a message, and what is read is shown and sent as the API's decimal string.
 */
const WRONG_MARK = "Write cents after a point (15.50); a comma only separates thousands (1,234.50).";

/** The messages under the field labelled `label`, once it shows `message`: that one alone. */
async function expectOnlyError(dialog: HTMLElement, label: string, message: string) {
  const item = await findFieldError(dialog, label, message);
  const shown = [...item.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent);
  expect(shown).toEqual([message]);
}

async function openAddPlan() {
  fakeList("/api/carriers/", [carrier({ id: 1, name: "Tello Mobile" })]);
  fakeList("/api/plans/", [plan({ id: 5, carrier: 1, name: "Unlimited 30" })]);
  const view = renderAs("member", "/carriers/1");
  await screen.findByRole("heading", { name: "Tello Mobile" });
  const dialog = await openDialog(view.user, /Add plan/, "Add plan");
  return { ...view, dialog };
}

describe("the money input in English", () => {
  it('refuses "15,5" for a plan\'s price with a message, sending nothing; "15.5" is saved as "15.50"', async () => {
    const { user, requests, dialog } = await openAddPlan();
    await fillIn(user, dialog, { Name: "Big month", Price: "15,5" });
    await expectOnlyError(dialog, "Price", WRONG_MARK);
    await save(user, dialog);
    expect(writes(requests)).toEqual([]);

    answerCreate("/api/plans/", 201, plan({ id: 9, carrier: 1, name: "Big month", amount: "15.50" }));
    await fillIn(user, dialog, { Price: "15.5" });
    const price = within(dialog).getByLabelText("Price");
    // What it read, while the text is not yet written the usual way; rewritten so on leaving the field.
    expect(within(dialog).getByText("= $15.50")).toBeInTheDocument();
    await user.tab();
    expect(price).toHaveValue("15.50");
    // The field is out of error at once; its message fades out with antd's motion, which a busy machine may
    // hold longer than waitFor's second (CI saw it still leaving).
    await waitFor(() => expect(price.closest(".ant-form-item")).not.toHaveClass("ant-form-item-has-error"));
    await save(user, dialog);
    await findNotice("Plan added");
    expect(writes(requests)).toEqual([
      sent("POST", "/api/plans/", {
        carrier: 1,
        name: "Big month",
        description: "",
        amount: "15.50",
        validity_days: 30,
        // the top-up cost left empty
        cost: null,
      }),
    ]);
  });

  it("reads a comma between thousands, and refuses more than cents", async () => {
    const { user, dialog } = await openAddPlan();
    await fillIn(user, dialog, { Price: "1,000" });
    expect(within(dialog).getByText("= $1,000.00")).toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByLabelText("Price")).toHaveValue("1,000.00");
    await fillIn(user, dialog, { Price: "12.505" });
    await findFieldError(dialog, "Price", "At most 2 decimals (cents): 15.50.");
    await fillIn(user, dialog, { Price: "twelve" });
    await findFieldError(dialog, "Price", "Enter an amount, such as 15.50.");
  });

  it('the desk\'s payment refuses "1,5" instead of taking $15.00, and takes "1.5" as "1.50"', async () => {
    const { user, requests } = await openRental("member", rentalDetail({ balance: "40.00" }));
    server.use(listHandler("/api/payments/cards/", [savedCard()]));
    const dialog = await openDialog(user, /Add payment/, "Add payment");
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveValue("40.00");
    await fillIn(user, dialog, { Amount: "1,5" });
    await expectOnlyError(dialog, "Amount", WRONG_MARK);
    await user.click(within(dialog).getByRole("button", { name: /Add payment/ }));
    expect(writes(requests)).toEqual([]);

    answer("post", "/api/rental/rentals/add-payment/", 200, rentalDetail());
    await fillIn(user, dialog, { Amount: "1.5" });
    await user.click(within(dialog).getByRole("button", { name: /Add payment/ }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        sent("POST", "/api/rental/rentals/add-payment/", { rental: 41, amount: "1.50", method: "cash" }),
      ]),
    );
  });
});
