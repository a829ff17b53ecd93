import { type RawBuilder, sql } from "kysely";
import { RENTALS, ROWS } from "./scale";

/** The list calls the bench times, each beside the bare SQL that answers the same question. */
export interface Case {
  name: string;
  url: string;
  /** the bare SQL that answers the same question (a count and a page, or the grouped counts) */
  bare: RawBuilder<unknown>[];
}

const TX_JOINS = sql`
  from transactions t
  join users u on u.id = t.user_id
  join phone_numbers pn on pn.id = t.phone_number_id
  join plans p on p.id = t.plan_id
  join carriers c on c.id = p.carrier_id
  left join payment_methods pm on pm.id = t.payment_method_id`;
const TX_COLUMNS = sql`t.*, u.first_name, u.last_name, u.email, pn.number, p.name as plan_name, c.name as carrier_name, pm.brand, pm.last4`;
const RENTAL_JOINS = sql`
  from rentals r
  join users u on u.id = r.user_id
  join devices d on d.id = r.device_id
  join countries co on co.id = r.country_id
  left join plans p on p.id = r.plan_id
  left join carriers c on c.id = p.carrier_id
  left join payment_methods pm on pm.id = r.payment_method_id`;
const RENTAL_COLUMNS = sql`r.*, u.first_name, u.last_name, u.email, d.name as device_name, co.name as country_name, p.name as plan_name, c.name as carrier_name, pm.brand, pm.last4`;

export function cases(companyId: number): Case[] {
  const c = companyId;
  const txPage = (where: RawBuilder<unknown>, order: RawBuilder<unknown>, offset = 0, size = 25) => [
    sql`select count(*) from transactions t where t.company_id = ${c} and ${where}`,
    sql`select ${TX_COLUMNS} ${TX_JOINS} where t.company_id = ${c} and ${where} order by ${order} limit ${size} offset ${offset}`,
  ];
  const rentalPage = (where: RawBuilder<unknown>, order: RawBuilder<unknown>, offset = 0) => [
    sql`select count(*) from rentals r where r.company_id = ${c} and ${where}`,
    sql`select ${RENTAL_COLUMNS} ${RENTAL_JOINS} where r.company_id = ${c} and ${where} order by ${order} limit 25 offset ${offset}`,
  ];
  // The bare SQL for a search is the query a careful hand would write knowing what the term matches:
  // "rivera" matches people only, so only their ids are looked up; a term matching nothing costs the
  // small-table lookups that show it.
  const people = (p: string) =>
    sql`(select id from users where company_id = ${c} and (lower(first_name) like ${p} or lower(last_name) like ${p} or lower(email) like ${p}))`;
  const nothingFound = (p: string) => [
    sql`select id from users where company_id = ${c} and (lower(first_name) like ${p} or lower(last_name) like ${p} or lower(email) like ${p}) limit 1`,
    sql`select id from phone_numbers where company_id = ${c} and lower(number) like ${p} limit 1`,
    sql`select p2.id from plans p2 join carriers c2 on c2.id = p2.carrier_id where c2.company_id = ${c} and (lower(p2.name) like ${p} or lower(c2.name) like ${p}) limit 1`,
  ];
  const newest = sql`t.created_at desc, t.id desc`;
  const newestRental = sql`r.created_at desc, r.id desc`;
  const deep = Math.max(1, Math.floor(ROWS / 25 / 2));
  const deepRental = Math.max(1, Math.floor(RENTALS / 25 / 2));
  return [
    { name: "transactions page 1", url: "/api/transactions/", bare: txPage(sql`true`, newest) },
    {
      name: "transactions counters",
      url: "/api/transactions/counters/",
      bare: [sql`select status, count(*) from transactions where company_id = ${c} group by status`],
    },
    {
      name: "transactions ?status=error",
      url: "/api/transactions/?status=error",
      bare: txPage(sql`t.status = 'error'`, newest),
    },
    {
      name: "transactions ?page_size=200",
      url: "/api/transactions/?page_size=200",
      bare: txPage(sql`true`, newest, 0, 200),
    },
    {
      name: "transactions ?search=rivera",
      url: "/api/transactions/?search=rivera",
      bare: txPage(sql`t.user_id in ${people("%rivera%")}`, newest),
    },
    {
      name: "transactions ?search=(nothing)",
      url: "/api/transactions/?search=zzqx",
      bare: nothingFound("%zzqx%"),
    },
    {
      name: `transactions ?page=${deep}`,
      url: `/api/transactions/?page=${deep}`,
      bare: txPage(sql`true`, newest, (deep - 1) * 25),
    },
    {
      name: "transactions ?ordering=-amount",
      url: "/api/transactions/?ordering=-amount",
      bare: txPage(sql`true`, sql`t.amount desc, t.id desc`),
    },
    { name: "rentals page 1", url: "/api/rental/rentals/", bare: rentalPage(sql`true`, newestRental) },
    {
      name: "rentals ?hide_returned=true",
      url: "/api/rental/rentals/?hide_returned=true",
      bare: rentalPage(sql`r.status <> 'returned'`, newestRental),
    },
    {
      name: "rentals ?status=error",
      url: "/api/rental/rentals/?status=error",
      bare: rentalPage(sql`r.status = 'error'`, newestRental),
    },
    {
      name: "rentals ?has_balance=true",
      url: "/api/rental/rentals/?has_balance=true",
      bare: rentalPage(sql`r.balance > 0`, newestRental),
    },
    {
      name: "rentals ?search=rivera",
      url: "/api/rental/rentals/?search=rivera",
      bare: rentalPage(sql`r.user_id in ${people("%rivera%")}`, newestRental),
    },
    {
      name: `rentals ?page=${deepRental}`,
      url: `/api/rental/rentals/?page=${deepRental}`,
      bare: rentalPage(sql`true`, newestRental, (deepRental - 1) * 25),
    },
    {
      name: "rentals ?ordering=-balance",
      url: "/api/rental/rentals/?ordering=-balance",
      bare: rentalPage(sql`true`, sql`r.balance desc, r.id desc`),
    },
  ];
}
