import type { ChangeEvent, ReactNode } from "react";
import { vi } from "vitest";
import { answerLoadStripe } from "./stripe-fake";

/**
 * @stripe/react-stripe-js for the panel's tests, beside ./stripe-fake (Stripe.js cannot load here): a file
 * mocks the package with this module and scripts `stripe` in its tests. As the package's hooks are, the
 * Stripe and the Elements object are stable, and one module serves every file of a worker (the web projects
 * run with `isolate: false`, so a screen keeps the hooks it saw first). The card element is a plain input whose
 * typing reports Stripe-like change events: a number ending in "x" is one Stripe calls invalid.
 */
const confirmCardSetup = vi.fn();
const card = { kind: "the card element" };

export const stripe = {
  loadStripe: vi.fn(),
  confirmCardSetup,
  card,
  instance: { confirmCardSetup },
  elements: { getElement: () => card },
};

/** Before each test: loadStripe answers a Stripe instance, and nothing is scripted yet. */
export function resetStripe() {
  answerLoadStripe(stripe.loadStripe);
  stripe.loadStripe.mockReset();
  stripe.confirmCardSetup.mockReset();
  stripe.loadStripe.mockResolvedValue({ kind: "a Stripe instance" });
}

export const Elements = ({ children }: { children: ReactNode }) => children;
export const useStripe = () => stripe.instance;
export const useElements = () => stripe.elements;
export const CardElement = ({ id, onChange }: { id?: string; onChange?: (event: unknown) => void }) => (
  <input
    id={id}
    onChange={(e: ChangeEvent<HTMLInputElement>) =>
      onChange?.({
        complete: false,
        empty: false,
        error: e.target.value.endsWith("x") ? { message: "Your card number is invalid." } : undefined,
      })
    }
  />
);
