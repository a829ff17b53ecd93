import { describe, expect, it, vi } from "vitest";
import { appForFile, companyWithPeople, createUser, sendQueuedMessages, tokenFor } from "../helpers";
import { call, postSignUp, signUpBody } from "./client";

/**
 * A user's language (issue 21): `language` ("en" | "es") on the profile and the sign-up, and the e-mails a
 * person receives in theirs (a reset; an invitation, in the inviter's language), on SQLite and PostgreSQL.
 */
const app = await appForFile();
const db = app.db;
const { company, owner } = await companyWithPeople(db, "lang-co");

const me = (token: string) => call(app, "GET", "/api/user/me/", { token });
const patch = (token: string, body: unknown) => call(app, "PATCH", "/api/user/me/", { token, body });
const stored = async (id: number) =>
  (await db.selectFrom("users").select("language").where("id", "=", id).executeTakeFirstOrThrow()).language;

async function person(role: "customer" | "owner", language: "en" | "es", first_name = "Ana") {
  const user = await createUser(db, company.id, role, { first_name });
  await db.updateTable("users").set({ language }).where("id", "=", user.id).execute();
  return { ...user, token: await tokenFor(db, user.id) };
}

/** The latest mail to this address (the reset mail goes out just after the answer). */
const mailTo = (email: string) =>
  vi.waitFor(async () => {
    const mail = (await sendQueuedMessages(app)).findLast((m) => m.to === email);
    expect(mail).toBeDefined();
    return mail!;
  });

describe("the profile's language", () => {
  it("is English until changed; the user changes it with PATCH and reads it back", async () => {
    const ana = await person("customer", "en");
    expect((await me(ana.token)).json().language).toBe("en");
    const res = await patch(ana.token, { language: "es" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: "es", first_name: "Ana" });
    expect((await me(ana.token)).json().language).toBe("es");
    expect(await stored(ana.id)).toBe("es");
    // other changes leave it as it is
    expect((await patch(ana.token, { first_name: "Anita" })).json()).toMatchObject({ language: "es" });
    expect((await patch(ana.token, { language: "en" })).json().language).toBe("en");
  });

  it("refuses a language it does not speak with a 400 naming `language`, and changes nothing", async () => {
    const ana = await person("customer", "es");
    for (const bad of ["fr", "ES", "", null, 1, ["es"]]) {
      const res = await patch(ana.token, { language: bad, first_name: "Changed" });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(Object.keys(res.json())).toEqual(["language"]);
    }
    expect((await me(ana.token)).json()).toMatchObject({ language: "es", first_name: "Ana" });
  });

  it("the database holds it to English or Spanish (users.language's check, SQLite and PostgreSQL)", async () => {
    const ana = await person("customer", "en");
    await expect(
      db
        .updateTable("users")
        .set({ language: "fr" as "en" })
        .where("id", "=", ana.id)
        .execute(),
    ).rejects.toThrow();
    expect(await stored(ana.id)).toBe("en");
  });

  it("a member under a hijack token may set the customer's language (helping with the profile)", async () => {
    const ana = await person("customer", "en");
    const opened = await call(app, "POST", `/api/company/customers/${ana.id}/hijack/`, {
      token: owner.token,
    });
    expect(opened.statusCode).toBe(200);
    const res = await patch(opened.json().token, { language: "es" });
    expect(res.statusCode).toBe(200);
    expect(await stored(ana.id)).toBe("es");
  });
});

