import { render } from "@testing-library/react";
import { Form, Select } from "antd";
import type { ReactNode } from "react";
import { FieldSelect } from "../../../../src/components/selects/FieldSelect";

const OPTIONS = [
  { value: "phone", label: "Phone" },
  { value: "sim", label: "SIM" },
];

function RequiredField({ children }: { children: ReactNode }) {
  return (
    <Form>
      <Form.Item label="Kind" name="kind" rules={[{ required: true }]}>
        {children}
      </Form.Item>
    </Form>
  );
}

describe("<FieldSelect> in a required form field", () => {
  it("antd's own Select puts aria-required on its outer div, where ARIA does not allow it", () => {
    const { container } = render(
      <RequiredField>
        <Select options={OPTIONS} />
      </RequiredField>,
    );
    expect(container.querySelector("div.ant-select")).toHaveAttribute("aria-required", "true");
  });

  it("FieldSelect leaves it off the div, and keeps the rest (label, options)", () => {
    const { container, getByRole } = render(
      <RequiredField>
        <FieldSelect options={OPTIONS} aria-label="Kind of device" />
      </RequiredField>,
    );
    expect(container.querySelector("div.ant-select")).not.toHaveAttribute("aria-required");
    expect(getByRole("combobox", { name: "Kind of device" })).toBeInTheDocument();
  });
});
