import {
  type BaseRecord,
  type HttpError,
  useCustomMutation,
  type UseCustomMutationReturnType,
} from "@refinedev/core";
import type { FormInstance } from "antd";
import { applyServerErrors } from "./form-errors";

/** One call of `useCustomMutation`: its address, method, values and notices. */
export type FormCall<TData extends BaseRecord> = Parameters<
  UseCustomMutationReturnType<TData, HttpError>["mutateAsync"]
>[0];

/**
 * A form's own call, outside the data provider's record calls (adding wallet funds, a unit, a refund, a
 * dispute's evidence): `send` makes the call with its notices and, once it worked, runs `done`; when it
 * failed, `refused` (if any) runs, then the server's refusals of `fields` stand beside them. `pending`
 * while it runs.
 */
export function useFormCall<TData extends BaseRecord>(form: FormInstance, fields: readonly string[]) {
  const { mutateAsync, mutation } = useCustomMutation<TData, HttpError>();
  const send = (call: FormCall<TData>, done: () => void, refused?: () => void) =>
    mutateAsync(call)
      .then(done)
      .catch((e: unknown) => {
        refused?.();
        applyServerErrors(form, e, fields);
      });
  return { send, pending: mutation.isPending };
}
