import { chooseLanguage } from '@tailor/shared/locales/public/en';
import auth from '../../locales/en/auth.json';

export default { auth, chooseLanguage };
