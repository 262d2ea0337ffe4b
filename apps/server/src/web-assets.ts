import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The built web app (apps/web/dist), from source and from the server bundle alike. */
export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '../../web/dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

/** The screens the static sign-in page (apps/web/login.html) draws by itself. */
const SIGN_IN_PATHS = new Set(['/', '/otp']);

type SignInPage = { file: 'login.html'; scriptHashes: string[] };
const signInPages = new Map<string, SignInPage | null>();

/**
 * The built sign-in page, if the build has one, with the CSP sources of its inline scripts (the
 * one that hides the English until a chosen language's texts are in place must run before the
 * first paint, so it cannot be a file of its own).
 */
function signInPage(webDist: string): SignInPage | null {
  let page = signInPages.get(webDist);
  if (page === undefined) {
    const file = path.join(webDist, 'login.html');
    page = existsSync(file)
      ? { file: 'login.html', scriptHashes: inlineScriptHashes(readFileSync(file, 'utf8')) }
      : null;
    signInPages.set(webDist, page);
  }
  return page;
}

/** CSP sources ('sha256-…') allowing exactly the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/** A CSP header with more script sources. */
export function withScriptSources(csp: string, sources: string[]): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) =>
      directive.startsWith('script-src ') ? [directive, ...sources].join(' ') : directive,
    )
    .join(';');
}

/**
 * The HTML page for a client-side route: the static sign-in page (a few KB, no React) for the
 * sign-in screens, with the CSP its inline script needs; the app (index.html) for everything else,
 * and for all when a build has no sign-in page.
 */
export function sendWebPage(webDist: string, request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  const page = SIGN_IN_PATHS.has(pathname) ? signInPage(webDist) : null;
  if (!page) return reply.sendFile('index.html');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', withScriptSources(csp, page.scriptHashes));
  return reply.sendFile(page.file);
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
