import { z } from 'zod';
import { gstinSchema } from './gst-schemas';
import { nameField } from './accounts';
import { phoneSchema } from './auth';
import { ADDRESS_MIN_LENGTH, FETCH_ALL_LIMIT, PAGE_SIZE_CUSTOMERS } from './constants';
import { DATE_CODES } from './dates';
import { isoDateSchema } from './dates-schemas';
import { MEASUREMENT_UNITS } from './measurements';
import { codesOf } from './rules';
import {
  ADDRESS_MAX_LENGTH,
  CUSTOMER_ADDRESS_RULES,
  CUSTOMER_GENDER_RULES,
  CUSTOMER_NAME_RULES,
  CUSTOMER_PERSON_RULES,
  GENDERS,
  RELATIONS,
} from './customers-rules';

export const CUSTOMER_PERSON_CODES = codesOf(CUSTOMER_PERSON_RULES);

export const relationSchema = z
  .string({ error: CUSTOMER_PERSON_CODES.CUSTOMER_RELATION_INVALID })
  .trim()
  .toLowerCase()
  .pipe(z.enum(RELATIONS, CUSTOMER_PERSON_CODES.CUSTOMER_RELATION_INVALID));

/** A date of birth (YYYY-MM-DD), optional; never in the future (checked against the shop's today). */
export const dateOfBirthSchema = z
  .string({ error: DATE_CODES.DATE_INVALID })
  .trim()
  .pipe(isoDateSchema)
  .refine((date) => date >= '1900-01-01', CUSTOMER_PERSON_CODES.CUSTOMER_DATE_OF_BIRTH_TOO_OLD);

export const CUSTOMER_GENDER_CODES = codesOf(CUSTOMER_GENDER_RULES);

export const genderSchema = z
  .string({ error: CUSTOMER_GENDER_CODES.CUSTOMER_GENDER_REQUIRED })
  .trim()
  .toLowerCase()
  .pipe(z.enum(GENDERS, CUSTOMER_GENDER_CODES.CUSTOMER_GENDER_REQUIRED));

export const CUSTOMER_NAME_CODES = codesOf(CUSTOMER_NAME_RULES);

export const customerNameSchema = nameField({
  required: CUSTOMER_NAME_CODES.CUSTOMER_NAME_REQUIRED,
  min: CUSTOMER_NAME_CODES.CUSTOMER_NAME_MIN,
  max: CUSTOMER_NAME_CODES.CUSTOMER_NAME_MAX,
});

/** A customer's mobile number: exactly 10 digits (shown with +91). */
export const mobileNoSchema = phoneSchema;

export const CUSTOMER_ADDRESS_CODES = codesOf(CUSTOMER_ADDRESS_RULES);

export const addressSchema = z
  .string({ error: CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_REQUIRED })
  .trim()
  .min(1, CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_REQUIRED)
  .min(ADDRESS_MIN_LENGTH, CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_MIN)
  .max(ADDRESS_MAX_LENGTH, CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_MAX);

/**
 * The customer part of POST /create_order. Which person on the number the order is for:
 * - `customerId`: that person (400 when they are not on `mobile_no` in this shop);
 * - `newPerson: true`: someone new on the number (the person of that name, any case, when one
 *   is there already, so a retried order adds nobody twice);
 * - neither: a number with no one yet gets its first person ('self'); a number with one person
 *   is that person, as before families were kept (their name, gender and address take the
 *   order's); a number with several is the one with this name (any case), else someone new.
 * `relation` and `dateOfBirth` are kept when given; a new person without a relation is 'self'
 * when first on the number, else 'other'. An employee's order never changes a person the shop
 * knows (that is the shopkeeper's, PUT /customers/{id}): a number with one person is that person
 * only under their name (any case), and otherwise takes someone new.
 */
export const customerInputSchema = z.object({
  name: customerNameSchema,
  mobile_no: mobileNoSchema,
  address: addressSchema,
  gender: genderSchema,
  customerId: z.string().trim().min(1).max(64).optional(),
  newPerson: z.boolean().optional(),
  relation: relationSchema.optional(),
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
});
export type CustomerInputRaw = z.input<typeof customerInputSchema>;
export type CustomerInput = z.output<typeof customerInputSchema>;

