import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/** The part of JSON Schema that the OpenAPI document of our routes uses. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /api/create_order`, as the document names it. */
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: 'json' | 'multipart' | 'none';
  bodySchema: JsonSchema;
  /** Methods that may change rows: every request to these must carry a certain defect. */
  writes: boolean;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the document: each path with each of its methods. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, spec] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const content = spec.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      // The document drops a route's `consumes` when it has no body schema, so the upload is
      // known as multipart only by its summary.
      const multipart =
        'multipart/form-data' in content || (!json && /multipart/i.test(spec.summary ?? ''));
      operations.push({
        name: `${method} ${path}`,
        method,
        path,
        parameters: spec.parameters ?? [],
        body: json ? 'json' : multipart ? 'multipart' : 'none',
        bodySchema: json ?? {},
        writes: method !== 'GET' && method !== 'HEAD',
      });
    }
  }
  return operations;
}

/** Identifiers that exist in one shop: row ids, tokens (share, invite, image keys) and phones. */
export interface IdPool {
  ids: string[];
  tokens: string[];
  phones: string[];
}

export interface Caller {
  role: string;
  headers: Record<string, string>;
  /** The caller's own shop's identifiers (valid values), and another shop's (always refused). */
  own: IdPool;
  foreign: IdPool;
}

export interface FuzzRequest {
  role: string;
  options: InjectOptions;
  /** What was made wrong; `certain` when at least one of them must be refused by any route. */
  defects: string[];
  certain: boolean;
}

/* ───────────── Values ───────────── */

const HUGE = 100_001;
/** Built once: a 100k-character string per kind of character (one and several UTF-16 units). */
const HUGE_STRINGS = ['x', 'é', '😀', 'न'].map((c) => c.repeat(HUGE));
const ODD_STRINGS = [
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '\u200B\u200D\uFEFF',
  '😀👨‍👩‍👧‍👦🇮🇳',
  'İıßẞ',
  '𝕏𝔂𝖟',
  '\u0085\u2028\u2029',
  '\r\n\t\u0001\u001F\u007F',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%2e%2e',
  '\\',
  '\u{10FFFF}\uFFFD\uFFFF',
  'नमस्ते தமிழ் ગુજરાતી',
  '=HYPERLINK("http://evil.test")',
  '   ',
];
/** The characters the product refuses in every text field (issue 10). */
const FORBIDDEN_CHARS = ['\u0000', '\uD800', '\uDFFF', 'a\uDC00b', '\uDBFF'];
const MALFORMED_IDS = [
  '',
  '1',
  '-1',
  '0',
  'null',
  'undefined',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  '123e4567e89b12d3a456426614174000',
  'g23e4567-e89b-12d3-a456-426614174000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  "1' OR '1'='1",
  '../orders',
  '%2e%2e%2f',
  'a'.repeat(101),
  'a'.repeat(5000),
];

const lowerEnum = (schema: JsonSchema) =>
  (schema.enum ?? []).map((v) => String(v).trim().toLowerCase());

const isIdName = (name: string) =>
  /(^|_)id$|Id$|^_id$|assigned_to|uploadedImages|employee$/i.test(name);
const isTokenName = (name: string) => /token|key/i.test(name);
const isPhoneName = (name: string) => /phone|mobile/i.test(name);

/** A value a route would take for a field of this name and schema, from the caller's own shop. */
function validString(schema: JsonSchema, name: string, own: IdPool): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (isIdName(name) && own.ids.length) return fc.constantFrom(...own.ids);
  if (isTokenName(name) && own.tokens.length) return fc.constantFrom(...own.tokens);
  if (isPhoneName(name)) return fc.constantFrom(...own.phones, '9876543210');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const hints: [RegExp, string[]][] = [
    [/date/i, ['2025-06-15', '2026-01-31', '2024-02-29']],
    [/pincode/i, ['110001', '400001']],
    [/email/i, ['owner@example.com']],
    [/gender/i, ['male', 'female', 'FEMALE']],
    [/paymentType/i, ['cash', 'upi', 'Card']],
    [/orderType/i, ['new', 'alteration']],
    [/status/i, ['In Process', 'Completed', 'Delayed', 'Delivered', 'Due', 'pending']],
    [/position/i, ['tailor', 'manager']],
    [/specialization/i, ["men's wear", 'all types']],
    [/endpoint|url/i, ['https://push.example.com/send/abc']],
    [/otp|code/i, ['123456']],
  ];
  for (const [pattern, values] of hints) if (pattern.test(name)) return fc.constantFrom(...values);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength: Math.max(minLength, 3), maxLength: Math.max(maxLength, 3) }),
    fc.constantFrom('Asha Rao', 'Kurta', 'Chest 38', '12 MG Road, Pune'),
  );
}

