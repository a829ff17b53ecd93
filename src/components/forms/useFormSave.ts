import type { FormInstance } from "antd";
import { useState } from "react";
import { applyServerErrors } from "./form-errors";

/**
 * A dialog's form sent by a call of its own (the profile, assigning a card): `saving` while the call runs;
 * once it worked, `onSaved`; when it failed, the server's field errors beside `fields` and its other
 * messages in `messages` (for an alert above the form).
 */
export function useFormSave(form: FormInstance, fields: readonly string[], onSaved: () => void) {
  const [saving, setSaving] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const save = async (send: () => Promise<unknown>) => {
    setSaving(true);
    setMessages([]);
    try {
      await send();
      onSaved();
    } catch (e) {
      setMessages(applyServerErrors(form, e, fields));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, messages };
}
