import { personName } from "@common/names";
import { Checkbox, Form, Input } from "antd";
import { type DialogFormProps, FormDialog, NameFields, useDialogForm } from "../../src/components/forms";
import { people } from "../../src/messages";
import type { Member, MemberInviteValues } from "./types";

const texts = people.member;

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
      title={inviting ? "Invite a member" : "Edit member"}
      saveText={inviting ? "Send invitation" : "Save"}
      width={480}
    >
      {inviting && (
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, whitespace: true, message: "Enter the e-mail address." }]}
          extra="We e-mail a link to choose a password, valid for 7 days."
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      )}
      <NameFields />
      {inviting && (
        <Form.Item
          name="is_company_owner"
          valuePropName="checked"
          extra="Owners also manage members and the company's settings."
        >
          <Checkbox>Owner</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
