import { SaveOutlined } from "@ant-design/icons";
import { type HttpError, useCustom, useCustomMutation, useGetIdentity } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Skeleton, Space, Switch, Typography } from "antd";
import { useMemo, useState } from "react";
import { setDisplayTimeZone } from "@common/dates";
import { FieldSelect } from "../../src/components/selects/FieldSelect";
import { FormMessages } from "../../src/components/forms/FormMessages";
import { problemRule } from "../../src/components/forms";
import { applyServerErrors } from "../../src/components/forms/form-errors";
import { settingsCrud } from "./endpoints";
import { LogoField } from "./LogoField";
import { t } from "../../src/i18n";
import { formatPhone, normalizePhoneNumber } from "@common/phone";
import { percentFromRate, percentProblem, rateFromPercent } from "./percent";
import { matchesTimeZone, type TimeZoneOption, timeZoneOptions } from "./time-zones";
import { failedNotice, problem } from "../../src/components/layout/notices";
import { useServices } from "../../src/providers/services";

const texts = t("settings.notices", { returnObjects: true });
const PATH = settingsCrud.one.path;

/** GET /api/company/ */
export interface Company {
  id: number;
  name: string;
  slug: string;
  /** a decimal fraction, "0.08875" */
  tax_rate: string;
  /** the number callers dial for the phone menu (digits), or null */
  phone_menu_number?: string | null;
  /** whether a Twilio auth token is stored; the token itself is never returned */
  phone_menu_token_set?: boolean;
  /** the Twilio account texts are sent through (SMS=twilio), or null */
  twilio_account_sid?: string | null;
  /** the IANA zone the company's days and times are counted in */
  time_zone: string;
  /** postal address, lines separated by \n, printed on receipts */
  address: string | null;
  /** the support line, digits */
  support_phone: string | null;
  support_email: string | null;
  /** the logo's versioned public address, or null */
  logo_url: string | null;
  /** every staff account signs in with a second factor */
  require_two_factor?: boolean;
}

interface SettingsForm {
  name: string;
  /** percent, as typed */
  tax_percent: string;
  time_zone: string;
  phone_menu_number: string;
  /** write-only: empty keeps the stored token */
  twilio_auth_token: string;
  twilio_account_sid: string;
  address: string;
  support_phone: string;
  support_email: string;
  require_two_factor: boolean;
}

/** The identity fields as the form shows them: the stored phone's digits formatted, nothing as "". */
const identityValues = (c: Company) => ({
  address: c.address ?? "",
  support_phone: c.support_phone ? formatPhone(c.support_phone) : "",
  support_email: c.support_email ?? "",
});
const IDENTITY_FIELDS = ["address", "support_phone", "support_email"] as const;

/** Whether what is typed differs from what is stored (a phone compared by its digits). */
function identityChanged(
  field: (typeof IDENTITY_FIELDS)[number],
  typed: string | undefined,
  stored?: Company,
) {
  const text = (typed ?? "").trim();
  const before = stored?.[field] ?? "";
  if (field === "support_phone") return (normalizePhoneNumber(text) ?? text) !== before;
  return text !== before;
}

/**
 * /settings (owners): the company's name, the tax rate charged on rentals, its time zone, what customers
 * see of it (logo, address, support phone and e-mail) and its phone menu.
 */
