import { pincodeLookupSchema } from '@tailor/shared/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupPincode, normalizePlaceName, type PincodeDirectory } from '../features/pincodes';
import { loadPincodeDirectory } from './india-post-pincodes';

describe('loadPincodeDirectory', () => {
  let directory: PincodeDirectory;
  beforeAll(() => {
    directory = loadPincodeDirectory();
  });

  it('builds the directory once and shares it', () => {
    expect(loadPincodeDirectory()).toBe(directory);
    expect(directory.entries.size).toBeGreaterThan(19_000);
  });

  it.each([
    ['110001', 'Delhi', 'Central Delhi', ['Central Delhi', 'New Delhi']],
    ['400001', 'Maharashtra', 'Mumbai', ['Mumbai', 'Raigarh']],
    ['380001', 'Gujarat', 'Ahmedabad', ['Ahmedabad']],
    ['600001', 'Tamil Nadu', 'Chennai', ['Chennai']],
  ])('knows %s is in %s, mainly %s', (pincode, state, district, districts) => {
    expect(lookupPincode(directory, pincode)).toEqual({ pincode, state, district, districts });
  });

  it('answers in the shape of the API', () => {
    expect(pincodeLookupSchema.parse(lookupPincode(directory, '560001'))).toMatchObject({
      state: 'Karnataka',
    });
  });

  it('uses current state names', () => {
    expect(lookupPincode(directory, '194101')?.state).toBe('Ladakh'); // Leh
    expect(lookupPincode(directory, '190001')?.state).toBe('Jammu and Kashmir'); // Srinagar
    expect(lookupPincode(directory, '605001')?.state).toBe('Puducherry');
    expect(lookupPincode(directory, '492001')?.state).toBe('Chhattisgarh'); // Raipur
    expect(lookupPincode(directory, '396210')?.state).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    ); // Daman
    expect(lookupPincode(directory, '744101')?.state).toBe('Andaman and Nicobar Islands');
    const states = new Set([...directory.entries.values()].map((entry) => entry.state));
    for (const old of ['Chattisgarh', 'Pondicherry', 'Jammu & Kashmir', 'Daman & Diu', 'Orissa']) {
      expect(states.has(old), old).toBe(false);
    }
    expect(states.size).toBe(36); // 28 states and 8 union territories
  });

  it('spells every name the same way', () => {
    const names = new Set<string>();
    for (const entry of directory.entries.values()) {
      names.add(entry.state);
      for (const district of entry.districts) names.add(district);
    }
    for (const name of names) {
      expect(name).toBe(normalizePlaceName(name));
      expect(name).not.toMatch(/&|\([A-Z]+\)|\s{2}|^\s|\s$/);
    }
  });

  it('answers null for an unknown pincode', () => {
    expect(lookupPincode(directory, '999999')).toBeNull();
  });

  it('answers null for anything that is not 6 digits', () => {
    for (const bad of [
      '',
      '11000',
      '1100011',
      '11000a',
      '011000',
      '110 001',
      '११०००१',
      '110001.0',
      '-11000',
    ]) {
      expect(lookupPincode(directory, bad), bad).toBeNull();
    }
    expect(lookupPincode(directory, undefined as unknown as string)).toBeNull();
  });

  it('hands out copies, so a caller cannot change the directory', () => {
    const first = lookupPincode(directory, '110001')!;
    first.districts.push('Nowhere');
    expect(lookupPincode(directory, '110001')!.districts).not.toContain('Nowhere');
  });
});
