import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type BaseKey, useDeleteButton, useNavigation } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { CreateButton, type CreateButtonProps, EditButton, type EditButtonProps } from "../refine/buttons";
import { t } from "../../i18n";
import { failedNotice } from "../layout/notices";

/**
 * Refine's buttons, as every list uses them: shown only to who may act (the access-control provider hides
 * the others), opening the create / edit dialog at its own route while keeping the list's query string, so
 * that closing the dialog finds the list as it was. Show is Refine's ShowButton; delete is DeleteAction
 * below (Refine's DeleteButton logic, with the confirmation's description).
 *
 * Not a second button layer: the buttons are Refine's (src/components/refine/buttons.tsx, the copy of
 * @refinedev/antd's, used as they are by record pages and forms); this file is only what a list adds to them.
 */

/** Opens a dialog's route over the list, keeping the list's query string (its page, sorting and filters). */
function useOpenOverList() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { createUrl, editUrl } = useNavigation();
  return {
    create: (resource: string) => navigate(`${createUrl(resource)}${search}`),
    edit: (resource: string, id: BaseKey) => navigate(`${editUrl(resource, id)}${search}`),
  };
}

export function AddButton({ resource, ...rest }: CreateButtonProps & { resource: string }) {
  const open = useOpenOverList();
  return (
    <CreateButton
      resource={resource}
      icon={<PlusOutlined />}
      onClick={() => open.create(resource)}
      {...rest}
    />
  );
}

/** Edit at `/x/:id/edit` over the list; `onClick` instead for a dialog the screen opens itself. */
export function RowEditButton({
  resource,
  recordItemId,
  size = "small",
  ...rest
}: EditButtonProps & { resource: string; recordItemId: string | number }) {
  const open = useOpenOverList();
  return (
    <EditButton
      resource={resource}
      recordItemId={recordItemId}
      size={size}
      onClick={() => open.edit(resource, recordItemId)}
      {...rest}
    >
      {rest.children ?? t("common.actions.edit")}
    </EditButton>
  );
}

/**
 * Delete (or "Remove") with a confirmation that says what deleting means: Refine's delete button logic
 * (useDeleteButton: access control, pessimistic useDelete, list refresh) with antd's Popconfirm and its
 * description, which Refine's DeleteButton cannot show. The question, the button and the notices all name
 * the row the same way: "Remove Visa •••• 4242?", then "Card removed" with "Visa •••• 4242" below it.
 */
export function DeleteAction({
  resource,
  id,
  verb,
  question,
  name,
  what = name,
  consequence,
  texts,
}: {
  resource: string;
  id: BaseKey;
  /** the button's word: "Delete" unless said ("Remove") */
  verb?: string;
  /** the confirmation's whole question ("Remove Visa •••• 4242?"); "Delete <what>?" unless said */
  question?: string;
  /** the row as the notices name it: "Visa •••• 4242" */
  name: string;
  /** the row as the question names it, when it says more than its name: "the refill of (555) 010-0001" */
  what?: string;
  consequence: ReactNode;
  /** the notices: done ("Card removed") and failed ("Failed to remove card") */
  texts: { done: string; failed: string };
}) {
  const successNotification = { type: "success" as const, message: texts.done, description: name };
  const errorNotification = failedNotice(texts.failed);
  const button = useDeleteButton({ resource, id, successNotification, errorNotification });
  if (button.hidden) return null;
  const word = verb ?? t("common.actions.delete");
  const title =
    question ?? (verb ? t("common.verbQuestion", { verb, what }) : t("common.deleteQuestion", { what }));
  return (
    <Popconfirm
      title={title}
      description={consequence}
      okText={word}
      okButtonProps={{ danger: true, disabled: button.loading }}
      cancelText={t("common.actions.cancel")}
      onConfirm={button.onConfirm}
      disabled={button.disabled}
    >
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        loading={button.loading}
        disabled={button.disabled}
      >
        {word}
      </Button>
    </Popconfirm>
  );
}
