import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { beginWith, type Database, type Tx } from './client';

/**
 * The transaction a request runs in, when it has one. Code reached from the request's handler sees
 * the database only through `requestScopedDatabase`, which answers with this transaction while it
 * is open: a service cannot write beside it by forgetting to ask for it.
 */
interface RequestScope {
  tx: Tx | null;
  /** The shop whose rows the transaction may see; null for one that spans shops. */
  shop: string | null;
  /** Work to run once the request's transaction has committed (a push message about the write). */
  afterCommit: (() => void)[];
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request (hooks, handler) in its own scope; called once per request. */
export function runInRequestScope(next: () => void): void {
  scopes.run({ tx: null, shop: null, afterCommit: [] }, next);
}

/**
 * The database as features see it: inside a request's transaction, every query, and every
 * `transaction()` (then a savepoint), goes to that transaction; elsewhere (sign-in guards, jobs, a
 * request without one) to the pool.
 */
export function requestScopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const tx = scopes.getStore()?.tx;
      const source: object = tx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/**
 * Runs `work` once the current request's transaction has committed, and never if it rolls back;
 * at once where there is no request transaction (its write is already committed). Runs outside the
 * request's scope, so what it reads comes from the pool.
 */
export function afterRequestCommit(work: () => void): void {
  const scope = scopes.getStore();
  if (scope?.tx) scope.afterCommit.push(work);
  else scopes.exit(work);
}

/**
 * Runs `work` in the current request's transaction when one is open, else in a transaction of its
 * own (`db.transaction`). For work that lets every failure reach the request: the request's
 * transaction then undoes the handler's writes as a whole (to its savepoint, or with the whole
 * transaction), so a savepoint of the work's own would cost two round trips and undo nothing more.
 */
export function inRequestTransactionOrOwn<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const tx = scopes.getStore()?.tx;
  return tx ? work(tx) : db.transaction(work);
}

/** A transaction held open across a request's hooks, ended by `commit` or `rollback`. */
export interface HeldTransaction {
  tx: Tx;
  shop: string | null;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

class Rollback extends Error {}

/**
 * Opens a transaction that stays open until `commit` or `rollback` is called: the claim of a
 * request's Idempotency-Key, the handler's writes and the stored answer then commit together. With
 * a shop, it runs from its first statement as the request role with the shop's id set (on a
 * PostgreSQL server in the same round trip as its BEGIN), so row-level security shows it that
 * shop's rows only.
 */
export async function holdTransaction(
  db: Database,
  options: { shop: string | null; writes?: boolean } = { shop: null },
): Promise<HeldTransaction> {
  const setup = options.shop ? shopSetup(options.shop, options.writes ?? false) : null;
  const own = setup ? await beginWith(db, setup.statements, setup.lock) : null;
  const shop = options.shop;
  if (own) {
    return { tx: own.tx, shop, commit: () => own.end(true), rollback: () => own.end(false) };
  }
  const held = { ...(await holdDrizzleTransaction(db)), shop };
  if (setup) {
    try {
      await held.tx.execute(sql.raw(setup.query));
    } catch (error) {
      await held.rollback().catch(() => undefined);
      throw error;
    }
  }
  return held;
}

/**
 * What makes a transaction a request of shop `storeId`, as plain SQL: SET LOCAL statements, sent
 * with BEGIN on a PostgreSQL server (Citus carries SET LOCAL, never set_config, to the workers a
 * transaction reaches), or one query of set_config calls where one statement must do. A request
 * that writes also takes the shop's write lock (a transaction-scoped advisory lock keyed by the
 * shop): a shop's writes then run one after another. Each of them changes the shop's kept counts
 * and sums (order counts, money by month and day, each tailor's work counts) through triggers, in
 * an order that depends on what it writes; two of them at once could each hold a row the other
 * wants next, and PostgreSQL would end one with a deadlock. One lock taken first by every write of
 * the shop makes that impossible by construction, whatever a route writes; reads take no lock, and
 * other shops are not held up.
 */
function shopSetup(
  storeId: string,
  writes: boolean,
): { statements: string; lock?: string; query: string } {
  // Written into the SQL text (sent with BEGIN, where parameters cannot go): only a uuid passes.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(storeId)) {
    throw new Error(`not a shop id: ${storeId}`);
  }
  const lock = `select pg_advisory_xact_lock(${SHOP_WRITE_LOCK}, hashtext('${storeId}'))`;
  return {
    statements:
      `set local role ${REQUEST_ROLE}; set local app.store_id = '${storeId}'` +
      (writes ? `; set local plan_cache_mode = ${WRITE_PLAN_CACHE_MODE}` : ''),
    ...(writes ? { lock } : {}),
    query:
      `select set_config('role', '${REQUEST_ROLE}', true), set_config('app.store_id', '${storeId}', true)` +
      (writes
        ? `, set_config('plan_cache_mode', '${WRITE_PLAN_CACHE_MODE}', true), pg_advisory_xact_lock(${SHOP_WRITE_LOCK}, hashtext('${storeId}'))`
        : ''),
  };
}

