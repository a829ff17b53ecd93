import {
  type DialogFormProps,
  FormDialog,
  ProviderIdField,
  RecordNameField,
  useCatalogForm,
} from "../../src/components/forms";
import type { Carrier, CarrierForm as Values } from "./types";

/** /carriers/create and /carriers/{id}/edit (and Edit on a carrier's page): name and operator id. */
export default function CarrierForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<Carrier, Values>(props, { resource: "carriers", noun: "carrier" });
  return (
    <FormDialog form={form} title={title}>
      <RecordNameField message="Enter the carrier's name." placeholder="e.g. Tello Mobile" />
      <ProviderIdField
        label="Provider operator id"
        name="provider_operator_id"
        tooltip="The operator's id at the top-up provider; refills to this carrier's lines are sent with it."
        placeholder="e.g. 1042"
      />
    </FormDialog>
  );
}
