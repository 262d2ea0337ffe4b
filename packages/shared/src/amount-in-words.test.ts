import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { LANGUAGES } from './constants';

describe('amountInWords in English', () => {
  it.each([
    [125025, 'Rupees One Thousand Two Hundred Fifty and Paise Twenty-Five Only'],
    [100, 'Rupees One Only'],
    [5, 'Paise Five Only'],
    [0, 'Rupees Zero Only'],
    [12345650, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Paise Fifty Only'],
    [10_00_00_000_00, 'Rupees Ten Crore Only'],
    [1_00_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [10_00_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [
      9_99_99_999_99,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Paise Ninety-Nine Only',
    ],
    [10_100_00, 'Rupees Ten Thousand One Hundred Only'],
  ])('%i paise', (paise, words) => expect(amountInWords(paise, 'en')).toBe(words));
});

describe('amountInWords in Hindi', () => {
  it.each([
    [125025, 'एक हज़ार दो सौ पचास रुपये और पच्चीस पैसे मात्र'],
    [100, 'एक रुपया मात्र'],
    [5100, 'इक्यावन रुपये मात्र'],
    [9999, 'निन्यानवे रुपये और निन्यानवे पैसे मात्र'],
    [1_23_45_678_00, 'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र'],
  ])('%i paise', (paise, words) => expect(amountInWords(paise, 'hi')).toBe(words));
});

describe('amountInWords in Marathi, Gujarati and Tamil', () => {
  it.each([
    ['mr', 10000, 'शंभर रुपये फक्त'],
    ['mr', 15050, 'एकशे पन्नास रुपये आणि पन्नास पैसे फक्त'],
    ['mr', 2_51_000_00, 'दोन लाख एक्कावन्न हजार रुपये फक्त'],
    ['gu', 125025, 'એક હજાર બસો પચાસ રૂપિયા અને પચ્ચીસ પૈસા પૂરા'],
    ['gu', 100, 'એક રૂપિયો પૂરા'],
    ['ta', 125025, 'ஆயிரத்து இருநூற்று ஐம்பது ரூபாய் மற்றும் இருபத்தி ஐந்து பைசா மட்டும்'],
    ['ta', 1_00_000_00, 'ஒரு லட்சம் ரூபாய் மட்டும்'],
    ['ta', 1_05_000_00, 'ஒரு லட்சத்து ஐந்து ஆயிரம் ரூபாய் மட்டும்'],
    ['ta', 90000, 'தொள்ளாயிரம் ரூபாய் மட்டும்'],
  ] as const)('%s: %i paise', (language, paise, words) =>
    expect(amountInWords(paise, language)).toBe(words),
  );
});

describe('numberInWords', () => {
  it('names every number from 1 to 99 with its own word in Hindi, Marathi and Gujarati', () => {
    for (const language of ['hi', 'mr', 'gu'] as const) {
      const words = new Set<string>();
      for (let n = 1; n <= 99; n++) words.add(numberInWords(n, language));
      expect(words.size).toBe(99);
      for (const word of words) expect(word).not.toMatch(/\s/);
    }
  });

  it('gives different words for different numbers in every language (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: 1, max: 99_99_99_999 }),
        fc.integer({ min: 1, max: 99_99_99_999 }),
        (language, a, b) => {
          fc.pre(a !== b);
          expect(numberInWords(a, language)).not.toBe(numberInWords(b, language));
        },
      ),
    );
  });

  it('reads back the number from the English words (property)', () => {
    const values: Record<string, number> = {};
    'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
      .split(' ')
      .forEach((w, i) => (values[w] = i));
    'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'
      .split(' ')
      .forEach((w, i) => (values[w] = (i + 2) * 10));
    const scales: Record<string, number> = { Thousand: 1000, Lakh: 100_000, Crore: 10_000_000 };
    const parse = (words: string): number => {
      let total = 0;
      let group = 0;
      for (const word of words.split(/[ -]/)) {
        if (word === 'Hundred') group *= 100;
        else if (scales[word]) {
          total += group * scales[word]!;
          group = 0;
        } else group += values[word]!;
      }
      return total + group;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_99_99_999 }), (n) => {
        expect(parse(numberInWords(n, 'en'))).toBe(n);
      }),
    );
  });
});
