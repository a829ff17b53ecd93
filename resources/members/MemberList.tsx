import { EditOutlined, SearchOutlined, UserAddOutlined } from "@ant-design/icons";
import { getDefaultFilter, getDefaultSortOrder, List, useTable } from "@refinedev/antd";
import { type HttpError, useGetIdentity } from "@refinedev/core";
import { Button, Empty, Form, Input, Select, Space, Table, Tag } from "antd";
import { PAGE_SIZE } from "../../src/config";
import { people } from "../../src/messages";
import type { Identity } from "../../src/providers/auth";
import { LoadError, pagination } from "../carriers/catalog/table";
import { ActivationButton, formatDateTime, personName, problem } from "../customers/people";
import { RoleButton, ResendInviteButton } from "./MemberActions";
import { InviteMemberModal, RenameMemberModal, useMemberModal } from "./MemberForms";
import type { Member, MemberInviteValues, MemberNameValues, MemberSearch } from "./types";

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

function MemberStatus({ member }: { member: Member }) {
  if (!member.is_active) return <Tag>Deactivated</Tag>;
  if (member.invitation_pending) return <Tag color="gold">Invitation pending</Tag>;
  return <Tag color="green">Active</Tag>;
}

/** /members (owners): the team; invite, rename, promote/demote, resend the invitation, (de)activate. */
export default function MemberList() {
  const { data: identity } = useGetIdentity<Identity | null>();
  const { tableProps, searchFormProps, filters, sorters, tableQuery } = useTable<
    Member,
    HttpError,
    MemberSearch
  >({
    resource: "members",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    onSearch: (values) => [
      { field: "search", operator: "contains", value: values.search?.trim() || undefined },
      { field: "is_active", operator: "eq", value: values.is_active || undefined },
      { field: "is_company_owner", operator: "eq", value: values.is_company_owner || undefined },
    ],
    errorNotification: (error) => ({
      type: "error",
      message: texts.fetchFailed,
      description: problem(error),
    }),
  });
  const invite = useMemberModal<MemberInviteValues>("create");
  const rename = useMemberModal<MemberNameValues>("edit");
  const submit = () => searchFormProps.form?.submit();
  const filterValue = (field: string) =>
    String(getDefaultFilter(field, filters, field === "search" ? "contains" : "eq") ?? "");

  return (
    <List
      title="Members"
      headerButtons={
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => invite.show()}>
          Invite member
        </Button>
      }
    >
      <Form
        {...searchFormProps}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={{
          search: filterValue("search"),
          is_active: filterValue("is_active"),
          is_company_owner: filterValue("is_company_owner"),
        }}
      >
        <Form.Item name="search">
          <Input.Search
            allowClear
            aria-label="Search"
            placeholder="Name or e-mail"
            enterButton={<SearchOutlined />}
            onSearch={submit}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item name="is_active" label="Status">
          <Select aria-label="Status" options={STATUS_OPTIONS} onChange={submit} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="is_company_owner" label="Role">
          <Select aria-label="Role" options={ROLE_OPTIONS} onChange={submit} style={{ width: 110 }} />
        </Form.Item>
      </Form>
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
