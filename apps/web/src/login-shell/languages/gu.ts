import { chooseLanguage } from '@tailor/shared/locales/public/gu';
import auth from '../../locales/gu/auth.json';

export default { auth, chooseLanguage };
