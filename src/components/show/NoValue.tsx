import { PlainText } from "../plain/PlainText";

/** What a record page or a table shows for a value the record does not have: a muted "—". */
export function NoValue() {
  return <PlainText type="secondary">—</PlainText>;
}
