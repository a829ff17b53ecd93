import { randomBytes } from "node:crypto";
import twilio from "twilio";
import type { App } from "../../../server/app";
import type { DB } from "../../../server/db/connection";
import { VOICE_PATH } from "../../../server/modules/phone-menu/answer";
import { readTwiml } from "../../../server/modules/phone-menu/twiml";
import { addPhone, freshNumber } from "../fixtures";
import type { World } from "../transactions/support";

/** A Twilio-like token: 32 hexadecimal digits. */
export const newAuthToken = () => randomBytes(16).toString("hex");

/** Points a company's phone menu at a fresh number with a fresh token, as its owner would in the settings. */
export async function configureMenu(db: DB, companyId: number) {
  const number = `77${freshNumber().slice(2)}`;
  const token = newAuthToken();
  await db
    .updateTable("companies")
    .set({ phone_menu_number: number, twilio_auth_token: token })
    .where("id", "=", companyId)
    .execute();
  return { number, token, to: `+1${number}` };
}

/** A new line of the world's customer on its plan (each test its own, so PIN throttling never crosses tests). */
export const newLine = (db: DB, w: World) =>
  addPhone(db, w.company.id, w.customer.id, {
    carrier_id: w.carrier.id,
    plan_id: w.plan.id,
    number: `${freshNumber().slice(0, 8)}42`,
  });

/** The refills placed on a line (the phone menu's among them), as stored. */
export const refillsOfLine = (db: DB, lineId: number) =>
  db.selectFrom("transactions").selectAll().where("phone_number_id", "=", lineId).execute();

/** The stored row of a call, by Twilio's call id. */
export const callRow = (db: DB, sid: string) =>
  db.selectFrom("phone_calls").selectAll().where("call_sid", "=", sid).executeTakeFirstOrThrow();

/** A fresh line of the world's customer (newLine) and a call from it, not started yet. */
export async function callFromNewLine(apps: App[], menu: { token: string; to: string }, w: World) {
  const line = await newLine(apps[0].db, w);
  return { line, call: new Call(apps, menu, `+1${line.number}`) };
}

export interface Posted {
  status: number;
  body: string;
  say: string[];
  next: "gather" | "redirect" | "hangup";
  /** where Twilio would post next: the Gather's action or the Redirect's address */
  nextUrl: string | null;
}

/**
 * Posts a form to one of Twilio's webhooks (the voice call's, the incoming text's, the delivery report's) as
 * Twilio does: signed over the address and the fields with `token`, or with `signature` as given (null: none).
 */
export function postTwilioForm(
  app: App,
  url: string,
  form: Record<string, string>,
  signing: { token: string; signature?: string | null | undefined },
) {
  const signature =
    signing.signature !== undefined
      ? signing.signature
      : twilio.getExpectedTwilioSignature(signing.token, app.config.publicUrl + url, form);
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === null ? {} : { "x-twilio-signature": signature }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Posts a form to the voice webhook as Twilio does, signed with `token` (or `signature` as given). */
export async function postVoice(
  app: App,
  url: string,
  params: Record<string, string>,
  opts: { token?: string; signature?: string | null } = {},
): Promise<Posted> {
  const res = await postTwilioForm(app, url, params, { token: opts.token ?? "", signature: opts.signature });
  const xml = res.statusCode === 200 ? res.body : "";
  const nextUrl =
    /<Gather action="([^"]+)"/.exec(xml)?.[1] ?? /<Redirect[^>]*>([^<]+)<\/Redirect>/.exec(xml)?.[1] ?? null;
  return { status: res.statusCode, body: res.body, ...readTwiml(xml), nextUrl };
}

/**
 * One call as Twilio would make it: start() posts to the menu's address, then press() and silence() post
 * to wherever the last answer pointed; `apps` answer alternately when given several (API processes).
 */
export class Call {
  readonly sid = `CA${randomBytes(16).toString("hex")}`;
  last: Posted | null = null;
  private turn = 0;
  constructor(
    private apps: App[],
    private menu: { token: string; to: string },
    readonly from: string,
  ) {}

  private app() {
    return this.apps[this.turn++ % this.apps.length];
  }
  params(digits?: string): Record<string, string> {
    const p: Record<string, string> = {
      CallSid: this.sid,
      From: this.from,
      To: this.menu.to,
      CallStatus: "in-progress",
    };
    if (digits !== undefined) p.Digits = digits;
    return p;
  }
  async start() {
    return (this.last = await postVoice(this.app(), VOICE_PATH, this.params(), { token: this.menu.token }));
  }
  async press(digits: string | undefined) {
    if (!this.last?.nextUrl) throw new Error(`the call cannot go on: ${this.last?.body}`);
    return (this.last = await postVoice(this.app(), this.last.nextUrl, this.params(digits), {
      token: this.menu.token,
    }));
  }
  silence() {
    return this.press("");
  }
  /** Twilio following a <Redirect>: no Digits at all. */
  follow() {
    return this.press(undefined);
  }
}
