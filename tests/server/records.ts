import type { DB } from "../../server/db/connection";
import { problemOf } from "../../common/problems";
import { paymentErrorColumns, refillErrorColumns } from "../../server/db/problems";
import { setStockByUnits } from "../../server/units/units";
import type { RentalStatus, TransactionStatus, TransactionTrigger } from "../../server/db/schema";

/** Direct inserts of business records, for tests of the read side (lists, filters, scoping). */
const now = () => new Date().toISOString();
let phoneSeq = 0;

export async function insertCarrierWithPlan(db: DB, companyId: number, name = "Carrier", amount = 2500) {
  const carrier = await db
    .insertInto("carriers")
    .values({ company_id: companyId, name, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const plan = await db
    .insertInto("plans")
    .values({ carrier_id: carrier.id, name: `${name} 30 days`, amount, validity_days: 30, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { carrier, plan };
}

export async function insertPhone(
  db: DB,
  companyId: number,
  userId: number,
  carrierId: number,
  planId: number,
) {
  phoneSeq += 1;
  return db
    .insertInto("phone_numbers")
    .values({
      company_id: companyId,
      user_id: userId,
      number: `555${String(process.pid % 1000).padStart(3, "0")}${String(phoneSeq).padStart(4, "0")}`,
      carrier_id: carrierId,
      plan_id: planId,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertTransaction(
  db: DB,
  f: { companyId: number; userId: number; phoneId: number; planId: number; amount?: number },
  status: TransactionStatus = "success",
  extra: Partial<{
    trigger: TransactionTrigger;
    payment_error: string;
    refill_error: string;
    created_at: string;
  }> = {},
) {
  const at = extra.created_at ?? now();
  return db
    .insertInto("transactions")
    .values({
      company_id: f.companyId,
      user_id: f.userId,
      phone_number_id: f.phoneId,
      plan_id: f.planId,
      amount: f.amount ?? 2500,
      status,
      trigger: extra.trigger ?? "manual",
      // Written as the engine writes them: a code and its values, the text kept where it says more.
      ...paymentErrorColumns(extra.payment_error ? problemOf("payment", extra.payment_error) : null),
      ...refillErrorColumns(extra.refill_error ? problemOf("topup", extra.refill_error) : null),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let countrySeq = 0;
/** A two-letter code unique within this process (countries are unique per company and code). */
const nextCode = () => {
  countrySeq += 1;
  return String.fromCharCode(65 + (Math.floor(countrySeq / 26) % 26), 65 + (countrySeq % 26));
};

export async function insertDeviceAndCountry(db: DB, companyId: number) {
  const device = await db
    .insertInto("devices")
    .values({
      company_id: companyId,
      name: "Hotspot X",
      kind: "hotspot",
      daily_rate: 500,
      deposit: 10000,
      stock: 5,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => setStockByUnits(trx, device, device.stock, null, now()));
  const country = await db
    .insertInto("countries")
    .values({ company_id: companyId, name: "Mexico", code: nextCode(), daily_rate: 100, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { device, country };
}

export async function insertRental(
  db: DB,
  f: { companyId: number; userId: number; deviceId: number; countryId: number },
  status: RentalStatus = "picked_up",
  money: { total?: number; paid?: number } = {},
) {
  const total = money.total ?? 13000;
  const paid = money.paid ?? total;
  return db
    .insertInto("rentals")
    .values({
      company_id: f.companyId,
      user_id: f.userId,
      device_id: f.deviceId,
      country_id: f.countryId,
      start_date: "2026-11-01",
      end_date: "2026-11-05",
      status,
      trigger: "manual",
      amount: 3000,
      tax_amount: 0,
      deposit_amount: 10000,
      total_due_amount: total,
      paid_amount: paid,
      balance: total - paid,
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A customer's line (on a carrier and plan of its own) and a device and country to rent, with what
 * insertTransaction (`txn`) and insertRental (`rental`) need to add rows for them.
 */
export async function insertCustomerRecords(db: DB, companyId: number, userId: number, carrierName?: string) {
  const { carrier, plan } = await insertCarrierWithPlan(db, companyId, carrierName);
  const phone = await insertPhone(db, companyId, userId, carrier.id, plan.id);
  const { device, country } = await insertDeviceAndCountry(db, companyId);
  return {
    carrier,
    plan,
    phone,
    txn: { companyId, userId, phoneId: phone.id, planId: plan.id },
    rental: { companyId, userId, deviceId: device.id, countryId: country.id },
  };
}

let chargeSeq = 0;
export async function insertCharge(
  db: DB,
  f: { companyId: number; userId: number; transactionId?: number; rentalId?: number },
) {
  chargeSeq += 1;
  return db
    .insertInto("charges")
    .values({
      company_id: f.companyId,
      user_id: f.userId,
      kind: f.rentalId ? "rental" : "refill",
      amount: 2500,
      status: "succeeded",
      transaction_id: f.transactionId ?? null,
      rental_id: f.rentalId ?? null,
      brand: "visa",
      last4: "4242",
      processor_ref: `ch_sim_${chargeSeq}`,
      idempotency_key: `test-${process.pid}-${chargeSeq}-${Math.random()}`,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
