import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES } from '@tailor/shared/accounts-rules';
import { LANGUAGES } from '@tailor/shared/constants';
import { ruleKey, type RuleCode } from '@tailor/shared/rule-codes';
import { i18n } from '../../../lib/i18n';
import { accountFormSchema, validationKey } from './account-form-schema';

const SHOP_RULES = (Object.keys(ACCOUNT_RULES) as RuleCode[]).filter(
  (code) => code !== 'ACCOUNT_TERMS_REQUIRED',
);

describe('validationKey', () => {
  it.each(SHOP_RULES)('words %s as signup does, in every language', async (code) => {
    const key = validationKey(code);
    expect(key).toMatch(/^account:validation\./);
    await i18n.loadNamespaces(['account', 'accounts']);
    for (const lng of LANGUAGES) {
      await i18n.loadLanguages(lng);
      const t = i18n.getFixedT(lng);
      expect(i18n.exists(key!, { lng }), `${lng} ${key}`).toBe(true);
      expect(t(key!)).toBe(t(ruleKey(code)));
    }
    expect(i18n.getFixedT('hi')(key!)).not.toBe(i18n.getFixedT('en')(key!));
  });

  it('knows what the form refuses with, and nothing else', () => {
    const refused = accountFormSchema.safeParse({ owners_name: 'Al', email: 'x@', pincode: '1' });
    for (const issue of refused.error!.issues) expect(validationKey(issue.message)).toBeDefined();
    expect(validationKey('Owner name is required')).toBeUndefined();
    expect(validationKey(undefined)).toBeUndefined();
  });
});