describe("sign-up with a language", () => {
  const signUp = (body: Record<string, unknown>) => postSignUp(app, body);
  const valid = (email: string) =>
    signUpBody(email, { first_name: "Lucía", last_name: "Gómez", company_slug: "lang-co" });

  it("keeps the language sent, and answers it; without one the customer speaks English", async () => {
    const es = await signUp({ ...valid("lucia.gomez@example.test"), language: "es" });
    expect(es.statusCode).toBe(201);
    expect(es.json()).toMatchObject({ email: "lucia.gomez@example.test", language: "es" });
    expect(await stored(es.json().id)).toBe("es");
    expect((await me(es.json().token)).json().language).toBe("es");

    const en = await signUp(valid("lucia.english@example.test"));
    expect(en.statusCode).toBe(201);
    expect(en.json().language).toBe("en");
    expect(await stored(en.json().id)).toBe("en");
  });

  it("refuses another language with a 400 naming `language`, and creates nobody", async () => {
    const res = await signUp({ ...valid("lucia.french@example.test"), language: "fr" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(["language"]);
    const row = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "lucia.french@example.test")
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe("the reset e-mail in the recipient's language", () => {
  const requestReset = (email: string) => call(app, "POST", "/api/user/reset-password/", { body: { email } });

  const resetMails = [
    {
      name: "to an English user: exactly the English words as before",
      language: "en" as const,
      firstName: "Ana",
      subject: "Reset your password",
      text: (link: string) => [
        "Hello Ana,",
        "",
        "Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new one:",
        link,
        "",
        "The link works once, for one hour. If you did not ask for it, ignore this message: your password stays as it is.",
      ],
      html: (link: string) => [`<p><a href="${link}">Choose a new password</a></p>`],
      englishLeft: null,
    },
    {
      name: "to a Spanish user: subject, greeting, body and link words in Spanish",
      language: "es" as const,
      firstName: "Sofía",
      subject: "Restablezca su contraseña",
      text: (link: string) => [
        "Hola, Sofía:",
        "",
        "Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta. Abra este enlace para elegir una nueva:",
        link,
        "",
        "El enlace sirve una sola vez y durante una hora. Si usted no lo pidió, ignore este mensaje: su contraseña no cambiará.",
      ],
      html: (link: string) => [
        "<p>Hola, Sofía:</p>",
        `<p><a href="${link}">Elegir una nueva contraseña</a></p>`,
      ],
      // None of the English words may be left in the text (the link itself may hold anything).
      englishLeft: /Hello|password|link/,
    },
  ];
  for (const { name, language, firstName, subject, text, html, englishLeft } of resetMails)
    it(name, async () => {
      const recipient = await person("customer", language, firstName);
      expect((await requestReset(recipient.email)).statusCode).toBe(200);
      const mail = await mailTo(recipient.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toBe(text(mail.link!).join("\n"));
      for (const part of html(mail.link!)) expect(mail.html).toContain(part);
      if (englishLeft) expect(mail.text.replace(mail.link!, "")).not.toMatch(englishLeft);
    });
});

describe("the invitation in the inviter's language", () => {
  const invite = (token: string, email: string) =>
    call(app, "POST", "/api/company/members/", {
      token,
      body: { email, first_name: "Iván", last_name: "Nuevo" },
    });

  it("a Spanish owner's invitation is Spanish, and the new member speaks Spanish until they choose", async () => {
    const ines = await person("owner", "es", "Inés");
    const email = "ivan.nuevo@example.test";
    const res = await invite(ines.token, email);
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toBe("es");
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Invitación para unirse a ${company.name}`);
    expect(mail.text).toBe(
      [
        "Hola, Iván:",
        "",
        `Inés Tester le envió una invitación para unirse al panel de administración de ${company.name} como miembro del equipo.`,
        "Abra este enlace para elegir su contraseña y luego inicie sesión con esta dirección de correo electrónico:",
        mail.link,
        "",
        'El enlace sirve una sola vez y durante 7 días. Después, use "¿Olvidó su contraseña?" en la página de inicio de sesión.',
      ].join("\n"),
    );
    expect(mail.html).toContain("Aceptar la invitación</a></p>");

    // resent by an English owner: still in the invited person's language
    const resent = await call(app, "POST", `/api/company/members/${res.json().id}/resend-invite/`, {
      token: owner.token,
    });
    expect(resent.statusCode).toBe(200);
    expect((await mailTo(email)).subject).toBe(`Invitación para unirse a ${company.name}`);
  });

  it("an English owner's invitation keeps the English words", async () => {
    const email = "ivan.english@example.test";
    const res = await invite(owner.token, email);
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toBe("en");
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`You are invited to join ${company.name}`);
    expect(mail.text).toBe(
      [
        "Hello Iván,",
        "",
        `${owner.first_name} ${owner.last_name} invited you to join the ${company.name} back-office as a member.`,
        "Open this link to choose your password, then sign in with this e-mail address:",
        mail.link,
        "",
        'The link works once, for 7 days. After that, use "Forgot password" on the sign-in page.',
      ].join("\n"),
    );
    expect(mail.html).toContain("Accept the invitation</a></p>");
  });
});

describe("a customer opened by staff, in the language staff choose", () => {
  const create = (body: object) =>
    call(app, "POST", "/api/company/customers/", {
      token: owner.token,
      body: { first_name: "Rosa", last_name: "Díaz", ...body },
    });

  it("speaks Spanish from the start when staff say so: stored, answered, and the welcome e-mail in Spanish", async () => {
    const res = await create({ email: "rosa.es@example.test", language: "es" });
    expect(res.statusCode).toBe(201);
    expect(res.json().language).toBe("es");
    expect(await stored(res.json().id)).toBe("es");
    const mail = await mailTo("rosa.es@example.test");
    expect(mail.subject).toBe(`Su cuenta de ${company.name}`);
    expect(mail.text).toContain("Hola, Rosa:");
    expect(mail.text).toContain(`${company.name} le abrió una cuenta`);
    expect(mail.html).toContain("Elegir mi contraseña</a></p>");
  });

  it("English when not given, with the welcome e-mail's English words as before", async () => {
    const res = await create({ email: "rosa.en@example.test" });
    expect(res.json().language).toBe("en");
    const mail = await mailTo("rosa.en@example.test");
    expect(mail.subject).toBe(`Your ${company.name} account`);
    expect(mail.text).toContain(
      `${company.name} has opened an account for you, where you can refill your phone, rent a device and see your history.`,
    );
  });

  it("staff change it later; another language is a 400 naming `language` that changes nothing", async () => {
    const id = (await create({ email: "rosa.later@example.test", send_welcome_email: false })).json().id;
    const edit = (body: object) =>
      call(app, "PATCH", `/api/company/customers/${id}/`, { token: owner.token, body });
    expect((await edit({ language: "es" })).json().language).toBe("es");
    const bad = await edit({ language: "fr", first_name: "Changed" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["language"]);
    expect(await stored(id)).toBe("es");
    expect((await create({ email: "rosa.fr@example.test", language: "fr" })).statusCode).toBe(400);
  });
});
