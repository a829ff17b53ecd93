import pg from "pg";
import { sql } from "kysely";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";

/**
 * `DATABASE_URL=postgres://…/postgres npx tsx tests/bench/counters.ts`: why PostgreSQL keeps the list
 * counts as appended deltas (migration 0002). W concurrent "workers" move their own transactions
 * in_queue → in_progress → success, each step its own database transaction (as the refill engine does),
 * while a few walk error → in_queue → in_progress inside one transaction (a retry). Measured three ways on
 * fresh databases: no counting at all, the deltas (what we ship), and row triggers that update the shared
 * per-status counter rows in place. Prints steps per second and the deadlocks seen.
 */
const admin = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const ROWS_PER_WORKER = Number(process.env.BENCH_ROWS_PER_WORKER ?? 150);

const IN_PLACE = `
  create or replace function list_counts_in_place() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update list_counts set n = n - 1 where company_id = old.company_id and list = 'transactions' and status = old.status;
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      insert into list_counts (company_id, list, status, n) values (new.company_id, 'transactions', new.status, 1)
      on conflict (company_id, list, status) do update set n = list_counts.n + 1;
    end if;
    return null;
  end $$;
  drop trigger transactions_count_insert on transactions;
  drop trigger transactions_count_update on transactions;
  drop trigger transactions_count_delete on transactions;
  create trigger transactions_count_row after insert or delete or update of status on transactions
    for each row execute function list_counts_in_place();`;

const NONE = `
  drop trigger transactions_count_insert on transactions;
  drop trigger transactions_count_update on transactions;
  drop trigger transactions_count_delete on transactions;`;

async function run(variant: "none" | "deltas" | "in place") {
  const name = `counters_${variant.replace(" ", "_")}_${process.pid}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists ${name}`);
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const app = await buildApp(testConfig({ databaseUrl: url.toString() }));
  const db = app.db;
  try {
    if (variant === "in place") await sql.raw(IN_PLACE).execute(db);
    if (variant === "none") await sql.raw(NONE).execute(db);
    const now = new Date().toISOString();
    const company = await db
      .insertInto("companies")
      .values({ name: "C", slug: "c", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto("users")
      .values({ company_id: company.id, email: "u@x.test", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const carrier = await db
      .insertInto("carriers")
      .values({ company_id: company.id, name: "K", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const plan = await db
      .insertInto("plans")
      .values({ carrier_id: carrier.id, name: "P", amount: 100, validity_days: 30, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const phone = await db
      .insertInto("phone_numbers")
      .values({ company_id: company.id, user_id: user.id, number: "5550000000", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: WORKERS * ROWS_PER_WORKER }, () => ({
      company_id: company.id,
      user_id: user.id,
      phone_number_id: phone.id,
      plan_id: plan.id,
      amount: 100,
      status: "in_queue" as const,
      trigger: "manual" as const,
      created_at: now,
      updated_at: now,
    }));
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500)
      ids.push(
        ...(
          await db
            .insertInto("transactions")
            .values(rows.slice(i, i + 500))
            .returning("id")
            .execute()
        ).map((r) => r.id),
      );

    let deadlocks = 0;
    let steps = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        const mine = ids.filter((_, i) => i % WORKERS === w);
        for (const [k, id] of mine.entries()) {
          // Every tenth row is a retry: several statuses in one database transaction, in the other order.
          const path =
            k % 10 === 0
              ? [["error"], ["in_queue", "in_progress", "success"]]
              : [["in_progress"], ["success"]];
          for (const group of path) {
            for (;;) {
              try {
                await db.transaction().execute(async (trx) => {
                  for (const status of group)
                    await trx
                      .updateTable("transactions")
                      .set({ status: status as never })
                      .where("id", "=", id)
                      .execute();
                });
                steps += group.length;
                break;
              } catch (err) {
                if ((err as { code?: string }).code !== "40P01") throw err;
                deadlocks += 1;
              }
            }
          }
        }
      }),
    );
    const ms = performance.now() - t0;
    console.log(
      `${variant.padEnd(9)} ${WORKERS} workers: ${steps} status changes in ${ms.toFixed(0)} ms = ${((steps / ms) * 1000).toFixed(0)}/s, deadlocks ${deadlocks}`,
    );
  } finally {
    await app.close();
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`drop database if exists ${name} with (force)`);
    await d.end();
  }
}

for (const v of ["none", "deltas", "in place"] as const) await run(v);
