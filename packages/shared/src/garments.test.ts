import { describe, expect, it } from 'vitest';
import { tagCodeFromScan } from './garments-rules';
import { tagCodeParamsSchema } from './garments';

describe('tagCodeFromScan', () => {
  it("reads the tag of a garment's address or of the code itself, capitals or not", () => {
    expect(tagCodeFromScan('https://shop.example.in/g/K7M2QX')).toBe('K7M2QX');
    expect(tagCodeFromScan('http://shop.test/g/k7m2qx/')).toBe('K7M2QX');
    expect(tagCodeFromScan(' k7m2qx ')).toBe('K7M2QX');
  });

  it('refuses what names no tag: other codes, other pages, look-alike characters', () => {
    expect(tagCodeFromScan('upi://pay?pa=shop@okaxis')).toBeNull();
    expect(tagCodeFromScan('https://shop.test/shared_order/abc')).toBeNull();
    expect(tagCodeFromScan('K7M2Q0')).toBeNull();
    expect(tagCodeFromScan('https://shop.test/g/K7M2QX/stage')).toBeNull();
  });
});

describe('tagCodeParamsSchema', () => {
  it('takes a tag in any case and refuses look-alikes with the rule code', () => {
    expect(tagCodeParamsSchema.parse({ tag_code: 'k7m2qx' })).toEqual({ tag_code: 'K7M2QX' });
    const refused = tagCodeParamsSchema.safeParse({ tag_code: 'K7M2QI' });
    expect(refused.error?.issues[0]?.message).toBe('GARMENT_TAG_INVALID');
  });
});
