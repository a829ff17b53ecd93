import { Tag } from "antd";

export function StatusTag({ active }: { active: boolean }) {
  return active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>;
}
