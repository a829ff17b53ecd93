/**
 * antd's stylesheet made at build time (vite.config.ts, antdStylesAtBuild) is linked from index.html
 * `disabled`, so that the browser does not fetch it: the sign-in page draws nothing of antd's and must not
 * wait for, or parse, its 769 KB (issue 40). Every other screen turns it on as the panel starts
 * (main.tsx), and what antd draws waits for it (src/antd-frame.tsx), so nothing shows unstyled and antd's
 * CSS-in-JS finds its map in the file instead of computing the styles again. Development and the tests have
 * no such link: antd styles at run time there.
 */
let loaded: Promise<void> | undefined;

export function loadAntdStyles(): Promise<void> {
  if (loaded) return loaded;
  const link = document.querySelector<HTMLLinkElement>("link[data-antd-styles]");
  if (!link || !link.disabled) return Promise.resolve();
  loaded = new Promise<void>((resolve) => {
    // A stylesheet that fails to load still lets the screen draw: antd then styles it at run time.
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    link.disabled = false;
  });
  return loaded;
}
