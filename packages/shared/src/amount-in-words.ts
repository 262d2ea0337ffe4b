import type { Language } from './constants';

/**
 * An amount in words as Indian invoices and cheques write it, in the Indian system (thousand,
 * lakh, crore): 'Rupees One Lakh Twenty Thousand Five Hundred and Paise Fifty Only', and the same
 * in the shop's language. Hindi, Marathi and Gujarati name each number up to 99 with its own word
 * (51 is 'इक्यावन', not 'fifty-one'), so those are tables; Tamil and English compose tens and units.
 */

/* ───────────── English ───────────── */

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

function englishBelow100(n: number): string {
  if (n < 20) return EN_ONES[n]!;
  const units = n % 10;
  return units ? `${EN_TENS[Math.floor(n / 10)]}-${EN_ONES[units]}` : EN_TENS[n / 10]!;
}

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${EN_ONES[hundreds]} Hundred` : '', rest ? englishBelow100(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/* ───────────── Hindi, Marathi, Gujarati: 1 to 99 each have a word ───────────── */

const HI_1_99 = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चौवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पंचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

const MR_1_99 = [
  '',
  'एक',
  'दोन',
  'तीन',
  'चार',
  'पाच',
  'सहा',
  'सात',
  'आठ',
  'नऊ',
  'दहा',
  'अकरा',
  'बारा',
  'तेरा',
  'चौदा',
  'पंधरा',
  'सोळा',
  'सतरा',
  'अठरा',
  'एकोणीस',
  'वीस',
  'एकवीस',
  'बावीस',
  'तेवीस',
  'चोवीस',
  'पंचवीस',
  'सव्वीस',
  'सत्तावीस',
  'अठ्ठावीस',
  'एकोणतीस',
  'तीस',
  'एकतीस',
  'बत्तीस',
  'तेहेतीस',
  'चौतीस',
  'पस्तीस',
  'छत्तीस',
  'सदतीस',
  'अडतीस',
  'एकोणचाळीस',
  'चाळीस',
  'एक्केचाळीस',
  'बेचाळीस',
  'त्रेचाळीस',
  'चव्वेचाळीस',
  'पंचेचाळीस',
  'सेहेचाळीस',
  'सत्तेचाळीस',
  'अठ्ठेचाळीस',
  'एकोणपन्नास',
  'पन्नास',
  'एक्कावन्न',
  'बावन्न',
  'त्रेपन्न',
  'चोपन्न',
  'पंचावन्न',
  'छप्पन्न',
  'सत्तावन्न',
  'अठ्ठावन्न',
  'एकोणसाठ',
  'साठ',
  'एकसष्ठ',
  'बासष्ठ',
  'त्रेसष्ठ',
  'चौसष्ठ',
  'पासष्ठ',
  'सहासष्ठ',
  'सदुसष्ठ',
  'अडुसष्ठ',
  'एकोणसत्तर',
  'सत्तर',
  'एक्काहत्तर',
  'बाहत्तर',
  'त्र्याहत्तर',
  'चौऱ्याहत्तर',
  'पंच्याहत्तर',
  'शहात्तर',
  'सत्याहत्तर',
  'अठ्ठ्याहत्तर',
  'एकोणऐंशी',
  'ऐंशी',
  'एक्क्याऐंशी',
  'ब्याऐंशी',
  'त्र्याऐंशी',
  'चौऱ्याऐंशी',
  'पंच्याऐंशी',
  'शहाऐंशी',
  'सत्त्याऐंशी',
  'अठ्ठ्याऐंशी',
  'एकोणनव्वद',
  'नव्वद',
  'एक्क्याण्णव',
  'ब्याण्णव',
  'त्र्याण्णव',
  'चौऱ्याण्णव',
  'पंच्याण्णव',
  'शहाण्णव',
  'सत्त्याण्णव',
  'अठ्ठ्याण्णव',
  'नव्व्याण्णव',
];

const GU_1_99 = [
  '',
  'એક',
  'બે',
  'ત્રણ',
  'ચાર',
  'પાંચ',
  'છ',
  'સાત',
  'આઠ',
  'નવ',
  'દસ',
  'અગિયાર',
  'બાર',
  'તેર',
  'ચૌદ',
  'પંદર',
  'સોળ',
  'સત્તર',
  'અઢાર',
  'ઓગણીસ',
  'વીસ',
  'એકવીસ',
  'બાવીસ',
  'તેવીસ',
  'ચોવીસ',
  'પચ્ચીસ',
  'છવ્વીસ',
  'સત્તાવીસ',
  'અઠ્ઠાવીસ',
  'ઓગણત્રીસ',
  'ત્રીસ',
  'એકત્રીસ',
  'બત્રીસ',
  'તેત્રીસ',
  'ચોત્રીસ',
  'પાંત્રીસ',
  'છત્રીસ',
  'સાડત્રીસ',
  'આડત્રીસ',
  'ઓગણચાલીસ',
  'ચાલીસ',
  'એકતાલીસ',
  'બેતાલીસ',
  'ત્રેતાલીસ',
  'ચુંમાલીસ',
  'પિસ્તાલીસ',
  'છેતાલીસ',
  'સુડતાલીસ',
  'અડતાલીસ',
  'ઓગણપચાસ',
  'પચાસ',
  'એકાવન',
  'બાવન',
  'ત્રેપન',
  'ચોપન',
  'પંચાવન',
  'છપ્પન',
  'સત્તાવન',
  'અઠ્ઠાવન',
  'ઓગણસાઠ',
  'સાઠ',
  'એકસઠ',
  'બાસઠ',
  'ત્રેસઠ',
  'ચોસઠ',
  'પાંસઠ',
  'છાસઠ',
  'સડસઠ',
  'અડસઠ',
  'ઓગણસિત્તેર',
  'સિત્તેર',
  'એકોતેર',
  'બોતેર',
  'તોતેર',
  'ચુમોતેર',
  'પંચોતેર',
  'છોતેર',
  'સિત્યોતેર',
  'ઇઠ્યોતેર',
  'ઓગણએંસી',
  'એંસી',
  'એક્યાસી',
  'બ્યાસી',
  'ત્યાસી',
  'ચોર્યાસી',
  'પંચ્યાસી',
  'છ્યાસી',
  'સિત્યાસી',
  'ઇઠ્યાસી',
  'નેવ્યાસી',
  'નેવું',
  'એકાણું',
  'બાણું',
  'ત્રાણું',
  'ચોરાણું',
  'પંચાણું',
  'છન્નું',
  'સત્તાણું',
  'અઠ્ઠાણું',
  'નવ્વાણું',
];

/* ───────────── Tamil: tens and units join, with their joining forms ───────────── */

const TA_ONES = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TA_TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதின்மூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
];
/** Each ten alone, and joined to the units after it. */
const TA_TENS: [string, string][] = [
  ['', ''],
  ['', ''],
  ['இருபது', 'இருபத்தி'],
  ['முப்பது', 'முப்பத்தி'],
  ['நாற்பது', 'நாற்பத்தி'],
  ['ஐம்பது', 'ஐம்பத்தி'],
  ['அறுபது', 'அறுபத்தி'],
  ['எழுபது', 'எழுபத்தி'],
  ['எண்பது', 'எண்பத்தி'],
  ['தொண்ணூறு', 'தொண்ணூற்றி'],
];
/** Each hundred alone, and joined to what follows it ('நூற்று ஐம்பது' is 150). */
const TA_HUNDREDS: [string, string][] = [
  ['', ''],
  ['நூறு', 'நூற்று'],
  ['இருநூறு', 'இருநூற்று'],
  ['முந்நூறு', 'முந்நூற்று'],
  ['நானூறு', 'நானூற்று'],
  ['ஐந்நூறு', 'ஐந்நூற்று'],
  ['அறுநூறு', 'அறுநூற்று'],
  ['எழுநூறு', 'எழுநூற்று'],
  ['எண்ணூறு', 'எண்ணூற்று'],
  ['தொள்ளாயிரம்', 'தொள்ளாயிரத்து'],
];

function tamilBelow100(n: number): string {
  if (n < 10) return TA_ONES[n]!;
  if (n < 20) return TA_TEENS[n - 10]!;
  const [alone, joined] = TA_TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${joined} ${TA_ONES[n % 10]}` : alone;
}

function tamilBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return tamilBelow100(rest);
  const [alone, joined] = TA_HUNDREDS[hundreds]!;
  return rest ? `${joined} ${tamilBelow100(rest)}` : alone;
}

/* ───────────── The Indian system: crore, lakh, thousand, below a thousand ───────────── */

interface NumberWords {
  below1000: (n: number) => string;
  /** Each scale alone and joined to what follows it (Tamil 'ஆயிரம்' / 'ஆயிரத்து'). */
  scales: { crore: [string, string]; lakh: [string, string]; thousand: [string, string] };
  /** How many of a scale: 'Two' Lakh; Tamil says 'ஒரு' (a) before a scale rather than 'ஒன்று'. */
  count?: (n: number) => string;
  /** Tamil says a thousand alone ('ஆயிரம்'), never 'one thousand'. */
  bareThousand?: boolean;
}

function tableBelow1000(table: string[], hundred: (h: number) => string, hundredAlone?: string) {
  return (n: number): string => {
    const hundreds = Math.floor(n / 100);
    const rest = n % 100;
    if (hundreds === 1 && !rest && hundredAlone) return hundredAlone;
    return [hundreds ? hundred(hundreds) : '', rest ? table[rest]! : ''].filter(Boolean).join(' ');
  };
}

const GU_HUNDREDS = ['', 'એકસો', 'બસો', 'ત્રણસો', 'ચારસો', 'પાંચસો', 'છસો', 'સાતસો', 'આઠસો', 'નવસો'];

