import { waitFor } from "@testing-library/react";
import { companySettings, page } from "../fixtures";
import { findSideMenu, renderApp, screen, signedInAs, within } from "../render";
import { matchesTimeZone, timeZoneLabel, timeZoneOptions } from "../../../resources/settings/time-zones";
import { api, http, json, server } from "../msw";
import { percentFromRate, percentProblem, rateFromPercent } from "../../../resources/settings/percent";
import { openSettings, saveAccepted, saveRefused } from "./app";
import { NO_COUNTS } from "../transactions/harness";

const company = companySettings();

describe("tax rate ↔ percent", () => {
  it.each([
    ["0.08875", "8.875"],
    ["0", "0"],
    ["0.1", "10"],
    ["0.000001", "0.0001"],
    ["0.999999", "99.9999"],
  ])("the rate %s is %s percent, and back", (rate, percent) => {
    expect(percentFromRate(rate)).toBe(percent);
    expect(rateFromPercent(percent)).toBe(rate);
  });

  it("checks what is typed", () => {
    expect(percentProblem("8.875")).toBeNull();
    expect(percentProblem("")).toBe("Enter the tax rate.");
    expect(percentProblem("abc")).toBe("Enter a number, such as 8.875.");
    expect(percentProblem("-1")).toBe("Enter a number, such as 8.875.");
    expect(percentProblem("1.23456")).toBe("Use at most 4 decimals.");
    expect(percentProblem("100")).toBe("The rate must be below 100 %.");
  });
});

describe("time zones to choose from", () => {
  it("lists every zone the browser knows by name and offset, and finds one however it is typed", () => {
    const winter = new Date("2026-01-15T12:00:00Z");
    const options = timeZoneOptions(undefined, winter);
    const la = options.find((o) => o.value === "America/Los_Angeles")!;
    expect(la.label).toBe("America/Los Angeles (GMT-8)");
    expect(timeZoneLabel("America/Los_Angeles", new Date("2026-07-15T12:00:00Z"))).toBe(
      "America/Los Angeles (GMT-7)",
    );
    expect(options.some((o) => o.value === "UTC")).toBe(true);
    for (const typed of ["los angeles", "Los_Angeles", "AMERICA/LOS"])
      expect(matchesTimeZone(typed, la)).toBe(true);
    expect(matchesTimeZone("tokyo", la)).toBe(false);
    // A stored zone this browser does not list is still offered, so the form shows it.
    expect(timeZoneOptions("Etc/GMT+5").some((o) => o.value === "Etc/GMT+5")).toBe(true);
  });
});

