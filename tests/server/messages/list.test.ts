import { describe, expect, it } from "vitest";
import { queueMessage } from "../../../server/messages/outbox";
import { sendDueMessages } from "../../../server/messages/sender";
import { auth, companiesForFile, createUser, idsOf } from "../helpers";

const { app, db, home, other } = await companiesForFile();

const get = (url: string, token: string) => app.inject({ method: "GET", url, headers: auth(token) });

/** A customer of home with a welcome (e-mail) and a password link (e-mail), and another customer with one. */
const customer = await createUser(db, home.company.id, "customer", {
  first_name: "Marta",
  last_name: "Lund",
});
const neighbour = await createUser(db, home.company.id, "customer");
const stranger = await createUser(db, other.company.id, "customer");
const send = (companyId: number, userId: number, kind: "customer_welcome" | "password_reset", key: string) =>
  queueMessage(db, { companyId, userId, kind, key, secretLink: `http://localhost/confirm?token=${key}` });
await send(home.company.id, customer.id, "customer_welcome", "welcome:list");
await send(home.company.id, customer.id, "password_reset", "reset:list");
await send(home.company.id, neighbour.id, "password_reset", "reset:neighbour");
await send(other.company.id, stranger.id, "password_reset", "reset:stranger");
const rowsOf = (userId: number) =>
  db.selectFrom("messages").selectAll().where("user_id", "=", userId).orderBy("id").execute();
const [welcome, reset] = await rowsOf(customer.id);
const [neighbours] = await rowsOf(neighbour.id);
const [strangers] = await rowsOf(stranger.id);

describe("GET /api/messages/", () => {
  it("shows staff the company's messages, newest first, with what was sent and how it went", async () => {
    const res = await get("/api/messages/?page_size=200", home.member.token);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const ids = idsOf(page);
    expect(ids).toEqual(expect.arrayContaining([welcome.id, reset.id, neighbours.id]));
    expect(ids).not.toContain(strangers.id);
    const row = page.results.find((r: { id: number }) => r.id === welcome.id);
    expect(row).toMatchObject({
      user: customer.id,
      user_name: "Marta Lund",
      kind: "customer_welcome",
      channel: "email",
      to: customer.email,
      status: "queued",
      error: null,
      sent_at: null,
    });
    expect(row.subject).toBeTruthy();
    expect(row.body).toContain("{link}");
    expect(row).not.toHaveProperty("secret_link");
    expect(JSON.stringify(page)).not.toContain("token=welcome:list");
  });

  it("filters by user, channel, kind, status and dates", async () => {
    const base = `/api/messages/?user=${customer.id}`;
    const ids = async (query: string) => idsOf((await get(`${base}${query}`, home.owner.token)).json());
    expect(await ids("")).toEqual([reset.id, welcome.id]);
    expect(await ids("&kind=password_reset")).toEqual([reset.id]);
    expect(await ids("&channel=sms")).toEqual([]);
    expect(await ids("&channel=email&status=queued")).toEqual([reset.id, welcome.id]);
    expect(await ids("&created_after=2000-01-01&created_before=2999-12-31")).toEqual([reset.id, welcome.id]);
    expect(await ids("&created_before=2000-01-01")).toEqual([]);
  });

  it("shows a sent message as sent, its link forgotten", async () => {
    await sendDueMessages(db, { mailer: app.mailer, sms: app.sms });
    const page = (await get(`/api/messages/?user=${customer.id}&status=sent`, home.member.token)).json();
    expect(idsOf(page)).toEqual([reset.id, welcome.id]);
    expect(page.results[0].sent_at).toBeTruthy();
  });

  it("refuses a malformed filter with 400 naming the field", async () => {
    for (const [field, value] of [
      ["status", "lost"],
      ["channel", "fax"],
      ["kind", "nothing"],
      ["user", "x"],
      ["created_after", "yesterday"],
    ]) {
      const res = await get(`/api/messages/?${field}=${value}`, home.member.token);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toHaveProperty(field);
    }
  });

  it("shows a customer only their own messages, whatever they filter", async () => {
    const token = home.customer.token;
    await send(home.company.id, home.customer.id, "password_reset", "reset:own");
    const own = await rowsOf(home.customer.id);
    expect(idsOf((await get("/api/messages/", token)).json())).toEqual(own.map((m) => m.id));
    expect(idsOf((await get(`/api/messages/?user=${customer.id}`, token)).json())).toEqual([]);
  });

  it("shows another company's staff none of them, and refuses the signed-out", async () => {
    const page = (await get(`/api/messages/?user=${customer.id}`, other.owner.token)).json();
    expect(page.count).toBe(0);
    expect((await app.inject({ method: "GET", url: "/api/messages/" })).statusCode).toBe(401);
  });
});
