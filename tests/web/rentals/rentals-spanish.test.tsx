import { api, http, json, server } from "../msw";
import { country, device, page } from "../fixtures";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";
import * as render from "../render";
import * as rentals from "./harness";

spanishForThisFile();

/**
 * The rental screens' English: none of it may remain on the page (but the filter bar's, whose labels the
 * declaration read as it loaded, in English in this file).
 */
const ENGLISH = englishOnly({ ...en.rentals, filters: {} }, es.rentals);

describe("rentals in Spanish", () => {
  it("the list: its title, columns and button", async () => {
    const { screen } = render;
    rentals.answerList([rentals.rentalDetail()]);
    rentals.renderRentals("member", "/rentals");
    expect(await screen.findByText("Pocket Hotspot", undefined, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getAllByText("Alquileres").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Alquilar un equipo" })).toBeInTheDocument();
    for (const name of ["Equipo", "País", "Total a pagar", "Saldo", "Origen"])
      expect(screen.getByRole("columnheader", { name: new RegExp(name) })).toBeInTheDocument();
    // The filter bar's labels are the declaration's, read as it loaded (in English here): the table's.
    expectNoEnglish(screen.getByRole("table"), ENGLISH);
  });

  it("a rental's page: details, the daily rate, the desk's actions, the ledger and the charges", async () => {
    const { screen } = render;
    await rentals.openRental(
      "member",
      rentals.rentalDetail({
        created_by_name: "Morgan Member",
        lines: [
          rentals.ledgerLine(1, "days", {
            days: 7,
            daily_rate: "10.00",
            amount: "70.00",
            tax_amount: "6.21",
            tax_rate: "0.08875",
          }),
          rentals.ledgerLine(2, "deposit", { amount: "100.00" }),
        ],
      }),
    );
    for (const text of [
      "Fecha de inicio",
      "Tarifa diaria",
      "Depósito retenido",
      "Depósito reembolsable",
      "$10.00/día ($7.50 equipo + $2.50 Mexico)",
      "Dinero",
      "Cargos",
      "Total a pagar",
      // the ledger: what is owed line by line with its tax, the money received, the balance
      "Importes adeudados",
      "Dinero recibido y devuelto",
      "$70.00 + impuesto del 8.875%: $6.21",
      "Pagado",
      "Saldo",
    ])
      expect((await screen.findAllByText(text)).length, text).toBeGreaterThan(0);
    expect(screen.getByText(/por Morgan Member$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Imprimir recibo/ })).toBeInTheDocument();
    for (const name of ["Editar alquiler", "Editar fecha de fin", "Editar total a pagar", "Asignar tarjeta"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expectNoEnglish(render.screen.getByRole("main"), ENGLISH);
  });

  it("the receipt: its heading, sections, dates, support line and ledger", async () => {
    const { screen, within } = render;
    rentals.answerRental(
      rentals.rentalDetail({
        company_support_phone: "5550100009",
        lines: [
          rentals.ledgerLine(1, "days", {
            days: 7,
            daily_rate: "10.00",
            amount: "70.00",
            tax_amount: "6.21",
            tax_rate: "0.08875",
          }),
          rentals.ledgerLine(2, "extension", {
            days: 3,
            daily_rate: "8.00",
            from_date: "2026-12-05",
            to_date: "2026-12-08",
            amount: "24.00",
          }),
          rentals.ledgerLine(3, "payment", { paid_amount: "94.00" }),
          rentals.ledgerLine(4, "deposit_refund", { paid_amount: "-5.00", method: "cash", card_label: null }),
          rentals.ledgerLine(5, "adjustment", { amount: "-5.00", reason: "Goodwill" }),
          // an adjustment carried over from before lines kept their reason
          rentals.ledgerLine(6, "adjustment", { amount: "1.00" }),
        ],
        balance: "-5.00",
      }),
    );
    rentals.renderRentals("customer", "/rentals/41/receipt");
    const receipt = await screen.findByRole("article", { name: "Recibo" }, { timeout: 60_000 });
    expect(receipt).toHaveTextContent(/^Demo WirelessSoporte: \(555\) 010-0009Recibo de alquiler n\.º 41 · /);
    for (const name of ["Cliente", "Alquiler", "Importes"])
      expect(within(receipt).getByRole("heading", { name })).toBeInTheDocument();
    for (const text of [
      "Equipo",
      "País",
      "Fechas",
      "$70.00 + impuesto del 8.875%: $6.21",
      "Saldo a favor del cliente",
    ])
      expect(within(receipt).getByText(text)).toBeInTheDocument();
    expect(within(receipt).getByText(/\(7 días\)$/)).toBeInTheDocument();
    // Each line's words from its kind and values, in Spanish, its figures kept.
    for (const text of [
      "Alquiler: 7 días × $10.00",
      "Cambio de fecha de fin del 5 dic 2026 al 8 dic 2026: 3 días × $8.00",
      "Pago con Visa •••• 4242",
      "Depósito reembolsado en efectivo",
      "Ajuste del personal: Goodwill",
      "Ajuste",
      "Menos lo pagado",
    ])
      expect(within(receipt).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Imprimir/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver al alquiler" })).toBeInTheDocument();
    for (const text of ["Customer", "Rental", "Amounts", "Device", "Dates", "Balance (owed to the customer)"])
      expect(within(receipt).queryAllByText(text), text).toEqual([]);
  });

  it("Rent Now: the form and what the price needs", async () => {
    const { screen } = render;
    rentals.answerPickers();
    server.use(
      http.get(api("/api/rental/devices/"), () => json(page([device()]))),
      http.get(api("/api/rental/countries/"), () => json(page([country()]))),
      http.get(api("/api/payments/cards/"), () => json(page([]))),
      http.get(api("/api/payments/config/"), () => json({ processor: "simulated", publishable_key: null })),
    );
    rentals.renderRentals("customer", "/rent-now");
    expect(
      await screen.findByRole("button", { name: "Confirmar alquiler" }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Alquilar ahora").length).toBeGreaterThan(0);
    expect(render.within(screen.getByRole("main")).queryAllByText("Rent Now")).toEqual([]);
    expect(screen.getByText("Elija un equipo, un país y las fechas para ver el precio.")).toBeInTheDocument();
    expect(screen.getByText("Se cobran tanto el primer día como el último.")).toBeInTheDocument();
    expect(screen.getByText("Se cobra ahora: alquiler, impuesto y depósito.")).toBeInTheDocument();
    expectNoEnglish(render.screen.getByRole("main"), ENGLISH);
  });
});
