import type { RentalStatus } from "@common/api";
import { rentalStatusLabel } from "@common/labels";
import { Button, Popconfirm } from "antd";
import { failedNotice } from "../../../src/components/notices";
import { error, success } from "../../../src/messages";
import type { RentalDetail } from "../types";
import { useRentalUpdate } from "./call";

/** What each step means, asked before it is taken. */
const QUESTIONS: Partial<Record<RentalStatus, { title: string; description: string }>> = {
  ready_for_pickup: {
    title: "Mark this rental ready for pickup?",
    description: "The device is set aside for the customer to collect.",
  },
  picked_up: { title: "Mark this rental picked up?", description: "The device leaves the shop." },
};

/**
 * The rental's next status step (PATCH …/update `{status}`), one button that asks first. Returning goes
 * through the return dialog (a day and its price), resolving through its own dialog (a note): neither is a
 * step here.
 */
export function StatusStep({ rental, onChanged }: { rental: RentalDetail; onChanged: () => void }) {
  const { update, pending } = useRentalUpdate(rental, onChanged);
  const steps = rental.next_statuses.filter((s) => s !== "returned" && s !== "resolved");
  return (
    <>
      {steps.map((status) => {
        const label = `Mark ${rentalStatusLabel(status)}`;
        const question = QUESTIONS[status] ?? {
          title: `Mark this rental ${rentalStatusLabel(status).toLowerCase()}?`,
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
