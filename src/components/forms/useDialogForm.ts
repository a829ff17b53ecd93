import { useForm } from "@refinedev/antd";
import { type BaseKey, type BaseRecord, type HttpError, useInvalidate } from "@refinedev/core";
import { failedNotice } from "../layout/notices";

/** What every create/edit form component takes: it is open while mounted, and says when it is done. */
export interface DialogFormProps {
  action: "create" | "edit";
  /** the record to edit */
  id?: BaseKey;
  /** called on cancel and after a successful save */
  onClose: () => void;
}

export interface DialogFormArgs<T extends BaseRecord, V> extends DialogFormProps {
  resource: string;
  texts: { created: string; updated: string; saveFailed: string };
  /** the saved record as the success notice names it */
  describe?: (record: T) => string | undefined;
  /** a success notice of its own (e.g. one that depends on what was sent) */
  successMessage?: (record: T, values: V) => string;
  /** a new record's starting values */
  defaults?: Partial<V>;
  /** the form's values → what is sent (fields the form does not show, number formats) */
  transform?: (values: V) => V;
  /** other resources whose lists show this record's effects (a carrier's plan count) */
  alsoInvalidate?: string[];
  onSaved?: (record: T) => void;
}

/**
 * One create or edit form in a modal or a drawer (FormDialog). Saves through the data provider: server
 * field errors (400 {"name": [...]}) land beside their fields (Refine maps HttpError.errors), anything else
 * in one error notification; the failed save is handled here once (antd's useForm settles it), so a screen
 * never catches it again. The lists are refreshed and the dialog closes after a successful save.
 */
export function useDialogForm<T extends BaseRecord, V extends object = Record<string, unknown>>(
  args: DialogFormArgs<T, V>,
) {
  const { resource, action, id, onClose, texts } = args;
  const invalidate = useInvalidate();
  const form = useForm<T, HttpError, V>({
    resource,
    action,
    id,
    redirect: false,
    warnWhenUnsavedChanges: false,
    successNotification: (data, values) => {
      const record = data?.data as T | undefined;
      const message =
        record && args.successMessage
          ? args.successMessage(record, values as V)
          : action === "create"
            ? texts.created
            : texts.updated;
      return { type: "success", message, description: record ? args.describe?.(record) : undefined };
    },
    errorNotification: failedNotice(texts.saveFailed),
    onMutationSuccess: async (data) => {
      await Promise.all(
        (args.alsoInvalidate ?? []).map((other) =>
          invalidate({ resource: other, invalidates: ["list", "detail"] }),
        ),
      );
      args.onSaved?.(data.data as T);
      onClose();
    },
  });
  const { formProps } = form;
  return {
    ...form,
    close: onClose,
    /** the record being edited, once loaded (none while creating) */
    record: action === "edit" ? (form.query?.data?.data as T | undefined) : undefined,
    saving: form.mutation.isPending,
    formProps: {
      ...formProps,
      initialValues: action === "create" ? { ...args.defaults } : formProps.initialValues,
      onFinish: (values: V) => formProps.onFinish?.(args.transform ? args.transform(values) : values),
    },
  };
}

export type DialogForm<
  T extends BaseRecord = BaseRecord,
  V extends object = Record<string, unknown>,
> = ReturnType<typeof useDialogForm<T, V>>;
