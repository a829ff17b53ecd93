import { notification } from "antd";
import { useLayoutEffect } from "react";
import type { AttachableNotifier } from "./notifications";

/**
 * Mount once near the root: renders antd's notifications (themed, in context) and feeds the notifier.
 * App.tsx loads it lazily: antd's notification code is not needed before the first notice, and notices sent
 * before it mounts wait in the notifier's queue.
 */
export function NotificationBridge({ notifier }: { notifier: AttachableNotifier }) {
  const [api, holder] = notification.useNotification();
  useLayoutEffect(() => notifier.attach(api), [notifier, api]);
  return holder;
}

export default NotificationBridge;
