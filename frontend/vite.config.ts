import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gateway = 'http://localhost:5001';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/auth/v1': gateway,
      '/socket.io': { target: gateway, ws: true },
      '/dev': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route pulls in (scripts/bundle-size.mjs and the
    // storefront e2e test use it to check what the home page loads).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component tests render whole routes; on a loaded 2-core CI machine they need headroom.
    testTimeout: 20000,
  },
});
