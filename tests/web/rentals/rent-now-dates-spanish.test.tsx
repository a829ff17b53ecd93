import dayjs from "dayjs";
import "dayjs/locale/es";
import { speakSpanish } from "../i18n/spanish";
import { api, http, json, server } from "../msw";
import { choose, screen } from "../render";
import { answerRentNow, expectPricedFor, QUOTE, renderRentals } from "./harness";

beforeAll(() => speakSpanish(), 60_000);

describe("/rent-now in Spanish", () => {
  it("the dates are typed and read day first ('D MMM YYYY') and priced as the days they name", async () => {
    answerRentNow();
    server.use(http.post(api("/api/rental/devices/cost/"), () => json(QUOTE)));
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
    // the arrow between the two days is read out in Spanish (antd names it "to")
    const arrow = document.querySelector(".ant-picker-range-separator [aria-label]");
    expect(arrow?.getAttribute("aria-label")).toBe("Hasta");
    await user.click(from);
    await user.type(from, `${typed[0]}{Enter}`);
    await user.type(to, `${typed[1]}{Enter}`);

    await expectPricedFor(requests, start, end);
    expect([from.value, to.value]).toEqual(typed);
  });
});
