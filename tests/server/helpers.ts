import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll } from "vitest";
import { type App, buildApp } from "../../server/app";
import { type Config, testConfig } from "../../server/config";
import type { DB } from "../../server/db/connection";
import { hashPassword } from "../../server/http/passwords";
import { hashToken, newTokenKey } from "../../server/http/tokens";

/**
 * One suite, two databases (as Kysely's own tests): each test file gets a fresh database — SQLite in
 * memory by default, or a PostgreSQL database of its own created on TEST_DATABASE_URL and dropped after.
 */
export async function makeApp(overrides: Partial<Config> = {}): Promise<App> {
  const base = process.env.TEST_DATABASE_URL;
  let databaseUrl = ":memory:";
  let drop: (() => Promise<void>) | null = null;
  if (base && !overrides.databaseUrl) {
    const name = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const app = await buildApp(testConfig({ databaseUrl, ...overrides }));
  if (drop) dropAfterClose.set(app, drop);
  return app;
}

const dropAfterClose = new WeakMap<App, () => Promise<void>>();

/** Closes an app from makeApp() and drops its PostgreSQL database, if it made one. */
export async function closeApp(app: App): Promise<void> {
  await app.close();
  await dropAfterClose.get(app)?.();
}

/** makeApp() once for the file, closed (and its database dropped) after the file's tests. */
export async function appForFile(overrides: Partial<Config> = {}): Promise<App> {
  const app = await makeApp(overrides);
  afterAll(() => closeApp(app));
  return app;
}

export const TEST_PASSWORD = "test-pass-1";
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));
const now = () => new Date().toISOString();

export async function createCompany(
  db: DB,
  slug = `co-${randomBytes(3).toString("hex")}`,
  name = "Test Wireless",
) {
  return db
    .insertInto("companies")
    .values({ name, slug, tax_rate: "0.08875", created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type Role = "customer" | "member" | "owner";

/**
 * Random lower-case letters: generated e-mails and names carry no digits, so that a search for digits
 * (phone numbers) never matches them by chance.
 */
export function randomLetters(length = 10): string {
  return Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

export async function createUser(
  db: DB,
  companyId: number,
  role: Role,
  fields: Partial<{
    email: string;
    first_name: string;
    last_name: string;
    pin: string;
    is_active: boolean;
  }> = {},
) {
  return db
    .insertInto("users")
    .values({
      company_id: companyId,
      email: fields.email ?? `${role}-${randomLetters()}@example.test`,
      password_hash: await testPasswordHash(),
      first_name: fields.first_name ?? role[0].toUpperCase() + role.slice(1),
      last_name: fields.last_name ?? "Tester",
      pin: fields.pin ?? null,
      is_company_member: role !== "customer",
      is_company_owner: role === "owner",
      is_active: fields.is_active ?? true,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A token for the user without going through sign-in (fast); `hijackedBy` makes it a takeover token. */
export async function tokenFor(
  db: DB,
  userId: number,
  opts: { hijackedBy?: number; expiresAt?: string } = {},
) {
  const key = newTokenKey();
  await db
    .insertInto("auth_tokens")
    .values({
      key_hash: hashToken(key),
      user_id: userId,
      created_at: now(),
      expires_at: opts.expiresAt ?? (opts.hijackedBy ? new Date(Date.now() + 3_600_000).toISOString() : null),
      hijacked_by: opts.hijackedBy ?? null,
    })
    .execute();
  return key;
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** A company with an owner, a member and a customer, each with a token. */
export async function companyWithPeople(db: DB, slug?: string) {
  const company = await createCompany(db, slug);
  const owner = await createUser(db, company.id, "owner");
  const member = await createUser(db, company.id, "member");
  const customer = await createUser(db, company.id, "customer");
  return {
    company,
    owner: { ...owner, token: await tokenFor(db, owner.id) },
    member: { ...member, token: await tokenFor(db, member.id) },
    customer: { ...customer, token: await tokenFor(db, customer.id) },
  };
}
