import { z } from 'zod';
import {
  ADDRESS_MIN_LENGTH,
  PHONE_DIGITS,
  PINCODE_DIGITS,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
} from './constants';
import { ACCOUNT_CODES, SHOP_ADDRESS_MAX_LENGTH } from './accounts-rules';

/** Leading spaces trimmed and repeated spaces collapsed, as the signup form does while typing. */
export function normalizeName(value: string): string {
  return value.replace(/^\s+/, '').replace(/\s{2,}/g, ' ');
}

// In phone.ts, which loads without zod (the sign-in pages use it); kept importable from here.
export { digitsOnly } from './phone';

/** The rule codes a name refuses with (rules.ts): left out or blank, too short, too long. */
export type NameCodes = { required: string; min: string; max: string };

/**
 * A person's or shop's name: normalised as the forms do, then 3 to 50 characters. Refuses with
 * `codes`, or with English sentences naming `label`.
 */
export const nameField = (label: string | NameCodes, requiredMessage = `${label} is required`) => {
  const messages =
    typeof label === 'string'
      ? {
          required: requiredMessage,
          min: `${label} must be at least ${TEXT_MIN_LENGTH} characters`,
          max: `${label} must be at most ${TEXT_MAX_LENGTH} characters`,
        }
      : label;
  return z
    .string({ error: messages.required })
    .transform((v) => normalizeName(v).trim())
    .pipe(
      z
        .string()
        .min(1, messages.required)
        .min(TEXT_MIN_LENGTH, messages.min)
        .max(TEXT_MAX_LENGTH, messages.max),
    );
};

export const emailSchema = z
  .string({ error: ACCOUNT_CODES.EMAIL_REQUIRED })
  .trim()
  .min(1, ACCOUNT_CODES.EMAIL_REQUIRED)
  .pipe(z.email(ACCOUNT_CODES.EMAIL_INVALID));

/**
 * An email that may be left out: many tailors have none, and the account payload has it as
 * optional. Blank counts as left out; anything typed must be an email address.
 */
export const optionalEmailSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(z.email(ACCOUNT_CODES.EMAIL_INVALID).optional());

export const pincodeSchema = z
  .string({ error: ACCOUNT_CODES.ACCOUNT_PINCODE_REQUIRED })
  .trim()
  .min(1, ACCOUNT_CODES.ACCOUNT_PINCODE_REQUIRED)
  .regex(new RegExp(`^\\d{${PINCODE_DIGITS}}$`), ACCOUNT_CODES.ACCOUNT_PINCODE_DIGITS);

/** Shop account creation (POST /create_account). */
export const createAccountSchema = z.object({
  owners_name: nameField({
    required: ACCOUNT_CODES.ACCOUNT_OWNER_NAME_REQUIRED,
    min: ACCOUNT_CODES.ACCOUNT_OWNER_NAME_MIN,
    max: ACCOUNT_CODES.ACCOUNT_OWNER_NAME_MAX,
  }),
  shop_name: nameField({
    required: ACCOUNT_CODES.ACCOUNT_SHOP_NAME_REQUIRED,
    min: ACCOUNT_CODES.ACCOUNT_SHOP_NAME_MIN,
    max: ACCOUNT_CODES.ACCOUNT_SHOP_NAME_MAX,
  }),
  email: optionalEmailSchema,
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), ACCOUNT_CODES.ACCOUNT_PHONE_DIGITS)
        .optional(),
    ),
  address: z
    .string({ error: ACCOUNT_CODES.ACCOUNT_ADDRESS_REQUIRED })
    .trim()
    .min(1, ACCOUNT_CODES.ACCOUNT_ADDRESS_REQUIRED)
    .min(ADDRESS_MIN_LENGTH, ACCOUNT_CODES.ACCOUNT_ADDRESS_MIN)
    .max(SHOP_ADDRESS_MAX_LENGTH, ACCOUNT_CODES.ACCOUNT_ADDRESS_MAX),
  pincode: pincodeSchema,
  state: z
    .string({ error: ACCOUNT_CODES.ACCOUNT_STATE_REQUIRED })
    .trim()
    .min(1, ACCOUNT_CODES.ACCOUNT_STATE_REQUIRED),
  district: z
    .string({ error: ACCOUNT_CODES.ACCOUNT_DISTRICT_REQUIRED })
    .trim()
    .min(1, ACCOUNT_CODES.ACCOUNT_DISTRICT_REQUIRED),
});
export type CreateAccountInput = z.input<typeof createAccountSchema>;
export type CreateAccount = z.output<typeof createAccountSchema>;

/**
 * PUT /account: the shop's details, with the same fields, rules and messages as account creation
 * (the whole record is sent; a phone or email left out is removed). Answers the updated store.
 */
export const updateAccountSchema = createAccountSchema;
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;
export type UpdateAccount = z.output<typeof updateAccountSchema>;

export const storeSchema = z.object({
  _id: z.string(),
  shop_name: z.string(),
  owners_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  /**
   * The shop's order number prefix ('SGT-'), so every screen writes an order's number as its bill
   * does (formatOrderNumber in settings.ts).
   */
  order_number_prefix: z.string().optional(),
});
export type Store = z.infer<typeof storeSchema>;

/** GET /get_user_details */
export const userDetailsSchema = z.object({
  user: z.object({
    _id: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  role: z.enum(['shopkeeper', 'employee']),
  signup: z.boolean(),
  store: storeSchema.nullable(),
  employee_id: z.string().nullable(),
  auth_methods: z.array(z.enum(['phone', 'google'])),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** GET /pincode/{pincode}: the offline lookup that fills state and district on signup. */
export const pincodeLookupSchema = z.object({
  pincode: z.string(),
  state: z.string(),
  district: z.string(),
  districts: z.array(z.string()),
});
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;
