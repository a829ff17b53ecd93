import { Form, type FormItemProps, type SelectProps } from "antd";
import { t } from "../../i18n";
import { FieldSelect } from "../selects/FieldSelect";
import { asId, CustomerSelect, idProps } from "../selects/pickers";

/** Form fields over the selects of ../pickers: a record's id, a required choice, the customer acted for. */

/**
 * A form field holding another record's id (carrier, plan, phone number, card), chosen in a select: the
 * form keeps the number (null when cleared), the select shows strings. Named after its label.
 */
export function IdSelectField({
  label,
  name,
  rules,
  extra,
  ...select
}: Pick<FormItemProps, "name" | "rules" | "extra"> & { label: string } & SelectProps) {
  return (
    <Form.Item label={label} name={name} normalize={asId} getValueProps={idProps} rules={rules} extra={extra}>
      <FieldSelect aria-label={label} {...select} />
    </Form.Item>
  );
}

/**
 * A required choice in a form: the select named after its label (screen readers read it too), `message`
 * when nothing is chosen. The select's props (options, placeholder, loading…) are passed on.
 */
export function ChoiceField({
  label,
  name,
  message,
  extra,
  getValueProps,
  ...select
}: Pick<FormItemProps, "name" | "extra" | "getValueProps"> & {
  label: string;
  message: string;
} & SelectProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      getValueProps={getValueProps}
      rules={[{ required: true, message }]}
      extra={extra}
    >
      <FieldSelect aria-label={label} {...select} />
    </Form.Item>
  );
}

/** The customer a staff member acts for (a form's `user` field): Refill Now, Rent Now, a new phone number. */
export function CustomerField({ message = t("forms.customer.choose") }: { message?: string }) {
  return (
    <Form.Item label={t("common.customer")} name="user" rules={[{ required: true, message }]}>
      <CustomerSelect aria-label={t("common.customer")} />
    </Form.Item>
  );
}
