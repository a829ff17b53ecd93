import { MessageOutlined } from "@ant-design/icons";
import { choices, createdRangeFilter, customerFilter } from "../../src/components/lists/filters";
import { declareResource, NEWEST_FIRST } from "../../src/resource-kit/declare";
import { t } from "../../src/i18n";
import { messageChannelTexts, messageKindTexts, messageStatusTexts } from "./labels";

/** The e-mails and texts the product sent (docs/messages.md): everyone sees theirs, staff the company's. */
export const messages = declareResource({
  name: "messages",
  label: t("sentMessages.label"),
  icon: <MessageOutlined />,
  access: { default: "member", list: "auth" },
  api: "/api/messages/",
  list: {
    sort: NEWEST_FIRST,
    filters: [
      {
        field: "kind",
        label: t("sentMessages.filters.kind"),
        options: choices(t("sentMessages.filters.anyKind"), messageKindTexts()),
        width: 180,
      },
      {
        field: "channel",
        label: t("sentMessages.filters.channel"),
        options: choices(t("sentMessages.filters.anyChannel"), messageChannelTexts()),
        width: 160,
      },
      {
        field: "status",
        label: t("sentMessages.filters.status"),
        options: choices(t("sentMessages.filters.anyStatus"), messageStatusTexts()),
        width: 150,
      },
      customerFilter,
      createdRangeFilter(t("sentMessages.filters.sentBetween")),
    ],
  },
  screens: {
    list: () => import("./MessageList"),
  },
});
