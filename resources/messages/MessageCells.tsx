/** A message as its list and the customer's page show it: where it went, what it said, how it went. */
import { Typography } from "antd";
import type { Message, MessageStatus } from "@common/api";
import { formatDateTime } from "@common/dates";
import { formatPhone } from "@common/phone";
import { t } from "../../src/i18n";
import { ValueWithNote } from "../../src/components/lists";
import { ProviderText } from "../../src/components/layout/ProviderText";
import { messageChannelText, messageStatusText } from "./labels";
import { PlainTag, type PlainTagColor } from "../../src/components/plain/PlainTag";

const COLORS: Readonly<Record<MessageStatus, PlainTagColor>> = {
  queued: "default",
  sending: "blue",
  sent: "blue",
  delivered: "green",
  failed: "red",
};

/** The address it went to (a text's number as numbers are written), its channel below. */
export function MessageTo({ message }: { message: Message }) {
  const to = message.channel === "sms" ? formatPhone(message.to) : message.to;
  return <ValueWithNote note={messageChannelText(message.channel)}>{to}</ValueWithNote>;
}

/**
 * An e-mail's subject, or a text's words (cut short: the row stays a row). They are what was sent, in the
 * recipient's language, not the panel's: marked as such (`lang`, which a screen reader follows, and
 * `data-user-content`: data, not the interface's words).
 */
export function MessageWords({ message }: { message: Message }) {
  return (
    <div lang={message.language} data-user-content="">
      <Typography.Paragraph
        ellipsis={{ rows: 2, tooltip: message.body }}
        style={{ margin: 0, maxWidth: 360 }}
      >
        {message.subject ?? message.body}
      </Typography.Paragraph>
    </div>
  );
}

/** The status, with when it went out or was delivered, or why it failed (or why the last try did). */
export function MessageStatusCell({ message }: { message: Message }) {
  const tag = (
    <PlainTag color={COLORS[message.status as MessageStatus] ?? "default"}>
      {messageStatusText(message.status)}
    </PlainTag>
  );
  if (message.error && message.status !== "delivered" && message.status !== "sent")
    return (
      <ValueWithNote
        type="danger"
        note={
          // The mail or text provider's own words, English whatever the panel's language.
          message.status === "failed" ? (
            <ProviderText>{message.error}</ProviderText>
          ) : (
            <>
              {t("sentMessages.list.triedTimes", { count: message.attempts })}{" "}
              <ProviderText>{message.error}</ProviderText>
            </>
          )
        }
      >
        {tag}
      </ValueWithNote>
    );
  const note = message.delivered_at
    ? t("sentMessages.list.deliveredAt", { at: formatDateTime(message.delivered_at) })
    : message.sent_at
      ? t("sentMessages.list.sentAt", { at: formatDateTime(message.sent_at) })
      : null;
  return <ValueWithNote note={note}>{tag}</ValueWithNote>;
}
