import { formatDate } from "@common/dates";
import { formatMoney } from "@common/money";
import { formatPhone } from "@common/phone";
import { Space, Switch, Table } from "antd";
import { useIsStaff } from "../../src/components/layout/access";
import { DeleteAction, RowEditButton } from "../../src/components/buttons/listActions";
import { useSetActive } from "../../src/components/buttons/ActiveToggle";
import {
  actionsColumn,
  ListScreen,
  recordListHeader,
  sortedColumn,
  useResourceList,
  useResponsiveTable,
  ValueWithNote,
} from "../../src/components/lists";
import { PhoneNumberText } from "../../src/components/show/PhoneNumberText";
import { Link } from "react-router";
import { consentText, NextRun, ResultTag, whenItRuns } from "./labels";
import type { ScheduledRefill } from "./types";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { PlainTag } from "../../src/components/plain/PlainTag";

const texts = t("scheduledRefills.notices", { returnObjects: true });

const nextRun = (_: string, record: ScheduledRefill) => <NextRun record={record} />;
const card = (label: string | null) =>
  label ?? <PlainTag color="orange">{t("scheduledRefills.list.noCard")}</PlainTag>;
/** "Unlimited 25 · $25.00", wrapping after the plan's name, never inside the amount */
const planAndAmount = (record: ScheduledRefill) => (
  <>
    {record.plan_name} <span style={{ whiteSpace: "nowrap" }}>· {formatMoney(record.amount)}</span>
  </>
);

export default function ScheduledRefillList() {
  const { staff } = useIsStaff();
  const list = useResourceList<ScheduledRefill>({
    resource: "scheduled-refills",
    fetchFailed: texts.fetchFailed,
  });
  const { setActive, pending } = useSetActive<ScheduledRefill>("scheduled-refills");
  const pauseOrResume = (record: ScheduledRefill, active: boolean) =>
    setActive(record.id, active, {
      successNotification: (data) => ({
        type: "success",
        message: active ? texts.resumed : texts.paused,
        description:
          active && data?.data
            ? t("scheduledRefills.list.nextRefillOn", { date: formatDate(data.data.next_run_on) })
            : formatPhone(record.phone_number_digits),
      }),
      errorNotification: failedNotice(active ? texts.resumeFailed : texts.pauseFailed),
    });
  const columns = {
    day: sortedColumn(
      list,
      "day_of_month",
      t("scheduledRefills.list.day"),
      (_: number, record: ScheduledRefill) => whenItRuns(record),
    ),
    nextRun: sortedColumn(list, "next_run_on", t("scheduledRefills.list.nextRun"), nextRun),
  };

  // The row's actions: their own column from `md`; on a phone under the row's first cell, so the columns fit.
  const actions = (record: ScheduledRefill) => (
    <Space wrap>
      <RowEditButton resource="scheduled-refills" recordItemId={record.id} />
      <DeleteAction
        resource="scheduled-refills"
        id={record.id}
        name={formatPhone(record.phone_number_digits)}
        what={t("scheduledRefills.list.deleteWhat", {
          number: formatPhone(record.phone_number_digits),
        })}
        consequence={t("scheduledRefills.list.deleteConsequence")}
        texts={{ done: texts.deleted, failed: texts.deleteFailed }}
      />
    </Space>
  );
  const { narrow, tableProps } = useResponsiveTable();

  const header = recordListHeader("scheduledRefills", "scheduled-refills", staff);

  return (
    <ListScreen {...tableProps} {...header} filterName="scheduled-refill-filters" list={list}>
      <Table.Column<ScheduledRefill>
        dataIndex="phone_number_digits"
        title={t("scheduledRefills.list.phoneNumber")}
        render={(value: string, record) =>
          narrow ? (
            // On a phone the plan and card columns are hidden: the number's cell says what the refill buys
            // and with which card, then its actions.
            <>
              <ValueWithNote note={[planAndAmount(record), card(record.card_label)]}>
                <PhoneNumberText digits={value} strong />
              </ValueWithNote>
              <div style={{ marginTop: 8 }}>{actions(record)}</div>
            </>
          ) : (
            <PhoneNumberText digits={value} strong />
          )
        }
      />
      {staff && (
        <Table.Column<ScheduledRefill>
          dataIndex="user_name"
          title={t("scheduledRefills.list.customer")}
          responsive={["md"]}
          render={(value: string) => value || "—"}
        />
      )}
      <Table.Column<ScheduledRefill>
        dataIndex="plan_name"
        title={t("scheduledRefills.list.plan")}
        responsive={["md"]}
        render={(value: string, record) => (
          <ValueWithNote note={formatMoney(record.amount)}>
            <span>{value}</span>
          </ValueWithNote>
        )}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="card_label"
        title={t("scheduledRefills.list.card")}
        responsive={["lg"]}
        render={card}
      />
      <Table.Column<ScheduledRefill> {...columns.day} responsive={["lg"]} />
      <Table.Column<ScheduledRefill>
        {...columns.nextRun}
        // the day column is hidden on a phone: the next run says which day of each month it keeps
        {...(narrow && {
          render: (value: string, record: ScheduledRefill) => (
            <ValueWithNote note={whenItRuns(record)}>{nextRun(value, record)}</ValueWithNote>
          ),
        })}
      />
      <Table.Column<ScheduledRefill>
        key="consent"
        title={t("scheduledRefills.list.consent")}
        responsive={["xl"]}
        render={(_, record: ScheduledRefill) =>
          record.consent ? (
            <ValueWithNote note={t("scheduledRefills.list.consentTerms", { version: record.consent.terms })}>
              <span>{consentText(record)}</span>
            </ValueWithNote>
          ) : (
            "—"
          )
        }
      />
      <Table.Column<ScheduledRefill>
        dataIndex="last_result"
        title={t("scheduledRefills.list.lastResult")}
        responsive={["lg"]}
        render={(value: ScheduledRefill["last_result"], record) => (
          <ValueWithNote note={record.last_run_on && formatDate(record.last_run_on)}>
            {record.last_transaction ? (
              <Link to={`/transactions/${record.last_transaction.id}`}>
                <Space size={4}>
                  <ResultTag status={record.last_transaction.status} />
                  {`#${record.last_transaction.id}`}
                </Space>
              </Link>
            ) : (
              <ResultTag status={value} />
            )}
          </ValueWithNote>
        )}
      />
      <Table.Column<ScheduledRefill>
        dataIndex="is_active"
        title={t("scheduledRefills.list.active")}
        render={(active: boolean, record) =>
          // A cancelled automatic refill starts again only with the customer's consent: in its form.
          record.rule === "on_expiry" && !active ? (
            <RowEditButton resource="scheduled-refills" recordItemId={record.id} icon={null}>
              {t("scheduledRefills.list.turnOnAgain")}
            </RowEditButton>
          ) : (
            <Switch
              checked={active}
              checkedChildren={t("scheduledRefills.list.on")}
              unCheckedChildren={t("scheduledRefills.list.paused")}
              loading={pending(record.id)}
              onChange={(next) => pauseOrResume(record, next)}
              aria-label={t(
                record.rule === "on_expiry"
                  ? "scheduledRefills.list.cancel"
                  : active
                    ? "scheduledRefills.list.pause"
                    : "scheduledRefills.list.resume",
                { number: formatPhone(record.phone_number_digits) },
              )}
            />
          )
        }
      />
      <Table.Column<ScheduledRefill>
        key="actions"
        {...actionsColumn(t("scheduledRefills.list.actions"), actions)}
      />
    </ListScreen>
  );
}
