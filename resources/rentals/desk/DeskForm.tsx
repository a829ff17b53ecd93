import type { ComponentProps } from "react";
import { ModalForm } from "../../../src/components/forms";
import { t } from "../../../src/i18n";
import type { RentalCallForm } from "./callForms";

/**
 * One of the desk's own dialogs around its useRentalCallForm, named by its action: the title and OK button
 * `rentals.{action}.title` and `.ok`, the form `rental-{action}` (its fields' ids).
 */
export function DeskForm<V>({
  action,
  call,
  okText,
  ...form
}: {
  action: "payment" | "resolve" | "return" | "pickUp";
  call: RentalCallForm<V>;
  /** the OK button's text when it says more than the action's ("Charge $25.00") */
  okText?: string;
} & Omit<ComponentProps<typeof ModalForm<V>>, "form" | "pending" | "onClose" | "title" | "okText" | "name">) {
  return (
    <ModalForm<V>
      form={call.form}
      pending={call.pending}
      onClose={call.onClose}
      title={t(`rentals.${action}.title`)}
      okText={okText ?? t(`rentals.${action}.ok`)}
      name={`rental-${action}`}
      {...form}
    />
  );
}
