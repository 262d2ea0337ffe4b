import type { CustomerPageTexts, OrderStatusNames } from './texts';

export const chooseLanguage = 'மொழியைத் தேர்ந்தெடுக்கவும்';

export const orderStatus: OrderStatusNames = {
  pending: 'நிலுவையில்',
  assigned: 'ஒதுக்கப்பட்டது',
  inProcess: 'வேலை நடக்கிறது',
  completed: 'முடிந்தது',
  delayed: 'தாமதம்',
  delivered: 'வழங்கப்பட்டது',
  cancelled: 'ரத்து செய்யப்பட்டது',
};

export const pages: CustomerPageTexts = {
  order: {
    title: 'ஆர்டர் கண்காணிப்பு',
    orderNumber: 'ஆர்டர் #{{number}}',
    orderNumberLabel: 'ஆர்டர் எண்',
    totalAmount: 'மொத்தத் தொகை',
    advancePaid: 'செலுத்திய முன்பணம்',
    paidSoFar: 'இதுவரை செலுத்தியது',
    remainingAmount: 'மீதமுள்ள தொகை',
    currentStatus: 'தற்போதைய நிலை',
    orderDate: 'ஆர்டர் தேதி',
    dueDate: 'டெலிவரி தேதி',
    progress: 'ஆர்டர் முன்னேற்றம்',
    pendingNote: 'உங்கள் ஆர்டர் பெறப்பட்டது. தையல்காரரிடம் ஒப்படைத்தவுடன் வேலை தொடங்கும்.',
    delayedNote: 'உங்கள் ஆர்டர் தாமதமாகிறது. கடை அதை விரைவில் முடிக்கும்.',
    cancelledNote: 'இந்த ஆர்டர் ரத்து செய்யப்பட்டது.',
    deliveredNote: 'உங்கள் ஆர்டர் வழங்கப்பட்டது. நன்றி!',
    products: 'ஆர்டர் செய்த பொருட்கள்',
    productNumber: 'பொருள் #{{number}}',
    noProducts: 'இந்த ஆர்டரில் பொருட்கள் இல்லை.',
    downloadBill: 'பில்லைப் பதிவிறக்கு',
    errorTitle: 'ஆர்டரை ஏற்றுவதில் பிழை',
    errorText: 'ஆர்டர் விவரங்களைப் பெற முடியவில்லை.',
    retry: 'மீண்டும் முயற்சிக்கவும்',
  },
  history: {
    title: 'ஆர்டர் வரலாறு',
    orderCount: '{{count}} ஆர்டர்(கள்)',
    ordersLabel: '{{name}} அவர்களின் ஆர்டர்கள்',
    orderNumber: 'ஆர்டர் #{{number}}',
    orderDate: 'ஆர்டர் தேதி',
    total: 'மொத்தம்',
    dueDate: 'டெலிவரி தேதி',
    status: 'நிலை',
    products: 'பொருட்கள்',
    delivered: 'வழங்கப்பட்டது',
    trackOrder: 'ஆர்டரைக் கண்காணி',
    trackOrderLabel: 'ஆர்டர் #{{number}} ஐக் கண்காணி (புதிய தாவலில் திறக்கும்)',
    emptyTitle: 'ஆர்டர்கள் எதுவும் இல்லை',
    emptyText: 'இந்த வாடிக்கையாளருக்கு இதுவரை ஆர்டர்கள் இல்லை.',
    errorTitle: 'வாடிக்கையாளர் விவரங்களை ஏற்றுவதில் பிழை',
    errorText: 'தரவைப் பெற முடியவில்லை',
    customerNotFound: 'வாடிக்கையாளர் கிடைக்கவில்லை',
    retry: 'மீண்டும் முயற்சிக்கவும்',
  },
  delay: {
    title: 'உங்கள் ஆர்டர் தாமதமாகிறது',
    reason: 'கடை தெரிவித்த காரணம்: {{reason}}',
    expectedDate: 'புதிய எதிர்பார்க்கும் தேதி: {{date}}',
  },
  preview: {
    orderDescription: '{{shop}} கடையில் உங்கள் ஆர்டரின் முன்னேற்றத்தைப் பாருங்கள்.',
    historyDescription: '{{shop}} கடையில் உங்கள் எல்லா ஆர்டர்களும், அவற்றின் நிலையுடன்.',
  },
};
