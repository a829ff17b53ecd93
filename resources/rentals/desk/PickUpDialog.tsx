import { type HttpError, useCustom } from "@refinedev/core";
import { Form, Input, Select } from "antd";
import type { DeviceUnit } from "@common/api";
import { failedNotice } from "../../../src/components/layout/notices";
import { t } from "../../../src/i18n";
import { error, success } from "../../../src/messages";
import { deviceEndpoints, unitsKey } from "../../devices/endpoints";
import { rentalEndpoints } from "../endpoints";
import type { RentalDialogProps } from "./call";
import { useRentalCallForm } from "./callForms";
import { DeskForm } from "./DeskForm";

interface PickUpValues {
  unit_code?: string;
  unit?: number;
}

/**
 * The pick-up at the desk (POST …/pick-up/): the scan field has the focus, so a keyboard-wedge scanner types
 * the barcode and its Enter picks the rental up; or a free unit chosen from the list; or, neither, the first
 * free one. The server says when a code is unknown or its unit is not free, beside the field.
 */
export function PickUpDialog(props: RentalDialogProps) {
  const { rental } = props;
  const call = useRentalCallForm<PickUpValues>(props, ["unit_code", "unit"]);
  const { result } = useCustom<DeviceUnit[], HttpError>({
    url: deviceEndpoints.units(rental.device).path,
    method: "get",
    queryOptions: { queryKey: unitsKey(rental.device) },
  });
  const units: unknown = result?.data;
  const free = (Array.isArray(units) ? (units as DeviceUnit[]) : []).filter((u) => u.status === "available");
  const pickUp = (values: PickUpValues) => {
    const code = values.unit_code?.trim();
    return call.send(
      rentalEndpoints.pickUp(rental.id),
      code ? { unit_code: code } : values.unit ? { unit: values.unit } : {},
      { ok: success.rentalStatusUpdated, failed: failedNotice(error.rentalStatusUpdateFailed) },
    );
  };
  return (
    <DeskForm<PickUpValues> action="pickUp" call={call} onFinish={pickUp} focus="unit_code">
      <Form.Item label={t("rentals.pickUp.code")} name="unit_code" extra={t("rentals.pickUp.codeExtra")}>
        <Input
          autoComplete="off"
          aria-label={t("rentals.pickUp.code")}
          onPressEnter={(e) => {
            e.preventDefault();
            call.form.submit();
          }}
        />
      </Form.Item>
      <Form.Item label={t("rentals.pickUp.unit")} name="unit">
        <Select
          allowClear
          aria-label={t("rentals.pickUp.unit")}
          placeholder={t("rentals.pickUp.unitPlaceholder")}
          notFoundContent={t("rentals.pickUp.noneFree")}
          options={free.map((u) => ({
            value: u.id,
            label: u.barcode ? `${u.serial} · ${u.barcode}` : u.serial,
          }))}
        />
      </Form.Item>
    </DeskForm>
  );
}
