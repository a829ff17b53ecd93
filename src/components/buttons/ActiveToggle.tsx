import { CheckCircleOutlined, StopOutlined } from "@ant-design/icons";
import { type NamedPerson, personName } from "@common/names";
import {
  type BaseKey,
  type BaseRecord,
  type HttpError,
  type SuccessErrorNotification,
  type UpdateResponse,
  useCan,
  useCustomMutation,
  useInvalidate,
  useUpdate,
} from "@refinedev/core";
import { Button, Popconfirm, Tooltip } from "antd";
import { t } from "../../i18n";
import { endpointOf } from "../../providers/data";
import { useResourceDefinitions } from "../../resource-kit/context";
import { failedNotice } from "../layout/notices";
import { PlainTag } from "../plain/PlainTag";

export interface ActivationTexts {
  deactivated: string;
  deactivateFailed: string;
  reactivated: string;
  reactivateFailed: string;
}

/** A catalogue's texts (`<area>.catalog`, src/i18n/catalog-texts.ts): the notices and the confirmations, whole sentences. */
export interface CatalogActivationTexts extends ActivationTexts {
  /** "carrier", as the confirmations name it */
  noun: string;
  /** what deactivating means for customers */
  consequence: string;
  /** "Deactivate carrier “Movistar”?" */
  deactivateQuestion: (name: string) => string;
  /** the consequence, then "You can reactivate it later." */
  deactivateDescription: string;
  /** "Reactivate carrier “Movistar”?" */
  reactivateQuestion: (name: string) => string;
}

export interface ActiveToggleProps {
  resource: string;
  record: { id: BaseKey; is_active: boolean };
  /** the row's name, as the notices name it */
  name: string;
  texts: ActivationTexts;
  /** the two confirmations: what each action is called and what it means */
  confirm: {
    deactivateTitle: string;
    deactivateDescription: string;
    reactivateTitle: string;
    reactivateDescription: string;
  };
  /** set to disable the button with this explanation (e.g. one's own account) */
  disabledReason?: string;
  /** other resources whose lists show this row's effects (a carrier's plan count) */
  alsoInvalidate?: string[];
  size?: "small" | "middle";
  onDone?: () => void;
}

export type ToggleConfirm = ActiveToggleProps["confirm"];

/** The confirmations of a catalogue row (carrier, plan, device, country): what it means for customers. */
export const catalogConfirm = (texts: CatalogActivationTexts, name: string): ToggleConfirm => ({
  deactivateTitle: texts.deactivateQuestion(name),
  deactivateDescription: texts.deactivateDescription,
  reactivateTitle: texts.reactivateQuestion(name),
  reactivateDescription: t("forms.toggle.customersSeeAgain"),
});

/** The confirmations of a person (customer, member): deactivation ends their sessions. */
export const personConfirm = (name: string, consequence: string): ToggleConfirm => ({
  deactivateTitle: t("forms.toggle.deactivatePerson", { name }),
  // two whole sentences: the resource's consequence, then ours
  deactivateDescription: `${consequence} ${t("forms.toggle.reactivateLater")}`,
  reactivateTitle: t("forms.toggle.reactivatePerson", { name }),
  reactivateDescription: t("forms.toggle.canSignInAgain"),
});

/** What a row's activation says when it is done and when it fails. */
export type ActivationNotices<Row extends BaseRecord> = SuccessErrorNotification<
  UpdateResponse<Row>,
  HttpError,
  { id: BaseKey; values: { is_active: boolean } }
>;

/**
 * A row turned on or off in place (PATCH is_active: reactivate, pause, resume), the row changing when the
 * server says so. `pending(id)` tells which row's call is on its way, for that row's button.
 */
export function useSetActive<Row extends BaseRecord = BaseRecord>(resource: string) {
  const { mutate, mutation } = useUpdate<Row, HttpError, { is_active: boolean }>();
  const setActive = (id: BaseKey, active: boolean, notices: ActivationNotices<Row>, onDone?: () => void) =>
    mutate(
      { resource, id, values: { is_active: active }, mutationMode: "pessimistic", ...notices },
      { onSuccess: onDone },
    );
  const pending = (id: BaseKey) => mutation.isPending && mutation.variables?.id === id;
  return { setActive, pending };
}

