import { describe, expect, it } from 'vitest';
import { statusFormError } from './status-form-error';

const valid = {
  status: 'In Process',
  orderId: 'order-1',
  delayNote: '',
  role: 'shopkeeper' as const,
};

describe('statusFormError', () => {
  it('accepts each of the four statuses for a shopkeeper', () => {
    for (const status of ['In Process', 'Completed', 'Delivered']) {
      expect(statusFormError({ ...valid, status })).toBeNull();
    }
    expect(
      statusFormError({ ...valid, status: 'Delayed', delayNote: 'Cloth arrives late' }),
    ).toBeNull();
  });

  it('asks for a status first, before anything else', () => {
    expect(statusFormError({ ...valid, status: '', orderId: '' })).toBe('selectStatus');
    expect(statusFormError({ ...valid, status: '  ' })).toBe('selectStatus');
  });

  it('refuses an order without an id', () => {
    expect(statusFormError({ ...valid, orderId: '' })).toBe('orderIdMissing');
    expect(statusFormError({ ...valid, orderId: null })).toBe('orderIdMissing');
    expect(statusFormError({ ...valid, orderId: undefined, status: 'Bogus' })).toBe(
      'orderIdMissing',
    );
  });

  it('refuses statuses outside the four, and Delivered for an employee', () => {
    expect(statusFormError({ ...valid, status: 'Pending' })).toBe('invalidStatus');
    expect(statusFormError({ ...valid, status: 'Cancelled' })).toBe('invalidStatus');
    expect(statusFormError({ ...valid, status: 'Delivered', role: 'employee' })).toBe(
      'invalidStatus',
    );
    expect(statusFormError({ ...valid, status: 'Completed', role: 'employee' })).toBeNull();
  });

  it('wants a reason that is not blank for Delayed', () => {
    expect(statusFormError({ ...valid, status: 'Delayed', delayNote: '' })).toBe('delayReason');
    expect(statusFormError({ ...valid, status: 'Delayed', delayNote: '   ' })).toBe('delayReason');
  });
});
