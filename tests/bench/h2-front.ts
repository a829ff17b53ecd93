import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * HTTPS with HTTP/2 in front of a server on 127.0.0.1, as the TLS proxy production puts before the panel
 * (docs/operations.md: TLS ends at the proxy) meets a browser. The bench measures through it because
 * Lighthouse's simulation spreads HTTP/1.1 requests over six connections of one request at a time each, and
 * HTTP/2 ones over one connection, all at once: served by the bare server, each of a screen's ~40 files
 * costs a simulated round trip that a customer's phone would not pay. The certificate is self-signed for
 * 127.0.0.1 (openssl, made for the run); the browser measuring is told to accept it.
 */
export interface H2Front {
  /** https://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

// Hop-by-hop fields: meaningless past one connection, and HTTP/2 refuses them.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "host",
  "http2-settings",
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
  );
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "refill-h2-front-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front for the server at http://127.0.0.1:`upstreamPort`, on a free port. */
export async function startH2Front(upstreamPort: number): Promise<H2Front> {
  const front = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), host: `127.0.0.1:${upstreamPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // A browser keeps its connection open: closing the front ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  front.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const { port } = front.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        front.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
