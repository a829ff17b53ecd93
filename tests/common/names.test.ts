import { describe, expect, it } from "vitest";
import { fullName, personName } from "@common/names";

describe("names", () => {
  it("joins first and last name", () => {
    expect(fullName("Ann", "Lee")).toBe("Ann Lee");
    expect(fullName("Ann", "")).toBe("Ann");
    expect(fullName("", "Lee")).toBe("Lee");
    expect(fullName(" Ann ", " Lee ")).toBe("Ann Lee");
    expect(fullName("", "")).toBe("");
    expect(fullName(null, undefined)).toBe("");
  });

  it("calls a person by name, else by e-mail, else a dash", () => {
    expect(personName({ first_name: "Ann", last_name: "Lee", email: "ann@example.test" })).toBe("Ann Lee");
    expect(personName({ first_name: "", last_name: "", email: "ann@example.test" })).toBe("ann@example.test");
    expect(personName({ first_name: " ", last_name: "" })).toBe("—");
  });
});
