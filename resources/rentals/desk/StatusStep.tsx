import type { RentalStatus } from "@common/api";
import { rentalStatusText } from "../labels";
import { Button, Popconfirm } from "antd";
import { failedNotice } from "../../../src/components/layout/notices";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import type { RentalDetail } from "../types";
import { useRentalUpdate } from "./call";

/** What each step means, asked before it is taken. */
const QUESTIONS: Partial<Record<RentalStatus, { title: string; description: string }>> = {
  ready_for_pickup: {
    title: t("rentals.steps.readyTitle"),
    description: t("rentals.steps.readyDescription"),
  },
  picked_up: { title: t("rentals.steps.pickedUpTitle"), description: t("rentals.steps.pickedUpDescription") },
};

/**
 * The rental's next status step (PATCH …/update `{status}`), one button that asks first. Returning goes
 * through the return dialog (a day and its price), resolving through its own dialog (a note): neither is a
 * step here.
 */
export function StatusStep({ rental, onChanged }: { rental: RentalDetail; onChanged: () => void }) {
  const { update, pending } = useRentalUpdate(rental, onChanged);
  // Picking up goes through the pick-up dialog (a unit scanned or chosen).
  const steps = rental.next_statuses.filter((s) => s !== "returned" && s !== "resolved" && s !== "picked_up");
  return (
    <>
      {steps.map((status) => {
        const label = t("rentals.steps.mark", { status: rentalStatusText(status) });
        const question = QUESTIONS[status] ?? {
          title: t("rentals.steps.question", { status: rentalStatusText(status).toLowerCase() }),
          description: "",
        };
        return (
          <Popconfirm
            key={status}
            title={question.title}
            description={question.description || undefined}
            okText={label}
            onConfirm={() =>
              update(
                { status },
                { ok: success.rentalStatusUpdated, failed: failedNotice(error.rentalStatusUpdateFailed) },
              )
            }
          >
            <Button type="primary" loading={pending}>
              {label}
            </Button>
          </Popconfirm>
        );
      })}
    </>
  );
}
