import { Alert } from "antd";
import { serverText } from "../layout/ProviderText";

/** Messages that belong to no field of a form, shown above it. */
export function FormMessages({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        messages.length === 1
          ? serverText(messages[0])
          : messages.map((message) => <div key={message}>{serverText(message)}</div>)
      }
    />
  );
}
