import { render, screen } from "@testing-library/react";
import { Table } from "antd";
import { afterEach } from "vitest";
import { ResourceTable } from "../../../../src/components/lists/ResourceTable";
import type { ResourceList } from "../../../../src/components/lists/useResourceList";

interface Row {
  id: number;
  name: string;
}

const list = {
  tableProps: { dataSource: [{ id: 1, name: "Lyca $19 Starter" }], loading: false, pagination: { total: 1 } },
  tableQuery: { isError: false },
  narrowed: false,
  fetchFailed: "Failed to fetch plans",
} as unknown as ResourceList<Row>;

const desk = window.matchMedia;
/** A 390 px wide phone: only antd's xs query matches. */
function onAPhone() {
  window.matchMedia = (query: string) => ({ ...desk(query), matches: query === "(max-width: 575px)" });
}
afterEach(() => {
  window.matchMedia = desk;
});

function renderTable(scroll?: { x?: true | "max-content"; y?: number }) {
  const { container, unmount } = render(
    <ResourceTable<Row> list={list} empty={{ nothing: "No plans", noMatch: "No match" }} scroll={scroll}>
      <Table.Column<Row> dataIndex="name" title="Plan" />
    </ResourceTable>,
  );
  return {
    wrapper: container.querySelector(".ant-table-wrapper"),
    measuring: container.querySelector(".ant-table-measure-row"),
    unmount,
  };
}

/** How a list's table scrolls sideways (issue 40: antd's measuring row cost a phone's first render). */
describe("ResourceTable sideways", () => {
  it("on a phone scrolls by CSS in its own box, without antd's measuring row", () => {
    onAPhone();
    const fitted = renderTable({ x: true });
    expect(screen.getByText("Lyca $19 Starter")).toBeInTheDocument();
    expect(fitted.wrapper).toHaveClass("table-sideways");
    expect(fitted.wrapper).not.toHaveClass("table-sideways-max");
    expect(fitted.measuring).toBeNull();
  });

  it("on a phone keeps a table as wide as its content when it asks for that", () => {
    onAPhone();
    const wide = renderTable();
    expect(wide.wrapper).toHaveClass("table-sideways", "table-sideways-max");
    expect(wide.measuring).toBeNull();
  });

  it("leaves a table with a height of its own, and a desk's table with fixed columns, to antd", () => {
    onAPhone();
    const tall = renderTable({ x: true, y: 360 });
    expect(tall.wrapper).not.toHaveClass("table-sideways");
    tall.unmount();
    window.matchMedia = desk;
    const onDesk = renderTable({ x: true });
    expect(onDesk.wrapper).not.toHaveClass("table-sideways");
    expect(onDesk.measuring).not.toBeNull();
  });
});