/** A row's status: "Active", or `inactive` ("Inactive" for the catalogue, "Deactivated" for people). */
export function ActiveTag({ active, inactive }: { active: boolean; inactive?: string }) {
  return active ? (
    <PlainTag color="green">{t("common.status.active")}</PlainTag>
  ) : (
    <PlainTag>{inactive ?? t("common.status.inactive")}</PlainTag>
  );
}

/**
 * Deactivate (DELETE: the row is kept) or reactivate (PATCH is_active), each after a confirmation. The
 * DELETE goes through a custom call: Refine's useDelete would drop the cached record, and a deactivated
 * record stays on screen. Hidden from who may not (the access-control provider's delete / edit answer).
 */
export function ActiveToggle({
  resource,
  record,
  name,
  texts,
  confirm,
  disabledReason,
  alsoInvalidate = [],
  size = "small",
  onDone,
}: ActiveToggleProps) {
  const { data: access } = useCan({
    resource,
    action: record.is_active ? "delete" : "edit",
    params: { id: record.id },
  });
  const invalidate = useInvalidate();
  const definitions = useResourceDefinitions();
  const { mutate: remove, mutation: deactivation } = useCustomMutation();
  const { setActive, pending: updating } = useSetActive(resource);
  const refresh = async () => {
    await invalidate({ resource, id: record.id, invalidates: ["list", "many", "detail"] });
    await Promise.all(
      alsoInvalidate.map((other) => invalidate({ resource: other, invalidates: ["list", "detail"] })),
    );
    onDone?.();
  };

  if (access?.can !== true) return null;
  const active = record.is_active;
  // Success and failure are said the same way both ways; only the words differ.
  const notices = (done: string, failed: string) => ({
    successNotification: { type: "success" as const, message: done, description: name },
    errorNotification: failedNotice(failed),
  });
  const deactivate = () =>
    remove(
      {
        url: endpointOf(definitions, resource, "delete", record.id).path,
        method: "delete",
        values: {},
        ...notices(texts.deactivated, texts.deactivateFailed),
      },
      { onSuccess: refresh },
    );
  const reactivate = () =>
    setActive(record.id, true, notices(texts.reactivated, texts.reactivateFailed), refresh);
  const verb = active ? t("common.actions.deactivate") : t("common.actions.reactivate");
  // Only deactivation can be refused (a member deactivating themselves): the button then says why.
  const refused = active ? disabledReason : undefined;
  const button = (
    <Button
      size={size}
      danger={active}
      icon={active ? <StopOutlined /> : <CheckCircleOutlined />}
      loading={active ? deactivation.isPending : updating(record.id)}
      disabled={!!refused}
    >
      {verb}
    </Button>
  );
  if (refused) return <Tooltip title={refused}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={active ? confirm.deactivateTitle : confirm.reactivateTitle}
      description={active ? confirm.deactivateDescription : confirm.reactivateDescription}
      okText={verb}
      okButtonProps={active ? { danger: true } : undefined}
      cancelText={t("common.actions.cancel")}
      onConfirm={active ? deactivate : reactivate}
    >
      {button}
    </Popconfirm>
  );
}

type ToggleArgs = Omit<ActiveToggleProps, "record" | "name" | "confirm">;

/** A catalogue row's toggle (carrier, plan, device, country), named by its name. */
export function CatalogActiveToggle({
  record,
  texts,
  ...rest
}: Omit<ToggleArgs, "texts"> & {
  record: ActiveToggleProps["record"] & { name: string };
  texts: CatalogActivationTexts;
}) {
  return (
    <ActiveToggle
      record={record}
      name={record.name}
      texts={texts}
      confirm={catalogConfirm(texts, record.name)}
      {...rest}
    />
  );
}

/** A person's toggle (customer, member), named as the screens name them. */
export function PersonActiveToggle({
  person,
  consequence,
  ...rest
}: ToggleArgs & { person: ActiveToggleProps["record"] & NamedPerson; consequence: string }) {
  const name = personName(person);
  return <ActiveToggle record={person} name={name} confirm={personConfirm(name, consequence)} {...rest} />;
}
