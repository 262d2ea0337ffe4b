import type { Language } from '../../constants';
import type { LedgerEntryKind, PayoutMethod, WorkStep } from '../../karigars-rules';

/** Every fixed text of a pay slip, in one language. */
export interface PaySlipLabels {
  title: string;
  docTitle: (name: string, shop: string) => string;
  period: (from: string, to: string) => string;
  employee: string;
  phone: (phone: string) => string;
  opening: string;
  earned: string;
  paid: string;
  owed: string;
  advance: string;
  garments: (count: number) => string;
  date: string;
  details: string;
  amount: string;
  kinds: Record<LedgerEntryKind, string>;
  steps: Record<WorkStep, string>;
  methods: Record<PayoutMethod, string>;
  order: (number: string) => string;
  noEntries: string;
  generated: (date: string) => string;
  signature: string;
}

export const PAY_SLIP_LABELS: Record<Language, PaySlipLabels> = {
  en: {
    title: 'Pay slip',
    docTitle: (name, shop) => `Pay slip of ${name} - ${shop}`,
    period: (from, to) => `${from} to ${to}`,
    employee: 'Karigar',
    phone: (phone) => `Phone: ${phone}`,
    opening: 'Owed at the start',
    earned: 'Earned',
    paid: 'Paid',
    owed: 'Owed at the end',
    advance: 'Paid in advance',
    garments: (count) => `${count} garment${count === 1 ? '' : 's'}`,
    date: 'Date',
    details: 'Details',
    amount: 'Amount',
    kinds: {
      credit: 'Work done',
      credit_reversal: 'Work taken back',
      payout: 'Paid',
      payout_reversal: 'Payment reversed',
    },
    steps: {
      cutting: 'Cutting',
      stitching: 'Stitching',
      finishing: 'Finishing',
      trial_fix: 'Trial fix',
    },
    methods: { cash: 'Cash', upi: 'UPI' },
    order: (number) => `Order ${number}`,
    noEntries: 'Nothing earned or paid in this period.',
    generated: (date) => `Made on ${date}`,
    signature: 'Signature',
  },
  hi: {
    title: 'वेतन पर्ची',
    docTitle: (name, shop) => `${name} की वेतन पर्ची - ${shop}`,
    period: (from, to) => `${from} से ${to}`,
    employee: 'कारीगर',
    phone: (phone) => `फ़ोन: ${phone}`,
    opening: 'शुरू में बकाया',
    earned: 'कमाई',
    paid: 'भुगतान',
    owed: 'अंत में बकाया',
    advance: 'अग्रिम दिया गया',
    garments: (count) => `${count} कपड़े`,
    date: 'तारीख',
    details: 'विवरण',
    amount: 'राशि',
    kinds: {
      credit: 'किया गया काम',
      credit_reversal: 'काम वापस लिया',
      payout: 'भुगतान',
      payout_reversal: 'भुगतान वापस',
    },
    steps: { cutting: 'कटाई', stitching: 'सिलाई', finishing: 'फ़िनिशिंग', trial_fix: 'ट्रायल सुधार' },
    methods: { cash: 'नकद', upi: 'UPI' },
    order: (number) => `ऑर्डर ${number}`,
    noEntries: 'इस अवधि में कोई कमाई या भुगतान नहीं।',
    generated: (date) => `${date} को बनाया गया`,
    signature: 'हस्ताक्षर',
  },
  gu: {
    title: 'પગાર સ્લિપ',
    docTitle: (name, shop) => `${name} ની પગાર સ્લિપ - ${shop}`,
    period: (from, to) => `${from} થી ${to}`,
    employee: 'કારીગર',
    phone: (phone) => `ફોન: ${phone}`,
    opening: 'શરૂઆતમાં બાકી',
    earned: 'કમાણી',
    paid: 'ચૂકવેલ',
    owed: 'અંતે બાકી',
    advance: 'અગાઉથી ચૂકવેલ',
    garments: (count) => `${count} કપડાં`,
    date: 'તારીખ',
    details: 'વિગત',
    amount: 'રકમ',
    kinds: {
      credit: 'કરેલું કામ',
      credit_reversal: 'કામ પાછું લીધું',
      payout: 'ચૂકવણી',
      payout_reversal: 'ચૂકવણી પાછી',
    },
    steps: { cutting: 'કટિંગ', stitching: 'સિલાઈ', finishing: 'ફિનિશિંગ', trial_fix: 'ટ્રાયલ સુધારો' },
    methods: { cash: 'રોકડ', upi: 'UPI' },
    order: (number) => `ઓર્ડર ${number}`,
    noEntries: 'આ સમયગાળામાં કોઈ કમાણી કે ચૂકવણી નથી.',
    generated: (date) => `${date} ના રોજ બનાવેલ`,
    signature: 'સહી',
  },
  mr: {
    title: 'पगार पावती',
    docTitle: (name, shop) => `${name} यांची पगार पावती - ${shop}`,
    period: (from, to) => `${from} ते ${to}`,
    employee: 'कारागीर',
    phone: (phone) => `फोन: ${phone}`,
    opening: 'सुरुवातीला बाकी',
    earned: 'कमाई',
    paid: 'दिलेले',
    owed: 'शेवटी बाकी',
    advance: 'आगाऊ दिलेले',
    garments: (count) => `${count} कपडे`,
    date: 'तारीख',
    details: 'तपशील',
    amount: 'रक्कम',
    kinds: {
      credit: 'केलेले काम',
      credit_reversal: 'काम परत घेतले',
      payout: 'दिलेले',
      payout_reversal: 'दिलेले परत',
    },
    steps: { cutting: 'कटिंग', stitching: 'शिलाई', finishing: 'फिनिशिंग', trial_fix: 'ट्रायल दुरुस्ती' },
    methods: { cash: 'रोख', upi: 'UPI' },
    order: (number) => `ऑर्डर ${number}`,
    noEntries: 'या कालावधीत कोणतीही कमाई किंवा पैसे दिले नाहीत.',
    generated: (date) => `${date} रोजी तयार`,
    signature: 'सही',
  },
  ta: {
    title: 'சம்பளச் சீட்டு',
    docTitle: (name, shop) => `${name} சம்பளச் சீட்டு - ${shop}`,
    period: (from, to) => `${from} முதல் ${to} வரை`,
    employee: 'கைவினைஞர்',
    phone: (phone) => `தொலைபேசி: ${phone}`,
    opening: 'தொடக்கத்தில் நிலுவை',
    earned: 'சம்பாதித்தது',
    paid: 'கொடுத்தது',
    owed: 'இறுதியில் நிலுவை',
    advance: 'முன்பணமாகக் கொடுத்தது',
    garments: (count) => `${count} ஆடைகள்`,
    date: 'தேதி',
    details: 'விவரம்',
    amount: 'தொகை',
    kinds: {
      credit: 'செய்த வேலை',
      credit_reversal: 'வேலை திரும்பப் பெறப்பட்டது',
      payout: 'கொடுத்தது',
      payout_reversal: 'கொடுத்தது திரும்பப் பெறப்பட்டது',
    },
    steps: {
      cutting: 'வெட்டுதல்',
      stitching: 'தைத்தல்',
      finishing: 'முடித்தல்',
      trial_fix: 'அளவு திருத்தம்',
    },
    methods: { cash: 'பணம்', upi: 'UPI' },
    order: (number) => `ஆர்டர் ${number}`,
    noEntries: 'இந்தக் காலத்தில் சம்பாத்தியமும் கொடுப்பனவும் இல்லை.',
    generated: (date) => `${date} அன்று உருவாக்கப்பட்டது`,
    signature: 'கையொப்பம்',
  },
};