function validValue(
  schema: JsonSchema,
  name: string,
  own: IdPool,
  depth = 0,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, name, own, depth)));
  const value = (() => {
    switch (schema.type) {
      case 'string':
        return validString(schema, name, own);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1000, -1e6),
          max: Math.min(schema.maximum ?? 1000, 1e6),
        });
      case 'number':
        return fc.oneof(
          fc.integer({ min: Math.max(schema.minimum ?? 0, 0), max: 5000 }),
          fc.constantFrom(0.5, 99.99, 1234.25),
        );
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = schema.minItems ?? 0;
        return fc.array(validValue(schema.items ?? {}, name, own, depth + 1), {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
        });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object')
          return fc.dictionary(
            fc.constantFrom('Chest', 'Waist', 'Length', 'Sleeve'),
            validValue(schema.additionalProperties, name, own, depth + 1),
            { maxKeys: 3 },
          );
        const requiredKeys = schema.required ?? [];
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([key, s]) => [key, validValue(s, key, own, depth + 1)]),
          ),
          { requiredKeys },
        );
      }
      default:
        return fc.constantFrom<unknown>('x', 1, true);
    }
  })();
  return schema.nullable
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: value })
    : value;
}

/** Values outside a type: never null or '' (optional fields take those as "left out"). */
function wrongTypeValues(schema: JsonSchema): unknown[] {
  const pool: unknown[] = [
    'abc',
    '12abc',
    'NaN',
    'true',
    42,
    -1.5,
    true,
    false,
    { $ne: 1 },
    {},
    ['x', 'y'],
    [{}],
  ];
  const type = schema.anyOf || schema.oneOf ? undefined : schema.type;
  return pool.filter((v) => {
    switch (type) {
      case 'string':
        return typeof v !== 'string';
      case 'number':
      case 'integer':
        return typeof v !== 'number';
      case 'boolean':
        return typeof v !== 'boolean';
      case 'array':
        return !Array.isArray(v);
      case 'object':
        return typeof v !== 'object' || Array.isArray(v);
      default:
        // anyOf (e.g. a name or {name}): only what no alternative takes.
        return Array.isArray(v) && v.length === 2;
    }
  });
}

/** Values that break one constraint of the schema; empty when it has none we can break for sure. */
function constraintBreakers(schema: JsonSchema, seed: string): unknown[] {
  const breakers: unknown[] = [];
  if (schema.type === 'string') {
    if (schema.enum) {
      const taken = lowerEnum(schema);
      breakers.push(
        ...['zz-not-a-choice', 'Deliverd', 'CASH ON DELIVERY', 'x'].filter(
          (v) => !taken.includes(v.toLowerCase()),
        ),
      );
    }
    if (schema.maxLength !== undefined) {
      const over = schema.maxLength + 1;
      breakers.push('x'.repeat(over), '€'.repeat(over));
    }
    if (schema.minLength && schema.minLength > 1) breakers.push('x'.repeat(schema.minLength - 1));
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      breakers.push(
        ...['abc', '12345', '98765432101', '१२३४५६७८९०', '-', `${seed} `].filter(
          (v) => !pattern.test(v),
        ),
      );
    }
    // Any text field: the product refuses NUL and lone surrogates (issue 10).
    for (const bad of FORBIDDEN_CHARS) breakers.push(`${seed.slice(0, 4)}${bad}${seed.slice(4)}`);
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    if (schema.minimum !== undefined)
      breakers.push(schema.minimum - 1, schema.minimum - 0.5, -1e308);
    if (schema.maximum !== undefined) breakers.push(schema.maximum + 1, 1e308, Number.MAX_VALUE);
    if (schema.type === 'integer') breakers.push(1.5, 0.1, 2.000001);
  }
  if (schema.type === 'array') {
    if (schema.maxItems !== undefined)
      breakers.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
    if (schema.minItems) breakers.push([]);
  }
  return breakers;
}

