import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClientAssets {
  /** URL of the client entry script, or undefined when there is no client build. */
  entry: string | undefined;
  /** URL of the dark-scheme colours (src/styles/dark.css, decision 012), linked, not inlined. */
  darkCss: string | undefined;
  /**
   * The stylesheet a page needs, inlined so first paint needs no second request: the shell's
   * CSS plus that of the page's modules (each module chunk carries its own CSS file), and the
   * files it came from, so the client does not load them again.
   */
  css(moduleNames: Iterable<string>): InlinedCss;
}

export interface InlinedCss {
  text: string;
  /** Site paths of the CSS files inlined in `text`. */
  files: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The client build's second input (vite.config.ts): the dark colours, a stylesheet of its own. */
const DARK_CSS = 'src/styles/dark.css';

/**
 * Reads the client build's manifest once at start-up. Without a build (unit tests) the pages are
 * still served, unstyled and without scripts, which is exactly what a no-JavaScript visitor gets.
 */
export function readClientAssets(staticDir: string): ClientAssets {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    return { entry: undefined, darkCss: undefined, css: () => ({ text: '', files: [] }) };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const text = new Map<string, string>();
  const read = (file: string): string => {
    let t = text.get(file);
    if (t === undefined) text.set(file, (t = readFileSync(join(staticDir, file), 'utf8')));
    return t;
  };
  /** CSS files of a chunk and of every chunk it imports, in import order. */
  const cssOf = (key: string, into: Set<string>, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return into;
    seen.add(key);
    for (const dep of chunk.imports ?? []) cssOf(dep, into, seen);
    for (const f of chunk.css ?? []) into.add(f);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && !k.endsWith('.css'));
  const dark = manifest[DARK_CSS]?.file;
  // The entry loads the app (src/boot.tsx) with a dynamic import, in its own task; the CSS of
  // that app chunk is the shell's too.
  const shell = new Set<string>();
  const entryChunk = entryKey ? manifest[entryKey] : undefined;
  for (const key of [entryKey, ...(entryChunk?.dynamicImports ?? [])]) if (key) cssOf(key, shell);
  const moduleFiles = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = /^modules\/([^/]+)\//.exec(key)?.[1];
    if (!name || !chunk.isDynamicEntry) continue;
    moduleFiles.set(
      name,
      [...cssOf(key, new Set())].filter((f) => !shell.has(f)),
    );
  }
  const shellCss = [...shell].map(read).join('\n');
  const shellPaths = [...shell].map((f) => `/${f}`);
  return {
    entry: entryKey ? `/${manifest[entryKey]?.file}` : undefined,
    darkCss: dark ? `/${dark}` : undefined,
    css(moduleNames) {
      const files = new Set<string>();
      for (const name of moduleNames) for (const f of moduleFiles.get(name) ?? []) files.add(f);
      return {
        text: shellCss + [...files].map(read).join('\n'),
        files: [...shellPaths, ...[...files].map((f) => `/${f}`)],
      };
    },
  };
}

/**
 * Whether a file under /assets/ may be served (`pathName` below the prefix, e.g. '/tools/x.js'):
 * the tools' build only while the tools are on (issue 27, finding 9: it was served, immutable for a
 * year, with the tools off).
 */
export function servedAsset(pathName: string, toolsEnabled: boolean): boolean {
  return toolsEnabled || !(pathName === '/tools' || pathName.startsWith('/tools/'));
}
