import type { BaseRecord } from "@refinedev/core";
import { type CatalogArea, catalogTexts } from "../../i18n/catalog-texts";
import { type DialogFormArgs, type DialogFormProps, useDialogForm } from "./useDialogForm";

/**
 * A catalogue record's form (carrier, plan, device, country): its catalogue's notices, naming the record by
 * its name, and the dialog's title "Add carrier" or "Edit carrier".
 */
export function useCatalogForm<T extends BaseRecord & { name: string }, V extends object>(
  props: DialogFormProps,
  {
    catalog,
    ...rest
  }: { catalog: CatalogArea } & Omit<DialogFormArgs<T, V>, keyof DialogFormProps | "texts" | "describe">,
) {
  const texts = catalogTexts(catalog);
  const form = useDialogForm<T, V>({
    ...props,
    ...rest,
    texts,
    describe: (record) => record.name,
  });
  return { form, title: props.action === "create" ? texts.add : texts.edit };
}
