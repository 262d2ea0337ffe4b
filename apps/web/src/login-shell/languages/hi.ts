import { chooseLanguage } from '@tailor/shared/locales/public/hi';
import auth from '../../locales/hi/auth.json';

export default { auth, chooseLanguage };
