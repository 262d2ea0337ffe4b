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

export const serverZones = [
  ...featureZones(serverFeatures),
  ...['lib', 'plugins', 'db', 'config'].map((common) => ({
    target: `./apps/server/src/${common}`,
    from: serverFeatures,
    message: 'Common server code must not depend on a feature.',
  })),
];

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
];
