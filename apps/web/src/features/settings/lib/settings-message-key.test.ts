import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGE_SETTINGS_MESSAGES } from '@tailor/shared/customer-messages';
import {
  duplicateGarmentMessage,
  duplicateMeasurementMessage,
  measurementTemplatesSchema,
  SETTINGS_MESSAGES,
  tooManyGarmentsMessage,
  updateSettingsSchema,
} from '@tailor/shared/settings';
import { i18n } from '../../../lib/i18n';
import { settingsMessageKey } from './settings-message-key';

/** The English text the key gives: it must be the shared schema's message word for word. */
function english(message: string): string | null {
  const known = settingsMessageKey(message);
  return known ? i18n.getFixedT('en', 'settings')(known.key, known.values) : null;
}

describe('settingsMessageKey', () => {
  it.each([
    ...Object.values(SETTINGS_MESSAGES),
    ...Object.values(CUSTOMER_MESSAGE_SETTINGS_MESSAGES),
  ])('translates "%s" back to itself in English', (message) => {
    expect(english(message)).toBe(message);
  });

  it('recognises the messages that name a garment or a gender', () => {
    for (const message of [
      tooManyGarmentsMessage('male'),
      tooManyGarmentsMessage('female'),
      duplicateGarmentMessage('male', 'Kurta'),
      duplicateGarmentMessage('female', "Ladies' Suit"),
      duplicateMeasurementMessage('Kurta', 'Chest'),
    ]) {
      expect(english(message)).toBe(message);
    }
  });

  it('translates with the names in place', () => {
    const known = settingsMessageKey(duplicateGarmentMessage('female', 'Blouse'));
    expect(i18n.getFixedT('hi', 'settings')(known!.key, known!.values)).toContain('Blouse');
  });

  it('leaves any other text alone', () => {
    expect(settingsMessageKey('Shop not found')).toBeNull();
    expect(settingsMessageKey(undefined)).toBeNull();
  });

  it('knows every message the shared schemas give for bad settings', () => {
    const bad = [
      { customer_message_language: 'fr' },
      { customer_messages: { not_collected_days: 0 } },
      { customer_messages: { not_collected_days: 91 } },
      { customer_messages: { not_collected_days: 2.5 } },
      { customer_messages: { ready: 'yes' } },
      { order_number_prefix: 'KT 1' },
      { order_number_prefix: 'ABCDEFGHIJK' },
      { measurement_templates: { male: [{ garment: '', measurements: ['A'] }], female: [] } },
      { measurement_templates: { male: [{ garment: 'A', measurements: [] }], female: [] } },
      { measurement_templates: { male: [{ garment: 'A', measurements: [' '] }], female: [] } },
      {
        measurement_templates: {
          male: [
            { garment: 'A', measurements: ['X'] },
            { garment: 'a', measurements: ['X'] },
          ],
          female: [],
        },
      },
    ];
    for (const body of bad) {
      const result = updateSettingsSchema.safeParse(body);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues)
        expect(settingsMessageKey(issue.message), issue.message).not.toBeNull();
    }
    const twice = measurementTemplatesSchema.safeParse({
      male: [{ garment: 'Kurta', measurements: ['Chest', 'chest'] }],
      female: [],
    });
    expect(settingsMessageKey(twice.error!.issues[0]!.message)).not.toBeNull();
  });
});
