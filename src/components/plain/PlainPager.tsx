import ellipsisOutlined from "@ant-design/icons-svg/es/asn/EllipsisOutlined";
import leftOutlined from "@ant-design/icons-svg/es/asn/LeftOutlined";
import rightOutlined from "@ant-design/icons-svg/es/asn/RightOutlined";
import { Fragment, type MouseEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { formatCount } from "@common/locale";
import { t } from "../../i18n";
import { PAGE_SIZE_OPTIONS } from "../../config";
import { PlainIcon } from "./PlainIcon";

/** Class names of the pager's links that are no page of their own. */
const JUMP = "pager-jump";
const ARROW = "pager-arrow";

/** The pages a pager links to between its arrows: all of up to 7, else the first, the last and 2 either side. */
export function pagerItems(current: number, pages: number): Array<number | "back" | "forward"> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(current - 2, pages - 5));
  let to = Math.min(pages - 1, Math.max(current + 2, 6));
  // A jump over a single page would hide it: that page is shown instead.
  if (from === 3) from = 2;
  if (to === pages - 2) to = pages - 1;
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? ["back" as const] : []),
    ...middle,
    ...(to < pages - 1 ? ["forward" as const] : []),
    pages,
  ];
}

/**
 * A list's pager in plain elements and antd's Pagination's look (plain.css, `pager`): the total, the
 * previous and next arrows, the pages with jumps of five between, and the page size, or on a phone
 * (`simple`) the arrows around "page / pages". Every page is a link to its address (`hrefOf`), so a page
 * opens in a new tab too; a plain click calls `onChange` instead. For the customers' cards (CardList), where
 * antd's Pagination and the Select of its sizes were a screen's first download and render (issue 40).
 */
export function PlainPager({
  current,
  pageSize,
  total,
  simple,
  hrefOf,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  simple: boolean;
  hrefOf: (page: number, size: number) => string;
  onChange: (page: number, size: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const inAll = <span className="pager-total">{t("lists.inAll", { total: formatCount(total) })}</span>;
  const go = (page: number, label: string, content: ReactNode, disabled = false, className = "") => {
    if (disabled)
      return (
        // A link that leads nowhere here (WAI-ARIA's disabled link): named, announced as unavailable.
        <a
          role="link"
          className={`pager-item pager-disabled ${className}`}
          aria-label={label}
          aria-disabled="true"
        >
          {content}
        </a>
      );
    const follow = (event: MouseEvent) => {
      // A click with a modifier (a new tab or window) follows the link itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onChange(page, pageSize);
    };
    return (
      <Link
        className={`pager-item ${className}`}
        to={hrefOf(page, pageSize)}
        aria-label={label}
        aria-current={page === current && !className ? "page" : undefined}
        onClick={follow}
      >
        {content}
      </Link>
    );
  };
  const jump = (page: number, label: string) =>
    go(page, label, <PlainIcon icon={ellipsisOutlined} />, false, JUMP);
  const previous = go(
    current - 1,
    t("lists.pages.previous"),
    <PlainIcon icon={leftOutlined} />,
    current <= 1,
    ARROW,
  );
  const next = go(
    current + 1,
    t("lists.pages.next"),
    <PlainIcon icon={rightOutlined} />,
    current >= pages,
    ARROW,
  );

  if (simple)
    return (
      <nav aria-label={t("lists.pages.label")} className="pager pager-simple">
        {inAll}
        {previous}
        <span className="pager-of">{t("lists.pages.ofPages", { current, pages })}</span>
        {next}
      </nav>
    );
  return (
    <nav aria-label={t("lists.pages.label")} className="pager">
      {inAll}
      {previous}
      {pagerItems(current, pages).map((item) => (
        <Fragment key={item}>
          {item === "back"
            ? jump(Math.max(1, current - 5), t("lists.pages.back"))
            : item === "forward"
              ? jump(Math.min(pages, current + 5), t("lists.pages.forward"))
              : go(item, String(item), item)}
        </Fragment>
      ))}
      {next}
      <select
        className="pager-size"
        aria-label={t("lists.pages.size")}
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {t("lists.pages.perPage", { size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
