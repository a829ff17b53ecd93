import { type FormInstance, Modal, type ModalProps } from "antd";
import { useEffect } from "react";

/**
 * A modal whose OK button submits the form inside it: open while mounted (unless `open` says otherwise),
 * OK spinning while the form is sent, Cancel (and the close icon) closing it. For a form a dialog keeps
 * itself (a desk action, the profile); a resource's create/edit form is FormDialog's.
 */
export function FormModal({
  form,
  pending,
  onClose,
  open = true,
  focus,
  ...modal
}: {
  form: FormInstance;
  /** the form is being sent */
  pending: boolean;
  onClose: () => void;
  /**
   * The field that has the focus as the dialog opens, so that what is typed (a barcode scanner's keys) lands
   * in it. An input's own autoFocus does not hold: it runs before antd's portal is in the page. Once it is
   * (this effect runs after the portal's), the dialog keeps a focus that is already inside it.
   */
  focus?: Parameters<FormInstance["focusField"]>[0];
} & Omit<ModalProps, "onOk" | "onCancel" | "confirmLoading">) {
  useEffect(() => {
    if (open && focus !== undefined) form.focusField(focus);
    // The focus is given as the dialog opens, not again when its field's name is rebuilt on a render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);
  return (
    <Modal open={open} onOk={() => form.submit()} onCancel={onClose} confirmLoading={pending} {...modal} />
  );
}
