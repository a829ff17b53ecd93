import { UndoOutlined } from "@ant-design/icons";
import type { NotificationProvider } from "@refinedev/core";
import { Button } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import type { ReactNode } from "react";
import { NOTIFICATION_SECONDS } from "../config";
import { t } from "../i18n";
import { serverText } from "../components/layout/ProviderText";

/**
 * Notifications (docs/panel.md): antd's notification in antd's own success/error/info colours, on screen
 * for 5 s. Providers that are not React (auth) and Refine's hooks all go through one Notifier, which
 * speaks through antd's notification hook once <NotificationBridge> is mounted (notices sent before that
 * wait in a queue).
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
}

export function createNotifier(): AttachableNotifier {
  let api: NotificationInstance | null = null;
  let queue: Notice[] = [];

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
      if (api) show(api, notice);
      else queue.push(notice);
    },
    close(key) {
      if (api) api.destroy(key);
      else queue = queue.filter((notice) => notice.key !== key);
    },
    success: (message, description, key) => notifier.open({ type: "success", message, description, key }),
    error: (message, description, key) => notifier.open({ type: "error", message, description, key }),
    info: (message, description, key) => notifier.open({ type: "info", message, description, key }),
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

/** Refine's notification provider on top of the notifier (its "progress" is the undoable countdown). */
export function toRefineNotifications(notifier: Notifier): NotificationProvider {
  return {
    open({ key, message, description, type, cancelMutation, undoableTimeout }) {
      if (type === "progress") {
        notifier.open({
          type: "info",
          key,
          message,
          description: t("common.undoFor", { count: undoableTimeout ?? 0 }),
          // Refine re-opens this notice every second with the time left, then closes it.
          duration: 0,
          actions: (
            <Button
              size="small"
              icon={<UndoOutlined />}
              onClick={() => {
                cancelMutation?.();
                if (key) notifier.close(key);
              }}
            >
              {t("common.actions.undo")}
            </Button>
          ),
        });
        return;
      }
      notifier.open({ type, key, message, description });
    },
    close: (key) => notifier.close(key),
  };
}
