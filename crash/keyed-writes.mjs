// The keyed write routes the crash suite drives. For each: the request a client sends next (or
// null when it has nothing to send it to yet), what the client keeps from its 2xx answer, and how
// the database shows what each key wrote. A request is traced to its rows by something only it
// carries (the key itself as a note, a new phone, a new customer), so that a key written twice shows
// as two rows. Routes whose write is a state change also name the state they leave: the final
// state must be the last acknowledged request's, or a later one's.
//
// Every request is valid when sent: whatever the crashes, each key must end in 2xx.

export const WORK_STEPS = ['cutting', 'stitching', 'finishing', 'trial_fix'];
// The karigar's rate for each step of a Blouse (rupees), set before the load begins.
export const WORK_STEP_RATE = 50;
const PAYMENTS_PER_ORDER = 7;
const LINES_ADDED_PER_ORDER = 20;

// In the shop's time zone (a new shop's, Asia/Kolkata), as the server reckons dates.
const inShopZone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const isoDay = (offset) => inShopZone.format(new Date(Date.now() + offset * 86_400_000));

/** A client's own state: its orders by the route they serve, its payouts, its counters. */
export function clientState(id) {
  return {
    id,
    n: 0,
    orders: { payment: [], refund: [], status: [], edit: [], trial: [], work: [] },
    payouts: [],
  };
}

/**
 * A new order with an advance of 300 on 1,000, for one route's later writes; one customer (one
 * mobile number) per order. A work order's garment is assigned to the karigar.
 */
