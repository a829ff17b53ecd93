import { useModalForm } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import type { ReactNode } from "react";
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
}) {
  return useModalForm<T, HttpError, V>({
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
}

export function CatalogFormModal({
  title,
  modalProps,
  formProps,
  children,
}: {
  title: string;
  modalProps: ReturnType<typeof useModalForm>["modalProps"];
  formProps: ReturnType<typeof useModalForm>["formProps"];
  children: ReactNode;
}) {
  return (
    <Modal {...modalProps} title={title} okText="Save">
      <Form {...formProps} layout="vertical">
        {children}
      </Form>
    </Modal>
  );
}
