export type DeviceKind = "phone" | "hotspot" | "sim";

/** GET /api/rental/devices/ rows. */
export interface Device {
  id: number;
  name: string;
  kind: DeviceKind;
  /** "4.50" per day */
  daily_rate: string;
  /** "100.00" held while rented */
  deposit: string;
  stock: number;
  is_active: boolean;
  created_at: string;
}

export interface DeviceForm {
  name: string;
  kind: DeviceKind;
  daily_rate: string;
  deposit: string;
  stock: number;
}

export const DEVICE_KINDS: Array<{ value: DeviceKind; label: string }> = [
  { value: "phone", label: "Phone" },
  { value: "hotspot", label: "Hotspot" },
  { value: "sim", label: "SIM card" },
];
export const kindLabel = (kind: string) => DEVICE_KINDS.find((k) => k.value === kind)?.label ?? kind;