/* ───────────── Mutations of a body ───────────── */

interface Location {
  /** Keys from the root; the root itself is []. */
  path: (string | number)[];
  schema: JsonSchema;
  name: string;
  /** The key may not be left out. */
  required: boolean;
}

function locationsIn(
  value: unknown,
  schema: JsonSchema,
  name = '',
  path: Location['path'] = [],
  required = true,
): Location[] {
  const here: Location = { path, schema, name, required };
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const fit =
      alternatives.find(
        (s) => (s.type === 'object') === (typeof value === 'object' && value !== null),
      ) ?? alternatives[0]!;
    return [here, ...locationsIn(value, fit, name, path, required).slice(1)];
  }
  const nested: Location[] = [];
  if (schema.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const properties = schema.properties ?? {};
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      // Own keys only: an extra field named `constructor` has no schema.
      const childSchema =
        (Object.hasOwn(properties, key) ? properties[key] : undefined) ??
        (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (childSchema)
        nested.push(
          ...locationsIn(
            child,
            childSchema,
            key,
            [...path, key],
            (schema.required ?? []).includes(key),
          ),
        );
    }
  }
  if (schema.type === 'array' && Array.isArray(value) && schema.items)
    value.forEach((item, i) =>
      nested.push(...locationsIn(item, schema.items!, name, [...path, i], true)),
    );
  return [here, ...nested];
}

/** A copy of `root` with the value at `path` replaced (or removed); only the containers on the path are copied. */
function setAt(root: unknown, path: Location['path'], next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length > 0) copy[key!] = setAt(copy[key!], rest, next, remove);
  else if (remove) delete copy[key!];
  else if (key === '__proto__')
    Object.defineProperty(copy, key, {
      value: next,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  else copy[key!] = next;
  return copy;
}

type Mutation = {
  kind:
    | 'wrong-type'
    | 'missing'
    | 'constraint'
    | 'bad-id'
    | 'extra-field'
    | 'odd-string'
    | 'huge-string'
    | 'edge-number';
  at: number;
  pick: number;
  extraKey: string;
  extraValue: unknown;
  odd: string;
};

const CERTAIN_KINDS = new Set<Mutation['kind']>(['wrong-type', 'missing', 'constraint', 'bad-id']);

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  // A 100k-character string costs the most to send and check: a few percent of requests get one.
  kind: fc.oneof(
    {
      weight: 70,
      arbitrary: fc.constantFrom<Mutation['kind']>(
        'wrong-type',
        'missing',
        'constraint',
        'bad-id',
        'extra-field',
        'odd-string',
        'edge-number',
      ),
    },
    { weight: 1, arbitrary: fc.constant<Mutation['kind']>('huge-string') },
  ),
  at: fc.nat(),
  pick: fc.nat(),
  extraKey: fc.constantFrom(
    '__proto__',
    'constructor',
    '$where',
    'store_id',
    'role',
    'x'.repeat(300),
    '',
    '😀',
  ),
  extraValue: fc.constantFrom<unknown>(1, 'x', null, true, [], { a: { b: [1] } }, '\u0000', -1e308),
  odd: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  ),
});

