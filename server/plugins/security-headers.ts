import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every answer (@fastify/helmet): nosniff, no referrer (reset and hijack links carry
 * their secret in the address), never framed (`frame-ancestors 'none'`: the panel moves money), and a
 * Content-Security-Policy that allows what the panel loads and nothing else — its own scripts, and Stripe.js
 * with its frames and API where a card is added. Styles allow 'unsafe-inline' because antd writes its styles
 * into <style> elements at run time. HSTS and upgrading to https only behind a proxy (TRUST_PROXY=on), where
 * TLS ends; a laptop on plain http would otherwise be told to use https it does not have.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const behindProxy = app.config.trustProxy;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://js.stripe.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https://*.stripe.com"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(behindProxy ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // the same rule for browsers that predate frame-ancestors
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    hsts: behindProxy ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
