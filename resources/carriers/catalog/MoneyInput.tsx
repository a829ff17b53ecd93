import { InputNumber, type InputNumberProps } from "antd";

/** Dollars and cents, kept as the decimal string the API takes ("25.00"): no floating-point rounding. */
export function MoneyInput(props: InputNumberProps<string>) {
  return <InputNumber<string> stringMode prefix="$" precision={2} step="1" style={{ width: "100%" }} {...props} />;
}
