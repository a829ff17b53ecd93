import { findRow } from "../render";
import { answerList, renderRentals, rentalDetail, warmUpRentals } from "./harness";

/**
 * A list wider than a laptop (issue 33: at 1366×768 Total due and Balance fell off the rentals list's right
 * edge): the shared table pins the status, money and actions columns, and the last one, to its right edge
 * and scrolls the others between. Shown on the rentals list; every list is drawn by the same ResourceTable.
 */

const ROWS = [rentalDetail(), rentalDetail({ id: 42, device_name: "Travel Phone", balance: "12.50" })];

warmUpRentals("/rentals", "Travel Phone", () => answerList(ROWS));

/** The header cells' texts, left to right, each with whether it is pinned to the right edge. */
const headers = () =>
  [...document.querySelectorAll<HTMLElement>(".ant-table-thead th")]
    .filter((th) => th.textContent)
    .map((th) => [th.textContent, th.classList.contains("ant-table-cell-fix-right")] as const);

describe("a list's columns on a desk", () => {
  it("keeps the status, the money and the last column at the right edge, the others scrolling between", async () => {
    answerList(ROWS);
    renderRentals("member", "/rentals");
    await findRow("Travel Phone");
    expect(headers()).toEqual([
      ["#", false],
      ["Customer", false],
      ["Device", false],
      ["Country", false],
      ["Start", false],
      ["End", false],
      ["Trigger", false],
      ["Status", true],
      ["Total due", true],
      ["Balance", true],
      ["Created", true],
    ]);
  });
});
