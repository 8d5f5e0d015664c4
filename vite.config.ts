import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Client build: one small entry that hydrates, one chunk per module (lazy) with its own CSS; the
 * server inlines the shell's CSS and that of the page's modules (first paint needs no request).
 * `vite build --ssr src/entry-server.tsx` builds the server renderer from the same sources.
 */
/**
 * Built asset names (decision 011). The server build must name them as the client build does:
 * the server renders their URLs (the icon sprite's) and the client build is what is served.
 */
const assetFileNames = 'assets/[hash:7][extname]';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        copyPublicDir: false,
        rollupOptions: { output: { assetFileNames } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: true,
        target: 'es2022',
        assetsDir: 'assets',
        rollupOptions: {
          // The dark colours are a stylesheet of their own, linked for dark-scheme visitors only
          // (decision 012); the server finds its name in the manifest.
          input: ['src/entry-client.tsx', 'src/styles/dark.css'],
          // Generated validators only define functions (ajv sets properties on them at load), so
          // a module that imports one validator must not drag in the rest through the barrel.
          // The map legend's keys likewise: the legend imports them for the server's noscript
          // copy only, and the browser loads them with the open panel's chunk (issue 29).
          treeshake: {
            moduleSideEffects: (id: string) =>
              !id.includes('/schemas/generated/') && !id.endsWith('/map/LegendKeys.tsx'),
          },
          output: {
            // Hash-only names (decision 011): each module's preload entry costs less.
            chunkFileNames: 'assets/[hash:7].js',
            entryFileNames: 'assets/[hash:7].js',
            assetFileNames,
            // The map code every map module shares, in one chunk: split by importer it came as five
            // small chunks whose seams cost /national about 1 KB before interaction (issue 12).
            // The marker detail, the interactive map and an open legend's keys and filters stay
            // lazy chunks of their own; MapView (with the Measure button) only where a map page
            // needs it, not with the national map.
            // The projection's shared vocabulary (engine/vocabulary/nz-map.ts, used only through
            // the map's projection on the client) belongs with it: alone it was a chunk of its own
            // that put the radar page 59 bytes over its budget (issue 26).
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'map',
                  test: /\/(modules\/shared\/map\/(?!MarkerDetail|marker-detail|interactive|MapView|use-small-screen|measure|Legend(?:Body|Keys))[\w.-]+|engine\/vocabulary\/nz-map\.ts)$/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: isSsrBuild ? [] : undefined },
}));
