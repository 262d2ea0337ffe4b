import type { CustomerPageTexts, OrderStatusNames } from './texts';

export const chooseLanguage = 'भाषा निवडा';

export const orderStatus: OrderStatusNames = {
  pending: 'प्रलंबित',
  assigned: 'सोपवलेली',
  inProcess: 'काम सुरू',
  completed: 'पूर्ण',
  delayed: 'उशीर',
  delivered: 'डिलिव्हर झाली',
  cancelled: 'रद्द',
};

export const pages: CustomerPageTexts = {
  order: {
    title: 'ऑर्डर ट्रॅकिंग',
    orderNumber: 'ऑर्डर #{{number}}',
    orderNumberLabel: 'ऑर्डर क्रमांक',
    totalAmount: 'एकूण रक्कम',
    advancePaid: 'दिलेली आगाऊ रक्कम',
    paidSoFar: 'आतापर्यंत भरलेले',
    remainingAmount: 'उरलेली रक्कम',
    currentStatus: 'सध्याची स्थिती',
    orderDate: 'ऑर्डरची तारीख',
    dueDate: 'डिलिव्हरीची तारीख',
    progress: 'ऑर्डरची प्रगती',
    pendingNote: 'तुमची ऑर्डर मिळाली आहे. शिंप्याकडे सोपवल्यानंतर काम सुरू होईल.',
    delayedNote: 'तुमच्या ऑर्डरला उशीर होत आहे. दुकान ती लवकरात लवकर पूर्ण करेल.',
    cancelledNote: 'ही ऑर्डर रद्द करण्यात आली आहे.',
    deliveredNote: 'तुमची ऑर्डर डिलिव्हर झाली आहे. धन्यवाद!',
    products: 'ऑर्डर केलेली उत्पादने',
    productNumber: 'उत्पादन #{{number}}',
    noProducts: 'या ऑर्डरमध्ये कोणतेही उत्पादन नाही.',
    downloadBill: 'बिल डाउनलोड करा',
    errorTitle: 'ऑर्डर लोड करताना त्रुटी',
    errorText: 'ऑर्डरचा तपशील मिळू शकला नाही.',
    retry: 'पुन्हा प्रयत्न करा',
  },
  history: {
    title: 'ऑर्डर इतिहास',
    orderCount: '{{count}} ऑर्डर',
    ordersLabel: '{{name}} यांच्या ऑर्डर',
    orderNumber: 'ऑर्डर #{{number}}',
    orderDate: 'ऑर्डरची तारीख',
    total: 'एकूण',
    dueDate: 'डिलिव्हरीची तारीख',
    status: 'स्थिती',
    products: 'उत्पादने',
    delivered: 'डिलिव्हर झाली',
    trackOrder: 'ऑर्डर ट्रॅक करा',
    trackOrderLabel: 'ऑर्डर #{{number}} ट्रॅक करा (नवीन टॅबमध्ये उघडेल)',
    emptyTitle: 'एकही ऑर्डर सापडली नाही',
    emptyText: 'या ग्राहकाची अजून एकही ऑर्डर नाही.',
    errorTitle: 'ग्राहकाचा तपशील लोड करताना त्रुटी',
    errorText: 'डेटा मिळू शकला नाही',
    customerNotFound: 'ग्राहक सापडला नाही',
    retry: 'पुन्हा प्रयत्न करा',
  },
  delay: {
    title: 'तुमच्या ऑर्डरला उशीर होत आहे',
    reason: 'दुकानाने सांगितलेले कारण: {{reason}}',
    expectedDate: 'नवी अपेक्षित तारीख: {{date}}',
  },
  preview: {
    orderDescription: '{{shop}} मधील तुमच्या ऑर्डरची प्रगती पाहा.',
    historyDescription: '{{shop}} मधील तुमच्या सर्व ऑर्डर, त्यांच्या स्थितीसह.',
  },
};
