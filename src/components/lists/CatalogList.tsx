import { Table } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useIsStaff } from "../access";
import { AddButton } from "../actions";
import type { CatalogActivationTexts } from "../ActiveToggle";
import { activeColumn, catalogActionsColumn, type CatalogRow } from "./columns";
import { ListScreen } from "./ListScreen";
import { sortable } from "./sortable";
import type { ResourceList } from "./useResourceList";

/**
 * A catalogue's list screen (carriers, devices, countries): its title with "Add <noun>", the filter bar, and
 * the table whose empty state offers "Add the first <noun>". Every catalogue's table starts with the name
 * (sorted on the server, linked to the row's page where it has one) and ends, for staff, with the status and
 * Edit and Deactivate/Reactivate; the columns between are the children. Title, noun and the notices come
 * from the catalogue's texts (src/messages `catalog`).
 */
export function CatalogList<T extends CatalogRow>({
  list,
  resource,
  texts,
  nameLinks = false,
  nothing = `No ${texts.title.toLowerCase()} yet.`,
  children,
}: {
  list: ResourceList<T>;
  resource: string;
  texts: CatalogActivationTexts & { title: string };
  /** the name links to the row's page (`/<resource>/{id}`) */
  nameLinks?: boolean;
  /** what an empty list says; "No <title> yet." unless given */
  nothing?: string;
  children: ReactNode;
}) {
  const { staff } = useIsStaff();
  const { title, noun } = texts;
  return (
    <ListScreen
      list={list}
      title={title}
      headerButtons={<AddButton resource={resource}>{`Add ${noun}`}</AddButton>}
      empty={{
        noMatch: `No ${noun} matches this search.`,
        nothing,
        action: <AddButton resource={resource}>{`Add the first ${noun}`}</AddButton>,
      }}
    >
      <Table.Column<T>
        dataIndex="name"
        title="Name"
        {...sortable(list, "name")}
        render={(name: string, record) =>
          nameLinks ? <Link to={`/${resource}/${record.id}`}>{name}</Link> : name
        }
      />
      {children}
      {staff && <Table.Column<T> {...activeColumn()} />}
      {staff && <Table.Column<T> key="actions" {...catalogActionsColumn({ resource, texts })} />}
    </ListScreen>
  );
}
