import type { FastifyInstance } from "fastify";

/**
 * Counts route handlers still running, so that closing the app can let them finish before the database
 * goes away. Fastify's close waits for open connections, not for handlers: a client that hangs up (a load
 * balancer's timeout, a closed tab) leaves its handler running, and closing the database under it turned
 * the rest of its work into errors. Call before any route is registered.
 */
export function trackRunningHandlers(app: FastifyInstance): { settled(timeoutMs: number): Promise<void> } {
  let running = 0;
  let wake: (() => void) | null = null;

  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function (this: unknown, request, reply) {
      const result = handler.call(this as FastifyInstance, request, reply);
      if (!result || typeof (result as Promise<unknown>).then !== "function") return result;
      running++;
      return (result as Promise<unknown>).finally(() => {
        running--;
        if (running === 0) wake?.();
      });
    } as typeof handler;
  });

  return {
    async settled(timeoutMs) {
      if (running === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, timeoutMs);
      });
      clearTimeout(timer);
      wake = null;
    },
  };
}
