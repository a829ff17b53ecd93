import { EditOutlined, UserAddOutlined } from "@ant-design/icons";
import { getDefaultSortOrder, List } from "@refinedev/antd";
import { useGetIdentity } from "@refinedev/core";
import { Button, Empty, Space, Table, Tag } from "antd";
import { people } from "../../src/messages";
import type { Identity } from "../../src/providers/auth";
import { LoadError, pagination } from "../carriers/catalog/table";
import { type ChoiceFilter, PeopleSearchBar, usePeopleTable } from "../customers/PeopleTable";
import { ActivationButton, formatDateTime, personName } from "../customers/people";
import { RoleButton, ResendInviteButton } from "./MemberActions";
import { InviteMemberModal, RenameMemberModal, useMemberModal } from "./MemberForms";
import type { Member, MemberInviteValues, MemberNameValues } from "./types";

const texts = people.member;
const MEMBER_DEACTIVATION = "They will no longer be able to sign in, and their open sessions end.";

const STATUS_OPTIONS = [
  { label: "All", value: "" },
  { label: "Active", value: "true" },
  { label: "Deactivated", value: "false" },
];
const ROLE_OPTIONS = [
  { label: "All", value: "" },
  { label: "Owners", value: "true" },
  { label: "Members", value: "false" },
];

const CHOICES: ChoiceFilter[] = [
  { name: "is_active", label: "Status", options: STATUS_OPTIONS, width: 130 },
  { name: "is_company_owner", label: "Role", options: ROLE_OPTIONS, width: 110 },
];

function MemberStatus({ member }: { member: Member }) {
  if (!member.is_active) return <Tag>Deactivated</Tag>;
  if (member.invitation_pending) return <Tag color="gold">Invitation pending</Tag>;
  return <Tag color="green">Active</Tag>;
}

/** /members (owners): the team; invite, rename, promote/demote, resend the invitation, (de)activate. */
export default function MemberList() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const table = usePeopleTable<Member>({
    resource: "members",
    fetchFailed: texts.fetchFailed,
    choices: CHOICES,
  });
  const { tableProps, sorters, tableQuery } = table;
  const invite = useMemberModal<MemberInviteValues>("create");
  const rename = useMemberModal<MemberNameValues>("edit");

  return (
    <List
      title="Members"
      headerButtons={
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => invite.show()}>
          Invite member
        </Button>
      }
    >
      <PeopleSearchBar table={table} placeholder="Name or e-mail" choices={CHOICES} />
      {tableQuery.isError && (
        <LoadError error={tableQuery.error} text={texts.fetchFailed} onRetry={() => tableQuery.refetch()} />
      )}
      <Table<Member>
        {...tableProps}
        rowKey="id"
        pagination={pagination(tableProps)}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Empty description="No member matches these filters." /> }}
      >
        <Table.Column<Member>
          dataIndex="last_name"
          title="Name"
          sorter
          defaultSortOrder={getDefaultSortOrder("last_name", sorters)}
          render={(_, record) => (
            <Space>
              {personName(record)}
              {record.id === identity?.id && <Tag>You</Tag>}
            </Space>
          )}
        />
        <Table.Column<Member>
          dataIndex="email"
          title="E-mail"
          sorter
          defaultSortOrder={getDefaultSortOrder("email", sorters)}
        />
        <Table.Column<Member>
          dataIndex="is_company_owner"
          title="Role"
          render={(owner: boolean) =>
            owner ? <Tag color="purple">Owner</Tag> : <Tag color="blue">Member</Tag>
          }
        />
        <Table.Column<Member>
          key="status"
          title="Status"
          render={(_, record) => <MemberStatus member={record} />}
        />
        <Table.Column<Member>
          dataIndex="last_login"
          title="Last sign-in"
          sorter
          defaultSortOrder={getDefaultSortOrder("last_login", sorters)}
          render={(value: string | null) => formatDateTime(value)}
        />
        <Table.Column<Member>
          dataIndex="created_at"
          title="Added"
          sorter
          defaultSortOrder={getDefaultSortOrder("created_at", sorters)}
          render={(value: string) => formatDateTime(value)}
        />
        <Table.Column<Member>
          key="actions"
          title="Actions"
          render={(_, record) => {
            const self = record.id === identity?.id;
            return (
              <Space wrap>
                <Button size="small" icon={<EditOutlined />} onClick={() => rename.show(record.id)}>
                  Edit
                </Button>
                {record.is_active && <RoleButton member={record} self={self} />}
                {record.is_active && record.invitation_pending && <ResendInviteButton member={record} />}
                <ActivationButton
                  resource="members"
                  record={record}
                  name={personName(record)}
                  texts={texts}
                  consequence={MEMBER_DEACTIVATION}
                  disabledReason={self ? "You cannot deactivate your own account." : undefined}
                />
              </Space>
            );
          }}
        />
      </Table>
      <InviteMemberModal form={invite} />
      <RenameMemberModal form={rename} />
    </List>
  );
}
