import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';

// Each lazily loaded level of the app (app/router.tsx) names the text namespaces it shows, and they
// load beside its code. A namespace its code uses that the list misses is fetched only when a part
// using it renders and suspends: a second round trip, or a blank part offline. This check reads the
// source: from the lazy module's export, through every import (static and lazy, type-only ones
// left out), it gathers the namespaces each used declaration names, and fails for one the list
// misses.

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const routerFile = path.join(src, 'app/router.tsx');

/** Constants that name a namespace, as `useTranslation(ERRORS_NAMESPACE)` uses them. */
const NAMED_NAMESPACES: Record<string, string> = {
  ERRORS_NAMESPACE: 'errors',
  PUBLIC_NAMESPACE: 'public',
  DEFAULT_NAMESPACE: 'common',
};

/** The modules that list namespaces, as the router imports them. */
const listModules = import.meta.glob<Record<string, unknown>>(
  ['../components/page-texts.ts', '../lib/page-texts.ts', '../features/*/page-texts.ts'],
  { eager: true },
);

function resolveImport(from: string, specifier: string | undefined): string | undefined {
  if (!specifier?.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

type Edge = { file: string; names: string[] | '*' };
/** What one declaration (or a file's top level) uses: namespaces, declarations, imports. */
type Use = { namespaces: Set<string>; refs: Set<string>; imports: Edge[] };
type Scanned = { top: Use; declarations: Map<string, Use> };

const newUse = (): Use => ({ namespaces: new Set(), refs: new Set(), imports: [] });
const scanned = new Map<string, Scanned>();

/** A string literal's text, or the namespace a known constant names. */
function namespaceOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return NAMED_NAMESPACES[node.text];
  return undefined;
}

/** Every namespace a node names; one it cannot read becomes '?<source>', which the check fails. */
function namespacesOf(node: ts.Node): string[] {
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(namespacesOf);
  return [namespaceOf(node) ?? `?${node.getText()}`];
}

function scan(file: string): Scanned {
  const known = scanned.get(file);
  if (known) return known;
  const top = newUse();
  const declarations = new Map<string, Use>();
  const addImport = (use: Use, specifier: string | undefined, names: string[] | '*') => {
    const target = resolveImport(file, specifier);
    if (target) use.imports.push({ file: target, names });
  };
  const visit = (node: ts.Node, use: Use): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!clause) return addImport(use, specifier, []);
      if (clause.isTypeOnly) return;
      const bindings = clause.namedBindings;
      if (clause.name || (bindings && ts.isNamespaceImport(bindings)))
        return addImport(use, specifier, '*');
      const names = (bindings?.elements ?? [])
        .filter((element) => !element.isTypeOnly)
        .map((element) => (element.propertyName ?? element.name).text);
      if (names.length > 0) addImport(use, specifier, names);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.isTypeOnly || !node.moduleSpecifier) return;
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      const clause = node.exportClause;
      if (!clause || !ts.isNamedExports(clause)) return addImport(use, specifier, '*');
      // A re-export (a feature's index.ts) leads on only when its name is used.
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        const reExport = newUse();
        addImport(reExport, specifier, [(element.propertyName ?? element.name).text]);
        declarations.set(element.name.text, reExport);
      }
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      // A part loaded by lazyNamed is a level of its own: its texts come with it (its list is
      // checked as the router's are), not with the level that shows it.
      if (name === 'lazyNamed') return;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) {
        addImport(use, namespaceOf(node.arguments[0]), '*');
      } else if (name === 'useTranslation') {
        const [argument] = node.arguments;
        // A component given its namespace by its caller (`ns` prop): the caller names it.
        const fromCaller = argument && ts.isIdentifier(argument) && argument.text === 'ns';
        if (!argument) use.namespaces.add('common');
        else if (!fromCaller) namespacesOf(argument).forEach((ns) => use.namespaces.add(ns));
      } else if (name === 'getFixedT' && node.arguments[1]) {
        namespacesOf(node.arguments[1]).forEach((ns) => use.namespaces.add(ns));
      }
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node)
    ) {
      // A key with its namespace: t('public:chooseLanguage'), `public:orderStatus.${key}`.
      const prefix = /^([A-Za-z]+):/.exec(node.text)?.[1];
      if (prefix && NAMESPACES.includes(prefix)) use.namespaces.add(prefix);
    } else if (
      (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) &&
      node.name.getText() === 'ns' &&
      node.initializer
    ) {
      // t(key, { ns: 'common' }), <ListEmptyState ns="customers" />.
      const value = node.initializer;
      const expression = ts.isJsxExpression(value) ? value.expression : value;
      if (expression && !ts.isIdentifier(expression))
        namespacesOf(expression).forEach((ns) => use.namespaces.add(ns));
      else if (expression && NAMED_NAMESPACES[expression.text])
        use.namespaces.add(NAMED_NAMESPACES[expression.text]!);
    } else if (ts.isIdentifier(node)) {
      use.refs.add(node.text);
    }
    ts.forEachChild(node, (child) => visit(child, use));
  };
  for (const statement of parse(file).statements) {
    const names =
      ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)
        ? [statement.name?.text ?? 'default']
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.flatMap((declaration) =>
              ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
            )
          : [];
    if (names.length === 1) {
      const use = newUse();
      declarations.set(names[0]!, use);
      visit(statement, use);
    } else {
      visit(statement, top);
    }
  }
  const result = { top, declarations };
  scanned.set(file, result);
  return result;
}

