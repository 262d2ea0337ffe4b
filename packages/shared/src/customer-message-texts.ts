import type { Language } from './constants';
import type { CustomerMessageKind } from './customer-messages';

/*
 * The texts of the messages to customers, in the five languages. Each is also a WhatsApp
 * Business message template: the same words with the values numbered {{1}}, {{2}}… in the order
 * of TEMPLATE_VALUES (docs/whatsapp-templates.md lists them for approval; a test keeps it so).
 * SMS and the click-to-chat links send the text with the values filled in.
 */

/** The values a message may carry, filled in when it is sent. */
export interface MessageValues {
  /** The customer's name. */
  name: string;
  /** The order's number as the shop writes it ('KT-42'). */
  number: string;
  shop: string;
  /** The order's tracking link. */
  link: string;
  /** Amounts as '₹1,250.50'. */
  total: string;
  advance: string;
  balance: string;
  /** Days as the shop writes them ('03 Dec 2026'). */
  due: string;
  /** The trial: '03 Dec 2026, 17:30' or the day alone. */
  trial: string;
  /** The day the order was ready. */
  ready_day: string;
}

/** The values each message carries, in the order of its template's {{1}}, {{2}}… */
export const TEMPLATE_VALUES: Record<CustomerMessageKind, (keyof MessageValues)[]> = {
  order_taken: ['name', 'number', 'shop', 'total', 'advance', 'balance', 'due', 'link'],
  trial_reminder: ['name', 'number', 'shop', 'trial', 'link'],
  trial_soon: ['name', 'number', 'shop', 'trial', 'link'],
  ready: ['name', 'number', 'shop', 'balance', 'link'],
  balance_due: ['name', 'number', 'balance', 'link', 'shop'],
  not_collected: ['name', 'number', 'shop', 'ready_day', 'link'],
  delivered: ['name', 'number', 'shop', 'link'],
  approval_request: ['name', 'shop', 'number', 'link'],
};

/** The WhatsApp template of each message is named so: 'tsm_order_taken'. */
export function templateName(kind: CustomerMessageKind): string {
  return `tsm_${kind}`;
}

type Texts = Record<CustomerMessageKind, string>;

const en: Texts = {
  order_taken:
    'Hello {{name}},\n\nThank you for your order #{{number}} at {{shop}}.\nTotal: {{total}}\nAdvance paid: {{advance}}\nBalance: {{balance}}\nReady by: {{due}}\n\nTrack your order here:\n{{link}}\n\nThank you.',
  trial_reminder:
    'Hello {{name}},\n\nA reminder from {{shop}}: the trial (fitting) of your order #{{number}} is tomorrow, {{trial}}.\n\nTap to confirm or ask for another day:\n{{link}}\n\nThank you.',
  ready:
    'Hello {{name}},\n\nGood news: your order #{{number}} at {{shop}} is ready for pickup.\nBalance to pay: {{balance}}\n\nPay by UPI or see the details:\n{{link}}\n\nThank you.',
  balance_due:
    'Hello {{name}},\n\nThe balance of your order #{{number}} is {{balance}}. Pay it by UPI from this link, or at the counter when you collect:\n{{link}}\n\n{{shop}}\n\nThank you.',
  not_collected:
    'Hello {{name}},\n\nYour order #{{number}} has been ready at {{shop}} since {{ready_day}}. Please collect it when you can.\n\n{{link}}\n\nThank you.',
  delivered:
    'Hello {{name}},\n\nThank you for collecting your order #{{number}} from {{shop}}. Your order and its bill:\n{{link}}\n\nWe hope you love it!',
  approval_request:
    'Hello {{name}},\n\n{{shop}} asks for your approval before extra work on your order #{{number}}. See what it is and approve or decline here:\n{{link}}\n\nThank you.',
  trial_soon:
    'Hello {{name}},\n\nA reminder from {{shop}}: the trial (fitting) of your order #{{number}} is soon, {{trial}}.\n\nYour order:\n{{link}}\n\nSee you soon.',
};

