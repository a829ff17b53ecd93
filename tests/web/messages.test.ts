import { error, info, messages, refundError, success } from "../../src/messages";

/** The product's texts, copied to the letter (the spelling "succesfully" included). */
const SPEC_SUCCESS = [
  "You've succesfully logged in",
  "You've succesfully registered new account",
  "Succesfully updated user data",
  "We've sent you an email. Please check your inbox.",
  "You've succesfully reset your password",
  "Transaction resolved",
  "Transaction retried",
  "Credit card assigned to user",
  "Payment added",
  "Rental returned",
  "Deposit refunded successfully",
  "Rental created",
  "Rental status updated",
  "Rental has been updated.",
  "Rental end date updated",
  "Rental total due amount updated",
  "Rental resolved",
  "Rental retried",
];
const SPEC_INFO = ["You are viewing site as another user"];
const SPEC_ERRORS = [
  "Unable to authenticate",
  "Registration failed",
  "Failed to update user data",
  "Failed to log in as another user",
  "Failed to fetch transactions",
  "Failed to fetch filters counter",
  "Error retrying transaction",
  "Error assigning credit card to user",
  "Failed to fetch rentals",
  "Failed to fetch devices",
  "Failed to fetch countries",
  "Failed to fetch cost",
  "Failed to add payment",
  "Failed to return rental",
  "Failed to create rental",
  "Failed to update rental status",
  "Failed to update rental.",
  "Failed to fetch end rental preview.",
  "Failed to update rental end date",
  "Failed to update rental total due amount",
  "Error retrying rental",
];
/** Where the product's catalogue gives no text. */
const DESIGN_ERRORS = ["Error resolving transaction", "Error resolving rental", "Failed to refund deposit"];

describe("message catalogue", () => {
  it("holds every success text of the product's catalogue, to the letter, and nothing else", () => {
    expect(Object.values(success).sort()).toEqual([...SPEC_SUCCESS].sort());
  });

  it("holds the info text", () => {
    expect(Object.values(info)).toEqual(SPEC_INFO);
  });

  it("holds every error text of the product's catalogue and ours", () => {
    const errors = Object.values(error) as string[];
    for (const text of [...SPEC_ERRORS, ...DESIGN_ERRORS]) expect(errors).toContain(text);
    // The rest are titles over the server's own text (sign-in, password reset).
    expect(errors.filter((t) => !SPEC_ERRORS.includes(t) && !DESIGN_ERRORS.includes(t)).sort()).toEqual([
      "Password reset failed",
      "Sign-in failed",
    ]);
  });

  it("has no text twice", () => {
    const all = [
      ...Object.values(messages.success),
      ...Object.values(messages.info),
      ...Object.values(messages.error),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it("refund failure: the server's detail if present, otherwise 'Failed to refund deposit'", () => {
    expect(refundError("Nothing left to refund.")).toBe("Nothing left to refund.");
    expect(refundError(undefined)).toBe("Failed to refund deposit");
    expect(refundError("  ")).toBe("Failed to refund deposit");
  });
});
