import type { Dashboard } from "@common/api";
import { api, http, json, server } from "../msw";
import * as render from "../render";
import { en } from "../../../src/i18n/en";
import { es } from "../../../src/i18n/es";
import { englishOnly, expectNoEnglish, spanishForThisFile } from "../i18n/spanish";

spanishForThisFile();

/** The company's last 7 days on Nov 26, 2026 in New York. */
const WEEK: Dashboard = {
  range: "7d",
  from: "2026-11-20",
  to: "2026-11-26",
  time_zone: "America/New_York",
  refills: 1234,
  succeeded: 1000,
  failed: 200,
  pending: 34,
  sales: "345.50",
  gross_revenue: "1200.00",
  refunds: "25.50",
  net_revenue: "1174.50",
  success_rate: 0.8333,
  waiting: { error: 3, action_required: 1 },
  disputes_needing_response: 2,
  fees: "17.45",
  margin: { revenue: "320.00", cost: "280.00", fees: "12.00", gross_margin: "28.00" },
  automatic_refills: { enrolled: 3, due_7d: 2, suspended: 1 },
  wallet: { provider: "simulated", balance: "4975.00", currency: "USD", read_at: "2026-11-26T15:04:00Z" },
  rentals: {
    going_out_today: 4,
    due_back_today: 2,
    overdue: 5,
    owing: 1,
    balances_due: "1290.00",
    deposits_held: "520.00",
  },
  days: [
    {
      day: "2026-11-26",
      refills: 1234,
      succeeded: 1000,
      failed: 200,
      pending: 34,
      sales: "345.50",
      gross_revenue: "1200.00",
      refunds: "25.50",
      net_revenue: "1174.50",
    },
  ],
  carriers: [
    {
      carrier: 32,
      carrier_name: "Mint",
      refills: 1234,
      succeeded: 1000,
      failed: 200,
      pending: 34,
      sales: "345.50",
      margin: { revenue: "320.00", cost: "280.00", fees: "12.00", gross_margin: "28.00" },
    },
  ],
};

describe("the dashboard in Spanish", () => {
  it("its figures, range, charts' titles and tables", async () => {
    const { renderApp, screen, within } = render;
    server.use(http.get(api("/api/dashboard/"), () => json(WEEK)));
    renderApp("/dashboard?range=7d", { as: "owner" });
    expect(await screen.findByText("Mint", undefined, { timeout: 60_000 })).toBeInTheDocument();
    const page = within(screen.getByRole("main"));
    expect(page.getByRole("heading", { name: "Panel de control" })).toBeInTheDocument();
    expect(page.getByRole("radio", { name: "7 días" })).toBeChecked();
    expect(page.getByText("Recargas de los últimos 7 días")).toBeInTheDocument();
    expect(page.getByText(/^Del 20 nov 2026 al 26 nov 2026, en la zona horaria de la empresa/)).toBeVisible();
    // counts as the language writes them
    expect(page.getByRole("link", { name: /^Recargas: / })).toHaveAccessibleName("Recargas: 1,234");
    // the money kept, net of refunds, with gross and refunds beside it
    expect(page.getByText("Dinero de los últimos 7 días")).toBeInTheDocument();
    expect(page.getByRole("link", { name: /^Ingresos netos: / })).toHaveAccessibleName(
      "Ingresos netos: $1,174.50",
    );
    expect(page.getByText("Ingresos brutos").closest(".figure-card")).toHaveTextContent("$1,200.00");
    expect(page.getByRole("link", { name: /^Reembolsos: / })).toHaveAccessibleName("Reembolsos: -$25.50");
    expect(page.getByLabelText(/^Lo que cobraron los cargos/)).toBeInTheDocument();
    expect(page.getByText("Tasa de éxito").closest(".figure-card")).toHaveTextContent("83.3 %");
    // one rental owes: the singular
    expect(page.getByRole("link", { name: /^Saldos pendientes: / })).toHaveAccessibleName(/, 1 alquiler$/);
    expect(page.getByLabelText(/^Depósitos que los clientes pagaron/)).toBeInTheDocument();
    expect(page.getByText("Recargas e ingresos por día")).toBeInTheDocument();
    expect(page.getByText("Día por día")).toBeInTheDocument();
    expect(page.getByText("Por operador")).toBeInTheDocument();
    expect(page.getAllByRole("columnheader", { name: "Ingresos" }).length).toBeGreaterThan(0);
    expect(page.getByText("Margen de las recargas de los últimos 7 días")).toBeInTheDocument();
    expect(page.getByRole("link", { name: /^Ingresos de las recargas: / })).toHaveAccessibleName(
      "Ingresos de las recargas: $320.00",
    );
    expect(page.getAllByRole("columnheader", { name: "Margen bruto" }).length).toBeGreaterThan(0);
    // the owners' top-up wallet, simulated: its balance and the button that funds it
    const wallet = within(page.getByRole("region", { name: "Monedero de recargas" }));
    expect(wallet.getByText("Saldo")).toBeInTheDocument();
    expect(wallet.getByText(/^Monedero simulado; cada recarga lo reduce/)).toBeInTheDocument();
    expect(wallet.getByRole("button", { name: /Añadir fondos simulados$/ })).toBeInTheDocument();
    expectNoEnglish(screen.getByRole("main"), englishOnly(en.dashboard, es.dashboard));
  });
});
