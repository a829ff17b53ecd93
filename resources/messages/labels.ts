import { MESSAGE_CHANNELS, MESSAGE_KIND_NAMES, MESSAGE_STATUSES } from "@common/api/enums";
import { valueText, valueTexts } from "../../src/components/show/valueTexts";

/** A message's kind, channel and status as people read them, in the panel's language. */
export const messageKindText = valueText(MESSAGE_KIND_NAMES, (kind) => `sentMessages.kind.${kind}`);
export const messageChannelText = valueText(MESSAGE_CHANNELS, (channel) => `sentMessages.channel.${channel}`);
export const messageStatusText = valueText(MESSAGE_STATUSES, (status) => `sentMessages.status.${status}`);

export const messageKindTexts = () => valueTexts(MESSAGE_KIND_NAMES, messageKindText);
export const messageChannelTexts = () => valueTexts(MESSAGE_CHANNELS, messageChannelText);
export const messageStatusTexts = () => valueTexts(MESSAGE_STATUSES, messageStatusText);
