import { Table } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useIsStaff } from "../layout/access";
import { AddButton } from "../buttons/listActions";
import type { CatalogActivationTexts } from "../buttons/ActiveToggle";
import { activeColumn, catalogActionsColumn, type CatalogRow } from "./activeColumns";
import { ListScreen } from "./ListScreen";
import { sortable } from "./sortable";
import type { ResourceList } from "./useResourceList";
import { t } from "../../i18n";

/** A catalogue's list texts (`<area>.catalog`, src/i18n/catalog-texts.ts), each a whole sentence. */
interface CatalogListTexts {
  /** "Carriers" */
  title: string;
  /** "Add carrier" */
  add: string;
  /** "Add the first carrier" */
  addFirst: string;
  /** "No carrier matches this search." */
  noMatch: string;
  /** "No carriers yet." */
  nothing: string;
}

/**
 * A catalogue's list screen (carriers, devices, countries): its title with "Add carrier", the filter bar, and
 * the table whose empty state offers "Add the first carrier". Every catalogue's table starts with the name
 * (sorted on the server, linked to the row's page where it has one) and ends, for staff, with the status and
 * Edit and Deactivate/Reactivate; the columns between are the children. Title, noun and the notices come
 * from the catalogue's texts (src/messages `catalog`).
 */
export function CatalogList<T extends CatalogRow>({
  list,
  resource,
  texts,
  nameLinks = false,
  nothing = texts.nothing,
  children,
}: {
  list: ResourceList<T>;
  resource: string;
  texts: CatalogActivationTexts & CatalogListTexts;
  /** the name links to the row's page (`/<resource>/{id}`) */
  nameLinks?: boolean;
  /** what an empty list says; "No carriers yet." unless given */
  nothing?: string;
  children: ReactNode;
}) {
  const { staff } = useIsStaff();
  const byName = sortable(list, "name");
  return (
    <ListScreen
      list={list}
      title={texts.title}
      headerButtons={<AddButton resource={resource}>{texts.add}</AddButton>}
      empty={{
        noMatch: texts.noMatch,
        nothing,
        action: <AddButton resource={resource}>{texts.addFirst}</AddButton>,
      }}
    >
      <Table.Column<T>
        dataIndex="name"
        title={t("common.name")}
        {...byName}
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
