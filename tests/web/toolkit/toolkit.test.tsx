import { List } from "@refinedev/antd";
import { type HttpError, useShow } from "@refinedev/core";
import { waitFor, within } from "@testing-library/react";
import { Form, Input, Table } from "antd";
import { useParams } from "react-router";
import { resourceDefinitions } from "../../../resources";
import type { ResourceDefinition } from "../../../resources/types";
import { AddButton, RowEditButton } from "../../../src/components/actions";
import { type DialogFormProps, FormDialog, useDialogForm } from "../../../src/components/forms";
import { FilterBar, ResourceTable, sortable, useResourceList } from "../../../src/components/lists";
import { ShowFrame } from "../../../src/components/show";
import { page } from "../fixtures";
import { api, http, json, server } from "../msw";
import { currentPath, findNotice, preloadRoutes, renderApp, screen } from "../render";

/**
 * The toolkit itself (src/components/lists, forms, show, actions), on a screen built from it for a
 * declared resource ("gizmos" at /api/gizmos/) the way every real screen is.
 */

interface Gizmo {
  id: number;
  name: string;
  colour: string;
}

function GizmoList() {
  const list = useResourceList<Gizmo>({ resource: "gizmos", fetchFailed: "Failed to fetch gizmos" });
  return (
    <List title="Gizmos" headerButtons={<AddButton resource="gizmos">Add gizmo</AddButton>}>
      <FilterBar list={list} />
      <ResourceTable
        list={list}
        empty={{
          nothing: "No gizmos yet.",
          noMatch: "No gizmo matches.",
          action: <AddButton resource="gizmos">Add the first gizmo</AddButton>,
        }}
      >
        <Table.Column<Gizmo> dataIndex="name" title="Name" {...sortable(list, "name")} />
        <Table.Column<Gizmo>
          key="actions"
          render={(_, g) => <RowEditButton resource="gizmos" recordItemId={g.id} />}
        />
      </ResourceTable>
    </List>
  );
}

function GizmoForm(props: DialogFormProps) {
  const form = useDialogForm<Gizmo, { name: string }>({
    ...props,
    resource: "gizmos",
    texts: { created: "Gizmo added", updated: "Gizmo updated", saveFailed: "Failed to save gizmo" },
    describe: (g) => g.name,
  });
  return (
    <FormDialog form={form} title={props.action === "create" ? "Add gizmo" : "Edit gizmo"}>
      <Form.Item label="Name" name="name">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

function GizmoShow() {
  const { query, result } = useShow<Gizmo, HttpError>({
    resource: "gizmos",
    id: useParams().id,
    errorNotification: false,
  });
  return (
    <ShowFrame
      query={query}
      record={result}
      title={(g) => g.name}
      texts={{
        loadingTitle: "Gizmo",
        notFound: "Gizmo not found",
        notFoundHint: "No such gizmo here.",
        fetchFailed: "Failed to fetch gizmos",
      }}
      back={{ to: "/gizmos", label: "Back to gizmos" }}
    >
      {(g) => <p>Colour: {g.colour}</p>}
    </ShowFrame>
  );
}

const gizmos: ResourceDefinition = {
  name: "gizmos",
  label: "Gizmos",
  route: "/gizmos",
  access: { default: "member" },
  api: { base: "/api/gizmos/" },
  list: {
    sort: [{ field: "name", order: "asc" }],
    search: { placeholder: "Search gizmos" },
    filters: [
      {
        field: "colour",
        label: "Colour",
        options: [
          { label: "Any colour", value: "" },
          { label: "Red", value: "red" },
        ],
      },
      {
        field: "is_active",
        label: "Status",
        initial: "true",
        options: [
          { label: "Active", value: "true" },
          { label: "All", value: "" },
        ],
      },
    ],
  },
  screens: { list: GizmoList, show: GizmoShow, create: GizmoForm, edit: GizmoForm },
};

const RESOURCES = [gizmos, ...resourceDefinitions.map((d) => ({ ...d, screens: {} }))];
const ROWS: Gizmo[] = [
  { id: 1, name: "Sprocket", colour: "red" },
  { id: 2, name: "Widget", colour: "blue" },
];

function open(path: string) {
  const view = renderApp(path, { as: "member", resources: RESOURCES });
  const lists = () => view.requests.filter((r) => r.method === "GET" && r.path === "/api/gizmos/");
  return { ...view, lists };
}

/** The open dialog (antd's modal). */
const dialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(".ant-modal");
    if (!found) throw new Error("no dialog");
    return found;
  });

