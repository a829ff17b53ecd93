import type { UnitStatus } from "@common/api/enums";
import { PlainTag } from "../../src/components/plain/PlainTag";
import { UNIT_STATUS_COLORS, unitStatusText } from "./unitLabels";

export function UnitStatusTag({ status }: { status: UnitStatus }) {
  return <PlainTag color={UNIT_STATUS_COLORS[status]}>{unitStatusText(status)}</PlainTag>;
}
