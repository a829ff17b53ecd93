import type { AuthActionResponse } from "@refinedev/core";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { t } from "../i18n";
import { useServices } from "../providers/services";

/** `?to=` after sign-in, only when it is a path of this site (never `//elsewhere` or `https://…`). */
export function safeReturnPath(to: string | null): string | undefined {
  return to && to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") ? to : undefined;
}

/**
 * Runs one action of the auth provider from a public page (they live outside <Refine>, to stay light) the
 * way Refine's own auth hooks do: success → its notice, then its `redirectTo` (for sign-in, `?to=` first);
 * failure → the error notice, error.name as title and error.message below it.
 */
export function useAuthAction<TParams>(
  action: (params: TParams) => Promise<AuthActionResponse>,
  { key, followReturnPath = false }: { key: string; followReturnPath?: boolean },
) {
  const { notifier } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [isPending, setPending] = useState(false);

  const run = async (params: TParams): Promise<AuthActionResponse> => {
    setPending(true);
    let result: AuthActionResponse;
    try {
      result = await action(params);
    } catch (error) {
      result = { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    } finally {
      setPending(false);
    }
    // A step of a longer action (a sign-in that asks for a second factor next): the page goes on.
    if (result.success && result.nextStep) return result;
    if (result.success) {
      notifier.close(key);
      if (result.successNotification) {
        notifier.success(result.successNotification.message, result.successNotification.description);
      }
      const to = (followReturnPath && safeReturnPath(search.get("to"))) || result.redirectTo;
      if (to) navigate(to, { replace: true });
    } else {
      notifier.error(result.error?.name ?? t("common.error"), result.error?.message, key);
    }
    return result;
  };

  return { run, isPending };
}
