import { describe, expect, it } from "vitest";
import { RENTAL_STATUSES, RENTAL_TRIGGERS, TRANSACTION_STATUSES, TRANSACTION_TRIGGERS } from "@common/api";
import { SPANISH_VALUE_WORDS } from "@common/labels-es";
import {
  BALANCE_FILTER_CHOICES,
  ENGLISH_VALUE_WORDS,
  type ValueWords,
  deviceKindLabel,
  RENTAL_STATUS_LABELS,
  rentalStatusLabel,
  rentalTriggerLabel,
  statusLabel,
  TRANSACTION_STATUS_LABELS,
  transactionStatusLabel,
  transactionTriggerLabel,
} from "@common/labels";

const TRANSACTION_STATUS_NAMES = [
  "In Queue",
  "In Progress",
  "Success",
  "Resolved",
  "Error",
  "Action Required",
];
const RENTAL_STATUS_NAMES = ["Preorder", "Ready for Pickup", "Picked Up", "Returned", "Error", "Resolved"];

describe("labels", () => {
  it.each([
    // as the specification does, capitals included; a refill the customer ordered is 'Refill Now'
    ["transaction status", TRANSACTION_STATUSES, transactionStatusLabel, TRANSACTION_STATUS_NAMES],
    [
      "transaction trigger",
      TRANSACTION_TRIGGERS,
      transactionTriggerLabel,
      ["Refill Now", "Scheduled", "Phone menu", "Text message"],
    ],
    ["rental trigger", RENTAL_TRIGGERS, rentalTriggerLabel, ["Rent Now", "By staff"]],
    ["rental status", RENTAL_STATUSES, rentalStatusLabel, RENTAL_STATUS_NAMES],
  ])("names every %s", (_, values: readonly string[], label: (value: string) => string, names) => {
    expect(values.map(label)).toEqual(names);
  });

  it("has a label for every status and no other", () => {
    expect(Object.keys(RENTAL_STATUS_LABELS)).toEqual([...RENTAL_STATUSES]);
    expect(Object.keys(TRANSACTION_STATUS_LABELS)).toEqual([...TRANSACTION_STATUSES]);
  });

  it("offers the balance filter's three choices with their query values", () => {
    expect(BALANCE_FILTER_CHOICES).toEqual([
      { label: "All", value: "" },
      { label: "Has Balance", value: "true" },
      { label: "Has Negative Balance", value: "false" },
    ]);
  });

  it("shows a value it does not know as itself, even one named like an object's own property", () => {
    expect(transactionStatusLabel("on_hold")).toBe("on_hold");
    expect(rentalStatusLabel("constructor")).toBe("constructor");
    expect(deviceKindLabel("sim")).toBe("SIM card");
    expect(deviceKindLabel("tablet")).toBe("tablet");
  });

  it("names a refill's or a rental's status the same way wherever they are listed together", () => {
    expect(
      ["in_queue", "in_progress", "action_required", "ready_for_pickup", "error"].map(statusLabel),
    ).toEqual(["In Queue", "In Progress", "Action Required", "Ready for Pickup", "Error"]);
  });

  it("has, in each language, one word per value of every set, no two values of a set sharing one", () => {
    for (const words of [ENGLISH_VALUE_WORDS, SPANISH_VALUE_WORDS])
      for (const [set, labels] of Object.entries(words)) {
        const english = Object.keys(ENGLISH_VALUE_WORDS[set as keyof ValueWords]);
        expect(Object.keys(labels).sort(), set).toEqual(english.sort());
        expect(new Set(Object.values(labels)).size, set).toBe(english.length);
      }
    expect(SPANISH_VALUE_WORDS.transactionStatus.success).toBe("Exitosa");
  });
});
