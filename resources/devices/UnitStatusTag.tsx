import { Tag } from "antd";
import type { UnitStatus } from "@common/api/enums";
import { UNIT_STATUS_COLORS, unitStatusText } from "./unitLabels";

export function UnitStatusTag({ status }: { status: UnitStatus }) {
  return <Tag color={UNIT_STATUS_COLORS[status]}>{unitStatusText(status)}</Tag>;
}
