import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The signed-in frame around every staff page (SIGNED_IN_FRAME in apps/web/vite.config.ts) travels
// in one chunk with every module it imports statically, and every staff page loads that chunk
// first. zod and the shared schemas stay out of it: the forms and the screens that check an answer
// with a schema import them, and the frame's own calls load theirs beside the answer (ResponseSchema
// in lib/api-client.ts). One static import of a module that imports zod would bring zod, and with
// it every schema module the pages share, back into the frame's chunk. This check reads the source.

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const shared = path.resolve(web, '../../../packages/shared/src');
const FRAME = [
  'app/require-auth.tsx',
  'components/app-layout.tsx',
  'features/notifications/components/notification-bell.tsx',
  'features/push/components/push-registration.tsx',
].map((file) => path.join(web, file));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@tailor/shared/')
    ? path.join(shared, specifier.slice('@tailor/shared/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file));
}

/** What `file` imports that stays in the built code: static imports and re-exports, not type-only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** The static imports leading from the frame to a module `wanted` names, or null when none does. */
function pathTo(wanted: (specifier: string) => boolean): string[] | null {
  const importer = new Map<string, string | null>(FRAME.map((file) => [file, null]));
  const queue = [...FRAME];
  for (const file of queue) {
    for (const specifier of runtimeImports(file)) {
      if (wanted(specifier)) {
        const chain = [specifier];
        for (let at: string | null = file; at; at = importer.get(at) ?? null)
          chain.unshift(path.relative(path.dirname(web), at));
        return chain;
      }
      const next = resolveImport(file, specifier);
      if (next && !importer.has(next)) {
        importer.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe('the signed-in frame', () => {
  it('imports no zod, directly or through the shared modules', () => {
    expect(FRAME.filter((file) => !existsSync(file))).toEqual([]);
    expect(pathTo((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))).toBeNull();
  });

  it('leaves out the navigation drawer, which a phone loads when its menu is first opened', () => {
    expect(pathTo((specifier) => specifier === '@mui/material/Drawer')).toBeNull();
    expect(pathTo((specifier) => specifier.endsWith('/nav-drawer-content'))).toBeNull();
  });
});
