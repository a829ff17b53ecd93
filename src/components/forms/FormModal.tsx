import { type FormInstance, Modal, type ModalProps } from "antd";

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
  ...modal
}: {
  form: FormInstance;
  /** the form is being sent */
  pending: boolean;
  onClose: () => void;
} & Omit<ModalProps, "onOk" | "onCancel" | "confirmLoading">) {
  return (
    <Modal open={open} onOk={() => form.submit()} onCancel={onClose} confirmLoading={pending} {...modal} />
  );
}
