import { Readable } from "node:stream";
import { type Problem, problemText } from "../../../common/problems";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { wallClockIn } from "../../../common/dates";
import { companyTimeZone } from "../../db/company-day";
import { type Catalogue, wordsIn } from "../../i18n";
import { readerLanguage } from "../../db/reader-language";
import type { AuthContext } from "../../security/caller";
import type { ApiTag } from "../../plugins/openapi";
import { errorResponses, UNPRINTABLE } from "../validation";
import { param } from "./criteria";
import type { WholeListReader } from "./readers";

/**
 * CSV exports of lists (docs/api-conventions.md, Lists): the list's own filters, search and ordering, the columns people see
 * on its screen, headers and words in the language the panel speaks to the caller, money as the API's
 * decimals, moments in the company's time zone, UTF-8 with a byte-order mark so that Excel reads it as UTF-8.
 * Streamed: rows go out as the database hands them over.
 */

/** A column's header: its key in the catalogues' `csv.headers`, written in the caller's language. */
export type CsvHeader = keyof Catalogue["csv"]["headers"];

/**
 * What an export's cell is given: the row as the list answers it, how to write a moment, and the words of the
 * caller's language (statuses, kinds, "Transaction #12").
 */
export interface CsvCell<Out> {
  header: CsvHeader;
  value: (
    row: Out,
    moment: (iso: string | null) => string,
    words: Catalogue,
  ) => string | number | null | undefined;
}

/** The customer a row belongs to, as every customer column of the lists names them. */
export const customerCells = <Out extends { user_name: string; user_email: string }>(): CsvCell<Out>[] => [
  { header: "customer", value: (row) => row.user_name },
  { header: "email", value: (row) => row.user_email },
];

/**
 * Why something did not go through, in the export's language: the code's words. The code and the provider's
 * own text (English, as it said it) have columns of their own beside it.
 */
export const problemWords = (words: Catalogue, p: Problem | null): string | null =>
  p ? problemText(words.problems, { ...p, details: null }) : null;

/** The columns a list of a customer's records opens with: the record's number, when it was made, whose it is. */
export const recordCells = <
  Out extends { id: number; created_at: string; user_name: string; user_email: string },
>(
  header: CsvHeader,
): CsvCell<Out>[] => [
  { header, value: (row) => row.id },
  { header: "created", value: (row, moment) => moment(row.created_at) },
  ...customerCells<Out>(),
];

const BOM = "\uFEFF";

/**
 * A cell as RFC 4180 quotes it, without the characters the API refuses in text people type (UNPRINTABLE: the C0
 * controls but tab and line ends, DEL, the bidirectional overrides that show a name backwards), which rows
 * written before or a provider's words may still hold; a leading = + - @ (or tab, line end) is
 * defused, so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value).replace(UNPRINTABLE, "");
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "2026-11-26 09:04:05" in `timeZone`: a moment as a spreadsheet reads it, on the company's clock. */
export function momentIn(timeZone: string): (iso: string | null) => string {
  const wallClock = wallClockIn(timeZone);
  return (iso) => {
    if (!iso) return "";
    const local = wallClock(iso);
    return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
  };
}

/** The lines of an export: the header, then a line a row, each ending in CRLF (RFC 4180). */
async function* csvLines<Out>(
  first: IteratorResult<Out>,
  rest: AsyncIterator<Out>,
  cells: CsvCell<Out>[],
  moment: (iso: string | null) => string,
  words: Catalogue,
): AsyncGenerator<string> {
  yield `${BOM}${cells.map((c) => csvField(words.csv.headers[c.header])).join(",")}\r\n`;
  // Lines are sent in batches: one write per row would cost more than the row.
  let batch = "";
  for (let next = first; !next.done; next = await rest.next()) {
    batch += `${cells.map((c) => csvField(c.value(next.value as Out, moment, words))).join(",")}\r\n`;
    if (batch.length > 64_000) {
      yield batch;
      batch = "";
    }
  }
  if (batch) yield batch;
}

/** Query names that shape the file, not which rows it holds. */
const NOT_FILTERS = new Set(["page", "page_size", "ordering"]);

/**
 * `rentals-status-returned-hide_returned-true-2026-11-28.csv`: the file's name states the filters and search
 * the export applied (those the list knows, in the list's order), then the day, so that two exports of one
 * list never pass for each other.
 */
export function exportFileName(
  name: string,
  query: Record<string, unknown>,
  known: z.ZodType,
  today: string,
) {
  const names = known instanceof z.ZodObject ? Object.keys(known.shape) : [];
  const parts: string[] = [name];
  for (const key of names) {
    if (NOT_FILTERS.has(key)) continue;
    const value = param(query, key)?.trim();
    if (value) parts.push(key, value.replace(/,/g, "+"));
  }
  const stated = parts
    .join("-")
    .replace(/[^\w.+-]+/g, "_")
    .slice(0, 150);
  return `${stated}-${today}.csv`;
}

export interface CsvExport<Out> {
  /** the export's path under /api, e.g. "/transactions/export/" */
  path: string;
  tag: ApiTag;
  summary: string;
  /** the list it exports: the same guard, query string and rows */
  list: WholeListReader<Out>;
  guard: (request: FastifyRequest) => AuthContext;
  /** its columns, or the caller's (staff may see columns a customer's own export leaves out) */
  cells: CsvCell<Out>[] | ((ctx: AuthContext) => CsvCell<Out>[]);
  /** the file's name before its filters and date: "transactions" → transactions-status-error-2026-11-26.csv */
  name: string;
}

/**
 * GET `path`: the list's rows as CSV. A bad filter is answered 400 before the file starts; a failure once
 * rows are going out cuts the transfer (the status is sent by then), which the panel reports as a failed
 * download, never as a complete file.
 */
export function registerCsvExport<Out>(app: FastifyInstance, spec: CsvExport<Out>): void {
  app.get(
    spec.path,
    {
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        querystring: spec.list.query,
        produces: ["text/csv"],
        response: {
          200: z
            .string()
            .describe("text/csv; UTF-8 with a byte-order mark; a header line, then a line a row"),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const ctx = spec.guard(request);
      // Before the rows: while they stream, SQLite's one connection is theirs.
      const timeZone = await companyTimeZone(app.db, ctx.companyId);
      const words = wordsIn(await readerLanguage(app.db, ctx));
      const rows = spec.list.everyRow(app.db, ctx, request);
      // The first row is read before answering: the criteria are checked then, so a bad one is still a 400.
      const first = await rows.next();
      const query = (request.query ?? {}) as Record<string, unknown>;
      const today = momentIn(timeZone)(new Date().toISOString()).slice(0, 10);
      const cells = typeof spec.cells === "function" ? spec.cells(ctx) : spec.cells;
      const body = Readable.from(csvLines(first, rows, cells, momentIn(timeZone), words));
      body.on("error", (err) => request.log.error({ err }, "CSV export failed part-way"));
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${exportFileName(spec.name, query, spec.list.query, today)}"`,
        )
        .header("cache-control", "no-store")
        .send(body);
    },
  );
}
