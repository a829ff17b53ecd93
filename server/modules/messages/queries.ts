import type { DB } from "../../db/connection";
import { personAnswer, PERSON_COLUMNS } from "../../db/columns";
import { callersRows } from "../../db/lookups";
import type { AuthContext } from "../../security/caller";
import { filters } from "../../http/lists/filters";
import { callersList } from "../../http/lists/readers";
import { personMatch } from "../../http/lists/search";
import type { PageIds } from "../../http/lists/paging";
import type { ListSpec } from "../../http/lists/spec";
import { MESSAGE_CHANNELS, MESSAGE_KIND_NAMES, MESSAGE_STATUSES, type Message } from "./schemas";

/** Written against `messages as m` alone; the recipient's index (company, user, created_at) serves a customer. */
const messageListSpec: ListSpec<"messages as m"> = {
  ordering: {
    created_at: "m.created_at",
    status: "m.status",
    id: "m.id",
  },
  defaultOrdering: ["-created_at"],
  idColumn: "m.id",
  search: [personMatch("m.user_id")],
  filters: {
    user: filters.id("m.user_id"),
    channel: filters.choice("m.channel", MESSAGE_CHANNELS),
    kind: filters.choice("m.kind", MESSAGE_KIND_NAMES),
    status: filters.choice("m.status", MESSAGE_STATUSES),
    created_after: filters.dateFrom("m.created_at"),
    created_before: filters.dateTo("m.created_at"),
  },
};

/** The caller's messages: staff their company's, a customer their own. */
function messageRows(db: DB, ctx: AuthContext) {
  return db.selectFrom("messages as m").$call(callersRows(ctx, "m.company_id", "m.user_id"));
}

const selectMessages = (db: DB, ctx: AuthContext, ids: PageIds) =>
  db
    .selectFrom("messages as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .$call(callersRows(ctx, "m.company_id", "m.user_id"))
    .where("m.id", "in", ids)
    // Never the one-time link (secret_link) nor the HTML copy.
    .select([
      "m.id",
      "m.user_id",
      "m.kind",
      "m.channel",
      "m.language",
      "m.to_address",
      "m.subject",
      "m.body",
      "m.status",
      "m.attempts",
      "m.error",
      "m.created_at",
      "m.sent_at",
      "m.delivered_at",
      ...PERSON_COLUMNS,
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>["executeTakeFirstOrThrow"]>>;

const serializeMessage = (r: Row): Message => ({
  id: r.id,
  user: r.user_id,
  ...personAnswer(r),
  kind: r.kind,
  channel: r.channel,
  language: r.language,
  to: r.to_address,
  subject: r.subject,
  body: r.body,
  status: r.status,
  attempts: r.attempts,
  error: r.error,
  created_at: r.created_at,
  sent_at: r.sent_at,
  delivered_at: r.delivered_at,
});

export const listMessages = callersList({
  spec: messageListSpec,
  base: messageRows,
  rows: selectMessages,
  serialize: serializeMessage,
});
