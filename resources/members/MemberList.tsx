import { formatDateTime } from "@common/dates";
import { personName } from "@common/names";
import { UserAddOutlined } from "@ant-design/icons";
import { useGetIdentity } from "@refinedev/core";
import { Space, Table, Tag } from "antd";
import { AddButton, RowEditButton } from "../../src/components/actions";
import { PersonActiveToggle } from "../../src/components/ActiveToggle";
import { dateColumn, ListScreen, sortable, useResourceList } from "../../src/components/lists";
import { people } from "../../src/messages";
import type { Identity } from "../../src/providers/auth";
import { ResendInviteButton, RoleButton } from "./MemberActions";
import type { Member } from "./types";

const texts = people.member;
const MEMBER_DEACTIVATION = "They will no longer be able to sign in, and their open sessions end.";

function MemberStatus({ member }: { member: Member }) {
  if (!member.is_active) return <Tag>Deactivated</Tag>;
  if (member.invitation_pending) return <Tag color="gold">Invitation pending</Tag>;
  return <Tag color="green">Active</Tag>;
}

/** /members (owners): the team; invite, rename, promote/demote, resend the invitation, (de)activate. */
export default function MemberList() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const list = useResourceList<Member>({ resource: "members", fetchFailed: texts.fetchFailed });
  return (
    <ListScreen
      title="Members"
      headerButtons={
        <AddButton resource="members" icon={<UserAddOutlined />}>
          Invite member
        </AddButton>
      }
      list={list}
      scroll={{ x: "max-content" }}
      empty={{ nothing: "No member matches these filters.", noMatch: "No member matches these filters." }}
    >
      <Table.Column<Member>
        dataIndex="last_name"
        title="Name"
        {...sortable(list, "last_name")}
        render={(_, record) => (
          <Space>
            {personName(record)}
            {record.id === identity?.id && <Tag>You</Tag>}
          </Space>
        )}
      />
      <Table.Column<Member> dataIndex="email" title="E-mail" {...sortable(list, "email")} />
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
      <Table.Column<Member> {...dateColumn(list, "last_login", "Last sign-in", formatDateTime)} />
      <Table.Column<Member> {...dateColumn(list, "created_at", "Added", formatDateTime)} />
      <Table.Column<Member>
        key="actions"
        title="Actions"
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
                consequence={MEMBER_DEACTIVATION}
                disabledReason={self ? "You cannot deactivate your own account." : undefined}
              />
            </Space>
          );
        }}
      />
    </ListScreen>
  );
}
