import type { BaseKey, BaseRecord } from "@refinedev/core";
import type { TableColumnType } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "@common/dates";
import { formatMoney } from "@common/money";
import { CustomerLink } from "../show/CustomerLink";
import { NoValue } from "../show/NoValue";
import { PhoneNumberText } from "../show/PhoneNumberText";
import { t } from "../../i18n";
import type { ResourceList } from "./useResourceList";
import { sortable } from "./sortable";
import { ValueWithNote } from "./ValueWithNote";
import { KEPT_COLUMN } from "./keptColumns";

/**
 * The columns every list shows the same way, as props for `<Table.Column<T> {...xColumn(…)} />` (antd reads
 * a column from its element's props, so a column cannot be a component of its own).
 */
export type ColumnProps<T> = TableColumnType<T>;

/** Sorted on the server by `field` in a list's table; `null` for a table that does not sort (a few rows). */
const sortedBy = <T extends BaseRecord>(list: ResourceList<T> | null, field: string) =>
  list ? sortable(list, field) : {};

/** A field sorted on the server, as `render` draws it (its value as it is when none). */
export function sortedColumn<T extends BaseRecord>(
  list: ResourceList<T>,
  field: string,
  title: string,
  render?: ColumnProps<T>["render"],
): ColumnProps<T> {
  return { dataIndex: field, title, ...sortable(list, field), render };
}

/** An amount of money: right-aligned, "$25.00", sorted on the server. */
export function moneyColumn<T extends BaseRecord>(
  list: ResourceList<T> | null,
  field: string,
  title: string,
): ColumnProps<T> {
  return {
    dataIndex: field,
    title,
    align: "right",
    className: KEPT_COLUMN,
    ...sortedBy(list, field),
    render: (value: string) => formatMoney(value),
  };
}

/** A day ("Mar 5, 2026") or, with `formatDateTime`, a moment; sorted on the server. */
export function dateColumn<T extends BaseRecord>(
  list: ResourceList<T> | null,
  field: string,
  title: string,
  format: (value: string | null) => string = formatDate,
): ColumnProps<T> {
  return {
    dataIndex: field,
    title,
    ...sortedBy(list, field),
    render: (value: string | null) => format(value),
  };
}

/** A phone number as every screen writes it ("(555) 010-0001"), on one line. */
export function phoneColumn<T extends BaseRecord>(field: string, title = t("common.number")): ColumnProps<T> {
  return { dataIndex: field, title, render: (digits: string | null) => <PhoneNumberText digits={digits} /> };
}

/** A row's number (linked to its page when `href` gives one) above the moment it was made. */
export function numberAndDateColumn<T extends BaseRecord & { id?: BaseKey; created_at: string }>(
  list: ResourceList<T>,
  title: string,
  href: (record: T) => string | undefined,
): ColumnProps<T> {
  return {
    dataIndex: "created_at",
    title,
    ...sortable(list, "created_at"),
    render: (_, record) => {
      const to = href(record);
      return (
        <ValueWithNote note={formatDateTime(record.created_at)} noteStyle={{ whiteSpace: "nowrap" }}>
          {to ? <Link to={to}>#{record.id}</Link> : `#${record.id}`}
        </ValueWithNote>
      );
    },
  };
}

interface CustomerRow {
  user?: number | null;
  user_name?: string | null;
  user_email?: string | null;
}

/**
 * Whose row it is (staff lists): the customer's name, or the e-mail when there is no name, linked to the
 * customer's page; `email` below it too.
 */
export function customerColumn<T extends BaseRecord & CustomerRow>({
  email = false,
}: { email?: boolean } = {}): ColumnProps<T> {
  return {
    dataIndex: "user_name",
    title: t("common.customer"),
    render: (_, record) =>
      email ? (
        <ValueWithNote note={record.user_name && record.user_email}>
          <CustomerLink id={record.user}>{record.user_name || record.user_email}</CustomerLink>
        </ValueWithNote>
      ) : (
        <CustomerLink id={record.user}>{record.user_name || record.user_email}</CustomerLink>
      ),
  };
}

/**
 * What every list of people (customers, members) sorts and shows alike: by last name, by e-mail, and when
 * each was added and last signed in, to the minute ("Never" in the panel's language when they have not).
 */
export function personColumns<T extends BaseRecord>(
  list: ResourceList<T>,
  titles: { added: string; lastSignIn: string },
) {
  return {
    name: sortable(list, "last_name"),
    email: sortable(list, "email"),
    added: dateColumn<T>(list, "created_at", titles.added, formatDateTime),
    lastSignIn: dateColumn<T>(list, "last_login", titles.lastSignIn, formatDateTime),
  };
}

/** A value some rows lack ("—"). */
export function optionalColumn<T extends BaseRecord>(field: string, title: string): ColumnProps<T> {
  const none = <NoValue />;
  return { dataIndex: field, title, render: (value: ReactNode) => value ?? none };
}

/**
 * A row's own actions in their column, shown from `md`: on a phone the list draws them under the row's first
 * cell instead, so the key columns fit (`narrow` of useResponsiveTable). The element takes `key="actions"`.
 */
export function actionsColumn<T extends BaseRecord>(
  title: string,
  actions: (record: T) => ReactNode,
): ColumnProps<T> {
  return { title, responsive: ["md"], className: KEPT_COLUMN, render: (_, record) => actions(record) };
}
