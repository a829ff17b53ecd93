import { screen, waitFor } from "@testing-library/react";
import { country, device, page, savedCard } from "../fixtures";
import { api, http, json, server } from "../msw";
import { comesBefore, onAPhone } from "../refill-now/phone";
import { answerPickers, renderRentals, warmUpRentals } from "./harness";

onAPhone();

function answerCatalogue() {
  answerPickers();
  server.use(
    http.get(api("/api/rental/devices/"), () => json(page([device()]))),
    http.get(api("/api/rental/countries/"), () => json(page([country()]))),
    http.get(api("/api/payments/cards/"), () => json(page([savedCard()]))),
    http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
  );
}

warmUpRentals("/rent-now", "Confirm rental", answerCatalogue);

describe("/rent-now on a phone", () => {
  it("shows the price before the confirm button, and the card with its 'Add card' button", async () => {
    answerCatalogue();
    renderRentals("customer", "/rent-now");
    const confirm = await screen.findByRole("button", { name: /Confirm rental/ });
    const price = screen.getByText("Choose a device, a country and the dates to see the price.");
    expect(comesBefore(price, confirm)).toBe(true);
    await waitFor(() => expect(screen.getByTitle("Visa •••• 4242 (default)")).toBeInTheDocument());
    expect(comesBefore(screen.getByRole("button", { name: /Add card/ }), confirm)).toBe(true);
  });
});
