import { chooseLanguage, orderStatus } from '@tailor/shared/locales/public/gu';

/** The 'public' namespace (texts shared with the server's customer pages), from packages/shared. */
export default { chooseLanguage, orderStatus };
