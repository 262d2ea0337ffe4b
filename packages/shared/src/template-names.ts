import type { Language } from './constants';

/*
 * The default templates' garment and measurement names (measurements.ts) in each language, as
 * the web shows them (apps/web/src/locales/<lang>/newOrder.json, 'garments' and
 * 'measurementNames'; a web test keeps the two the same) and as bills print them. Names are stored
 * in English, as the order book says them; a name the shop typed has no entry and stays as typed.
 */

type Translations = Readonly<Record<string, Readonly<Record<Exclude<Language, 'en'>, string>>>>;

export const GARMENT_NAMES: Translations = {
  Shirt: {
    hi: 'शर्ट',
    gu: 'શર્ટ',
    mr: 'शर्ट',
    ta: 'சட்டை',
  },
  Kurta: {
    hi: 'कुर्ता',
    gu: 'કુર્તો',
    mr: 'कुर्ता',
    ta: 'குர்தா',
  },
  Trouser: {
    hi: 'पतलून',
    gu: 'પેન્ટ',
    mr: 'पँट',
    ta: 'கால்சட்டை',
  },
  Pyjama: {
    hi: 'पायजामा',
    gu: 'પાયજામો',
    mr: 'पायजमा',
    ta: 'பைஜாமா',
  },
  Sherwani: {
    hi: 'शेरवानी',
    gu: 'શેરવાની',
    mr: 'शेरवानी',
    ta: 'ஷெர்வானி',
  },
  'Suit / Blazer': {
    hi: 'सूट / ब्लेज़र',
    gu: 'સૂટ / બ્લેઝર',
    mr: 'सूट / ब्लेझर',
    ta: 'சூட் / பிளேசர்',
  },
  'Waistcoat / Nehru Jacket': {
    hi: 'वेस्टकोट / नेहरू जैकेट',
    gu: 'વેસ્ટકોટ / નેહરુ જેકેટ',
    mr: 'वेस्टकोट / नेहरू जॅकेट',
    ta: 'வெயிஸ்ட்கோட் / நேரு ஜாக்கெட்',
  },
  Blouse: {
    hi: 'ब्लाउज़',
    gu: 'બ્લાઉઝ',
    mr: 'ब्लाउज',
    ta: 'ரவிக்கை',
  },
  'Salwar Kameez / Kurti': {
    hi: 'सलवार कमीज़ / कुर्ती',
    gu: 'સલવાર કમીઝ / કુર્તી',
    mr: 'सलवार कमीज / कुर्ती',
    ta: 'சல்வார் கமீஸ் / குர்தி',
  },
  'Salwar / Churidar': {
    hi: 'सलवार / चूड़ीदार',
    gu: 'સલવાર / ચૂડીદાર',
    mr: 'सलवार / चुडीदार',
    ta: 'சல்வார் / சுடிதார்',
  },
  Lehenga: {
    hi: 'लहंगा',
    gu: 'લહેંગો',
    mr: 'लेहेंगा',
    ta: 'லெஹங்கா',
  },
  'Saree Fall / Petticoat': {
    hi: 'साड़ी फ़ॉल / पेटीकोट',
    gu: 'સાડી ફૉલ / ચણિયો',
    mr: 'साडी फॉल / परकर',
    ta: 'புடவை ஃபால் / உள்பாவாடை',
  },
  'Gown / Anarkali': {
    hi: 'गाउन / अनारकली',
    gu: 'ગાઉન / અનારકલી',
    mr: 'गाऊन / अनारकली',
    ta: 'கவுன் / அனார்கலி',
  },
};

