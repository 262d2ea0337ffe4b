import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Every statement with parameters that the server sends through node-postgres becomes a named
 * prepared statement of its connection: PostgreSQL parses and plans it once per connection and
 * then only binds and runs it, where an unnamed statement is parsed and planned afresh each time
 * (a quarter of PostgreSQL's CPU per order created: bench/README.md, order creation).
 *
 * The name is a hash of the text, so one text is one statement and two texts never share a name.
 * A statement whose text varies with its input (an `in (…)` list, a `values` list) makes one
 * prepared statement per shape: each connection keeps at most `limit`, and sends the rest
 * unnamed, as before, so a long-lived connection's memory stays bounded.
 *
 * Each call is still planned for its own values (`plan_cache_mode = force_custom_plan`): after five
 * runs PostgreSQL would otherwise settle on one generic plan for every shop, and shops differ by
 * orders of magnitude. A tailor's dashboard in a 50,000-order shop among 999 small ones went from
 * 35 ms to 125–230 ms on the generic plan (bench/README.md, prepared statements). What preparing
 * saves is then the parsing and rewriting, not the planning. A shop's write goes back to
 * PostgreSQL's own way for its transaction (WRITE_PLAN_CACHE_MODE, request-transaction.ts).
 */
export const PREPARED_PER_CONNECTION = 400;

type Query = (...args: unknown[]) => unknown;
interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

function configOf(first: unknown): QueryConfig | null {
  if (typeof first === 'string') return { text: first };
  if (first && typeof first === 'object' && typeof (first as QueryConfig).text === 'string') {
    return first as QueryConfig;
  }
  return null;
}

/** Names already worked out, by text: hashing a text on every call cost 3 % of an order's CPU. */
const namesByText = new Map<string, string>();
/** Far more than the server's statement texts; texts of every shape (an `in (…)` list) clear it. */
const NAMES_KEPT = 5_000;

export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `tsm_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (namesByText.size >= NAMES_KEPT) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Makes `client` prepare its parameterised statements, up to `limit` of them. Resolves once the
 * connection plans each call for its values: the pool hands the connection out after that
 * (`onConnect`, client.ts), so no statement is queued behind it (node-postgres 9 will refuse a
 * query sent while another runs).
 */
export async function prepareStatementsOf(
  client: pg.ClientBase,
  limit = PREPARED_PER_CONNECTION,
): Promise<void> {
  // The class's own method, looked up on each call (not kept from now): what wraps the class's
  // method later, such as a test counting statements, still sees every statement.
  const query: Query = (...args) =>
    (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);
  const prepared = new Set<string>();
  (client as unknown as { query: Query }).query = (...args) => {
    const [first, second] = args;
    const config = configOf(first);
    const values = Array.isArray(second) ? second : config?.values;
    // Without parameters there is nothing to bind (BEGIN, SET LOCAL, COMMIT, a migration's
    // script of many statements, which the extended protocol refuses).
    if (!config || config.name || !values || values.length === 0) return query(...args);
    const name = statementName(config.text);
    if (!prepared.has(name)) {
      if (prepared.size >= limit) return query(...args);
      prepared.add(name);
    }
    return query({ ...config, name }, ...args.slice(1));
  };
  // A failure here shows in the log and leaves PostgreSQL's default, generic plans after five runs.
  try {
    await query('set plan_cache_mode = force_custom_plan');
  } catch (error) {
    console.error(`plan_cache_mode not set: ${(error as Error).message}`);
  }
}
