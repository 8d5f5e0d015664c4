import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The editors' and QA's tools app, built on its own after the visitors' client build: its own
 * entry, chunks and manifest under dist/client/assets/tools, so nothing of it can end up in a
 * chunk a visitor's page loads (the visitors' build does not know this entry exists).
 */
export default defineConfig({
  plugins: [react()],
  base: '/assets/tools/',
  build: {
    outDir: 'dist/client/assets/tools',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsDir: '',
    rollupOptions: {
      input: {
        'entry-tools': 'src/tools/entry-tools.tsx',
        // The preview frame's script, which the server inlines into each preview (issue 23). It
        // imports nothing at run time, so it builds to one plain script of its own.
        'preview-frame': 'src/tools/preview/frame/preview-frame.ts',
      },
      // As in vite.config.ts: only the validators the preview uses, not the whole barrel.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/schemas/generated/') },
    },
  },
});
