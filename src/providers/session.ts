/**
 * The saved session (docs/panel.md): four localStorage keys. The hijack ("hijack") token is kept apart
 * from the user's own token, so that releasing the hijack gives the own session back untouched.
 */

export const STORAGE_KEYS = {
  token: "token",
  email: "email",
  phoneNumber: "phoneNumber",
  hijackToken: "hijackToken",
} as const;

/** Stored hijack values that mean "broken": the user is released and the page reloaded. */
const BROKEN_HIJACK_VALUES = new Set(["", "null", "undefined"]);

export type SessionEvent = "signed-in" | "signed-out" | "taken-over" | "released";

export interface SignIn {
  token: string;
  email?: string;
  phoneNumber?: string;
}

export interface SessionStore {
  /** The user's own token, or null. */
  ownToken(): string | null;
  /** A usable hijack token, or null (a broken stored value counts as none). */
  hijackToken(): string | null;
  /** The token requests carry: the hijack token while viewing as another user, else the own one. */
  activeToken(): string | null;
  /** `Token <active token>`, or undefined when signed out. */
  authorization(): string | undefined;
  email(): string | null;
  phoneNumber(): string | null;
  /** True when a hijack value is stored but is "", "null" or "undefined". */
  hasBrokenHijack(): boolean;
  signIn(signIn: SignIn): void;
  /** Forgets the session; `chosen` when the user signed out themselves (see signedOutByChoice). */
  signOut(chosen?: boolean): void;
  /**
   * True from a sign-out the user chose until the next sign-in: the sign-in page then opens without the
   * page they left (`?to=`), so that the next person to sign in is not sent there.
   */
  signedOutByChoice(): boolean;
  hijack(token: string): void;
  release(): void;
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<(event: SessionEvent) => void>();
  const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));
  const read = (key: string) => {
    const value = storage.getItem(key);
    return value === null || value === "" ? null : value;
  };

  let signedOutByChoice = false;
  const store: SessionStore = {
    ownToken: () => read(STORAGE_KEYS.token),
    hijackToken() {
      const value = storage.getItem(STORAGE_KEYS.hijackToken);
      return value === null || BROKEN_HIJACK_VALUES.has(value) ? null : value;
    },
    activeToken: () => store.hijackToken() ?? store.ownToken(),
    authorization() {
      const token = store.activeToken();
      return token ? `Token ${token}` : undefined;
    },
    email: () => read(STORAGE_KEYS.email),
    phoneNumber: () => read(STORAGE_KEYS.phoneNumber),
    hasBrokenHijack() {
      const value = storage.getItem(STORAGE_KEYS.hijackToken);
      return value !== null && BROKEN_HIJACK_VALUES.has(value);
    },
    signIn({ token, email, phoneNumber }) {
      storage.setItem(STORAGE_KEYS.token, token);
      if (email) storage.setItem(STORAGE_KEYS.email, email);
      else storage.removeItem(STORAGE_KEYS.email);
      if (phoneNumber) storage.setItem(STORAGE_KEYS.phoneNumber, phoneNumber);
      else storage.removeItem(STORAGE_KEYS.phoneNumber);
      // A fresh sign-in never inherits someone else's hijack.
      storage.removeItem(STORAGE_KEYS.hijackToken);
      signedOutByChoice = false;
      emit("signed-in");
    },
    signOut(chosen = false) {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
      signedOutByChoice = chosen;
      emit("signed-out");
    },
    signedOutByChoice: () => signedOutByChoice,
    hijack(token) {
      storage.setItem(STORAGE_KEYS.hijackToken, token);
      emit("taken-over");
    },
    release() {
      storage.removeItem(STORAGE_KEYS.hijackToken);
      emit("released");
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
