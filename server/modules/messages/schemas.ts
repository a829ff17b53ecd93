import { MESSAGE_KIND_NAMES, type MessageKindName } from "../../../common/api";
import type { MessageKind } from "../../messages/kinds";
export {
  MESSAGE_CHANNELS,
  MESSAGE_KIND_NAMES,
  MESSAGE_STATUSES,
  messageAnswer,
  type Message,
} from "../../../common/api";

/** The panel reads the kinds from common/api; the outbox's own list must be the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const KINDS_AGREE: Same<MessageKind, MessageKindName> = true;
void KINDS_AGREE;
void MESSAGE_KIND_NAMES;
