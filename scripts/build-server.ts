/**
 * `npm run build`'s last step: the server (server/main.ts, server/cluster.ts) bundled into plain
 * JavaScript in dist/server/, so `npm start` runs it on Node without a TypeScript loader
 * (issue 20, decision 013). npm packages stay outside the bundle (node_modules is read at run
 * time as before); our own files, reached through relative paths and package.json "imports"
 * (#engine/*, #schemas/*...), are bundled. The React half of the server is Vite's SSR bundle
 * (dist/server/entry-server.js), which server/ssr/renderer.ts imports at run time.
 */
import { build, type Loader, type Plugin } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve } from 'node:path';
import { SERVER_ENTRIES, SERVER_METAFILE, SERVER_OUT_DIR } from './compiled-server.ts';

const outDir = resolve(SERVER_OUT_DIR);
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/**
 * Files read beside a source file (`new URL('../package.json', import.meta.url)`) must be found
 * from the bundle too: in each bundled file, `import.meta.url`, `.dirname` and `.filename` are
 * rewritten to name that source file, reached relative to the bundle's own address so the
 * checkout can move. (The running entry is `process.argv[1]`.)
 */
function sourceLocations(): Plugin {
  return {
    name: 'source-locations',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        const loader = LOADERS[extname(path)] ?? 'js';
        if (!text.includes('import.meta.')) return { contents: text, loader };
        const toSource = relative(outDir, path).split('\\').join('/');
        const toDir = relative(outDir, dirname(path)).split('\\').join('/') || '.';
        const url = `new URL(${JSON.stringify(toSource)}, import.meta.url).href`;
        const contents = text
          .replaceAll('import.meta.url', url)
          .replaceAll(
            'import.meta.dirname',
            `(import.meta.dirname + ${JSON.stringify('/' + toDir)})`,
          )
          .replaceAll(
            'import.meta.filename',
            `(import.meta.dirname + ${JSON.stringify('/' + toSource)})`,
          );
        return { contents, loader };
      });
    },
  };
}

/**
 * server/ssr/renderer.ts falls back to the SSR sources (`import('#src/entry-server.tsx')`) when
 * dist/server/entry-server.js is missing; only a Vite-based runner can load those (components
 * import CSS and SVG). In the bundle that fallback says what is wrong instead.
 */
function noSourceRenderer(): Plugin {
  return {
    name: 'no-source-renderer',
    setup(b) {
      b.onResolve({ filter: /^#src\/entry-server\.tsx$/ }, () => ({
        path: 'entry-server',
        namespace: 'no-source-renderer',
      }));
      b.onLoad({ filter: /.*/, namespace: 'no-source-renderer' }, () => ({
        contents:
          "throw new Error('dist/server/entry-server.js is missing: `npm run build` builds it');",
        loader: 'js',
      }));
    },
  };
}

const result = await build({
  entryPoints: Object.values(SERVER_ENTRIES),
  outdir: outDir,
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Readable stack traces in the logs: names kept, and the file each function came from is a
  // comment above it in the bundle. The source map is for `node --enable-source-maps` when
  // debugging; it is not loaded otherwise.
  minify: false,
  sourcemap: 'linked',
  metafile: true,
  write: false,
  logLevel: 'warning',
  plugins: [sourceLocations(), noSourceRenderer()],
});
await mkdir(outDir, { recursive: true });
for (const file of result.outputFiles) await writeFile(file.path, asciiOnly(file.text));
await writeFile(SERVER_METAFILE, JSON.stringify(result.metafile));

/**
 * esbuild escapes non-ASCII characters in strings but not in regular expressions; one such
 * character (search's typographic apostrophes) made V8 hold the whole 3.5 MB source two bytes per
 * character, 3.3 MB more for as long as the server runs. \uXXXX means the same character in
 * strings, regular expressions, templates and comments.
 */
function asciiOnly(code: string): string {
  return code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
