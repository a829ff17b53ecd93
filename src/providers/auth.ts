import type { AuthActionResponse, AuthProvider, CheckResponse, OnErrorResponse } from "@refinedev/core";
import type { CompanyRef, Profile, TwoFactorChallenge, UserRef } from "@common/api";
import { setDisplayTimeZone } from "@common/dates";
import type { Language } from "@common/languages";
import { personName } from "@common/names";
import { adoptProfileLanguage, currentLanguage } from "../i18n";
import { error as errorText, info, success } from "../messages";
import { ApiError, type FieldErrors, type HttpClient, isApiError } from "./http";
import type { Notifier } from "./notifications";
import type { SessionStore } from "./session";

/**
 * Sign-in, registration, password reset, the session rules of docs/panel.md and the hijack ("hijack").
 * The profile of the active token is loaded once and kept in memory; any change of session drops it.
 */

export type { CompanyRef, Profile, UserRef };

/** What `useGetIdentity` gives: the profile, a display name and whether we view as another user. */
export interface Identity extends Profile {
  name: string;
  hijacked: boolean;
}

export interface Permissions {
  member: boolean;
  owner: boolean;
}

export type ProfileUpdate = Partial<
  Pick<Profile, "first_name" | "last_name" | "email" | "address" | "state" | "zip_code" | "pin" | "sms_phone">
> & { current_password?: string; password?: string };

/**
 * A sign-in: e-mail and password, phone and PIN, or (an account with a second factor) the challenge the
 * first step answered and the code, with the e-mail or phone number it was for.
 */
export type LoginParams =
  | { email: string; password: string }
  | { phoneNumber: string; pin: string }
  | { challenge: string; code: string; email?: string; phoneNumber?: string };

/** What POST /api/user/token/ (or /api/phones/token/) answers: the token, or a challenge for the code. */
type SignInAnswer = { token: string } | TwoFactorChallenge;

export interface RegisterParams {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company_slug: string;
  /** optional: the customer's line, added with them */
  phone_number?: string;
  /** optional: the number they agree to be texted at (their consent, given as they sign up) */
  sms_phone?: string;
}

/** An auth action's error: Refine shows `name` as the notice's title and `message` below it. */
export interface AuthError extends Error {
  statusCode: number;
  errors?: FieldErrors;
  /** Every message the server gave. */
  messages: string[];
}

function authError(title: string, cause: unknown, text?: string): AuthError {
  const api = isApiError(cause) ? cause : new ApiError(0, undefined);
  const result = new Error(text ?? api.message) as AuthError;
  result.name = title;
  result.statusCode = api.statusCode;
  result.messages = api.messages;
  if (api.errors) result.errors = api.errors;
  return result;
}

export { personName as displayName };

export function permissionsOf(profile: Profile): Permissions {
  // The server guarantees owner ⇒ member; the panel does not rely on it.
  return { member: profile.is_company_member || profile.is_company_owner, owner: profile.is_company_owner };
}

export interface AuthDeps {
  http: HttpClient;
  session: SessionStore;
  notifier: Notifier;
  /** Reloads the page (window.location.reload in the browser). */
  reload: () => void;
}

export interface AuthService {
  /** Refine's auth provider, every method present (the public pages call them directly too). */
  provider: Required<AuthProvider>;
  /** The signed-in user's profile, restoring the session first; null when signed out. */
  restore(): Promise<Profile | null>;
  permissions(): Promise<Permissions | null>;
  /** View the site as the owner of a hijack token; false (with the error notice) when it does not work. */
  hijack(token: string): Promise<boolean>;
  /** POST /api/company/customers/{id}/hijack/ then take over with the token it gives. */
  hijackCustomer(customerId: number | string): Promise<boolean>;
  /** Back to the own session. */
  release(): void;
  /** PATCH /api/user/me/; notifies and gives the new profile, or throws the ApiError after the notice. */
  updateProfile(values: ProfileUpdate): Promise<Profile>;
  /**
   * Forgets the profile read so far, so that the next read asks the server again: after a change the profile
   * carries that was made elsewhere (the company's name or logo in its settings).
   */
  forgetProfile(): void;
  /**
   * The header's language choice, kept in the signed-in user's own profile (silently: the page reloads in
   * it). Viewing as a customer, the customer's profile is left alone.
   */
  saveLanguage(language: Language): Promise<void>;
  companyExists(slug: string): Promise<boolean>;
}

