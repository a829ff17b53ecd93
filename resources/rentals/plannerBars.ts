import type { GlobalToken } from "antd";
import type { RentalPlanner } from "@common/api";

export type PlannerBar = RentalPlanner["rows"][number]["bars"][number];

/**
 * A planner bar's colours by what the rental is doing: overdue in the negative colour, out in the primary,
 * booked in the success colour, each with the light text; a returned one greyed, with dark text (white on
 * antd's grey was 1.83:1, under WCAG AA's 4.5; tests/web/theme.test.ts holds every pair).
 */
export function barColours(
  bar: Pick<PlannerBar, "status" | "overdue">,
  token: Pick<
    GlobalToken,
    | "colorError"
    | "colorPrimary"
    | "colorSuccess"
    | "colorTextLightSolid"
    | "colorFillSecondary"
    | "colorText"
  >,
): { background: string; color: string } {
  if (bar.status === "returned") return { background: token.colorFillSecondary, color: token.colorText };
  const background = bar.overdue
    ? token.colorError
    : bar.status === "picked_up"
      ? token.colorPrimary
      : token.colorSuccess;
  return { background, color: token.colorTextLightSolid };
}
