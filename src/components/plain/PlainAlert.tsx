import CloseCircleFilled from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import ExclamationCircleFilled from "@ant-design/icons-svg/es/asn/ExclamationCircleFilled";
import InfoCircleFilled from "@ant-design/icons-svg/es/asn/InfoCircleFilled";
import type { CSSProperties, ReactNode } from "react";
import { PlainIcon } from "./PlainIcon";

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled, info: InfoCircleFilled };

/**
 * Something that went wrong on a screen (a list that could not be loaded, its counts): antd's Alert with its
 * icon drawn in plain elements (plain.css, `plain-alert`), for the screens that draw without antd (issue 40).
 * As antd's, it is one line without a description, the message larger above it with one; `action` stands at
 * its end ("Try again"). An alert role: said as soon as it appears. `showIcon` false leaves the icon out, as
 * antd's Alert does without its `showIcon`.
 */
export function PlainAlert({
  type,
  message,
  description,
  action,
  style,
  showIcon = true,
}: {
  type: keyof typeof ICONS;
  message: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
  showIcon?: boolean;
}) {
  const layout = description ? "plain-alert-with-description" : "plain-alert-simple";
  return (
    <div role="alert" className={`plain-alert plain-alert-${type} ${layout}`} style={style}>
      {showIcon && (
        <span className="plain-alert-icon">
          <PlainIcon icon={ICONS[type]} />
        </span>
      )}
      <div className="plain-alert-content">
        <div className="plain-alert-message">{message}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
      {action && <div className="plain-alert-action">{action}</div>}
    </div>
  );
}
