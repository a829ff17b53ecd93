/** WCAG 2's contrast ratio of two CSS colours, as axe-core computes it (tests/web/theme.test.ts checks the formula). */

type Rgb = [number, number, number];

function parse(colour: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join("") : hex[1];
    const n = parseInt(digits, 16);
    return { rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255], alpha: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(colour);
  if (rgba) {
    return {
      rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])],
      alpha: rgba[4] === undefined ? 1 : Number(rgba[4]),
    };
  }
  throw new Error(`Unreadable colour ${colour}`);
}

/** `colour` as seen on the opaque `background` (antd's text colours are translucent black). */
function over(colour: string, background: string): Rgb {
  const { rgb, alpha } = parse(colour);
  const base = parse(background).rgb;
  return rgb.map((c, i) => c * alpha + base[i] * (1 - alpha)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const toCss = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

/** A translucent background (the switch's track) is seen over the white container under it. */
export function contrast(text: string, background: string): number {
  const seen = toCss(over(background, "#ffffff"));
  const a = luminance(over(text, seen));
  const b = luminance(parse(seen).rgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
