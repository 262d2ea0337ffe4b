import type { CustomerPageTexts, OrderStatusNames } from './texts';

export const chooseLanguage = 'भाषा चुनें';

export const orderStatus: OrderStatusNames = {
  pending: 'लंबित',
  assigned: 'सौंपा गया',
  inProcess: 'काम जारी',
  completed: 'पूरा हुआ',
  delayed: 'देरी',
  delivered: 'डिलीवर हुआ',
  cancelled: 'रद्द',
};

export const pages: CustomerPageTexts = {
  order: {
    title: 'ऑर्डर ट्रैकिंग',
    orderNumber: 'ऑर्डर #{{number}}',
    orderNumberLabel: 'ऑर्डर नंबर',
    totalAmount: 'कुल राशि',
    advancePaid: 'अग्रिम भुगतान',
    paidSoFar: 'अब तक चुकाया',
    remainingAmount: 'बकाया राशि',
    currentStatus: 'वर्तमान स्थिति',
    orderDate: 'ऑर्डर की तारीख',
    dueDate: 'डिलीवरी की तारीख',
    progress: 'ऑर्डर की प्रगति',
    pendingNote: 'आपका ऑर्डर मिल गया है। दर्ज़ी को सौंपे जाने के बाद काम शुरू होगा।',
    delayedNote: 'आपके ऑर्डर में देरी है। दुकान इसे जल्द से जल्द पूरा करेगी।',
    cancelledNote: 'यह ऑर्डर रद्द कर दिया गया।',
    deliveredNote: 'आपका ऑर्डर डिलीवर हो गया है। धन्यवाद!',
    products: 'ऑर्डर किए गए उत्पाद',
    productNumber: 'उत्पाद #{{number}}',
    noProducts: 'इस ऑर्डर में कोई उत्पाद नहीं है।',
    downloadBill: 'बिल डाउनलोड करें',
    errorTitle: 'ऑर्डर लोड करने में त्रुटि',
    errorText: 'ऑर्डर का विवरण नहीं मिल सका।',
    retry: 'फिर से कोशिश करें',
  },
  history: {
    title: 'ऑर्डर इतिहास',
    orderCount: '{{count}} ऑर्डर',
    ordersLabel: '{{name}} के ऑर्डर',
    orderNumber: 'ऑर्डर #{{number}}',
    orderDate: 'ऑर्डर की तारीख',
    total: 'कुल',
    dueDate: 'डिलीवरी की तारीख',
    status: 'स्थिति',
    products: 'उत्पाद',
    delivered: 'डिलीवर हुआ',
    trackOrder: 'ऑर्डर ट्रैक करें',
    trackOrderLabel: 'ऑर्डर #{{number}} ट्रैक करें (नए टैब में खुलेगा)',
    emptyTitle: 'कोई ऑर्डर नहीं मिला',
    emptyText: 'इस ग्राहक का अभी तक कोई ऑर्डर नहीं है।',
    errorTitle: 'ग्राहक का विवरण लोड करने में त्रुटि',
    errorText: 'डेटा नहीं मिल सका',
    customerNotFound: 'ग्राहक नहीं मिला',
    retry: 'फिर से कोशिश करें',
  },
  delay: {
    title: 'आपके ऑर्डर में देरी है',
    reason: 'दुकान द्वारा बताया गया कारण: {{reason}}',
    expectedDate: 'नई संभावित तारीख: {{date}}',
  },
  preview: {
    orderDescription: '{{shop}} में अपने ऑर्डर की प्रगति देखें।',
    historyDescription: '{{shop}} में आपके सभी ऑर्डर, उनकी स्थिति के साथ।',
  },
};
