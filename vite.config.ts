import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

/**
 * `<meta name="app-version">` in index.html: the package version, or APP_VERSION when set. A new
 * version changes the precached page, so installed apps are offered the update.
 */
function appVersion(): Plugin {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
    version: string;
  };
  const version = process.env.APP_VERSION || pkg.version;
  return {
    name: 'hometruths-app-version',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'app-version', content: version }, injectTo: 'head' }],
  };
}

/**
 * Writes a .br and a .gz beside every compressible file of the build, once it is complete (service
 * worker included); the server sends them to browsers that accept them (serveStatic's
 * `precompressed`), so the JavaScript travels at a third of its size without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hometruths-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      handler() {
        for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          const file = path.join(outDir, name);
          if (!/\.(js|css|html|svg|json|webmanifest)$/.test(name) || statSync(file).size < 1024) continue;
          const bytes = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

// `isSsrBuild`: the server render's bundle (src/entry-server.tsx to dist/ssr, decision 024): the same
// app and route splitting, without the service worker, the page's HTML or precompressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must come before react(): it generates routeTree.gen.ts and splits route code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders stay in the entry by default (they start a route's data early). The back office's and
      // the signed-in pages' loaders ship with their components instead, so the public pages do not
      // download them (issue 22: the home route's JavaScript budget). The public layout and the home
      // page are not split at all: every public page renders the layout, and home is the page most
      // visits start on, which then needs no second round trip for its code after the entry's.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/_main' || routeId === '/_main/'
            ? []
            : /^\/(admin\/|_main\/(my-review|profile-page|edit-review))/.test(routeId)
              ? [
                  ['loader', 'component'],
                  ['pendingComponent', 'errorComponent', 'notFoundComponent'],
                ]
              : undefined,
      },
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [appVersion(), VitePWA(pwaOptions), precompress()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // @tanstack/react-store imports the shim of useSyncExternalStore, written for React 16 and 17:
      // React 19 has the hook, and the package's own entry for it skips the shim (0.4 KB gz off
      // every first page).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // No module preloading (decision 070). Vite's helper would add a <link rel="modulepreload"> from
        // script for every chunk a route imports when the route loads (29 on /write-review): starting
        // those fetches from the DOM cost 25-75 ms of main thread on this machine, 100-300 ms at a
        // phone's 4x slowdown, on the page's first load, and after it the service worker serves every
        // chunk from its precache, where a preload saves nothing. The browser fetches a chunk's imports
        // as it reads them instead. Also no modulepreload polyfill in the entry (0.2 KB gz).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically is one chunk (issue 22). Left alone, the code the
            // first page needs was 40 files, split by which lazy routes share each module: each compressed
            // on its own, with import/export glue between them, 13 KB gz more than one file, on every page.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
