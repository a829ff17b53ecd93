export { FormDialog } from "./FormDialog";
export { type DialogForm, type DialogFormArgs, type DialogFormProps, useDialogForm } from "./useDialogForm";
export { MoneyInput, readableMoney } from "./MoneyInput";
export {
  MoneyField,
  moneyRange,
  OptionalMoneyField,
  problemRule,
  ProviderIdField,
  RecordNameField,
  WholeNumberField,
  WholeNumberInput,
  wholeRange,
} from "./inputs";
export { useCatalogForm } from "./useCatalogForm";
export { NameFields } from "./NameFields";
export { refundGoesTo, RefundNoteField } from "./RefundNoteField";
export { CarrierPlanFields, useCarrierPlan } from "./CarrierPlanFields";
export { DialogRoute, useBackToList } from "./DialogRoute";
export { ModalForm } from "./ModalForm";
export { ChoiceField, CustomerField, IdSelectField } from "./choiceFields";
