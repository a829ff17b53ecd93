import { screen, within } from "@testing-library/react";
import { phoneLine } from "../fixtures";
import { api, http, json } from "../msw";
import "../../../resources/phone-numbers/PhoneNumberList";
import { findRow } from "../render";
import { openLines } from "./harness";

/** The number's operator (issue 37 item 3): staff warned of a line whose number moved to another operator. */
const moved = phoneLine({
  detected_operator: {
    id: "sim-ported",
    name: "Another operator",
    detected_at: "2026-11-26T15:04:00Z",
    moved: true,
  },
});
const staying = phoneLine({
  id: 12,
  number: "5550100002",
  detected_operator: { id: "173", name: "Tello", detected_at: "2026-11-26T15:04:00Z", moved: false },
});

const open = (lines = [moved, staying]) =>
  openLines(
    "member",
    lines,
    http.get(api("/api/phones/11/"), () => json(moved)),
  );

describe("the number's operator", { timeout: 60_000 }, () => {
  it("warns staff on the line whose number moved, under its number (seen on a phone too), not on the others", async () => {
    open();
    const row = await findRow("(555) 010-0001");
    expect(within(row).getByText("Number now at Another operator")).toBeInTheDocument();
    const other = await findRow("(555) 010-0002");
    expect(within(other).queryByText(/Number now at/)).toBeNull();
  });

  it("says in the line's edit dialog why its refills fail and what fixes it", async () => {
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Edit (555) 010-0001" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit phone number" }, { timeout: 20_000 });
    expect(await within(dialog).findByText("This number has moved to Another operator")).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /Its refills fail before the card is charged until the line's carrier and plan are chosen again\./,
      ),
    ).toBeInTheDocument();
  });
});
