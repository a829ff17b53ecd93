import type { ReactNode } from "react";
import { useScreens } from "../layout/useScreens";

/**
 * An order page (Refill Now, Rent Now): on a wide screen the form beside what the order comes to; on a
 * narrower one (a phone, a tablet) the summary stands inside the form,
 * before its pay or confirm button, so the price is read before paying. `children` draws the form and puts
 * the summary it is handed just above its button (null when the summary stands beside the form).
 * Plain elements with antd's Card's measures (plain.css), so that a customer's Refill Now draws without
 * antd (issue 40).
 */
export function OrderPage({
  title,
  summaryTitle,
  summary,
  children,
}: {
  /** the page's heading: "Refill Now", "Rent Now" */
  title: string;
  /** "Summary", "Price" */
  summaryTitle: string;
  summary: ReactNode;
  children: (summaryHere: ReactNode) => ReactNode;
}) {
  // Side by side from `lg`.
  const beside = useScreens().lg === true;
  const block = (
    <div className={beside ? "order-page-summary order-page-beside" : "order-page-summary order-page-within"}>
      <h5>{summaryTitle}</h5>
      {summary}
    </div>
  );
  return (
    <div className="order-page">
      <div className="order-page-head">
        <h4>{title}</h4>
      </div>
      <div className="order-page-body">
        <div className="order-page-form">{children(beside ? null : block)}</div>
        {beside && block}
      </div>
    </div>
  );
}
