import { Form } from "antd";
import { useIsStaff } from "../../src/components/layout/access";
import { useCustomerInAddress } from "./orderFor";

/**
 * An order page's form (Refill Now, Rent Now): a customer orders for themselves; staff for the customer they
 * choose in the form's `user` field, the one the address names to start with.
 */
export function useOrderForm<Values extends { user?: number }>() {
  const { staff, known } = useIsStaff();
  const inAddress = useCustomerInAddress();
  const [form] = Form.useForm<Values>();
  const values: Partial<Values> = Form.useWatch([], form) ?? {};
  const customer = staff ? values.user : undefined;
  return {
    staff,
    known,
    form,
    values,
    /** staff's chosen customer; undefined for a customer, who orders for themselves */
    customer,
    /** whom the order is for is settled: the caller is a customer, or staff who chose one */
    ready: known && (!staff || customer !== undefined),
    /** the form's first values: the customer the address names, for staff */
    initialValues: (staff && inAddress ? { user: inAddress } : undefined) as Partial<Values> | undefined,
  };
}