describe("/settings", () => {
  it("an owner sees the company's name and tax rate, saves them, and a server field error shows beside its field", async () => {
    const { user, patches } = openSettings(() => company, {
      answerPatch: (_, saves) =>
        saves.length === 1
          ? json({ name: ["Ensure this field has no more than 200 characters."] }, 400)
          : json({ ...company, name: "Acme Mobile", tax_rate: "0.0725" }),
    });
    const name = await screen.findByLabelText("Company name", undefined, { timeout: 20_000 });
    await waitFor(() => expect(name).toHaveValue("Demo Wireless"));
    const rate = screen.getByLabelText("Tax rate");
    expect(rate).toHaveValue("8.875");

    await user.clear(name);
    await user.type(name, "Acme Mobile");
    await user.clear(rate);
    await user.type(rate, "7.25");
    await saveRefused(user, "Company name", "Ensure this field has no more than 200 characters.");
    expect(patches[0]).toEqual({ name: "Acme Mobile", tax_rate: "0.0725" });

    await saveAccepted(user);
    expect(patches).toHaveLength(2);
  });

  it("the phone menu: the owner sets its number and Twilio token; the token is sent once, never shown", async () => {
    let stored = { ...company, phone_menu_number: null as string | null, phone_menu_token_set: false };
    const { user, patches } = openSettings(() => stored, {
      answerPatch: (_, saves) => {
        if (saves.length === 1)
          return json(
            { twilio_auth_token: ["Enter the Twilio auth token: 16 to 128 letters and digits."] },
            400,
          );
        stored = { ...stored, phone_menu_number: "5550109999", phone_menu_token_set: true };
        return json(stored);
      },
    });
    const number = await screen.findByLabelText("Phone menu number", undefined, { timeout: 20_000 });
    const token = screen.getByLabelText("Twilio auth token");
    expect(token).toHaveValue("");
    await user.type(number, "+1 555 010 9999");
    await user.type(token, "short");
    await saveRefused(
      user,
      "Twilio auth token",
      "Enter the Twilio auth token: 16 to 128 letters and digits.",
    );
    await user.clear(token);
    await user.type(token, "0123456789abcdef0123456789abcdef");
    // The account texts go out through (SMS=twilio) sits beside them.
    await user.type(screen.getByLabelText("Twilio account SID"), `AC${"0".repeat(32)}`);
    await saveAccepted(user);
    expect(patches[1]).toEqual({
      name: "Demo Wireless",
      tax_rate: "0.08875",
      phone_menu_number: "+1 555 010 9999",
      twilio_auth_token: "0123456789abcdef0123456789abcdef",
      twilio_account_sid: `AC${"0".repeat(32)}`,
    });
    await waitFor(() => expect(screen.getByLabelText("Twilio auth token")).toHaveValue(""));
    expect(await screen.findByText(/A token is stored\. It is never shown again/)).toBeInTheDocument();
  });

  it("an owner chooses the company's time zone from a searchable list; a refusal shows beside the field", async () => {
    const { user, patches } = openSettings(() => company, {
      answerPatch: (_, saves) =>
        saves.length === 1
          ? json({ time_zone: ["Choose a time zone."] }, 400)
          : json({ ...company, time_zone: "America/Los_Angeles" }),
    });
    const field = await screen.findByRole("combobox", { name: "Time zone" }, { timeout: 20_000 });
    const formItem = field.closest(".ant-form-item") as HTMLElement;
    await waitFor(() => expect(formItem).toHaveTextContent(/America\/New York \(GMT-[45]\)/));
    await user.click(field);
    await user.type(field, "los ang");
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find((el) =>
        /^America\/Los Angeles \(GMT-[78]\)$/.test(el.textContent ?? ""),
      );
      if (!found) throw new Error("no Los Angeles");
      return found;
    });
    await user.click(option);
    await saveRefused(user, "Time zone", "Choose a time zone.");
    expect(patches[0]).toEqual({
      name: "Demo Wireless",
      tax_rate: "0.08875",
      time_zone: "America/Los_Angeles",
    });

    await saveAccepted(user);
    expect(patches[1]).toMatchObject({ time_zone: "America/Los_Angeles" });
    expect(within(formItem).getByText(/America\/Los Angeles/)).toBeInTheDocument();
  });

  it("refuses a rate of 100 % or more before asking the server", async () => {
    const { user, patches } = openSettings(() => company);
    const rate = await screen.findByLabelText("Tax rate", undefined, { timeout: 20_000 });
    await waitFor(() => expect(rate).toHaveValue("8.875"));
    await user.clear(rate);
    await user.type(rate, "150");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    expect(await screen.findByText("The rate must be below 100 %.")).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("says so when the settings cannot be loaded", async () => {
    signedInAs("owner");
    server.use(http.get(api("/api/company/"), () => json({ detail: "A server error occurred." }, 500)));
    renderApp("/settings");
    expect(
      await screen.findByText("Failed to fetch company settings", undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it("is closed to members: /settings sends them away", async () => {
    signedInAs("member");
    server.use(
      http.get(api("/api/company/customers/"), () => json(page([]))),
      http.get(api("/api/transactions/"), () => json(page([]))),
      http.get(api("/api/transactions/counters/"), () => json(NO_COUNTS)),
    );
    renderApp("/settings");
    await waitFor(() => expect(window.location.pathname).not.toBe("/settings"));
    expect(await within(await findSideMenu()).findByRole("link", { name: /Customers/ })).toBeInTheDocument();
    expect(within(await findSideMenu()).queryByRole("link", { name: /Settings/ })).not.toBeInTheDocument();
  });
});
