import dayjs from "dayjs";
import "dayjs/locale/es";
import { formatDate } from "../../../common/dates";
import { speakSpanish } from "../i18n/spanish";
import { api, http, json, server } from "../msw";
import { choose, screen, waitFor, within } from "../render";
import {
  answerRentNow,
  expectPricedFor,
  fillCustomerRentNow,
  QUOTE,
  renderRentals,
  writeDay,
} from "./harness";

beforeAll(() => speakSpanish(), 60_000);

const day = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");

describe("/rent-now in Spanish", () => {
  it("staff's dates are typed and read day first ('D MMM YYYY') and priced as the days they name", async () => {
    answerRentNow();
    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
    const { user, requests } = renderRentals("member", "/rent-now");
    await screen.findByRole("button", { name: "Confirmar alquiler" }, { timeout: 60_000 });
    await choose(user, "Equipo", /^Pocket Hotspot/);
    await choose(user, "País", /^Mexico/);

    const start = dayjs().add(7, "day").locale("es");
    const end = start.add(6, "day");
    // "3 dic. 2026": the day, the month, the year.
    const typed = [start.format("D MMM YYYY"), end.format("D MMM YYYY")];
    expect(typed[0]).toMatch(/^\d{1,2} \S+ \d{4}$/);
    const [from, to] = [...document.querySelectorAll<HTMLInputElement>(".ant-picker-range input")];
    // the arrow between the two days is read out in Spanish (antd names it "to")
    const arrow = document.querySelector(".ant-picker-range-separator [aria-label]");
    expect(arrow?.getAttribute("aria-label")).toBe("Hasta");
    await user.click(from);
    await user.type(from, `${typed[0]}{Enter}`);
    await user.type(to, `${typed[1]}{Enter}`);

    await expectPricedFor(requests, start, end);
    expect([from.value, to.value]).toEqual(typed);
  });

  it("a customer's days: their fields, the booked days and what is wrong, in Spanish", async () => {
    const start = dayjs().add(7, "day");
    const booked = [start.add(2, "day"), start.add(3, "day")];
    answerRentNow({ unavailable: { "5": booked.map(day) } });
    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
    const { user, requests } = renderRentals("customer", "/rent-now");
    await screen.findByRole("button", { name: "Confirmar alquiler" }, { timeout: 60_000 });
    await fillCustomerRentNow(user, { start, end: start.add(1, "day") });
    await expectPricedFor(requests, start, start.add(1, "day"));

    const dates = screen.getByRole("group", { name: "Fechas" });
    expect(
      await within(dates).findByText(
        `Reservado: ${formatDate(day(booked[0]))} – ${formatDate(day(booked[1]))}.`,
      ),
    ).toBeInTheDocument();
    expect(formatDate(day(booked[0]))).not.toMatch(/^[A-Z][a-z]{2} /);

    writeDay("Último día", day(start.subtract(1, "day")));
    expect(await within(dates).findByRole("alert")).toHaveTextContent(
      "El último día no puede ser anterior al primero.",
    );
    writeDay("Último día", day(start.add(5, "day")));
    await waitFor(() =>
      expect(within(dates).getByRole("alert")).toHaveTextContent(
        `Este equipo no está disponible en estas fechas: el ${formatDate(day(booked[0]))} está reservado.`,
      ),
    );
  });
});
