import { Form, type FormInstance } from "antd";
import { t } from "../../i18n";
import { asId, useCarrierOptions, usePlanOptions } from "../selects/pickers";
import { IdSelectField } from "./choiceFields";

/**
 * A line's carrier, then its plan among that carrier's (a phone number, a rental's line). The selects'
 * options load with the form (the hook, in the form's component), the fields show once the record has.
 */
export function useCarrierPlan(
  form: FormInstance,
  current?: { carrier?: number | null; plan?: number | null },
) {
  const carrier = asId(Form.useWatch("carrier", form));
  const { selectProps: carrierSelect } = useCarrierOptions(current?.carrier);
  const { selectProps: planSelect } = usePlanOptions(carrier, current?.plan, carrier !== null);
  return { form, carrier, carrierSelect, planSelect };
}

export function CarrierPlanFields({
  fields: { form, carrier, carrierSelect, planSelect },
  planExtra,
}: {
  fields: ReturnType<typeof useCarrierPlan>;
  /** what the plan field says once a carrier is chosen */
  planExtra?: string;
}) {
  return (
    <>
      <IdSelectField
        label={t("common.carrier")}
        name="carrier"
        {...carrierSelect}
        allowClear
        placeholder={t("forms.carrierPlan.chooseCarrier")}
        // another carrier does not offer the chosen plan
        onChange={() => form.setFieldValue("plan", null)}
      />
      <IdSelectField
        label={t("common.plan")}
        name="plan"
        extra={carrier === null ? t("forms.carrierPlan.chooseCarrierFirst") : planExtra}
        {...planSelect}
        allowClear
        disabled={carrier === null}
        placeholder={t("forms.carrierPlan.choosePlan")}
      />
    </>
  );
}
