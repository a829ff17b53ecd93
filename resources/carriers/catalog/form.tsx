import { useModalForm } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { Form, type FormProps, Modal, type ModalProps } from "antd";
import { type ReactNode, useId } from "react";
import type { CatalogTexts } from "../../../src/messages";
import { problem } from "./table";

/**
 * A create or edit form in a modal. Server field errors (400 {"name": [...]}) appear beside the fields
 * through the data provider's HttpError.errors; other errors in the notification.
 */
export function useCatalogModalForm<T extends BaseRecord & { name?: string }, V = Record<string, unknown>>(args: {
  resource: string;
  action: "create" | "edit";
  texts: CatalogTexts;
  alsoInvalidate?: () => void;
  /** a new record's starting values */
  defaults?: Partial<V>;
}) {
  const modalForm = useModalForm<T, HttpError, V>({
    resource: args.resource,
    action: args.action,
    redirect: false,
    autoResetForm: true,
    warnWhenUnsavedChanges: false,
    successNotification: (data) => ({
      type: "success",
      message: args.action === "create" ? args.texts.created : args.texts.updated,
      description: data?.data?.name,
    }),
    errorNotification: (error) => ({ type: "error", message: args.texts.saveFailed, description: problem(error) }),
    onMutationSuccess: () => args.alsoInvalidate?.(),
  });
  const { onFinish } = modalForm.formProps;
  return {
    ...modalForm,
    formProps: {
      ...modalForm.formProps,
      // A new record starts from the defaults, and a reset (after saving) goes back to them.
      initialValues: { ...args.defaults, ...modalForm.formProps.initialValues },
      // A failed save is already shown (the notice, errors beside the fields): nothing is left to reject.
      onFinish: async (values: V) => {
        await Promise.resolve(onFinish?.(values)).catch(() => undefined);
      },
    },
  };
}

/** What a form modal takes from useCatalogModalForm: its title, modal and form. */
export interface FormModalProps {
  title: string;
  modalProps: ModalProps;
  formProps: FormProps<any>;
}

export function CatalogFormModal({ title, modalProps, formProps, children }: FormModalProps & { children: ReactNode }) {
  // A name of its own, so that the field ids of two forms on one screen (add and edit) never clash.
  const name = `form${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <Modal {...modalProps} title={title} okText="Save" width={560}>
      <Form {...formProps} name={name} layout="vertical">
        {children}
      </Form>
    </Modal>
  );
}