const PROFILE_PATH = "/api/user/me/";
const UNABLE_TO_AUTHENTICATE_KEY = "unable-to-authenticate";

export function createAuth({ http, session, notifier, reload }: AuthDeps): AuthService {
  /** POST /api/user/logout/ with that token: the server deletes it. A failure changes nothing here. */
  const revoke = async (token: string | null) => {
    if (!token) return;
    try {
      await fetch(http.url("/api/user/logout/"), {
        method: "POST",
        headers: { Authorization: `Token ${token}` },
      });
    } catch {
      // Offline or already invalid: the token is forgotten locally all the same.
    }
  };

  let cached: { token: string; profile: Profile } | null = null;
  let inflight: { token: string; promise: Promise<Profile> } | null = null;

  /** The profile of the active token; its company's time zone is the one every screen shows times in. */
  const keep = (token: string, profile: Profile) => {
    cached = { token, profile };
    setDisplayTimeZone(profile.company_time_zone, profile.company_time_zone_offsets);
    // The own profile's language is the panel's (a customer viewed through a hijack keeps the viewer's).
    if (!session.hijackToken()) void adoptProfileLanguage(profile.language);
  };

  session.subscribe(() => {
    cached = null;
    inflight = null;
    setDisplayTimeZone(undefined);
  });

  function loadProfile(token: string): Promise<Profile> {
    if (cached?.token === token) return Promise.resolve(cached.profile);
    if (inflight?.token === token) return inflight.promise;
    const promise = http.get<Profile>(PROFILE_PATH).then((profile) => {
      if (session.activeToken() === token) keep(token, profile);
      return profile;
    });
    inflight = { token, promise };
    const forget = () => {
      if (inflight?.promise === promise) inflight = null;
    };
    promise.then(forget, forget);
    return promise;
  }

  /**
   * Set once a broken hijack made us reload the page. The reload aborts whatever request is on its way
   * (the profile, say); such a failure is the page going away, not a bad token, so it must not sign the
   * user out: the own session is what the reloaded page restores.
   */
  let reloading = false;
  /** The answer while the page reloads: none (nothing here should act on it any more). */
  const pageGoingAway = () => new Promise<never>(() => {});

  async function restore(): Promise<Profile | null> {
    if (session.hasBrokenHijack()) {
      session.release();
      reloading = true;
      reload();
    }
    const token = session.activeToken();
    if (!token) return null;
    try {
      return await loadProfile(token);
    } catch {
      if (reloading) return pageGoingAway();
      // Someone signed in or out meanwhile: judge the session as it is now.
      if (session.activeToken() !== token) return restore();
      session.signOut();
      notifier.error(errorText.unableToAuthenticate, undefined, UNABLE_TO_AUTHENTICATE_KEY);
      return null;
    }
  }

  async function permissions(): Promise<Permissions | null> {
    const profile = await restore();
    return profile && permissionsOf(profile);
  }

  async function hijack(token: string): Promise<boolean> {
    session.hijack(token);
    try {
      await loadProfile(token);
    } catch (cause) {
      session.release();
      notifier.error(errorText.hijackFailed, isApiError(cause) ? cause.message : undefined);
      return false;
    }
    notifier.info(info.viewingAsAnotherUser);
    return true;
  }

  const provider: Required<AuthProvider> = {
    async login(params: LoginParams): Promise<AuthActionResponse> {
      try {
        let answer: SignInAnswer;
        if ("challenge" in params) {
          answer = await http.post<{ token: string }>("/api/user/token/two-factor/", {
            challenge: params.challenge,
            code: params.code,
          });
        } else if ("phoneNumber" in params) {
          answer = await http.post<SignInAnswer>("/api/phones/token/", {
            phone_number: params.phoneNumber,
            pin: params.pin,
          });
        } else {
          answer = await http.post<SignInAnswer>("/api/user/token/", {
            email: params.email,
            password: params.password,
          });
        }
        // The password was right and the account has a second factor: the page asks for the code.
        if ("challenge" in answer)
          return { success: true, nextStep: "two_factor", challenge: answer.challenge };
        const { token } = answer;
        const who = params as { email?: string; phoneNumber?: string };
        if (who.phoneNumber) session.signIn({ token, phoneNumber: who.phoneNumber });
        else session.signIn({ token, email: who.email ?? "" });
      } catch (cause) {
        return { success: false, error: authError(errorText.signInFailed, cause) };
      }
      notifier.close(UNABLE_TO_AUTHENTICATE_KEY);
      return { success: true, redirectTo: "/", successNotification: { message: success.loggedIn } };
    },

    async register(params: RegisterParams): Promise<AuthActionResponse> {
      try {
        // The account speaks the language the visitor signed up in (their e-mails follow it).
        const { token } = await http.post<{ token: string }>("/api/user/create/", {
          ...params,
          language: currentLanguage(),
        });
        session.signIn({ token, email: params.email });
      } catch (cause) {
        return { success: false, error: authError(errorText.registrationFailed, cause) };
      }
      // A new customer first sees what to do first (a line, a card, a refill): src/pages/welcome.
      return { success: true, redirectTo: "/welcome", successNotification: { message: success.registered } };
    },

    async forgotPassword({ email }: { email: string }): Promise<AuthActionResponse> {
      try {
        await http.post("/api/user/reset-password/", { email });
      } catch (cause) {
        // docs/api-conventions.md: the server's e-mail error text is what the user reads.
        const text = isApiError(cause) ? (cause.fieldMessage("email") ?? cause.message) : undefined;
        return { success: false, error: authError(errorText.passwordResetFailed, cause, text) };
      }
      return { success: true, successNotification: { message: success.resetEmailSent } };
    },

    async updatePassword({
      password,
      token,
    }: {
      password: string;
      token: string;
    }): Promise<AuthActionResponse> {
      try {
        await http.post("/api/user/reset-password/confirm/", { password, token });
      } catch (cause) {
        // docs/api-conventions.md: the server's error body is shown, every message of it.
        const text = isApiError(cause) ? cause.messages.join(" ") : undefined;
        return { success: false, error: authError(errorText.passwordResetFailed, cause, text) };
      }
      return { success: true, redirectTo: "/login", successNotification: { message: success.passwordReset } };
    },

    async logout(): Promise<AuthActionResponse> {
      // The server forgets the tokens too, so that a copied token dies with the sign-out.
      await Promise.all([session.hijackToken(), session.ownToken()].map(revoke));
      session.signOut(true);
      return { success: true, redirectTo: "/login" };
    },

    async check(): Promise<CheckResponse> {
      const profile = await restore();
      return profile ? { authenticated: true } : { authenticated: false, redirectTo: "/login" };
    },

    async onError(error: unknown): Promise<OnErrorResponse> {
      const status = (error as { statusCode?: number; status?: number } | null)?.statusCode;
      if (status === 401) {
        if (session.activeToken()) {
          session.signOut();
          notifier.error(errorText.unableToAuthenticate, undefined, UNABLE_TO_AUTHENTICATE_KEY);
        }
        return { logout: true, redirectTo: "/login", error: error as Error };
      }
      return {};
    },

    async getIdentity(): Promise<Identity | null> {
      const profile = await restore();
      if (!profile) return null;
      return { ...profile, name: personName(profile), hijacked: session.hijackToken() !== null };
    },

    getPermissions: () => permissions(),
  };

  return {
    provider,
    restore,
    permissions,
    hijack,
    async hijackCustomer(customerId) {
      let token: string;
      try {
        ({ token } = await http.post<{ token: string }>(
          `/api/company/customers/${encodeURIComponent(String(customerId))}/hijack/`,
        ));
      } catch (cause) {
        notifier.error(errorText.hijackFailed, isApiError(cause) ? cause.message : undefined);
        return false;
      }
      return hijack(token);
    },
    release: () => {
      void revoke(session.hijackToken());
      session.release();
    },
    async updateProfile(values) {
      const token = session.activeToken();
      try {
        const profile = await http.patch<Profile>(PROFILE_PATH, values);
        if (token && session.activeToken() === token) keep(token, profile);
        notifier.success(success.userUpdated);
        return profile;
      } catch (cause) {
        notifier.error(errorText.userUpdateFailed, isApiError(cause) ? cause.message : undefined);
        throw cause;
      }
    },
    forgetProfile() {
      cached = null;
      inflight = null;
    },
    async saveLanguage(language) {
      const token = session.activeToken();
      if (!token || session.hijackToken()) return;
      try {
        const profile = await http.patch<Profile>(PROFILE_PATH, { language });
        if (session.activeToken() === token) cached = { token, profile };
      } catch {
        // The browser still keeps the choice; the profile catches up on the next choice.
      }
    },
    async companyExists(slug) {
      const { exists } = await http.post<{ exists: boolean }>("/api/company/exists/", { slug });
      return exists === true;
    },
  };
}
