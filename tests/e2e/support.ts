import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The temporary data folder of the server under test (its mail/ holds the .eml files it "sent"). */
export function serverDataDir(): string {
  return fs.readFileSync(path.join(os.tmpdir(), `refill-e2e-data-dir-${process.env.E2E_PORT ?? "8787"}`), "utf8").trim();
}

/** The newest .eml written to `to` after `since` (ms), or null. */
export function latestMailTo(to: string, since = 0): string | null {
  const dir = path.join(serverDataDir(), "mail");
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml") && f.includes(to.replace(/[^a-z0-9@._-]/gi, "_")))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .filter((x) => x.t >= since)
    .sort((a, b) => a.t - b.t);
  const last = files.at(-1);
  return last ? fs.readFileSync(path.join(dir, last.f), "utf8") : null;
}

/** The first link in a message whose path starts with `pathPrefix` (quoted-printable soft breaks undone). */
export function linkIn(eml: string, pathPrefix: string): string | null {
  const text = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"<>]*`).exec(text);
  return m ? m[0] : null;
}

export const DEMO = {
  password: "demo-pass-1",
  owner: "owner@demo.test",
  member: "member@demo.test",
  customer: "customer@demo.test",
  phone: "5550100001",
  pin: "1234",
  secondOwner: "owner@second.test",
};
