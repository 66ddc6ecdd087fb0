import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteSizePlugin, remoteTextsPlugin } from './remote-build.ts';

// The client version shown on the login page and in the side menu is the product's version,
// which lives in the root package.json (web/package.json is only a workspace manifest).
const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

// The local stack (npm start) serves the API, the realtime socket and config.json on this port.
const localStack = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), remoteTextsPlugin(), remoteSizePlugin()],
  resolve: {
    alias: [
      // React has useSyncExternalStore since 18; the shim react-i18next imports is dead weight
      // (about 0.7 KB gzip) in every first load, the phones' included (src/syncExternalStore.ts).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version ?? '0.0.0'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // libheif-js (the HEIC worker) requires fs, path and crypto in its Node.js branch only,
      // which a browser never takes: Vite's empty stand-ins are right, its warning is noise.
      onLog(level, log, handler) {
        if (
          log.message.includes('externalized for browser compatibility') &&
          log.message.includes('libheif-js')
        )
          return;
        handler(level, log);
      },
      output: {
        // Keep the large, rarely changing libraries in their own cacheable chunks.
        codeSplitting: {
          groups: [
            // React alone, taken first (priority) so that the groups below, which also capture
            // their dependencies, do not pull it in: the student app (/remote) loads React and
            // Amplify but neither Cloudscape nor the router.
            { name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', priority: 2, test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            {
              name: 'amplify',
              priority: 2,
              test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-sdk|@smithy)/,
            },
            { name: 'cloudscape', priority: 1, test: /node_modules[\\/]@cloudscape-design/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: localStack, ws: true, changeOrigin: true },
      '/api': { target: localStack, changeOrigin: true },
      '/config.json': { target: localStack, changeOrigin: true },
    },
  },
});