/** Applies one mutation; answers the new body and what it did, with `certain` when it must be refused. */
function mutate(
  body: unknown,
  schema: JsonSchema,
  m: Mutation,
  caller: Caller,
): { body: unknown; defect: string; certain: boolean } | null {
  const all = locationsIn(body, schema);
  const choose = <T>(items: T[], n = m.pick) => items[n % items.length]!;
  const where = (l: Location) => (l.path.length ? l.path.join('.') : 'body');
  switch (m.kind) {
    case 'wrong-type': {
      const candidates = all.filter((l) => wrongTypeValues(l.schema).length > 0);
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      const value = choose(wrongTypeValues(l.schema));
      return {
        body: setAt(body, l.path, value),
        defect: `wrong type at ${where(l)}`,
        certain: true,
      };
    }
    case 'missing': {
      const candidates = all.filter(
        (l) => l.path.length > 0 && l.required && typeof l.path.at(-1) === 'string',
      );
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      return {
        body: setAt(body, l.path, undefined, true),
        defect: `missing ${where(l)}`,
        certain: true,
      };
    }
    case 'constraint': {
      const candidates = all.filter((l) => constraintBreakers(l.schema, m.odd).length > 0);
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      const value = choose(constraintBreakers(l.schema, m.odd));
      return {
        body: setAt(body, l.path, value),
        defect: `constraint at ${where(l)}`,
        certain: true,
      };
    }
    case 'bad-id': {
      const candidates = all.filter(
        (l) => l.schema.type === 'string' && isIdName(l.name) && l.path.length > 0,
      );
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      const value = choose([
        ...caller.foreign.ids,
        randomUUIDFrom(m.pick),
        ...MALFORMED_IDS.filter(Boolean),
      ]);
      return { body: setAt(body, l.path, value), defect: `bad id at ${where(l)}`, certain: true };
    }
    case 'extra-field': {
      const candidates = all.filter((l) => l.schema.type === 'object' && body !== null);
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      const target = l.path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)?.[key],
        body,
      );
      if (!target || typeof target !== 'object') return null;
      return {
        body: setAt(body, [...l.path, m.extraKey], m.extraValue),
        defect: `extra field ${m.extraKey.slice(0, 20)} at ${where(l)}`,
        certain: false,
      };
    }
    case 'odd-string':
    case 'huge-string': {
      const candidates = all.filter((l) => l.schema.type === 'string' && l.path.length > 0);
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      const value = m.kind === 'huge-string' ? choose(HUGE_STRINGS) : m.odd;
      return {
        body: setAt(body, l.path, value),
        defect: `${m.kind} at ${where(l)}`,
        certain: false,
      };
    }
    case 'edge-number': {
      const candidates = all.filter(
        (l) => l.schema.type === 'number' || l.schema.type === 'integer',
      );
      if (!candidates.length) return null;
      const l = choose(candidates, m.at);
      const value = choose([0, -0, 1e-7, 0.001, 99.999, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, -1]);
      return {
        body: setAt(body, l.path, value),
        defect: `edge number at ${where(l)}`,
        certain: false,
      };
    }
  }
}

function randomUUIDFrom(seed: number): string {
  const hex = ((seed * 2654435761) >>> 0).toString(16).padStart(8, '0');
  return `${hex}-0000-4000-8000-${hex}abcd`;
}

/* ───────────── Requests ───────────── */

type Transport =
  | 'json'
  | 'broken-json'
  | 'non-object-json'
  | 'text'
  | 'form'
  | 'multipart'
  | 'multipart-junk-file'
  | 'multipart-no-file'
  | 'none'
  | 'empty-json'
  | 'odd-content-type';

const BROKEN_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  '{"a":1} x',
  'nul',
  'NaN',
  '{"a":NaN}',
  '\u0000',
  '{"a":"\\ud800"',
  '{"a":"\\u00"}',
  '{"__proto__":{"polluted":1}',
  '"unterminated',
];
const NON_OBJECT_JSON = ['[]', '[{}]', '"text"', '42', 'true', '-1e308', '[null]'];
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0'];
const GARBAGE_FILES: { name: string; type: string; bytes: Buffer }[] = [
  {
    name: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  },
  { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('ffd8ffe000104a464946', 'hex') },
  {
    name: 'x.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
  },
  { name: 'a.html', type: 'text/html', bytes: Buffer.from('<html>hi</html>') },
  { name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) },
  {
    name: '../../etc/passwd\u0000.png',
    type: 'image/webp',
    bytes: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
  },
];

