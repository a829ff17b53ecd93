import { Space } from "antd";
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useState } from "react";
import { CatalogActiveToggle } from "../buttons/ActiveToggle";
import type { DialogFormProps } from "../forms";
import { EditButton } from "../refine/buttons";
import { RecordPage, useRecord } from "./RecordPage";
import { t } from "../../i18n";
import { catalogTexts } from "../../i18n/catalog-texts";

/** A catalogue row as its page reads it. */
interface CatalogRecord {
  id: number;
  name: string;
  is_active: boolean;
}

/**
 * A catalogue record's page (a carrier, a device), titled with its name: Edit and Deactivate/Reactivate in the
 * header, its details, and below them the table of what it holds (a carrier's plans, a device's units) once
 * the record is found. Edit opens the record's form in a dialog; the caller passes the form lazily, so that
 * its code loads when Edit is pressed. The resource is the catalogue's area, whose texts name the page
 * (`<area>.show.noun`, `<area>.show.edit`, `<area>.catalog`).
 */
export function CatalogRecordPage<T extends CatalogRecord>({
  resource,
  id,
  seenBy,
  form: Form,
  below,
  children,
}: {
  resource: "carriers" | "devices";
  /** the record's id, as the address gives it */
  id: number;
  seenBy: ComponentProps<typeof RecordPage<T>>["seenBy"];
  form: ComponentType<DialogFormProps>;
  below: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const show = useRecord<T>(resource, id);
  const texts = catalogTexts(resource);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <RecordPage
        show={show}
        noun={t(`${resource}.show.noun`)}
        seenBy={seenBy}
        fetchFailed={texts.fetchFailed}
        title={(record) => record.name}
        headerButtons={(record) => (
          <Space wrap>
            <EditButton resource={resource} recordItemId={record.id} onClick={() => setEditing(true)}>
              {t(`${resource}.show.edit`)}
            </EditButton>
            <CatalogActiveToggle resource={resource} record={record} texts={texts} size="middle" />
          </Space>
        )}
      >
        {children}
      </RecordPage>
      {!show.query.isError && Number.isInteger(id) && id > 0 && below}
      {editing && (
        <Suspense fallback={null}>
          <Form action="edit" id={id} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Space>
  );
}
