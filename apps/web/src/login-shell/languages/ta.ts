import { chooseLanguage } from '@tailor/shared/locales/public/ta';
import auth from '../../locales/ta/auth.json';

export default { auth, chooseLanguage };
