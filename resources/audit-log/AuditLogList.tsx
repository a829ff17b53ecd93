import type { AuditEntry } from "@common/api/audit-log";
import type { AuditObject } from "@common/audit";
import { formatDateTime } from "@common/dates";
import { nameWithEmail } from "@common/names";
import { useNavigation } from "@refinedev/core";
import { Space, Table, Typography } from "antd";
import { Link } from "react-router";
import { dateColumn, ListScreen, useResourceList } from "../../src/components/lists";
import { NoValue } from "../../src/components/show/NoValue";
import { t } from "../../src/i18n";
import { auditObjectLabel, isKnown } from "./objects";
import { auditDetails, auditSentence } from "./words";
import { PlainTag } from "../../src/components/plain/PlainTag";

/** Where each kind of record opens: its page, or the dialog that edits it over its list. */
const RECORD_SCREENS: Partial<Record<AuditObject, [resource: string, screen: "show" | "edit"]>> = {
  transaction: ["transactions", "show"],
  rental: ["rentals", "show"],
  charge: ["charges", "show"],
  customer: ["customers", "show"],
  user: ["customers", "show"],
  carrier: ["carriers", "show"],
  member: ["members", "edit"],
  phone_number: ["phone-numbers", "edit"],
  scheduled_refill: ["scheduled-refills", "edit"],
  device: ["devices", "edit"],
  country: ["countries", "edit"],
  rental_fee: ["fees", "edit"],
};

/** The record a row is about, linked where the panel has a screen for it. */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const { showUrl, editUrl } = useNavigation();
  const label = auditObjectLabel(entry.object);
  if (entry.object === "company") return <Link to="/settings">{label}</Link>;
  if (entry.object_id === null) return <>{label}</>;
  const screen = isKnown(entry.object) ? RECORD_SCREENS[entry.object] : undefined;
  const text = t("auditLog.list.numbered", { label, id: entry.object_id });
  if (!screen) return <>{text}</>;
  const [resource, action] = screen;
  const url = action === "show" ? showUrl(resource, entry.object_id) : editUrl(resource, entry.object_id);
  return <Link to={url}>{text}</Link>;
}

/** Who acted: the person, or the member who acted while viewing the site as them. */
function WhoCell({ entry }: { entry: AuditEntry }) {
  const actor = nameWithEmail(entry.actor_name, entry.actor_email) || <NoValue />;
  if (entry.hijacked_by === null) return <>{actor}</>;
  return (
    <Space direction="vertical" size={0}>
      <span>{entry.hijacked_by_name ?? t("auditLog.list.memberNumbered", { id: entry.hijacked_by })}</span>
      <Typography.Text type="secondary">
        <PlainTag color="orange">{t("auditLog.list.viewingAs")}</PlainTag>
        {actor}
      </Typography.Text>
    </Space>
  );
}

/** /audit-log (owners): what staff did, and what was done while viewing the site as a customer. */
export default function AuditLogList() {
  const list = useResourceList<AuditEntry>({
    resource: "audit-log",
    fetchFailed: t("auditLog.notices.fetchFailed"),
  });
  // The date column by field name (code, not text: outside the JSX).
  const when = dateColumn<AuditEntry>(list, "created_at", t("auditLog.list.when"), formatDateTime);
  return (
    <ListScreen
      title={t("auditLog.list.title")}
      filterName="audit-filters"
      list={list}
      scroll={{ x: "max-content" }}
      empty={{ nothing: t("auditLog.list.nothing"), noMatch: t("auditLog.list.noMatch") }}
      expandable={{
        rowExpandable: (entry) => auditDetails(entry).length > 0,
        expandedRowRender: (entry) => (
          <Space direction="vertical" size={0}>
            {auditDetails(entry).map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </Space>
        ),
      }}
    >
      <Table.Column<AuditEntry> {...when} />
      <Table.Column<AuditEntry>
        key="who"
        title={t("auditLog.list.who")}
        render={(_, entry) => <WhoCell entry={entry} />}
      />
      <Table.Column<AuditEntry>
        key="action"
        title={t("auditLog.list.action")}
        render={(_, entry) => auditSentence(entry)}
      />
      <Table.Column<AuditEntry>
        key="record"
        title={t("auditLog.list.record")}
        render={(_, entry) => <RecordCell entry={entry} />}
      />
      <Table.Column<AuditEntry>
        key="data"
        title={t("auditLog.list.details")}
        render={(_, entry) => (
          <Typography.Text ellipsis style={{ maxWidth: 360 }}>
            {auditDetails(entry).join("; ") || <NoValue />}
          </Typography.Text>
        )}
      />
    </ListScreen>
  );
}
