import type { BaseRecord } from "@refinedev/core";
import type { ReactNode } from "react";
import { AddButton } from "../actions";
import { ListScreen } from "./ListScreen";
import type { ResourceList } from "./useResourceList";

/**
 * A catalogue's list screen (carriers, devices, countries): its title with "Add <noun>", the filter bar, and
 * the table whose empty state offers "Add the first <noun>". The columns are the children.
 */
export function CatalogList<T extends BaseRecord>({
  list,
  resource,
  title,
  noun,
  nothing = `No ${title.toLowerCase()} yet.`,
  children,
}: {
  list: ResourceList<T>;
  resource: string;
  /** "Countries" */
  title: string;
  /** "country" */
  noun: string;
  /** what an empty list says; "No <title> yet." unless given */
  nothing?: string;
  children: ReactNode;
}) {
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
      {children}
    </ListScreen>
  );
}