/** One customer in lists. */
export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  mobile_no: z.string(),
  address: z.string().nullable(),
  relation: z.enum(RELATIONS),
  /** YYYY-MM-DD, or null when not known. */
  date_of_birth: z.string().nullable(),
  /** A business customer's GSTIN: its invoices are B2B. Null for a consumer. */
  gstin: z.string().nullable().default(null),
  /** How many people the shop keeps on this mobile number (this one included). */
  people_on_mobile: z.number().int(),
  order_count: z.number().int(),
  /** The latest order's order date (YYYY-MM-DD), null without orders. */
  last_order_date: z.string().nullable(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /customers/{id}, PUT /customers/{id}, PUT /customers/{id}/address. */
export const customerDetailSchema = customerSchema.extend({
  /** The public order history page: PUBLIC_URL + /shared_customer_orders/{token}. */
  share_link: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** A list page number, from 1 (query strings are coerced). */
export const pageSchema = z.coerce
  .number({ error: CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID })
  .int(CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID)
  .min(1, CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID);

/**
 * A list's page size from `min` to `max` (query strings are coerced), `byDefault` when left out;
 * anything else is refused with `message`, a rule code worded with those bounds.
 */
export function pageLimitSchema(min: number, max: number, byDefault: number, message: string) {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(byDefault);
}

/** GET /get_customers query: page from 1, limit 10 by default, limit 0 for all (at most 1000). */
export const customerListQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: pageLimitSchema(
    0,
    FETCH_ALL_LIMIT,
    PAGE_SIZE_CUSTOMERS,
    CUSTOMER_PERSON_CODES.CUSTOMER_LIST_LIMIT_INVALID,
  ),
  /** Part of the name (any case) or of the mobile number. */
  search: z.string().trim().max(50).optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerListSchema = z.object({
  customers: z.array(customerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** PUT /customers/{id}/address */
export const updateCustomerAddressSchema = z.object({ address: addressSchema });
export type UpdateCustomerAddress = z.infer<typeof updateCustomerAddressSchema>;

/**
 * PUT /customers/{id}: corrects one person's details (a misspelled name, "Son" typed for
 * "Daughter"). Name and relation are always sent; a gender or date of birth left out stays as it
 * is, and a date of birth of null clears it. The name must differ (any case) from everyone else's
 * on the same number, and the date of birth may not be after the shop's today. The address is
 * changed by PUT /customers/{id}/address.
 */
export const updateCustomerDetailsSchema = z.object({
  name: customerNameSchema,
  relation: relationSchema,
  gender: genderSchema.optional(),
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  /** A business customer's GSTIN, checked as the shop's; '' or null clears it; left out, it stays. */
  gstin: gstinSchema.optional(),
});
export type UpdateCustomerDetailsRaw = z.input<typeof updateCustomerDetailsSchema>;
export type UpdateCustomerDetails = z.output<typeof updateCustomerDetailsSchema>;

/**
 * GET /customers/{id}/last-measurements: per garment name, the measurements of its latest order,
 * and the unit they were taken in (a shop that changed its unit since converts them to compare).
 */
export const lastMeasurementsSchema = z.object({
  measurements: z.record(z.string(), z.record(z.string(), z.string())),
  /** A garment left out was measured in inches, the only unit before units were kept. */
  units: z.record(z.string(), z.enum(MEASUREMENT_UNITS)).default({}),
});
export type LastMeasurements = z.infer<typeof lastMeasurementsSchema>;

/** One person on a looked-up number, with their last measurements per garment to take an order. */
export const personOnMobileSchema = customerSchema.extend({
  last_measurements: lastMeasurementsSchema,
});
export type PersonOnMobile = z.infer<typeof personOnMobileSchema>;

/**
 * GET /customers/by-mobile/{mobile}: the number's first person ('self', else the earliest kept)
 * as before families were kept, and in `people` everyone on the number, 'self' first, then by
 * their latest order, most recent first, each with their last measurements. It carries no money
 * and no link, so every member of the shop who takes orders may read it.
 */
export const customerByMobileSchema = customerSchema.extend({
  people: z.array(personOnMobileSchema),
});
export type CustomerByMobile = z.infer<typeof customerByMobileSchema>;

/** How many of a customer's latest orders of one garment GET /customers/{id}/measurement-history answers. */
export const MEASUREMENT_HISTORY_VISITS = 20;

/** One order in which a garment was measured: a column of the history. */
export const measurementVisitSchema = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  /** YYYY-MM-DD */
  order_date: z.string(),
  /** The unit the garment was measured in on that order. */
  measurement_unit: z.enum(MEASUREMENT_UNITS).default('in'),
});
export type MeasurementVisit = z.infer<typeof measurementVisitSchema>;

/**
 * GET /customers/{id}/measurement-history: per garment (latest ordered first), the orders it was
 * measured in, newest first (at most MEASUREMENT_HISTORY_VISITS), and each measurement's values
 * over them, newest first; a visit without the measurement has no value in its list.
 */
export const measurementHistorySchema = z.object({
  garments: z.array(
    z.object({
      garment: z.string(),
      visits: z.array(measurementVisitSchema),
      measurements: z.array(
        z.object({
          name: z.string(),
          values: z.array(measurementVisitSchema.extend({ value: z.string() })),
        }),
      ),
    }),
  ),
});
export type MeasurementHistory = z.infer<typeof measurementHistorySchema>;
