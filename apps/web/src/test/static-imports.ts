import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// What a module brings into the build with it, read from the source: a chunk carries every module
// its modules import statically (type-only imports leave nothing behind), so a check of what a
// page's first visit loads can follow those imports without building.

/** apps/web/src */
export const webSource = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const shared = path.resolve(webSource, '../../../packages/shared/src');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@tailor/shared/')
    ? path.join(shared, specifier.slice('@tailor/shared/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file));
}

/**
 * What `file` imports that stays in the built code: static imports and re-exports, not type-only;
 * with `dynamic`, also the modules it loads with `import()`.
 */
function runtimeImports(file: string, dynamic: boolean): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  if (dynamic) visit(source);
  return found;
}

/**
 * The static imports leading from `roots` (files under apps/web/src, by path from there) to a
 * module `wanted` names (by the specifier an import writes, or the file it resolves to), or null
 * when none does. With `dynamic`, the modules loaded later by `import()` are followed too.
 */
export function staticImportPath(
  roots: readonly string[],
  wanted: (specifier: string, file: string | undefined) => boolean,
  { dynamic = false }: { dynamic?: boolean } = {},
): string[] | null {
  const files = roots.map((file) => path.join(webSource, file));
  const importer = new Map<string, string | null>(files.map((file) => [file, null]));
  const queue = [...files];
  for (const file of queue) {
    for (const specifier of runtimeImports(file, dynamic)) {
      const next = resolveImport(file, specifier);
      if (wanted(specifier, next)) {
        const chain = [specifier];
        for (let at: string | null = file; at; at = importer.get(at) ?? null)
          chain.unshift(path.relative(path.dirname(webSource), at));
        return chain;
      }
      if (next && !importer.has(next)) {
        importer.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Those of `roots` (by path from apps/web/src) that do not exist. */
export function missingFiles(roots: readonly string[]): string[] {
  return roots.filter((file) => !existsSync(path.join(webSource, file)));
}
