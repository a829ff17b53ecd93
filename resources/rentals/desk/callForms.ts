import { Form } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { applyServerErrors } from "../../../src/components/forms/form-errors";
import { useDialogForm } from "../../../src/components/forms";
import type { Endpoint } from "../../../src/resource-kit/types";
import type { RentalDetail } from "../types";
import { type CallTexts, type RentalDialogProps, useRentalCall } from "./call";

/** "2026-03-05" ↔ the date picker's day. */
export const dayField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format("YYYY-MM-DD") : undefined),
};

/**
 * A desk dialog's own form sent as one call of the rental's (a payment, the return, resolving): the dialog
 * closes once it worked; the server's refusals of `fields` show beside them.
 */
export function useRentalCallForm<V>({ onClose, onChanged }: RentalDialogProps, fields: readonly string[]) {
  const [form] = Form.useForm<V>();
  const { call, pending } = useRentalCall(onChanged);
  const send = (endpoint: Endpoint, values: object, texts: CallTexts) =>
    call(endpoint, values, texts)
      .then(onClose)
      .catch((e: unknown) => applyServerErrors(form, e, fields));
  return { form, send, pending, onClose };
}

export type RentalCallForm<V> = ReturnType<typeof useRentalCallForm<V>>;

/**
 * A desk edit of some of a rental's fields (its end date, its total due, its line and note): only those
 * fields are sent (the rental's own update path, PATCH …/update), with the notices of that edit.
 */
export function useRentalFieldsForm<V extends object>(
  { rental, onClose }: { rental: RentalDetail; onClose: () => void },
  fields: (keyof V)[],
  texts: { updated: string; saveFailed: string },
  prepare: (values: V) => V = (values) => values,
) {
  return useDialogForm<RentalDetail, V>({
    action: "edit",
    id: rental.id,
    onClose,
    resource: "rentals",
    texts: { created: "", ...texts },
    transform: (values) => {
      const ready = prepare(values);
      return Object.fromEntries(fields.map((field) => [field, ready[field]])) as V;
    },
  });
}
