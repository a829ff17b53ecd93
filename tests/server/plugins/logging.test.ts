import { Writable } from "node:stream";
import pino from "pino";
import pretty from "pino-pretty";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { loggerOptions, PRETTY_OPTIONS } from "../../../server/plugins/logging";

/** What pino writes through pino-pretty with the server's options (colours off, so that text compares). */
function prettyLines(write: (log: pino.Logger) => void): string[] {
  const out: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      out.push(String(chunk));
      done();
    },
  });
  const log = pino(
    loggerOptions({ logLevel: "info" }),
    pretty({ ...PRETTY_OPTIONS, colorize: false, sync: true, destination }),
  );
  write(log);
  return out.join("").split("\n").filter(Boolean);
}

describe("log format", () => {
  it("in a terminal: a request is one line of method, path, status and milliseconds", () => {
    const lines = prettyLines((log) => {
      log.info(
        {
          reqId: "r-1",
          req: { method: "GET", url: "/api/transactions/?page=2" },
          res: { statusCode: 200 },
          responseTime: 12.3,
        },
        "request completed",
      );
      log.error({ err: new Error("processor unreachable") }, "charge failed");
    });
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/transactions\/\?page=2 200 12\.3 ms$/,
    );
    expect(lines[1]).toContain("ERROR: charge failed");
    // a failure keeps its stack below its line
    expect(lines.slice(1).join("\n")).toContain("Error: processor unreachable");
  });

  it("LOG_FORMAT chooses; unset, pretty only when the output is a terminal", () => {
    const base = { PAYMENTS: "simulated" };
    expect(loadConfig({ ...base, LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(loadConfig({ ...base, LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig(base).logFormat).toBe(process.stdout.isTTY ? "pretty" : "json");
    expect(() => loadConfig({ ...base, LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });
});
