import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeFallback } from './build/locale-fallback.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  // precompress: .br and .gz siblings of the hashed assets, which the server sends by Accept-Encoding.
  // localeFallback: English under each translation's missing keys (decision 0026).
  plugins: [localeFallback(), react(), precompress()],
  // manifest: dist/.vite/manifest.json, from which scripts/web-budget.ts weighs each route's first load.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
