import { HttpResponse } from "msw";
import { screen, waitFor } from "@testing-library/react";
import { api, http, json, server } from "../msw";
import { findNotice, findRow, renderApp, warmUp } from "../render";
import { catchSavedFiles, csvExport, expectSavedFile, exportCsv } from "../lists";
import { answerList, makeTransaction } from "./harness";

const ROWS = [
  makeTransaction(),
  makeTransaction({ id: 102, status: "error", phone_number_digits: "5550100013" }),
];
const CSV = "\uFEFFTransaction,Created\r\n102,2026-11-20 10:00:00\r\n101,2026-11-19 10:00:00\r\n";

warmUp("/transactions", "Unlimited 25", () => answerList(ROWS));

describe("Export CSV above the transactions list", () => {
  it("asks for the list's filters and order without a page, and saves the file the server streamed", async () => {
    answerList(ROWS);
    const saved = catchSavedFiles();
    const exported = csvExport("/api/transactions/export/", CSV, "transactions-2026-11-26.csv");
    server.use(exported.handler);
    const { user } = renderApp(
      "/transactions?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=error",
      { as: "member" },
    );
    await findRow("(555) 010-0013");
    await exportCsv(user, 2);
    expect(Object.fromEntries(exported.asked().searchParams)).toEqual({
      ordering: "-created_at",
      status: "error",
    });
    await expectSavedFile(saved, CSV);
    await waitFor(() => expect(screen.getByRole("button", { name: /Export CSV/ })).toBeEnabled());
  });

  it("says why when the server refuses, and when the file stops part-way saves nothing", async () => {
    answerList(ROWS);
    const saved = catchSavedFiles();
    server.use(
      http.get(
        api("/api/transactions/export/"),
        () => json({ created_after: ["Enter a valid date."] }, 400),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp("/transactions", { as: "member" });
    await findRow("(555) 010-0013");
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await findNotice("Enter a valid date.");

    server.use(
      http.get(api("/api/transactions/export/"), () => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("\uFEFFTransaction\r\n102\r\n"));
            controller.error(new Error("connection reset"));
          },
        });
        return new HttpResponse(body, { headers: { "content-type": "text/csv; charset=utf-8" } });
      }),
    );
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await findNotice("The export stopped part-way, so no file was saved. Try again.");
    expect(saved).toHaveLength(0);
  });
});