export default function SettingsPage() {
  const [form] = Form.useForm<SettingsForm>();
  const [messages, setMessages] = useState<string[]>([]);
  const { query, result } = useCustom<Company, HttpError>({
    url: PATH,
    method: "get",
    errorNotification: false,
  });
  // Refine gives an empty object until the answer is there.
  const loaded = query.isSuccess ? result.data : undefined;
  // The logo is saved on its own (upload, remove): its answer replaces the company read above.
  const [saved, setSaved] = useState<Company>();
  // The menu and header show the company's name and logo from the profile: read it again after a change.
  const { auth } = useServices();
  const { refetch: refetchIdentity } = useGetIdentity();
  const showEverywhere = () => {
    auth.forgetProfile();
    void refetchIdentity();
  };
  const logoChanged = (next: Company) => {
    setSaved(next);
    showEverywhere();
  };
  const company = saved && saved.id === loaded?.id ? { ...loaded, logo_url: saved.logo_url } : loaded;
  const { mutate, mutation } = useCustomMutation<Company, HttpError>();
  const zones = useMemo(() => timeZoneOptions(company?.time_zone), [company?.time_zone]);

  const save = (values: SettingsForm) => {
    setMessages([]);
    mutate(
      {
        url: PATH,
        method: "patch",
        values: {
          name: values.name,
          tax_rate: rateFromPercent(String(values.tax_percent)),
          ...(values.time_zone && values.time_zone !== company?.time_zone
            ? { time_zone: values.time_zone }
            : {}),
          // Only what changed: the number's stored form is digits, and the token is never read back.
          ...((values.phone_menu_number ?? "").trim() !== (company?.phone_menu_number ?? "")
            ? { phone_menu_number: (values.phone_menu_number ?? "").trim() || null }
            : {}),
          ...(values.twilio_auth_token?.trim() ? { twilio_auth_token: values.twilio_auth_token.trim() } : {}),
          ...((values.twilio_account_sid ?? "").trim() !== (company?.twilio_account_sid ?? "")
            ? { twilio_account_sid: (values.twilio_account_sid ?? "").trim() || null }
            : {}),
          ...(values.require_two_factor !== !!company?.require_two_factor
            ? { require_two_factor: values.require_two_factor }
            : {}),
          // Address, support phone and e-mail when changed; empty clears.
          ...Object.fromEntries(
            IDENTITY_FIELDS.filter((f) => identityChanged(f, values[f], company)).map((f) => [
              f,
              (values[f] ?? "").trim() || null,
            ]),
          ),
        },
        successNotification: { type: "success", message: texts.updated },
        errorNotification: failedNotice(texts.updateFailed),
      },
      {
        onSuccess: ({ data }) => {
          form.setFieldValue("twilio_auth_token", "");
          // Every screen shows times in the company's zone from now on (the profile says so from its next load).
          if (data?.time_zone) setDisplayTimeZone(data.time_zone);
          void query.refetch();
          showEverywhere();
        },
        onError: (error) =>
          setMessages(
            applyServerErrors(form, error, {
              name: "name",
              tax_rate: "tax_percent",
              time_zone: "time_zone",
              phone_menu_number: "phone_menu_number",
              twilio_auth_token: "twilio_auth_token",
              twilio_account_sid: "twilio_account_sid",
              address: "address",
              support_phone: "support_phone",
              support_email: "support_email",
              require_two_factor: "require_two_factor",
            }),
          ),
      },
    );
  };

  return (
    <Card title={t("settings.title")} style={{ maxWidth: 640 }}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={texts.fetchFailed}
          description={problem(query.error)}
          action={<Button onClick={() => query.refetch()}>{t("settings.tryAgain")}</Button>}
        />
      ) : !company ? (
        <Skeleton active />
      ) : (
        <>
          <FormMessages messages={messages} />
          <Form<SettingsForm>
            form={form}
            name="company-settings"
            layout="vertical"
            initialValues={{
              name: company.name,
              tax_percent: percentFromRate(company.tax_rate),
              time_zone: company.time_zone,
              phone_menu_number: company.phone_menu_number ?? "",
              twilio_auth_token: "",
              twilio_account_sid: company.twilio_account_sid ?? "",
              require_two_factor: !!company.require_two_factor,
              ...identityValues(company),
            }}
            onFinish={save}
          >
            <Form.Item
              label={t("settings.company.name")}
              name="name"
              rules={[{ required: true, whitespace: true, message: t("settings.company.nameRequired") }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              label={t("settings.company.taxRate")}
              name="tax_percent"
              extra={t("settings.company.taxRateHint")}
              rules={[problemRule(percentProblem)]}
            >
              <Input inputMode="decimal" addonAfter="%" style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              label={t("settings.company.timeZone")}
              name="time_zone"
              extra={t("settings.company.timeZoneHint")}
              rules={[{ required: true, message: t("settings.company.timeZoneRequired") }]}
            >
              <FieldSelect<string, TimeZoneOption>
                showSearch
                options={zones}
                filterOption={(input, option) => matchesTimeZone(input, option)}
                placeholder={t("settings.company.timeZoneSearch")}
                style={{ maxWidth: 360 }}
              />
            </Form.Item>
            <Typography.Title level={5}>{t("settings.identity.title")}</Typography.Title>
            <LogoField company={company} onChange={logoChanged} />
            <Form.Item
              label={t("settings.identity.address")}
              name="address"
              extra={t("settings.identity.addressHint")}
            >
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 6 }}
                maxLength={500}
                autoComplete="street-address"
              />
            </Form.Item>
            <Form.Item
              label={t("settings.identity.supportPhone")}
              name="support_phone"
              extra={t("settings.identity.supportPhoneHint")}
              rules={[
                problemRule((value?: string) =>
                  value?.trim() && !normalizePhoneNumber(value)
                    ? t("settings.identity.supportPhoneInvalid")
                    : null,
                ),
              ]}
            >
              <Input inputMode="tel" maxLength={32} autoComplete="tel" style={{ width: 240 }} />
            </Form.Item>
            <Form.Item
              label={t("settings.identity.supportEmail")}
              name="support_email"
              extra={t("settings.identity.supportEmailHint")}
              rules={[{ type: "email", message: t("settings.identity.supportEmailInvalid") }]}
            >
              <Input
                type="email"
                inputMode="email"
                maxLength={254}
                autoComplete="email"
                style={{ width: 360 }}
              />
            </Form.Item>
            <Typography.Title level={5}>{t("settings.security.title")}</Typography.Title>
            <Form.Item
              label={t("settings.security.requireTwoFactor")}
              name="require_two_factor"
              valuePropName="checked"
              extra={t("settings.security.requireTwoFactorHint")}
            >
              <Switch />
            </Form.Item>
            <Typography.Title level={5}>{t("settings.phoneMenu.title")}</Typography.Title>
            <Form.Item
              label={t("settings.phoneMenu.number")}
              name="phone_menu_number"
              extra={t("settings.phoneMenu.numberHint")}
            >
              <Input inputMode="tel" maxLength={32} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item
              label={t("settings.phoneMenu.token")}
              name="twilio_auth_token"
              extra={
                company.phone_menu_token_set
                  ? t("settings.phoneMenu.tokenStored")
                  : t("settings.phoneMenu.tokenHint")
              }
            >
              <Input.Password autoComplete="off" maxLength={128} style={{ width: 360 }} />
            </Form.Item>
            <Form.Item
              label={t("settings.phoneMenu.accountSid")}
              name="twilio_account_sid"
              extra={t("settings.phoneMenu.accountSidHint")}
            >
              <Input autoComplete="off" maxLength={64} style={{ width: 360, maxWidth: "100%" }} />
            </Form.Item>
            <Space align="center">
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={mutation.isPending}>
                {t("common.actions.save")}
              </Button>
              <Typography.Text type="secondary">
                {t("settings.signUpAt", { path: `/signup/${company.slug}` })}
              </Typography.Text>
            </Space>
          </Form>
        </>
      )}
    </Card>
  );
}
