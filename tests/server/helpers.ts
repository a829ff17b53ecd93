import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import type { Kysely, Selectable, Updateable } from "kysely";
import pg from "pg";
import { afterAll, expect, vi } from "vitest";
import { type App, buildApp } from "../../server/app";
import { type Config, testConfig } from "../../server/config";
import type { DatabaseHandle, DB } from "../../server/db/connection";
import type { Database } from "../../server/db/schema";
import type { AnyTables } from "../../server/http/lists/tables";
import { sendDueMessages } from "../../server/messages/sender";
import { hashPassword } from "../../server/security/passwords";
import { hashToken, newTokenKey } from "../../server/security/tokens";
import { checkAnswer } from "./openapi-check";

/**
 * The PostgreSQL server the suite runs on under `npm run test:pg` (tests/pg-run.ts sets it from
 * TEST_DATABASE_URL), or undefined: SQLite. Not TEST_DATABASE_URL itself, which .ci/run exports for every
 * step: `npm test` ran the server suite on PostgreSQL there, and SQLite was never tested in CI.
 */
export const postgresUnderTest = process.env.SERVER_TESTS_POSTGRES_URL;

/**
 * One suite, two databases (as Kysely's own tests): each test file gets a fresh database — SQLite in
 * memory by default, or under `npm run test:pg` a PostgreSQL database of its own, dropped after.
 */
export async function makeApp(
  overrides: Partial<Config> = {},
  /** opens the database instead of buildApp (tests/server/sql records the SQL through it); closed by closeApp */
  open?: (url: string) => DatabaseHandle,
): Promise<App> {
  const base = postgresUnderTest;
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
  const config = testConfig({ databaseUrl, ...overrides });
  const database = open?.(config.databaseUrl);
  // Every answer is held to the OpenAPI document (openapi-check.ts; OPENAPI_CHECK=off leaves it out).
  const inspectAnswers = process.env.OPENAPI_CHECK === "off" ? undefined : checkAnswer;
  const app = await buildApp(config, { database, inspectAnswers });
  if (database) {
    const dropDatabase = drop;
    drop = async () => {
      await database.close();
      await dropDatabase?.();
    };
  }
  if (drop) dropAfterClose.set(app, drop);
  return app;
}

const dropAfterClose = new WeakMap<App, () => Promise<void>>();

/** Closes an app from makeApp(), and the database `open` gave it, and drops its PostgreSQL database, if it made one. */
export async function closeApp(app: App): Promise<void> {
  await app.close();
  await dropAfterClose.get(app)?.();
}

/** An app of its own for one test, with these settings and a company with its people; closed after `fn`. */
export async function withApp(
  overrides: Partial<Config>,
  fn: (app: App, people: Awaited<ReturnType<typeof companyWithPeople>>) => Promise<void>,
): Promise<void> {
  const app = await makeApp(overrides);
  try {
    await fn(app, await companyWithPeople(app.db));
  } finally {
    await closeApp(app);
  }
}

/** Settings for PAYMENTS=stripe with these keys (and API base: a fake's, or an unreachable one). */
export const stripeSettings = (
  keys: Pick<Config, "stripeSecretKey" | "stripePublishableKey" | "stripeApiBase">,
): Partial<Config> => ({ payments: "stripe", ...keys });

/** makeApp() once for the file, closed (and its database dropped) after the file's tests. */
export async function appForFile(
  overrides: Partial<Config> = {},
  open?: (url: string) => DatabaseHandle,
): Promise<App> {
  const app = await makeApp(overrides, open);
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

/**
 * The body of a POST that adds a person (a customer, an invited member): a fresh e-mail address of letters
 * only, a first and a last name, and `fields` over them.
 */
export const newPerson = (fields: Record<string, unknown> = {}) => ({
  email: `person-${randomLetters()}@example.test`,
  first_name: "New",
  last_name: "Person",
  ...fields,
});

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

/** A token for the user without going through sign-in (fast); `hijackedBy` makes it a hijack token. */
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

/**
 * Two companies with their people (companyWithPeople): `home`, the one under test, and `other`, whose
 * people must never reach home's rows.
 */
export async function twoCompanies(db: DB, slugs: [home?: string, other?: string] = []) {
  const home = await companyWithPeople(db, slugs[0]);
  const other = await companyWithPeople(db, slugs[1]);
  return { home, other };
}

/** appForFile() with twoCompanies() in it: the usual start of a server test file. */
export async function companiesForFile(slugs: [home?: string, other?: string] = []) {
  const app = await appForFile();
  return { app, db: app.db, ...(await twoCompanies(app.db, slugs)) };
}

/** A fresh client address, so that a test's requests do not count against another test's per-IP limit. */
export const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;

/**
 * A request body for `app.inject`, sent as JSON: tests send whatever they are given (a valid body, a
 * malformed one, none), so it is typed as the payload light-my-request takes.
 */
export const jsonBody = (body: unknown) => body as InjectOptions["payload"];

/**
 * A POST whose body is this text as it stands, sent as JSON (malformed, empty, with `__proto__` keys: what
 * no JSON encoder writes), with the token if given.
 */
export const postRawJson = (app: App, url: string, text: string, token?: string) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...(token ? auth(token) : {}), "content-type": "application/json" },
    payload: text,
  });

/** The ids of a page's rows (a list answer), in the order listed. */
export const idsOf = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

/** `app.inject` with a JSON body, as `token` unless another is given, each call from a fresh client address. */
export const clientAs =
  (app: App, token: string) =>
  (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown, as = token) =>
    app.inject({ method, url, payload: jsonBody(body), headers: auth(as), remoteAddress: newIp() });

/** A POST with a JSON body and no token, from a fresh client address. */
const postWithoutToken = (app: App, url: string, payload: object) =>
  app.inject({ method: "POST", url, payload, remoteAddress: newIp() });

