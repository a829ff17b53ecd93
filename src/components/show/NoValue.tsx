import { Typography } from "antd";

/** What a record page or a table shows for a value the record does not have: a muted "—". */
export function NoValue() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}
