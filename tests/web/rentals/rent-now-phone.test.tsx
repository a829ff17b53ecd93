import dayjs from "dayjs";
import { screen, waitFor, within } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import { choose } from "../render";
import { comesBefore, onAPhone } from "../refill-now/phone";
import { answerRentNow, expectPricedFor, QUOTE, renderRentals, warmUpRentals } from "./harness";

onAPhone();

warmUpRentals("/rent-now", "Confirm rental", () => answerRentNow());

/** The `nth` calendar opened (antd adds each picker's to the page when it first opens, and keeps it). */
async function calendar(nth: number) {
  return waitFor(() => {
    const opened = document.querySelectorAll<HTMLElement>(".ant-picker-dropdown");
    expect(opened).toHaveLength(nth);
    return opened[nth - 1];
  });
}

const cell = (calendar: HTMLElement, day: dayjs.Dayjs) => {
  const found = calendar.querySelector<HTMLElement>(`td[title="${day.format("YYYY-MM-DD")}"]`);
  if (!found) throw new Error(`no ${day.format("YYYY-MM-DD")} in the calendar`);
  return found;
};
const greyed = (calendar: HTMLElement, day: dayjs.Dayjs) =>
  cell(calendar, day).classList.contains("ant-picker-cell-disabled");

describe("/rent-now on a phone", () => {
  it("shows the price before the confirm button, and the card with its 'Add card' button", async () => {
    answerRentNow();
    renderRentals("customer", "/rent-now");
    const confirm = await screen.findByRole("button", { name: /Confirm rental/ });
    const price = screen.getByText("Choose a device, a country and the dates to see the price.");
    expect(comesBefore(price, confirm)).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Card" })).toHaveDisplayValue("Visa •••• 4242 (default)"),
    );
    expect(comesBefore(screen.getByRole("button", { name: /Add card/ }), confirm)).toBe(true);
    // A phone opens its own picker on the customer's date fields.
    expect(screen.getByLabelText("First day")).toHaveAttribute("type", "date");
  });

  // A customer's days are native date fields (CustomerRentNow); staff keep antd's calendars.
  it("staff pick the first and the last day in one-month calendars, moving to next month, and see why days are greyed", async () => {
    const nextMonth = dayjs().add(1, "month").startOf("month");
    const [first, last, booked] = [4, 7, 9].map((n) => nextMonth.add(n, "day"));
    answerRentNow({ unavailable: { "5": [booked.format("YYYY-MM-DD")] } });
    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
    const { user, requests } = renderRentals("member", "/rent-now");
    await screen.findByRole("button", { name: /Confirm rental/ });
    await choose(user, "Device", /^Pocket Hotspot/);
    await choose(user, "Country", /^Mexico/);

    // Not antd's two-month range picker (613 px wide): a one-month calendar for each day.
    expect(document.querySelector(".ant-picker-range")).toBeNull();
    expect(
      screen.getByText(
        "Greyed days: before today; the device is booked; beyond the longest rental (366 days).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Last day")).toBeDisabled();

    await user.click(screen.getByLabelText("First day"));
    const firstCalendar = await calendar(1);
    expect(firstCalendar.querySelectorAll(".ant-picker-date-panel")).toHaveLength(1);
    expect(within(firstCalendar).getByText(/Greyed days:/)).toBeInTheDocument();
    expect(greyed(firstCalendar, dayjs().subtract(1, "day"))).toBe(true);
    await user.click(firstCalendar.querySelector<HTMLElement>(".ant-picker-header-next-btn")!);
    await waitFor(() => expect(greyed(firstCalendar, booked)).toBe(true));
    await user.click(cell(firstCalendar, first));

    const lastDay = screen.getByLabelText("Last day");
    await waitFor(() => expect(lastDay).toBeEnabled());
    await user.click(lastDay);
    const lastCalendar = await calendar(2);
    // It opens on the first day's month; a range across the booked day cannot be made.
    expect(greyed(lastCalendar, first.subtract(1, "day"))).toBe(true);
    expect(greyed(lastCalendar, booked.add(1, "day"))).toBe(true);
    expect(greyed(lastCalendar, last)).toBe(false);
    await user.click(cell(lastCalendar, last));

    await expectPricedFor(requests, first, last);
  });
});
