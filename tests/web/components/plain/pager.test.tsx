import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { PlainPager, pagerItems } from "../../../../src/components/plain/PlainPager";

/** The customers' cards' pager drawn without antd (src/components/plain/PlainPager.tsx, issue 40). */

describe("pagerItems", () => {
  it("lists every page up to 7, else the first, the last, 2 either side of the current and jumps between", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, "forward", 20]);
    expect(pagerItems(10, 20)).toEqual([1, "back", 8, 9, 10, 11, 12, "forward", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "back", 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

function renderPager(props: Partial<Parameters<typeof PlainPager>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <MemoryRouter>
      <PlainPager
        current={3}
        pageSize={25}
        total={240}
        simple={false}
        hrefOf={(page, size) => `/transactions?currentPage=${page}&pageSize=${size}`}
        onChange={onChange}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onChange, user: userEvent.setup() };
}

describe("PlainPager", () => {
  it("shows the total, links every page to its address, marks the current one and pages on a click", async () => {
    const { onChange, user } = renderPager();
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(pager).toHaveTextContent("240 in all");
    expect(within(pager).getByRole("link", { name: "3" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("link", { name: "10" })).toHaveAttribute(
      "href",
      "/transactions?currentPage=10&pageSize=25",
    );
    expect(within(pager).getByRole("link", { name: "5 pages forward" })).toHaveAttribute(
      "href",
      "/transactions?currentPage=8&pageSize=25",
    );
    await user.click(within(pager).getByRole("link", { name: "Next page" }));
    expect(onChange).toHaveBeenLastCalledWith(4, 25);
    await user.click(within(pager).getByRole("link", { name: "Previous page" }));
    expect(onChange).toHaveBeenLastCalledWith(2, 25);
  });

  it("changes the page size from its choice, back to the first page", async () => {
    const { onChange, user } = renderPager();
    const size = screen.getByRole("combobox", { name: "Rows per page" });
    expect(size).toHaveDisplayValue("25 / page");
    await user.selectOptions(size, "100 / page");
    expect(onChange).toHaveBeenLastCalledWith(1, 100);
  });

  it("on the first page its previous link leads nowhere, on the last its next one", async () => {
    const { onChange, user } = renderPager({ current: 1, total: 20 });
    for (const name of ["Previous page", "Next page"]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("aria-disabled", "true");
      expect(link).not.toHaveAttribute("href");
      await user.click(link);
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it("on a phone shows the arrows around the page of how many", () => {
    renderPager({ simple: true });
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(pager).toHaveTextContent("240 in all");
    expect(pager).toHaveTextContent("3 / 10");
    expect(
      within(pager)
        .getAllByRole("link")
        .map((link) => link.getAttribute("aria-label")),
    ).toEqual(["Previous page", "Next page"]);
    expect(within(pager).queryByRole("combobox")).toBeNull();
  });

  it("leaves a click with a modifier (a new tab) to the link itself", async () => {
    const { onChange, user } = renderPager();
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Next page" }));
    await user.keyboard("{/Control}");
    expect(onChange).not.toHaveBeenCalled();
  });
});
