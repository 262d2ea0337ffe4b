import { describe, expect, it } from 'vitest';
import { csvField, csvRupees, toCsv } from './csv';

describe('csvField', () => {
  it.each<[Parameters<typeof csvField>[0], string]>([
    ['plain', 'plain'],
    ['सुनीता शर्मा', 'सुनीता शर्मा'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'yes'],
    [false, 'no'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 98765', "'+91 98765"],
    ['-fold the hem', "'-fold the hem"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x", "y")', `"'=HYPERLINK(""x"", ""y"")"`],
  ])('makes %j plain text, as spreadsheets would run it as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves negative numbers as numbers', () => {
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every record, the last too, with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Asha', 'a,b'],
          ['Ravi', null],
        ],
      ),
    ).toBe('\uFEFFName,Note\r\nAsha,"a,b"\r\nRavi,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
  });
});

describe('csvRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [150050, '1500.50'],
    [199999, '1999.99'],
    [1_00_00_00_000, '10000000.00'],
    [-2550, '-25.50'],
  ])('writes %i paise as %s', (paise, text) => {
    expect(csvRupees(paise)).toBe(text);
  });
});
