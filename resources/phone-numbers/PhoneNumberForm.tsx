import { useSelect } from "@refinedev/antd";
import { Form, Input, Modal, Select, Typography } from "antd";
import { CustomerSelect, formatMoney, MODAL_WIDTH, modalFormProps, type RecordModalProps } from "./shared";
import type { Carrier, PhoneNumber, PhoneNumberValues, Plan } from "./types";

/** Typing in a select searches on the server (`search=`). */
export const searchFilter = (value: string) => [{ field: "search", operator: "contains" as const, value: value.trim() || undefined }];

/** Active carriers of the company, by name; the line's current one is fetched too if since retired. */
export function useCarrierOptions(current?: number | null) {
  return useSelect<Carrier>({
    resource: "carriers",
    optionLabel: "name",
    optionValue: (c) => String(c.id),
    filters: [{ field: "is_active", operator: "eq", value: true }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { mode: "off" },
    defaultValue: current ?? undefined,
    onSearch: searchFilter,
  });
}

/** Active plans of one carrier (or of every carrier when `carrier` is undefined), "Name — $25.00". */
export function usePlanOptions(carrier: number | null | undefined, current?: number | null, enabled = true) {
  return useSelect<Plan>({
    resource: "plans",
    optionLabel: (p) => `${p.name} — ${formatMoney(p.amount)}`,
    optionValue: (p) => String(p.id),
    filters: [
      { field: "is_active", operator: "eq", value: true },
      { field: "carrier", operator: "eq", value: carrier ?? undefined },
    ],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { mode: "off" },
    defaultValue: current ?? undefined,
    onSearch: searchFilter,
    queryOptions: { enabled },
  });
}

/** Select values are strings (antd), the API's ids numbers; a cleared select is null (the API's "none"). */
export const asId = (value: unknown) => (value === undefined || value === null || value === "" ? null : Number(value));
/** A form's numeric id shown in a select of string values. */
export const idProps = (value: unknown) => ({ value: value === null || value === undefined ? undefined : String(value) });

/**
 * The add/edit dialog of a phone line: number, carrier, plan (the chosen carrier's), nickname; staff adding a
 * line pick its customer first. Server field errors appear beside the fields.
 */
export function PhoneNumberFormModal({ title, modal, staff, creating }: RecordModalProps<PhoneNumber, PhoneNumberValues>) {
  const { modalProps, formProps, form } = modal;
  const record = creating ? undefined : modal.query?.data?.data;
  const carrier = asId(Form.useWatch("carrier", form));
  const { selectProps: carrierSelect } = useCarrierOptions(record?.carrier);
  const { selectProps: planSelect } = usePlanOptions(carrier, record?.plan, carrier !== null);

  return (
    <Modal {...modalProps} width={MODAL_WIDTH} title={title} okText="Save">
      <Form {...modalFormProps(formProps)} name={creating ? "phone-number-add" : "phone-number-edit"} layout="vertical" requiredMark="optional">
        {staff && creating && (
          <Form.Item label="Customer" name="user" rules={[{ required: true, message: "Choose the customer this line belongs to." }]}>
            <CustomerSelect aria-label="Customer" />
          </Form.Item>
        )}
        {staff && !creating && record && (
          <Form.Item label="Customer">
            <Typography.Text>{record.user_name ? `${record.user_name} · ${record.user_email}` : record.user_email}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item
          label="Phone number"
          name="number"
          extra="10 to 15 digits; +1, spaces, dashes and parentheses are fine."
          rules={[
            { required: true, whitespace: true, message: "Enter the phone number." },
            { pattern: /^\+?[\d\s\-().]+$/, message: "Use digits, spaces, dashes or parentheses only." },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" placeholder="(555) 010-0001" maxLength={32} />
        </Form.Item>
        <Form.Item label="Carrier" name="carrier" normalize={asId} getValueProps={idProps}>
          <Select
            {...carrierSelect}
            allowClear
            placeholder="Choose the carrier"
            aria-label="Carrier"
            // another carrier does not offer the chosen plan
            onChange={() => form.setFieldValue("plan", null)}
          />
        </Form.Item>
        <Form.Item
          label="Plan"
          name="plan"
          normalize={asId}
          getValueProps={idProps}
          extra={carrier === null ? "Choose a carrier first." : undefined}
        >
          <Select {...planSelect} allowClear disabled={carrier === null} placeholder="Choose the plan" aria-label="Plan" />
        </Form.Item>
        <Form.Item label="Nickname" name="nickname" normalize={(v) => v ?? ""} rules={[{ max: 80, message: "At most 80 characters." }]}>
          <Input placeholder="e.g. Mom, Work phone" maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

