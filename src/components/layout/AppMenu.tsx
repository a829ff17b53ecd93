import DownOutlined from "@ant-design/icons-svg/es/asn/DownOutlined";
import LeftOutlined from "@ant-design/icons-svg/es/asn/LeftOutlined";
import RightOutlined from "@ant-design/icons-svg/es/asn/RightOutlined";
import UnorderedListOutlined from "@ant-design/icons-svg/es/asn/UnorderedListOutlined";
import { useGetIdentity, useLink, useMenu, usePermissions } from "@refinedev/core";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { t } from "../../i18n";
import type { Identity, Permissions } from "../../providers/auth";
import { allows, requiredAccess } from "../../providers/access-control";
import { useResourceDefinitions } from "../../resource-kit/context";
import { PlainDrawer } from "../plain/PlainDrawer";
import { PlainIcon } from "../plain/PlainIcon";
import { CompanyBrand } from "./CompanyBrand";

/**
 * The side menu: the resources' list screens this user may open, under the company's name. On a desk a
 * sider that folds to icons; on a phone or a narrow tablet the same entries in a drawer that the header's
 * menu button opens, so that nothing floats over a screen's title. Drawn in plain elements in antd's
 * measures (layout.css, issue 40): a navigation landmark of links, the current one marked `aria-current`.
 */

const WIDTH = 200;
const FOLDED_WIDTH = 80;

interface MenuEntry {
  key: string;
  icon: ReactNode;
  label: string;
  to: string;
}

/** The menu's entries: links to the list screens whose "list" rule the user passes. */
function useMenuEntries(): { entries: MenuEntry[]; selectedKey?: string } {
  const { menuItems, selectedKey } = useMenu();
  const definitions = useResourceDefinitions();
  const { data: permissions } = usePermissions<Permissions | null>({});
  const entries = menuItems
    .filter((item) => {
      const rules = definitions.find((d) => d.name === item.name)?.access;
      return allows(requiredAccess(rules, "list"), permissions ?? null);
    })
    .map((item) => ({
      key: item.key,
      icon: item.meta?.icon ?? <PlainIcon icon={UnorderedListOutlined} />,
      label: String(item.meta?.label ?? item.label ?? item.name),
      to: item.list ?? "/",
    }));
  return { entries, selectedKey };
}

/** The company's logo and name (profile.company), a link home. */
function CompanyTitle({ folded }: { folded: boolean }) {
  const { data: identity } = useGetIdentity<Identity | null>();
  const Link = useLink();
  return (
    <div className={folded ? "app-menu-title app-menu-title-folded" : "app-menu-title"}>
      <Link to="/" className="app-menu-home">
        <CompanyBrand
          name={identity?.company.name ?? ""}
          logoUrl={identity?.company.logo_url}
          nameShown={!folded}
          height={folded ? 24 : 32}
        />
      </Link>
    </div>
  );
}

/** Where the folded menu shows an entry's label: beside the entry under the pointer or the focus. */
interface Tip {
  label: string;
  top: number;
}

function MenuEntries({ folded = false, onChoose }: { folded?: boolean; onChoose?: () => void }) {
  const { entries, selectedKey } = useMenuEntries();
  const Link = useLink();
  const [tip, setTip] = useState<Tip | null>(null);
  // Folded, an entry is its icon: its label shows beside it at once, on hover or keyboard focus, as antd's
  // folded menu showed it. Fixed to the window, since the entries' box clips what overflows it.
  const showTip = (label: string) => (event: { currentTarget: HTMLElement }) => {
    const box = event.currentTarget.getBoundingClientRect();
    setTip({ label, top: box.top + box.height / 2 });
  };
  const hideTip = () => setTip(null);
  return (
    <>
      <ul className="app-menu">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              className="app-menu-entry"
              aria-current={entry.key === selectedKey ? "page" : undefined}
              onClick={onChoose}
              {...(folded && {
                onMouseEnter: showTip(entry.label),
                onFocus: showTip(entry.label),
                onMouseLeave: hideTip,
                onBlur: hideTip,
              })}
            >
              <span className="app-menu-icon" aria-hidden="true">
                {entry.icon}
              </span>
              {/* Folded, the label stays the link's name for screen readers; the tip shows it beside the entry. */}
              <span className={folded ? "plain-visually-hidden" : "app-menu-label"}>{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {folded && tip && (
        // The link's own label is its name: the tip repeats it for the eye only.
        <div className="app-menu-tip" aria-hidden="true" style={{ top: tip.top, left: FOLDED_WIDTH + 4 }}>
          {tip.label}
        </div>
      )}
    </>
  );
}

/** Whether the box scrolled by `ref` has more below what it shows, kept up to date as it scrolls or resizes. */
function useMoreBelow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setMore(box.scrollTop + box.clientHeight < box.scrollHeight - 1);
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrollOn = () => {
    if (ref.current) ref.current.scrollTop += ref.current.clientHeight / 2;
  };
  return { ref, more, measure, scrollOn };
}

/** The desk's menu, beside every screen; folds to its icons. */
export function SideMenu() {
  const [folded, setFolded] = useState(false);
  const entries = useMoreBelow<HTMLDivElement>();
  return (
    <aside
      className={folded ? "app-sider app-sider-folded" : "app-sider"}
      style={{ width: folded ? FOLDED_WIDTH : WIDTH }}
    >
      <CompanyTitle folded={folded} />
      <nav aria-label={t("layout.header.menu")} className="app-sider-nav">
        {/* the entries scroll between the title and the fold button, never under it */}
        <div
          ref={entries.ref}
          onScroll={entries.measure}
          className="app-sider-entries"
          style={{ overflowY: "auto", position: "relative" }}
        >
          <MenuEntries folded={folded} />
          {entries.more && (
            // A scrolling menu shows no sign of what lies below its fold: this button does, and goes there.
            // It lies over the last entries in view and takes no room of its own (a sticky line 0 high, the
            // button hanging above it): in the flow it made the box 44 px longer, so when it went at the end
            // the box scrolled back by as much and the menu jumped down under the pointer, which pressed one
            // entry and let go over the one above it (seen in CI: "Phone menu" clicked, /dashboard stayed).
            <div style={{ position: "sticky", bottom: 0, height: 0 }}>
              <div className="app-menu-more" style={{ position: "absolute" }}>
                <button
                  type="button"
                  className="plain-button plain-button-text plain-button-small"
                  aria-label={folded ? t("layout.menuMore") : undefined}
                  onClick={entries.scrollOn}
                >
                  <PlainIcon icon={DownOutlined} />
                  {folded ? null : <span>{t("layout.menuMore")}</span>}
                </button>
              </div>
            </div>
          )}
        </div>
      </nav>
      <button
        type="button"
        className="app-sider-fold"
        aria-label={folded ? t("layout.menuUnfold") : t("layout.menuFold")}
        aria-expanded={!folded}
        onClick={() => setFolded((was) => !was)}
      >
        <PlainIcon icon={folded ? RightOutlined : LeftOutlined} />
      </button>
    </aside>
  );
}

/** The same menu on a narrow screen, opened from the header; choosing an entry closes it. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <PlainDrawer
      open={open}
      onClose={onClose}
      label={t("layout.header.menu")}
      closeLabel={t("common.actions.close")}
      width={WIDTH + 40}
    >
      <CompanyTitle folded={false} />
      <nav aria-label={t("layout.header.menu")}>
        <MenuEntries onChoose={onClose} />
      </nav>
    </PlainDrawer>
  );
}
