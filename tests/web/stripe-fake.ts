/**
 * @stripe/stripe-js/pure for the panel's tests (Stripe.js cannot load here: no js.stripe.com). The web projects
 * run with `isolate: false`, so a module that imports loadStripe (resources/cards/StripeCardField.tsx) is
 * evaluated once per worker and keeps the loadStripe it saw first: a file's own `vi.mock` factory would serve
 * every later file of that worker. Every file mocks the package with this module instead and says in a
 * `beforeEach` what loadStripe answers for it.
 */
type LoadStripe = (publishableKey: string) => Promise<unknown>;

let current: LoadStripe = () => Promise.resolve(null);

export const loadStripe = (publishableKey: string) => current(publishableKey);

/** What loadStripe answers from now on (until the next call), in this worker. */
export function answerLoadStripe(load: LoadStripe) {
  current = load;
}
