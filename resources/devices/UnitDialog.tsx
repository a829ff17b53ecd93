import { Form, Input, Select } from "antd";
import { UNIT_SETTABLE } from "@common/api/enums";
import type { DeviceUnit, DeviceUnitDetail } from "@common/api";
import { useFormCall } from "../../src/components/forms/useFormCall";
import { FormModal } from "../../src/components/forms/FormModal";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { deviceEndpoints } from "./endpoints";
import { unitStatusText } from "./unitLabels";

interface UnitValues {
  serial: string;
  barcode?: string | null;
  iccid?: string | null;
  note?: string;
  status?: DeviceUnit["status"];
}

const FIELDS = ["serial", "barcode", "iccid", "note", "status"] as const;

/**
 * Add unit (POST /api/rental/devices/{id}/units/) or edit one (PATCH /api/rental/units/{id}/): serial or IMEI,
 * barcode, the SIM's ICCID, a note, and (editing) its status. A unit out on a rental keeps its status until
 * the rental's return or a swap, so the field says so instead of offering a change the server refuses.
 */
export function UnitDialog({
  deviceId,
  unit,
  onClose,
  onSaved,
}: {
  deviceId: number;
  unit?: DeviceUnit;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<UnitValues>();
  const { send, pending } = useFormCall<DeviceUnitDetail>(form, FIELDS);
  const out = unit?.status === "out";
  const save = (values: UnitValues) => {
    const body = {
      serial: values.serial.trim(),
      barcode: values.barcode?.trim() ?? "",
      iccid: values.iccid?.trim() ?? "",
      note: values.note?.trim() ?? "",
      ...(unit && !out && values.status !== unit.status ? { status: values.status } : {}),
    };
    const endpoint = unit ? deviceEndpoints.updateUnit(unit.id) : deviceEndpoints.addUnit(deviceId);
    return send(
      {
        url: endpoint.path,
        method: unit ? "patch" : "post",
        values: body,
        successNotification: () => ({
          type: "success",
          message: unit ? t("devices.units.updated") : t("devices.units.added"),
        }),
        errorNotification: failedNotice(
          unit ? t("devices.units.updateFailed") : t("devices.units.addFailed"),
        ),
      },
      () => {
        onSaved();
        onClose();
      },
    );
  };
  return (
    <FormModal
      form={form}
      pending={pending}
      onClose={onClose}
      title={unit ? t("devices.units.editTitle", { serial: unit.serial }) : t("devices.units.addTitle")}
      okText={t("devices.units.save")}
      destroyOnHidden
      focus="serial"
    >
      <Form<UnitValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={
          unit
            ? {
                serial: unit.serial,
                barcode: unit.barcode,
                iccid: unit.iccid,
                note: unit.note,
                status: unit.status,
              }
            : { note: "" }
        }
      >
        <Form.Item
          label={t("devices.units.serial")}
          name="serial"
          rules={[{ required: true, whitespace: true, message: t("devices.units.serialRequired") }]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item label={t("devices.units.barcode")} name="barcode" extra={t("devices.units.barcodeExtra")}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item label={t("devices.units.iccid")} name="iccid" extra={t("devices.units.iccidExtra")}>
          <Input autoComplete="off" maxLength={22} inputMode="numeric" />
        </Form.Item>
        {unit && (
          <Form.Item
            label={t("devices.units.statusColumn")}
            name="status"
            extra={out ? t("devices.units.outLocked", { id: unit.rental ?? "" }) : undefined}
          >
            <Select
              disabled={out}
              options={(out ? [unit.status] : UNIT_SETTABLE).map((value) => ({
                value,
                label: unitStatusText(value),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t("devices.units.note")} name="note">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
