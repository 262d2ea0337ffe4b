import { describe, expect, it } from 'vitest';
import { makeEmployee } from '../test/fixtures';
import { matchesEmployee } from './match-employee';

const ravi = makeEmployee({
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@shop.in',
  position: 'manager',
});

describe('matchesEmployee', () => {
  it.each([
    ['', true],
    ['ravi', true],
    ['KUMAR', true],
    ['shop.in', true],
    ['manag', true],
    ['98765', true],
    ['+91 98765 43210', true],
    ['98765-43210', true],
    ['919876543210', true],
    ['tailor', false],
    ['12345', false],
    ['ravi 9', false],
  ])('%j → %s', (search, expected) => {
    expect(matchesEmployee(ravi, search)).toBe(expected);
  });

  it('matches the position’s label in the interface language', () => {
    expect(matchesEmployee(ravi, 'प्रबंधक', (p) => (p === 'manager' ? 'प्रबंधक' : p))).toBe(true);
    expect(matchesEmployee(ravi, 'दर्जी', (p) => (p === 'manager' ? 'प्रबंधक' : p))).toBe(false);
  });

  it('does not treat a missing email as text', () => {
    expect(matchesEmployee({ ...ravi, email: null }, 'null')).toBe(false);
  });
});
