import { WarningOutlined } from "@ant-design/icons";
import { Alert, Tag } from "antd";
import { formatDateTime } from "@common/dates";
import { t } from "../../src/i18n";
import type { PhoneNumber as Line } from "./types";

/** The operator the number moved to, as staff read it (only staff's answers carry it). */
const movedTo = (line: Line) => {
  const op = line.detected_operator;
  return op?.moved ? op.name || op.id : null;
};

/** Staff, in the list: a line whose carrier is not its number's detected operator (number portability). */
export function OperatorMovedTag({ line }: { line: Line }) {
  const operator = movedTo(line);
  if (!operator) return null;
  return (
    <Tag icon={<WarningOutlined />} color="warning" style={{ marginTop: 4, whiteSpace: "normal" }}>
      {t("phoneNumbers.operator.movedTag", { operator })}
    </Tag>
  );
}

/** Staff, editing the line: why its refills fail, and what fixes it. */
export function OperatorMovedAlert({ line }: { line: Line }) {
  const operator = movedTo(line);
  if (!operator) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t("phoneNumbers.operator.movedTitle", { operator })}
      description={t("phoneNumbers.operator.movedHelp", {
        when: formatDateTime(line.detected_operator!.detected_at),
      })}
    />
  );
}
