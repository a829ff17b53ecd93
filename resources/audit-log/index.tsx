import { AUDIT_OBJECT_LABELS } from "@common/audit";
import { AuditOutlined } from "@ant-design/icons";
import { choices, createdRangeFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { RecordIdFilter } from "./RecordIdFilter";

/** The company's audit log: who did what, when, as whom, to which record (owners, docs/panel.md). */
export const auditLog = declareResource({
  name: "audit-log",
  label: "Audit log",
  icon: <AuditOutlined />,
  access: "owner",
  api: "/api/audit-log/",
  list: {
    sort: NEWEST_FIRST,
    search: { placeholder: "Who: name or e-mail" },
    filters: [
      {
        field: "object",
        label: "Record type",
        options: choices("Any record", AUDIT_OBJECT_LABELS),
        width: 230,
      },
      {
        field: "object_id",
        label: "Record number",
        placeholder: "Record #",
        input: RecordIdFilter,
        width: 110,
      },
      createdRangeFilter("Between"),
    ],
  },
  screens: { list: () => import("./AuditLogList") },
});
