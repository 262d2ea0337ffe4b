import type { Language } from '../../constants';
import * as en from './en';
import * as gu from './gu';
import * as hi from './hi';
import * as mr from './mr';
import * as ta from './ta';
import type { PublicTexts } from './texts';

/**
 * Every language's customer texts at once, for the server (customer pages, bills). The web app
 * loads one language's module at a time instead.
 */
export const PUBLIC_TEXTS: Record<Language, PublicTexts> = { en, hi, gu, mr, ta };
