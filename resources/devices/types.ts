import { DEVICE_KINDS as KINDS, type DeviceKind } from "@common/api/enums";
import { t } from "../../src/i18n";

export type { Device, DeviceKind } from "@common/api";

export interface DeviceForm {
  name: string;
  kind: DeviceKind;
  daily_rate: string;
  deposit: string;
  stock: number;
}

/** A device's kind as people read it, in the panel's language; a kind the panel does not know, as itself. */
export const kindLabel = (kind: string) =>
  (KINDS as readonly string[]).includes(kind) ? t(`devices.kindName.${kind as DeviceKind}`) : kind;

/** The kinds to choose from, in the API's order (read as the screens' modules load, in their language). */
export const DEVICE_KINDS: Array<{ value: DeviceKind; label: string }> = KINDS.map((value) => ({
  value,
  label: kindLabel(value),
}));
