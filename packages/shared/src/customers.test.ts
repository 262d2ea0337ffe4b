import { describe, expect, it } from 'vitest';
import {
  customerListQuerySchema,
  customerNameSchema,
  genderSchema,
  updateCustomerAddressSchema,
} from './customers';
import { ruleText } from './rule-codes';

describe('customerListQuerySchema', () => {
  it('defaults to page 1 of 10 and lets limit 0 mean all', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(customerListQuerySchema.parse({ page: '3', limit: '0', search: ' asha ' })).toEqual({
      page: 3,
      limit: 0,
      search: 'asha',
    });
  });
  it.each([{ page: '0' }, { limit: '-1' }, { limit: '1001' }, { page: 'x' }])(
    'refuses %j',
    (query) => {
      expect(customerListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('updateCustomerAddressSchema', () => {
  it('needs at least 5 characters', () => {
    expect(
      updateCustomerAddressSchema.safeParse({ address: ' abc ' }).error!.issues[0]!.message,
    ).toBe('CUSTOMER_ADDRESS_MIN');
    expect(updateCustomerAddressSchema.parse({ address: ' 4 Park St ' })).toEqual({
      address: '4 Park St',
    });
  });
});

describe('customerNameSchema', () => {
  it.each([
    ['', 'CUSTOMER_NAME_REQUIRED', 'Customer name is required.'],
    ['Al', 'CUSTOMER_NAME_MIN', 'Customer name must be at least 3 characters'],
    ['A'.repeat(51), 'CUSTOMER_NAME_MAX', 'Customer name must be at most 50 characters'],
  ] as const)('refuses %j by the rule %s, worded in English as before', (name, code, text) => {
    expect(customerNameSchema.safeParse(name).error!.issues[0]!.message).toBe(code);
    expect(ruleText(code)).toBe(text);
  });
});

describe('genderSchema', () => {
  it.each(['', 'other'])('refuses %j by the gender rule, worded in English as before', (gender) => {
    expect(genderSchema.safeParse(gender).error!.issues[0]!.message).toBe(
      'CUSTOMER_GENDER_REQUIRED',
    );
    expect(ruleText('CUSTOMER_GENDER_REQUIRED')).toBe('Please select a gender first.');
  });
});
