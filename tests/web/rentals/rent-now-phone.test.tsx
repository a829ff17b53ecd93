import { screen, waitFor } from "@testing-library/react";
import { comesBefore, onAPhone } from "../refill-now/phone";
import { answerRentNow, renderRentals, warmUpRentals } from "./harness";

onAPhone();

warmUpRentals("/rent-now", "Confirm rental", () => answerRentNow());

describe("/rent-now on a phone", () => {
  it("shows the price before the confirm button, and the card with its 'Add card' button", async () => {
    answerRentNow();
    renderRentals("customer", "/rent-now");
    const confirm = await screen.findByRole("button", { name: /Confirm rental/ });
    const price = screen.getByText("Choose a device, a country and the dates to see the price.");
    expect(comesBefore(price, confirm)).toBe(true);
    await waitFor(() => expect(screen.getByTitle("Visa •••• 4242 (default)")).toBeInTheDocument());
    expect(comesBefore(screen.getByRole("button", { name: /Add card/ }), confirm)).toBe(true);
  });
});
