import { type HttpError, useList } from "@refinedev/core";
import { useEffect, useMemo, useRef } from "react";
import type { Card as SavedCard } from "@common/api";
import { cardLabel } from "@common/cards";
import { failedNotice } from "../../src/components/layout/notices";
import type { WholeListCall } from "../../src/providers/data";
import { t } from "../../src/i18n";

/** The saved cards of `customer` (staff), or a customer's own. */
export const savedCardsList = (customer: number | undefined) =>
  ({
    resource: "cards",
    filters: [{ field: "user", operator: "eq", value: customer }],
  }) satisfies WholeListCall;

/**
 * The cards a form may charge (Refill Now, Rent Now): the owner's cards that have not expired, as choices
 * (the default one marked), and the choice kept sensible as they arrive: a card just added is chosen; a
 * chosen card that is no longer offered is let go, for the default one (else the first) when `preselect`.
 * `chosen` reads the form's choice and `choose` sets it, whichever form holds it.
 */
export function useSavedCards({
  customer,
  enabled,
  preselect,
  chosen,
  choose,
}: {
  /** Staff: the customer whose cards to offer; a customer is offered their own. */
  customer?: number;
  /** False until there is someone to offer cards of (staff choose the customer first). */
  enabled: boolean;
  preselect: boolean;
  chosen: () => string | undefined;
  choose: (card: string | undefined) => void;
}) {
  const cards = useList<SavedCard, HttpError>({
    ...savedCardsList(customer),
    pagination: { mode: "off" },
    queryOptions: { enabled },
    errorNotification: failedNotice(t("cards.notices.fetchFailed")),
  });
  const data = cards.result?.data;
  const usable = useMemo(() => (data ?? []).filter((c) => !c.is_expired), [data]);

  // Read through refs: the effect runs when the cards change, not on every render of the form.
  const access = useRef({ chosen, choose });
  access.current = { chosen, choose };
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!cards.query.isSuccess) return;
    const ids = new Set(usable.map((c) => c.id));
    const added = seen.current ? usable.find((c) => !seen.current!.has(c.id)) : undefined;
    seen.current = ids;
    const current = access.current.chosen();
    if (added) access.current.choose(String(added.id));
    else if (!current || !ids.has(Number(current))) {
      const fallback = preselect ? (usable.find((c) => c.is_default) ?? usable[0]) : undefined;
      access.current.choose(fallback ? String(fallback.id) : undefined);
    }
  }, [cards.query.isSuccess, usable, preselect]);

  const options = useMemo(
    () =>
      usable.map((c) => ({
        value: String(c.id),
        label: c.is_default
          ? t("cards.field.defaultOption", { card: cardLabel(c.brand, c.last4) })
          : cardLabel(c.brand, c.last4),
      })),
    [usable],
  );
  return {
    options,
    loading: cards.query.isLoading && enabled,
    /** loaded, and none to charge */
    none: enabled && cards.query.isSuccess && usable.length === 0,
  };
}
