import { formatDate } from "@common/dates";
import { t } from "../../src/i18n";

/** "Service ends on Dec 12, 2026": a line's service end date (DESIGN.md §16) in the reader's words. */
export const serviceEndsOn = (day: string) => t("phoneNumbers.list.serviceEndsOn", { date: formatDate(day) });
