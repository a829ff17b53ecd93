import type { NotificationInstance } from "antd/es/notification/interface";
import type { ReactNode } from "react";
import { NOTIFICATION_SECONDS } from "../config";
import { serverText } from "../components/layout/ProviderText";

/**
 * Notifications (docs/panel.md): antd's notification in antd's own success/error/info colours, on screen
 * for 5 s. Providers that are not React (auth) and Refine's hooks all go through one Notifier, which
 * speaks through antd's notification hook once <NotificationBridge> is mounted (notices sent before that
 * wait in a queue). This module stays free of antd's runtime: it is part of the first download, and the sign-in
 * page draws nothing of antd's (issue 40); the bridge, and with it antd's notification, loads with the first
 * notice (src/App.tsx).
 */

export type NoticeType = "success" | "error" | "info" | "warning";

/** Where notices open: below the content, clear of the buttons at the top right of every page. */
export const NOTICE_PLACEMENT = "bottom";

export interface Notice {
  type: NoticeType;
  message: ReactNode;
  description?: ReactNode;
  /** A notice with the same key replaces the one on screen instead of stacking. */
  key?: string;
  /** Seconds; 0 keeps it until closed. Default NOTIFICATION_SECONDS. */
  duration?: number;
  actions?: ReactNode;
}

export interface Notifier {
  open(notice: Notice): void;
  close(key: string): void;
  success(message: ReactNode, description?: ReactNode, key?: string): void;
  error(message: ReactNode, description?: ReactNode, key?: string): void;
  info(message: ReactNode, description?: ReactNode, key?: string): void;
}

export interface AttachableNotifier extends Notifier {
  /** Routes notices to antd's notification API; returns the detach function. */
  attach(api: NotificationInstance): () => void;
  /** Whether a notice waits for the bridge (none is attached yet). */
  waiting(): boolean;
  /** Calls `listener` when a notice starts waiting for the bridge; returns the unsubscribe function. */
  onWaiting(listener: () => void): () => void;
}

export function createNotifier(): AttachableNotifier {
  let api: NotificationInstance | null = null;
  let queue: Notice[] = [];
  const listeners = new Set<() => void>();

  const show = (
    target: NotificationInstance,
    { type, message, description, key, duration, actions }: Notice,
  ) =>
    target[type]({
      message,
      // Every notice's reason passes here: a provider's English in a Spanish page is marked as such.
      description: serverText(description),
      key,
      duration: duration ?? NOTIFICATION_SECONDS,
      actions,
    });

  const notifier: AttachableNotifier = {
    open(notice) {
      if (api) return show(api, notice);
      queue.push(notice);
      listeners.forEach((listener) => listener());
    },
    close(key) {
      if (api) api.destroy(key);
      else queue = queue.filter((notice) => notice.key !== key);
    },
    success: (message, description, key) => notifier.open({ type: "success", message, description, key }),
    error: (message, description, key) => notifier.open({ type: "error", message, description, key }),
    info: (message, description, key) => notifier.open({ type: "info", message, description, key }),
    waiting: () => queue.length > 0,
    onWaiting(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(instance) {
      api = instance;
      const pending = queue;
      queue = [];
      pending.forEach((notice) => show(instance, notice));
      return () => {
        if (api === instance) api = null;
      };
    },
  };
  return notifier;
}
