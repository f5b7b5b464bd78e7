import { relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

const gateway = 'http://localhost:5001';

/**
 * Writes dist/.vite/chunk-modules.json: each JS file and the source modules bundled into it, so the
 * bundle budget test can tell which chunks carry back-office code (the manifest names only the
 * modules a chunk was split for).
 */
function chunkModules(): Plugin {
  return {
    name: 'storefront:chunk-modules',
    // The browser build only: the prerender's server bundle (scripts/prerender.mjs) is not shipped.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.keys(output.modules)
          .map((id) => id.replace(/^\0/, ''))
          .map((id) =>
            id.includes('/node_modules/')
              ? id.replace(/^.*\/node_modules\//, 'node_modules/')
              : id.startsWith('/')
                ? relative(root, id)
                : id,
          )
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    chunkModules(),
  ],
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
    rolldownOptions: {
      output: {
        // Everything the entry needs statically goes into one chunk: dozens of small shared chunks
        // cost ~18 kB gzip more than the same code in one file. Lazy routes still split as before.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/__tests__/setup.ts'],
    css: false,
    // Worker threads start each test file's jsdom environment faster than child processes
    // (the suite's wall time is mostly per-file start-up: 219 s with forks, 149 s with threads).
    pool: 'threads',
    // Component tests render whole routes; on a loaded 2-core CI machine they need headroom.
    testTimeout: 20000,
  },
});
