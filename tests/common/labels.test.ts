import { describe, expect, it } from "vitest";
import { RENTAL_STATUSES, RENTAL_TRIGGERS, TRANSACTION_STATUSES, TRANSACTION_TRIGGERS } from "@common/api";
import {
  BALANCE_FILTER_CHOICES,
  deviceKindLabel,
  RENTAL_STATUS_LABELS,
  rentalStatusLabel,
  rentalTriggerLabel,
  statusLabel,
  TRANSACTION_STATUS_LABELS,
  transactionStatusLabel,
  transactionTriggerLabel,
} from "@common/labels";

describe("labels", () => {
  it("names transaction statuses as the specification does, capitals included", () => {
    expect(TRANSACTION_STATUSES.map(transactionStatusLabel)).toEqual([
      "In Queue",
      "In Progress",
      "Success",
      "Resolved",
      "Error",
      "Action Required",
    ]);
  });

  it("names every trigger; a refill the customer ordered is 'Refill Now'", () => {
    expect(TRANSACTION_TRIGGERS.map(transactionTriggerLabel)).toEqual([
      "Refill Now",
      "Scheduled",
      "Phone menu",
    ]);
    expect(RENTAL_TRIGGERS.map(rentalTriggerLabel)).toEqual(["Rent Now", "By staff"]);
  });

  it("names every rental status", () => {
    expect(RENTAL_STATUSES.map(rentalStatusLabel)).toEqual([
      "Preorder",
      "Ready for Pickup",
      "Picked Up",
      "Returned",
      "Error",
      "Resolved",
    ]);
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
});
