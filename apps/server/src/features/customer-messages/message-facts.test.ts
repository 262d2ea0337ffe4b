import { describe, expect, it } from 'vitest';
import { reasonGone, type MessageFacts } from './message-facts';

const now = new Date('2026-03-10T06:30:00Z');

function facts(overrides: Partial<MessageFacts>): MessageFacts {
  return {
    id: 'message',
    kind: 'balance_due',
    dedupeKey: 'balance_due',
    state: 'queued',
    body: null,
    attempts: 0,
    nextAttemptAt: now,
    sentAt: null,
    lastError: null,
    createdAt: now,
    orderId: 'order',
    status: 'Completed',
    orderNumber: 7,
    totalPaise: 100_000,
    paidPaise: 40_000,
    advancePaise: 40_000,
    dueDate: '2026-03-01',
    trialDate: null,
    trialTime: null,
    shareToken: 'token',
    customerName: 'Asha Rao',
    mobileNo: '9876543210',
    shopName: 'Sharma Boutique',
    prefix: '',
    language: 'en',
    timeZone: 'Asia/Kolkata',
    readyAt: null,
    ...overrides,
  };
}

describe('reasonGone', () => {
  describe("the report's daily reminders (kind:<day>)", () => {
    it('asks a customer who collected unpaid for the balance', () => {
      expect(
        reasonGone(facts({ dedupeKey: 'balance_due:2026-03-10', status: 'Delivered' }), now),
      ).toBeNull();
    });

    it('asks for a balance of a garment waiting', () => {
      expect(reasonGone(facts({ dedupeKey: 'balance_due:2026-03-10' }), now)).toBeNull();
    });

    it('drops a balance reminder once it is paid, or the order cancelled or back in work', () => {
      const key = { dedupeKey: 'balance_due:2026-03-10' };
      expect(reasonGone(facts({ ...key, status: 'Delivered', paidPaise: 100_000 }), now)).toBe(
        'Nothing is owed',
      );
      expect(reasonGone(facts({ ...key, status: 'Cancelled' }), now)).toBe(
        'The order is Cancelled',
      );
      expect(reasonGone(facts({ ...key, status: 'In Process' }), now)).toBe(
        'The order is In Process',
      );
    });

    it('drops a not-collected reminder once the garment is collected', () => {
      const key = { kind: 'not_collected', dedupeKey: 'not_collected:2026-03-10' };
      expect(reasonGone(facts(key), now)).toBeNull();
      expect(reasonGone(facts({ ...key, status: 'Delivered' }), now)).toBe(
        'The order is Delivered',
      );
    });
  });

  it('drops the automatic balance message (written when ready) once the garment is collected', () => {
    expect(reasonGone(facts({ status: 'Delivered' }), now)).toBe('The order is Delivered');
  });

  it('drops a trial reminder once the trial day has come or passed, or the trial was removed', () => {
    const trial = (trialDate: string | null) =>
      facts({ kind: 'trial_reminder', dedupeKey: 'trial_reminder:2026-03-11', trialDate });
    expect(reasonGone(trial('2026-03-11'), now)).toBeNull();
    expect(reasonGone(trial('2026-03-11'), new Date('2026-03-10T19:00:00Z'))).toBe(
      'The trial day has come',
    );
    expect(reasonGone(trial('2026-03-11'), new Date('2026-03-13T06:30:00Z'))).toBe(
      'The trial day has come',
    );
    expect(reasonGone(trial(null), now)).toBe('The trial moved');
  });

  it('drops the thanks for collecting once the order is no longer delivered', () => {
    const delivered = { kind: 'delivered', dedupeKey: 'delivered' };
    expect(reasonGone(facts({ ...delivered, status: 'Delivered' }), now)).toBeNull();
    expect(reasonGone(facts({ ...delivered, status: 'Completed' }), now)).toBe(
      'The order is Completed',
    );
  });
});
