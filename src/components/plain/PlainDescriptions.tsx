import type { ReactNode } from "react";

/**
 * Label and value pairs in one column, as antd's bordered, small Descriptions draws them (plain.css,
 * `plain-descriptions`), for the screens drawn without antd (issue 40): a table whose rows are headed by
 * their label. `label` names the whole ("Summary").
 */
export function PlainDescriptions({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ label: string; value: ReactNode }>;
}) {
  return (
    <table className="plain-descriptions" aria-label={label}>
      <tbody>
        {items.map((item) => (
          <tr key={item.label}>
            <th scope="row">{item.label}</th>
            <td>{item.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