export const MEASUREMENT_NAMES: Translations = {
  Length: {
    hi: 'लंबाई',
    gu: 'લંબાઈ',
    mr: 'लांबी',
    ta: 'நீளம்',
  },
  Chest: {
    hi: 'छाती',
    gu: 'છાતી',
    mr: 'छाती',
    ta: 'மார்பு',
  },
  Waist: {
    hi: 'कमर',
    gu: 'કમર',
    mr: 'कंबर',
    ta: 'இடுப்பு',
  },
  Hip: {
    hi: 'हिप',
    gu: 'હિપ',
    mr: 'हिप',
    ta: 'ஹிப்',
  },
  Shoulder: {
    hi: 'कंधा',
    gu: 'ખભો',
    mr: 'खांदा',
    ta: 'தோள்',
  },
  'Sleeve Length': {
    hi: 'आस्तीन की लंबाई',
    gu: 'બાંયની લંબાઈ',
    mr: 'बाहीची लांबी',
    ta: 'கை நீளம்',
  },
  Armhole: {
    hi: 'आर्महोल',
    gu: 'આર્મહોલ',
    mr: 'आर्महोल',
    ta: 'ஆர்ம்ஹோல்',
  },
  Bicep: {
    hi: 'बाजू (बाइसेप)',
    gu: 'બાવડું (બાઇસેપ)',
    mr: 'दंड (बायसेप)',
    ta: 'புஜம்',
  },
  Cuff: {
    hi: 'कफ़',
    gu: 'કફ',
    mr: 'कफ',
    ta: 'கஃப்',
  },
  Neck: {
    hi: 'गला',
    gu: 'ગળું',
    mr: 'गळा',
    ta: 'கழுத்து',
  },
  'Slit Length': {
    hi: 'चाक की लंबाई',
    gu: 'ચાકની લંબાઈ',
    mr: 'चाकाची लांबी',
    ta: 'பிளவு நீளம்',
  },
  Thigh: {
    hi: 'जांघ',
    gu: 'જાંઘ',
    mr: 'मांडी',
    ta: 'தொடை',
  },
  Knee: {
    hi: 'घुटना',
    gu: 'ઘૂંટણ',
    mr: 'गुडघा',
    ta: 'முழங்கால்',
  },
  Calf: {
    hi: 'पिंडली',
    gu: 'પિંડી',
    mr: 'पोटरी',
    ta: 'கெண்டைக்கால்',
  },
  Bottom: {
    hi: 'मोहरी',
    gu: 'મોરી',
    mr: 'मोहरी',
    ta: 'கீழ்ச்சுற்று',
  },
  Inseam: {
    hi: 'अंदरूनी लंबाई',
    gu: 'અંદરની લંબાઈ',
    mr: 'आतील लांबी',
    ta: 'உள் நீளம்',
  },
  'Crotch (Rise)': {
    hi: 'क्रॉच (राइज़)',
    gu: 'ક્રૉચ (રાઇઝ)',
    mr: 'क्रॉच (राइज)',
    ta: 'கிராட்ச் (ரைஸ்)',
  },
  'Front Cross': {
    hi: 'आगे का क्रॉस',
    gu: 'આગળનો ક્રૉસ',
    mr: 'पुढचा क्रॉस',
    ta: 'முன் குறுக்கு',
  },
  'Back Cross': {
    hi: 'पीछे का क्रॉस',
    gu: 'પાછળનો ક્રૉસ',
    mr: 'मागचा क्रॉस',
    ta: 'பின் குறுக்கு',
  },
  'Upper Chest': {
    hi: 'ऊपरी छाती',
    gu: 'ઉપરની છાતી',
    mr: 'वरची छाती',
    ta: 'மேல் மார்பு',
  },
  Bust: {
    hi: 'बस्ट',
    gu: 'બસ્ટ',
    mr: 'बस्ट',
    ta: 'மார்புச் சுற்று',
  },
  'Under Bust': {
    hi: 'अंडर बस्ट',
    gu: 'અંડર બસ્ટ',
    mr: 'अंडर बस्ट',
    ta: 'மார்புக்குக் கீழ்',
  },
  'Sleeve Round': {
    hi: 'आस्तीन की गोलाई',
    gu: 'બાંયનો ઘેરાવો',
    mr: 'बाहीचा घेर',
    ta: 'கைச் சுற்று',
  },
  'Front Neck Depth': {
    hi: 'आगे गले की गहराई',
    gu: 'આગળના ગળાની ઊંડાઈ',
    mr: 'पुढच्या गळ्याची खोली',
    ta: 'முன் கழுத்து ஆழம்',
  },
  'Back Neck Depth': {
    hi: 'पीछे गले की गहराई',
    gu: 'પાછળના ગળાની ઊંડાઈ',
    mr: 'मागच्या गळ्याची खोली',
    ta: 'பின் கழுத்து ஆழம்',
  },
  'Apex Point': {
    hi: 'एपेक्स पॉइंट',
    gu: 'એપેક્સ પૉઇન્ટ',
    mr: 'एपेक्स पॉइंट',
    ta: 'அபெக்ஸ் புள்ளி',
  },
  Ankle: {
    hi: 'टखना',
    gu: 'ઘૂંટી',
    mr: 'घोटा',
    ta: 'கணுக்கால்',
  },
  Flare: {
    hi: 'घेर',
    gu: 'ઘેર',
    mr: 'घेर',
    ta: 'விரிவு',
  },
};

function translated(table: Translations, name: string, language: Language): string {
  if (language === 'en' || !Object.hasOwn(table, name)) return name;
  return table[name]![language];
}

/** A garment name in the language: 'Blouse' is 'ब्लाउज़' in Hindi; a typed name stays as typed. */
export function garmentName(name: string, language: Language): string {
  return translated(GARMENT_NAMES, name, language);
}

/** A measurement name in the language: 'Chest' is 'छाती' in Hindi; a typed name stays as typed. */
export function measurementName(name: string, language: Language): string {
  return translated(MEASUREMENT_NAMES, name, language);
}
