import type { App } from "../../../server/app";
import { INBOUND_PATH } from "../../../server/modules/sms/routes";
import { postTwilioForm } from "../phone-menu/support";

let sid = 0;

/**
 * A text from `from` to the company's number `to`, as Twilio's incoming-message webhook posts it, signed with
 * `token` (or with `signature` as given; null: none). Answers the status, the media type and the reply's text.
 */
export async function textTo(
  app: App,
  to: { to: string; token: string },
  from: string,
  body: string,
  opts: { token?: string; signature?: string | null } = {},
) {
  const params = { MessageSid: `SM${++sid}`, AccountSid: "AC1", From: from, To: to.to, Body: body };
  const res = await postTwilioForm(app, INBOUND_PATH, params, {
    token: opts.token ?? to.token,
    signature: opts.signature,
  });
  const reply = /<Message>([^<]*)<\/Message>/.exec(res.body)?.[1] ?? null;
  return { status: res.statusCode, type: res.headers["content-type"], reply };
}