const answerList = (rows = ROWS) =>
  server.use(
    http.get(api("/api/gizmos/"), ({ request }) => {
      const search = new URL(request.url).searchParams.get("search");
      return json(page(search ? rows.filter((r) => r.name.toLowerCase().includes(search)) : rows));
    }),
  );

beforeAll(preloadRoutes, 60_000);

describe("the list hook, filter bar and table", () => {
  it("starts from the declaration: page 1 of 25, its order and a filter's initial value", async () => {
    answerList();
    const { lists } = open("/gizmos");
    await screen.findByText("Sprocket");
    expect(Object.fromEntries(lists()[0].search)).toEqual({
      page: "1",
      page_size: "25",
      ordering: "name",
      is_active: "true",
    });
  });

  it("keeps search, filters, page size and order in the address, and a reloaded address asks the same", async () => {
    answerList();
    const first = open("/gizmos");
    await screen.findByText("Sprocket");
    await first.user.type(screen.getByPlaceholderText("Search gizmos"), "spro{Enter}");
    await waitFor(() => expect(first.lists().at(-1)!.search.get("search")).toBe("spro"));
    await first.user.click(screen.getByRole("combobox", { name: "Colour" }));
    await first.user.click(await screen.findByTitle("Red"));
    await waitFor(() => expect(first.lists().at(-1)!.search.get("colour")).toBe("red"));
    // "any" of a filter with an initial value stays in the address, so a reload does not fall back to it
    await first.user.click(screen.getByRole("combobox", { name: "Status" }));
    await first.user.click(await screen.findByTitle("All"));
    await waitFor(() => expect(first.lists().at(-1)!.search.has("is_active")).toBe(false));
    await first.user.click(screen.getByText("Name"));
    await waitFor(() => expect(first.lists().at(-1)!.search.get("ordering")).toBe("-name"));
    const address = currentPath();
    first.unmount();

    const again = open(address);
    await screen.findByText("Sprocket");
    expect(Object.fromEntries(again.lists()[0].search)).toEqual({
      page: "1",
      page_size: "25",
      ordering: "-name",
      search: "spro",
      colour: "red",
    });
    expect(screen.getByPlaceholderText("Search gizmos")).toHaveValue("spro");
  });

  it("offers pages of 25, 50, 100 and 200 and asks the server for the chosen size", async () => {
    answerList();
    const { user, lists } = open("/gizmos");
    await screen.findByText("Sprocket");
    const sizes = document.querySelector(".ant-pagination-options .ant-select") as HTMLElement;
    await user.click(within(sizes).getByRole("combobox"));
    const options = [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.textContent);
    expect(options).toEqual(["25 / page", "50 / page", "100 / page", "200 / page"]);
    await user.click(await screen.findByTitle("100 / page"));
    await waitFor(() => expect(lists().at(-1)!.search.get("page_size")).toBe("100"));
    expect(window.location.search).toContain("pageSize=100");
  });

  it("says a page could not be loaded, once as a notice and above the table, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get(api("/api/gizmos/"), () =>
        ++calls === 1 ? json({ detail: "Database is down." }, 503) : json(page(ROWS)),
      ),
    );
    const { user } = open("/gizmos");
    await findNotice("Failed to fetch gizmos");
    const alert = await waitFor(() => document.querySelector<HTMLElement>(".ant-alert")!);
    expect(alert).toHaveTextContent("Database is down.");
    await user.click(within(alert).getByRole("button", { name: /Try again/ }));
    expect(await screen.findByText("Sprocket")).toBeInTheDocument();
    expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1);
  });

  it("an empty list says why: nothing yet (with the way to add one), or nothing matching", async () => {
    answerList([]);
    const { user } = open("/gizmos");
    expect(await screen.findByText("No gizmos yet.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Add the first gizmo/ })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Search gizmos"), "zzz{Enter}");
    expect(await screen.findByText("No gizmo matches.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add the first gizmo/ })).not.toBeInTheDocument();
  });
});

