import { describe, expect, it } from "vitest";
import { csvField, momentIn } from "../../../server/http/lists/csv";
import { formatPhone } from "../../../common/phone";
import { clientAs, companyWithPeople, createUser, idsOf, tokenFor, updateRows } from "../helpers";
import { makeWorld } from "../matrix";
import { addPhone } from "../fixtures";
import { insertCharge, insertCustomerRecords, insertRental, insertTransaction } from "../records";
import { parseCsv } from "../csv";

const w = await makeWorld();
const { app } = w;
const db = app.db;
const { company, member, customer } = w.home;
const asMember = clientAs(app, member.token);

// A customer of their own, with refills in every state (one with a comma and a quote in its error) and rentals.
const alice = await createUser(db, company.id, "customer", { first_name: "Alice", last_name: "Doe, Jr." });
const records = await insertCustomerRecords(db, company.id, alice.id, "Export Wireless");
const refills: Array<{ id: number }> = [];
for (const [status, extra] of [
  ["success", { created_at: "2026-03-10T03:30:00.000Z" }],
  ["error", { payment_error: 'Card declined: "insufficient funds"', created_at: "2026-03-11T15:00:00.000Z" }],
  ["error", { refill_error: '=HYPERLINK("http://x")', created_at: "2026-03-12T15:00:00.000Z" }],
] as const)
  refills.push(await insertTransaction(db, records.txn, status, extra));
const rental = await insertRental(db, records.rental, "picked_up", { total: 13_050, paid: 10_000 });
await insertCharge(db, { companyId: company.id, userId: alice.id, rentalId: rental.id });

