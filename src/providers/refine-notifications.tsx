import UndoOutlined from "@ant-design/icons-svg/es/asn/UndoOutlined";
import type { NotificationProvider } from "@refinedev/core";
import { PlainIcon } from "../components/plain/PlainIcon";
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
            // antd's small default button in plain elements: this module comes with every signed-in screen,
            // a customer's drawn without antd among them.
            <button
              type="button"
              className="plain-button plain-button-default plain-button-small"
              onClick={() => {
                cancelMutation?.();
                if (key) notifier.close(key);
              }}
            >
              <PlainIcon icon={UndoOutlined} />
              {t("common.actions.undo")}
            </button>
          ),
        });
        return;
      }
      notifier.open({ type, key, message, description });
    },
    close: (key) => notifier.close(key),
  };
}
