import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoadError } from "../../../../src/components/lists/LoadError";

/** A list that could not be loaded, said in plain elements (antd's error Alert's look, issue 40). */
describe("LoadError", () => {
  it("says what failed and why, as an alert, without antd", () => {
    render(
      <LoadError
        error={new Error("Database is down.")}
        text="Failed to fetch customers"
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveClass("plain-alert", "plain-alert-error", "plain-alert-with-description");
    expect(within(alert).getByText("Failed to fetch customers")).toHaveClass("plain-alert-message");
    expect(within(alert).getByText("Database is down.")).toHaveClass("plain-alert-description");
    expect(alert.querySelector('[class*="ant-"]')).toBeNull();
  });

  it("is one line when the server gave no reason", () => {
    render(<LoadError error={null} text="Failed to fetch customers" onRetry={() => {}} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveClass("plain-alert-simple");
    expect(alert.querySelector(".plain-alert-description")).toBeNull();
  });

  it("tries again when asked, its button named by its text alone (the icon is decoration)", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError error={new Error("Database is down.")} text="Failed to fetch customers" onRetry={onRetry} />,
    );
    const again = screen.getByRole("button", { name: "Try again" });
    await userEvent.setup().click(again);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
