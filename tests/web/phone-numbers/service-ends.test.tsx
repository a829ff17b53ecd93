import { screen, waitFor, within } from "@testing-library/react";
import { phoneLine } from "../fixtures";
import { api, http, json } from "../msw";
import "../../../resources/phone-numbers/PhoneNumberList";
import { filterList, findRow, writes } from "../render";
import { openLines } from "./harness";

/** A line's service end date on /phone-numbers (issue 35 item 1, item 6's filter). */
const line = phoneLine({ service_ends_on: "2026-12-12" });

const open = (who: "customer" | "member") =>
  openLines(
    who,
    [line],
    http.get(api("/api/phones/11/"), () => json(line)),
    http.patch(api("/api/phones/11/"), () => json({ ...line, service_ends_on: "2027-01-05" })),
  );

describe("service end date", { timeout: 60_000 }, () => {
  it("tells a customer when their line's service ends", async () => {
    open("customer");
    const row = await findRow("(555) 010-0001");
    expect(within(row).getByText("Service ends on Dec 12, 2026")).toBeInTheDocument();
  });

  it("shows staff the end date column and filters the lines ending within 7 days", async () => {
    const { user, requests } = open("member");
    const row = await findRow("(555) 010-0001");
    expect(screen.getByRole("columnheader", { name: /Service ends/ })).toBeInTheDocument();
    expect(within(row).getByText("Dec 12, 2026")).toBeInTheDocument();
    await screen.findByRole("combobox", { name: "Service ends" });
    await filterList(
      { user, requests },
      "/api/phones/",
      { label: "Service ends", option: "Ends within 7 days" },
      ["service_ends_within", "7"],
    );
  });

  it("lets staff set the end date of a line refilled elsewhere", async () => {
    const { user, requests } = open("member");
    await user.click(await screen.findByRole("button", { name: "Edit (555) 010-0001" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit phone number" }, { timeout: 20_000 });
    const field = await within(dialog).findByLabelText("Service ends on");
    await waitFor(() => expect(field).toHaveValue("2026-12-12"));
    await user.clear(field);
    await user.type(field, "2027-01-05");
    await user.click(within(dialog).getByRole("button", { name: /Save/ }));
    await waitFor(() =>
      expect(writes(requests)[0]).toMatchObject({
        method: "PATCH",
        path: "/api/phones/11/",
        body: expect.objectContaining({ service_ends_on: "2027-01-05" }),
      }),
    );
  });
});
