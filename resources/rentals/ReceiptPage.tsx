import { PrinterOutlined } from "@ant-design/icons";
import { type HttpError, useOne } from "@refinedev/core";
import { Button, Result, Skeleton } from "antd";
import { Link, useParams } from "react-router";
import { formatDate, formatDateTime } from "@common/dates";
import { deviceKindText, rentalStatusText } from "./labels";
import { formatPhone } from "@common/phone";
import { t } from "../../src/i18n";
import { error } from "../../src/messages";
import { RentalLedger } from "./RentalLedger";
import type { RentalDetail } from "./types";
import { problemNode } from "../../src/components/layout/notices";

/** Print rules: no button, black on white, nothing cut between pages. */
const PRINT_CSS = `
.rental-receipt { max-width: 760px; margin: 32px auto; padding: 32px; background: #fff; color: #111;
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.rental-receipt h1 { font-size: 22px; margin: 0 0 4px; }
.rental-receipt h2 { font-size: 15px; margin: 24px 0 8px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
.rental-receipt table { width: 100%; border-collapse: collapse; }
.rental-receipt th, .rental-receipt td { text-align: left; padding: 4px 0; vertical-align: top; }
.rental-receipt td.amount, .rental-receipt th.amount { text-align: right; }
.rental-receipt th { padding-right: 16px; }
.rental-receipt tr.total td { font-weight: 600; border-top: 1px solid #999; }
.rental-receipt .muted { color: #555; }
.rental-receipt address.company { font-style: normal; color: #333; margin: 0 0 8px; }
.rental-receipt .toolbar { display: flex; gap: 8px; justify-content: flex-end; margin-bottom: 16px; }
@media (max-width: 575px) {
  .rental-receipt { margin: 0 auto; padding: 16px; }
}
@media print {
  @page { margin: 16mm; }
  body { background: #fff !important; }
  .rental-receipt { margin: 0; padding: 0; max-width: none; }
  .rental-receipt .toolbar { display: none !important; }
  .rental-receipt tr { break-inside: avoid; }
}
`;

/** The company's address (as typed, line by line), support phone and e-mail, each when set. */
function CompanyContacts({ rental: r }: { rental: RentalDetail }) {
  const contacts = [
    r.company_support_phone && t("rentals.receipt.support", { phone: formatPhone(r.company_support_phone) }),
    r.company_support_email,
  ].filter(Boolean);
  if (!r.company_address && !contacts.length) return null;
  return (
    <address className="company" aria-label={t("rentals.receipt.company")}>
      {r.company_address?.split("\n").map((line, i) => (
        <div key={i}>{line}</div>
      ))}
      {contacts.length > 0 && <div>{contacts.join(" · ")}</div>}
    </address>
  );
}

/**
 * /rentals/{id}/receipt: a printable receipt outside the layout (docs/panel.md): company (name, address,
 * support phone and e-mail),
 * customer, device, dates, and the rental's ledger (what is owed line by line, the money received and given
 * back, the balance), so that every total visibly adds up; the Print button is not printed.
 */
export default function ReceiptPage() {
  const id = Number(useParams().id);
  const { query, result: r } = useOne<RentalDetail, HttpError>({
    resource: "rentals",
    id,
    errorNotification: false,
  });
  if (query.isError) {
    const missing = query.error?.statusCode === 404;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={missing ? t("rentals.receipt.notFound") : error.rentalsFetchFailed}
        subTitle={missing ? undefined : problemNode(query.error)}
        extra={
          <Link to="/rentals">
            <Button type="primary">{t("rentals.receipt.backToRentals")}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <main className="rental-receipt">
      <style>{PRINT_CSS}</style>
      <div className="toolbar">
        <Link to={`/rentals/${id}`}>
          <Button>{t("rentals.receipt.backToRental")}</Button>
        </Link>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!r}>
          {t("rentals.receipt.print")}
        </Button>
      </div>
      {!r ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <article aria-label={t("rentals.receipt.receipt")}>
          <h1>{r.company_name}</h1>
          <CompanyContacts rental={r} />
          <div className="muted">
            {t("rentals.receipt.heading", {
              id: r.id,
              date: formatDateTime(r.created_at),
              status: rentalStatusText(r.status),
            })}
          </div>

          <h2>{t("rentals.receipt.customer")}</h2>
          <div>{r.user_name || r.user_email}</div>
          {r.user_name && <div className="muted">{r.user_email}</div>}

          <h2>{t("rentals.receipt.rental")}</h2>
          <table>
            <tbody>
              <tr>
                <th>{t("rentals.receipt.device")}</th>
                <td>{`${r.device_name} (${deviceKindText(r.device_kind)})`}</td>
              </tr>
              {r.unit_serial && (
                <tr>
                  <th>{t("rentals.unit.label")}</th>
                  <td>{r.unit_iccid ? `${r.unit_serial} · ICCID ${r.unit_iccid}` : r.unit_serial}</td>
                </tr>
              )}
              <tr>
                <th>{t("rentals.receipt.country")}</th>
                <td>{r.country_name}</td>
              </tr>
              <tr>
                <th>{t("rentals.receipt.dates")}</th>
                <td>
                  {t("rentals.receipt.datesValue", {
                    start: formatDate(r.start_date),
                    end: formatDate(r.end_date),
                    count: r.days,
                  })}
                </td>
              </tr>
              {r.picked_up_at && (
                <tr>
                  <th>{t("rentals.receipt.pickedUp")}</th>
                  <td>{formatDateTime(r.picked_up_at)}</td>
                </tr>
              )}
              {r.returned_at && (
                <tr>
                  <th>{t("rentals.receipt.returned")}</th>
                  <td>{formatDateTime(r.returned_at)}</td>
                </tr>
              )}
            </tbody>
          </table>

          <h2>{t("rentals.receipt.amounts")}</h2>
          <RentalLedger rental={r} />
        </article>
      )}
    </main>
  );
}
