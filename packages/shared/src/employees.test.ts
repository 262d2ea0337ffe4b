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
    ['name', undefined, 'EMPLOYEE_NAME_REQUIRED'],
    ['name', 'Al', 'EMPLOYEE_NAME_MIN'],
    ['name', 'A'.repeat(51), 'EMPLOYEE_NAME_MAX'],
    ['phone', '12345', 'PHONE_INVALID'],
    ['experience', undefined, 'EMPLOYEE_EXPERIENCE_REQUIRED'],
    ['experience', 2.5, 'EMPLOYEE_EXPERIENCE_WHOLE'],
    ['experience', -1, 'EMPLOYEE_EXPERIENCE_NEGATIVE'],
    ['experience', 81, 'EMPLOYEE_EXPERIENCE_MAX'],
    ['specialization', undefined, 'EMPLOYEE_SPECIALIZATION_REQUIRED'],
    ['specialization', ' ', 'EMPLOYEE_SPECIALIZATION_REQUIRED'],
    ['specialization', 'knitting', 'EMPLOYEE_SPECIALIZATION_INVALID'],
    ['position', 'owner', 'EMPLOYEE_POSITION_INVALID'],
    ['email', 'nope', 'EMAIL_INVALID'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    const result = addEmployeeSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