const hi: Texts = {
  order_taken:
    'नमस्ते {{name}},\n\n{{shop}} में आपके ऑर्डर #{{number}} के लिए धन्यवाद।\nकुल: {{total}}\nअग्रिम भुगतान: {{advance}}\nबाकी: {{balance}}\nतैयार होने की तारीख: {{due}}\n\nअपना ऑर्डर यहाँ ट्रैक करें:\n{{link}}\n\nधन्यवाद।',
  trial_reminder:
    'नमस्ते {{name}},\n\n{{shop}} की ओर से याद दिलाना: आपके ऑर्डर #{{number}} का ट्रायल (फिटिंग) कल, {{trial}} को है।\n\nपुष्टि करने या दूसरा दिन माँगने के लिए टैप करें:\n{{link}}\n\nधन्यवाद।',
  ready:
    'नमस्ते {{name}},\n\nखुशखबरी: {{shop}} में आपका ऑर्डर #{{number}} लेने के लिए तैयार है।\nबाकी राशि: {{balance}}\n\nUPI से भुगतान करें या विवरण देखें:\n{{link}}\n\nधन्यवाद।',
  balance_due:
    'नमस्ते {{name}},\n\nआपके ऑर्डर #{{number}} की बाकी राशि {{balance}} है। इस लिंक से UPI द्वारा भुगतान करें, या लेने आते समय काउंटर पर:\n{{link}}\n\n{{shop}}\n\nधन्यवाद।',
  not_collected:
    'नमस्ते {{name}},\n\nआपका ऑर्डर #{{number}} {{ready_day}} से {{shop}} में तैयार है। कृपया सुविधा से ले जाएँ।\n\n{{link}}\n\nधन्यवाद।',
  delivered:
    'नमस्ते {{name}},\n\n{{shop}} से अपना ऑर्डर #{{number}} लेने के लिए धन्यवाद। आपका ऑर्डर और बिल:\n{{link}}\n\nआशा है आपको पसंद आएगा!',
  approval_request:
    'नमस्ते {{name}},\n\n{{shop}} आपके ऑर्डर #{{number}} पर अतिरिक्त काम से पहले आपकी मंज़ूरी चाहता है। देखें और यहाँ मंज़ूर या नामंज़ूर करें:\n{{link}}\n\nधन्यवाद।',
  trial_soon:
    'नमस्ते {{name}},\n\n{{shop}} की ओर से याद दिलाना: आपके ऑर्डर #{{number}} का ट्रायल (फिटिंग) जल्द है, {{trial}}।\n\nआपका ऑर्डर:\n{{link}}\n\nजल्द मिलते हैं।',
};

const gu: Texts = {
  order_taken:
    'નમસ્તે {{name}},\n\n{{shop}} માં તમારા ઓર્ડર #{{number}} માટે આભાર.\nકુલ: {{total}}\nએડવાન્સ ચૂકવેલ: {{advance}}\nબાકી: {{balance}}\nતૈયાર થવાની તારીખ: {{due}}\n\nતમારો ઓર્ડર અહીં ટ્રેક કરો:\n{{link}}\n\nઆભાર.',
  trial_reminder:
    'નમસ્તે {{name}},\n\n{{shop}} તરફથી યાદ અપાવીએ: તમારા ઓર્ડર #{{number}} ની ટ્રાયલ (ફિટિંગ) આવતીકાલે, {{trial}} એ છે.\n\nપુષ્ટિ કરવા કે બીજો દિવસ માંગવા ટૅપ કરો:\n{{link}}\n\nઆભાર.',
  ready:
    'નમસ્તે {{name}},\n\nખુશખબર: {{shop}} માં તમારો ઓર્ડર #{{number}} લઈ જવા માટે તૈયાર છે.\nબાકી રકમ: {{balance}}\n\nUPI વડે ચૂકવો અથવા વિગતો જુઓ:\n{{link}}\n\nઆભાર.',
  balance_due:
    'નમસ્તે {{name}},\n\nતમારા ઓર્ડર #{{number}} ની બાકી રકમ {{balance}} છે. આ લિંકથી UPI વડે ચૂકવો, અથવા લેવા આવો ત્યારે કાઉન્ટર પર:\n{{link}}\n\n{{shop}}\n\nઆભાર.',
  not_collected:
    'નમસ્તે {{name}},\n\nતમારો ઓર્ડર #{{number}} {{ready_day}} થી {{shop}} માં તૈયાર છે. કૃપા કરીને અનુકૂળતાએ લઈ જાઓ.\n\n{{link}}\n\nઆભાર.',
  delivered:
    'નમસ્તે {{name}},\n\n{{shop}} માંથી તમારો ઓર્ડર #{{number}} લઈ જવા બદલ આભાર. તમારો ઓર્ડર અને બિલ:\n{{link}}\n\nઆશા છે તમને ગમશે!',
  approval_request:
    'નમસ્તે {{name}},\n\n{{shop}} તમારા ઓર્ડર #{{number}} પર વધારાના કામ પહેલાં તમારી મંજૂરી માંગે છે. જુઓ અને અહીં મંજૂર કે નામંજૂર કરો:\n{{link}}\n\nઆભાર.',
  trial_soon:
    'નમસ્તે {{name}},\n\n{{shop}} તરફથી યાદ અપાવીએ છીએ: તમારા ઓર્ડર #{{number}} નું ટ્રાયલ (ફિટિંગ) જલ્દી છે, {{trial}}.\n\nતમારો ઓર્ડર:\n{{link}}\n\nજલ્દી મળીએ.',
};

