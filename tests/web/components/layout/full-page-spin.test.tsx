import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { FullPageSpin } from "../../../../src/components/layout/FullPageSpin";

/**
 * index.html carries FullPageSpin's markup in its root element: the page shows the spinner as soon as it
 * arrives, and React replaces it with the same spinner, so nothing jumps. An SVG, not boxes, because only text
 * and images (an SVG is one) make a browser's first contentful paint.
 */
const indexHtml = readFileSync(join(__dirname, "../../../../index.html"), "utf8");

function rootOf(html: string): HTMLElement {
  const root = new DOMParser().parseFromString(html, "text/html").getElementById("root");
  if (!root) throw new Error("index.html has no #root element.");
  return root;
}

describe("the loading spinner", () => {
  it("is in index.html's root element as FullPageSpin draws it", () => {
    const { container } = render(<FullPageSpin />);
    const drawn = container.firstElementChild as HTMLElement;
    const inPage = rootOf(indexHtml).firstElementChild as HTMLElement;

    expect(inPage.getAttribute("role")).toBe("status");
    expect(inPage.getAttribute("aria-label")).toBe(drawn.getAttribute("aria-label"));
    expect(inPage.className).toBe(drawn.className);
    expect(inPage.style.minHeight).toBe(drawn.style.minHeight);
    const spinner = (element: Element) => element.querySelector("svg")!.outerHTML.replace(/>\s+</g, "><");
    expect(spinner(inPage)).toBe(spinner(drawn));
  });

  it("is drawn as an SVG image, hidden from screen readers, which hear the status's name", () => {
    const { getByRole } = render(<FullPageSpin />);
    const status = getByRole("status", { name: "Loading" });
    const svg = status.querySelector("svg.plain-spin");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.querySelectorAll("circle")).toHaveLength(4);
  });
});