/** Signs in with e-mail and password, from a fresh client address. */
export const signIn = (app: App, email: string, password: string) =>
  postWithoutToken(app, "/api/user/token/", { email, password });

/** Sets a password with the key of a reset, invitation or welcome link, from a fresh client address. */
export const confirmPassword = (app: App, token: string, password: string) =>
  postWithoutToken(app, "/api/user/reset-password/confirm/", { token, password });

/** GET /api/user/me/ with the token. */
export const getMe = (app: App, token: string) =>
  app.inject({ method: "GET", url: "/api/user/me/", headers: auth(token) });

/**
 * Sends what the messages outbox holds, as the worker would at its next tick (server/messages/sender.ts);
 * answers the app's mailer's outbox: the e-mails sent by this app so far, newest last.
 */
export async function sendQueuedMessages(app: App) {
  while (
    (await sendDueMessages(app.db, { mailer: app.mailer, sms: app.sms, publicUrl: app.config.publicUrl })) > 0
  );
  return app.mailer.outbox;
}

/** The key in the link of the last e-mail sent (what the outbox held is sent first). */
export const lastMailedKey = async (app: App) =>
  new URL((await sendQueuedMessages(app)).at(-1)!.link!).searchParams.get("token")!;

/**
 * The last e-mail sent is to `email` and links (text and HTML) to the page that sets a first password; the
 * key behind it is stored for `purpose` and lasts 7 days. Answers the e-mail.
 */
export async function expectFirstPasswordMail(
  app: App,
  user: { id: number; email: string },
  purpose: "welcome" | "invite",
) {
  const mail = (await sendQueuedMessages(app)).at(-1)!;
  expect(mail.to).toBe(user.email);
  expect(mail.link).toMatch(
    /^http:\/\/localhost:8000\/forgot-password\/confirm\?token=[0-9a-f]{40}&welcome=1$/,
  );
  expect(mail.text).toContain(mail.link);
  expect(mail.html).toContain(`href="${mail.link!.replace("&", "&amp;")}"`);
  const reset = await app.db
    .selectFrom("password_resets")
    .selectAll()
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  expect(reset.purpose).toBe(purpose);
  expect((Date.parse(reset.expires_at) - Date.parse(reset.created_at)) / 86_400_000).toBeCloseTo(7, 3);
  return mail;
}

/** Runs `fn` while every e-mail fails to send (the mail server is down), then lets mail through again. */
export async function whileMailFails(app: App, fn: () => Promise<void>): Promise<void> {
  const send = vi.spyOn(app.mailer, "send").mockRejectedValue(new Error("smtp down"));
  try {
    await fn();
  } finally {
    send.mockRestore();
  }
}

/**
 * Adds a person (a customer, an invited member) with `create` while every e-mail fails to send: the person
 * is created all the same (201). `then` gets the answer, mail still failing.
 */
export async function createWhileMailFails<R extends { statusCode: number }>(
  app: App,
  create: (person: ReturnType<typeof newPerson>) => Promise<R>,
  then: (created: R) => Promise<void> | void,
): Promise<void> {
  await whileMailFails(app, async () => {
    const res = await create(newPerson());
    expect(res.statusCode).toBe(201);
    await then(res);
  });
}

/**
 * Follows the welcome or invitation link of the last e-mail sent: sets a first password with its key, then
 * signs in with it (both answer 200). Answers GET /api/user/me/ with the new session.
 */
export async function firstSignIn(app: App, email: string, password: string) {
  expect((await confirmPassword(app, await lastMailedKey(app), password)).statusCode).toBe(200);
  const signedIn = await signIn(app, email, password);
  expect(signedIn.statusCode).toBe(200);
  return getMe(app, signedIn.json().token);
}

/**
 * The audit log's rows about the object with this id, oldest first: of one kind of object ("customer") or
 * one action ("rental.create") where named.
 */
export const auditRows = (db: DB, id: number, about: { object?: string; action?: string } = {}) =>
  db
    .selectFrom("audit_log")
    .selectAll()
    .where("object_id", "=", String(id))
    .$if(about.object !== undefined, (q) => q.where("object", "=", about.object!))
    .$if(about.action !== undefined, (q) => q.where("action", "=", about.action!))
    .orderBy("id")
    .execute();

/** The tables whose rows have an id. */
export type TableWithId = {
  [T in keyof Database]: "id" extends keyof Database[T] ? T : never;
}[keyof Database];

/** The rows of `table` that hold every value of `where` (column = value), all columns, oldest id first. */
export function rowsWhere<T extends TableWithId>(db: DB, table: T, where: Partial<Selectable<Database[T]>>) {
  // Kysely cannot type a select over a table chosen by a type parameter: query untyped, answer typed.
  let query = (db as unknown as Kysely<AnyTables>).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, "=", value);
  return query.orderBy("id").execute() as Promise<Selectable<Database[T]>[]>;
}

/** Sets `values` on the rows of `table` with this id (or these ids): a change made behind the API's back. */
export async function updateRows<T extends TableWithId>(
  db: DB,
  table: T,
  ids: number | readonly number[],
  values: Updateable<Database[T]>,
): Promise<void> {
  // As rowsWhere: Kysely cannot type an update of a table chosen by a type parameter.
  await (db as unknown as Kysely<AnyTables>)
    .updateTable(table as string)
    .set(values as Record<string, unknown>)
    .where("id", "in", typeof ids === "number" ? [ids] : ids)
    .execute();
}

/** The user's password hash as stored now. */
export async function storedHash(db: DB, userId: number) {
  const [user] = await rowsWhere(db, "users", { id: userId });
  if (!user) throw new Error(`no user ${userId}`);
  return user.password_hash;
}
