import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The built web app (apps/web/dist), from source and from the server bundle alike. */
export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '../../web/dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function cacheControlFor(webDist: string, filePath: string): string {
  const urlPath = '/' + path.relative(webDist, filePath).split(path.sep).join('/');
  const logical = urlPath.replace(/\.(br|gz)$/, '');
  return HASHED_ASSET.test(logical) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app: the .br or .gz copy made at build time when the browser takes it
 * (apps/web/vite.config.ts precompresses), hashed assets cached for a year, everything else
 * (index.html, the manifest, icons) revalidated by ETag on every use.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    setHeaders: (reply: FastifyReply, filePath: string) =>
      reply.header('cache-control', cacheControlFor(webDist, filePath)),
  });
}
