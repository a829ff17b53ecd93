import { type ComponentType, lazy } from "react";

/**
 * A dialog whose code loads when it first opens, not with the screen that offers it (`npm run size`): a
 * screen's first load carries what it shows, and a desk dialog is shown on a click. Render it inside a
 * `<Suspense fallback={null}>`; `name` is the dialog's export.
 */
export function lazyDialog<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
