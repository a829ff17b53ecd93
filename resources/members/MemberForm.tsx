import { personName } from "@common/names";
import { Checkbox, Form, Input } from "antd";
import { type DialogFormProps, FormDialog, NameFields, useDialogForm } from "../../src/components/forms";
import { t } from "../../src/i18n";
import type { Member, MemberInviteValues } from "./types";

const texts = t("members.notices", { returnObjects: true });

/**
 * /members/create invites (POST: the invitee gets an e-mail with a link to choose a password);
 * /members/{id}/edit renames (PATCH names).
 */
export default function MemberForm(props: DialogFormProps) {
  const inviting = props.action === "create";
  const form = useDialogForm<Member, MemberInviteValues>({
    ...props,
    resource: "members",
    texts: {
      created: texts.invited,
      updated: texts.updated,
      saveFailed: inviting ? texts.inviteFailed : texts.updateFailed,
    },
    describe: (member) => (inviting ? member.email : personName(member)),
    defaults: { is_company_owner: false },
  });
  return (
    <FormDialog
      form={form}
      title={inviting ? t("members.form.inviteTitle") : t("members.form.editTitle")}
      saveText={inviting ? t("members.form.send") : t("common.actions.save")}
      width={480}
    >
      {inviting && (
        <Form.Item
          label={t("members.form.email")}
          name="email"
          rules={[{ required: true, whitespace: true, message: t("members.form.emailRequired") }]}
          extra={t("members.form.emailHint")}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      )}
      <NameFields />
      {inviting && (
        <Form.Item name="is_company_owner" valuePropName="checked" extra={t("members.form.ownerHint")}>
          <Checkbox>{t("members.form.owner")}</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
