import { personName } from "@common/names";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { failedNotice } from "../../src/components/layout/notices";
import type { Endpoint } from "../../src/resource-kit/types";
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
  /** One PIN call about the customer: its notices, and the customer read again once it is done. */
  const call = (
    { path }: Endpoint,
    method: "post" | "delete",
    notices: { done: string; about: string; failed: string },
  ) =>
    mutate(
      {
        url: path,
        method,
        values: {},
        successNotification: { type: "success", message: notices.done, description: notices.about },
        errorNotification: failedNotice(notices.failed),
      },
      { onSuccess: refresh },
    );
  const send = () =>
    call(customerEndpoints.pinReset(customer.id), "post", {
      done: t("customers.pin.sent"),
      about: customer.email,
      failed: t("customers.pin.sendFailed"),
    });
  const remove = () =>
    call(customerEndpoints.removePin(customer.id), "delete", {
      done: t("customers.pin.removed"),
      about: name,
      failed: t("customers.pin.removeFailed"),
    });
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
