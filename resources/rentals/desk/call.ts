import {
  type HttpError,
  type OpenNotificationParams,
  useCustomMutation,
  useInvalidate,
  useUpdate,
} from "@refinedev/core";
import type { Endpoint } from "../../../src/resource-kit/types";
import type { RentalDetail } from "../types";

export type Notice = OpenNotificationParams;
export const ok = (message: string) => (): Notice => ({ type: "success", message });

/*
 * The rental desk's calls, for its toolbar and the rental's page. The dialogs' forms over them are in
 * callForms.ts: they bring antd's Form, which the page itself does not draw (its dialogs load on a click).
 */

/**
 * What a desk call says when it worked (the message catalogue's words, or words chosen from the rental it
 * answered) and when it failed.
 */
export interface CallTexts {
  ok: string | ((answer: RentalDetail | undefined) => string);
  failed: (e?: HttpError) => Notice;
}

/** The notice of a call that worked, its words chosen from the rental it answered where they depend on it. */
function okNotice(texts: CallTexts, answer: RentalDetail | undefined): Notice {
  return ok(typeof texts.ok === "string" ? texts.ok : texts.ok(answer))();
}

/** A desk dialog's props: the rental, how to close, what to do once the rental changed. */
export interface RentalDialogProps {
  rental: RentalDetail;
  onClose: () => void;
  onChanged: () => void;
}

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
        successNotification: (answer) => okNotice(texts, answer?.data),
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

/** PATCH …/update with some fields (a status step), with the notices of that edit. */
export function useRentalUpdate(rental: RentalDetail, onChanged: () => void) {
  const { mutate, mutation } = useUpdate<RentalDetail, HttpError>();
  const update = (values: object, texts: CallTexts) =>
    mutate(
      {
        resource: "rentals",
        id: rental.id,
        values,
        successNotification: (answer) => okNotice(texts, answer?.data),
        errorNotification: (e) => texts.failed(e),
      },
      { onSuccess: onChanged },
    );
  return { update, pending: mutation.isPending };
}
