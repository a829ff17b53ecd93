import { createSessionStore, type SessionEvent, STORAGE_KEYS } from "../../../src/providers/session";

const storage = () => window.localStorage;

describe("session store", () => {
  it("keeps the session under the four localStorage keys token, email, phoneNumber and hijackToken", () => {
    expect(STORAGE_KEYS).toEqual({
      token: "token",
      email: "email",
      phoneNumber: "phoneNumber",
      hijackToken: "hijackToken",
    });
    const session = createSessionStore(storage());
    session.signIn({ token: "own-1", email: "a@b.test" });
    expect(localStorage.getItem("token")).toBe("own-1");
    expect(localStorage.getItem("email")).toBe("a@b.test");
    expect(localStorage.getItem("phoneNumber")).toBeNull();

    session.signIn({ token: "own-2", phoneNumber: "5550100001" });
    expect(localStorage.getItem("token")).toBe("own-2");
    expect(localStorage.getItem("phoneNumber")).toBe("5550100001");
    expect(localStorage.getItem("email")).toBeNull();
  });

  it("restores what is saved, and sends Token <own token> when nobody is taken over", () => {
    localStorage.setItem("token", "saved");
    const session = createSessionStore(storage());
    expect(session.ownToken()).toBe("saved");
    expect(session.authorization()).toBe("Token saved");
  });

  it("keeps the hijack token apart, sends it instead of the own token, and release gives the own one back", () => {
    const session = createSessionStore(storage());
    session.signIn({ token: "own", email: "member@demo.test" });
    session.hijack("taken");
    expect(localStorage.getItem("token")).toBe("own");
    expect(localStorage.getItem("hijackToken")).toBe("taken");
    expect(session.authorization()).toBe("Token taken");

    session.release();
    expect(localStorage.getItem("hijackToken")).toBeNull();
    expect(localStorage.getItem("token")).toBe("own");
    expect(session.authorization()).toBe("Token own");
  });

  it.each(["", "null", "undefined"])(
    "treats a stored hijack value of %j as broken, never as a token",
    (value) => {
      localStorage.setItem("token", "own");
      localStorage.setItem("hijackToken", value);
      const session = createSessionStore(storage());
      expect(session.hasBrokenHijack()).toBe(true);
      expect(session.hijackToken()).toBeNull();
      expect(session.authorization()).toBe("Token own");
    },
  );

  it("signing out erases all four keys; signing in drops a leftover hijack", () => {
    const session = createSessionStore(storage());
    session.signIn({ token: "own", email: "a@b.test" });
    session.hijack("taken");
    session.signIn({ token: "fresh", email: "c@d.test" });
    expect(localStorage.getItem("hijackToken")).toBeNull();

    localStorage.setItem("phoneNumber", "5550100001");
    session.signOut();
    for (const key of ["token", "email", "phoneNumber", "hijackToken"])
      expect(localStorage.getItem(key)).toBeNull();
    expect(session.authorization()).toBeUndefined();
  });

  it("tells listeners what changed", () => {
    const session = createSessionStore(storage());
    const events: SessionEvent[] = [];
    const stop = session.subscribe((event) => events.push(event));
    session.signIn({ token: "own" });
    session.hijack("taken");
    session.release();
    session.signOut();
    stop();
    session.signIn({ token: "again" });
    expect(events).toEqual(["signed-in", "taken-over", "released", "signed-out"]);
  });
});
