import { personName } from "@common/names";
import { UserAddOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { Space, Table } from "antd";
import { AddButton, RowEditButton } from "../../src/components/buttons/listActions";
import { PersonActiveToggle } from "../../src/components/buttons/ActiveToggle";
import { ListScreen, personColumns, useResourceList } from "../../src/components/lists";
import { t } from "../../src/i18n";
import type { Identity } from "../../src/providers/auth";
import { ResendInviteButton, RoleButton } from "./MemberActions";
import type { Member } from "./types";
import { PlainTag } from "../../src/components/plain/PlainTag";

const texts = t("members.notices", { returnObjects: true });

function MemberStatus({ member }: { member: Member }) {
  if (!member.is_active) return <PlainTag>{t("members.list.deactivated")}</PlainTag>;
  if (member.invitation_pending)
    return <PlainTag color="gold">{t("members.list.invitationPending")}</PlainTag>;
  return <PlainTag color="green">{t("members.list.active")}</PlainTag>;
}

/** /members (owners): the team; invite, rename, promote/demote, resend the invitation, (de)activate. */
export default function MemberList() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const list = useResourceList<Member>({ resource: "members", fetchFailed: texts.fetchFailed });
  // The columns' sorting and dates by field name (code, not text: outside the JSX).
  const columns = personColumns(list, {
    added: t("members.list.added"),
    lastSignIn: t("members.list.lastSignIn"),
  });
  return (
    <ListScreen
      title={t("members.list.title")}
      headerButtons={
        <AddButton resource="members" icon={<UserAddOutlined />}>
          {t("members.list.invite")}
        </AddButton>
      }
      list={list}
      scroll={{ x: "max-content" }}
      empty={{ nothing: t("members.list.noMatch"), noMatch: t("members.list.noMatch") }}
    >
      <Table.Column<Member>
        dataIndex="last_name"
        title={t("members.list.name")}
        {...columns.name}
        render={(_, record) => (
          <Space>
            {personName(record)}
            {record.id === identity?.id && <PlainTag>{t("members.list.you")}</PlainTag>}
          </Space>
        )}
      />
      <Table.Column<Member> dataIndex="email" title={t("members.list.email")} {...columns.email} />
      <Table.Column<Member>
        dataIndex="is_company_owner"
        title={t("members.list.role")}
        render={(owner: boolean) =>
          owner ? (
            <PlainTag color="purple">{t("members.list.owner")}</PlainTag>
          ) : (
            <PlainTag color="blue">{t("members.list.member")}</PlainTag>
          )
        }
      />
      <Table.Column<Member>
        key="status"
        title={t("members.list.status")}
        render={(_, record) => <MemberStatus member={record} />}
      />
      <Table.Column<Member> {...columns.lastSignIn} />
      <Table.Column<Member> {...columns.added} />
      <Table.Column<Member>
        key="actions"
        title={t("members.list.actions")}
        render={(_, record) => {
          const self = record.id === identity?.id;
          return (
            <Space wrap>
              <RowEditButton resource="members" recordItemId={record.id} />
              {record.is_active && <RoleButton member={record} self={self} />}
              {record.is_active && record.invitation_pending && <ResendInviteButton member={record} />}
              <PersonActiveToggle
                resource="members"
                person={record}
                texts={texts}
                consequence={t("members.list.deactivation")}
                disabledReason={self ? t("members.list.cannotDeactivateSelf") : undefined}
              />
            </Space>
          );
        }}
      />
    </ListScreen>
  );
}
