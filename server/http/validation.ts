import { z } from "zod";

/**
 * Zod's messages in Django REST Framework's words, so that a form shows the same sentence whichever
 * field is wrong. Installed once by buildApp(); schemas that need a specific sentence still pass their own.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (iss) => {
      const input = (iss as { input?: unknown }).input;
      switch (iss.code) {
        case "invalid_type":
          if (input === undefined) return "This field is required.";
          if (input === null) return "This field may not be null.";
          if (iss.expected === "number" || iss.expected === "int") return "A valid integer is required.";
          if (iss.expected === "boolean") return "Must be a valid boolean.";
          if (iss.expected === "string") return "Not a valid string.";
          if (iss.expected === "object") return "Invalid data. Expected a dictionary.";
          if (iss.expected === "array") return "Expected a list of items.";
          return undefined;
        case "too_small":
          if (iss.origin === "string")
            return iss.minimum === 1
              ? "This field may not be blank."
              : `Ensure this field has at least ${iss.minimum} characters.`;
          if (iss.origin === "number") return `Ensure this value is greater than or equal to ${iss.minimum}.`;
          return undefined;
        case "too_big":
          if (iss.origin === "string") return `Ensure this field has no more than ${iss.maximum} characters.`;
          if (iss.origin === "number") return `Ensure this value is less than or equal to ${iss.maximum}.`;
          return undefined;
        case "invalid_format":
          if (iss.format === "email") return "Enter a valid email address.";
          if (iss.format === "date") return "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";
          return undefined;
        case "invalid_value":
          return `"${String(input)}" is not a valid choice.`;
        case "unrecognized_keys":
          return undefined;
        default:
          return undefined;
      }
    },
  });
}

/** Common field schemas, so every module says "email" and "id" the same way. */
export const fields = {
  email: () => z.string().trim().toLowerCase().max(254).pipe(z.email()),
  id: () => z.coerce.number().int().positive(),
  name: (max = 150) => z.string().trim().max(max),
  requiredText: (max = 150) => z.string().trim().min(1).max(max),
  digits: () => z.string().transform((s) => s.replace(/\D/g, "")),
  pin: () =>
    z
      .string()
      .regex(/^\d{4,8}$/, "PIN must be 4 to 8 digits."),
  date: () => z.iso.date(),
};

/** `{ id }` path parameter; a non-number is a 404 (see errors.ts), as DRF does. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
