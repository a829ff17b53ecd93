import { describe, expect, it } from "vitest";
import { fullName, nameWithEmail, personName } from "@common/names";

describe("names", () => {
  it.each([
    ["Ann", "Lee", "Ann Lee"],
    ["Ann", "", "Ann"],
    ["", "Lee", "Lee"],
    [" Ann ", " Lee ", "Ann Lee"],
    ["", "", ""],
    [null, undefined, ""],
  ])("joins first and last name: %j and %j are %j", (first, last, name) => {
    expect(fullName(first, last)).toBe(name);
  });

  it("calls a person by name, else by e-mail, else a dash", () => {
    expect(personName({ first_name: "Ann", last_name: "Lee", email: "ann@example.test" })).toBe("Ann Lee");
    expect(personName({ first_name: "", last_name: "", email: "ann@example.test" })).toBe("ann@example.test");
    expect(personName({ first_name: " ", last_name: "" })).toBe("—");
  });

  it.each([
    ["Ann Lee", "ann@example.test", "Ann Lee · ann@example.test"],
    ["", "ann@example.test", "ann@example.test"],
    [null, "ann@example.test", "ann@example.test"],
  ])("names a record's customer with the e-mail: %j and %j are %j", (name, email, line) => {
    expect(nameWithEmail(name, email)).toBe(line);
  });
});
