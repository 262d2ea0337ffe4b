import { describe, expect, it } from 'vitest';
import { buildPincodeDirectory, lookupPincode, normalizePlaceName } from './pincode-directory';

describe('buildPincodeDirectory', () => {
  it('takes the most common district first, ties alphabetically', () => {
    const directory = buildPincodeDirectory([
      { pincode: 123456, district: 'Zeta', state: 'Goa' },
      { pincode: 123456, district: 'Beta', state: 'Goa' },
      { pincode: 123456, district: 'Beta', state: 'Goa' },
      { pincode: 123456, district: 'Alpha', state: 'Goa' },
    ]);
    expect(lookupPincode(directory, '123456')).toEqual({
      pincode: '123456',
      state: 'Goa',
      district: 'Beta',
      districts: ['Beta', 'Alpha', 'Zeta'],
    });
  });

  it("keeps to the majority state's districts when a pincode crosses a border", () => {
    const directory = buildPincodeDirectory([
      { pincode: '160003', district: 'Mohali', state: 'Punjab' },
      { pincode: '160003', district: 'Chandigarh', state: 'Chandigarh' },
      { pincode: '160003', district: 'Chandigarh', state: 'Chandigarh' },
    ]);
    expect(lookupPincode(directory, '160003')).toMatchObject({
      state: 'Chandigarh',
      districts: ['Chandigarh'],
    });
  });

  it('merges spellings and skips rows it cannot read', () => {
    const directory = buildPincodeDirectory([
      { pincode: 495668, district: 'Janjgir-champa', state: 'Chattisgarh' },
      { pincode: 495668, district: 'JANJGIR-CHAMPA ', state: 'chattisgarh' },
      { pincode: 'x', district: 'Nowhere', state: 'Goa' },
      { pincode: 403001, district: 42, state: 'Goa' },
      null,
    ]);
    expect([...directory.entries.keys()]).toEqual(['495668']);
    expect(lookupPincode(directory, '495668')).toMatchObject({
      state: 'Chhattisgarh',
      districts: ['Janjgir-Champa'],
    });
  });
});

describe('normalizePlaceName', () => {
  it.each([
    ['Janjgir-champa', 'Janjgir-Champa'],
    ['Raigarh(MH)', 'Raigarh'],
    ['Bilaspur (HP)', 'Bilaspur'],
    ['Kaimur (Bhabua)', 'Kaimur (Bhabua)'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['North And Middle Andaman', 'North and Middle Andaman'],
    ['K.V.Rangareddy', 'K.V.Rangareddy'],
    ['  north   24 parganas ', 'North 24 Parganas'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePlaceName(raw)).toBe(expected);
  });
});
