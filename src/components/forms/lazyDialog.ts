import { type ComponentType, lazy, useState } from "react";

/**
 * A dialog (or a panel shown only in a rare state) whose code loads when it is first drawn, not with the
 * screen that offers it (`npm run size`): a screen's first load carries what it shows, and a dialog is
 * shown on a click. Render it inside a `<Suspense fallback={null}>`; `name` is the component's export.
 */
export function lazyDialog<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * True from the first time `open` is true: a lazy dialog that takes `open` is mounted then and stays
 * mounted, so its code loads on the first click and it closes (animated) as a dialog always there would.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
