import type { Language } from '../../constants';
import { PUBLIC_TEXTS } from '../public/all';
import { ORDER_STATUS_KEYS } from '../public/texts';
import type { MeasurementUnit } from '../../measurements';
import type { OrderStatus, OrderType, PaymentKind, PaymentType } from '../../orders/constants';

/** Every fixed text of a bill or receipt, in one language. */
export interface BillLabels {
  /** The PDF's document title. */
  billTitle: (bill: string, shop: string) => string;
  receiptTitle: (bill: string, shop: string) => string;
  bill: string;
  receipt: string;
  shopCopy: string;
  customerCopy: string;
  paymentReceipt: string;
  owner: (name: string) => string;
  phone: (phone: string) => string;
  email: (email: string) => string;
  billTo: string;
  receivedFrom: string;
  billNo: string;
  orderDate: string;
  dueDate: string;
  receiptDate: string;
  orderTypeLabel: string;
  status: string;
  itemAndMeasurements: string;
  /** The measurement units as the bill writes them after a value ('38 in'). */
  units: Record<MeasurementUnit, string>;
  item: string;
  price: string;
  note: (note: string) => string;
  tailor: (name: string) => string;
  totalAmount: string;
  /** The advance taken when the order was made (order-amounts.ts). */
  advance: string;
  /** Everything paid to date, advance included. */
  paid: string;
  remainingAmount: string;
  balance: string;
  payments: string;
  paymentsReceived: string;
  noPayments: string;
  date: string;
  type: string;
  method: string;
  amount: string;
  thanks: (shop: string) => string;
  generated: (date: string, time: string) => string;
  page: (page: number, count: number) => string;
  statuses: Record<OrderStatus, string>;
  orderTypes: Record<OrderType, string>;
  paymentTypes: Record<PaymentType, string>;
  paymentKinds: Record<PaymentKind, string>;
}

/**
 * Bills and receipts are written in the shop's customer language (Settings), like the messages
 * and pages the customer sees. Status and payment names are the ones the app shows.
 */
/** The status names the customer's tracking page uses, so the bill and the page agree. */
function orderStatusNames(language: Language): Record<OrderStatus, string> {
  const names = PUBLIC_TEXTS[language].orderStatus;
  return Object.fromEntries(
    Object.entries(ORDER_STATUS_KEYS).map(([status, key]) => [status, names[key]]),
  ) as Record<OrderStatus, string>;
}

