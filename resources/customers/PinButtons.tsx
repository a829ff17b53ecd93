import { personName } from "@common/names";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { failedNotice } from "../../src/components/layout/notices";
import { t } from "../../src/i18n";
import { customerEndpoints } from "./endpoints";
import type { Customer } from "./types";

/**
 * What staff may do about a customer's PIN, which they never read or choose (issue 39): e-mail the customer
 * a link to choose a new one, or remove it (no phone sign-in until they choose one). Each after a question.
 */
export function PinButtons({ customer }: { customer: Customer }) {
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  const name = personName(customer);
  const refresh = () =>
    invalidate({ resource: "customers", id: customer.id, invalidates: ["detail", "list"] });
  const send = () => {
    const { path } = customerEndpoints.pinReset(customer.id);
    mutate(
      {
        url: path,
        method: "post",
        values: {},
        successNotification: {
          type: "success",
          message: t("customers.pin.sent"),
          description: customer.email,
        },
        errorNotification: failedNotice(t("customers.pin.sendFailed")),
      },
      { onSuccess: refresh },
    );
  };
  const remove = () => {
    const { path } = customerEndpoints.removePin(customer.id);
    mutate(
      {
        url: path,
        method: "delete",
        values: {},
        successNotification: { type: "success", message: t("customers.pin.removed"), description: name },
        errorNotification: failedNotice(t("customers.pin.removeFailed")),
      },
      { onSuccess: refresh },
    );
  };
  return (
    <>
      <Popconfirm
        title={t("customers.pin.sendQuestion", { name })}
        description={t("customers.pin.sendDescription", { email: customer.email })}
        okText={t("customers.pin.sendReset")}
        cancelText={t("common.actions.cancel")}
        onConfirm={send}
        disabled={!customer.is_active}
      >
        <Button size="small" loading={mutation.isPending} disabled={!customer.is_active}>
          {t("customers.pin.sendReset")}
        </Button>
      </Popconfirm>
      {customer.pin_set && (
        <Popconfirm
          title={t("customers.pin.removeQuestion", { name })}
          description={t("customers.pin.removeDescription")}
          okText={t("customers.pin.remove")}
          okButtonProps={{ danger: true }}
          cancelText={t("common.actions.cancel")}
          onConfirm={remove}
        >
          <Button size="small" danger loading={mutation.isPending}>
            {t("customers.pin.remove")}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
