import { describe, expect, it } from 'vitest';
import { isRuleCode, RULES, ruleKey, ruleParams, ruleText, type RuleCode } from './rule-codes';
import { addEmployeeSchema } from './employees';
import { sendInviteSchema } from './invites';
import { measurementTemplatesSchema, updateSettingsSchema } from './settings';

const CODES = Object.keys(RULES) as RuleCode[];

/** Params enough to word any code; a code's own limits come from its definition. */
const SAMPLE = { gender: 'male', garment: 'Kurta', measurement: 'Chest' };

describe('RULES', () => {
  it.each(CODES)('%s has an English sentence and a translation key', (code) => {
    const text = ruleText(code, SAMPLE);
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
    expect(text).not.toBe(code);
    expect(ruleKey(code, SAMPLE)).toMatch(/^[a-zA-Z]+:[\w.]+$/);
  });

  it('words a refusal with the rule’s own limits and the issue’s params', () => {
    expect(ruleText('SETTINGS_PREFIX_LENGTH')).toBe(
      'Order number prefix must be at most 10 characters',
    );
    expect(ruleParams('SETTINGS_PREFIX_LENGTH')).toEqual({ max: 10 });
    expect(ruleText('SETTINGS_GARMENT_TWICE', { gender: 'female', garment: 'Blouse' })).toBe(
      "The garment 'Blouse' is listed twice for women",
    );
    expect(ruleKey('SETTINGS_GARMENT_TWICE', { gender: 'female', garment: 'Blouse' })).toBe(
      'settings:errors.duplicateGarment.female',
    );
  });

  it('is what the settings schemas refuse with: a code, never a sentence', () => {
    const refusals = [
      updateSettingsSchema.safeParse({ order_number_prefix: 'KT#' }),
      updateSettingsSchema.safeParse({ order_number_prefix: 'ABCDEFGHIJK' }),
      updateSettingsSchema.safeParse({ gstin: '27AAACY5779P1ZC' }),
      updateSettingsSchema.safeParse({ upi_id: 'kumar@' }),
      updateSettingsSchema.safeParse({ daily_capacity: 0 }),
      updateSettingsSchema.safeParse({ customer_messages: { not_collected_days: 91 } }),
      updateSettingsSchema.safeParse({ measurement_unit: 'mm' }),
      measurementTemplatesSchema.safeParse({
        male: [
          { garment: 'Kurta', measurements: ['Chest'] },
          { garment: 'kurta', measurements: ['Chest'] },
        ],
        female: [],
      }),
    ];
    for (const refusal of refusals) {
      const issue = refusal.error?.issues[0];
      expect(isRuleCode(issue?.message), issue?.message).toBe(true);
    }
  });
  it('is what the employee and invite schemas refuse with, at the field refused', () => {
    const employee = {
      name: 'Suresh',
      phone: '9876501234',
      experience: 5,
      specialization: 'alteration',
    };
    const refusals: [ReturnType<typeof sendInviteSchema.safeParse>, RuleCode, string][] = [
      [addEmployeeSchema.safeParse({ ...employee, name: 'Al' }), 'EMPLOYEE_NAME_MIN', 'name'],
      [
        addEmployeeSchema.safeParse({ ...employee, experience: -1 }),
        'EMPLOYEE_EXPERIENCE_NEGATIVE',
        'experience',
      ],
      [
        addEmployeeSchema.safeParse({ ...employee, position: 'boss' }),
        'EMPLOYEE_POSITION_INVALID',
        'position',
      ],
      [
        sendInviteSchema.safeParse({ name: ' ', phone: '9876543210' }),
        'INVITE_NAME_REQUIRED',
        'name',
      ],
      [
        sendInviteSchema.safeParse({ name: 'Meena', phone: '98765' }),
        'INVITE_PHONE_DIGITS',
        'phone',
      ],
    ];
    for (const [refusal, code, field] of refusals) {
      expect(refusal.error?.issues[0]).toMatchObject({ message: code, path: [field] });
    }
  });
});
