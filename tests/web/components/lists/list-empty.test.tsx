import { render, screen } from "@testing-library/react";
import { ListEmpty } from "../../../../src/components/lists/paging";

/** Why a list is empty, drawn in plain elements (antd's Empty with its simple image, issue 40). */
const EMPTY = {
  nothing: "No transactions yet",
  noMatch: "No transaction matches",
  action: <button type="button">Refill now</button>,
};

describe("ListEmpty", () => {
  it("says the list is empty and offers to add the first row, its image hidden as decoration", () => {
    const { container } = render(<ListEmpty empty={EMPTY} narrowed={false} />);
    expect(screen.getByText("No transactions yet")).toHaveClass("plain-empty-description");
    expect(screen.getByRole("button", { name: "Refill now" })).toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it("says nothing matches, without the action, when the filters left nothing", () => {
    render(<ListEmpty empty={EMPTY} narrowed />);
    expect(screen.getByText("No transaction matches")).toBeInTheDocument();
    expect(screen.queryByText("No transactions yet")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
