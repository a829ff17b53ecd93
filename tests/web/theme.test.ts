import { theme } from "antd";
import { appTheme } from "../../src/theme";
import { barColours } from "../../resources/rentals/plannerBars";
import { contrast } from "./contrast";

/**
 * Every text colour of the theme against the background antd draws it on, by WCAG 2's contrast formula:
 * 4.5:1 at least (AA for normal text). The browser suite (tests/e2e/accessibility.spec.ts) checks the
 * rendered screens; this pins the pairs no demo screen happens to show (hover, every tag colour).
 */

const t = theme.getDesignToken(appTheme) as unknown as Record<string, string>;
const components = appTheme.components as Record<string, Record<string, string>>;

const PRESETS = [
  "blue",
  "purple",
  "cyan",
  "green",
  "magenta",
  "pink",
  "red",
  "orange",
  "yellow",
  "volcano",
  "geekblue",
  "gold",
  "lime",
];

const pairs: [what: string, text: string, background: string][] = [
  ["primary button", t.colorTextLightSolid, t.colorPrimary],
  ["primary button, hovered", t.colorTextLightSolid, t.colorPrimaryHover],
  ["primary button, pressed", t.colorTextLightSolid, t.colorPrimaryActive],
  ["danger button", t.colorTextLightSolid, t.colorError],
  ["danger button, hovered", t.colorTextLightSolid, t.colorErrorHover],
  ["danger text (Delete)", t.colorError, t.colorBgContainer],
  ["link", t.colorLink, t.colorBgContainer],
  ["link, hovered", t.colorLinkHover, t.colorBgContainer],
  ["link on the public pages' background", t.colorLink, t.colorBgLayout],
  ["primary text (pagination, text buttons)", t.colorPrimary, t.colorBgContainer],
  ["selected menu item", t.colorPrimary, t.colorPrimaryBg],
  ["success text", t.colorSuccess, t.colorBgContainer],
  ["success tag", t.colorSuccess, t.colorSuccessBg],
  ["error tag", t.colorError, t.colorErrorBg],
  ["processing tag", t.colorInfo, t.colorInfoBg],
  ["warning tag", components.Tag.colorWarning, t.colorWarningBg],
  ["warning text", components.Typography.colorWarning, t.colorBgContainer],
  ["switch off (Paused)", t.colorTextLightSolid, components.Switch.colorTextQuaternary],
  ["switch off, hovered", t.colorTextLightSolid, components.Switch.colorTextTertiary],
  ["switch on", t.colorTextLightSolid, t.colorPrimary],
  ...(
    ["colorTextSecondary", "colorTextTertiary", "colorTextDescription", "colorTextPlaceholder"] as const
  ).flatMap((token) =>
    [
      ["container", t.colorBgContainer],
      ["layout", t.colorBgLayout],
      ["table header", "#fafafa"],
    ].map(([where, bg]) => [`${token} on the ${where}`, t[token], bg] as [string, string, string]),
  ),
  ...PRESETS.map((c) => [`<Tag color="${c}">`, t[`${c}7`], t[`${c}1`]] as [string, string, string]),
  ...(
    [
      ["booked", { status: "preorder", overdue: false }],
      ["ready", { status: "ready_for_pickup", overdue: false }],
      ["out", { status: "picked_up", overdue: false }],
      ["overdue", { status: "picked_up", overdue: true }],
      ["returned", { status: "returned", overdue: false }],
    ] as const
  ).map(([what, bar]) => {
    const { color, background } = barColours(bar, t as never);
    return [`planner bar, ${what}`, color, background] as [string, string, string];
  }),
];

describe("the theme's text colours meet WCAG 2 AA (4.5:1)", () => {
  it.each(pairs)("%s: %s on %s", (_what, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("antd's defaults fail where the issue measured them (the formula agrees with axe-core)", () => {
    expect(contrast("#ffffff", "#1677ff")).toBeCloseTo(4.1, 1);
    expect(contrast("#1677ff", "#e6f4ff")).toBeCloseTo(3.66, 2);
    expect(contrast("rgba(0, 0, 0, 0.45)", "#ffffff")).toBeCloseTo(3.36, 1);
    expect(contrast("#ff4d4f", "#ffffff")).toBeCloseTo(3.26, 1);
    expect(contrast("#389e0d", "#f6ffed")).toBeCloseTo(3.37, 2);
    expect(contrast("#ffffff", "rgba(0, 0, 0, 0.25)")).toBeCloseTo(1.83, 1);
  });
});
