import type { IconDefinition } from "@ant-design/icons-svg/es/types";

type Node = { tag: string; attrs: Record<string, string>; children?: Node[] };

function draw({ tag, attrs, children }: Node, key?: number) {
  const Tag = tag as "svg";
  return (
    <Tag key={key} {...attrs}>
      {children?.map(draw)}
    </Tag>
  );
}

/**
 * One of antd's outlined icons (its @ant-design/icons-svg definition, the same drawing) as a plain SVG: the
 * pages drawn without antd (the sign-in page, the spinner, a failed screen) stay free of @ant-design/icons'
 * runtime (its context, colour helpers and injected stylesheet). Decorative, like antd's in a labelled control.
 */
export function PlainIcon({ icon }: { icon: IconDefinition }) {
  const svg = icon.icon as Node | ((primary: string, secondary: string) => Node);
  const root = typeof svg === "function" ? svg("currentColor", "currentColor") : svg;
  return (
    <span className="plain-icon" aria-hidden="true">
      <svg {...root.attrs} width="1em" height="1em" fill="currentColor">
        {root.children?.map(draw)}
      </svg>
    </span>
  );
}
