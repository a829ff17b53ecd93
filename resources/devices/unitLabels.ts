import type { UnitEventKind, UnitStatus } from "@common/api/enums";
import type { PlainTagColor } from "../../src/components/plain/PlainTag";
import { t } from "../../src/i18n";

/** The tag colour of a unit's status: free green, out gold, in repair orange, lost red, retired grey. */
export const UNIT_STATUS_COLORS: Record<UnitStatus, PlainTagColor> = {
  available: "green",
  out: "gold",
  maintenance: "orange",
  lost: "red",
  retired: "default",
};

export const unitStatusText = (status: UnitStatus) => t(`devices.units.status.${status}`);
export const unitEventText = (kind: UnitEventKind) => t(`devices.units.event.${kind}`);
