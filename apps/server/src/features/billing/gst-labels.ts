import type { Language } from '@tailor/shared/constants';

/**
 * The fixed texts a bill adds when it is a GST tax invoice, in the shop's customer language.
 * GSTIN, SAC, CGST, SGST and IGST stay as the law and every Indian invoice writes them.
 */
export interface GstLabels {
  taxInvoice: string;
  invoiceNo: string;
  invoiceDate: string;
  placeOfSupply: string;
  taxableValue: (sac: string) => string;
  /** Prices on the bill include GST, so the lines add up to the total with tax. */
  pricesIncludeGst: string;
  totalWithGst: string;
  amountInWords: string;
}

export const GST_LABELS: Record<Language, GstLabels> = {
  en: {
    taxInvoice: 'TAX INVOICE',
    invoiceNo: 'Invoice No.',
    invoiceDate: 'Invoice Date',
    placeOfSupply: 'Place of Supply',
    taxableValue: (sac) => `Taxable value (SAC ${sac})`,
    pricesIncludeGst: 'Prices include GST.',
    totalWithGst: 'Total (incl. GST)',
    amountInWords: 'Amount in words',
  },
  hi: {
    taxInvoice: 'कर बीजक',
    invoiceNo: 'बीजक संख्या',
    invoiceDate: 'बीजक दिनांक',
    placeOfSupply: 'आपूर्ति का स्थान',
    taxableValue: (sac) => `कर योग्य मूल्य (SAC ${sac})`,
    pricesIncludeGst: 'कीमतों में GST शामिल है।',
    totalWithGst: 'कुल (GST सहित)',
    amountInWords: 'राशि शब्दों में',
  },
  gu: {
    taxInvoice: 'ટેક્સ ઇન્વૉઇસ',
    invoiceNo: 'ઇન્વૉઇસ નંબર',
    invoiceDate: 'ઇન્વૉઇસ તારીખ',
    placeOfSupply: 'પુરવઠાનું સ્થળ',
    taxableValue: (sac) => `કરપાત્ર મૂલ્ય (SAC ${sac})`,
    pricesIncludeGst: 'કિંમતોમાં GST સામેલ છે.',
    totalWithGst: 'કુલ (GST સહિત)',
    amountInWords: 'રકમ શબ્દોમાં',
  },
  mr: {
    taxInvoice: 'कर बीजक',
    invoiceNo: 'बीजक क्रमांक',
    invoiceDate: 'बीजक दिनांक',
    placeOfSupply: 'पुरवठ्याचे ठिकाण',
    taxableValue: (sac) => `करपात्र मूल्य (SAC ${sac})`,
    pricesIncludeGst: 'किमतींमध्ये GST समाविष्ट आहे.',
    totalWithGst: 'एकूण (GST सह)',
    amountInWords: 'रक्कम अक्षरी',
  },
  ta: {
    taxInvoice: 'வரி விலைப்பட்டியல்',
    invoiceNo: 'விலைப்பட்டியல் எண்',
    invoiceDate: 'விலைப்பட்டியல் தேதி',
    placeOfSupply: 'வழங்கல் இடம்',
    taxableValue: (sac) => `வரிக்குரிய மதிப்பு (SAC ${sac})`,
    pricesIncludeGst: 'விலைகளில் GST அடங்கும்.',
    totalWithGst: 'மொத்தம் (GST உட்பட)',
    amountInWords: 'தொகை எழுத்தில்',
  },
};
