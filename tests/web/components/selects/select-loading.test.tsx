import { render } from "@testing-library/react";
import SelectLoading from "../../../../src/components/selects/SelectLoading";

/**
 * The box a select shows while antd's Select loads in the build (src/components/selects/SelectLoading.tsx):
 * plain elements (issue 40), hidden from assistive technology.
 */

const OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

describe("SelectLoading", () => {
  it("shows the chosen labels in a box hidden from assistive technology, no Tab stop, without antd", () => {
    const { container } = render(
      <SelectLoading options={OPTIONS} value={["active", "inactive"]} style={{ width: 180 }} />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute("aria-hidden", "true");
    expect(box).toHaveClass("plain-input", "plain-select-loading");
    expect(box).toHaveStyle({ width: "180px" });
    const input = box.querySelector("input")!;
    expect(input).toHaveValue("Active, Inactive");
    expect(input).toHaveAttribute("tabindex", "-1");
    expect(input).toHaveAttribute("readonly");
    expect(container.querySelector("[class*='ant-']")).toBeNull();
  });

  it("shows its placeholder when nothing is chosen, and antd's size, disabled and status looks", () => {
    const { container } = render(
      <SelectLoading placeholder="Any status" size="small" disabled status="error" />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.querySelector("input")).toHaveAttribute("placeholder", "Any status");
    expect(box.querySelector("input")).toHaveValue("");
    expect(box.querySelector("input")).toBeDisabled();
    expect(box).toHaveClass("plain-input-small", "plain-input-disabled", "plain-input-error");
  });
});
