import { Space } from "antd";
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useState } from "react";
import { CatalogActiveToggle, type CatalogActivationTexts } from "../buttons/ActiveToggle";
import type { DialogFormProps } from "../forms";
import { EditButton } from "../refine/buttons";
import { RecordPage, useRecord } from "./RecordPage";

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
 * its code loads when Edit is pressed.
 */
export function CatalogRecordPage<T extends CatalogRecord>({
  resource,
  id,
  texts,
  noun,
  seenBy,
  edit,
  form: Form,
  below,
  children,
}: {
  resource: string;
  /** the record's id, as the address gives it */
  id: number;
  texts: CatalogActivationTexts & { fetchFailed: string };
  /** "Carrier" */
  noun: string;
  seenBy: ComponentProps<typeof RecordPage<T>>["seenBy"];
  /** Edit's label */
  edit: string;
  form: ComponentType<DialogFormProps>;
  below: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const show = useRecord<T>(resource, id);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <RecordPage
        show={show}
        noun={noun}
        seenBy={seenBy}
        fetchFailed={texts.fetchFailed}
        title={(record) => record.name}
        headerButtons={(record) => (
          <Space wrap>
            <EditButton resource={resource} recordItemId={record.id} onClick={() => setEditing(true)}>
              {edit}
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
