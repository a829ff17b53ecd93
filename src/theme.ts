import type { ThemeConfig } from "antd";

/**
 * The panel's one antd theme: antd's own look, with every colour that carries text dark enough for WCAG 2
 * AA (4.5:1 against the background it is drawn on). antd's defaults miss it in many places staff read all
 * day: white on the primary blue (4.1:1), the selected menu item (3.66:1), secondary text (3.36:1), danger
 * (3.26:1), green tags (3.37:1), the unchecked switch's label (1.83:1). Each value below is a colour of
 * antd's own palette one or two steps darker (tests/web/theme.test.ts measures every pair), so the product
 * still looks like antd. Both halves use it: src/App.tsx gives it to the ConfigProvider above every route.
 */

/** antd's blue-7: white on it 6.2:1, it on white 6.2:1, on the selected menu item's #e6f4ff 5.5:1. */
const PRIMARY = "#0958d9";
/** Between blue-6 and blue-7: hovering still lightens, as antd does, and white on it stays 4.8:1. */
const PRIMARY_HOVER = "#2a6fdb";
/** antd's blue-8. */
const PRIMARY_ACTIVE = "#003eb3";
/** antd's red-7 (the default #ff4d4f is 3.3:1 on white). */
const ERROR = "#cf1322";
/** antd's green-8 (the default #52c41a is 2.3:1). */
const SUCCESS = "#237804";
/** antd's gold-9, for warning text only (tags, typography): the default #faad14 is 1.8:1. */
const WARNING_TEXT = "#874d00";
/**
 * Secondary text (Typography "secondary", descriptions, form help, table placeholders) and placeholders:
 * antd's 45 % (#8c8c8c, 3.4:1) and 25 % black are too light; 58 % is 5.3:1 on white and 5.2:1 on the
 * layout's #f5f5f5.
 */
const TEXT_TERTIARY = "rgba(0, 0, 0, 0.58)";
/** The unchecked switch's track, under its white label ("Paused"): 5.3:1; darker again on hover. */
const SWITCH_OFF = "rgba(0, 0, 0, 0.58)";
const SWITCH_OFF_HOVER = "rgba(0, 0, 0, 0.68)";

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    // antd draws links and info notices in colorInfo unless told otherwise.
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    colorError: ERROR,
    colorSuccess: SUCCESS,
    // antd derives the backgrounds from the seed; a dark seed would give grey-green ones, so keep antd's.
    colorSuccessBg: "#f6ffed",
    colorSuccessBgHover: "#d9f7be",
    colorSuccessBorder: "#b7eb8f",
    colorSuccessBorderHover: "#95de64",
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_TERTIARY,
    // Preset tags (<Tag color="green">) write their text in the palette's 7th step on its 1st; where that
    // is under 4.5:1, a darker step of the same palette.
    green7: "#237804",
    cyan7: "#006d75",
    orange7: "#ad4e00",
    volcano7: "#ad2102",
    gold7: "#874d00",
    yellow7: "#876800",
    lime7: "#3f6600",
  },
  components: {
    Tag: { colorWarning: WARNING_TEXT },
    Typography: { colorWarning: WARNING_TEXT },
    Switch: { colorTextQuaternary: SWITCH_OFF, colorTextTertiary: SWITCH_OFF_HOVER },
  },
};
