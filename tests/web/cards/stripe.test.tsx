import { screen, waitFor, within } from "@testing-library/react";
import "../../../resources/cards/CardList";
import { stripeFor } from "../../../resources/cards/StripeCardField";
import { listHandler } from "../fixtures";
import { api, http, json } from "../msw";
import { findFieldError, renderApp } from "../render";
import { visa } from "./fixtures";
import { resetStripe, stripe } from "../stripe-elements-fake";

/**
 * The Add-card dialog with PAYMENTS=stripe. Stripe.js cannot load here (no js.stripe.com), so Stripe's
 * two modules are replaced: loadStripe answers a fake Stripe whose confirmCardSetup (shaped as
 * @stripe/stripe-js's) each test scripts, and the card element is a plain input whose typing reports
 * Stripe-like change events. Saving asks the server for a SetupIntent, confirms it with the card, and posts
 * the PaymentMethod it made with the SetupIntent's id.
 */
vi.mock("@stripe/stripe-js/pure", () => import("../stripe-fake"));
vi.mock("@stripe/react-stripe-js", () => import("../stripe-elements-fake"));

const SETUP = { setup_intent: "seti_1Abc", client_secret: "seti_1Abc_secret_xyz" };
/** Stripe.js's answer to confirmCardSetup: the SetupIntent succeeded with the PaymentMethod `id`. */
const confirmed = (id: string) => ({
  setupIntent: { id: SETUP.setup_intent, object: "setup_intent", status: "succeeded", payment_method: id },
});

/**
 * /cards as a customer, the server in Stripe mode with `key`; `onPost` answers POST /api/payments/cards/,
 * `onSetup` POST /api/payments/cards/setup/ (SETUP unless said).
 */
function renderStripeCards(
  key: string,
  onPost: (body: unknown) => Response,
  onSetup: () => Response = () => json(SETUP),
) {
  const posted: unknown[] = [];
  const view = renderApp("/cards", {
    as: "customer",
    handlers: [
      http.get(api("/api/payments/config/"), () => json({ processor: "stripe", publishable_key: key })),
      listHandler("/api/payments/cards/", []),
      http.post(api("/api/payments/cards/setup/"), () => onSetup()),
      http.post(api("/api/payments/cards/"), async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        return onPost(body);
      }),
    ],
  });
  const openDialog = async () => {
    await view.user.click(await screen.findByRole("button", { name: /Add card/ }));
    return screen.findByRole("dialog", { name: "Add a card" });
  };
  return { ...view, posted, openDialog };
}

/**
 * The dialog's "Save card", once it is on: Stripe's field has handed over its way to make a PaymentMethod
 * (a click before does nothing).
 */
async function saveWhenReady(dialog: HTMLElement) {
  const save = within(dialog).getByRole("button", { name: "Save card" });
  await waitFor(() => expect(save).toBeEnabled());
  return save;
}

beforeEach(resetStripe);

