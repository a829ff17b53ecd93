import type { ComponentType } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import type { DialogFormProps } from "./useDialogForm";

/** Back to the list under a dialog's route, with the list's query string (its page, filters, order). */
export function useBackToList(listPath: string): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => navigate(`${listPath}${search}`);
}

/**
 * A create or edit form at its own route (`/x/create`, `/x/:id/edit`), drawn over the list: linkable and
 * reloadable; closing it goes back to the list as it was.
 */
export function DialogRoute({
  Form,
  action,
  listPath,
}: {
  Form: ComponentType<DialogFormProps>;
  action: "create" | "edit";
  listPath: string;
}) {
  const { id } = useParams();
  const back = useBackToList(listPath);
  return (
    <Form
      key={`${action}-${id ?? ""}`}
      action={action}
      id={action === "edit" ? id : undefined}
      onClose={back}
    />
  );
}
