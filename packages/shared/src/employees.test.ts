import { describe, expect, it } from 'vitest';
import { addEmployeeSchema } from './employees';

const valid = {
  name: 'Suresh Patel',
  phone: '9876501234',
  experience: 5,
  specialization: "Men's Wear",
};

describe('addEmployeeSchema', () => {
  it('normalises the wire values and defaults position to tailor', () => {
    expect(addEmployeeSchema.parse({ ...valid, email: '' })).toEqual({
      name: 'Suresh Patel',
      phone: '9876501234',
      position: 'tailor',
      experience: 5,
      specialization: "men's wear",
    });
    expect(
      addEmployeeSchema.parse({ ...valid, position: 'Manager', email: 'a@b.in' }),
    ).toMatchObject({ position: 'manager', email: 'a@b.in' });
  });

  it.each([
    ['name', undefined, 'Name is required'],
    ['name', 'Al', 'Name must be at least 3 characters'],
    ['phone', '12345', 'Enter a valid 10-digit mobile number.'],
    ['experience', undefined, 'Experience is required'],
    ['experience', 2.5, 'Experience must be a whole number of years'],
    ['experience', -1, 'Experience cannot be negative'],
    ['specialization', undefined, 'Specialization is required'],
    ['specialization', 'knitting', 'Select a valid specialization'],
    ['position', 'owner', 'Select a valid position'],
    ['email', 'nope', 'Enter a valid email address'],
  ])('refuses %s = %j', (field, value, message) => {
    const result = addEmployeeSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
