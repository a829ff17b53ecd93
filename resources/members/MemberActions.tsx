import { CrownOutlined, MailOutlined, UserOutlined } from "@ant-design/icons";
import { useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { t } from "../../src/i18n";
import { personName } from "@common/names";
import type { Member } from "./types";
import { memberEndpoints } from "./endpoints";
import { failedNotice } from "../../src/components/layout/notices";

const texts = t("members.notices", { returnObjects: true });

/**
 * Promote to owner or demote to member, after a confirmation. The server keeps at least one active owner:
 * its refusal ("A company must keep at least one owner.") is shown as it comes.
 */
export function RoleButton({ member, self }: { member: Member; self: boolean }) {
  const { mutate, mutation } = useUpdate<Member>();
  const promote = !member.is_company_owner;
  const name = personName(member);
  return (
    <Popconfirm
      title={
        promote ? t("members.role.promoteQuestion", { name }) : t("members.role.demoteQuestion", { name })
      }
      description={
        promote
          ? t("members.role.promoteConsequence")
          : self
            ? t("members.role.demoteSelfConsequence")
            : t("members.role.demoteConsequence")
      }
      okText={promote ? t("members.role.promote") : t("members.role.demote")}
      cancelText={t("common.actions.cancel")}
      onConfirm={() =>
        mutate({
          resource: "members",
          id: member.id,
          values: { is_company_owner: promote },
          mutationMode: "pessimistic",
          successNotification: {
            type: "success",
            message: promote ? texts.promoted : texts.demoted,
            description: name,
          },
          errorNotification: failedNotice(texts.updateFailed),
        })
      }
    >
      <Button size="small" icon={promote ? <CrownOutlined /> : <UserOutlined />} loading={mutation.isPending}>
        {promote ? t("members.role.promote") : t("members.role.demote")}
      </Button>
    </Popconfirm>
  );
}

/** POST /api/company/members/{id}/resend-invite/: a new link (the earlier one stops working). */
export function ResendInviteButton({ member }: { member: Member }) {
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  return (
    <Button
      size="small"
      icon={<MailOutlined />}
      loading={mutation.isPending}
      onClick={() =>
        mutate(
          {
            url: memberEndpoints.resendInvite(member.id).path,
            method: "post",
            values: {},
            successNotification: { type: "success", message: texts.resent, description: member.email },
            errorNotification: failedNotice(texts.resendFailed),
          },
          { onSuccess: () => invalidate({ resource: "members", invalidates: ["list"] }) },
        )
      }
    >
      {t("members.resendInvitation")}
    </Button>
  );
}
