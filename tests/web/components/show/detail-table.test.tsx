import { render } from "@testing-library/react";
import { DetailTable } from "../../../../src/components/show/DetailTable";

/** DetailTable: a table that scrolls sideways can be scrolled from the keyboard (axe: scrollable-region-focusable). */
describe("DetailTable", () => {
  const rows = [{ id: 1, name: "Casey" }];
  const columns = [{ dataIndex: "name", title: "Name" }];

  it("lets the keyboard reach the scrolling box of a table that scrolls sideways", () => {
    const { container } = render(
      <DetailTable dataSource={rows} columns={columns} scroll={{ x: "max-content" }} empty="None" />,
    );
    expect(container.querySelector(".ant-table-content")).toHaveAttribute("tabindex", "0");
  });

  it("adds no tab stop to a table that does not scroll", () => {
    const { container } = render(<DetailTable dataSource={rows} columns={columns} empty="None" />);
    expect(container.querySelector("[tabindex='0']")).toBeNull();
  });
});
