import { Checkbox, Divider, Form, Input } from "antd";
import { formatDate } from "@common/dates";
import { t } from "../../i18n";

/**
 * A customer's consent to text messages (docs/messages.md): a box to tick (`texts`), and the number to text
 * (`sms_phone`) once it is ticked. The customer gives it on their profile and at sign-up; staff record it on
 * the customer's word (`byStaff`, worded for them). `since`: when the consent now stored was given.
 */
export function TextsConsent({ since, byStaff = false }: { since: string | null; byStaff?: boolean }) {
  const agreed = Form.useWatch<boolean | undefined>("texts", Form.useFormInstance());
  const date = since ? formatDate(since) : null;
  return (
    <>
      <Divider orientation="left" plain>
        {t("layout.profile.texts")}
      </Divider>
      <Form.Item
        name="texts"
        valuePropName="checked"
        initialValue={Boolean(since)}
        extra={
          date
            ? t(byStaff ? "layout.profile.textsSinceStaff" : "layout.profile.textsSince", { date })
            : byStaff
              ? t("layout.profile.textsExtraStaff")
              : undefined
        }
      >
        <Checkbox>{t(byStaff ? "layout.profile.textsAgreeStaff" : "layout.profile.textsAgree")}</Checkbox>
      </Form.Item>
      {agreed && (
        <Form.Item
          label={t("layout.profile.textsNumber")}
          name="sms_phone"
          extra={t("layout.profile.textsExtra")}
          rules={[{ required: true, whitespace: true, message: t("layout.profile.textsNumberRequired") }]}
        >
          <Input inputMode="tel" autoComplete="tel" />
        </Form.Item>
      )}
    </>
  );
}

/**
 * What a form with TextsConsent sends as `sms_phone`: the number when ticked, null to take a stored consent
 * back, nothing at all when there is neither (so saving a name leaves texts alone).
 */
export function smsPhoneToSend(texts: boolean | undefined, smsPhone: string | undefined, consented: boolean) {
  if (texts) return (smsPhone ?? "").trim();
  return consented ? null : undefined;
}