const mr: Texts = {
  order_taken:
    'नमस्कार {{name}},\n\n{{shop}} मधील तुमच्या ऑर्डर #{{number}} साठी धन्यवाद.\nएकूण: {{total}}\nआगाऊ भरलेले: {{advance}}\nबाकी: {{balance}}\nतयार होण्याची तारीख: {{due}}\n\nतुमची ऑर्डर येथे ट्रॅक करा:\n{{link}}\n\nधन्यवाद.',
  trial_reminder:
    'नमस्कार {{name}},\n\n{{shop}} कडून आठवण: तुमच्या ऑर्डर #{{number}} ची ट्रायल (फिटिंग) उद्या, {{trial}} रोजी आहे.\n\nनिश्चित करण्यासाठी किंवा दुसरा दिवस मागण्यासाठी टॅप करा:\n{{link}}\n\nधन्यवाद.',
  ready:
    'नमस्कार {{name}},\n\nआनंदाची बातमी: {{shop}} मधील तुमची ऑर्डर #{{number}} घेऊन जाण्यासाठी तयार आहे.\nबाकी रक्कम: {{balance}}\n\nUPI ने भरा किंवा तपशील पहा:\n{{link}}\n\nधन्यवाद.',
  balance_due:
    'नमस्कार {{name}},\n\nतुमच्या ऑर्डर #{{number}} ची बाकी रक्कम {{balance}} आहे. या लिंकवरून UPI ने भरा, किंवा घ्यायला याल तेव्हा काउंटरवर:\n{{link}}\n\n{{shop}}\n\nधन्यवाद.',
  not_collected:
    'नमस्कार {{name}},\n\nतुमची ऑर्डर #{{number}} {{ready_day}} पासून {{shop}} मध्ये तयार आहे. कृपया सोयीनुसार घेऊन जा.\n\n{{link}}\n\nधन्यवाद.',
  delivered:
    'नमस्कार {{name}},\n\n{{shop}} मधून तुमची ऑर्डर #{{number}} घेऊन गेल्याबद्दल धन्यवाद. तुमची ऑर्डर आणि बिल:\n{{link}}\n\nतुम्हाला ती आवडेल अशी आशा आहे!',
  approval_request:
    'नमस्कार {{name}},\n\n{{shop}} तुमच्या ऑर्डर #{{number}} वर जादा काम करण्यापूर्वी तुमची मंजुरी मागत आहे. पाहा आणि इथे मंजूर किंवा नामंजूर करा:\n{{link}}\n\nधन्यवाद.',
  trial_soon:
    'नमस्कार {{name}},\n\n{{shop}} कडून आठवण: तुमच्या ऑर्डर #{{number}} चे ट्रायल (फिटिंग) लवकरच आहे, {{trial}}.\n\nतुमची ऑर्डर:\n{{link}}\n\nलवकरच भेटू.',
};

