import type { Config } from "./config";
import type { Dialect } from "./db/connection";

/**
 * What `npm start` prints once it listens. It names PUBLIC_URL, the address e-mail links use too: a browser
 * keeps its sign-in per origin, so `127.0.0.1` here and `localhost` in an e-mail would be two sign-ins.
 */
export function startupBanner(
  config: Pick<Config, "publicUrl" | "databaseUrl" | "worker">,
  found: { dialect: Dialect; demo: boolean },
): string {
  const url = config.publicUrl;
  const lines = [
    "",
    `  Refill & Rental back-office is running at ${url}`,
    `  API docs: ${url}/api/docs/   Health: ${url}/api/health/`,
    `  Database: ${found.dialect}${found.dialect === "sqlite" ? ` (${config.databaseUrl.replace(/^sqlite:/, "")})` : ""}   Worker: ${config.worker ? "in-process" : "off"}`,
  ];
  if (found.demo) {
    lines.push(
      "",
      '  Demo sign-ins (company "Demo Wireless", slug demo), password demo-pass-1:',
      "    owner     owner@demo.test",
      "    member    member@demo.test",
      "    customer  customer@demo.test   (or phone 5550100001 with PIN 1234)",
      "    second company's owner: owner@second.test",
    );
  }
  return lines.join("\n") + "\n";
}

/** Fastify's "listening" log line: the socket's address is for operators, the origin to open is PUBLIC_URL. */
export const listeningText = (publicUrl: string) => (address: string) =>
  `Server listening at ${address} (open ${publicUrl})`;
