import { screen, within } from "@testing-library/react";
import type { RentalLine } from "../../../resources/rentals/types";
import { answerRental, ledgerLine, renderRentals, rentalDetail } from "./harness";

/**
 * Every kind of ledger line with each set of values the server stores for it, and the words the receipt
 * prints for it in English and in Spanish (resources/rentals/labels.ts ledgerLineText).
 */
export const LEDGER_KINDS: Array<[RentalLine["kind"], Array<[Partial<RentalLine>, string, string]>]> = [
  [
    "days",
    [
      [{ days: 1, daily_rate: "8.00" }, "Rental: 1 day × $8.00", "Alquiler: 1 día × $8.00"],
      [{ days: 5, daily_rate: "8.00" }, "Rental: 5 days × $8.00", "Alquiler: 5 días × $8.00"],
      [{}, "Rental", "Alquiler"],
    ],
  ],
  [
    "extension",
    [
      [
        { days: 3, daily_rate: "8.00", from_date: "2026-12-05", to_date: "2026-12-08" },
        "End date moved from Dec 5, 2026 to Dec 8, 2026: 3 days × $8.00",
        "Cambio de fecha de fin del 5 dic 2026 al 8 dic 2026: 3 días × $8.00",
      ],
      [
        { days: -1, daily_rate: "1008.00", from_date: "2026-12-05", to_date: "2026-12-04" },
        "End date moved from Dec 5, 2026 to Dec 4, 2026: -1 day × $1,008.00",
        "Cambio de fecha de fin del 5 dic 2026 al 4 dic 2026: -1 día × $1,008.00",
      ],
      [
        { days: 2, daily_rate: "8.00" },
        "End date moved: 2 days × $8.00",
        "Cambio de fecha de fin: 2 días × $8.00",
      ],
    ],
  ],
  [
    "extra_days",
    [
      [
        { days: 2, daily_rate: "8.00", to_date: "2026-12-09" },
        "Returned Dec 9, 2026, after the end date: 2 days × $8.00",
        "Devuelto el 9 dic 2026, después de la fecha de fin: 2 días × $8.00",
      ],
      [{ days: 1, daily_rate: "8.00" }, "Extra days: 1 day × $8.00", "Días adicionales: 1 día × $8.00"],
    ],
  ],
  [
    "adjustment",
    [
      [
        { reason: "Goodwill: the device was late" },
        "Adjusted by staff: Goodwill: the device was late",
        "Ajuste del personal: Goodwill: the device was late",
      ],
      [{}, "Adjustment", "Ajuste"],
    ],
  ],
  [
    "fee",
    [
      [{ fee_kind: "damage", reason: "Cracked screen" }, "Damage: Cracked screen", "Daños: Cracked screen"],
      [
        { fee_kind: "late_return", reason: "Late return", days: 2, daily_rate: "5.00" },
        "Late return: 2 days late × $5.00",
        "Late return: 2 días de retraso × $5.00",
      ],
      [
        { fee_kind: "missing_accessory", reason: "Charger" },
        "Missing accessory: Charger",
        "Accesorio faltante: Charger",
      ],
    ],
  ],
  ["deposit", [[{}, "Deposit", "Depósito"]]],
  ["deposit_applied", [[{}, "Deposit applied to what is owed", "Depósito aplicado a lo adeudado"]]],
  ["deposit_unpaid", [[{}, "Deposit not paid", "Depósito no pagado"]]],
  [
    "deposit_refund",
    [
      [{}, "Deposit refunded to Visa •••• 4242", "Depósito reembolsado a Visa •••• 4242"],
      [{ method: "cash", card_label: null }, "Deposit refunded in cash", "Depósito reembolsado en efectivo"],
    ],
  ],
  [
    "payment",
    [
      [{}, "Payment by Visa •••• 4242", "Pago con Visa •••• 4242"],
      [{ method: "cash", card_label: null }, "Payment in cash", "Pago en efectivo"],
      [
        { is_deposit: true, card_label: "American Express •••• 0005" },
        "Deposit paid by American Express •••• 0005",
        "Depósito pagado con American Express •••• 0005",
      ],
      [
        { is_deposit: true, method: "cash", card_label: null },
        "Deposit paid in cash",
        "Depósito pagado en efectivo",
      ],
    ],
  ],
  [
    "refund",
    [
      [{}, "Refund to Visa •••• 4242", "Reembolso a Visa •••• 4242"],
      [{ method: "cash", card_label: null }, "Refund in cash", "Reembolso en efectivo"],
    ],
  ],
  [
    "deposit_hold",
    [
      [
        { hold_amount: "100.00" },
        "Deposit held on Visa •••• 4242: $100.00, not charged",
        "Depósito retenido en Visa •••• 4242: $100.00, sin cobrar",
      ],
    ],
  ],
  [
    "deposit_hold_capture",
    [
      [
        { hold_amount: "43.55", paid_amount: "43.55" },
        "Deposit hold on Visa •••• 4242 captured for $43.55",
        "Retención del depósito en Visa •••• 4242 cobrada por $43.55",
      ],
    ],
  ],
  [
    "deposit_hold_release",
    [
      [
        { hold_amount: "56.45" },
        "Deposit hold on Visa •••• 4242 released: $56.45",
        "Retención del depósito en Visa •••• 4242 liberada: $56.45",
      ],
    ],
  ],
  [
    "deposit_hold_lapsed",
    [
      [
        { hold_amount: "100.00" },
        "Deposit hold on Visa •••• 4242 lapsed: $100.00 not collected; what is owed is paid another way",
        "Retención del depósito en Visa •••• 4242 vencida: $100.00 sin cobrar; lo adeudado se paga de otra forma",
      ],
    ],
  ],
];

/** Money on each line, so that it is printed in its table: what is owed, or the money that moved. */
const MOVES_MONEY: ReadonlyArray<RentalLine["kind"]> = [
  "payment",
  "refund",
  "deposit_refund",
  "deposit_hold_capture",
];
/** A deposit hold's lines that move no money: printed apart, without a figure (RentalLedger.tsx). */
const HOLD_NOTES: ReadonlyArray<RentalLine["kind"]> = [
  "deposit_hold",
  "deposit_hold_release",
  "deposit_hold_lapsed",
];

/**
 * The receipt of a rental whose ledger holds the kind's lines; each line's words as the receipt prints
 * them, in order (the label cell of its table's rows).
 */
export async function receiptWordsOf(
  kind: RentalLine["kind"],
  values: Array<Partial<RentalLine>>,
  names: { receipt: string; owed: string; moved: string; hold: string },
): Promise<string[]> {
  const lines = values.map((v, i) =>
    ledgerLine(
      i + 1,
      kind,
      HOLD_NOTES.includes(kind)
        ? { card_label: "Visa •••• 4242", ...v }
        : MOVES_MONEY.includes(kind)
          ? { paid_amount: "5.00", ...v }
          : { amount: "5.00", ...v },
    ),
  );
  answerRental(rentalDetail({ lines }));
  renderRentals("customer", "/rentals/41/receipt");
  const receipt = await screen.findByRole("article", { name: names.receipt }, { timeout: 60_000 });
  const table = within(receipt).getByRole("table", {
    name: HOLD_NOTES.includes(kind) ? names.hold : MOVES_MONEY.includes(kind) ? names.moved : names.owed,
  });
  return within(table)
    .getAllByRole("row")
    .slice(0, values.length)
    .map((row) => row.querySelector("td > div")?.textContent ?? "");
}