export const BILL_LABELS: Record<Language, BillLabels> = {
  en: {
    billTitle: (bill, shop) => `Bill ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `Receipt for bill ${bill} - ${shop}`,
    bill: 'BILL',
    receipt: 'RECEIPT',
    shopCopy: 'Shop copy',
    customerCopy: 'Customer copy',
    paymentReceipt: 'Payment receipt',
    owner: (name) => `Owner: ${name}`,
    phone: (phone) => `Phone: ${phone}`,
    email: (email) => `Email: ${email}`,
    billTo: 'Bill to',
    receivedFrom: 'Received from',
    billNo: 'Bill No.',
    orderDate: 'Order Date',
    dueDate: 'Due Date',
    receiptDate: 'Receipt Date',
    orderTypeLabel: 'Order Type',
    status: 'Status',
    itemAndMeasurements: 'Item and measurements',
    units: { in: 'in', cm: 'cm' },
    item: 'Item',
    price: 'Price',
    note: (note) => `Note: ${note}`,
    tailor: (name) => `Tailor: ${name}`,
    totalAmount: 'Total Amount',
    advance: 'Advance Payment',
    paid: 'Paid so far',
    remainingAmount: 'Remaining Amount',
    balance: 'Balance',
    payments: 'Payments',
    paymentsReceived: 'Payments received',
    noPayments: 'No payments recorded yet.',
    date: 'Date',
    type: 'Type',
    method: 'Method',
    amount: 'Amount',
    thanks: (shop) => `Thank you for choosing ${shop}!`,
    generated: (date, time) => `Generated on ${date} at ${time}`,
    page: (page, count) => `Page ${page} of ${count}`,
    statuses: orderStatusNames('en'),
    orderTypes: { new: 'New', alteration: 'Alteration' },
    paymentTypes: { cash: 'Cash', upi: 'UPI', card: 'Card' },
    paymentKinds: {
      advance: 'Advance',
      balance: 'Balance payment',
      final: 'Final payment',
      refund: 'Refund',
    },
  },
  hi: {
    billTitle: (bill, shop) => `बिल ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `बिल ${bill} की रसीद - ${shop}`,
    bill: 'बिल',
    receipt: 'रसीद',
    shopCopy: 'दुकान की प्रति',
    customerCopy: 'ग्राहक की प्रति',
    paymentReceipt: 'भुगतान रसीद',
    owner: (name) => `मालिक: ${name}`,
    phone: (phone) => `फ़ोन: ${phone}`,
    email: (email) => `ईमेल: ${email}`,
    billTo: 'बिल किसके नाम',
    receivedFrom: 'किससे प्राप्त',
    billNo: 'बिल नं.',
    orderDate: 'ऑर्डर की तारीख',
    dueDate: 'डिलीवरी की तारीख',
    receiptDate: 'रसीद की तारीख',
    orderTypeLabel: 'ऑर्डर का प्रकार',
    status: 'स्थिति',
    itemAndMeasurements: 'कपड़ा और माप',
    units: { in: 'इंच', cm: 'सेमी' },
    item: 'कपड़ा',
    price: 'कीमत',
    note: (note) => `नोट: ${note}`,
    tailor: (name) => `दर्ज़ी: ${name}`,
    totalAmount: 'कुल राशि',
    advance: 'अग्रिम भुगतान',
    paid: 'भुगतान हुआ',
    remainingAmount: 'बाकी राशि',
    balance: 'बाकी',
    payments: 'भुगतान',
    paymentsReceived: 'प्राप्त भुगतान',
    noPayments: 'अभी तक कोई भुगतान दर्ज नहीं है।',
    date: 'तारीख',
    type: 'प्रकार',
    method: 'तरीका',
    amount: 'राशि',
    thanks: (shop) => `${shop} चुनने के लिए धन्यवाद!`,
    generated: (date, time) => `${date} को ${time} बजे बनाया गया`,
    page: (page, count) => `पेज ${page} / ${count}`,
    statuses: orderStatusNames('hi'),
    orderTypes: { new: 'नया ऑर्डर', alteration: 'अल्टरेशन' },
    paymentTypes: { cash: 'नकद', upi: 'UPI', card: 'कार्ड' },
    paymentKinds: {
      advance: 'अग्रिम',
      balance: 'बाकी राशि का भुगतान',
      final: 'अंतिम भुगतान',
      refund: 'धनवापसी',
    },
  },
  gu: {
    billTitle: (bill, shop) => `બિલ ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `બિલ ${bill} ની રસીદ - ${shop}`,
    bill: 'બિલ',
    receipt: 'રસીદ',
    shopCopy: 'દુકાનની નકલ',
    customerCopy: 'ગ્રાહકની નકલ',
    paymentReceipt: 'ચુકવણીની રસીદ',
    owner: (name) => `માલિક: ${name}`,
    phone: (phone) => `ફોન: ${phone}`,
    email: (email) => `ઈમેલ: ${email}`,
    billTo: 'બિલ કોના નામે',
    receivedFrom: 'કોની પાસેથી મળ્યું',
    billNo: 'બિલ નં.',
    orderDate: 'ઓર્ડરની તારીખ',
    dueDate: 'ડિલિવરીની તારીખ',
    receiptDate: 'રસીદની તારીખ',
    orderTypeLabel: 'ઓર્ડરનો પ્રકાર',
    status: 'સ્થિતિ',
    itemAndMeasurements: 'કપડું અને માપ',
    units: { in: 'ઇંચ', cm: 'સેમી' },
    item: 'કપડું',
    price: 'કિંમત',
    note: (note) => `નોંધ: ${note}`,
    tailor: (name) => `દરજી: ${name}`,
    totalAmount: 'કુલ રકમ',
    advance: 'એડવાન્સ ચુકવણી',
    paid: 'ચૂકવેલ',
    remainingAmount: 'બાકી રકમ',
    balance: 'બાકી',
    payments: 'ચુકવણીઓ',
    paymentsReceived: 'મળેલી ચુકવણીઓ',
    noPayments: 'હજી સુધી કોઈ ચુકવણી નોંધાઈ નથી.',
    date: 'તારીખ',
    type: 'પ્રકાર',
    method: 'રીત',
    amount: 'રકમ',
    thanks: (shop) => `${shop} પસંદ કરવા બદલ આભાર!`,
    generated: (date, time) => `${date} ના રોજ ${time} વાગ્યે બનાવ્યું`,
    page: (page, count) => `પાનું ${page} / ${count}`,
    statuses: orderStatusNames('gu'),
    orderTypes: { new: 'નવો ઓર્ડર', alteration: 'ઓલ્ટરેશન' },
    paymentTypes: { cash: 'રોકડ', upi: 'UPI', card: 'કાર્ડ' },
    paymentKinds: {
      advance: 'એડવાન્સ',
      balance: 'બાકી રકમની ચુકવણી',
      final: 'અંતિમ ચુકવણી',
      refund: 'રિફંડ',
    },
  },
  mr: {
    billTitle: (bill, shop) => `बिल ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `बिल ${bill} ची पावती - ${shop}`,
    bill: 'बिल',
    receipt: 'पावती',
    shopCopy: 'दुकानाची प्रत',
    customerCopy: 'ग्राहकाची प्रत',
    paymentReceipt: 'पेमेंटची पावती',
    owner: (name) => `मालक: ${name}`,
    phone: (phone) => `फोन: ${phone}`,
    email: (email) => `ईमेल: ${email}`,
    billTo: 'बिल कोणाच्या नावे',
    receivedFrom: 'कोणाकडून मिळाले',
    billNo: 'बिल क्र.',
    orderDate: 'ऑर्डरची तारीख',
    dueDate: 'डिलिव्हरीची तारीख',
    receiptDate: 'पावतीची तारीख',
    orderTypeLabel: 'ऑर्डरचा प्रकार',
    status: 'स्थिती',
    itemAndMeasurements: 'कपडा आणि मापे',
    units: { in: 'इंच', cm: 'सेमी' },
    item: 'कपडा',
    price: 'किंमत',
    note: (note) => `टीप: ${note}`,
    tailor: (name) => `शिंपी: ${name}`,
    totalAmount: 'एकूण रक्कम',
    advance: 'आगाऊ रक्कम',
    paid: 'भरलेले',
    remainingAmount: 'बाकी रक्कम',
    balance: 'बाकी',
    payments: 'पेमेंट्स',
    paymentsReceived: 'मिळालेली पेमेंट्स',
    noPayments: 'अजून कोणतेही पेमेंट नोंदलेले नाही.',
    date: 'तारीख',
    type: 'प्रकार',
    method: 'पद्धत',
    amount: 'रक्कम',
    thanks: (shop) => `${shop} निवडल्याबद्दल धन्यवाद!`,
    generated: (date, time) => `${date} रोजी ${time} वाजता तयार केले`,
    page: (page, count) => `पान ${page} / ${count}`,
    statuses: orderStatusNames('mr'),
    orderTypes: { new: 'नवीन ऑर्डर', alteration: 'अल्टरेशन' },
    paymentTypes: { cash: 'रोख', upi: 'UPI', card: 'कार्ड' },
    paymentKinds: {
      advance: 'आगाऊ',
      balance: 'बाकी रकमेचे पेमेंट',
      final: 'अंतिम पेमेंट',
      refund: 'परतावा',
    },
  },
  ta: {
    billTitle: (bill, shop) => `பில் ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `பில் ${bill} க்கான ரசீது - ${shop}`,
    bill: 'பில்',
    receipt: 'ரசீது',
    shopCopy: 'கடையின் நகல்',
    customerCopy: 'வாடிக்கையாளர் நகல்',
    paymentReceipt: 'பணம் பெற்ற ரசீது',
    owner: (name) => `உரிமையாளர்: ${name}`,
    phone: (phone) => `தொலைபேசி: ${phone}`,
    email: (email) => `மின்னஞ்சல்: ${email}`,
    billTo: 'பில் பெறுபவர்',
    receivedFrom: 'பணம் செலுத்தியவர்',
    billNo: 'பில் எண்',
    orderDate: 'ஆர்டர் தேதி',
    dueDate: 'டெலிவரி தேதி',
    receiptDate: 'ரசீது தேதி',
    orderTypeLabel: 'ஆர்டர் வகை',
    status: 'நிலை',
    itemAndMeasurements: 'ஆடை மற்றும் அளவுகள்',
    units: { in: 'அங்.', cm: 'செ.மீ.' },
    item: 'ஆடை',
    price: 'விலை',
    note: (note) => `குறிப்பு: ${note}`,
    tailor: (name) => `தையல்காரர்: ${name}`,
    totalAmount: 'மொத்தத் தொகை',
    advance: 'முன்பணம்',
    paid: 'செலுத்தியது',
    remainingAmount: 'மீதத் தொகை',
    balance: 'மீதம்',
    payments: 'பணம் செலுத்தல்கள்',
    paymentsReceived: 'பெற்ற பணம்',
    noPayments: 'இதுவரை பணம் எதுவும் பதிவு செய்யப்படவில்லை.',
    date: 'தேதி',
    type: 'வகை',
    method: 'முறை',
    amount: 'தொகை',
    thanks: (shop) => `${shop} ஐத் தேர்ந்தெடுத்ததற்கு நன்றி!`,
    generated: (date, time) => `${date} அன்று ${time} மணிக்கு உருவாக்கப்பட்டது`,
    page: (page, count) => `பக்கம் ${page} / ${count}`,
    statuses: orderStatusNames('ta'),
    orderTypes: { new: 'புதிய ஆர்டர்', alteration: 'ஆல்டரேஷன்' },
    paymentTypes: { cash: 'ரொக்கம்', upi: 'UPI', card: 'கார்டு' },
    paymentKinds: {
      advance: 'முன்பணம்',
      balance: 'மீதத் தொகை செலுத்தல்',
      final: 'இறுதிச் செலுத்தல்',
      refund: 'பணத் திருப்பம்',
    },
  },
};