describe("GET /api/transactions/export/", () => {
  it("answers the filtered list's rows, in its order, as a UTF-8 CSV with a BOM that a spreadsheet reads back", async () => {
    const query = `user=${alice.id}&ordering=created_at`;
    const res = await asMember("GET", `/api/transactions/export/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="transactions-user-${alice.id}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
    );
    expect(res.body.startsWith("\uFEFFTransaction,Created,Customer,")).toBe(true);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    const list = (await asMember("GET", `/api/transactions/?${query}&page_size=200`)).json();
    expect(lines.map((l) => Number(l[0]))).toEqual(idsOf(list));
    const row = (id: number) =>
      Object.fromEntries(header.map((h, i) => [h, lines.find((l) => Number(l[0]) === id)![i]]));
    // 03:30 UTC on 10 March is 23:30 on the 9th in New York (summer time since the 8th), the company's zone.
    expect(row(refills[0].id)).toMatchObject({
      Created: "2026-03-09 23:30:00",
      Customer: "Alice Doe, Jr.",
      Carrier: "Export Wireless",
      Amount: "25.00",
      Trigger: "Refill Now",
      Status: "Success",
    });
    // Why, in the reader's words and as its code; the provider's own text beside them, as it said it.
    expect(row(refills[1].id)).toMatchObject({
      "Payment error": "The payment did not go through.",
      "Payment error code": "payment_failed",
      "Payment error details": 'Card declined: "insufficient funds"',
    });
    // A cell a spreadsheet would run as a formula is written as text.
    expect(row(refills[2].id)["Refill error details"]).toBe('\'=HYPERLINK("http://x")');
  });

  it("takes the list's filters: status and the company's days", async () => {
    const res = await asMember(
      "GET",
      `/api/transactions/export/?user=${alice.id}&status=error&created_after=2026-03-12`,
    );
    const lines = parseCsv(res.body.slice(1)).slice(1);
    expect(lines.map((l) => Number(l[0]))).toEqual([refills[2].id]);
  });

  it("gives a customer only their own rows, and a bad filter a 400 naming it before any file", async () => {
    const own = await clientAs(app, customer.token)("GET", "/api/transactions/export/");
    expect(own.statusCode).toBe(200);
    const ids = parseCsv(own.body.slice(1))
      .slice(1)
      .map((l) => Number(l[0]));
    expect(ids).not.toContain(refills[0].id);
    const bad = await asMember("GET", "/api/transactions/export/?created_after=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ created_after: ["Enter a valid date."] });
    const anon = await app.inject({ method: "GET", url: "/api/transactions/export/" });
    expect(anon.statusCode).toBe(401);
    // A NUL in a search was a 500 on PostgreSQL, on the lists as well as here.
    for (const odd of ["__proto__=1", "ordering=__proto__", "search=%00", "search=a%00b"])
      for (const path of ["/api/transactions/export/", "/api/transactions/", "/api/charges/"])
        expect((await asMember("GET", `${path}?${odd}`)).statusCode, `${path}?${odd}`).toBe(200);
  });

  it("answers only the header when nothing matches", async () => {
    const res = await asMember("GET", "/api/transactions/export/?search=no-such-person-anywhere");
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body.slice(1))).toHaveLength(1);
  });
});

describe("GET /api/rental/rentals/export/ and /api/charges/export/", () => {
  it("writes a rental's money as decimals that add up as on its page", async () => {
    const res = await asMember("GET", `/api/rental/rentals/export/?user=${alice.id}`);
    const [header, line] = parseCsv(res.body.slice(1));
    const r = Object.fromEntries(header.map((h, i) => [h, line[i]]));
    expect(r).toMatchObject({
      Rental: String(rental.id),
      "Total due": "130.50",
      Paid: "100.00",
      Balance: "30.50",
    });
    expect(Number(r["Total due"]) - Number(r.Paid)).toBeCloseTo(Number(r.Balance), 2);
  });

  it("writes a charge with what it paid for and how", async () => {
    const res = await asMember("GET", `/api/charges/export/?user=${alice.id}`);
    const [header, line] = parseCsv(res.body.slice(1));
    const c = Object.fromEntries(header.map((h, i) => [h, line[i]]));
    expect(c).toMatchObject({
      Kind: "Rental",
      Amount: "25.00",
      Method: "Visa •••• 4242",
      For: `Rental #${rental.id}`,
    });
  });

  it("writes a refund as money going back, so that the Succeeded rows add up to the money kept", async () => {
    const bob = await createUser(db, company.id, "customer", { first_name: "Bob" });
    const whole = await insertCharge(db, { companyId: company.id, userId: bob.id });
    const part = await insertCharge(db, { companyId: company.id, userId: bob.id });
    for (const [id, body] of [
      [whole.id, { note: "Wrong line." }],
      [part.id, { amount: "5.00", note: "Plan changed." }],
    ] as const)
      expect((await asMember("POST", `/api/charges/${id}/refund/`, body)).statusCode).toBe(201);
    const res = await asMember("GET", `/api/charges/export/?user=${bob.id}&ordering=id`);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    const rows = lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
    const columns = ["Kind", "Amount", "Method", "Status"];
    expect(rows.map((r) => columns.map((c) => r[c]))).toEqual([
      // its money came in, and its refund's row takes it out
      ["Refill", "25.00", "Visa •••• 4242, refunded", "Succeeded"],
      ["Refill", "25.00", "Visa •••• 4242", "Succeeded"],
      ["Refund", "-25.00", "Refunded to Visa •••• 4242", "Succeeded"],
      ["Refund", "-5.00", "Refunded to Visa •••• 4242", "Succeeded"],
    ]);
    expect(rows.reduce((sum, r) => sum + Number(r.Amount), 0)).toBeCloseTo(20, 2);
  });
});

