/**
 * One value made of parts, on one line: "(555) 010-0001 · Work · Tello", "Tello · Unlimited 25". The parts
 * a record lacks (null, "", false) are left out with their separator.
 */
export const joinParts = (...parts: (string | null | undefined | false)[]) =>
  parts.filter(Boolean).join(" · ");
