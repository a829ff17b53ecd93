import {
  type HttpError,
  type OpenNotificationParams,
  useCustomMutation,
  useInvalidate,
  useUpdate,
} from "@refinedev/core";
import { Form } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { applyServerErrors } from "../../../src/components/form-errors";
import { useDialogForm } from "../../../src/components/forms";
import type { Endpoint } from "../../../src/resource-kit/types";
import type { RentalDetail } from "../types";

export type Notice = OpenNotificationParams;
export const ok = (message: string) => (): Notice => ({ type: "success", message });

/** What a desk call says when it worked and when it failed (the message catalogue's words). */
export interface CallTexts {
  ok: string;
  failed: (e?: HttpError) => Notice;
}

/** A desk dialog's props: the rental, how to close, what to do once the rental changed. */
export interface RentalDialogProps {
  rental: RentalDetail;
  onClose: () => void;
  onChanged: () => void;
}

/** "2026-03-05" ↔ the date picker's day. */
export const dayField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format("YYYY-MM-DD") : undefined),
};

/** A call of the rental's own (rentals/endpoints.ts): the notices of the message catalogue, then a refresh. */
export function useRentalCall(onChanged: () => void) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<RentalDetail, HttpError>();
  const call = ({ path }: Endpoint, values: object, texts: CallTexts) =>
    mutateAsync(
      {
        url: path,
        method: "post",
        values,
        successNotification: ok(texts.ok),
        errorNotification: (e) => texts.failed(e),
      },
      {
        onSuccess: () => {
          onChanged();
          void invalidate({ resource: "rentals", invalidates: ["list"] });
        },
      },
    );
  return { call, pending: mutation.isPending };
}

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

/** PATCH …/update with some fields (a status step), with the notices of that edit. */
export function useRentalUpdate(rental: RentalDetail, onChanged: () => void) {
  const { mutate, mutation } = useUpdate<RentalDetail, HttpError>();
  const update = (values: object, texts: CallTexts) =>
    mutate(
      {
        resource: "rentals",
        id: rental.id,
        values,
        successNotification: ok(texts.ok),
        errorNotification: (e) => texts.failed(e),
      },
      { onSuccess: onChanged },
    );
  return { update, pending: mutation.isPending };
}

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