function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
  boundary = '----fuzz7MA4YWxkTrZu0gW',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function serialize(body: unknown, rawNumber: string | null): string {
  const text = JSON.stringify(body) ?? 'null';
  // A number JSON can carry but JavaScript cannot (1e400) replaces the first number of the body.
  return rawNumber
    ? text.replace(/(?<=[:[,])-?\d+(\.\d+)?(e[+-]?\d+)?(?=[,\]}])/i, rawNumber)
    : text;
}

function pathValue(
  name: string,
  caller: Caller,
  writes: boolean,
): fc.Arbitrary<{ value: string; bad: boolean; label: string }> {
  const pool = isPhoneName(name)
    ? 'phones'
    : isIdName(name)
      ? 'ids'
      : isTokenName(name)
        ? 'tokens'
        : null;
  const good = pool ? caller.own[pool] : /pincode/i.test(name) ? ['110001'] : [];
  const foreign = pool ? caller.foreign[pool] : [];
  const bad = fc.oneof(
    fc
      .constantFrom(...MALFORMED_IDS)
      .map((value) => ({ value, bad: true, label: `malformed ${name}` })),
    fc.uuid().map((value) => ({ value, bad: true, label: `unknown ${name}` })),
    fc
      .base64String({ minLength: 4, maxLength: 44 })
      .map((value) => ({ value, bad: true, label: `unknown ${name}` })),
    fc
      .constantFrom(...ODD_STRINGS, ...FORBIDDEN_CHARS)
      .map((value) => ({ value, bad: true, label: `odd ${name}` })),
    // Another shop's row id is refused to a caller of this shop; a token or phone is a public
    // capability or a plain value, so another shop's is no defect by itself.
    ...(foreign.length
      ? [
          fc
            .constantFrom(...foreign)
            .map((value) => ({ value, bad: pool === 'ids', label: `other shop's ${name}` })),
        ]
      : []),
  );
  // A write to one of the caller's own rows is a valid request; writes get only bad values here.
  if (writes || good.length === 0) return bad;
  return fc.oneof(
    // Valid reads are not what this is for, and some are costly (PDFs): one in ten.
    {
      weight: 1,
      arbitrary: fc.constantFrom(...good).map((value) => ({ value, bad: false, label: '' })),
    },
    { weight: 9, arbitrary: bad },
  );
}

function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8; send its bytes as they would arrive.
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

function queryValue(
  schema: JsonSchema,
  name: string,
  caller: Caller,
): fc.Arbitrary<string | string[] | undefined> {
  const valid = validValue(schema, name, caller.own).map((v) => (v === null ? '' : String(v)));
  const bad = fc.oneof(
    fc.constantFrom(
      'abc',
      '',
      '-1',
      '0',
      '1.5',
      'NaN',
      'Infinity',
      '1e400',
      '99999999999999999999',
      'true',
      'null',
      '[]',
      '{}',
    ),
    fc.constantFrom(...ODD_STRINGS, ...FORBIDDEN_CHARS),
    fc.constantFrom(...caller.foreign.ids.slice(0, 3), ...MALFORMED_IDS.slice(0, 8)),
    fc.constantFrom(
      '2025-02-30',
      '2025-13-01',
      '0000-00-00',
      '99999-01-01',
      '2025-1-1',
      '15/06/2025',
    ),
    fc.array(fc.constantFrom('1', 'a', ''), { minLength: 2, maxLength: 3 }),
  );
  return fc.oneof(
    { weight: 20, arbitrary: fc.constant(undefined) },
    { weight: 20, arbitrary: valid },
    { weight: 40, arbitrary: bad },
    // The costliest to send and check, so rarer (a list's query has several parameters).
    { weight: 1, arbitrary: fc.constant(HUGE_STRINGS[0]!) },
  );
}

function queryString(params: Record<string, string | string[] | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value])
      parts.push(`${encodePathSegment(key)}=${encodePathSegment(v)}`);
  }
  return parts.join('&');
}

