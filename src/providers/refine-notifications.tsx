import { UndoOutlined } from "@ant-design/icons";
import type { NotificationProvider } from "@refinedev/core";
import { Button } from "antd";
import { t } from "../i18n";
import type { Notifier } from "./notifications";

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
