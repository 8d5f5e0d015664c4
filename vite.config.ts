import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Client build: one small entry that hydrates, one chunk per module (lazy) with its own CSS; the
 * server inlines the shell's CSS and that of the page's modules (first paint needs no request).
 * `vite build --ssr src/entry-server.tsx` builds the server renderer from the same sources.
 */
/**
 * The tools app (/qa) is a build of its own (`vite build --mode tools`) into the same assets
 * folder with its own manifest: sharing one Rollup graph with the visitor entry would move React
 * into a chunk both import and change the visitor's chunks; apart, they stay byte for byte.
 */
const toolsBuild = {
  outDir: 'dist/client',
  emptyOutDir: false,
  manifest: 'tools-manifest.json',
  cssCodeSplit: true,
  target: 'es2022',
  assetsDir: 'assets',
  copyPublicDir: false,
  rollupOptions: { input: 'src/tools/entry-tools.tsx' },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  build:
    mode === 'tools'
      ? toolsBuild
      : isSsrBuild
        ? {
            outDir: 'dist/server',
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            copyPublicDir: false,
          }
        : {
            outDir: 'dist/client',
            emptyOutDir: true,
            manifest: true,
            cssCodeSplit: true,
            target: 'es2022',
            assetsDir: 'assets',
            rollupOptions: {
              input: 'src/entry-client.tsx',
              // Generated validators only define functions (ajv sets properties on them at load), so
              // a module that imports one validator must not drag in the rest through the barrel.
              treeshake: { moduleSideEffects: (id: string) => !id.includes('/schemas/generated/') },
            },
          },
  ssr: { noExternal: isSsrBuild ? [] : undefined },
}));
