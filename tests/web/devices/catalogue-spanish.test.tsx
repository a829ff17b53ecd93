import { country, device } from "../fixtures";
import { expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import { fakeList, renderAs } from "../catalogue";
import { findRow, screen, within } from "../render";

spanishForThisFile();

describe("devices and countries in Spanish", () => {
  it("the devices list: its columns and the rate per day", async () => {
    fakeList("/api/rental/devices/", [device({ id: 7, name: "Pocket hotspot", daily_rate: "4.50" })]);
    renderAs("member", "/devices");
    const row = await findRow("Pocket hotspot");
    expect(row).toHaveTextContent("$4.50/día");
    for (const name of ["Tipo", "Tarifa del equipo", "Depósito", "En existencia"])
      expect(screen.getByRole("columnheader", { name: new RegExp(name) })).toBeInTheDocument();
    expectNoEnglish(screen.getByRole("table"), ["Kind", "Device rate", "Deposit", "In stock"]);
  });

  it("the device form: its labels and what they mean", async () => {
    fakeList("/api/rental/devices/", []);
    renderAs("member", "/devices/create");
    const dialog = await screen.findByRole("dialog", undefined, { timeout: 60_000 });
    for (const text of [
      "Tipo",
      "Tarifa diaria del equipo",
      "Unidades en existencia",
      "Se cobra por cada día de alquiler, más el recargo del país; como mínimo $0.01.",
      "Se retiene mientras el equipo está alquilado y se reembolsa al devolverlo.",
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText("p. ej., Hotspot de bolsillo 5G")).toBeInTheDocument();
    expectNoEnglish(dialog, ["Kind", "Device rate per day", "Deposit", "Units in stock"]);
  });

  it("the countries list and form: the code, the surcharge per day", async () => {
    fakeList("/api/rental/countries/", [country({ daily_rate: "2.00" })]);
    renderAs("owner", "/countries");
    expect(await findRow("Mexico")).toHaveTextContent("+$2.00/día");
    for (const name of ["Código", "Recargo"])
      expect(screen.getByRole("columnheader", { name: new RegExp(name) })).toBeInTheDocument();
    expectNoEnglish(screen.getByRole("table"), ["Code", "Surcharge"]);
  });

  it("the country form", async () => {
    fakeList("/api/rental/countries/", []);
    renderAs("owner", "/countries/create");
    const dialog = await screen.findByRole("dialog", undefined, { timeout: 60_000 });
    for (const text of ["Código de país", "Recargo por día", "ISO 3166-1 alfa-2, como US, MX o GB."])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expectNoEnglish(dialog, ["Country code", "Surcharge per day"]);
  });
});
