import { render } from "@testing-library/react";
import { useRenderedRows } from "../../../../src/components/lists/useRenderedRows";

/**
 * useRenderedRows (ResourceTable, CardList): a page that arrives renders its rows in a transition after a
 * cheap render; every render that still shows the rows before says so (`rendering`), so the list shows it
 * is loading rather than those rows, or their empty state, as the answer.
 */
type Seen = { rows: readonly string[] | undefined; rendering: boolean };

function Recorder({ rows, seen }: { rows: readonly string[] | undefined; seen: Seen[] }) {
  seen.push(useRenderedRows(rows));
  return null;
}

describe("useRenderedRows", () => {
  it("shows the rows at once on the first render", () => {
    const seen: Seen[] = [];
    const page = ["a", "b"];
    render(<Recorder rows={page} seen={seen} />);
    expect(seen).toEqual([{ rows: page, rendering: false }]);
  });

  it("a new page: first a render still holding the old rows, marked rendering, then the new rows", () => {
    const seen: Seen[] = [];
    const before: string[] = [];
    const after = ["a", "b", "c"];
    const { rerender } = render(<Recorder rows={before} seen={seen} />);
    seen.length = 0;
    rerender(<Recorder rows={after} seen={seen} />);
    expect(seen[0]).toEqual({ rows: before, rendering: true });
    expect(seen.at(-1)).toEqual({ rows: after, rendering: false });
    // never the old rows presented as the answer
    for (const render of seen) if (render.rows === before) expect(render.rendering).toBe(true);
  });

  it("the same page again (a refetch that changed nothing) renders once, not rendering", () => {
    const seen: Seen[] = [];
    const page = ["a"];
    const { rerender } = render(<Recorder rows={page} seen={seen} />);
    seen.length = 0;
    rerender(<Recorder rows={page} seen={seen} />);
    expect(seen).toEqual([{ rows: page, rendering: false }]);
  });
});
