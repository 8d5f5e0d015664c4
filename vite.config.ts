import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Client build: one small entry that hydrates, one chunk per module (lazy) with its own CSS; the
 * server inlines the shell's CSS and that of the page's modules (first paint needs no request).
 * `vite build --ssr src/entry-server.tsx` builds the server renderer from the same sources.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
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
