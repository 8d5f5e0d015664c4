import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Client build: one small entry that hydrates, one chunk per module (lazy), and a single CSS file
 * that the server inlines into every page (first paint needs no second request).
 * `vite build --ssr src/entry-server.tsx` builds the server renderer from the same sources.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', minify: false, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: false,
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