/** Namespace -> the first declaration found using it, from `name` exported by `file`. */
function namespacesReached(file: string, name: string): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const pending: [string, string][] = [[file, name]];
  const follow = (use: Use, where: string, from: string, scannedFile: Scanned) => {
    for (const ns of use.namespaces) if (!reached.has(ns)) reached.set(ns, where);
    for (const ref of use.refs) if (scannedFile.declarations.has(ref)) pending.push([from, ref]);
    for (const edge of use.imports)
      for (const next of edge.names === '*' ? ['*'] : edge.names) pending.push([edge.file, next]);
  };
  while (pending.length > 0) {
    const [current, wanted] = pending.pop()!;
    const file = scan(current);
    const where = path.relative(src, current);
    if (!seen.has(current)) {
      seen.add(current);
      follow(file.top, where, current, file);
    }
    const names = wanted === '*' ? [...file.declarations.keys()] : [wanted];
    for (const declaration of names) {
      const key = `${current}#${declaration}`;
      const use = file.declarations.get(declaration);
      if (seen.has(key) || !use) continue;
      seen.add(key);
      follow(use, `${where} (${declaration})`, current, file);
    }
  }
  return reached;
}

/** A file's lazy levels (lazyNamed): module, export and the namespace list its third argument gives. */
function lazyLevels(levelsFile: string) {
  const router = parse(levelsFile);
  const imported = new Map<string, unknown>();
  const locals = new Map<string, ts.Expression>();
  for (const statement of router.statements) {
    if (ts.isImportDeclaration(statement)) {
      const file = resolveImport(levelsFile, (statement.moduleSpecifier as ts.StringLiteral).text);
      const module = file && listModules[path.relative(path.join(src, 'app'), file)];
      const bindings = statement.importClause?.namedBindings;
      if (module && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imported.set(element.name.text, module[(element.propertyName ?? element.name).text]);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          locals.set(declaration.name.text, declaration.initializer);
    }
  }
  const evaluate = (node: ts.Expression): readonly string[] => {
    if (ts.isIdentifier(node)) {
      const local = locals.get(node.text);
      if (local) return evaluate(local);
      const value = imported.get(node.text);
      if (Array.isArray(value)) return value as string[];
    } else if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((element) =>
        ts.isSpreadElement(element) ? evaluate(element.expression) : [namespaceOf(element)!],
      );
    } else if (ts.isCallExpression(node)) {
      const call = imported.get(node.expression.getText());
      if (typeof call === 'function')
        return call(...node.arguments.map(evaluate)) as readonly string[];
    }
    throw new Error(`${levelsFile}: cannot read the namespace list ${node.getText()}`);
  };
  const levels: { name: string; file: string; listed: readonly string[] }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'lazyNamed'
    ) {
      const [load, name, list] = node.arguments;
      let specifier: string | undefined;
      load!.forEachChild(function find(child) {
        if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword)
          specifier = namespaceOf(child.arguments[0]);
        else child.forEachChild(find);
      });
      const file = resolveImport(levelsFile, specifier);
      if (!file) throw new Error(`${levelsFile}: cannot find the module of ${load!.getText()}`);
      levels.push({ name: namespaceOf(name)!, file, listed: evaluate(list!) });
    }
    ts.forEachChild(node, visit);
  };
  visit(router);
  return levels;
}

/** Parts a page loads by lazyNamed itself (a tab), beside the router's levels. */
const nestedLevelFiles = ['app/routes/shopkeeper/account-route.tsx'];
const routerLevels = lazyLevels(routerFile);
const levels = [
  ...routerLevels,
  ...nestedLevelFiles.flatMap((file) => lazyLevels(path.join(src, file))),
];

describe('the text namespaces each lazily loaded level of the app names', () => {
  it('finds the levels of the router, and those the pages load themselves', () => {
    expect(routerLevels.length).toBeGreaterThan(40);
    expect(levels.map((level) => level.name)).toContain('OrderDetailsRoute');
    expect(levels.map((level) => level.name)).toContain('ShopSettingsSection');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const loadingItself = files.filter(
      (file) =>
        !file.endsWith('router.tsx') &&
        !file.endsWith('lazy-named.ts') &&
        readFileSync(path.join(src, file), 'utf8').includes('lazyNamed('),
    );
    expect(loadingItself.sort()).toEqual(nestedLevelFiles);
  });

  it.each(levels.map((level) => [level.name, level] as const))(
    '%s lists every namespace its code uses',
    (_name, { file, name, listed }) => {
      const reached = namespacesReached(file, name);
      const missing = [...reached]
        .filter(([ns]) => !listed.includes(ns))
        .map(([ns, where]) => `${ns} (used in ${where})`);
      expect(missing).toEqual([]);
    },
  );

  it.each(levels.map((level) => [level.name, level.listed] as const))(
    '%s lists only namespaces that exist',
    (_name, listed) => {
      expect(listed.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
    },
  );

  it('reads the namespaces of a part that names them in the ways the app does', () => {
    const takings = levels.find((level) => level.name === 'TakingsRoute')!;
    // The date range's field words an out-of-range date with the errors namespace.
    expect([...namespacesReached(takings.file, takings.name).keys()]).toContain('errors');
    const files = readdirSync(path.join(src, 'locales/en')).map((file) => file.split('.')[0]);
    expect(NAMESPACES).toEqual(expect.arrayContaining(files));
  });
});
