import { Drawer, Form, Skeleton } from "antd";
import { type ReactNode, useId } from "react";
import { SaveButton } from "../refine/buttons";
import { FormModal } from "./FormModal";
import { LoadError } from "../lists/LoadError";
import type { BaseRecord } from "@refinedev/core";
import type { DialogForm } from "./useDialogForm";
import { t } from "../../i18n";

/**
 * A useDialogForm form in a modal (short forms) or a drawer (long ones). It is open while mounted: a
 * routed form (`/customers/12/edit`) or a screen's own state decides when it is there.
 */
export function FormDialog<T extends BaseRecord, V extends object>({
  form,
  title,
  kind = "modal",
  saveText = t("common.actions.save"),
  width,
  saveDisabled = false,
  children,
}: {
  form: DialogForm<T, V>;
  title: string;
  kind?: "modal" | "drawer";
  saveText?: string;
  width?: number;
  /** Save waits for something the form needs first (a price worked out on the server) */
  saveDisabled?: boolean;
  children: ReactNode;
}) {
  // A name of its own, so that the field ids of two forms on one screen never clash.
  const name = `form${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const { query } = form;
  // The form appears with the record it edits: never empty first and then refilled under the user's typing.
  const body = query?.isError ? (
    <LoadError error={query.error} text={t("forms.recordNotLoaded")} onRetry={() => query.refetch()} />
  ) : query?.isLoading ? (
    <Skeleton active />
  ) : (
    <Form {...form.formProps} name={name} layout="vertical">
      {children}
    </Form>
  );
  if (kind === "drawer") {
    return (
      <Drawer
        open
        title={title}
        width={width ?? 480}
        onClose={form.close}
        footer={
          <SaveButton {...form.saveButtonProps} loading={form.saving} disabled={saveDisabled}>
            {saveText}
          </SaveButton>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <FormModal
      form={form.form}
      pending={form.formLoading}
      onClose={form.close}
      title={title}
      width={width ?? 560}
      okText={saveText}
      okButtonProps={{ disabled: saveDisabled }}
    >
      {body}
    </FormModal>
  );
}
