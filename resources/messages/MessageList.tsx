import { Table } from "antd";
import type { Message } from "@common/api";
import { formatDateTime } from "@common/dates";
import { useIsStaff } from "../../src/components/layout/access";
import {
  ListScreen,
  sortable,
  useResourceList,
  useResponsiveTable,
  ValueWithNote,
} from "../../src/components/lists";
import { t } from "../../src/i18n";
import { MessageStatusCell, MessageTo, MessageWords } from "./MessageCells";
import { messageKindText } from "./labels";

/**
 * /messages: the e-mails and texts the product sent — customers their own, staff the company's — what, when,
 * delivered or failed and why.
 */
export default function MessageList() {
  const { staff } = useIsStaff();
  const { narrow, tableProps } = useResponsiveTable();
  const list = useResourceList<Message>({ resource: "messages", fetchFailed: t("sentMessages.fetchFailed") });
  const sorted = { created_at: sortable(list, "created_at"), status: sortable(list, "status") };
  return (
    <ListScreen
      title={t("sentMessages.list.title")}
      filterName="message-filters"
      list={list}
      {...tableProps}
      empty={{ nothing: t("sentMessages.list.nothing"), noMatch: t("sentMessages.list.noMatch") }}
    >
      <Table.Column<Message>
        dataIndex="created_at"
        title={t("sentMessages.list.columns.date")}
        {...sorted.created_at}
        // A phone keeps date, kind and status on screen: the kind stands under the date.
        render={(_, m) => (
          <ValueWithNote note={narrow ? messageKindText(m.kind) : null} noteStyle={{ whiteSpace: "nowrap" }}>
            {formatDateTime(m.created_at)}
          </ValueWithNote>
        )}
      />
      <Table.Column<Message>
        dataIndex="kind"
        title={t("sentMessages.list.columns.kind")}
        responsive={["md"]}
        render={(_, m) => messageKindText(m.kind)}
      />
      <Table.Column<Message>
        key="to"
        title={t("sentMessages.list.columns.to")}
        responsive={["md"]}
        render={(_, m) =>
          staff ? (
            <ValueWithNote note={<MessageTo message={m} />}>{m.user_name}</ValueWithNote>
          ) : (
            <MessageTo message={m} />
          )
        }
      />
      <Table.Column<Message>
        key="message"
        title={t("sentMessages.list.columns.message")}
        responsive={["lg"]}
        render={(_, m) => <MessageWords message={m} />}
      />
      <Table.Column<Message>
        dataIndex="status"
        title={t("sentMessages.list.columns.status")}
        {...sorted.status}
        render={(_, m) => <MessageStatusCell message={m} />}
      />
    </ListScreen>
  );
}
