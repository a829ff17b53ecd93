import { screen, waitFor, within } from "@testing-library/react";
import { answerCreate, CATALOGUE, fakeList } from "../catalogue";
import { carrier, chargeDetail, country, device, listHandler, member, plan, savedCard } from "../fixtures";
import { spanishForThisFile } from "../i18n/spanish";
import { api, http, json, server } from "../msw";
import { fillIn, findDialog, findFieldError, openDialog, renderApp, sent, writes } from "../render";
import { answer, answerPickers, answerRental, RENTALS, rentalDetail } from "../rentals/harness";

spanishForThisFile();

/**
 * The money input in Spanish (src/components/forms/MoneyInput.tsx, issue 33): Spanish readers write cents
 * after a comma, and "15,5" was saved as $155.00. Every money field of the panel now reads it as 15.50 and
 * sends the API's "15.50"; the field shows what it read, and rewrites the text the Spanish way on leaving.
 */
const SPANISH_MEMBER = member({ language: "es" });

/** Clicks the dialog's button named `name` (Guardar, Registrar pago…) once it is not loading. */
async function press(user: ReturnType<typeof renderApp>["user"], dialog: HTMLElement, name: RegExp) {
  const button = within(dialog).getByRole("button", { name });
  await waitFor(() => expect(button).not.toHaveClass("ant-btn-loading"));
  await user.click(button);
}

describe("the money input in Spanish", () => {
  it('a plan priced "15,5" is saved as "15.50"; more than cents is refused in Spanish', async () => {
    fakeList("/api/carriers/", [carrier({ id: 1, name: "Tello Mobile" })]);
    fakeList("/api/plans/", [plan({ id: 5, carrier: 1, name: "Unlimited 30" })]);
    answerCreate("/api/plans/", 201, plan({ id: 9, carrier: 1, name: "Mes grande", amount: "15.50" }));
    const { user, requests } = renderApp("/carriers/1", { as: SPANISH_MEMBER, resources: CATALOGUE });
    await screen.findByRole("heading", { name: "Tello Mobile" }, { timeout: 60_000 });
    const dialog = await openDialog(user, /Agregar plan/, "Agregar plan");

    await fillIn(user, dialog, { Nombre: "Mes grande", Precio: "15,505" });
    await findFieldError(dialog, "Precio", "Como máximo 2 decimales (centavos): 15,50.");
    await press(user, dialog, /Guardar$/);
    expect(writes(requests)).toEqual([]);

    await fillIn(user, dialog, { Precio: "15,5" });
    expect(within(dialog).getByText("= $15.50")).toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByLabelText("Precio")).toHaveValue("15,50");
    await press(user, dialog, /Guardar$/);
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        sent("POST", "/api/plans/", {
          carrier: 1,
          name: "Mes grande",
          description: "",
          amount: "15.50",
          validity_days: 30,
          // the top-up cost left empty
          cost: null,
        }),
      ]),
    );
  });

  it('a device\'s daily rate "15,5" and deposit "1.234,5", and a country\'s surcharge "2,5"', async () => {
    fakeList("/api/rental/devices/", []);
    answerCreate(
      "/api/rental/devices/",
      201,
      device({ id: 3, name: "Hotspot", kind: "phone", daily_rate: "15.50", deposit: "1234.50", stock: 1 }),
    );
    const devices = renderApp("/devices/create", { as: SPANISH_MEMBER, resources: CATALOGUE });
    let dialog = await findDialog("Agregar equipo");
    await fillIn(devices.user, dialog, {
      Nombre: "Hotspot",
      "Tarifa diaria del equipo": "15,5",
      Depósito: "1.234,5",
    });
    await press(devices.user, dialog, /Guardar$/);
    await waitFor(() =>
      expect(writes(devices.requests)).toEqual([
        sent("POST", "/api/rental/devices/", {
          name: "Hotspot",
          kind: "phone",
          daily_rate: "15.50",
          deposit: "1234.50",
          stock: 1,
        }),
      ]),
    );
    devices.unmount();

    fakeList("/api/rental/countries/", []);
    answerCreate(
      "/api/rental/countries/",
      201,
      country({ id: 4, code: "CA", name: "Canadá", daily_rate: "2.50" }),
    );
    const countries = renderApp("/countries/create", { as: SPANISH_MEMBER, resources: CATALOGUE });
    dialog = await findDialog("Agregar país");
    await fillIn(countries.user, dialog, {
      "Código de país": "CA",
      Nombre: "Canadá",
      "Recargo por día": "2,5",
    });
    await press(countries.user, dialog, /Guardar$/);
    await waitFor(() =>
      expect(writes(countries.requests)).toEqual([
        sent("POST", "/api/rental/countries/", { code: "CA", name: "Canadá", daily_rate: "2.50" }),
      ]),
    );
  });

  it('the desk: a payment of "1,5" is $1.50, not $15.00, and the total due "150,25" is 150.25', async () => {
    answerRental(rentalDetail({ balance: "40.00", paid_amount: "136.21" }));
    answerPickers();
    server.use(listHandler("/api/payments/cards/", [savedCard()]));
    answer("post", "/api/rental/rentals/add-payment/", 200, rentalDetail());
    answer("patch", "/api/rental/rentals/41/update", 200, rentalDetail({ total_due_amount: "150.25" }));
    const { user, requests } = renderApp("/rentals/41", { as: SPANISH_MEMBER, resources: RENTALS });
    await screen.findAllByText("Pocket Hotspot", {}, { timeout: 60_000 });

    let dialog = await openDialog(user, /Registrar pago/, "Registrar pago");
    // The balance as the form starts with it, written the Spanish way.
    expect(within(dialog).getByLabelText("Importe")).toHaveValue("40,00");
    await fillIn(user, dialog, { Importe: "1,5" });
    expect(within(dialog).getByText("= $1.50")).toBeInTheDocument();
    await press(user, dialog, /Registrar pago/);
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        sent("POST", "/api/rental/rentals/add-payment/", { rental: 41, amount: "1.50", method: "cash" }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await openDialog(user, /Editar total a pagar/, "Editar total a pagar");
    await fillIn(user, dialog, { "Total a pagar": "150,25", Motivo: "Descuento" });
    await press(user, dialog, /Guardar$/);
    await waitFor(() =>
      expect(writes(requests).at(-1)).toEqual(
        sent("PATCH", "/api/rental/rentals/41/update", { total_due_amount: "150.25", reason: "Descuento" }),
      ),
    );
  });

  it('a charge\'s refund of "5,5" gives back $5.50', async () => {
    server.use(
      http.get(api("/api/charges/51/"), () => json(chargeDetail({ refundable_amount: "25.00" }))),
      http.post(api("/api/charges/51/refund/"), () =>
        json(
          chargeDetail({ id: 77, kind: "refund", amount: "5.50", refund_of: { id: 51, label: "x" } }),
          201,
        ),
      ),
    );
    const { user, requests } = renderApp("/charges/51", { as: SPANISH_MEMBER });
    const dialog = await openDialog(user, /Reembolsar/, "Reembolsar el cargo n.º 51");
    expect(within(dialog).getByLabelText("Monto")).toHaveValue("25,00");
    await fillIn(user, dialog, { Monto: "5,5", Nota: "Cambio de plan." });
    await press(user, dialog, /Continuar/);
    await within(dialog).findByText(/\$5\.50/);
    expect(writes(requests)).toEqual([]);
    await press(user, dialog, /^Reembolsar$/);
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        sent("POST", "/api/charges/51/refund/", { amount: "5.50", note: "Cambio de plan." }),
      ]),
    );
  });
});
