import { LANGUAGE_NAMES, LANGUAGES } from "@common/languages";
import { personName } from "@common/names";
import { Checkbox, Col, Form, Input, Row } from "antd";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { Select } from "../../src/components/selects/Select";
import { type DialogFormProps, FormDialog, NameFields, useDialogForm } from "../../src/components/forms";
import { smsPhoneToSend, TextsConsent } from "../../src/components/forms/TextsConsent";
import { currentLanguage, t } from "../../src/i18n";
import type { Customer, CustomerFormValues } from "./types";

const texts = t("customers.notices", { returnObjects: true });

/** /customers/create and /customers/{id}/edit (and Edit on the customer's page), in a drawer. */
export default function CustomerForm(props: DialogFormProps) {
  const creating = props.action === "create";
  const navigate = useNavigate();
  // A new customer's page is where staff go next (a line, a card, a refill), not back to the list.
  const created = useRef<number | null>(null);
  // Whether the customer had agreed to texts when the form opened: unticking then takes it back.
  const consented = useRef(false);
  const form = useDialogForm<Customer, CustomerFormValues>({
    ...props,
    onSaved: (customer) => {
      if (creating) created.current = customer.id;
    },
    onClose: () => (created.current === null ? props.onClose() : navigate(`/customers/${created.current}`)),
    resource: "customers",
    texts,
    describe: personName,
    // A new customer speaks the panel's language unless staff choose another (their e-mails follow it).
    defaults: { send_welcome_email: true, language: currentLanguage() },
    successMessage: (_, values) =>
      creating ? (values.send_welcome_email ? texts.createdWelcome : texts.created) : texts.updated,
    // The PIN is the customer's alone: staff send a PIN reset or remove it from the customer's page.
    transform: ({ texts, sms_phone, ...values }) => {
      if (!values.phone_number?.trim()) delete values.phone_number;
      // Consent to texts is given or taken back on the customer's word (audited as the staff member's).
      const consent = creating ? undefined : smsPhoneToSend(texts, sms_phone ?? undefined, consented.current);
      return consent === undefined ? values : { ...values, sms_phone: consent };
    },
  });
  consented.current = !!form.record?.sms_consent_at;
  return (
    <FormDialog
      form={form}
      kind="drawer"
      title={creating ? t("customers.form.newTitle") : t("customers.form.editTitle")}
      saveText={creating ? t("customers.form.create") : t("common.actions.save")}
    >
      <NameFields />
      <Form.Item
        label={t("customers.form.email")}
        name="email"
        rules={[{ required: true, whitespace: true, message: t("customers.form.emailRequired") }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      {creating && (
        <Form.Item
          label={t("customers.form.phoneNumber")}
          name="phone_number"
          extra={t("customers.form.phoneNumberHint")}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item label={t("customers.form.address")} name="address">
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label={t("customers.form.state")} name="state">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t("customers.form.zipCode")} name="zip_code">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t("customers.form.language")}
        name="language"
        extra={t("customers.form.languageHint")}
      >
        <Select options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} />
      </Form.Item>
      {!creating && form.record && <TextsConsent since={form.record.sms_consent_at} byStaff />}
      {creating && (
        <Form.Item
          name="send_welcome_email"
          valuePropName="checked"
          extra={t("customers.form.sendWelcomeHint")}
        >
          <Checkbox>{t("customers.form.sendWelcome")}</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