describe("Add card with PAYMENTS=stripe", { timeout: 60_000 }, () => {
  it("shows Stripe's card field, confirms the server's SetupIntent with it and posts the PaymentMethod it made", async () => {
    stripe.confirmCardSetup.mockResolvedValue(confirmed("pm_1Abc"));
    const { user, posted, openDialog } = renderStripeCards("pk_test_success", () => json(visa, 201));
    const dialog = await openDialog();

    expect(await within(dialog).findByLabelText("Card")).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_success");
    expect(within(dialog).queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("CVC")).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Your card details go straight to Stripe/)).toBeInTheDocument();

    // Save is on once Stripe's field says it is ready.
    await user.click(await saveWhenReady(dialog));
    expect(await screen.findByText("Card added")).toBeInTheDocument();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith(SETUP.client_secret, {
      payment_method: { card: stripe.card },
    });
    expect(posted).toEqual([{ payment_method: "pm_1Abc", setup_intent: SETUP.setup_intent }]);
  });

  it("shows Stripe's reason beside the card field and posts nothing when Stripe refuses the card", async () => {
    stripe.confirmCardSetup.mockResolvedValue({
      error: {
        type: "validation_error",
        code: "incomplete_number",
        message: "Your card number is incomplete.",
      },
    });
    const { user, posted, requests, openDialog } = renderStripeCards("pk_test_refused", () =>
      json(visa, 201),
    );
    const dialog = await openDialog();
    const field = await within(dialog).findByLabelText("Card");

    await user.click(await saveWhenReady(dialog));
    await findFieldError(dialog, "Card", "Your card number is incomplete.");
    expect(stripe.confirmCardSetup).toHaveBeenCalledTimes(1);

    // Stripe's live check as the card is typed: its sentence, then nothing once the card reads right.
    await user.type(field, "4242x");
    await findFieldError(dialog, "Card", "Your card number is invalid.");
    await user.type(field, "4");
    // The field is out of error at once; its message fades out with antd's motion, which a busy machine may
    // hold longer than waitFor's second.
    await waitFor(() => expect(field.closest(".ant-form-item")).not.toHaveClass("ant-form-item-has-error"));

    expect(posted).toEqual([]);
    // Only the SetupIntent was asked for; no card was posted.
    expect(requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      expect.stringContaining("/api/payments/cards/setup/"),
    ]);
    expect(screen.queryByText("Card added")).not.toBeInTheDocument();
  });

  it("shows the server's field error beside the card field and the failure notice", async () => {
    stripe.confirmCardSetup.mockResolvedValue(confirmed("pm_expired"));
    const { user, posted, openDialog } = renderStripeCards("pk_test_server_says_no", () =>
      json({ payment_method: ["Your card has expired."] }, 400),
    );
    const dialog = await openDialog();
    await within(dialog).findByLabelText("Card");

    await user.click(await saveWhenReady(dialog));
    await findFieldError(dialog, "Card", "Your card has expired.");
    expect(await screen.findByText("Failed to add card")).toBeInTheDocument();
    expect(posted).toEqual([{ payment_method: "pm_expired", setup_intent: SETUP.setup_intent }]);
  });

  it("says Stripe could not be reached, and confirms nothing, when the server cannot make the SetupIntent", async () => {
    const { user, posted, openDialog } = renderStripeCards(
      "pk_test_no_setup",
      () => json(visa, 201),
      () => json({ detail: "The payment processor could not be reached. Please try again." }, 502),
    );
    const dialog = await openDialog();
    await within(dialog).findByLabelText("Card");
    await user.click(await saveWhenReady(dialog));
    await findFieldError(dialog, "Card", "Stripe could not be reached. Please try again.");
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it("says that Stripe could not be loaded, keeps Save off, and loads it again on request", async () => {
    stripe.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    const { user, posted, openDialog } = renderStripeCards("pk_test_unreachable", () => json(visa, 201));
    const dialog = await openDialog();

    expect(
      await within(dialog).findByText(
        "Stripe could not be loaded, so cards cannot be added right now. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Failed to load Stripe.js")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save card" })).toBeDisabled();
    expect(within(dialog).queryByLabelText("Card")).not.toBeInTheDocument();

    stripe.loadStripe.mockResolvedValue({ kind: "a Stripe instance" });
    await user.click(within(dialog).getByRole("button", { name: /Try again/ }));
    expect(await within(dialog).findByLabelText("Card")).toBeInTheDocument();
    // The field shows first; Save turns on once Stripe's field has handed over its PaymentMethod maker.
    await saveWhenReady(dialog);
    expect(stripe.loadStripe).toHaveBeenCalledTimes(2);
    expect(posted).toEqual([]);
  });

  it("gives up on a Stripe.js that never answers, so the dialog says so instead of spinning, and tries again later", async () => {
    stripe.loadStripe.mockReturnValue(new Promise(() => {}));
    await expect(stripeFor("pk_test_blackhole", 20)).rejects.toThrow("Stripe.js took too long to load");
    stripe.loadStripe.mockResolvedValue({ kind: "a Stripe instance" });
    await expect(stripeFor("pk_test_blackhole", 20)).resolves.toEqual({ kind: "a Stripe instance" });
    expect(stripe.loadStripe).toHaveBeenCalledTimes(2);
  });
});