export function orderRequest(client, purpose, karigarId) {
  client.n += 1;
  const n = client.n;
  return {
    route: 'order',
    purpose,
    method: 'POST',
    url: '/api/create_order',
    body: {
      customer: {
        name: `Customer ${client.id}-${n}`,
        mobile_no: `9${String(100_000_000 + client.id * 10_000_000 + n).slice(-9)}`,
        address: '4 Station Road, Jaipur',
        gender: 'female',
      },
      order: {
        orderType: 'alteration',
        totalAmount: 1000,
        advancePayment: 300,
        paymentType: 'cash',
        orderDate: isoDay(0),
        dueDate: isoDay(7),
        trialDate: purpose === 'trial' ? isoDay(3) : undefined,
        products: [
          {
            product: { name: 'Blouse' },
            price: 1000,
            measurements: { Bust: '34' },
            note: null,
            assigned_to: purpose === 'work' ? karigarId : null,
            uploadedImages: [],
          },
        ],
      },
    },
    target: `9${String(100_000_000 + client.id * 10_000_000 + n).slice(-9)}`,
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Counts of rows by a text column, for the given store. */
async function countBy(db, sql, storeId) {
  const { rows } = await db.query(sql, [storeId]);
  return new Map(rows.map((r) => [r.target, r.n]));
}

/**
 * The routes, by name. `order`: the purpose of the order to create when the route has no target
 * yet. `next(client, key, ctx)`: the request, or null. `acked(client, entry)`: after a 2xx answer.
 * `rows(db, ctx)`: rows per target. `state(db, ctx)`: the state per state target.
 */
export const ROUTES = {
  order: {
    label: 'POST /create_order',
    next: () => null,
    acked(client, entry) {
      const order = entry.answer;
      client.orders[entry.purpose].push({
        id: order._id,
        shareToken: order.share_token,
        productId: order.order.products[0]._id,
        uses: 0,
        steps: [...WORK_STEPS],
        undoable: [],
      });
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select c.mobile_no as target, count(o.id)::int as n from customers c
           join orders o on o.customer_id = c.id where c.store_id = $1 group by c.mobile_no`,
        storeId,
      ),
  },

  payment: {
    label: 'PUT /update_remaining_payment/{id}',
    order: 'payment',
    // At most 7 of 100 against a balance of 700: even if every unacknowledged one was written, none
    // may be refused as an overpayment.
    next(client) {
      const open = client.orders.payment.filter((o) => o.uses < PAYMENTS_PER_ORDER);
      if (open.length === 0) return null;
      const order = pick(open);
      order.uses += 1;
      return {
        method: 'PUT',
        url: `/api/update_remaining_payment/${order.id}`,
        body: { remainingAmount: 100, paymentType: 'upi' },
        target: order.id,
      };
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select order_id::text as target, count(*)::int as n from payments
          where store_id = $1 and kind not in ('advance', 'refund') group by order_id`,
        storeId,
      ),
  },

  refund: {
    label: 'POST /cancel_order (refund)',
    order: 'refund',
    // One key per order: cancelling refunds what was paid, once.
    next(client, key) {
      const order = client.orders.refund.find((o) => o.uses === 0);
      if (!order) return null;
      order.uses = 1;
      return {
        method: 'POST',
        url: '/api/cancel_order',
        body: { order_id: order.id, reason: key, paid_money: 'refund', method: 'cash' },
        target: order.id,
      };
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select order_id::text as target, count(*)::int as n from payments
          where store_id = $1 and kind = 'refund' group by order_id`,
        storeId,
      ),
  },

  status: {
    label: 'POST /update_order_status',
    order: 'status',
    next(client, key) {
      const open = client.orders.status.filter((o) => o.uses < 30);
      if (open.length === 0) return null;
      const order = pick(open);
      order.uses += 1;
      return {
        method: 'POST',
        url: '/api/update_order_status',
        body: { order_id: order.id, status: 'Delayed', delay_note: key },
        target: key,
        stateTarget: order.id,
        value: key,
      };
    },
    // Each change writes one history row carrying its delay note.
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select note as target, count(*)::int as n from order_status_events
          where store_id = $1 and to_status = 'Delayed' group by note`,
        storeId,
      ),
    state: (db, { storeId }) =>
      countBy(
        db,
        `select id::text as target, delay_note as n from orders where store_id = $1`,
        storeId,
      ),
  },

  edit: {
    label: 'POST /update_order (add a line)',
    order: 'edit',
    next(client, key) {
      const open = client.orders.edit.filter((o) => o.uses < LINES_ADDED_PER_ORDER);
      if (open.length === 0) return null;
      const order = pick(open);
      order.uses += 1;
      return {
        method: 'POST',
        url: '/api/update_order',
        body: {
          order_id: order.id,
          order: {
            addProducts: [
              {
                product: { name: 'Kurta' },
                price: 100,
                measurements: { Length: '40' },
                note: key,
                assigned_to: null,
                uploadedImages: [],
              },
            ],
          },
        },
        target: key,
      };
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select note as target, count(*)::int as n from order_products
          where store_id = $1 and note is not null group by note`,
        storeId,
      ),
  },

  trial: {
    label: 'POST /shared_order/{token}/trial',
    order: 'trial',
    next(client, key) {
      if (client.orders.trial.length === 0) return null;
      const order = pick(client.orders.trial);
      return {
        method: 'POST',
        url: `/api/shared_order/${order.shareToken}/trial`,
        body: { response: 'another_day', note: key },
        anonymous: true,
        target: key,
        stateTarget: order.id,
        value: key,
      };
    },
    // An answer is a state change: the order keeps the latest (and the shop's notice about it is
    // rewritten within a few minutes rather than added), so the order's note must be the last
    // answer acknowledged.
    state: (db, { storeId }) =>
      countBy(
        db,
        `select id::text as target, trial_note as n from orders where store_id = $1`,
        storeId,
      ),
  },

  work: {
    label: 'POST /karigar-work',
    order: 'work',
    // Each step of a garment is marked done by one key, and once that was acknowledged, undone by
    // another: one credit, then one credit reversal, per step.
    next(client) {
      const open = client.orders.work.filter((o) => o.steps.length + o.undoable.length > 0);
      if (open.length === 0) return null;
      const order = pick(open);
      const done = order.steps.length > 0 && (order.undoable.length === 0 || Math.random() < 0.6);
      const stage = done ? order.steps.shift() : order.undoable.shift();
      return {
        method: 'POST',
        url: '/api/karigar-work',
        body: { product_id: order.productId, stage, done },
        target: `${order.productId}:${stage}:${done ? 'credit' : 'credit_reversal'}`,
        workOrder: order,
      };
    },
    acked(client, entry) {
      if (entry.body.done) entry.workOrder.undoable.push(entry.body.stage);
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select product_id || ':' || stage || ':' || kind as target, count(*)::int as n
           from karigar_ledger where store_id = $1 and kind in ('credit', 'credit_reversal')
          group by product_id, stage, kind`,
        storeId,
      ),
  },

  payout: {
    label: 'POST /karigars/{id}/payouts',
    next(_client, key, { karigarId }) {
      return {
        method: 'POST',
        url: `/api/karigars/${karigarId}/payouts`,
        body: { amount: 100, method: 'cash', note: key },
        target: key,
      };
    },
    acked(client, entry) {
      client.payouts.push(entry.answer._id);
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select note as target, count(*)::int as n from karigar_ledger
          where store_id = $1 and kind = 'payout' group by note`,
        storeId,
      ),
  },

  reversal: {
    label: 'POST /karigar-ledger/{id}/reverse',
    // Each acknowledged payout is reversed by at most one key.
    next(client, key) {
      const payoutId = client.payouts.shift();
      if (!payoutId) return null;
      return {
        method: 'POST',
        url: `/api/karigar-ledger/${payoutId}/reverse`,
        body: { note: key },
        target: key,
      };
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select note as target, count(*)::int as n from karigar_ledger
          where store_id = $1 and kind = 'payout_reversal' group by note`,
        storeId,
      ),
  },

  rate: {
    label: 'PUT /karigar-rates',
    // Each client sets its own garment's rate, a new amount each time.
    next(client) {
      client.n += 1;
      const garment = `Crash garment ${client.id}`;
      return {
        method: 'PUT',
        url: '/api/karigar-rates',
        body: { garment, employee_id: null, stage: 'completed', rate: client.n },
        stateTarget: garment,
        value: String(client.n * 100),
      };
    },
    state: (db, { storeId }) =>
      countBy(
        db,
        `select garment as target, rate_paise::text as n from karigar_rates
          where store_id = $1 and garment like 'Crash garment %'`,
        storeId,
      ),
  },

  settings: {
    label: 'PUT /settings',
    // The shop's settings are one row: only the first client writes them, so that its requests
    // have an order.
    next(client) {
      if (client.id !== 1) return null;
      client.n += 1;
      const name = `Crash Test Tailors ${client.n}`;
      return {
        method: 'PUT',
        url: '/api/settings',
        body: { upi_payee_name: name },
        stateTarget: 'shop',
        value: name,
      };
    },
    state: (db, { storeId }) =>
      countBy(
        db,
        `select 'shop' as target, upi_payee_name as n from stores where id = $1`,
        storeId,
      ),
  },

  invite: {
    label: 'POST /send-invite',
    next(client) {
      client.n += 1;
      const phone = `8${client.id}${String(client.n).padStart(8, '0')}`;
      return {
        method: 'POST',
        url: '/api/send-invite',
        body: { name: `Invited Tailor ${client.id}-${client.n}`, phone },
        target: phone,
      };
    },
    rows: (db, { storeId }) =>
      countBy(
        db,
        `select phone as target, count(*)::int as n from invites where store_id = $1 group by phone`,
        storeId,
      ),
  },
};

/**
 * One route's figures from what was sent and what the database holds. A key is acknowledged once
 * a 2xx answer arrived (or a 409 saying its write was done and its answer lost: the write is there
 * to find). Rows per target must be one per acknowledged key: fewer is a loss, more a double. A
 * state must be the last one acknowledged during the load, or one of a request never acknowledged
 * then (which may have landed later, or been re-sent at the end).
 */
export async function routeFigures(db, ctx, name, entries) {
  const route = ROUTES[name];
  const mine = entries.filter((e) => e.route === name);
  const figures = {
    sent: mine.length,
    acknowledged: mine.filter((e) => e.confirmed).length,
    rows: 0,
    doubles: 0,
    losses: 0,
  };
  if (route.rows) {
    const rows = await route.rows(db, ctx);
    const expected = new Map();
    for (const e of mine)
      expected.set(e.target, (expected.get(e.target) ?? 0) + (e.confirmed ? 1 : 0));
    for (const [target, n] of expected) {
      const found = rows.get(target) ?? 0;
      figures.rows += found;
      figures.doubles += Math.max(0, found - n);
      figures.losses += Math.max(0, n - found);
    }
  }
  if (route.state) {
    const states = await route.state(db, ctx);
    const byTarget = new Map();
    for (const e of mine) byTarget.set(e.stateTarget, [...(byTarget.get(e.stateTarget) ?? []), e]);
    figures.stateTargets = byTarget.size;
    figures.stateWrong = 0;
    for (const [target, sent] of byTarget) {
      const ackedInLoad = sent.filter((e) => e.ackedInLoad);
      const allowed = new Set(sent.filter((e) => !e.ackedInLoad).map((e) => e.value));
      if (ackedInLoad.length > 0) allowed.add(ackedInLoad[ackedInLoad.length - 1].value);
      const current = states.get(target) ?? null;
      // Nothing acknowledged yet and nothing landed: the state is as it was before.
      if (ackedInLoad.length === 0 && !sent.some((e) => e.value === current)) continue;
      if (!allowed.has(current)) figures.stateWrong += 1;
    }
    figures.losses += figures.stateWrong;
  }
  return figures;
}

/** Answers that break the contract, counted per route. */
export function answerFigures(entries) {
  const answerLost = entries.filter((e) =>
    e.attempts.some((a) => a.code === 'IDEMPOTENCY_ANSWER_LOST'),
  ).length;
  const attempts = entries.flatMap((e) => e.attempts);
  return {
    answerLost,
    // A request in flight while PostgreSQL restarts must be told to come back (503), never 500.
    serverErrors: attempts.filter((a) => a.status >= 500 && a.status !== 503).length,
    unavailableWithoutRetryAfter: attempts.filter((a) => a.status === 503 && !a.retryAfter).length,
    unsettled: entries.filter(
      (e) => !e.acked && !e.attempts.some((a) => a.code === 'IDEMPOTENCY_ANSWER_LOST'),
    ).length,
    // A request sent again after a 2xx must be answered that 2xx again, as a replay.
    replayMismatches: entries.filter((e) =>
      e.attempts.some(
        (a, i) =>
          e.firstAnswer &&
          i > e.attempts.indexOf(e.firstAnswer) &&
          typeof a.status === 'number' &&
          !(a.replayed && a.status === e.firstAnswer.status && a.text === e.firstAnswer.text),
      ),
    ).length,
  };
}
