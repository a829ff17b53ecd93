import http from "node:http";
import { randomBytes } from "node:crypto";
import { readBody, started } from "../integrations/fakes";

/** What the double received: the account in the path, the Basic credentials, the form's fields. */
export interface TwilioCreate {
  accountSid: string;
  username: string;
  password: string;
  fields: Record<string, string>;
}

const MESSAGES = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/i;

/**
 * A local Twilio Messages API as the SDK calls it (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form
 * fields To, From, Body, StatusCallback, HTTP Basic with the account SID and auth token) answering as Twilio's
 * Message resource does: 201 and the new message, `queued`. `refuse` makes the next creates answer Twilio's
 * error body (400, code 21211, an invalid To); `beforeAnswer` runs before the answer is sent (a status
 * callback that beats the sender's own write).
 */
export async function twilioDouble() {
  const state = {
    creates: [] as TwilioCreate[],
    refuse: 0,
    beforeAnswer: null as null | ((sid: string, create: TwilioCreate) => Promise<void>),
  };
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const path = MESSAGES.exec(req.url ?? "");
    const answer = (status: number, json: object) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (req.method !== "POST" || !path)
      return answer(404, { code: 20404, message: "Not found", status: 404 });
    const [username, password] = Buffer.from(
      (req.headers.authorization ?? "").replace(/^Basic /, ""),
      "base64",
    )
      .toString()
      .split(":");
    if (username !== path[1] || !password)
      return answer(401, { code: 20003, message: "Authenticate", status: 401 });
    const create: TwilioCreate = {
      accountSid: path[1],
      username,
      password,
      fields: Object.fromEntries(new URLSearchParams(body)),
    };
    state.creates.push(create);
    if (state.refuse > 0) {
      state.refuse--;
      return answer(400, {
        code: 21211,
        message: `The 'To' number ${create.fields.To} is not a valid phone number.`,
        more_info: "https://www.twilio.com/docs/errors/21211",
        status: 400,
      });
    }
    const sid = `SM${randomBytes(16).toString("hex")}`;
    await state.beforeAnswer?.(sid, create);
    const now = new Date().toUTCString();
    answer(201, {
      account_sid: create.accountSid,
      api_version: "2010-04-01",
      body: create.fields.Body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from: create.fields.From,
      messaging_service_sid: null,
      num_media: "0",
      num_segments: "1",
      price: null,
      price_unit: "USD",
      sid,
      status: "queued",
      subresource_uris: { media: `/2010-04-01/Accounts/${create.accountSid}/Messages/${sid}/Media.json` },
      to: create.fields.To,
      uri: `/2010-04-01/Accounts/${create.accountSid}/Messages/${sid}.json`,
    });
  });
  return started(server, state, {});
}
