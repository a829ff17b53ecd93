import dayjs from "dayjs";
import "dayjs/locale/es";
import { country, device, page, savedCard } from "../fixtures";
import { speakSpanish } from "../i18n/spanish";
import { api, http, json, server } from "../msw";
import { choose, screen, waitFor } from "../render";
import { answerPickers, renderRentals } from "./harness";

beforeAll(() => speakSpanish(), 60_000);

const COST = {
  amount: "70.00",
  tax_amount: "6.21",
  deposit_amount: "100.00",
  total_amount: "176.21",
  days: 7,
  daily_rate: "10.00",
  device_daily_rate: "7.50",
  country_daily_rate: "2.50",
};

describe("/rent-now in Spanish", () => {
  it("the dates are typed and read day first ('D MMM YYYY') and priced as the days they name", async () => {
    answerPickers();
    server.use(
      http.get(api("/api/rental/devices/"), () => json(page([device()]))),
      http.get(api("/api/rental/countries/"), () => json(page([country()]))),
      http.get(api("/api/payments/cards/"), () => json(page([savedCard()]))),
      http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
      http.get(api("/api/rental/devices/:id/availability/"), ({ params, request }) => {
        const url = new URL(request.url);
        return json({
          device: Number(params.id),
          from: url.searchParams.get("from"),
          to: url.searchParams.get("to"),
          stock: 1,
          is_active: true,
          unavailable_dates: [],
        });
      }),
      http.post(api("/api/rental/devices/cost/"), () => json(COST)),
    );
    const { user, requests } = renderRentals("customer", "/rent-now");
    await screen.findByRole("button", { name: "Confirmar alquiler" }, { timeout: 60_000 });
    await choose(user, "Equipo", /^Pocket Hotspot/);
    await choose(user, "País", /^Mexico/);

    const start = dayjs().add(7, "day").locale("es");
    const end = start.add(6, "day");
    // "3 dic. 2026": the day, the month, the year.
    const typed = [start.format("D MMM YYYY"), end.format("D MMM YYYY")];
    expect(typed[0]).toMatch(/^\d{1,2} \S+ \d{4}$/);
    const [from, to] = [...document.querySelectorAll<HTMLInputElement>(".ant-picker-range input")];
    await user.click(from);
    await user.type(from, `${typed[0]}{Enter}`);
    await user.type(to, `${typed[1]}{Enter}`);

    await waitFor(() =>
      expect(requests.find((r) => r.path === "/api/rental/devices/cost/")?.body).toEqual({
        device: 5,
        country: 3,
        start_date: start.format("YYYY-MM-DD"),
        end_date: end.format("YYYY-MM-DD"),
      }),
    );
    expect([from.value, to.value]).toEqual(typed);
  });
});
