import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz copy beside every text file of the build, so the server sends them by
 * content negotiation without compressing on each request (apps/server/src/web-assets.ts).
 * Files too small to gain are left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!TEXT_FILE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Modules the static sign-in page (src/login-shell) imports from the app and the shared package. */
const SIGN_IN_SHARED = [
  '/packages/shared/src/constants.ts',
  '/packages/shared/src/phone.ts',
  '/packages/shared/src/locales/public/texts.ts',
  '/src/app/decide-redirect.ts',
  '/src/features/auth/lib/route-after-sign-in.ts',
  '/src/features/auth/lib/pending-phone.ts',
  '/src/lib/idempotency-key.ts',
  '/src/lib/return-path.ts',
  '/src/lib/session-values.ts',
];

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The installable app: its manifest and a Workbox service worker (public/sw.js is generated; it
 * loads public/push-sw.js for Web Push). The worker precaches the app shell, every page's chunk and
 * every language's texts, and answers the app's own routes with index.html when offline. The API
 * and the server-rendered customer pages are never answered from it; API answers are kept by the
 * app's persisted query cache, not by the worker. A new version waits until the user reloads (the
 * app offers it) or every tab of the old one has closed.
 */
function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    registerType: 'prompt',
    // Registered from lib/service-worker.ts after the page has loaded, never on the first paint's path.
    injectRegister: false,
    manifest: {
      name: 'Tailor Shop Manager',
      short_name: 'Tailor Shop',
      description: 'Orders, customers, measurements and earnings for tailoring shops.',
      id: '/',
      // The sign-in page sends a signed-in user on to their work (orders for either role).
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      // apps/web/src/app/theme.ts: primary.main and background.default.
      theme_color: '#283593',
      background_color: '#f5f6fa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The manifest and its icons are added by the plugin itself.
      globPatterns: ['**/*.{js,css,html,svg}'],
      importScripts: ['/push-sw.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [
        /^\/api(\/|$)/,
        /^\/shared_order\//,
        /^\/shared_customer_orders\//,
        /^\/docs(\/|$)/,
        /^\/healthz$/,
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}

export default defineConfig({
  plugins: [react(), installableApp(), precompress()],
  server: {
    port: 5173,
    // The API and the customer pages the server renders (/shared_order/…, /shared_customer_orders/…).
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/shared_order/': { target: apiTarget, changeOrigin: false },
      '/shared_customer_orders/': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by bench/budgets.mjs.
    manifest: true,
    rollupOptions: {
      // The app, and the static sign-in page a first visit to '/' or '/otp' gets (no React).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        login: path.resolve(import.meta.dirname, 'login.html'),
      },
      output: {
        // What the sign-in page shares with the app travels as one chunk, not one per module.
        manualChunks: (id) => (SIGN_IN_SHARED.some((file) => id.endsWith(file)) ? 'sign-in' : null),
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
