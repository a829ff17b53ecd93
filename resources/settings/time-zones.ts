/**
 * The time zones an owner may choose for the company (IANA names, as the server takes them), each labelled
 * with its name and current offset: "America/Los Angeles (GMT-7)". `current` is kept even when this
 * browser does not list it (a name another browser spells differently).
 */
export interface TimeZoneOption {
  value: string;
  label: string;
}

const offsetOf = (zone: string, at: Date) => {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? "";
  } catch {
    return "";
  }
};

export function timeZoneLabel(zone: string, at = new Date()): string {
  const offset = offsetOf(zone, at);
  const name = zone.replace(/_/g, " ");
  return offset ? `${name} (${offset})` : name;
}

export function timeZoneOptions(current?: string, at = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort().map((value) => ({ value, label: timeZoneLabel(value, at) }));
}

/** What is typed finds a zone by its name or label, whatever the case, "_" or " " ("los angeles", "Los_Angeles"). */
export function matchesTimeZone(input: string, option?: TimeZoneOption): boolean {
  if (!option) return false;
  const typed = input.trim().toLowerCase().replace(/_/g, " ");
  return `${option.label} ${option.value.replace(/_/g, " ")}`.toLowerCase().includes(typed);
}