/**
 * How a shop's write plans its statements: PostgreSQL's own way (`auto`), a plan per call for the
 * first five runs of a prepared statement on a connection, then one generic plan where it costs no
 * more. A connection otherwise plans every call for its values (`force_custom_plan`,
 * prepared-statements.ts), because a screen's read of a big shop must not run on a plan made for
 * the average one. A write's statements are inserts and updates of rows it names by key, and the
 * foreign-key checks and the kept counts' triggers they fire (about forty statements an order,
 * fourteen of them the check that the shop exists): planned afresh on every call, they cost about a
 * quarter more of PostgreSQL's CPU per order created (bench/README.md, "CPU per order created").
 */
const WRITE_PLAN_CACHE_MODE = 'auto';

/** The first key of the shops' write locks (the second is the shop's hash): ours among advisory locks. */
export const SHOP_WRITE_LOCK = 7_304;

function holdDrizzleTransaction(db: Database): Promise<Omit<HeldTransaction, 'shop'>> {
  return new Promise((opened, failedToOpen) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    let isOpen = false;
    const finished = db
      .transaction(async (tx) => {
        isOpen = true;
        opened({ tx, commit: () => close(true), rollback: () => close(false) });
        if (!(await decided)) throw new Rollback();
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return;
        if (!isOpen) failedToOpen(error);
        throw error;
      });
    // Seen by whoever ends the transaction; a failure to open is answered above.
    finished.catch(() => undefined);
    async function close(commit: boolean) {
      end(commit);
      await finished;
    }
  });
}

/** The database role a shop's requests run as: it owns nothing and cannot bypass row security. */
export const REQUEST_ROLE = 'tsm_request';

/**
 * Makes `held` the transaction of the current request: what the handler does with the database
 * from now on happens in it. With `savepoint`, a handler that
 * fails can have only its own writes undone (`undoHandler`), keeping the request's own rows (its
 * key's claim).
 */
export const requestTransaction = {
  async enter(held: HeldTransaction, options: { savepoint: boolean }): Promise<void> {
    const scope = scopes.getStore();
    if (!scope) throw new Error('requestTransaction.enter outside a request scope');
    if (options.savepoint) await held.tx.execute(sql`savepoint request_handler`);
    scope.tx = held.tx;
    scope.shop = held.shop;
  },
  async undoHandler(held: HeldTransaction): Promise<void> {
    await held.tx.execute(sql`rollback to savepoint request_handler`);
  },
  /** Ends the request's transaction and runs, after a commit, what waited for it. */
  async end(
    held: HeldTransaction,
    scope: RequestScope | undefined,
    commit: boolean,
  ): Promise<void> {
    if (scope) {
      scope.tx = null;
      scope.shop = null;
    }
    const waiting = scope?.afterCommit.splice(0) ?? [];
    if (!commit) return held.rollback();
    await held.commit();
    for (const work of waiting) scopes.exit(work);
  },
  scope(): RequestScope | undefined {
    return scopes.getStore();
  },
};
