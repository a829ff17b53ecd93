import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { ConfigProvider, Tag } from "antd";
import { PlainTag, type PlainTagColor } from "../../../../src/components/plain/PlainTag";
import { appTheme } from "../../../../src/theme";
import { contrast } from "../../contrast";

/**
 * A tag drawn without antd (src/components/plain/PlainTag.tsx, issue 40) in the colours the themed antd Tag
 * draws today: the customer's cards and the staff's table show the same status alike, and the theme's
 * darker steps (src/theme.ts) keep every pair at 4.5:1 at least.
 */

const COLORS: PlainTagColor[] = [
  "default",
  "blue",
  "processing",
  "green",
  "red",
  "orange",
  "gold",
  "purple",
  "cyan",
  "geekblue",
];

type Look = { color: string; background: string; border: string };

const plainCss = readFileSync(join(__dirname, "../../../../src/components/plain/plain.css"), "utf8");

/** The declarations of the rules with exactly this selector, as property → value (the last one wins). */
function declarations(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rules = [...css.matchAll(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, "gm"))];
  if (rules.length === 0) throw new Error(`No rule ${selector}`);
  return Object.fromEntries(
    rules
      .flatMap((rule) => rule[1].split(";"))
      .map((d) => d.split(":").map((part) => part.trim()))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [property, value.toLowerCase()]),
  );
}

/** What plain.css gives a PlainTag of this colour: the base rule, then the colour's. */
function plainLook(color: PlainTagColor): Look {
  const base = declarations(plainCss, ".plain-tag");
  const own = color === "default" ? {} : declarations(plainCss, `.plain-tag-${color}`);
  return {
    color:
      own.color ?? base.color.replace("var(--plain-text)", declarations(plainCss, ":root")["--plain-text"]),
    background: own.background ?? base.background,
    border: own["border-color"] ?? base.border.split(" ").at(-1)!,
  };
}

/** What antd's stylesheet, worked out with the panel's theme, gives its Tag of this colour. */
function antdLook(color: PlainTagColor): Look {
  render(
    <ConfigProvider theme={appTheme}>
      <Tag color={color === "default" ? undefined : color}>{color}</Tag>
    </ConfigProvider>,
  );
  const css = [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n");
  const rule = (selector: string) => declarations(css, `:where(.${hashOf(css)})${selector}`);
  const base = rule(".ant-tag");
  const own = color === "default" ? {} : rule(`.ant-tag.ant-tag-${color}`);
  return {
    color: own.color ?? base.color,
    background: own.background ?? base.background,
    border: own["border-color"] ?? base.border.split(" ").at(-1)!,
  };
}

/** antd scopes its rules by the theme's hash class. */
function hashOf(css: string): string {
  return /:where\(\.([\w-]+)\)\.ant-tag\{/.exec(css.replace(/\s+/g, ""))![1];
}

const spaced = (colour: string) => colour.replace(/\s+/g, "");

describe("PlainTag", () => {
  it("draws its text in a span with the kit's classes, default when no colour is given", () => {
    render(
      <>
        <PlainTag color="green">Success</PlainTag>
        <PlainTag>Resolved</PlainTag>
      </>,
    );
    expect(screen.getByText("Success")).toHaveClass("plain-tag", "plain-tag-green");
    expect(screen.getByText("Resolved")).toHaveClass("plain-tag", "plain-tag-default");
  });

  it("has antd's Tag's measures", () => {
    expect(declarations(plainCss, ".plain-tag")).toMatchObject({
      display: "inline-block",
      height: "22px",
      padding: "0 7px",
      "font-size": "12px",
      "line-height": "20px",
      "border-radius": "4px",
      "margin-inline-end": "8px",
      border: "1px solid #d9d9d9",
    });
  });

  it.each(COLORS)("%s: the themed antd Tag's text, background and border", (color) => {
    const antd = antdLook(color);
    const plain = plainLook(color);
    expect({
      color: spaced(plain.color),
      background: plain.background,
      border: plain.border,
    }).toEqual({ color: spaced(antd.color), background: antd.background, border: antd.border });
  });

  it.each(COLORS)("%s: its text on its background is 4.5:1 at least (WCAG 2 AA)", (color) => {
    const { color: text, background } = plainLook(color);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
