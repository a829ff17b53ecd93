import CheckCircleFilled from "@ant-design/icons-svg/es/asn/CheckCircleFilled";
import CloseCircleFilled from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import ExclamationCircleFilled from "@ant-design/icons-svg/es/asn/ExclamationCircleFilled";
import type { ReactNode } from "react";
import { PlainIcon } from "./PlainIcon";

const ICONS = { success: CheckCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

/**
 * What a public page says instead of its form (a link sent, a link used up, a PIN set, a company unknown): antd's Result drawn
 * in plain elements (src/components/plain/plain.css), for the pages that load nothing of antd's.
 */
export function PlainResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`plain-result plain-result-${status}`}>
      <div className="plain-result-icon">
        <PlainIcon icon={ICONS[status]} />
      </div>
      <div className="plain-result-title">{title}</div>
      {subTitle && <div className="plain-result-subtitle">{subTitle}</div>}
      {extra && <div className="plain-result-extra">{extra}</div>}
    </div>
  );
}
