import {
  type DialogFormProps,
  FormDialog,
  ProviderIdField,
  RecordNameField,
  useCatalogForm,
} from "../../src/components/forms";
import { t } from "../../src/i18n";
import type { Carrier, CarrierForm as Values } from "./types";

/** /carriers/create and /carriers/{id}/edit (and Edit on a carrier's page): name and operator id. */
export default function CarrierForm(props: DialogFormProps) {
  const { form, title } = useCatalogForm<Carrier, Values>(props, {
    resource: "carriers",
    catalog: "carriers",
  });
  return (
    <FormDialog form={form} title={title}>
      <RecordNameField
        message={t("carriers.form.nameRequired")}
        placeholder={t("carriers.form.namePlaceholder")}
      />
      <ProviderIdField
        label={t("carriers.form.providerOperatorId")}
        name="provider_operator_id"
        tooltip={t("carriers.form.providerOperatorIdHint")}
        placeholder={t("carriers.form.providerOperatorIdPlaceholder")}
      />
    </FormDialog>
  );
}
