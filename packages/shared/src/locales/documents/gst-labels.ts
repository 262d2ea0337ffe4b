import type { Language } from '../../constants';
import type { GstNoteKind, GstNoteReason } from '../../gst';

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
  /** A credit or debit note's heading, as the invoice's is 'TAX INVOICE'. */
  noteTitle: Record<GstNoteKind, string>;
  /** A note named in a sentence or a row: 'Credit Note CN/2026-27/0001'. */
  noteName: Record<GstNoteKind, string>;
  noteNo: string;
  noteDate: string;
  /** The invoice a note is against, as a sentence under its particulars. */
  against: (invoice: string, date: string) => string;
  reason: string;
  reasons: Record<GstNoteReason, string>;
  /** The invoice's value with the earlier notes, and with this one. */
  valueBefore: string;
  valueAfter: string;
  noteValue: string;
  /** The invoice's total with all its notes. */
  revisedTotal: string;
  /** A composition shop's bill (Rule 49): its heading, number and date, and a note against it. */
  billOfSupply: string;
  billOfSupplyNo: string;
  billOfSupplyDate: string;
  againstBillOfSupply: (bill: string, date: string) => string;
  /** Rule 5(1)(g)'s legend, in the shop's language (English always prints too). */
  compositionLegend: string;
  /** The value of a bill of supply: no tax is charged on it. */
  billValue: string;
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
    noteTitle: { credit: 'CREDIT NOTE', debit: 'DEBIT NOTE' },
    noteName: { credit: 'Credit Note', debit: 'Debit Note' },
    noteNo: 'Note No.',
    noteDate: 'Note Date',
    against: (invoice, date) => `Against Tax Invoice No. ${invoice} dated ${date}`,
    reason: 'Reason',
    reasons: { revised: 'Order revised', cancelled: 'Order cancelled' },
    valueBefore: 'Value before this note',
    valueAfter: 'Value after this note',
    noteValue: 'Note value (incl. GST)',
    revisedTotal: 'Revised total (incl. GST)',
    billOfSupply: 'BILL OF SUPPLY',
    billOfSupplyNo: 'Bill of Supply No.',
    billOfSupplyDate: 'Bill of Supply Date',
    againstBillOfSupply: (bill, date) => `Against Bill of Supply No. ${bill} dated ${date}`,
    compositionLegend: 'Composition taxable person, not eligible to collect tax on supplies',
    billValue: 'Total (no tax charged)',
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
    noteTitle: { credit: 'क्रेडिट नोट', debit: 'डेबिट नोट' },
    noteName: { credit: 'क्रेडिट नोट', debit: 'डेबिट नोट' },
    noteNo: 'नोट संख्या',
    noteDate: 'नोट दिनांक',
    against: (invoice, date) => `कर बीजक संख्या ${invoice} दिनांक ${date} के विरुद्ध`,
    reason: 'कारण',
    reasons: { revised: 'ऑर्डर में बदलाव', cancelled: 'ऑर्डर रद्द' },
    valueBefore: 'इस नोट से पहले मूल्य',
    valueAfter: 'इस नोट के बाद मूल्य',
    noteValue: 'नोट का मूल्य (GST सहित)',
    revisedTotal: 'संशोधित कुल (GST सहित)',
    billOfSupply: 'बिल ऑफ़ सप्लाई',
    billOfSupplyNo: 'बिल ऑफ़ सप्लाई संख्या',
    billOfSupplyDate: 'बिल ऑफ़ सप्लाई दिनांक',
    againstBillOfSupply: (bill, date) => `बिल ऑफ़ सप्लाई संख्या ${bill} दिनांक ${date} के विरुद्ध`,
    compositionLegend: 'कंपोज़िशन करदाता, आपूर्ति पर कर वसूलने के पात्र नहीं',
    billValue: 'कुल (कोई कर नहीं लिया गया)',
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
    noteTitle: { credit: 'ક્રેડિટ નોટ', debit: 'ડેબિટ નોટ' },
    noteName: { credit: 'ક્રેડિટ નોટ', debit: 'ડેબિટ નોટ' },
    noteNo: 'નોટ નંબર',
    noteDate: 'નોટ તારીખ',
    against: (invoice, date) => `ટેક્સ ઇન્વૉઇસ નંબર ${invoice} તારીખ ${date} સામે`,
    reason: 'કારણ',
    reasons: { revised: 'ઑર્ડરમાં ફેરફાર', cancelled: 'ઑર્ડર રદ' },
    valueBefore: 'આ નોટ પહેલાંનું મૂલ્ય',
    valueAfter: 'આ નોટ પછીનું મૂલ્ય',
    noteValue: 'નોટનું મૂલ્ય (GST સહિત)',
    revisedTotal: 'સુધારેલ કુલ (GST સહિત)',
    billOfSupply: 'બિલ ઑફ સપ્લાય',
    billOfSupplyNo: 'બિલ ઑફ સપ્લાય નંબર',
    billOfSupplyDate: 'બિલ ઑફ સપ્લાય તારીખ',
    againstBillOfSupply: (bill, date) => `બિલ ઑફ સપ્લાય નંબર ${bill} તારીખ ${date} સામે`,
    compositionLegend: 'કમ્પોઝિશન કરપાત્ર વ્યક્તિ, પુરવઠા પર કર વસૂલવા પાત્ર નથી',
    billValue: 'કુલ (કોઈ કર લીધો નથી)',
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
    noteTitle: { credit: 'क्रेडिट नोट', debit: 'डेबिट नोट' },
    noteName: { credit: 'क्रेडिट नोट', debit: 'डेबिट नोट' },
    noteNo: 'नोट क्रमांक',
    noteDate: 'नोट दिनांक',
    against: (invoice, date) => `कर बीजक क्रमांक ${invoice} दिनांक ${date} विरुद्ध`,
    reason: 'कारण',
    reasons: { revised: 'ऑर्डरमध्ये बदल', cancelled: 'ऑर्डर रद्द' },
    valueBefore: 'या नोटपूर्वीचे मूल्य',
    valueAfter: 'या नोटनंतरचे मूल्य',
    noteValue: 'नोटचे मूल्य (GST सह)',
    revisedTotal: 'सुधारित एकूण (GST सह)',
    billOfSupply: 'बिल ऑफ सप्लाय',
    billOfSupplyNo: 'बिल ऑफ सप्लाय क्रमांक',
    billOfSupplyDate: 'बिल ऑफ सप्लाय दिनांक',
    againstBillOfSupply: (bill, date) => `बिल ऑफ सप्लाय क्रमांक ${bill} दिनांक ${date} विरुद्ध`,
    compositionLegend: 'कंपोझिशन करपात्र व्यक्ती, पुरवठ्यावर कर आकारण्यास पात्र नाही',
    billValue: 'एकूण (कोणताही कर आकारलेला नाही)',
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
    noteTitle: { credit: 'வரவுக் குறிப்பு', debit: 'பற்றுக் குறிப்பு' },
    noteName: { credit: 'வரவுக் குறிப்பு', debit: 'பற்றுக் குறிப்பு' },
    noteNo: 'குறிப்பு எண்',
    noteDate: 'குறிப்பு தேதி',
    against: (invoice, date) => `வரி விலைப்பட்டியல் எண் ${invoice}, தேதி ${date} க்கு எதிராக`,
    reason: 'காரணம்',
    reasons: { revised: 'ஆர்டர் மாற்றப்பட்டது', cancelled: 'ஆர்டர் ரத்து செய்யப்பட்டது' },
    valueBefore: 'இக்குறிப்புக்கு முன் மதிப்பு',
    valueAfter: 'இக்குறிப்புக்குப் பின் மதிப்பு',
    noteValue: 'குறிப்பின் மதிப்பு (GST உட்பட)',
    revisedTotal: 'திருத்திய மொத்தம் (GST உட்பட)',
    billOfSupply: 'வழங்கல் பட்டியல்',
    billOfSupplyNo: 'வழங்கல் பட்டியல் எண்',
    billOfSupplyDate: 'வழங்கல் பட்டியல் தேதி',
    againstBillOfSupply: (bill, date) => `வழங்கல் பட்டியல் எண் ${bill}, தேதி ${date} க்கு எதிராக`,
    compositionLegend: 'கலவை வரி செலுத்துபவர், வழங்கல்களுக்கு வரி வசூலிக்கத் தகுதியற்றவர்',
    billValue: 'மொத்தம் (வரி வசூலிக்கப்படவில்லை)',
  },
};
