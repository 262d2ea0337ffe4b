import { chooseLanguage } from '@tailor/shared/locales/public/mr';
import auth from '../../locales/mr/auth.json';

export default { auth, chooseLanguage };