const NUMBER_WORDS: Record<Language, NumberWords> = {
  en: {
    below1000: englishBelow1000,
    scales: {
      crore: ['Crore', 'Crore'],
      lakh: ['Lakh', 'Lakh'],
      thousand: ['Thousand', 'Thousand'],
    },
  },
  hi: {
    below1000: tableBelow1000(HI_1_99, (h) => `${HI_1_99[h]} सौ`),
    scales: { crore: ['करोड़', 'करोड़'], lakh: ['लाख', 'लाख'], thousand: ['हज़ार', 'हज़ार'] },
  },
  // Marathi: 'शंभर' is a hundred alone; before more it is 'एकशे' (एकशे पन्नास, 150).
  mr: {
    below1000: tableBelow1000(MR_1_99, (h) => `${MR_1_99[h]}शे`, 'शंभर'),
    scales: { crore: ['कोटी', 'कोटी'], lakh: ['लाख', 'लाख'], thousand: ['हजार', 'हजार'] },
  },
  gu: {
    below1000: tableBelow1000(GU_1_99, (h) => GU_HUNDREDS[h]!),
    scales: { crore: ['કરોડ', 'કરોડ'], lakh: ['લાખ', 'લાખ'], thousand: ['હજાર', 'હજાર'] },
  },
  ta: {
    below1000: tamilBelow1000,
    scales: {
      crore: ['கோடி', 'கோடியே'],
      lakh: ['லட்சம்', 'லட்சத்து'],
      thousand: ['ஆயிரம்', 'ஆயிரத்து'],
    },
    count: (n) => (n === 1 ? 'ஒரு' : tamilBelow1000(n)),
    bareThousand: true,
  },
};

/** A whole number (0 < n) in words; crores above 999 are counted in words too ('One Thousand Crore'). */
export function numberInWords(n: number, language: Language): string {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`Not a positive whole number: ${n}`);
  const words = NUMBER_WORDS[language];
  const count = (k: number) => (words.count ? words.count(k) : words.below1000(k));
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const scale = (k: number, [alone, joined]: [string, string], more: boolean) =>
    `${k >= 1000 ? numberInWords(k, language) : count(k)} ${more ? joined : alone}`;
  if (crores) parts.push(scale(crores, words.scales.crore, n % 10_000_000 > 0));
  if (lakhs) parts.push(scale(lakhs, words.scales.lakh, n % 100_000 > 0));
  if (thousands === 1 && words.bareThousand) parts.push(words.scales.thousand[rest > 0 ? 1 : 0]);
  else if (thousands) parts.push(scale(thousands, words.scales.thousand, rest > 0));
  if (rest) parts.push(words.below1000(rest));
  return parts.join(' ');
}

interface CurrencyWords {
  zero: string;
  /** Rupees and paise, each already in words (either may be null, never both). */
  amount: (rupees: string | null, paise: string | null, oneRupee: boolean) => string;
}

const CURRENCY_WORDS: Record<Language, CurrencyWords> = {
  en: {
    zero: 'Zero',
    amount: (r, p) =>
      [r ? `Rupees ${r}` : null, p ? `Paise ${p}` : null].filter(Boolean).join(' and ') + ' Only',
  },
  hi: {
    zero: 'शून्य',
    amount: (r, p, one) =>
      [r ? `${r} ${one ? 'रुपया' : 'रुपये'}` : null, p ? `${p} पैसे` : null]
        .filter(Boolean)
        .join(' और ') + ' मात्र',
  },
  mr: {
    zero: 'शून्य',
    amount: (r, p, one) =>
      [r ? `${r} ${one ? 'रुपया' : 'रुपये'}` : null, p ? `${p} पैसे` : null]
        .filter(Boolean)
        .join(' आणि ') + ' फक्त',
  },
  gu: {
    zero: 'શૂન્ય',
    amount: (r, p, one) =>
      [r ? `${r} ${one ? 'રૂપિયો' : 'રૂપિયા'}` : null, p ? `${p} પૈસા` : null]
        .filter(Boolean)
        .join(' અને ') + ' પૂરા',
  },
  ta: {
    zero: 'பூஜ்ஜியம்',
    amount: (r, p) =>
      [r ? `${r} ரூபாய்` : null, p ? `${p} பைசா` : null].filter(Boolean).join(' மற்றும் ') + ' மட்டும்',
  },
};

/**
 * An amount of paise in words in the language: 125025 in English is 'Rupees One Thousand Two
 * Hundred Fifty and Paise Twenty-Five Only', in Hindi 'एक हज़ार दो सौ पचास रुपये और पच्चीस पैसे मात्र'.
 */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const currency = CURRENCY_WORDS[language];
  if (rupees === 0 && rest === 0) return currency.amount(currency.zero, null, false);
  return currency.amount(
    rupees ? numberInWords(rupees, language) : null,
    rest ? numberInWords(rest, language) : null,
    rupees === 1,
  );
}
