import { formatPhone } from "@common/phone";
import { Form, Input, Typography } from "antd";
import { useIsStaff } from "../../src/components/layout/access";
import {
  CarrierPlanFields,
  type DialogFormProps,
  FormDialog,
  useCarrierPlan,
  useDialogForm,
  CustomerField,
} from "../../src/components/forms";
import type { PhoneNumber, PhoneNumberValues } from "./types";
import { nameWithEmail } from "@common/names";
import { t } from "../../src/i18n";
import { serviceEndsOn } from "./serviceEnds";
import { OperatorMovedAlert } from "./OperatorWarning";

/**
 * /phone-numbers/create and /phone-numbers/{id}/edit: number, carrier, plan (the chosen carrier's),
 * nickname; staff adding a line pick its customer first, already chosen when `customer` is given (the
 * customer's page).
 */
export default function PhoneNumberForm({ customer, ...props }: DialogFormProps & { customer?: number }) {
  const { staff } = useIsStaff();
  const creating = props.action === "create";
  const form = useDialogForm<PhoneNumber, PhoneNumberValues>({
    ...props,
    defaults: customer ? { user: customer } : undefined,
    resource: "phone-numbers",
    texts: t("phoneNumbers.notices", { returnObjects: true }),
    describe: (line) => formatPhone(line.number),
  });
  const { record } = form;
  const carrierPlan = useCarrierPlan(form.form, record);

  return (
    <FormDialog
      form={form}
      title={creating ? t("phoneNumbers.form.addTitle") : t("phoneNumbers.form.editTitle")}
    >
      {staff && record && <OperatorMovedAlert line={record} />}
      {staff && creating && <CustomerField message={t("phoneNumbers.form.customerRequired")} />}
      {staff && record && (
        <Form.Item label={t("phoneNumbers.form.customer")}>
          <Typography.Text>{nameWithEmail(record.user_name, record.user_email)}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        label={t("phoneNumbers.form.number")}
        name="number"
        extra={t("phoneNumbers.form.numberHint")}
        rules={[
          { required: true, whitespace: true, message: t("phoneNumbers.form.numberRequired") },
          { pattern: /^\+?[\d\s\-().]+$/, message: t("phoneNumbers.form.numberCharacters") },
        ]}
      >
        <Input inputMode="tel" autoComplete="tel" placeholder="(555) 010-0001" maxLength={32} />
      </Form.Item>
      <CarrierPlanFields fields={carrierPlan} />
      <Form.Item
        label={t("phoneNumbers.form.nickname")}
        name="nickname"
        normalize={(v) => v ?? ""}
        rules={[{ max: 80, message: t("phoneNumbers.form.nicknameTooLong") }]}
      >
        <Input placeholder={t("phoneNumbers.form.nicknamePlaceholder")} maxLength={80} />
      </Form.Item>
      {staff && !creating && (
        <Form.Item
          label={t("phoneNumbers.form.serviceEndsOn")}
          name="service_ends_on"
          extra={t("phoneNumbers.form.serviceEndsHint")}
          normalize={(v: string) => v || null}
        >
          <Input type="date" style={{ maxWidth: 200 }} />
        </Form.Item>
      )}
      {!staff && record?.service_ends_on && (
        <Typography.Paragraph type="secondary">{serviceEndsOn(record.service_ends_on)}</Typography.Paragraph>
      )}
    </FormDialog>
  );
}
