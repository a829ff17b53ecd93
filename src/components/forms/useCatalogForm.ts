import type { BaseRecord } from "@refinedev/core";
import { catalog } from "../../messages";
import { type DialogFormArgs, type DialogFormProps, useDialogForm } from "./useDialogForm";

/**
 * A catalogue record's form (carrier, plan, device, country): its catalogue's notices, naming the record by
 * its name, and the dialog's title "Add carrier" or "Edit carrier".
 */
export function useCatalogForm<T extends BaseRecord & { name: string }, V extends object>(
  props: DialogFormProps,
  {
    noun,
    ...rest
  }: { noun: keyof typeof catalog } & Omit<
    DialogFormArgs<T, V>,
    keyof DialogFormProps | "texts" | "describe"
  >,
) {
  const form = useDialogForm<T, V>({
    ...props,
    ...rest,
    texts: catalog[noun],
    describe: (record) => record.name,
  });
  const texts = catalog[noun];
  return { form, title: props.action === "create" ? texts.add : texts.edit };
}
