import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
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

/** The signed-in frame around every staff page: the session check, app bar and drawer, bell, push upkeep. */
const SIGNED_IN_FRAME = [
  '/src/app/require-auth.tsx',
  '/src/components/app-layout.tsx',
  '/src/features/notifications/components/notification-bell.tsx',
  '/src/features/push/components/push-registration.tsx',
];
const APP_ENTRY = '/src/main.tsx';

/**
 * Two chunks of many modules each, where the bundler would make many files of one or two KB:
 * - 'boot': what the app's entry imports (React, the router, MUI's core, i18next, TanStack Query),
 *   but not what the sign-in page shares with it (the 'sign-in' chunk), was some thirty files;
 * - 'signed-in': the signed-in frame with everything it imports that 'boot' does not, some
 *   seventy files split by which pages share them, though every signed-in page loads them all.
 * On a slow network each file costs a request and its own compression overhead: a signed-in
 * page's first visit now fetches about a hundred files fewer and some 45 KB less. The sets are
 * read off the module graph once it is built (buildEnd), before chunks are made; they are the
 * chunk groups' tests (build.rollupOptions.output.codeSplitting).
 */
type Statement = { type: string; source?: { value: unknown } | null; [key: string]: unknown };
type Specifier = { type: string; imported?: NodeName; local?: NodeName; exported?: NodeName };
type NodeName = { name?: string; value?: unknown };
const nameOf = (node: NodeName | undefined) => String(node?.name ?? node?.value ?? 'default');

/**
 * The modules whose code `roots` run, following each import to the bindings it names. An import
 * of a package's index (`@mui/material/styles`, `react-i18next`) then brings only the modules
 * behind what it imports, not every module the index re-exports: those travel with the pages that
 * use them. A module that is not an ES module (React's CommonJS) brings all it requires.
 */
async function usedClosure(context: Rolldown.PluginContext, roots: string[]): Promise<Set<string>> {
  type Shape = {
    imports: { source: string; names: string[] | '*' }[];
    reexports: Map<string, { source: string; name: string }>;
    stars: string[];
    hasCode: boolean;
  };
  const shapes = new Map<string, Shape | null>();
  const resolved = new Map<string, string | null>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\n${source}`;
    if (!resolved.has(key))
      resolved.set(key, (await context.resolve(source, importer))?.id ?? null);
    return resolved.get(key)!;
  };
  const shapeOf = (id: string): Shape | null => {
    if (shapes.has(id)) return shapes.get(id)!;
    const info = context.getModuleInfo(id);
    let shape: Shape | null = null;
    if (info?.code && info.inputFormat === 'es' && /\.(m?js)$/.test(id)) {
      try {
        const body = context.parse(info.code).body as unknown as Statement[];
        shape = { imports: [], reexports: new Map(), stars: [], hasCode: false };
        for (const statement of body) {
          const source = statement.source?.value;
          const specifiers = (statement.specifiers ?? []) as Specifier[];
          if (statement.type === 'ImportDeclaration' && typeof source === 'string') {
            // A bare import runs the whole module, as does one that takes its namespace.
            const whole =
              specifiers.length === 0 ||
              specifiers.some((sp) => sp.type === 'ImportNamespaceSpecifier');
            const names = specifiers.map((sp) =>
              sp.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(sp.imported),
            );
            shape.imports.push({ source, names: whole ? '*' : names });
          } else if (statement.type === 'ExportNamedDeclaration' && typeof source === 'string') {
            for (const sp of specifiers)
              shape.reexports.set(nameOf(sp.exported), { source, name: nameOf(sp.local) });
          } else if (statement.type === 'ExportAllDeclaration' && typeof source === 'string') {
            if (statement.exported)
              shape.reexports.set(nameOf(statement.exported as NodeName), { source, name: '*' });
            else shape.stars.push(source);
          } else shape.hasCode = true;
        }
      } catch {
        shape = null;
      }
    }
    shapes.set(id, shape);
    return shape;
  };

  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const queue: [string, string][] = roots.map((id) => [id, '*']);
  while (queue.length) {
    const [id, name] = queue.pop()!;
    const names = asked.get(id) ?? new Set<string>();
    if (names.has(name) || names.has('*')) continue;
    names.add(name);
    asked.set(id, names);
    const shape = shapeOf(id);
    if (!shape) {
      if (!used.has(id))
        context.getModuleInfo(id)?.importedIds.forEach((dep) => queue.push([dep, '*']));
      used.add(id);
      continue;
    }
    if (shape.hasCode && !used.has(id)) {
      used.add(id);
      for (const { source, names: imported } of shape.imports) {
        const dep = await resolve(source, id);
        if (dep) for (const n of imported === '*' ? ['*'] : imported) queue.push([dep, n]);
      }
    }
    const wanted =
      name === '*' ? [...shape.reexports.keys()] : shape.reexports.has(name) ? [name] : [];
    for (const exported of wanted) {
      const { source, name: original } = shape.reexports.get(exported)!;
      const dep = await resolve(source, id);
      if (dep) queue.push([dep, original]);
    }
    if (name === '*' || !shape.reexports.has(name))
      for (const source of shape.stars) {
        const dep = await resolve(source, id);
        if (dep) queue.push([dep, name]);
      }
  }
  return used;
}

function appChunks() {
  const boot = new Set<string>();
  const frame = new Set<string>();
  const plugin: Plugin = {
    name: 'app-chunks',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticClosure = (roots: string[]) => usedClosure(this, roots);
      const find = (file: string) => {
        const id = ids.find((candidate) => candidate.endsWith(file));
        if (!id)
          this.error(`${file} is not in the build: update the chunk groups in vite.config.ts`);
        return id;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const initial = await staticClosure(entries);
      const signInPage = await staticClosure(entries.filter((id) => !id.endsWith('index.html')));
      for (const id of await staticClosure([find(APP_ENTRY)]))
        if (!signInPage.has(id) && !id.endsWith(APP_ENTRY)) boot.add(id);
      for (const id of await staticClosure(SIGNED_IN_FRAME.map(find)))
        if (!initial.has(id)) frame.add(id);
    },
    // The app's page asks for the frame's chunk from its HTML, beside the entry, instead of once
    // the entry has run: nearly every load of index.html is a signed-in page, and the few public
    // pages (store selection, an invite, sign-up) lead into one.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('index.html') || !context.bundle) return html;
        const chunk = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.name === 'signed-in',
        );
        if (!chunk) return html;
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
  return {
    plugin,
    isBootModule: (id: string) => boot.has(id),
    isFrameModule: (id: string) => frame.has(id),
  };
}
const chunks = appChunks();

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
  plugins: [react(), installableApp(), chunks.plugin, precompress()],
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
    // The 'boot' chunk is one file by design (appChunks); bench/budgets.mjs checks what pages load.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The app, and the static sign-in page a first visit to '/' or '/otp' gets (no React).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        login: path.resolve(import.meta.dirname, 'login.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // What the sign-in page shares with the app travels as one chunk, not one per module.
            { name: 'sign-in', test: (id) => SIGN_IN_SHARED.some((file) => id.endsWith(file)) },
            // Each set holds its modules' static imports already, or leaves them to a chunk above.
            { name: 'boot', test: chunks.isBootModule, includeDependenciesRecursively: false },
            {
              name: 'signed-in',
              test: chunks.isFrameModule,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The component tests' set-up; vitest.config.ts makes the 'web' and 'web-isolated' projects of it.
  test: {
    root: import.meta.dirname,
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Room for the 5 s a find may wait (src/test/setup.ts) and the rest of the test.
    testTimeout: 15_000,
  },
});
