import { fireEvent } from "@testing-library/react";
import { answerConfirm, findNotice, screen, waitFor } from "../render";
import { companySettings, owner } from "../fixtures";
import { api, http, json } from "../msw";
import { logoFileProblem } from "../../../resources/settings/LogoField";
import { openSettings, saveAccepted, saveRefused } from "./app";

/** /settings, what customers see of the company (issue 21): address, support phone and e-mail, logo. */

const company = companySettings({
  phone_menu_number: null,
  phone_menu_token_set: false,
  address: null as string | null,
  support_phone: null as string | null,
  support_email: null as string | null,
  logo_url: null as string | null,
});

const LOGO = "/api/company/logo/1/0123456789abcdef0123456789abcdef/";

describe("/settings: what customers see", () => {
  it("the owner types the address, support phone and e-mail; a server refusal shows beside its field; empty clears", async () => {
    let stored = { ...company };
    const { user, patches } = openSettings(() => stored, {
      answerPatch: (body, saves) => {
        if (saves.length === 1) return json({ support_email: ["Enter a valid email address."] }, 400);
        stored = {
          ...stored,
          address: (body.address as string | null | undefined) ?? stored.address,
          support_phone:
            "support_phone" in body ? (body.support_phone ? "5550100199" : null) : stored.support_phone,
          support_email:
            "support_email" in body ? (body.support_email as string | null) : stored.support_email,
        };
        return json(stored);
      },
    });
    const address = await screen.findByLabelText("Address", undefined, { timeout: 20_000 });
    await user.type(address, "12 Main St{Enter}Springfield, IL 62701");
    await user.type(screen.getByLabelText("Support phone"), "+1 (555) 010-0199");
    await user.type(screen.getByLabelText("Support e-mail"), "help@demo.test");
    await saveRefused(user, "Support e-mail", "Enter a valid email address.");
    expect(patches[0]).toEqual({
      name: "Demo Wireless",
      tax_rate: "0.08875",
      address: "12 Main St\nSpringfield, IL 62701",
      support_phone: "+1 (555) 010-0199",
      support_email: "help@demo.test",
    });

    await saveAccepted(user);
    expect(stored).toMatchObject({ support_phone: "5550100199", support_email: "help@demo.test" });

    // An emptied field is sent as null: the server clears it.
    await user.clear(screen.getByLabelText("Support e-mail"));
    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(patches).toHaveLength(3));
    expect(patches[2]).toEqual({ name: "Demo Wireless", tax_rate: "0.08875", support_email: null });
  });

  it("shows the stored phone formatted, and refuses a number that is not one before asking the server", async () => {
    const { user, patches } = openSettings(() => ({ ...company, support_phone: "5550100199" }));
    const phone = await screen.findByLabelText("Support phone", undefined, { timeout: 20_000 });
    await waitFor(() => expect(phone).toHaveValue("(555) 010-0199"));
    await user.clear(phone);
    await user.type(phone, "555-01");
    await saveRefused(user, "Support phone", "Enter a valid phone number: 10 to 15 digits.");
    expect(patches).toEqual([]);
  });

  it("the owner uploads a logo (its bytes, PUT), sees it, and removes it after confirming", async () => {
    const uploads: { type: string | null; size: number }[] = [];
    let deleted = 0;
    const { user } = openSettings(() => company, {
      handlers: [
        http.put(api("/api/company/logo/"), async ({ request }) => {
          uploads.push({
            type: request.headers.get("content-type"),
            size: (await request.arrayBuffer()).byteLength,
          });
          return json({ ...company, logo_url: LOGO });
        }),
        http.delete(api("/api/company/logo/"), () => {
          deleted += 1;
          return json({ ...company, logo_url: null });
        }),
      ],
    });
    expect(await screen.findByText("No logo yet.", undefined, { timeout: 20_000 })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe("image/png,image/jpeg,image/webp");
    const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0])], "logo.png", {
      type: "image/png",
    });
    await user.upload(input, file);
    await findNotice("Logo saved");
    expect(uploads).toEqual([{ type: "image/png", size: 10 }]);
    const preview = await screen.findByRole("img", { name: "Demo Wireless logo" });
    expect(preview.getAttribute("src")).toContain(LOGO);

    await user.click(screen.getByRole("button", { name: /Remove/ }));
    await answerConfirm(user, "Remove the logo?", "Remove");
    await findNotice("Logo removed");
    expect(deleted).toBe(1);
    expect(await screen.findByText("No logo yet.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Demo Wireless logo" })).toBeNull();
  });

  it("the menu shows an uploaded logo at once, without a reload", async () => {
    let logo: string | null = null;
    const { user } = openSettings(() => company, {
      handlers: [
        // The profile carries the company's logo, as the server reads it at the time.
        http.get(api("/api/user/me/"), () =>
          json({ ...owner(), company: { ...owner().company, logo_url: logo } }),
        ),
        http.put(api("/api/company/logo/"), () => {
          logo = LOGO;
          return json({ ...company, logo_url: LOGO });
        }),
      ],
    });
    expect(await screen.findByText("No logo yet.", undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryAllByRole("img", { name: "Demo Wireless logo" })).toHaveLength(0);
    const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0])], "logo.png", {
      type: "image/png",
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await findNotice("Logo saved");
    // The settings' preview, and the menu's brand beside the company's name.
    await waitFor(() => expect(screen.getAllByRole("img", { name: "Demo Wireless logo" })).toHaveLength(2));
  });

  it("a file the server refuses: its reason shows under the logo; a wrong type is not sent at all", async () => {
    let puts = 0;
    openSettings(() => company, {
      handlers: [
        http.put(api("/api/company/logo/"), () => {
          puts += 1;
          return json({ logo: ["Upload a PNG, JPEG or WebP image."] }, 400);
        }),
      ],
    });
    await screen.findByText("No logo yet.", undefined, { timeout: 20_000 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // Named and typed as a PNG, but the server reads its content.
    fireEvent.change(input, {
      target: { files: [new File(["not an image"], "x.png", { type: "image/png" })] },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload a PNG, JPEG or WebP image.");
    expect(puts).toBe(1);

    fireEvent.change(input, { target: { files: [new File(["GIF89a"], "x.gif", { type: "image/gif" })] } });
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Upload a PNG, JPEG or WebP image."),
    );
    expect(puts).toBe(1);
  });

  it("checks a chosen file's type and size before sending it", () => {
    expect(logoFileProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: "image/webp", size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: "image/jpeg", size: 2 * 1024 * 1024 + 1 })).toBe(
      "The logo must be at most 2 MB.",
    );
    expect(logoFileProblem({ type: "image/svg+xml", size: 10 })).toBe("Upload a PNG, JPEG or WebP image.");
  });
});
