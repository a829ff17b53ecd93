import { describe, expect, it } from "vitest";
import { joinParts } from "@common/text";

describe("joinParts", () => {
  it.each([
    [["(555) 010-0001", "Work", "Tello"], "(555) 010-0001 · Work · Tello"],
    [["(555) 010-0001", "", "Tello"], "(555) 010-0001 · Tello"],
    [["Tello", null, undefined, false], "Tello"],
    [[null, undefined], ""],
  ] as const)("joins %j on one line as %j", (parts, line) => {
    expect(joinParts(...parts)).toBe(line);
  });
});
