/**
 * What a payments adapter raises when it cannot give an answer. They say what went wrong in the
 * processor's terms; the API's error handler (registerErrorHandlers) turns them into answers.
 */

/** The card was refused before it could be saved: its problems, field by field (`{ cvc: ["…"] }`). */
export class CardRejected extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat()[0] ?? "The card was rejected.");
  }
}

/** `field: message` as one CardRejected: `cardRejected("payment_method", "No such payment method.")`. */
export const cardRejected = (field: string, message: string) => new CardRejected({ [field]: [message] });

/**
 * The processor could not be reached, or answered what we cannot read, while someone waits for the
 * answer (saving a card, reading a charge's authentication): no retry follows, unlike TransientProviderError.
 */
export class ProcessorUnavailable extends Error {}
