import { PERSON_DETAILS } from "@common/api/fields";
import { useInvalidateAuthStore } from "@refinedev/core";
import { Col, Descriptions, Divider, Form, Input, Row } from "antd";
import { FormMessages } from "../forms/FormMessages";
import { smsPhoneToSend, TextsConsent } from "../forms/TextsConsent";
import { ModalForm } from "../forms/ModalForm";
import { useFormSave } from "../forms/useFormSave";
import { t } from "../../i18n";
import type { Identity, ProfileUpdate } from "../../providers/auth";
import { useServices } from "../../providers/services";
import { SecuritySections } from "./Security";

interface ProfileValues {
  first_name: string;
  last_name: string;
  address: string;
  state: string;
  zip_code: string;
  pin?: string;
  texts?: boolean;
  sms_phone?: string;
  current_password?: string;
  password?: string;
}

const FIELDS = [...PERSON_DETAILS, "sms_phone", "current_password", "password"];

/** One of the profile's text fields, full width on a phone, `span` of 24 beside the others from `sm` up. */
function TextColumn({
  span,
  label,
  name,
  autoComplete,
}: {
  span: number;
  label: string;
  name: string;
  autoComplete: string;
}) {
  return (
    <Col xs={24} sm={span}>
      <Form.Item label={label} name={name}>
        <Input autoComplete={autoComplete} />
      </Form.Item>
    </Col>
  );
}

/**
 * The signed-in user's own details (PATCH /api/user/me/), with a password change; below, their second
 * factor (staff) and sessions.
 */
export function ProfileDialog({ identity, onClose }: { identity: Identity; onClose: () => void }) {
  const { auth } = useServices();
  const invalidateAuth = useInvalidateAuthStore();
  const [form] = Form.useForm<ProfileValues>();
  const { save: send, saving, messages } = useFormSave(form, FIELDS, onClose);

  // The PIN is the customer's alone: viewing the site as them, a member neither reads nor changes it.
  const ownSession = !identity.is_hijacked;
  // A customer agrees to texts by giving a number (docs/messages.md); unticking takes the consent back.
  const customer = !identity.is_company_member;
  const save = async ({ current_password, password, pin, texts, sms_phone, ...details }: ProfileValues) => {
    const update: ProfileUpdate = ownSession ? { ...details, pin } : details;
    // Sent only when there is a consent to give or take back, so saving a name leaves texts alone.
    const consent = customer ? smsPhoneToSend(texts, sms_phone, !!identity.sms_consent_at) : undefined;
    if (consent !== undefined) update.sms_phone = consent;
    if (password) Object.assign(update, { current_password, password });
    await send(async () => {
      await auth.updateProfile(update);
      await invalidateAuth();
    });
  };

  return (
    <ModalForm<ProfileValues>
      form={form}
      pending={saving}
      onClose={onClose}
      title={t("layout.profile.title")}
      okText={t("common.actions.save")}
      width={640}
      destroyOnHidden
      requiredMark={false}
      onFinish={save}
      initialValues={{
        first_name: identity.first_name,
        last_name: identity.last_name,
        address: identity.address,
        state: identity.state,
        zip_code: identity.zip_code,
        ...(ownSession ? { pin: identity.pin ?? "" } : {}),
        texts: Boolean(identity.sms_consent_at),
        sms_phone: identity.sms_phone ?? identity.phone_number ?? "",
      }}
      below={<SecuritySections identity={identity} />}
      above={
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t("layout.profile.email")}>{identity.email}</Descriptions.Item>
            <Descriptions.Item label={t("layout.profile.phoneNumber")}>
              {identity.phone_number ?? t("common.none")}
            </Descriptions.Item>
            <Descriptions.Item label={t("layout.profile.company")}>{identity.company.name}</Descriptions.Item>
          </Descriptions>
          <FormMessages messages={messages} />
        </>
      }
    >
      <Row gutter={16}>
        <TextColumn
          span={12}
          label={t("layout.profile.firstName")}
          name="first_name"
          autoComplete="given-name"
        />
        <TextColumn
          span={12}
          label={t("layout.profile.lastName")}
          name="last_name"
          autoComplete="family-name"
        />
      </Row>
      <Form.Item label={t("layout.profile.address")} name="address">
        <Input autoComplete="street-address" />
      </Form.Item>
      <Row gutter={16}>
        <TextColumn span={8} label={t("layout.profile.state")} name="state" autoComplete="address-level1" />
        <TextColumn span={8} label={t("layout.profile.zipCode")} name="zip_code" autoComplete="postal-code" />
        {ownSession && (
          <Col xs={24} sm={8}>
            <Form.Item label={t("layout.profile.pin")} name="pin" extra={t("layout.profile.pinHint")}>
              <Input.Password inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
        )}
      </Row>
      {customer && <TextsConsent since={identity.sms_consent_at} />}
      <Divider orientation="left" plain>
        {t("layout.profile.changePassword")}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t("layout.profile.currentPassword")}
            name="current_password"
            dependencies={["password"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !getFieldValue("password") || value
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("layout.profile.currentPasswordRequired"))),
              }),
            ]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t("layout.profile.newPassword")} name="password">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
