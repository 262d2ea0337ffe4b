// Import boundaries (STYLE.md principle 1): shared -> common code -> features -> app, one way.
// A feature may use another feature only through that feature's index.ts (its public surface);
// common folders never reach into features; the web never imports the server.
import { readdirSync } from 'node:fs';

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function featureZones(featuresDir) {
  const features = featuresOf(featuresDir);
  return features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${featuresDir}/${target}`,
        from: `${featuresDir}/${from}`,
        except: ['./index.ts'],
        message: `Use ${from} through its index.ts; do not reach into its files.`,
      })),
  );
}

const serverFeatures = './apps/server/src/features';
const webFeatures = './apps/web/src/features';

/** Each feature of `featuresDir`, usable from `target` through its index.ts only. */
function publicSurfaceZones(featuresDir, target, message) {
  return featuresOf(featuresDir).map((feature) => ({
    target,
    from: `${featuresDir}/${feature}`,
    except: ['./index.ts'],
    message,
  }));
}

// The server's files outside features and common code: the daily jobs, the programs (server,
// restore, images-migrate) and what composes the app. app.ts, which also mounts each feature's
// routes files, has zones of its own below.
const serverOutside = [
  './apps/server/src/adapters',
  './apps/server/src/jobs',
  './apps/server/src/app-context.ts',
  './apps/server/src/composition.ts',
  './apps/server/src/server.ts',
  './apps/server/src/restore.ts',
  './apps/server/src/images-migrate.ts',
  './apps/server/src/web-assets.ts',
];

export const serverZones = [
  ...featureZones(serverFeatures),
  ...['lib', 'plugins', 'db', 'config'].map((common) => ({
    target: `./apps/server/src/${common}`,
    from: serverFeatures,
    message: 'Common server code must not depend on a feature.',
  })),
  ...publicSurfaceZones(
    serverFeatures,
    serverOutside,
    'Use the feature through its index.ts; do not reach into its files.',
  ),
];

/**
 * The gateways (SMS, WhatsApp, S3, push, Google, pincodes) are adapters behind interfaces their
 * features own: the composition hands a feature its adapter, so no feature or common code imports
 * one. Tests may, to run a feature with the real adapter (eslint.config.js).
 */
export const serverAdapterZones = [
  {
    target: serverFeatures,
    message: 'A feature owns the interface; the composition hands it the adapter.',
  },
  ...['lib', 'plugins', 'db', 'config'].map((common) => ({
    target: `./apps/server/src/${common}`,
    message: 'Common server code must not depend on an adapter.',
  })),
].map((zone) => ({ ...zone, from: './apps/server/src/adapters' }));

/** The routes files a feature has at its top (`<feature>.routes.ts` and the like). */
const routesFilesOf = (featureDir) =>
  readdirSync(new URL(featureDir, import.meta.url))
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => `./${file}`);

export const serverRootZones = featuresOf(serverFeatures).map((feature) => ({
  target: './apps/server/src/app.ts',
  from: `${serverFeatures}/${feature}`,
  except: ['./index.ts', ...routesFilesOf(`${serverFeatures}/${feature}`)],
  message: "app.ts mounts a feature's routes files and uses the rest through its index.ts.",
}));

export const webZones = [
  ...featureZones(webFeatures),
  ...['components', 'lib'].map((common) => ({
    target: `./apps/web/src/${common}`,
    from: [webFeatures, './apps/web/src/app'],
    message: 'Common web code must not depend on a feature or the app shell.',
  })),
  {
    target: webFeatures,
    from: './apps/web/src/app',
    message: 'Features must not depend on the app shell; the app composes features.',
  },
  {
    // The sign-in page's own small script: it must not pull a feature or the app into its bundle.
    target: './apps/web/src/login-shell',
    from: [webFeatures, './apps/web/src/app'],
    message: 'The sign-in page uses common code (lib/, packages/shared) only.',
  },
];