describe("the dialog form at its own route", () => {
  it("opens at /gizmos/create over the list keeping its query string, and closing goes back to it", async () => {
    answerList();
    const { user } = open("/gizmos?search=spro");
    await screen.findByText("Sprocket");
    await user.click(await screen.findByRole("button", { name: /Add gizmo/ }));
    await waitFor(() => expect(window.location.pathname).toBe("/gizmos/create"));
    expect(window.location.search).toContain("search=spro");
    expect(screen.getByText("Sprocket")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.location.pathname).toBe("/gizmos"));
    expect(window.location.search).toContain("search=spro");
  });

  it("a reloaded /gizmos/2/edit opens the record's form over the list", async () => {
    answerList();
    server.use(http.get(api("/api/gizmos/2/"), () => json(ROWS[1])));
    open("/gizmos/2/edit");
    const form = await dialog();
    expect(await within(form).findByLabelText("Name")).toHaveValue("Widget");
    expect(within(form).getByText("Edit gizmo")).toBeInTheDocument();
  });

  it("a failed save shows the server's field error beside the field and one notice, and the dialog stays", async () => {
    answerList();
    server.use(http.post(api("/api/gizmos/"), () => json({ name: ["A gizmo with that name exists."] }, 400)));
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent | unknown) => rejections.push(event);
    process.on("unhandledRejection", onRejection);
    try {
      const { user, requests } = open("/gizmos/create");
      const form = await dialog();
      await user.type(await within(form).findByLabelText("Name"), "Sprocket");
      await user.click(within(form).getByRole("button", { name: "Save" }));
      const item = (await within(form).findByText("A gizmo with that name exists.")).closest(
        ".ant-form-item",
      ) as HTMLElement;
      expect(within(item).getByLabelText("Name")).toBeInTheDocument();
      await findNotice("Failed to save gizmo");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1);
      expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
      expect(window.location.pathname).toBe("/gizmos/create");
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });

  it("a successful save notifies, closes the dialog and reloads the list", async () => {
    answerList();
    server.use(http.post(api("/api/gizmos/"), () => json({ id: 3, name: "Gadget", colour: "red" }, 201)));
    const { user, lists } = open("/gizmos/create");
    await screen.findByText("Sprocket");
    const before = lists().length;
    const form = await dialog();
    await user.type(await within(form).findByLabelText("Name"), "Gadget");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice("Gizmo added");
    await waitFor(() => expect(window.location.pathname).toBe("/gizmos"));
    await waitFor(() => expect(document.querySelector(".ant-modal")).toBeNull());
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
  });
});

describe("the show frame", () => {
  it("shows the record once loaded", async () => {
    server.use(http.get(api("/api/gizmos/1/"), () => json(ROWS[0])));
    open("/gizmos/1");
    expect(await screen.findByText("Colour: red")).toBeInTheDocument();
    expect(screen.getByText("Sprocket")).toBeInTheDocument();
  });

  it("says a missing record is not found, with the way back to the list", async () => {
    server.use(http.get(api("/api/gizmos/9/"), () => json({ detail: "Not found." }, 404)));
    open("/gizmos/9");
    expect(await screen.findByText("Gizmo not found")).toBeInTheDocument();
    expect(screen.getByText("No such gizmo here.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to gizmos" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says any other failure with the server's reason, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get(api("/api/gizmos/1/"), () =>
        ++calls === 1 ? json({ detail: "Database is down." }, 503) : json(ROWS[0]),
      ),
    );
    const { user } = open("/gizmos/1");
    expect(await screen.findByText("Failed to fetch gizmos")).toBeInTheDocument();
    expect(screen.getByText("Database is down.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Colour: red")).toBeInTheDocument();
  });
});
