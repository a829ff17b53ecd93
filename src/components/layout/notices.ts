import type { OpenNotificationParams } from "@refinedev/core";

/** The server's reason, for a notification's or an alert's description. */
export const problem = (error: unknown) => (error instanceof Error && error.message) || undefined;

/**
 * What a call that failed tells the user, as Refine's `errorNotification` (and `useNotification().open`)
 * takes it: `message`, with the server's reason below it.
 */
export const failedNotice =
  (message: string) =>
  (error?: unknown): OpenNotificationParams => ({ type: "error", message, description: problem(error) });
