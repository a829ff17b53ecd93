import type { OpenNotificationParams } from "@refinedev/core";
import type { ReactNode } from "react";
import { serverText } from "./ProviderText";

/** The server's reason, in the reader's words (the API client translated it), for a notice's description. */
export const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

/** The server's reason as an alert or a result shows it: a provider's English marked as such. */
export const problemNode = (error: unknown): ReactNode => {
  const text = problem(error);
  return text && serverText(text);
};

/**
 * What a call that failed tells the user, as Refine's `errorNotification` (and `useNotification().open`)
 * takes it: `message`, with the server's reason below it.
 */
export const failedNotice =
  (message: string) =>
  (error?: unknown): OpenNotificationParams => ({ type: "error", message, description: problem(error) });
