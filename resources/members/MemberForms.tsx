import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Checkbox, Form, type FormProps, Input, Modal, type ModalProps } from "antd";
import { people } from "../../src/messages";
import { settle } from "../customers/CustomerDrawer";
import { NameFields, personName, problem } from "../customers/people";
import type { Member, MemberInviteValues, MemberNameValues } from "./types";

const texts = people.member;

/**
 * Invite (POST: the invitee gets an e-mail with a link to choose a password) and rename (PATCH names), in
 * modals. Server field errors show beside their fields; anything else in the error notification.
 */
export function useMemberModal<V extends MemberInviteValues | MemberNameValues>(action: "create" | "edit") {
  return useModalForm<Member, HttpError, V>({
    resource: "members",
    action,
    redirect: false,
    autoResetForm: true,
    warnWhenUnsavedChanges: false,
    defaultFormValues: action === "create" ? ({ is_company_owner: false } as never) : undefined,
    successNotification: (data) => ({
      type: "success",
      message: action === "create" ? texts.invited : texts.updated,
      description: data?.data ? (action === "create" ? data.data.email : personName(data.data)) : undefined,
    }),
    errorNotification: (error) => ({
      type: "error",
      message: action === "create" ? texts.inviteFailed : texts.updateFailed,
      description: problem(error),
    }),
  });
}

/** What a modal takes from useMemberModal. */
interface MemberModal {
  modalProps: ModalProps;
  formProps: FormProps<any>;
}

export function InviteMemberModal({ form }: { form: MemberModal }) {
  const { modalProps, formProps } = form;
  return (
    <Modal {...modalProps} title="Invite a member" okText="Send invitation" width={480}>
      <Form
        {...formProps}
        name="member-invite"
        layout="vertical"
        onFinish={(values) => settle(formProps.onFinish?.(values))}
      >
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, whitespace: true, message: "Enter the e-mail address." }]}
          extra="We e-mail a link to choose a password, valid for 7 days."
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <NameFields />
        <Form.Item
          name="is_company_owner"
          valuePropName="checked"
          extra="Owners also manage members and the company's settings."
        >
          <Checkbox>Owner</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RenameMemberModal({ form }: { form: MemberModal }) {
  const { modalProps, formProps } = form;
  return (
    <Modal {...modalProps} title="Edit member" okText="Save" width={480}>
      <Form
        {...formProps}
        name="member-edit"
        layout="vertical"
        onFinish={(values) => settle(formProps.onFinish?.(values))}
      >
        <NameFields />
      </Form>
    </Modal>
  );
}
