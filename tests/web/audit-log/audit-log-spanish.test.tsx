import type { AuditEntry } from "@common/api/audit-log";
import { listHandler } from "../fixtures";
import { speak } from "../../../src/i18n";
import * as render from "../render";
import { speakSpanish } from "../i18n/spanish";

/*
 * The screens' modules are imported above, in English: with the web tests' isolate: false a module loads once
 * per worker, and the resource declarations (menu, search and filter labels, read as they load) would
 * otherwise stay Spanish for every later file of this worker. What a screen reads as it draws is Spanish here.
 */
beforeAll(() => speakSpanish(), 60_000);
// Back to English for the worker's next file, whether or not speakSpanish's own hook runs.
afterAll(() => speak("en"));

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: "transaction.retry",
  object: "transaction",
  object_id: "12",
  actor: 3,
  actor_name: "Morgan Member",
  actor_email: "member@demo.test",
  hijacked_by: null,
  hijacked_by_name: null,
  data: { from: "error" },
  created_at: "2026-11-20T15:00:00.000Z",
  ...overrides,
});

describe("the audit log in Spanish", () => {
  it("names its columns, filters and record types in Spanish", async () => {
    const { renderApp, screen, within, findRow } = render;
    renderApp("/audit-log", {
      as: "owner",
      handlers: [
        listHandler("/api/audit-log/", [
          entry({}),
          entry({
            id: 2,
            action: "PATCH /api/user/me/",
            object: "hijack_write",
            object_id: null,
            actor: 7,
            actor_name: "Casey Customer",
            actor_email: "customer@demo.test",
            hijacked_by: 3,
            hijacked_by_name: null,
            data: null,
          }),
        ]),
      ],
    });
    // The first screen of the file loads the lazy screens and antd: give it time.
    await screen.findByText("transaction.retry", undefined, { timeout: 60_000 });
    const retry = await findRow("transaction.retry");
    expect(within(retry).getByRole("link", { name: "Transacción n.º 12" })).toHaveAttribute(
      "href",
      "/transactions/12",
    );
    const write = await findRow("PATCH /api/user/me/");
    expect(within(write).getByText("Cambio mientras se veía como cliente")).toBeInTheDocument();
    expect(within(write).getByText("Viendo como")).toBeInTheDocument();
    expect(within(write).getByText("Miembro del equipo n.º 3")).toBeInTheDocument();

    const page = within(screen.getByRole("main"));
    for (const title of ["Cuándo", "Quién", "Acción", "Registro", "Detalles"])
      expect(page.getAllByRole("columnheader", { name: title }).length, title).toBeGreaterThan(0);
    expect(page.getAllByText("Registro de auditoría").length).toBeGreaterThan(0);
    for (const english of ["When", "Who", "Record", "Details", "Viewing as", "Transaction #12", "Audit log"])
      expect(page.queryByText(english), english).toBeNull();
  });
});