let addressCounter = 0;
/** A fresh client address per request, so per-address limits measure nothing across the fuzz. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Bad requests for one operation, as any of the callers. */
export function badRequests(operation: Operation, callers: Caller[]): fc.Arbitrary<FuzzRequest> {
  // Built once per caller, not per request: building arbitraries costs more than drawing from them.
  return fc.oneof(...callers.map((caller) => badRequestsAs(operation, caller)));
}

function badRequestsAs(operation: Operation, caller: Caller): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const transports: Transport[] =
    operation.body === 'json'
      ? [
          // Half the requests reach the body's schema (and past it, to the service).
          ...Array.from({ length: 10 }, () => 'json' as const),
          'broken-json',
          'non-object-json',
          'text',
          'form',
          'multipart',
          'none',
          'empty-json',
          'odd-content-type',
        ]
      : operation.body === 'multipart'
        ? [
            'multipart-junk-file',
            'multipart-junk-file',
            'multipart-no-file',
            'json',
            'broken-json',
            'text',
            'form',
            'none',
          ]
        : ['none', 'none', 'none', 'broken-json', 'form', 'text', 'json', 'multipart'];
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => pathValue(p.name, caller, operation.writes))),
      query: fc.tuple(...queryParams.map((p) => queryValue(p.schema, p.name, caller))),
      extraQuery: fc.option(
        fc.constantFrom('x=1', 'page=-1&page=2', '__proto__[a]=1', 'a=%E0%A4%A', 'q=%00', '%%%'),
        { freq: 4 },
      ),
      body:
        operation.body === 'json'
          ? validValue(operation.bodySchema, 'body', caller.own)
          : fc.constant(undefined),
      mutations: fc.array(mutationArb, { minLength: 1, maxLength: 2 }),
      transport: fc.constantFrom(...transports),
      brokenJson: fc.constantFrom(...BROKEN_JSON),
      nonObject: fc.constantFrom(...NON_OBJECT_JSON),
      rawNumber: fc.option(fc.constantFrom(...RAW_NUMBERS), { freq: 6 }),
      file: fc.constantFrom(...GARBAGE_FILES),
      fileField: fc.constantFrom('file', 'file', 'image', ''),
      idempotencyKey: fc.option(fc.constantFrom('k-1', '', 'x'.repeat(201), 'cl\u00e9', 'a b\tc'), {
        freq: 3,
      }),
      oddContentType: fc.constantFrom(
        'application/json; charset=utf-16',
        'application/xml',
        'application/json-patch+json',
        '*/*',
        'text/json',
      ),
      fallback: fc.nat(),
    })
    .map((plan): FuzzRequest => {
      const defects: string[] = [];
      let certain = false;
      let path = operation.path;
      pathParams.forEach((p, i) => {
        const v = plan.path[i]!;
        if (v.bad) {
          defects.push(v.label);
          certain = true;
        }
        path = path.replace(`{${p.name}}`, encodePathSegment(v.value));
      });
      const query = queryString(
        Object.fromEntries(queryParams.map((p, i) => [p.name, plan.query[i]])),
      );
      const fullQuery = [query, plan.extraQuery].filter(Boolean).join('&');
      if (fullQuery) defects.push('query');

      let body = plan.body;
      let bodyCertain = false;
      if (operation.body === 'json') {
        const noiseFirst = [...plan.mutations].sort(
          (x, y) => Number(CERTAIN_KINDS.has(x.kind)) - Number(CERTAIN_KINDS.has(y.kind)),
        );
        for (const m of noiseFirst) {
          const result = mutate(body, operation.bodySchema, m, caller);
          if (!result) continue;
          body = result.body;
          defects.push(result.defect);
          bodyCertain ||= result.certain;
        }
      }
      let transport = plan.transport;
      // A defect in the body counts only when the body is sent as JSON.
      if (transport === 'json') certain ||= bodyCertain;
      // Every request to a write carries at least one defect that any route refuses.
      const certainTransports: Transport[] =
        operation.body === 'multipart'
          ? ['multipart-junk-file', 'multipart-no-file', 'json', 'text', 'form', 'broken-json']
          : (['broken-json', 'text', 'form', 'non-object-json'].filter(
              (t) => operation.body === 'json' || t === 'broken-json' || t === 'form',
            ) as Transport[]);
      if (
        !certain &&
        !certainTransports.includes(transport) &&
        (operation.writes || operation.body === 'multipart')
      )
        transport = certainTransports[plan.fallback % certainTransports.length]!;
      if (certainTransports.includes(transport) && (operation.body !== 'none' || operation.writes))
        certain = true;
      if (transport !== 'json' && transport !== 'none') defects.push(transport);

      // The raw number replaces the body's first number, which may be the one a mutation made
      // wrong; one that reads as zero (1e-400, -0) can turn it right again, so it goes only into
      // bodies whose refusal does not rest on their numbers.
      const rawNumber =
        bodyCertain && plan.rawNumber && Number(plan.rawNumber) === 0 ? null : plan.rawNumber;
      const headers: Record<string, string> = { ...caller.headers };
      let payload: string | Buffer | undefined;
      switch (transport) {
        case 'json':
          if (operation.body === 'json' || body !== undefined) {
            headers['content-type'] = 'application/json';
            payload = serialize(body ?? {}, rawNumber);
          } else if (operation.body === 'multipart' || operation.writes) {
            headers['content-type'] = 'application/json';
            payload = serialize({ file: 'x' }, null);
          }
          if (rawNumber && payload) defects.push(`raw number ${rawNumber}`);
          break;
        case 'broken-json':
          headers['content-type'] = 'application/json';
          payload = plan.brokenJson;
          break;
        case 'non-object-json':
          headers['content-type'] = 'application/json';
          payload = plan.nonObject;
          break;
        case 'empty-json':
          headers['content-type'] = 'application/json';
          payload = '';
          break;
        case 'odd-content-type':
          headers['content-type'] = plan.oddContentType;
          payload = serialize(body ?? {}, null);
          break;
        case 'text':
          headers['content-type'] = 'text/plain';
          payload = serialize(body ?? 'hello', null);
          break;
        case 'form':
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = 'a=1&b=%00&c=' + encodeURIComponent(JSON.stringify(body ?? null) ?? '');
          break;
        case 'multipart':
        case 'multipart-no-file': {
          const built = multipartBody([
            { name: 'payload', data: JSON.stringify(body ?? {}) ?? '' },
          ]);
          headers['content-type'] = built.contentType;
          payload = built.payload;
          break;
        }
        case 'multipart-junk-file': {
          const built = multipartBody([
            {
              name: plan.fileField,
              filename: plan.file.name,
              type: plan.file.type,
              data: plan.file.bytes,
            },
          ]);
          headers['content-type'] = built.contentType;
          payload = built.payload;
          defects.push(`file ${plan.file.name || '(unnamed)'} as ${plan.fileField || '(no name)'}`);
          break;
        }
        case 'none':
          break;
      }
      if (plan.idempotencyKey !== null && operation.writes)
        headers['idempotency-key'] = plan.idempotencyKey;
      const request: FuzzRequest = {
        role: caller.role,
        defects,
        certain,
        options: {
          method: operation.method as InjectOptions['method'],
          url: fullQuery ? `${path}?${fullQuery}` : path,
          headers,
          payload,
          remoteAddress: nextAddress(),
        },
      };
      // fast-check prints a counterexample with this, not with the 100k-character strings.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** A short, readable account of a request for a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const shorten = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const { options } = request;
  const payload =
    options.payload === undefined
      ? ''
      : Buffer.isBuffer(options.payload)
        ? options.payload.toString('latin1')
        : String(options.payload);
  const headers = { ...(options.headers as Record<string, string>) };
  if (headers.authorization)
    headers.authorization = shorten(headers.authorization).slice(0, 40) + '…';
  return [
    `${options.method} ${shorten(String(options.url))} as ${request.role}`,
    `defects: ${request.defects.join('; ') || '(none)'}${request.certain ? ' [must be refused]' : ''}`,
    `headers: ${JSON.stringify(headers)}`,
    `body: ${JSON.stringify(shorten(payload))}`,
  ].join('\n');
}
