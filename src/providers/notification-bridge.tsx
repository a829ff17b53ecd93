import { notification } from "antd";
import { useLayoutEffect } from "react";
import { NOTICE_PLACEMENT, type AttachableNotifier } from "./notifications";

/**
 * Mount once near the root: renders antd's notifications (themed, in context) and feeds the notifier.
 * App.tsx loads it lazily: antd's notification code is not needed before the first notice, and notices sent
 * before it mounts wait in the notifier's queue.
 *
 * Notices open at the bottom centre (`NOTICE_PLACEMENT`): antd's top right is where a page keeps the buttons
 * that act next (Refund, Retry, Export CSV, a list's add button), which a notice covered for five seconds.
 */
export function NotificationBridge({ notifier }: { notifier: AttachableNotifier }) {
  const [api, holder] = notification.useNotification({ placement: NOTICE_PLACEMENT });
  useLayoutEffect(() => notifier.attach(api), [notifier, api]);
  return holder;
}

export default NotificationBridge;