describe("GET /api/company/customers/export/", () => {
  it("writes the customers list's columns: name, e-mail, every phone number, schedules, status, days", async () => {
    await addPhone(db, company.id, alice.id, { number: "2125550123" });
    await updateRows(db, "users", alice.id, {
      created_at: "2026-01-15T04:00:00.000Z",
      last_login: "2026-03-10T03:30:00.000Z",
    });
    const query = "ordering=last_name";
    const res = await asMember("GET", `/api/company/customers/export/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="customers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...lines] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      "Customer",
      "Name",
      "E-mail",
      "Phone numbers",
      "Scheduled refills",
      "Status",
      "Created",
      "Last sign-in",
    ]);
    // The list's rows, in its order, and nobody of the other company.
    const list = (await asMember("GET", `/api/company/customers/?${query}&page_size=200`)).json();
    expect(lines.map((l) => Number(l[0]))).toEqual(idsOf(list));
    const line = lines.find((l) => Number(l[0]) === alice.id)!;
    const shown = list.results.find((c: { id: number }) => c.id === alice.id);
    expect(Object.fromEntries(header.map((h, i) => [h, line[i]]))).toEqual({
      Customer: String(alice.id),
      Name: "Alice Doe, Jr.",
      "E-mail": alice.email,
      // Both lines, oldest first, as the screen's tags show them.
      "Phone numbers": shown.phone_numbers.map(formatPhone).join("; "),
      "Scheduled refills": "0",
      Status: "Active",
      // New York: 04:00 UTC on 15 January is 11 pm on the 14th; 03:30 UTC on 10 March is 11:30 pm on the 9th.
      Created: "2026-01-14 23:00:00",
      "Last sign-in": "2026-03-09 23:30:00",
    });
    expect(shown.phone_numbers).toHaveLength(2);
    expect(line[3]).toContain("(212) 555-0123");
  });

  it("takes the list's search and filters, the company's days included; a bad one is a 400 naming it", async () => {
    const found = await asMember(
      "GET",
      "/api/company/customers/export/?search=Doe,&created_after=2026-01-14",
    );
    expect(
      parseCsv(found.body.slice(1))
        .slice(1)
        .map((l) => Number(l[0])),
    ).toEqual([alice.id]);
    const before = await asMember(
      "GET",
      "/api/company/customers/export/?search=Doe,&created_before=2026-01-13",
    );
    expect(parseCsv(before.body.slice(1))).toHaveLength(1);
    const bad = await asMember("GET", "/api/company/customers/export/?created_before=soon");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ created_before: ["Enter a valid date."] });
    const odd = await asMember("GET", "/api/company/customers/export/?__proto__=1&ordering=__proto__");
    expect(odd.statusCode).toBe(200);
  });

  it("is for staff: a customer is refused, and nobody signed out gets it", async () => {
    expect((await clientAs(app, customer.token)("GET", "/api/company/customers/export/")).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: "GET", url: "/api/company/customers/export/" })).statusCode).toBe(401);
  });

  it("reads every customer across the streamed chunks, each with their own phone numbers", async () => {
    // A company of its own with 1,201 customers (more than two chunks), every third with two lines.
    const { company: big, member: staff } = await companyWithPeople(db);
    const people = Array.from({ length: 1201 }, (_, i) => ({
      company_id: big.id,
      email: `bulk-${String(i).padStart(4, "0")}@example.test`,
      password_hash: null,
      first_name: "Bulk",
      last_name: `Customer ${i}`,
      is_company_member: false,
      is_company_owner: false,
      is_active: true,
      created_at: "2026-02-01T12:00:00.000Z",
    }));
    const users = await db.insertInto("users").values(people).returning(["id", "email"]).execute();
    const lines = users.flatMap((u, i) =>
      (i % 3 === 0 ? [0, 1] : [0]).map((k) => ({
        company_id: big.id,
        user_id: u.id,
        number: `31${String(i).padStart(4, "0")}${k}000`,
        nickname: "",
        is_active: true,
        created_at: "2026-02-01T12:00:00.000Z",
      })),
    );
    await db.insertInto("phone_numbers").values(lines).execute();
    const res = await clientAs(app, staff.token)(
      "GET",
      "/api/company/customers/export/?ordering=email&search=bulk-",
    );
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows.map((r) => r[2])).toEqual([...users.map((u) => u.email)].sort());
    for (const [i, u] of users.entries()) {
      const row = rows.find((r) => r[2] === u.email)!;
      const expected = (i % 3 === 0 ? [0, 1] : [0]).map((k) =>
        formatPhone(`31${String(i).padStart(4, "0")}${k}000`),
      );
      expect(row[3], u.email).toBe(expected.join("; "));
    }
  });
});

// A member who reads the panel in Spanish; under a hijack, the member's language, not the customer's.
const spanishMember = await createUser(db, company.id, "member", { first_name: "Sofía" });
await updateRows(db, "users", spanishMember.id, { language: "es" });
const asSpanishMember = clientAs(app, await tokenFor(db, spanishMember.id));
describe("exports in the reader's language", () => {
  const sheet = async (call: ReturnType<typeof clientAs>, path: string) => {
    const res = await call("GET", path);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    return { header, rows: lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]]))) };
  };

  it("writes a refill's headers, trigger and status in Spanish; money and moments as they are, errors in Spanish with their codes", async () => {
    const { header, rows } = await sheet(
      asSpanishMember,
      `/api/transactions/export/?user=${alice.id}&ordering=created_at`,
    );
    expect(header).toEqual([
      "Transacción",
      "Creado",
      "Cliente",
      "Correo electrónico",
      "Número",
      "Operador",
      "Plan",
      "Monto",
      "Origen",
      "Estado",
      "Tarjeta",
      "Error de pago",
      "Código del error de pago",
      "Detalles del error de pago",
      "Error de recarga",
      "Código del error de recarga",
      "Detalles del error de recarga",
      "Referencia del operador",
      "Completada",
      "Nota",
      // staff's: the refill's margin
      "Ingresos",
      "Costo de la recarga",
      "Comisiones del procesador",
      "Margen bruto",
    ]);
    expect(rows[0]).toMatchObject({
      Transacción: String(refills[0].id),
      Creado: "2026-03-09 23:30:00",
      Monto: "25.00",
      Origen: "Recargar ahora",
      Estado: "Exitosa",
    });
    expect(rows[1]).toMatchObject({
      Estado: "Error",
      "Error de pago": "El pago no se realizó.",
      "Código del error de pago": "payment_failed",
      "Detalles del error de pago": 'Card declined: "insufficient funds"',
    });
  });

  it("writes a rental's, a charge's and a customer's words in Spanish", async () => {
    const rentals = await sheet(asSpanishMember, `/api/rental/rentals/export/?user=${alice.id}`);
    expect(rentals.rows[0]).toMatchObject({
      Alquiler: String(rental.id),
      Estado: "Recogido",
      "Total a pagar": "130.50",
      Pagado: "100.00",
      Saldo: "30.50",
    });
    const charges = await sheet(asSpanishMember, `/api/charges/export/?user=${alice.id}`);
    expect(charges.rows[0]).toMatchObject({
      Tipo: "Alquiler",
      Monto: "25.00",
      Medio: "Visa •••• 4242",
      Por: `Alquiler n.º ${rental.id}`,
    });
    const customers = await sheet(
      asSpanishMember,
      `/api/company/customers/export/?search=${encodeURIComponent("Doe, Jr.")}`,
    );
    expect(customers.rows.find((c) => c.Cliente === String(alice.id))).toMatchObject({
      Nombre: "Alice Doe, Jr.",
      Estado: "Activo",
    });
  });

  it("speaks the member's language under a hijack, and a customer's own in theirs", async () => {
    const asMemberViewingAlice = clientAs(
      app,
      await tokenFor(db, alice.id, { hijackedBy: spanishMember.id }),
    );
    expect((await sheet(asMemberViewingAlice, "/api/transactions/export/")).header[0]).toBe("Transacción");
    const asAlice = clientAs(app, await tokenFor(db, alice.id));
    expect((await sheet(asAlice, "/api/transactions/export/")).header[0]).toBe("Transaction");
    await updateRows(db, "users", alice.id, { language: "es" });
    expect((await sheet(asAlice, "/api/transactions/export/")).header[0]).toBe("Transacción");
    const asEnglishMemberViewingAlice = clientAs(
      app,
      await tokenFor(db, alice.id, { hijackedBy: member.id }),
    );
    expect((await sheet(asEnglishMemberViewingAlice, "/api/transactions/export/")).header[0]).toBe(
      "Transaction",
    );
    await updateRows(db, "users", alice.id, { language: "en" });
  });
});

describe("csvField and momentIn", () => {
  it("quotes what needs quoting and leaves numbers and negative amounts alone", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("-12.50")).toBe("-12.50");
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("@sum")).toBe("'@sum");
    expect(csvField(null)).toBe("");
    expect(csvField(7)).toBe("7");
  });
  it("writes a moment on the company's clock, across a change of clocks", () => {
    const ny = momentIn("America/New_York");
    expect(ny("2026-03-08T06:59:59.000Z")).toBe("2026-03-08 01:59:59");
    expect(ny("2026-03-08T07:00:00.000Z")).toBe("2026-03-08 03:00:00");
    expect(ny(null)).toBe("");
    // Every quarter hour of a day across the autumn change agrees with Intl's own reading.
    const intl = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Australia/Lord_Howe",
      dateStyle: "short",
      timeStyle: "medium",
    });
    const lordHowe = momentIn("Australia/Lord_Howe");
    for (
      let ms = Date.parse("2026-04-04T12:00:00Z");
      ms < Date.parse("2026-04-05T18:00:00Z");
      ms += 7 * 60_000 + 13_000
    )
      expect(lordHowe(new Date(ms).toISOString())).toBe(intl.format(new Date(ms)));
  });
});
