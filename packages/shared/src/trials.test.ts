import { describe, expect, it } from 'vitest';
import {
  trialListQuerySchema,
  TRIAL_CODES,
  trialAnswerSchema,
  trialDateError,
  trialDateSchema,
} from './trials';
import { formatTrial, parseTrial } from './trials-rules';

describe('parseTrial', () => {
  it.each([
    ['2026-12-03', { date: '2026-12-03', time: null }],
    [' 2026-12-03 ', { date: '2026-12-03', time: null }],
    ['2026-12-03T17:30', { date: '2026-12-03', time: '17:30' }],
    ['2026-12-03T00:00', { date: '2026-12-03', time: '00:00' }],
    // An instant is read as the shop's wall clock (India, UTC+5:30).
    ['2026-12-03T12:00:00Z', { date: '2026-12-03', time: '17:30' }],
    ['2026-12-03T20:00:00.000Z', { date: '2026-12-04', time: '01:30' }],
    ['2026-12-03T17:30+05:30', { date: '2026-12-03', time: '17:30' }],
  ])('reads %j', (value, trial) => {
    expect(parseTrial(value)).toEqual(trial);
  });

  it.each([
    '',
    '03-12-2026',
    '2026-02-30',
    '2026-12-03T24:00',
    '2026-12-03T9:30',
    '2026-12-03T17:60',
    '2026-12-03 17:30',
    'tomorrow',
  ])('refuses %j', (value) => {
    expect(parseTrial(value)).toBeNull();
  });

  it('writes back what it reads', () => {
    for (const wire of ['2026-12-03', '2026-12-03T09:05']) {
      expect(formatTrial(parseTrial(wire)!)).toBe(wire);
    }
  });
});

describe('trialDateSchema', () => {
  it('takes null or an empty text as no trial', () => {
    expect(trialDateSchema.parse(null)).toBeNull();
    expect(trialDateSchema.parse('  ')).toBeNull();
  });

  it('refuses other forms with one clear message', () => {
    for (const value of ['3 Dec', 42, true]) {
      const result = trialDateSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(TRIAL_CODES.TRIAL_DATE_INVALID);
    }
  });
});

describe('trialDateError', () => {
  const today = '2026-11-25';
  it('allows today up to the due date', () => {
    expect(trialDateError({ date: today, time: '18:00' }, today, '2026-12-01')).toBeNull();
    expect(trialDateError({ date: '2026-12-01', time: null }, today, '2026-12-01')).toBeNull();
  });
  it('refuses a past day, and a day after the due date', () => {
    expect(trialDateError({ date: '2026-11-24', time: null }, today, '2026-12-01')).toBe(
      'TRIAL_DATE_PAST',
    );
    expect(trialDateError({ date: '2026-12-02', time: null }, today, '2026-12-01')).toBe(
      'TRIAL_AFTER_DUE',
    );
  });
});

describe('trialAnswerSchema', () => {
  it('takes an answer with an optional note, trimmed', () => {
    expect(trialAnswerSchema.parse({ response: 'confirmed' })).toEqual({
      response: 'confirmed',
      note: null,
    });
    expect(
      trialAnswerSchema.parse({ response: 'another_day', note: '  Saturday after 5 pm ' }),
    ).toEqual({ response: 'another_day', note: 'Saturday after 5 pm' });
  });
  it('refuses an unknown answer and a long note', () => {
    expect(trialAnswerSchema.safeParse({ response: 'maybe' }).success).toBe(false);
    const long = trialAnswerSchema.safeParse({ response: 'another_day', note: 'x'.repeat(201) });
    expect(long.error!.issues[0]!.message).toBe('TRIAL_NOTE_LENGTH');
    expect(trialAnswerSchema.safeParse({ response: 'maybe' }).error!.issues[0]!.message).toBe(
      'TRIAL_RESPONSE_INVALID',
    );
  });
});

describe('trialListQuerySchema', () => {
  it('refuses malformed days without throwing, and a range backwards or too long', () => {
    expect(trialListQuerySchema.safeParse({ from: 'abc', to: '\u202eevil' }).success).toBe(false);
    expect(trialListQuerySchema.safeParse({ from: '2026-12-05', to: '2026-12-01' }).success).toBe(
      false,
    );
    expect(trialListQuerySchema.safeParse({ from: '2026-12-01', to: '2027-02-01' }).success).toBe(
      false,
    );
    expect(trialListQuerySchema.parse({ from: '2026-12-01', to: '2027-01-31' })).toEqual({
      from: '2026-12-01',
      to: '2027-01-31',
    });
  });
});
