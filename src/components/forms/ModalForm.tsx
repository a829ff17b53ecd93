import { Form, type FormInstance, type FormProps } from "antd";
import type { ComponentProps, ReactNode } from "react";
import { FormModal } from "./FormModal";

/**
 * A form a dialog keeps itself (a desk action, the profile) inside a FormModal whose OK submits it: the
 * form's own props beside the modal's, what the dialog shows around the form in `above` and `below`.
 */
export function ModalForm<V>({
  form,
  name,
  initialValues,
  onFinish,
  requiredMark,
  above,
  below,
  children,
  ...modal
}: {
  form: FormInstance<V>;
  /** what stands above the form (what it edits, the last save's messages) */
  above?: ReactNode;
  /** what stands below it (a preview of what saving it does) */
  below?: ReactNode;
  children: ReactNode;
} & Pick<FormProps<V>, "name" | "initialValues" | "onFinish" | "requiredMark"> &
  Omit<ComponentProps<typeof FormModal>, "form" | "children">) {
  return (
    <FormModal form={form} {...modal}>
      {above}
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
      </Form>
      {below}
    </FormModal>
  );
}
