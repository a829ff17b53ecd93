import { Alert } from "antd";
import { serverLines } from "../layout/ProviderText";

/** Messages that belong to no field of a form, shown above it. */
export function FormMessages({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return <Alert type="error" showIcon style={{ marginBottom: 16 }} message={serverLines(messages)} />;
}
