export { FormDialog } from "./FormDialog";
export { type DialogForm, type DialogFormArgs, type DialogFormProps, useDialogForm } from "./useDialogForm";
export { MoneyField, MoneyInput, moneyRange, RecordNameField, WholeNumberInput, wholeRange } from "./inputs";
export { NameFields } from "./NameFields";
export { DialogRoute, useBackToList } from "./DialogRoute";
