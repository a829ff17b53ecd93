import { t } from "../../i18n";
import type { Catalogue } from "../../i18n/en";
import { AddButton } from "../buttons/listActions";

/** The areas whose list says its title, its Add button and why it is empty, for customers and for staff. */
type RecordListArea = {
  [A in keyof Catalogue]: Catalogue[A] extends {
    list: { title: string; add: string; noMatch: string; nothing: string; nothingStaff: string };
  }
    ? A
    : never;
}[keyof Catalogue];

/**
 * A list of customers' records (phone numbers, scheduled refills): its title, "Add …", and why it is empty
 * (nothing matches, or nothing yet: the customer's own words or staff's), from its area's `list` texts.
 * Spread into a ListScreen.
 */
export function recordListHeader(area: RecordListArea, resource: string, staff: boolean) {
  return {
    title: t(`${area}.list.title`),
    headerButtons: <AddButton resource={resource}>{t(`${area}.list.add`)}</AddButton>,
    empty: {
      noMatch: t(`${area}.list.noMatch`),
      nothing: staff ? t(`${area}.list.nothingStaff`) : t(`${area}.list.nothing`),
    },
  };
}
