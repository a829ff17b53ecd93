import type { RefSelectProps, SelectProps } from "antd";
import type { BaseOptionType, DefaultOptionType } from "antd/es/select";
import type { PropsWithChildren, Ref } from "react";
import { Select } from "./Select";

/**
 * antd's Select for a required form field. Form.Item hands its control `aria-required`, and antd's Select
 * writes every aria-* prop on its outer <div> as well as on its combobox input; a plain div may not carry
 * it (axe-core "aria-allowed-attr", critical), so it is dropped here. The field still says it is required
 * through its label and its validation message.
 */
export function FieldSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  "aria-required": _required,
  ...props
}: PropsWithChildren<SelectProps<V, O>> & { ref?: Ref<RefSelectProps> }) {
  return <Select<V, O> {...props} />;
}
