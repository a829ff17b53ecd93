/** One chunk of the panel's build manifest (dist/.vite/manifest.json: vite.config.ts sets `build.manifest`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The lazy module that holds the signed-in half of the panel (src/signed-in.ts). */
export const SIGNED_IN_MODULE = "src/signed-in.ts";

/**
 * The files a browser downloads before these lazy modules run: the entry chunk with everything it imports
 * statically, then each module's chunk with its static imports (scripts/size.ts weighs them; the server
 * names the signed-in half's in the page it sends, server/plugins/panel.ts).
 */
export function firstLoadFiles(manifest: BuildManifest, modules: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}".`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
  visit(entries[0][0]);
  modules.forEach(visit);
  return files;
}

/**
 * The screens drawn without antd for a customer (their declarations' `plainScreens`), by address: the lazy
 * modules that draw each for a customer, the screen's own and the customer's variant of it (byRole). The
 * page the server sends for such an address names them as module preloads beside the signed-in half, so a
 * customer's phone fetches them at once instead of after the signed-in half, then the screen's module, have
 * arrived and run (each step a round trip on a slow network). Staff download the small customer's variant
 * for nothing there. src/App.tsx draws antd's frame by it; tests/web/antd-styles.test.tsx holds it to the
 * declarations, tests/e2e/start-up.spec.ts to the build.
 */
export const CUSTOMER_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  "/transactions": [
    "resources/transactions/TransactionList.tsx",
    "resources/transactions/CustomerTransactionList.tsx",
  ],
  "/refill-now": ["resources/refill-now/RefillNowPage.tsx", "resources/refill-now/CustomerRefillNow.tsx"],
  "/rentals": ["resources/rentals/RentalList.tsx", "resources/rentals/CustomerRentalList.tsx"],
  "/rent-now": ["resources/rentals/RentNowPage.tsx", "resources/rentals/CustomerRentNow.tsx"],
};

/** The modules CUSTOMER_SCREEN_MODULES names for an address (without its query string), with or without a final slash. */
export const customerScreenModulesAt = (address: string): readonly string[] | undefined =>
  CUSTOMER_SCREEN_MODULES[address.replace(/(.)\/$/, "$1")];
