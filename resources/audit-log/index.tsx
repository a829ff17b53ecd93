import { AuditOutlined } from "@ant-design/icons";
import { choices, createdRangeFilter, lazyFilterInput } from "../../src/components/lists/filters";
import { t } from "../../src/i18n";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { auditObjectLabels } from "./objects";

// antd's Input, loaded with the audit log's list rather than with every screen's declarations.
const RecordIdFilter = lazyFilterInput(() =>
  import("./RecordIdFilter").then(({ RecordIdFilter }) => ({ default: RecordIdFilter })),
);

/** The company's audit log: who did what, when, as whom, to which record (owners, docs/panel.md). */
export const auditLog = declareResource({
  name: "audit-log",
  label: t("auditLog.label"),
  icon: <AuditOutlined />,
  access: "owner",
  api: "/api/audit-log/",
  list: {
    sort: NEWEST_FIRST,
    search: { placeholder: t("auditLog.filters.search") },
    filters: [
      {
        field: "object",
        label: t("auditLog.filters.recordType"),
        options: choices(t("auditLog.filters.anyRecord"), auditObjectLabels()),
        width: 230,
      },
      {
        field: "object_id",
        label: t("auditLog.filters.recordNumber"),
        placeholder: t("auditLog.filters.recordNumberPlaceholder"),
        input: RecordIdFilter,
        width: 110,
      },
      createdRangeFilter(t("auditLog.filters.between")),
    ],
  },
  screens: { list: () => import("./AuditLogList") },
});
