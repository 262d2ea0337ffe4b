import type { CustomerPageTexts, OrderStatusNames } from './texts';

export const chooseLanguage = 'ભાષા પસંદ કરો';

export const orderStatus: OrderStatusNames = {
  pending: 'બાકી',
  assigned: 'સોંપાયેલ',
  inProcess: 'કામ ચાલુ',
  completed: 'પૂર્ણ',
  delayed: 'વિલંબિત',
  delivered: 'ડિલિવર થયો',
  cancelled: 'રદ',
};

export const pages: CustomerPageTexts = {
  order: {
    title: 'ઓર્ડર ટ્રેકિંગ',
    orderNumber: 'ઓર્ડર #{{number}}',
    orderNumberLabel: 'ઓર્ડર નંબર',
    totalAmount: 'કુલ રકમ',
    advancePaid: 'ચૂકવેલ એડવાન્સ',
    paidSoFar: 'અત્યાર સુધી ચૂકવેલ',
    remainingAmount: 'બાકી રકમ',
    currentStatus: 'હાલની સ્થિતિ',
    orderDate: 'ઓર્ડરની તારીખ',
    dueDate: 'ડિલિવરીની તારીખ',
    progress: 'ઓર્ડરની પ્રગતિ',
    pendingNote: 'તમારો ઓર્ડર મળી ગયો છે. દરજીને સોંપાયા પછી કામ શરૂ થશે.',
    delayedNote: 'તમારા ઓર્ડરમાં વિલંબ છે. દુકાન તેને શક્ય એટલું જલ્દી પૂરું કરશે.',
    cancelledNote: 'આ ઓર્ડર રદ કરવામાં આવ્યો છે.',
    deliveredNote: 'તમારો ઓર્ડર ડિલિવર થઈ ગયો છે. આભાર!',
    products: 'ઓર્ડર કરેલી વસ્તુઓ',
    productNumber: 'વસ્તુ #{{number}}',
    noProducts: 'આ ઓર્ડરમાં કોઈ વસ્તુ નથી.',
    downloadBill: 'બિલ ડાઉનલોડ કરો',
    errorTitle: 'ઓર્ડર લોડ કરવામાં ભૂલ',
    errorText: 'ઓર્ડરની વિગતો મેળવી શકાઈ નથી.',
    retry: 'ફરી પ્રયાસ કરો',
  },
  history: {
    title: 'ઓર્ડર ઇતિહાસ',
    orderCount: '{{count}} ઓર્ડર',
    ordersLabel: '{{name}} ના ઓર્ડર',
    orderNumber: 'ઓર્ડર #{{number}}',
    orderDate: 'ઓર્ડરની તારીખ',
    total: 'કુલ',
    dueDate: 'ડિલિવરીની તારીખ',
    status: 'સ્થિતિ',
    products: 'વસ્તુઓ',
    delivered: 'ડિલિવર થયો',
    trackOrder: 'ઓર્ડર ટ્રેક કરો',
    trackOrderLabel: 'ઓર્ડર #{{number}} ટ્રેક કરો (નવા ટેબમાં ખુલશે)',
    emptyTitle: 'કોઈ ઓર્ડર મળ્યો નથી',
    emptyText: 'આ ગ્રાહકનો હજી સુધી કોઈ ઓર્ડર નથી.',
    errorTitle: 'ગ્રાહકની વિગતો લોડ કરવામાં ભૂલ',
    errorText: 'ડેટા મેળવી શકાયો નથી',
    customerNotFound: 'ગ્રાહક મળ્યો નથી',
    retry: 'ફરી પ્રયાસ કરો',
  },
  delay: {
    title: 'તમારા ઓર્ડરમાં વિલંબ છે',
    reason: 'દુકાને જણાવેલ કારણ: {{reason}}',
    expectedDate: 'નવી અપેક્ષિત તારીખ: {{date}}',
  },
  preview: {
    orderDescription: '{{shop}} પર તમારા ઓર્ડરની પ્રગતિ જુઓ.',
    historyDescription: '{{shop}} પર તમારા બધા ઓર્ડર, તેમની સ્થિતિ સાથે.',
  },
};