const ta: Texts = {
  order_taken:
    'வணக்கம் {{name}},\n\n{{shop}} கடையில் உங்கள் ஆர்டர் #{{number}} க்கு நன்றி.\nமொத்தம்: {{total}}\nமுன்பணம்: {{advance}}\nமீதம்: {{balance}}\nதயாராகும் தேதி: {{due}}\n\nஉங்கள் ஆர்டரை இங்கே கண்காணிக்கலாம்:\n{{link}}\n\nநன்றி.',
  trial_reminder:
    'வணக்கம் {{name}},\n\n{{shop}} நினைவூட்டல்: உங்கள் ஆர்டர் #{{number}} இன் ட்ரயல் (அளவு பார்த்தல்) நாளை, {{trial}}.\n\nஉறுதிசெய்ய அல்லது வேறு நாள் கேட்க தட்டவும்:\n{{link}}\n\nநன்றி.',
  ready:
    'வணக்கம் {{name}},\n\nமகிழ்ச்சியான செய்தி: {{shop}} கடையில் உங்கள் ஆர்டர் #{{number}} பெற்றுக்கொள்ள தயாராக உள்ளது.\nமீதத் தொகை: {{balance}}\n\nUPI மூலம் செலுத்த அல்லது விவரங்களைப் பார்க்க:\n{{link}}\n\nநன்றி.',
  balance_due:
    'வணக்கம் {{name}},\n\nஉங்கள் ஆர்டர் #{{number}} இன் மீதத் தொகை {{balance}}. இந்த இணைப்பில் UPI மூலம் செலுத்தலாம், அல்லது பெற்றுக்கொள்ளும்போது கவுண்டரில்:\n{{link}}\n\n{{shop}}\n\nநன்றி.',
  not_collected:
    'வணக்கம் {{name}},\n\nஉங்கள் ஆர்டர் #{{number}} {{ready_day}} முதல் {{shop}} கடையில் தயாராக உள்ளது. வசதியான நேரத்தில் பெற்றுக்கொள்ளவும்.\n\n{{link}}\n\nநன்றி.',
  delivered:
    'வணக்கம் {{name}},\n\n{{shop}} கடையிலிருந்து உங்கள் ஆர்டர் #{{number}} ஐ பெற்றுக்கொண்டதற்கு நன்றி. உங்கள் ஆர்டர் மற்றும் பில்:\n{{link}}\n\nஉங்களுக்கு பிடிக்கும் என நம்புகிறோம்!',
  approval_request:
    'வணக்கம் {{name}},\n\n{{shop}} உங்கள் ஆர்டர் #{{number}} இல் கூடுதல் வேலைக்கு முன் உங்கள் ஒப்புதலைக் கேட்கிறது. இங்கே பார்த்து ஏற்கவும் அல்லது மறுக்கவும்:\n{{link}}\n\nநன்றி.',
  trial_soon:
    'வணக்கம் {{name}},\n\n{{shop}} நினைவூட்டல்: உங்கள் ஆர்டர் #{{number}} இன் ட்ரயல் (அளவு பார்த்தல்) விரைவில், {{trial}}.\n\nஉங்கள் ஆர்டர்:\n{{link}}\n\nவிரைவில் சந்திப்போம்.',
};

export const CUSTOMER_MESSAGE_TEXTS: Record<Language, Texts> = { en, hi, gu, mr, ta };

/** A message's text with its values filled in. */
export function customerMessageText(
  kind: CustomerMessageKind,
  language: Language,
  values: MessageValues,
): string {
  return CUSTOMER_MESSAGE_TEXTS[language][kind].replace(
    /\{\{(\w+)\}\}/g,
    (_, key: string) => values[key as keyof MessageValues] ?? '',
  );
}

/** A message's WhatsApp template body: its text with the values numbered as TEMPLATE_VALUES says. */
export function templateBody(kind: CustomerMessageKind, language: Language): string {
  const order = TEMPLATE_VALUES[kind];
  return CUSTOMER_MESSAGE_TEXTS[language][kind].replace(
    /\{\{(\w+)\}\}/g,
    (_, key: string) => `{{${order.indexOf(key as keyof MessageValues) + 1}}}`,
  );
}

/** The values of a message, in its template's order. */
export function templateValues(kind: CustomerMessageKind, values: MessageValues): string[] {
  return TEMPLATE_VALUES[kind].map((key) => values[key]);
}
