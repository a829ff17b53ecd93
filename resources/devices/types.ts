import { DEVICE_KINDS as KINDS, type DeviceKind } from "@common/api/enums";
import { DEVICE_KIND_LABELS, deviceKindLabel } from "@common/labels";

export type { Device, DeviceKind } from "@common/api";

export interface DeviceForm {
  name: string;
  kind: DeviceKind;
  daily_rate: string;
  deposit: string;
  stock: number;
}

export const DEVICE_KINDS: Array<{ value: DeviceKind; label: string }> = KINDS.map((value) => ({
  value,
  label: DEVICE_KIND_LABELS[value],
}));
export const kindLabel = deviceKindLabel;
