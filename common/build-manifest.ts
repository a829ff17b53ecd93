/** One chunk of the panel's build manifest (dist/.vite/manifest.json: vite.config.ts sets `build.manifest`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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
