import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Table } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useIsStaff } from "../access";
import { AddButton } from "../actions";
import type { ActivationTexts } from "../ActiveToggle";
import { catalogActionsColumn } from "./columns";
import { ListScreen } from "./ListScreen";
import { sortable } from "./sortable";
import type { ResourceList } from "./useResourceList";

type CatalogRow = BaseRecord & { id: BaseKey; name: string; is_active: boolean };

/**
 * A catalogue's list screen (carriers, devices, countries): its title with "Add <noun>", the filter bar, and
 * the table whose empty state offers "Add the first <noun>". Every catalogue's table starts with the name
 * (sorted on the server, linked to the row's page where it has one) and ends, for staff, with Edit and
 * Deactivate/Reactivate; the columns between are the children.
 */
export function CatalogList<T extends CatalogRow>({
  list,
  resource,
  title,
  noun,
  texts,
  consequence,
  nameLinks = false,
  nothing = `No ${title.toLowerCase()} yet.`,
  children,
}: {
  list: ResourceList<T>;
  resource: string;
  /** "Countries" */
  title: string;
  /** "country" */
  noun: string;
  /** the notices of deactivating and reactivating a row */
  texts: ActivationTexts;
  /** what deactivating a row means for customers */
  consequence: string;
  /** the name links to the row's page (`/<resource>/{id}`) */
  nameLinks?: boolean;
  /** what an empty list says; "No <title> yet." unless given */
  nothing?: string;
  children: ReactNode;
}) {
  const { staff } = useIsStaff();
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
      {staff && (
        <Table.Column<T> key="actions" {...catalogActionsColumn({ resource, noun, texts, consequence })} />
      )}
    </ListScreen>
  );
}
