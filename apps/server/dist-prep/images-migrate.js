// src/images-migrate.ts
import path4 from "node:path";

// src/config/env.ts
import path from "node:path";
import { z } from "zod";
var booleanish = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
var envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional(),
  // The embedded PostgreSQL server is the default; `pglite` is the fallback for machines where its
  // native binaries cannot run (PGlite does not survive power cuts: no fsync).
  DATABASE: z.enum(["embedded", "pglite"]).default("embedded"),
  PUBLIC_URL: z.url().optional(),
  SMS_TRANSPORT: z.enum(["console", "outbox", "http"]).default("console"),
  SMS_OUTBOX: z.string().optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_AUTHORIZATION: z.string().optional(),
  // Messages to customers: none (the staff send them from WhatsApp by hand), the SMS transport
  // above, or the WhatsApp Business Cloud API.
  MESSAGE_TRANSPORT: z.enum(["none", "sms", "whatsapp"]).default("none"),
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  OTP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_PUBLIC: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_UPLOAD: z.coerce.number().int().positive().default(200),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24 * 30),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:support@tailorshopmanager.in"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  SERVE_WEB: booleanish.default(true),
  // Garment photos: DATA_DIR/uploads by default; an S3-compatible bucket when several servers share.
  IMAGE_STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9_./-]*$/, "letters, digits and _ . / - only").default("")
});
var ConfigError = class extends Error {
};
function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  const parts = value.split(",").map((s) => s.trim()).filter(Boolean);
  return parts.length === 1 ? parts[0] : parts;
}
function loadConfig(source = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:
${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.SMS_TRANSPORT === "http" && !e.SMS_HTTP_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SMS_HTTP_URL: required when SMS_TRANSPORT=http"
    );
  }
  if (e.MESSAGE_TRANSPORT === "whatsapp" && !(e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN)) {
    throw new ConfigError(
      "Invalid configuration:\n  WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: required when MESSAGE_TRANSPORT=whatsapp"
    );
  }
  if (e.DATABASE_URL && source.DATABASE) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE and DATABASE_URL: set one (DATABASE_URL names an external server)"
    );
  }
  if (e.IMAGE_STORAGE === "s3" && !e.S3_BUCKET) {
    throw new ConfigError("Invalid configuration:\n  S3_BUCKET: required when IMAGE_STORAGE=s3");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
    );
  }
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_ISSUER and OIDC_CLIENT_ID must be set together"
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: e.DATABASE_URL ? "external" : e.DATABASE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    sms: e.SMS_TRANSPORT === "outbox" ? {
      transport: "outbox",
      outboxPath: path.resolve(e.SMS_OUTBOX ?? path.join(dataDir, "sms-outbox.jsonl"))
    } : e.SMS_TRANSPORT === "http" ? { transport: "http", url: e.SMS_HTTP_URL, authorization: e.SMS_HTTP_AUTHORIZATION } : { transport: "console" },
    messages: e.MESSAGE_TRANSPORT === "whatsapp" ? {
      transport: "whatsapp",
      apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: e.WHATSAPP_ACCESS_TOKEN
    } : { transport: e.MESSAGE_TRANSPORT },
    otpLimitPerAddress: e.OTP_LIMIT_PER_ADDRESS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      signInPer10Minutes: e.RATE_LIMIT_SIGN_IN,
      publicPerMinute: e.RATE_LIMIT_PUBLIC,
      uploadsPer10Minutes: e.RATE_LIMIT_UPLOAD
    },
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT
    },
    oidc: e.OIDC_ISSUER && e.OIDC_CLIENT_ID ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET } : void 0,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    serveWeb: e.SERVE_WEB,
    imageStorage: e.IMAGE_STORAGE === "s3" ? {
      kind: "s3",
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      prefix: e.S3_PREFIX
    } : { kind: "local" }
  };
}

// src/adapters/image-storages.ts
import path3 from "node:path";

// src/features/images/image-links.ts
var IMAGE_LINK_TTL_SECONDS = 4 * 3600;

// src/features/images/copy-images.ts
import { buffer } from "node:stream/consumers";
async function holds(storage, key, size) {
  const stored = await storage.get(key);
  if (!stored) return false;
  stored.body.destroy();
  return stored.size === size;
}
async function copyAllImages(from, to, onProgress = () => {
}) {
  const result = { copied: 0, alreadyThere: 0 };
  for await (const { key } of from.list()) {
    const stored = await from.get(key);
    if (!stored) continue;
    if (await holds(to, key, stored.size)) {
      stored.body.destroy();
      result.alreadyThere += 1;
    } else {
      await to.put(key, await buffer(stored.body), stored.contentType);
      result.copied += 1;
    }
    if ((result.copied + result.alreadyThere) % 100 === 0) onProgress({ ...result });
  }
  return result;
}

// src/features/images/image-storage.ts
import { constants as fsConstants } from "node:fs";
import { access, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path2 from "node:path";

// src/lib/random-token.ts
import { randomBytes } from "node:crypto";
function randomToken(bytes = 24) {
  return randomBytes(bytes).toString("base64url");
}

// ../../packages/shared/src/length-rules.ts
var atLeastCharacters = (key, label, min) => ({
  key,
  text: (p) => `${label} must be at least ${p.min} characters`,
  params: { min }
});
var atMostCharacters = (key, label, max) => ({
  key,
  text: (p) => `${label} must be at most ${p.max} characters`,
  params: { max }
});
var pageLimitRule = (key, max) => ({
  key,
  text: (p) => `limit must be a whole number from 1 to ${p.max}`,
  params: { max }
});
var exactlyDigits = (key, label, digits) => ({
  key,
  text: (p) => `${label} must be exactly ${p.digits} digits`,
  params: { digits }
});

// ../../packages/shared/src/approvals-rules.ts
var APPROVAL_NOTE_MAX_LENGTH = 200;
var APPROVAL_RULES = {
  APPROVAL_KIND_INVALID: {
    key: "orderDetails:approvals.rules.kindInvalid",
    text: "Choose what to ask: add-on or design"
  },
  APPROVAL_DESCRIPTION_REQUIRED: {
    key: "orderDetails:approvals.rules.descriptionRequired",
    text: "Say what the customer is asked to approve"
  },
  APPROVAL_DESCRIPTION_LENGTH: {
    key: "orderDetails:approvals.rules.descriptionLength",
    text: "Description: 3 to 120 characters"
  },
  APPROVAL_ADDON_DESCRIPTION_LENGTH: {
    key: "orderDetails:approvals.rules.addonDescriptionLength",
    text: "An add-on's description becomes a line of the order: 3 to 50 characters"
  },
  APPROVAL_AMOUNT_REQUIRED: {
    key: "orderDetails:approvals.rules.amountRequired",
    text: "An add-on needs its price: more than \u20B90"
  },
  APPROVAL_IMAGE_INVALID: {
    key: "orderDetails:approvals.rules.imageInvalid",
    text: "Choose one of the order's photos"
  },
  APPROVAL_DECISION_INVALID: {
    key: "orderDetails:approvals.rules.decisionInvalid",
    text: "Choose approve or decline"
  },
  APPROVAL_NOTE_LENGTH: atMostCharacters(
    "orderDetails:approvals.rules.noteLength",
    "Note",
    APPROVAL_NOTE_MAX_LENGTH
  )
};
var APPROVAL_MESSAGES = {
  notFound: "Approval not found",
  orderClosed: "This order is delivered or cancelled: it takes no more approvals",
  decided: "This approval was already answered: its answer stays as given",
  imageNotOfOrder: "The photo must be one of this order's photos"
};

// ../../packages/shared/src/fit-rules.ts
var FIT_NOTE_MAX_LENGTH = 200;
var FIT_RULES = {
  FIT_ANSWER_INVALID: {
    key: "orderDetails:fit.rules.answerInvalid",
    text: "Choose good or needs_change"
  },
  FIT_NOTE_LENGTH: atMostCharacters(
    "orderDetails:fit.rules.noteLength",
    "Note",
    FIT_NOTE_MAX_LENGTH
  )
};
var FIT_MESSAGES = {
  windowClosed: "How it fitted can be told for 14 days after the order was delivered",
  answered: "How this fitted was already told: the answer stays as given",
  productNotInOrder: "This garment is not part of the order"
};

// ../../packages/shared/src/capacity-rules.ts
var CAPACITY_MESSAGES = {
  unknownEmployee: "A daily capacity was given for someone who is not an employee of this shop"
};

// ../../packages/shared/src/constants.ts
var PHONE_DIGITS = 10;
var PINCODE_DIGITS = 6;
var ADDRESS_MIN_LENGTH = 5;
var TEXT_MIN_LENGTH = 3;
var TEXT_MAX_LENGTH = 50;
var IMAGES_PER_PRODUCT_MAX = 4;
var IMAGE_MAX_BYTES = 2 * 1024 * 1024;
var FETCH_ALL_LIMIT = 1e3;
var OTP_VALIDITY_MS = 5 * 6e4;
var LANGUAGES = ["en", "hi", "gu", "mr", "ta"];

// ../../packages/shared/src/rules.ts
function codesOf(rules) {
  return Object.fromEntries(Object.keys(rules).map((code) => [code, code]));
}

// ../../packages/shared/src/accounts-rules.ts
var SHOP_ADDRESS_MAX_LENGTH = 500;
var accountsKey = (key) => `accounts:validation.${key}`;
var nameRules = (label, keyPrefix, requiredText = `${label} is required`) => ({
  required: { key: `${keyPrefix}Required`, text: requiredText },
  min: atLeastCharacters(`${keyPrefix}Min`, label, TEXT_MIN_LENGTH),
  max: atMostCharacters(`${keyPrefix}Max`, label, TEXT_MAX_LENGTH)
});
var ownerName = nameRules("Owner name", accountsKey("ownersName"));
var shopName = nameRules("Shop name", accountsKey("shopName"));
var ACCOUNT_RULES = {
  ACCOUNT_OWNER_NAME_REQUIRED: ownerName.required,
  ACCOUNT_OWNER_NAME_MIN: ownerName.min,
  ACCOUNT_OWNER_NAME_MAX: ownerName.max,
  ACCOUNT_SHOP_NAME_REQUIRED: shopName.required,
  ACCOUNT_SHOP_NAME_MIN: shopName.min,
  ACCOUNT_SHOP_NAME_MAX: shopName.max,
  EMAIL_REQUIRED: { key: accountsKey("emailRequired"), text: "Email is required" },
  EMAIL_INVALID: { key: accountsKey("emailInvalid"), text: "Enter a valid email address" },
  ACCOUNT_PHONE_DIGITS: exactlyDigits(accountsKey("phone"), "Phone number", PHONE_DIGITS),
  ACCOUNT_ADDRESS_REQUIRED: { key: accountsKey("addressRequired"), text: "Address is required" },
  ACCOUNT_ADDRESS_MIN: atLeastCharacters(accountsKey("addressMin"), "Address", ADDRESS_MIN_LENGTH),
  ACCOUNT_ADDRESS_MAX: atMostCharacters(
    accountsKey("addressMax"),
    "Address",
    SHOP_ADDRESS_MAX_LENGTH
  ),
  ACCOUNT_PINCODE_REQUIRED: { key: accountsKey("pincodeRequired"), text: "Pincode is required" },
  ACCOUNT_PINCODE_DIGITS: {
    key: accountsKey("pincodeDigits"),
    text: (p) => `Pincode must be ${p.digits} digits`,
    params: { digits: PINCODE_DIGITS }
  },
  ACCOUNT_STATE_REQUIRED: { key: accountsKey("stateRequired"), text: "State is required" },
  ACCOUNT_DISTRICT_REQUIRED: { key: accountsKey("districtRequired"), text: "District is required" },
  /** Signup's terms checkbox, which only the form has. */
  ACCOUNT_TERMS_REQUIRED: {
    key: accountsKey("terms"),
    text: "You must accept the Terms and Conditions"
  }
};
var ACCOUNT_CODES = codesOf(ACCOUNT_RULES);

// ../../packages/shared/src/customers-rules.ts
var ADDRESS_MAX_LENGTH = 500;
var CUSTOMER_NOT_FOUND = "Customer not found";
var RELATIONS = [
  "self",
  "wife",
  "husband",
  "son",
  "daughter",
  "mother",
  "father",
  "other"
];
var CUSTOMER_MESSAGES = {
  dateOfBirthFuture: "Date of birth cannot be in the future",
  dateOfBirthTooOld: "Date of birth must be after 1900",
  notOnMobile: "This person is not on this mobile number",
  nameTaken: "Someone on this mobile number already has this name"
};
var CUSTOMER_PERSON_RULES = {
  CUSTOMER_RELATION_INVALID: {
    key: "customers:rules.relationInvalid",
    text: (p) => `Relation must be one of: ${p.relations}`,
    params: { relations: RELATIONS.join(", ") }
  },
  CUSTOMER_DATE_OF_BIRTH_TOO_OLD: {
    key: "customers:rules.dateOfBirthTooOld",
    text: CUSTOMER_MESSAGES.dateOfBirthTooOld
  },
  CUSTOMER_LIST_LIMIT_INVALID: {
    key: "customers:rules.limitInvalid",
    text: (p) => `limit must be a whole number from 0 to ${p.max}`,
    params: { max: FETCH_ALL_LIMIT }
  },
  LIST_PAGE_INVALID: {
    key: "common:rules.pageInvalid",
    text: "page must be a whole number from 1"
  }
};
var customerName = nameRules(
  "Customer name",
  "customers:editDetails.validation.name",
  "Customer name is required."
);
var CUSTOMER_NAME_RULES = {
  CUSTOMER_NAME_REQUIRED: customerName.required,
  CUSTOMER_NAME_MIN: customerName.min,
  CUSTOMER_NAME_MAX: customerName.max
};
var addressKey = (key) => `customers:address.validation.${key}`;
var CUSTOMER_ADDRESS_RULES = {
  CUSTOMER_ADDRESS_REQUIRED: { key: addressKey("required"), text: "Address is required" },
  CUSTOMER_ADDRESS_MIN: atLeastCharacters(addressKey("min"), "Address", ADDRESS_MIN_LENGTH),
  CUSTOMER_ADDRESS_MAX: atMostCharacters(addressKey("max"), "Address", ADDRESS_MAX_LENGTH)
};

// ../../packages/shared/src/dates.ts
var INVALID_DATE_MESSAGE = "Enter a valid date (YYYY-MM-DD)";
var DATE_RULES = {
  DATE_INVALID: { key: "newOrder:validation.dateInvalid", text: INVALID_DATE_MESSAGE }
};
var DATE_CODES = codesOf(DATE_RULES);
function dateOutOfRangeMessage({ min, max }) {
  return `Choose a date from ${min} to ${max}`;
}

// ../../packages/shared/src/employees-rules.ts
var MAX_EXPERIENCE_YEARS = 80;
var employeesKey = (key) => `employees:validation.${key}`;
var employeeName = nameRules("Name", employeesKey("name"));
var ASSIGNMENTS_LIMIT_MAX = 100;
var EMPLOYEE_RULES = {
  EMPLOYEE_SEND_INVITE_INVALID: {
    key: "employees:rules.sendInviteInvalid",
    text: "send_invite must be sms or link"
  },
  EMPLOYEE_ASSIGNMENTS_LIMIT_INVALID: pageLimitRule(
    "employees:rules.assignmentsLimitInvalid",
    ASSIGNMENTS_LIMIT_MAX
  ),
  EMPLOYEE_NAME_REQUIRED: employeeName.required,
  EMPLOYEE_NAME_MIN: employeeName.min,
  EMPLOYEE_NAME_MAX: employeeName.max,
  EMPLOYEE_POSITION_INVALID: {
    key: employeesKey("positionInvalid"),
    text: "Select a valid position"
  },
  EMPLOYEE_EXPERIENCE_REQUIRED: {
    key: employeesKey("experienceRequired"),
    text: "Experience is required"
  },
  EMPLOYEE_EXPERIENCE_WHOLE: {
    key: employeesKey("experienceWhole"),
    text: "Experience must be a whole number of years"
  },
  EMPLOYEE_EXPERIENCE_NEGATIVE: {
    key: employeesKey("experienceNegative"),
    text: "Experience cannot be negative"
  },
  EMPLOYEE_EXPERIENCE_MAX: {
    key: employeesKey("experienceMax"),
    text: (p) => `Experience must be at most ${p.max} years`,
    params: { max: MAX_EXPERIENCE_YEARS }
  },
  EMPLOYEE_SPECIALIZATION_REQUIRED: {
    key: employeesKey("specializationRequired"),
    text: "Specialization is required"
  },
  EMPLOYEE_SPECIALIZATION_INVALID: {
    key: employeesKey("specializationInvalid"),
    text: "Select a valid specialization"
  }
};
var EMPLOYEE_NOT_FOUND = "Employee not found";

// ../../packages/shared/src/garments-rules.ts
var GARMENT_MESSAGES = {
  notFound: "Garment not found: no garment of this shop has this tag",
  orderCancelled: "This order was cancelled: its garments take no more steps"
};

// ../../packages/shared/src/images-rules.ts
var IMAGE_MESSAGES = {
  missing: "Choose an image to upload",
  notImage: "Only image files (JPEG, PNG, WebP) can be uploaded",
  tooLarge: `Each image must be ${IMAGE_MAX_BYTES / (1024 * 1024)}MB or smaller`,
  tooManyPixels: "This image has too many pixels. Please upload a smaller photo.",
  oneAtATime: "Upload one image at a time",
  notFound: "Image not found",
  tooManyForProduct: `You can add at most ${IMAGES_PER_PRODUCT_MAX} images per product`,
  uploadAgain: "One or more images could not be found. Please upload them again.",
  busy: "The server is busy with other photos. Please try again in a few seconds.",
  linkInvalid: "This image link is not valid. Open the order again to see its photos.",
  linkExpired: "This image link has expired. Open the order again to see its photos."
};

// ../../packages/shared/src/invites-rules.ts
var invitesKey = (key) => `invites:validation.${key}`;
var INVITE_RULES = {
  INVITE_NAME_REQUIRED: { key: invitesKey("nameRequired"), text: "Name is required" },
  INVITE_NAME_MAX: atMostCharacters(invitesKey("nameTooLong"), "Name", TEXT_MAX_LENGTH),
  INVITE_PHONE_REQUIRED: { key: invitesKey("phoneRequired"), text: "Phone number is required" },
  INVITE_PHONE_DIGITS: exactlyDigits(invitesKey("phoneDigits"), "Phone number", PHONE_DIGITS)
};
var INVITE_MESSAGES = {
  notFound: "Invite not found",
  expired: "This invite has expired",
  cancelled: "This invite was cancelled",
  used: "This invite has already been used",
  rejected: "This invite was declined",
  differentPhone: "This invite was sent to a different phone number",
  alreadyEmployee: "This phone number already belongs to an active employee of your shop",
  alreadyPending: "An invite to this phone number is already pending. Resend it from the invites list.",
  ownPhone: "You cannot invite your own phone number",
  onlyPendingResend: "Only a pending invite can be resent",
  onlyPendingCancel: "Only a pending invite can be cancelled"
};

// ../../packages/shared/src/karigars-rules.ts
var LEDGER_PERIOD_MAX_DAYS = 366;
var KARIGAR_MESSAGES = {
  periodInvalid: `Choose a period of 1 to ${LEDGER_PERIOD_MAX_DAYS} days, its start not after its end`
};

// ../../packages/shared/src/money.ts
var MAX_RUPEE_AMOUNT = 1e8;
var MAX_PAISE = 2 ** 50;
var wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
var twoDecimals = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2
});
var upToOneDecimal = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1
});
function assertFinite(amount) {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
}
function withSign(negative, body) {
  return `${negative ? "-" : ""}\u20B9${body}`;
}
function formatRupees(amount, opts = {}) {
  assertFinite(amount);
  const paise2 = Math.round(Math.abs(amount) * 100);
  const showPaise = opts.decimals ?? paise2 % 100 !== 0;
  if (showPaise) {
    return withSign(amount < 0 && paise2 !== 0, twoDecimals.format(paise2 / 100));
  }
  const whole = Math.round(Math.abs(amount));
  return withSign(amount < 0 && whole !== 0, wholeRupees.format(whole));
}
var MONEY_RULES = {
  AMOUNT_INVALID: { key: "newOrder:validation.invalidAmount", text: "Enter a valid amount" },
  AMOUNT_NOT_POSITIVE: {
    key: "karigars:payout.amountAboveZero",
    text: "Amount must be greater than zero"
  },
  AMOUNT_NEGATIVE: { key: "newOrder:validation.amountNegative", text: "Amount cannot be negative" },
  AMOUNT_MAX: {
    key: "newOrder:validation.amountMax",
    text: (p) => `Amount cannot exceed ${p.max}`,
    params: { max: formatRupees(MAX_RUPEE_AMOUNT) }
  },
  AMOUNT_DECIMALS: {
    key: "newOrder:validation.amountDecimals",
    text: "Amount can have at most 2 decimal places"
  }
};
var MONEY_CODES = codesOf(MONEY_RULES);

// ../../packages/shared/src/settings-rules.ts
var ORDER_NUMBER_PREFIX_MAX_LENGTH = 10;
var GARMENT_NAME_MAX_LENGTH = 40;
var TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH = 40;
var MEASUREMENTS_PER_GARMENT_MAX = 60;
var MEASUREMENT_HINT_MAX_LENGTH = 160;
var GARMENTS_PER_GENDER_MAX = 40;
var GENDER_WORD = { male: "men", female: "women" };
var settingsKey = (key) => `settings:errors.${key}`;
var SETTINGS_RULES = {
  SETTINGS_COLLECT_PAYMENTS_INVALID: {
    key: "settings:rules.collectPaymentsInvalid",
    text: "collect_payments must be true or false"
  },
  SETTINGS_SEE_PRICES_INVALID: {
    key: "settings:rules.seePricesInvalid",
    text: "see_prices must be true or false"
  },
  SETTINGS_POSITIONS_REQUIRED: {
    key: "settings:rules.positionsRequired",
    text: "Position permissions need manager, tailor, assistant and other"
  },
  SETTINGS_LANGUAGE: {
    key: settingsKey("language"),
    text: `Customer message language must be one of ${LANGUAGES.join(", ")}`
  },
  SETTINGS_PREFIX_LENGTH: atMostCharacters(
    settingsKey("prefixLength"),
    "Order number prefix",
    ORDER_NUMBER_PREFIX_MAX_LENGTH
  ),
  SETTINGS_PREFIX_CHARACTERS: {
    key: settingsKey("prefixCharacters"),
    text: "Order number prefix can contain only letters, digits, - and /"
  },
  SETTINGS_TEMPLATES_SHAPE: {
    key: settingsKey("templatesShape"),
    text: "Measurement templates need a list of garments for male and for female"
  },
  SETTINGS_GARMENT_REQUIRED: {
    key: settingsKey("garmentRequired"),
    text: "Garment name is required"
  },
  SETTINGS_GARMENT_LENGTH: atMostCharacters(
    settingsKey("garmentLength"),
    "Garment name",
    GARMENT_NAME_MAX_LENGTH
  ),
  SETTINGS_MEASUREMENTS_REQUIRED: {
    key: settingsKey("measurementsRequired"),
    text: "Add at least one measurement for each garment"
  },
  SETTINGS_MEASUREMENTS_MAX: {
    key: settingsKey("measurementsMax"),
    text: (p) => `A garment can have at most ${p.max} measurements`,
    params: { max: MEASUREMENTS_PER_GARMENT_MAX }
  },
  SETTINGS_MEASUREMENT_REQUIRED: {
    key: settingsKey("measurementRequired"),
    text: "Measurement name is required"
  },
  SETTINGS_MEASUREMENT_LENGTH: atMostCharacters(
    settingsKey("measurementLength"),
    "Measurement name",
    TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH
  ),
  SETTINGS_HINT_LENGTH: atMostCharacters(
    settingsKey("hintLength"),
    "A hint",
    MEASUREMENT_HINT_MAX_LENGTH
  ),
  SETTINGS_HINTS_SHAPE: {
    key: settingsKey("hintsShape"),
    text: "Hints must be a map of measurement name to text"
  },
  /** "You can keep at most 40 garments for men" */
  SETTINGS_TOO_MANY_GARMENTS_MALE: {
    key: settingsKey("tooManyGarments.male"),
    text: (p) => `You can keep at most ${p.max} garments for men`,
    params: { max: GARMENTS_PER_GENDER_MAX }
  },
  SETTINGS_TOO_MANY_GARMENTS_FEMALE: {
    key: settingsKey("tooManyGarments.female"),
    text: (p) => `You can keep at most ${p.max} garments for women`,
    params: { max: GARMENTS_PER_GENDER_MAX }
  },
  /** "The garment 'Kurta' is listed twice for men" (names compared without case) */
  SETTINGS_GARMENT_TWICE: {
    key: (p) => settingsKey(`duplicateGarment.${p.gender}`),
    text: (p) => `The garment '${p.garment}' is listed twice for ${GENDER_WORD[p.gender]}`
  },
  /** "'Chest' is listed twice for the garment 'Kurta'" (names compared without case) */
  SETTINGS_MEASUREMENT_TWICE: {
    key: settingsKey("duplicateMeasurement"),
    text: (p) => `'${p.measurement}' is listed twice for the garment '${p.garment}'`
  }
};
var PERMISSION_MESSAGES = {
  collectPayments: "Your shop does not allow your position to collect payments",
  collectWithoutPrices: "Your shop does not allow your position to see prices, so you cannot collect payments",
  setPrices: "Your shop does not allow your position to see or set prices. Ask the shopkeeper to enter them"
};

// ../../packages/shared/src/notifications.ts
var NOTIFICATION_NOT_FOUND = "Notification not found";
var NOTIFICATION_LIMIT_MAX = 100;
var NOTIFICATION_RULES = {
  NOTIFICATION_LIMIT_INVALID: pageLimitRule(
    "notifications:rules.limitInvalid",
    NOTIFICATION_LIMIT_MAX
  ),
  NOTIFICATION_UNREAD_ONLY_INVALID: {
    key: "notifications:rules.unreadOnlyInvalid",
    text: "unread_only must be true or false"
  }
};
var NOTIFICATION_CODES = codesOf(NOTIFICATION_RULES);

// ../../packages/shared/src/orders/constants.ts
var ORDER_STATUSES = [
  "Pending",
  "Assigned",
  "In Process",
  "Completed",
  "Delayed",
  "Delivered",
  "Cancelled"
];
var PRODUCTS_PER_ORDER_MAX = 50;
var MEASUREMENTS_PER_PRODUCT_MAX = 60;
var MEASUREMENT_VALUE_MAX_LENGTH = 30;
var NOTE_MAX_LENGTH = 1e3;
var ORDER_LIST_LIMIT_MAX = 100;

// ../../packages/shared/src/orders/messages.ts
var ORDER_MESSAGES = {
  noProducts: "Please add at least one product before proceeding",
  productNameRequired: "Product name is required",
  productNameLength: `Product name must be ${TEXT_MIN_LENGTH} to ${TEXT_MAX_LENGTH} characters`,
  assignEmployee: "Please assign an employee to each product",
  priceAboveZero: "Price must be greater than zero",
  invalidAmount: "Enter a valid amount",
  advanceAboveTotal: "Advance payment cannot exceed total amount",
  totalMismatch: "Total amount must equal the sum of product prices",
  dueDateRequired: "Due date is required",
  dueDatePast: "Due date cannot be in the past",
  dueBeforeOrderDate: "Due date cannot be earlier than the order date",
  paymentTypeRequired: "Payment type is required",
  paymentTypeInvalid: "Payment type must be cash, UPI or card",
  imagesMin: "Please add at least one image for each product",
  imagesMax: IMAGE_MESSAGES.tooManyForProduct,
  imagesRepeated: "The same image is attached twice",
  selectStatus: "Please select a status",
  orderIdMissing: "Invalid order data - Order ID not found",
  invalidStatus: "Invalid status selected",
  delayReason: "Please enter a delay reason for delayed status",
  expectedDatePast: "The new expected date cannot be in the past",
  expectedDateOnlyDelayed: "A new expected date can only be given with the Delayed status",
  orderNotFound: "Order not found",
  deliveredShopkeeperOnly: "Only the shopkeeper can mark an order as Delivered",
  collectBeforeDelivered: "Collect the remaining payment before marking the order as Delivered",
  finalBeforeDelivered: "Set the final payment of this alteration order before marking it as Delivered",
  finalBeforeCollect: "Set the final payment of this alteration order before collecting a payment",
  endBeforeStart: "End date cannot be earlier than start date.",
  invalidStatusFilter: `Status filter must be one of ${["All", ...ORDER_STATUSES, "Due"].join(", ")}`,
  invalidAssigneeFilter: "assignedTo must be an employee id",
  invalidPayment: "Please enter a valid amount",
  invalidTotal: "Please enter a valid total amount",
  notAlteration: "Only an alteration order has a final payment to set",
  productNotInOrder: "Product not found in this order",
  lastProduct: "An order must keep at least one product",
  editShopkeeperOnly: "Only the shopkeeper can change prices, the payment type or assignments, or add or remove a product",
  productsMax: `An order can have at most ${PRODUCTS_PER_ORDER_MAX} products`,
  cancelShopkeeperOnly: "Only the shopkeeper can cancel an order",
  cancelDelivered: "A Delivered order cannot be cancelled",
  paidMoneyRequired: "Choose whether to refund or keep the money received",
  paidMoneyInvalid: "Paid money must be 'refund' or 'keep'",
  measurementNameRequired: "Measurement name is required",
  measurementNameLength: `Measurement name must be at most ${TEXT_MAX_LENGTH} characters`,
  measurementValueLength: `Measurement values must be at most ${MEASUREMENT_VALUE_MAX_LENGTH} characters`,
  noteLength: `Note must be at most ${NOTE_MAX_LENGTH} characters`
};
var ORDER_RULES = {
  ORDER_NO_PRODUCTS: { key: "newOrder:validation.noProducts", text: ORDER_MESSAGES.noProducts },
  ORDER_PRODUCT_NAME_REQUIRED: {
    key: "newOrder:validation.productNameRequired",
    text: ORDER_MESSAGES.productNameRequired
  },
  ORDER_PRODUCT_NAME_LENGTH: {
    key: "newOrder:validation.productNameLength",
    text: (p) => `Product name must be ${p.min} to ${p.max} characters`,
    params: { min: TEXT_MIN_LENGTH, max: TEXT_MAX_LENGTH }
  },
  ORDER_ASSIGNEE_REQUIRED: {
    key: "newOrder:validation.assignEmployee",
    text: ORDER_MESSAGES.assignEmployee
  },
  ORDER_PRICE_ABOVE_ZERO: {
    key: "newOrder:validation.priceAboveZero",
    text: ORDER_MESSAGES.priceAboveZero
  },
  ORDER_AMOUNT_INVALID: {
    key: "newOrder:validation.invalidAmount",
    text: ORDER_MESSAGES.invalidAmount
  },
  ORDER_ADVANCE_ABOVE_TOTAL: {
    key: "newOrder:validation.advanceAboveTotal",
    text: ORDER_MESSAGES.advanceAboveTotal
  },
  ORDER_DUE_DATE_REQUIRED: {
    key: "newOrder:validation.dueDateRequired",
    text: ORDER_MESSAGES.dueDateRequired
  },
  ORDER_DUE_BEFORE_ORDER_DATE: {
    key: "newOrder:validation.dueBeforeOrderDate",
    text: ORDER_MESSAGES.dueBeforeOrderDate
  },
  ORDER_PAYMENT_TYPE_REQUIRED: {
    key: "newOrder:validation.paymentTypeRequired",
    text: ORDER_MESSAGES.paymentTypeRequired
  },
  ORDER_PAYMENT_TYPE_INVALID: {
    key: "newOrder:validation.paymentTypeInvalid",
    text: ORDER_MESSAGES.paymentTypeInvalid
  },
  ORDER_IMAGES_MIN: { key: "newOrder:validation.imagesMin", text: ORDER_MESSAGES.imagesMin },
  ORDER_IMAGES_MAX: {
    key: "newOrder:validation.imagesMax",
    text: (p) => `You can add at most ${p.max} images per product`,
    params: { max: IMAGES_PER_PRODUCT_MAX }
  },
  ORDER_MEASUREMENT_NAME_REQUIRED: {
    key: "newOrder:validation.measurementNameRequired",
    text: ORDER_MESSAGES.measurementNameRequired
  },
  ORDER_MEASUREMENT_NAME_LENGTH: atMostCharacters(
    "newOrder:validation.measurementNameLength",
    "Measurement name",
    TEXT_MAX_LENGTH
  ),
  ORDER_MEASUREMENT_VALUE_LENGTH: atMostCharacters(
    "newOrder:validation.measurementValueLength",
    "Measurement values",
    MEASUREMENT_VALUE_MAX_LENGTH
  ),
  ORDER_NOTE_LENGTH: atMostCharacters("newOrder:validation.noteLength", "Note", NOTE_MAX_LENGTH),
  ORDER_TOTAL_MISMATCH: {
    key: "newOrder:validation.totalMismatch",
    text: ORDER_MESSAGES.totalMismatch
  },
  ORDER_IMAGES_REPEATED: {
    key: "newOrder:validation.imagesRepeated",
    text: ORDER_MESSAGES.imagesRepeated
  },
  ORDER_IMAGES_LIST: {
    key: "newOrder:validation.imagesList",
    text: "uploadedImages must be a list of image ids"
  },
  ORDER_PRODUCTS_MAX: {
    key: "errors:PRODUCTS_TOO_MANY",
    text: (p) => `An order can have at most ${p.max} products`,
    params: { max: PRODUCTS_PER_ORDER_MAX }
  },
  ORDER_TYPE_INVALID: {
    key: "newOrder:validation.orderTypeInvalid",
    text: "Order type must be 'new' or 'alteration'"
  },
  ORDER_MEASUREMENT_VALUE_TEXT: {
    key: "newOrder:validation.measurementValueText",
    text: "Measurement values must be text"
  },
  ORDER_MEASUREMENTS_MAP: {
    key: "newOrder:validation.measurementsMap",
    text: "Measurements must be a map of name to value"
  },
  ORDER_MEASUREMENTS_MAX: {
    key: "newOrder:validation.measurementsMax",
    text: (p) => `At most ${p.max} measurements per product`,
    params: { max: MEASUREMENTS_PER_PRODUCT_MAX }
  },
  ORDER_STATUS_REQUIRED: {
    key: "orderDetails:statusDialog.errors.selectStatus",
    text: ORDER_MESSAGES.selectStatus
  },
  ORDER_ID_MISSING: {
    key: "orderDetails:statusDialog.errors.orderIdMissing",
    text: ORDER_MESSAGES.orderIdMissing
  },
  ORDER_STATUS_INVALID: {
    key: "orderDetails:statusDialog.errors.invalidStatus",
    text: ORDER_MESSAGES.invalidStatus
  },
  ORDER_DELAY_REASON_REQUIRED: {
    key: "orderDetails:statusDialog.errors.delayReason",
    text: ORDER_MESSAGES.delayReason
  },
  ORDER_DELAY_REASON_LENGTH: atMostCharacters(
    "orderDetails:rules.delayReasonLength",
    "Delay reason",
    NOTE_MAX_LENGTH
  ),
  ORDER_EXPECTED_DATE_ONLY_DELAYED: {
    key: "orderDetails:rules.expectedDateOnlyDelayed",
    text: ORDER_MESSAGES.expectedDateOnlyDelayed
  },
  ORDER_PRODUCT_ID_REQUIRED: {
    key: "orderDetails:rules.productIdRequired",
    text: "Product id is required"
  },
  ORDER_DATA_MISSING: {
    key: "orderDetails:rules.orderDataMissing",
    text: "Missing customer or order data"
  },
  ORDER_CANCEL_REASON_LENGTH: atMostCharacters(
    "orderDetails:rules.cancelReasonLength",
    "Reason",
    NOTE_MAX_LENGTH
  ),
  ORDER_PAID_MONEY_INVALID: {
    key: "orderDetails:rules.paidMoneyInvalid",
    text: ORDER_MESSAGES.paidMoneyInvalid
  },
  ORDER_PAYMENT_INVALID: {
    key: "orderDetails:collectDialog.errors.invalid",
    text: ORDER_MESSAGES.invalidPayment
  },
  ORDER_TOTAL_INVALID: {
    key: "orderDetails:finalDialog.errors.invalid",
    text: ORDER_MESSAGES.invalidTotal
  },
  ORDER_STATUS_FILTER_INVALID: {
    key: "orderList:rules.statusFilterInvalid",
    text: (p) => `Status filter must be one of ${p.statuses}`,
    params: { statuses: ["All", ...ORDER_STATUSES, "Due"].join(", ") }
  },
  ORDER_ASSIGNEE_FILTER_INVALID: {
    key: "orderList:rules.assigneeFilterInvalid",
    text: ORDER_MESSAGES.invalidAssigneeFilter
  },
  ORDER_END_BEFORE_START: {
    key: "orderList:filter.endBeforeStart",
    text: ORDER_MESSAGES.endBeforeStart
  },
  ORDER_LIST_LIMIT_INVALID: pageLimitRule("orderList:rules.limitInvalid", ORDER_LIST_LIMIT_MAX)
};
var ORDER_CODES = codesOf(ORDER_RULES);
function amountAboveRemainingMessage(remaining) {
  return `Amount cannot exceed remaining amount (${formatRupees(remaining)})`;
}
function totalBelowAdvanceMessage(advance) {
  return `Total amount cannot be less than advance payment (${formatRupees(advance)})`;
}
function totalBelowPaidMessage(paid) {
  return `Total amount cannot be less than the amount already paid (${formatRupees(paid)})`;
}

// ../../packages/shared/src/push-rules.ts
var PUSH_MESSAGES = {
  endpoint: "A push subscription needs its endpoint URL",
  keys: "A push subscription needs its p256dh and auth keys",
  insecureEndpoint: "The push endpoint must be an https URL"
};
var PUSH_RULES = {
  PUSH_ENDPOINT_INVALID: { key: "notifications:rules.pushEndpoint", text: PUSH_MESSAGES.endpoint },
  PUSH_KEYS_INVALID: { key: "notifications:rules.pushKeys", text: PUSH_MESSAGES.keys }
};

// ../../packages/shared/src/stores-rules.ts
var STORE_MESSAGES = {
  fetchFailed: "Failed to fetch stores",
  switchFailed: "Failed to switch store",
  storeRequired: "Select a store",
  notYourStore: "You are not an active employee of this store"
};
var STORE_RULES = {
  STORE_REQUIRED: { key: "stores:rules.storeRequired", text: STORE_MESSAGES.storeRequired }
};

// ../../packages/shared/src/trials-rules.ts
var TRIAL_MESSAGES = {
  invalid: "Enter the trial date as YYYY-MM-DD, with a time (HH:mm) if fixed",
  past: "Trial date cannot be in the past",
  afterDue: "Trial date must be on or before the due date",
  noTrial: "This order has no trial date to answer",
  closed: "This order is closed: its trial can no longer be answered"
};
var TRIAL_NOTE_MAX_LENGTH = 200;
var TRIAL_LIST_MAX_DAYS = 62;
var TRIAL_RULES = {
  TRIAL_NOTE_LENGTH: atMostCharacters("trials:rules.noteLength", "Message", TRIAL_NOTE_MAX_LENGTH),
  TRIAL_RESPONSE_INVALID: {
    key: "trials:rules.responseInvalid",
    text: "Choose confirmed or another_day"
  },
  TRIAL_LIST_RANGE: {
    key: "trials:rules.listRange",
    text: (p) => `Choose a range of 1 to ${p.max} days, from before to`,
    params: { max: TRIAL_LIST_MAX_DAYS }
  },
  TRIAL_DATE_INVALID: { key: "newOrder:validation.trialDateInvalid", text: TRIAL_MESSAGES.invalid },
  TRIAL_DATE_AFTER_DUE: {
    key: "newOrder:validation.trialAfterDue",
    text: TRIAL_MESSAGES.afterDue
  }
};

// ../../packages/shared/src/error-codes.ts
var closedOrderMessage = (status) => `Order is ${status}: its products and prices can no longer be changed`;
var ERROR_CODES = {
  // Requests as a whole
  VALIDATION_FAILED: { status: 400, message: null },
  /** A business date outside its window (dates.ts: BUSINESS_DATE_MIN to two years ahead). */
  DATE_OUT_OF_RANGE: { status: 400, message: dateOutOfRangeMessage },
  INVALID_JSON: { status: 400, message: "Request body is not valid JSON" },
  EMPTY_BODY: { status: 400, message: "Request body is empty" },
  BODY_TOO_LARGE: { status: 413, message: "Request body is too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Unsupported content type" },
  REQUEST_REJECTED: { status: 400, message: null },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: (p) => `Not found: ${p.method} ${p.path}`
  },
  UNSAFE_TEXT: {
    status: 400,
    message: (p) => `${p.field}: text may not contain NUL or broken Unicode characters`
  },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: "Idempotency-Key must be 1 to 200 characters" },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: "A request with this Idempotency-Key is still being processed"
  },
  IDEMPOTENCY_ANSWER_LOST: {
    status: 409,
    message: "This request was already carried out, but its answer was lost. Reload to see the result."
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "This Idempotency-Key was already used for a different request"
  },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  SERVER_BUSY: { status: 503, message: "The server is busy. Please try again in a few seconds." },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: "The server is restarting its database. Please try again in a moment."
  },
  DATABASE_RESTARTING: {
    status: 503,
    message: "The database is restarting. Please try again in a few seconds."
  },
  INTERNAL: { status: 500, message: "Something went wrong on our side. Please try again." },
  // Signing in and access
  AUTH_REQUIRED: { status: 401, message: "Authentication required. Please login again." },
  SESSION_EXPIRED: { status: 401, message: "Session expired. Please login again." },
  TOKEN_INVALID: { status: 401, message: "Invalid or expired token. Please login again." },
  SHOP_ACCESS_ENDED: {
    status: 401,
    message: "Your access to this shop has ended. Please login again."
  },
  PERMISSION_DENIED: { status: 403, message: "You don't have permission to do this." },
  STORE_NOT_SELECTED: { status: 403, message: "Select a store first." },
  NOT_STORE_EMPLOYEE: { status: 403, message: STORE_MESSAGES.notYourStore },
  PAYMENTS_NOT_ALLOWED: { status: 403, message: PERMISSION_MESSAGES.collectPayments },
  PAYMENTS_NEED_PRICES: { status: 403, message: PERMISSION_MESSAGES.collectWithoutPrices },
  PRICES_NOT_ALLOWED: { status: 403, message: PERMISSION_MESSAGES.setPrices },
  USER_NOT_FOUND: { status: 404, message: "User not found" },
  OTP_NETWORK_LIMIT: {
    status: 429,
    message: "Too many OTP requests from this network. Please try again later."
  },
  OTP_PHONE_LIMIT: {
    status: 429,
    message: "Too many OTP requests for this number. Please try again later."
  },
  OTP_RESEND_WAIT: {
    status: 429,
    message: (p) => `Please wait ${p.seconds} seconds before requesting another OTP.`
  },
  OTP_SEND_FAILED: {
    status: 429,
    message: "Could not send the OTP right now. Please try again in a minute."
  },
  OTP_EXPIRED: {
    status: 400,
    message: "This OTP has expired or was not requested. Please request a new OTP."
  },
  OTP_LOCKED: { status: 429, message: "Too many wrong attempts. Please request a new OTP." },
  OTP_INCORRECT: {
    status: 400,
    message: (p) => `Incorrect OTP. ${p.count} ${p.count === 1 ? "attempt" : "attempts"} left.`
  },
  GOOGLE_NOT_CONFIGURED: { status: 404, message: "Google sign-in is not configured" },
  GOOGLE_SIGN_IN_FAILED: { status: 400, message: "Google sign-in failed. Please try again." },
  GOOGLE_SIGN_IN_EXPIRED: { status: 400, message: "Google sign-in expired. Please try again." },
  GOOGLE_UNAVAILABLE: {
    status: 502,
    message: "Google sign-in is unavailable right now. Please try again later."
  },
  // Shops and their settings
  PINCODE_INVALID: { status: 400, message: "Invalid Pincode" },
  PINCODE_NOT_FOUND: { status: 404, message: "Invalid Pincode" },
  PINCODE_PLACE_MISMATCH: { status: 400, message: "State and district do not match the pincode" },
  EMPLOYEE_CANNOT_CREATE_SHOP: {
    status: 409,
    message: "An employee account cannot create a shop."
  },
  SHOP_ALREADY_EXISTS: { status: 409, message: "This account already has a shop." },
  SHOP_NOT_FOUND: { status: 404, message: "Shop not found" },
  // Customers and employees
  CUSTOMER_NOT_FOUND: { status: 404, message: CUSTOMER_NOT_FOUND },
  CUSTOMER_NOT_ON_MOBILE: { status: 400, message: CUSTOMER_MESSAGES.notOnMobile },
  CUSTOMER_NAME_TAKEN: { status: 409, message: CUSTOMER_MESSAGES.nameTaken },
  DATE_OF_BIRTH_FUTURE: { status: 400, message: CUSTOMER_MESSAGES.dateOfBirthFuture },
  EMPLOYEE_NOT_FOUND: { status: 404, message: EMPLOYEE_NOT_FOUND },
  EMPLOYEE_PHONE_TAKEN: {
    status: 409,
    message: "An employee with this phone number already exists"
  },
  EMPLOYEE_ASSIGNMENT_INVALID: { status: 400, message: ORDER_MESSAGES.assignEmployee },
  // Orders
  ORDER_NOT_FOUND: { status: 404, message: ORDER_MESSAGES.orderNotFound },
  PRODUCT_NOT_FOUND: { status: 404, message: "Product not found" },
  ORDERS_VIEW_FORBIDDEN: {
    status: 403,
    message: "Access denied: You don't have permission to view orders."
  },
  DUE_DATE_REQUIRED: { status: 400, message: ORDER_MESSAGES.dueDateRequired },
  DUE_DATE_PAST: { status: 400, message: ORDER_MESSAGES.dueDatePast },
  DUE_BEFORE_ORDER_DATE: { status: 400, message: ORDER_MESSAGES.dueBeforeOrderDate },
  TRIAL_DATE_PAST: { status: 400, message: TRIAL_MESSAGES.past },
  TRIAL_AFTER_DUE: { status: 400, message: TRIAL_MESSAGES.afterDue },
  NO_TRIAL: { status: 409, message: TRIAL_MESSAGES.noTrial },
  TRIAL_ORDER_CLOSED: { status: 409, message: TRIAL_MESSAGES.closed },
  REMINDER_NOT_DUE: {
    status: 409,
    message: "There is nothing to remind the customer of: the order is not waiting or owes nothing"
  },
  EXPECTED_DATE_PAST: { status: 400, message: ORDER_MESSAGES.expectedDatePast },
  ORDER_DELIVERED_LOCKED: { status: 409, message: closedOrderMessage("Delivered") },
  ORDER_CANCELLED_LOCKED: { status: 409, message: closedOrderMessage("Cancelled") },
  ORDER_CANCELLED: {
    status: 409,
    message: "This order was cancelled: its status can no longer be changed"
  },
  DELIVERED_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.deliveredShopkeeperOnly },
  FINAL_PAYMENT_BEFORE_DELIVERED: { status: 409, message: ORDER_MESSAGES.finalBeforeDelivered },
  BALANCE_DUE_BEFORE_DELIVERED: { status: 409, message: ORDER_MESSAGES.collectBeforeDelivered },
  EDIT_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.editShopkeeperOnly },
  CUSTOMER_CHANGE_SHOPKEEPER_ONLY: {
    status: 403,
    message: "Only the shopkeeper can change a customer's name, address or gender"
  },
  PRODUCT_NOT_IN_ORDER: { status: 400, message: ORDER_MESSAGES.productNotInOrder },
  LAST_PRODUCT: { status: 400, message: ORDER_MESSAGES.lastProduct },
  PRICE_NOT_ABOVE_ZERO: { status: 400, message: ORDER_MESSAGES.priceAboveZero },
  IMAGES_REQUIRED: { status: 400, message: ORDER_MESSAGES.imagesMin },
  PRODUCTS_TOO_MANY: { status: 400, message: ORDER_MESSAGES.productsMax },
  TOTAL_BELOW_PAID: {
    status: 400,
    message: (p) => totalBelowPaidMessage(p.paid)
  },
  CANCEL_SHOPKEEPER_ONLY: { status: 403, message: ORDER_MESSAGES.cancelShopkeeperOnly },
  DELIVERED_NOT_CANCELLABLE: { status: 409, message: ORDER_MESSAGES.cancelDelivered },
  PAID_MONEY_CHOICE_REQUIRED: { status: 400, message: ORDER_MESSAGES.paidMoneyRequired },
  // Payments
  FINAL_PAYMENT_BEFORE_COLLECT: { status: 409, message: ORDER_MESSAGES.finalBeforeCollect },
  PAYMENT_AMOUNT_INVALID: { status: 400, message: ORDER_MESSAGES.invalidPayment },
  PAYMENT_ABOVE_BALANCE: {
    status: 400,
    message: (p) => amountAboveRemainingMessage(p.remaining)
  },
  NOT_ALTERATION_ORDER: { status: 400, message: ORDER_MESSAGES.notAlteration },
  TOTAL_AMOUNT_INVALID: { status: 400, message: ORDER_MESSAGES.invalidTotal },
  TOTAL_BELOW_ADVANCE: {
    status: 400,
    message: (p) => totalBelowAdvanceMessage(p.advance)
  },
  // Images
  IMAGE_MISSING: { status: 400, message: IMAGE_MESSAGES.missing },
  IMAGE_ONE_AT_A_TIME: { status: 400, message: IMAGE_MESSAGES.oneAtATime },
  IMAGE_NOT_AN_IMAGE: { status: 400, message: IMAGE_MESSAGES.notImage },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.tooLarge },
  IMAGE_TOO_MANY_PIXELS: { status: 400, message: IMAGE_MESSAGES.tooManyPixels },
  IMAGE_TOO_MANY_FOR_PRODUCT: { status: 400, message: IMAGE_MESSAGES.tooManyForProduct },
  IMAGE_UPLOAD_AGAIN: { status: 400, message: IMAGE_MESSAGES.uploadAgain },
  IMAGE_NOT_FOUND: { status: 404, message: IMAGE_MESSAGES.notFound },
  IMAGE_LINK_INVALID: { status: 403, message: IMAGE_MESSAGES.linkInvalid },
  IMAGE_LINK_EXPIRED: { status: 403, message: IMAGE_MESSAGES.linkExpired },
  IMAGE_SERVER_BUSY: { status: 503, message: IMAGE_MESSAGES.busy },
  IMAGE_STORAGE_UNAVAILABLE: {
    status: 503,
    message: "Photos cannot be saved or shown right now. Please try again in a minute."
  },
  // Invites
  INVITE_NOT_FOUND: { status: 404, message: INVITE_MESSAGES.notFound },
  INVITE_OWN_PHONE: { status: 400, message: INVITE_MESSAGES.ownPhone },
  INVITE_ALREADY_EMPLOYEE: { status: 409, message: INVITE_MESSAGES.alreadyEmployee },
  INVITE_ALREADY_PENDING: { status: 409, message: INVITE_MESSAGES.alreadyPending },
  INVITE_NOT_PENDING_CANCEL: { status: 409, message: INVITE_MESSAGES.onlyPendingCancel },
  INVITE_NOT_PENDING_RESEND: { status: 409, message: INVITE_MESSAGES.onlyPendingResend },
  INVITE_USED: { status: 409, message: INVITE_MESSAGES.used },
  INVITE_CANCELLED: { status: 410, message: INVITE_MESSAGES.cancelled },
  INVITE_REJECTED: { status: 410, message: INVITE_MESSAGES.rejected },
  INVITE_EXPIRED: { status: 410, message: INVITE_MESSAGES.expired },
  INVITE_DIFFERENT_PHONE: { status: 400, message: INVITE_MESSAGES.differentPhone },
  // Karigar wages
  LEDGER_PERIOD_INVALID: { status: 400, message: KARIGAR_MESSAGES.periodInvalid },
  KARIGAR_NOT_FOUND: { status: 404, message: "Employee not found" },
  KARIGAR_RATE_NOT_FOUND: { status: 404, message: "Rate not found" },
  PAYOUT_DATE_FUTURE: { status: 400, message: "A payout cannot be dated after today" },
  LEDGER_ENTRY_NOT_FOUND: { status: 404, message: "Ledger entry not found" },
  LEDGER_ENTRY_NOT_REVERSIBLE: {
    status: 409,
    message: "Only a payout can be reversed here: a garment's credit follows its order and assignment"
  },
  LEDGER_ENTRY_ALREADY_REVERSED: { status: 409, message: "This payout was already reversed" },
  WORK_GARMENT_NOT_FOUND: { status: 404, message: "Garment not found" },
  WORK_GARMENT_NOT_ASSIGNED: {
    status: 409,
    message: "Assign the garment to a karigar before marking its work done"
  },
  WORK_STEP_NO_RATE: {
    status: 409,
    message: "No rate is set for this step of the garment: set one on the wages page first"
  },
  WORK_STEP_NOT_YOURS: {
    status: 403,
    message: "Another karigar did this step: only the shop owner or they can mark it not done"
  },
  WORK_ORDER_CANCELLED: {
    status: 409,
    message: "This order was cancelled: its work can no longer be marked done"
  },
  // Garment tags and their steps
  GARMENT_NOT_FOUND: { status: 404, message: GARMENT_MESSAGES.notFound },
  GARMENT_ORDER_CANCELLED: { status: 409, message: GARMENT_MESSAGES.orderCancelled },
  // The customer's approvals of extra work
  APPROVAL_NOT_FOUND: { status: 404, message: APPROVAL_MESSAGES.notFound },
  APPROVAL_ORDER_CLOSED: { status: 409, message: APPROVAL_MESSAGES.orderClosed },
  APPROVAL_DECIDED: { status: 409, message: APPROVAL_MESSAGES.decided },
  APPROVAL_IMAGE_NOT_OF_ORDER: { status: 400, message: APPROVAL_MESSAGES.imageNotOfOrder },
  // How it fitted
  FIT_WINDOW_CLOSED: { status: 409, message: FIT_MESSAGES.windowClosed },
  FIT_ANSWERED: { status: 409, message: FIT_MESSAGES.answered },
  FIT_PRODUCT_NOT_IN_ORDER: { status: 400, message: FIT_MESSAGES.productNotInOrder },
  // Messages to customers
  CUSTOMER_MESSAGE_NOT_FOUND: { status: 404, message: "Message not found" },
  CUSTOMER_MESSAGE_SETTLED: {
    status: 409,
    message: "This message is no longer waiting for a check: it was sent, marked or sent again"
  },
  // Notifications and push
  NOTIFICATION_NOT_FOUND: { status: 404, message: NOTIFICATION_NOT_FOUND },
  PUSH_ENDPOINT_INSECURE: { status: 400, message: PUSH_MESSAGES.insecureEndpoint },
  PUSH_ENDPOINT_NOT_PUBLIC: {
    status: 400,
    message: "The push endpoint must be a browser push service's public https address"
  },
  // Restoring a shop from its export (command line)
  IMPORT_NOT_AN_EXPORT: {
    status: 400,
    message: "This file is not a Tailor Shop Manager export (GET /api/export/json)."
  },
  IMPORT_WRONG_VERSION: {
    status: 400,
    message: (p) => `This export is version ${p.version}; this installation reads version ${p.expected}. Update it first.`
  },
  IMPORT_DAMAGED: { status: 400, message: null },
  IMPORT_OWNER_PHONE_INVALID: {
    status: 400,
    message: "The owner's phone must be exactly 10 digits."
  },
  IMPORT_OWNER_HAS_SHOP: {
    status: 409,
    message: (p) => `The account with phone ${p.phone} already has a shop here; restore with another owner phone or into a fresh installation.`
  },
  IMPORT_SHOP_EXISTS: {
    status: 409,
    message: (p) => `The shop ${p.shop} is already in this database.`
  },
  IMPORT_RECORDS_EXIST: {
    status: 409,
    message: "Some of these records are already in this database (the same ids, links or images). Restore into a fresh installation."
  },
  // Capacity calendar
  CAPACITY_EMPLOYEE_UNKNOWN: { status: 400, message: CAPACITY_MESSAGES.unknownEmployee },
  // GST regimes
  GST_SCHEME_WITHOUT_GSTIN: {
    status: 400,
    message: "A composition or regular GST shop needs its GSTIN: enter it, or choose unregistered"
  },
  GSTR1_COMPOSITION: {
    status: 400,
    message: "A composition shop files CMP-08 each quarter, not GSTR-1"
  }
};
var ERROR_CODE_LIST = Object.keys(ERROR_CODES);
function errorMessage(code, params, fallback = "") {
  const message = ERROR_CODES[code].message;
  if (typeof message === "string") return message;
  if (typeof message === "function") return message(params ?? {});
  return fallback;
}

// src/lib/app-error.ts
var AppError = class extends Error {
  constructor(code, options = {}) {
    super(errorMessage(code, options.params, options.message));
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.params = options.params;
    this.headers = options.headers ?? {};
  }
  code;
  statusCode;
  params;
  headers;
};

// src/features/images/storage-contract.ts
var STORAGE_KEY = /^[A-Za-z0-9_-]{2,128}$/;
var isStorageKey = (key) => STORAGE_KEY.test(key);
var ImageStorageUnavailableError = class extends AppError {
  constructor(cause) {
    super("IMAGE_STORAGE_UNAVAILABLE", { headers: { "retry-after": "30" } });
    this.name = "ImageStorageUnavailableError";
    this.cause = cause;
  }
};

// src/features/images/image-storage.ts
var EXTENSIONS = [
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["avif", "image/avif"],
  ["gif", "image/gif"]
];
function extensionFor(contentType) {
  const entry = EXTENSIONS.find(([, type]) => type === contentType);
  if (!entry) throw new Error(`Image storage cannot hold content type ${contentType}`);
  return entry[0];
}
function isMissing(error) {
  return error?.code === "ENOENT";
}
var TEMPORARY = /^\.[A-Za-z0-9_-]{2,128}\.[A-Za-z0-9_-]+\.tmp$/;
async function syncDirectory(directory) {
  if (process.platform === "win32") return;
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
async function foldersOf(root) {
  try {
    const entries = await readdir(root, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
async function filesOf(folder) {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
async function arrivedAt(file) {
  try {
    const info = await stat(file);
    return new Date(Math.max(info.mtimeMs, info.ctimeMs, info.birthtimeMs));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
function createLocalImageStorage(root) {
  const folderOf = (key) => path2.join(root, key.slice(0, 2));
  const fileOf = (key, extension) => path2.join(folderOf(key), `${key}.${extension}`);
  const checkKey = (key) => {
    if (!isStorageKey(key)) throw new Error("Invalid image storage key");
  };
  return {
    async put(key, bytes, contentType) {
      checkKey(key);
      const folder = folderOf(key);
      const target = fileOf(key, extensionFor(contentType));
      const created = await mkdir(folder, { recursive: true });
      if (created) {
        for (let made = folder; made !== path2.dirname(created); made = path2.dirname(made)) {
          await syncDirectory(path2.dirname(made));
        }
      }
      const temporary = path2.join(folder, `.${key}.${randomToken(6)}.tmp`);
      try {
        const handle = await open(temporary, "wx");
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        await syncDirectory(folder);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      for (const [extension, contentType] of EXTENSIONS) {
        try {
          const handle = await open(fileOf(key, extension), "r");
          try {
            const { size } = await handle.stat();
            return { body: handle.createReadStream(), contentType, size };
          } catch (error) {
            await handle.close();
            throw error;
          }
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
      }
      return null;
    },
    async delete(key) {
      checkKey(key);
      await Promise.all(
        EXTENSIONS.map(([extension]) => rm(fileOf(key, extension), { force: true }))
      );
    },
    async *list() {
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path2.join(root, folder))) {
          const dot = name.lastIndexOf(".");
          const key = name.slice(0, dot);
          const known = EXTENSIONS.some(([extension]) => extension === name.slice(dot + 1));
          if (dot <= 0 || !known || !isStorageKey(key) || key.slice(0, 2) !== folder) continue;
          const storedAt = await arrivedAt(path2.join(root, folder, name));
          if (storedAt) yield { key, storedAt };
        }
      }
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, fsConstants.W_OK);
    },
    async deleteAbandonedWrites(before) {
      let deleted = 0;
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path2.join(root, folder))) {
          if (!TEMPORARY.test(name)) continue;
          const file = path2.join(root, folder, name);
          const storedAt = await arrivedAt(file);
          if (!storedAt || storedAt >= before) continue;
          await rm(file, { force: true });
          deleted += 1;
        }
      }
      return deleted;
    }
  };
}

// src/features/images/images.service.ts
import { and, asc, eq, inArray, isNull, lt, sql as sql7 } from "drizzle-orm";

// src/db/schema/product-images.ts
import {
  foreignKey as foreignKey4,
  index as index6,
  integer as integer6,
  pgTable as pgTable7,
  primaryKey as primaryKey4,
  text as text7,
  unique as unique5,
  uuid as uuid7,
  varchar as varchar7
} from "drizzle-orm/pg-core";

// src/db/schema/columns.ts
import { bigint, timestamp, uuid } from "drizzle-orm/pg-core";
var id = () => uuid("id").primaryKey().defaultRandom();
var rowId = () => uuid("id").notNull().defaultRandom();
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
var paise = (name) => bigint(name, { mode: "number" });

// src/db/schema/order-products.ts
import { sql as sql6 } from "drizzle-orm";
import {
  check as check3,
  foreignKey as foreignKey3,
  index as index5,
  integer as integer5,
  unique as unique4,
  json,
  pgTable as pgTable6,
  text as text6,
  uuid as uuid6,
  varchar as varchar6
} from "drizzle-orm/pg-core";

// src/db/schema/employees.ts
import { sql as sql2 } from "drizzle-orm";
import {
  boolean as boolean2,
  check as check2,
  foreignKey,
  index as index2,
  integer as integer3,
  pgTable as pgTable3,
  primaryKey,
  text as text3,
  unique,
  uniqueIndex,
  uuid as uuid3,
  varchar as varchar3
} from "drizzle-orm/pg-core";

// src/db/schema/stores.ts
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer as integer2,
  jsonb,
  pgTable as pgTable2,
  smallint,
  text as text2,
  uuid as uuid2,
  varchar as varchar2
} from "drizzle-orm/pg-core";

// src/db/schema/users.ts
import { integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
var users = pgTable("users", {
  id: id(),
  phone: varchar("phone", { length: 10 }).unique(),
  name: text("name"),
  email: text("email"),
  googleSub: text("google_sub").unique(),
  /** Bumped on logout: every token carrying an older version is refused. */
  tokenVersion: integer("token_version").notNull().default(0),
  preferredLanguage: varchar("preferred_language", { length: 5 }),
  createdAt: createdAt(),
  updatedAt: updatedAt()
});

// src/db/schema/stores.ts
var stores = pgTable2(
  "stores",
  {
    id: id(),
    /**
     * One shop per owner, kept by the shop's creation (it locks the owner's users row first): a
     * distributed database keeps no unique key of stores but its id (migration 0024).
     */
    ownerUserId: uuid2("owner_user_id").notNull().references(() => users.id),
    shopName: text2("shop_name").notNull(),
    ownersName: text2("owners_name").notNull(),
    email: text2("email"),
    phone: varchar2("phone", { length: 10 }),
    address: text2("address").notNull(),
    pincode: varchar2("pincode", { length: 6 }).notNull(),
    district: text2("district").notNull(),
    state: text2("state").notNull(),
    /** Next per-store order number; incremented inside the order-creating transaction. */
    nextOrderNumber: integer2("next_order_number").notNull().default(1),
    orderNumberPrefix: varchar2("order_number_prefix", { length: 10 }).notNull().default(""),
    customerMessageLanguage: varchar2("customer_message_language", { length: 5 }).notNull().default("en"),
    measurementTemplates: jsonb("measurement_templates").$type(),
    /** The unit new measurements are taken in (migration 0018); each order line keeps its own. */
    measurementUnit: varchar2("measurement_unit", { length: 2 }).$type().notNull().default("in"),
    /** Per position, whether staff may collect payments; null: the defaults. */
    positionPermissions: jsonb("position_permissions").$type(),
    /** The shop's UPI address (a VPA such as 'shopname@okaxis'); null: no UPI payments offered. */
    upiId: text2("upi_id"),
    /** The payee name UPI apps show; null: the shop's name. */
    upiPayeeName: text2("upi_payee_name"),
    /** The shop's GSTIN; null: plain bills. Set, the bills and receipt are GST tax invoices. */
    gstin: varchar2("gstin", { length: 15 }),
    /** The GST rate in per cent its prices include (gst.ts: 5, tailoring's rate, by default). */
    gstRate: smallint("gst_rate").notNull().default(5),
    /** Which bills the shop issues: plain, bills of supply or tax invoices (gst.ts, 0026). */
    gstScheme: varchar2("gst_scheme", { length: 12 }).$type().notNull().default("unregistered"),
    /** The composition rate in per cent of turnover (CMP-08); 6 for services. */
    compositionRate: smallint("composition_rate").notNull().default(6),
    /** The SAC/HSN code of the shop's supplies, as the shop or its accountant decides. */
    sacCode: varchar2("sac_code", { length: 8 }).notNull().default("998821"),
    /** Annual turnover above ₹5 crore: the code prints with 6 digits instead of 4. */
    turnoverAbove5Crore: boolean("turnover_above_5_crore").notNull().default(false),
    /** The day book's opening cash and the day it applies from; null: not entered (0 from the start). */
    openingCashPaise: paise("opening_cash_paise"),
    openingCashDate: date("opening_cash_date", { mode: "string" }),
    /** The Tally ledger names the export uses; null or absent: the defaults (tally.ts). */
    tallyLedgers: jsonb("tally_ledgers").$type(),
    /** Which customer messages are sent, and 'not collected' after how many days; null: all, 7. */
    customerMessages: jsonb("customer_messages").$type(),
    /** Garments the shop can finish a day; null: no capacity planning (shared capacity.ts). */
    dailyCapacity: smallint("daily_capacity"),
    /** Per employee id, the garments they can finish a day; null or absent: none set. */
    employeeCapacity: jsonb("employee_capacity").$type(),
    /** Days before the work day staff aim to finish by (their internal target date). */
    bufferDays: smallint("buffer_days").notNull().default(0),
    timeZone: text2("time_zone").notNull().default("Asia/Kolkata"),
    /** The garment tags' paper: an A4 sheet of 24 labels, or a 58 mm thermal roll (0025). */
    tagSheet: varchar2("tag_sheet", { length: 10 }).$type().notNull().default("a4"),
    /** Whether an order becomes Completed once every garment is scanned ready. */
    completeWhenReady: boolean("complete_when_ready").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index("stores_owner_user_idx").on(t.ownerUserId),
    check("stores_measurement_unit_check", sql`${t.measurementUnit} in ('in', 'cm')`),
    check(
      "stores_gst_scheme_check",
      sql`${t.gstScheme} in ('unregistered', 'composition', 'regular')`
    ),
    check("stores_tag_sheet_check", sql`${t.tagSheet} in ('a4', 'thermal58')`)
  ]
);

// src/db/schema/employees.ts
var employees = pgTable3(
  "employees",
  {
    id: rowId(),
    storeId: uuid3("store_id").notNull().references(() => stores.id),
    /** Null until the person accepts an invite or signs in with this phone. */
    userId: uuid3("user_id").references(() => users.id),
    name: text3("name").notNull(),
    /** Null only for the owner's row. */
    phone: varchar3("phone", { length: 10 }),
    email: text3("email"),
    position: varchar3("position", { length: 20 }).notNull().default("tailor"),
    experience: integer3("experience"),
    specialization: varchar3("specialization", { length: 30 }),
    active: boolean2("active").notNull().default(true),
    /**
     * The shop owner's own row, so garments can be assigned to them ('Me'). Never a login (the
     * owner signs in as shopkeeper), never in the team list; one per store.
     */
    isOwner: boolean2("is_owner").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey({ name: "employees_pkey", columns: [t.id, t.storeId] }),
    unique("employees_store_phone_unique").on(t.storeId, t.phone),
    index2("employees_user_idx").on(t.userId),
    uniqueIndex("employees_one_owner_per_store").on(t.storeId).where(sql2`${t.isOwner}`),
    check2("employees_phone_unless_owner", sql2`${t.isOwner} OR ${t.phone} IS NOT NULL`)
  ]
);

// src/db/schema/orders.ts
import { sql as sql5 } from "drizzle-orm";
import {
  date as date3,
  foreignKey as foreignKey2,
  index as index4,
  integer as integer4,
  pgTable as pgTable5,
  primaryKey as primaryKey3,
  text as text5,
  time,
  timestamp as timestamp2,
  unique as unique3,
  uuid as uuid5,
  varchar as varchar5
} from "drizzle-orm/pg-core";

// src/db/order-balance.ts
import { sql as sql3 } from "drizzle-orm";
function orderOwedSql(order) {
  return sql3`(${order.totalPaise} - ${order.paidPaise})`;
}

// src/db/schema/customers.ts
import { sql as sql4 } from "drizzle-orm";
import {
  date as date2,
  index as index3,
  pgTable as pgTable4,
  primaryKey as primaryKey2,
  text as text4,
  unique as unique2,
  uniqueIndex as uniqueIndex2,
  uuid as uuid4,
  varchar as varchar4
} from "drizzle-orm/pg-core";
var customers = pgTable4(
  "customers",
  {
    id: rowId(),
    storeId: uuid4("store_id").notNull().references(() => stores.id),
    name: text4("name").notNull(),
    gender: varchar4("gender", { length: 6 }),
    mobileNo: varchar4("mobile_no", { length: 10 }).notNull(),
    address: text4("address"),
    /** How the person is related to the number's owner; the number's first person is 'self'. */
    relation: varchar4("relation", { length: 10 }).$type().notNull().default("self"),
    dateOfBirth: date2("date_of_birth", { mode: "string" }),
    /** A business customer's GSTIN (0026): printed on its invoices, which count as B2B. */
    gstin: varchar4("gstin", { length: 15 }),
    shareToken: text4("share_token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey2({ name: "customers_pkey", columns: [t.id, t.storeId] }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique2("customers_share_token_unique").on(t.shareToken, t.storeId),
    // One phone often holds a whole family: people share a number, each unique by name on it.
    uniqueIndex2("customers_store_mobile_name_unique").on(
      t.storeId,
      t.mobileNo,
      sql4`lower(${t.name})`
    ),
    index3("customers_store_name_idx").on(t.storeId, t.name),
    index3("customers_store_created_idx").on(t.storeId, t.createdAt, t.id)
  ]
);
var customerCardColumns = {
  id: customers.id,
  name: customers.name,
  gender: customers.gender,
  mobileNo: customers.mobileNo,
  address: customers.address,
  relation: customers.relation
};

// src/db/schema/orders.ts
var orders = pgTable5(
  "orders",
  {
    id: rowId(),
    storeId: uuid5("store_id").notNull().references(() => stores.id),
    orderNumber: integer4("order_number").notNull(),
    customerId: uuid5("customer_id").notNull(),
    orderType: varchar5("order_type", { length: 12 }).notNull().default("new"),
    status: varchar5("status", { length: 12 }).notNull().default("Pending"),
    delayNote: text5("delay_note"),
    /** The new date promised to the customer while the order is Delayed; null otherwise. */
    expectedDate: date3("expected_date", { mode: "string" }),
    totalPaise: paise("total_paise").notNull(),
    /** What the payments ledger holds for the order, net of refunds; kept by triggers on payments (migration 0008). */
    paidPaise: paise("paid_paise").notNull().default(0),
    /** The advance payments of the ledger; kept likewise. */
    advancePaise: paise("advance_paise").notNull().default(0),
    paymentType: varchar5("payment_type", { length: 8 }).notNull(),
    orderDate: date3("order_date", { mode: "string" }).notNull(),
    dueDate: date3("due_date", { mode: "string" }).notNull(),
    /** The trial (fitting) day, and its time of day if fixed, shop time; null: no trial. */
    trialDate: date3("trial_date", { mode: "string" }),
    trialTime: time("trial_time"),
    /** The customer's answer to this trial from the tracking page: 'confirmed' or 'another_day'. */
    trialResponse: varchar5("trial_response", { length: 12 }),
    trialNote: text5("trial_note"),
    trialRespondedAt: timestamp2("trial_responded_at", { withTimezone: true }),
    shareToken: text5("share_token").notNull(),
    /** The order whose fit this alteration fixes (the customer said it needs a change). */
    fixesOrderId: uuid5("fixes_order_id"),
    createdBy: uuid5("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey3({ name: "orders_pkey", columns: [t.id, t.storeId] }),
    foreignKey2({
      name: "orders_customer_fk",
      columns: [t.customerId, t.storeId],
      foreignColumns: [customers.id, customers.storeId]
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique3("orders_share_token_unique").on(t.shareToken, t.storeId),
    unique3("orders_store_number_unique").on(t.storeId, t.orderNumber),
    // The order list's sort, whole (newest first, then the higher number), and per status chip.
    index4("orders_store_created_idx").on(t.storeId, t.createdAt, t.orderNumber),
    index4("orders_store_status_created_idx").on(t.storeId, t.status, t.createdAt, t.orderNumber),
    // A date range counted from the index alone.
    index4("orders_store_order_date_idx").on(t.storeId, t.orderDate, t.status, t.orderType),
    index4("orders_store_status_due_idx").on(t.storeId, t.status, t.dueDate),
    index4("orders_customer_idx").on(t.customerId),
    index4("orders_created_by_idx").on(t.createdBy),
    index4("orders_store_created_by_idx").on(t.storeId, t.createdBy),
    // The shop's trials day by day.
    index4("orders_store_trial_idx").on(t.storeId, t.trialDate, t.trialTime).where(sql5`${t.trialDate} is not null`),
    // The orders waiting to be collected ('not collected' messages, customer-messages/scheduled-messages.ts).
    index4("orders_completed_idx").on(t.storeId).where(sql5`${t.status} = 'Completed'`),
    // One shop's open orders by due date, in the due lists' order; the reminder job reads it shop by shop.
    index4("orders_open_due_idx").on(t.storeId, t.dueDate, t.orderNumber).where(sql5`${t.status} not in ('Delivered', 'Cancelled')`),
    // The capacity calendar: a shop's garments still to be made by work day (0017).
    index4("orders_store_work_day_idx").on(t.storeId, sql5`coalesce(${t.expectedDate}, ${t.dueDate})`).where(sql5`${t.status} not in ('Completed', 'Delivered', 'Cancelled')`),
    // The money-still-out report: a shop's orders of a status by what they owe (0015).
    index4("orders_store_owing_idx").on(t.storeId, t.status, orderOwedSql(t))
  ]
);
var orderPartColumns = () => ({
  id: rowId(),
  storeId: uuid5("store_id").notNull().references(() => stores.id),
  orderId: uuid5("order_id").notNull()
});
function orderPartKeys(table, t) {
  return [
    primaryKey3({ name: `${table}_pkey`, columns: [t.id, t.storeId] }),
    foreignKey2({
      name: `${table}_order_fk`,
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade")
  ];
}

// src/db/schema/order-products.ts
var orderProducts = pgTable6(
  "order_products",
  {
    ...orderPartColumns(),
    // The order's number and status, carried for the employee area's indexes (migration 0011):
    // the number is written with the line, the status kept by a trigger on orders.
    orderNumber: integer5("order_number").notNull(),
    orderStatus: varchar6("order_status", { length: 12 }).notNull(),
    position: integer5("position").notNull(),
    name: text6("name").notNull(),
    pricePaise: paise("price_paise").notNull(),
    // json, not jsonb: jsonb reorders keys, and a tailor reads measurements in the order taken.
    measurements: json("measurements").$type().notNull().default({}),
    /** The unit the measurements were taken in, kept with them (migration 0018). */
    measurementUnit: varchar6("measurement_unit", { length: 2 }).$type().notNull().default("in"),
    note: text6("note"),
    assignedEmployeeId: uuid6("assigned_employee_id"),
    /**
     * The garment's tag: 6 characters without look-alikes, unique in the shop, printed as a QR of
     * PUBLIC_URL/g/{tag_code} (migration 0025). The database's default draws it, so every way a
     * line is written (an order, an edit, an import) gets one, and a trigger draws again while the
     * line's shop has it (lines written earlier in the same statement included).
     */
    tagCode: varchar6("tag_code", { length: 6 }).notNull().default(sql6`new_tag_code()`),
    /** The last step of work scanned or marked for the garment; null: none yet (garment_steps). */
    stage: varchar6("stage", { length: 12 }).$type(),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_products", t),
    foreignKey3({
      name: "order_products_assigned_employee_fk",
      columns: [t.assignedEmployeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }),
    index5("order_products_order_idx").on(t.orderId),
    check3("order_products_measurement_unit_check", sql6`${t.measurementUnit} in ('in', 'cm')`),
    unique4("order_products_tag_code_unique").on(t.storeId, t.tagCode),
    check3(
      "order_products_stage_check",
      sql6`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`
    ),
    // A tailor's garments, newest order first; their orders of some statuses from the index alone.
    index5("order_products_assignee_idx").on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderNumber.desc(),
      t.position
    ),
    index5("order_products_assignee_status_idx").on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderStatus,
      t.orderId
    ),
    // The search box's garment names, one shop's at a time.
    index5("order_products_store_name_idx").on(t.storeId, t.name, t.orderId)
  ]
);

// src/db/schema/product-images.ts
var productImages = pgTable7(
  "product_images",
  {
    id: rowId(),
    storeId: uuid7("store_id").notNull().references(() => stores.id),
    /** Null between upload and the order that uses it. */
    productId: uuid7("product_id"),
    storageKey: text7("storage_key").notNull(),
    contentType: varchar7("content_type", { length: 40 }).notNull(),
    sizeBytes: integer6("size_bytes").notNull(),
    width: integer6("width"),
    height: integer6("height"),
    position: integer6("position"),
    uploadedBy: uuid7("uploaded_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey4({ name: "product_images_pkey", columns: [t.id, t.storeId] }),
    foreignKey4({
      name: "product_images_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    // Unique per shop (a distributed table keeps no other); a key names its shop's folder.
    unique5("product_images_storage_key_unique").on(t.storageKey, t.storeId),
    index6("product_images_product_idx").on(t.productId)
  ]
);

// src/features/images/image-encoding.ts
import sharp from "sharp";

// src/lib/work-queue.ts
var QueueFullError = class extends Error {
  constructor() {
    super("Work queue is full");
  }
};
function createWorkQueue(options) {
  const { concurrency, maxWaiting } = options;
  const line = [];
  let running = 0;
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running >= concurrency) {
        if (line.length >= maxWaiting) throw new QueueFullError();
        await new Promise((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    }
  };
}

// src/features/images/image-encoding.ts
var IMAGE_PROCESSING_CONCURRENCY = 2;
var IMAGE_PROCESSING_MAX_WAITING = 8;
sharp.cache(false);
sharp.concurrency(1);
var imageProcessing = createWorkQueue({
  concurrency: IMAGE_PROCESSING_CONCURRENCY,
  maxWaiting: IMAGE_PROCESSING_MAX_WAITING
});

// src/adapters/s3-image-storage.ts
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from "@aws-sdk/client-s3";
var NOT_FOUND = /* @__PURE__ */ new Set(["NoSuchKey", "NotFound"]);
function isMissing2(error) {
  return error instanceof S3ServiceException && NOT_FOUND.has(error.name);
}
function unavailable(error) {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 ? new ImageStorageUnavailableError(error) : error;
  }
  return new ImageStorageUnavailableError(error);
}
function createS3ImageStorage(options) {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : void 0,
    // A few quick tries, then the user hears that photos are unavailable for a moment.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs ?? 3e3,
      requestTimeout: options.timeoutMs ?? 1e4
    }
  });
  const prefix = options.prefix ?? "";
  const pageSize = options.listPageSize ?? 1e3;
  const Bucket = options.bucket;
  const objectKey = (key) => `${prefix}${key}`;
  const checkKey = (key) => {
    if (!isStorageKey(key)) throw new Error("Invalid image storage key");
  };
  return {
    async put(key, bytes, contentType) {
      checkKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType
          })
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? "application/octet-stream",
          size: answer.ContentLength ?? 0
        };
      } catch (error) {
        if (isMissing2(error)) return null;
        throw unavailable(error);
      }
    },
    async delete(key) {
      checkKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (isMissing2(error)) return;
        throw unavailable(error);
      }
    },
    async *list() {
      let Marker;
      for (; ; ) {
        let page;
        try {
          page = await client.send(
            new ListObjectsCommand({
              Bucket,
              Prefix: prefix || void 0,
              Marker,
              MaxKeys: pageSize
            })
          );
        } catch (error) {
          throw unavailable(error);
        }
        const contents = page.Contents ?? [];
        for (const object of contents) {
          const key = object.Key?.slice(prefix.length);
          if (!key || !isStorageKey(key) || !object.LastModified) continue;
          yield { key, storedAt: object.LastModified };
        }
        if (!page.IsTruncated || contents.length === 0) return;
        Marker = contents[contents.length - 1].Key;
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async deleteAbandonedWrites() {
      return 0;
    }
  };
}

// src/adapters/image-storages.ts
function createImageStorage(config) {
  const chosen = config.imageStorage;
  if (chosen.kind === "s3") return createS3ImageStorage(chosen);
  return createLocalImageStorage(path3.join(config.dataDir, "uploads"));
}

// src/images-migrate.ts
var USAGE = `Copies the photos kept on this server's disk (DATA_DIR/uploads) into the S3 bucket that
IMAGE_STORAGE=s3 names, so that several servers can share them.

  IMAGE_STORAGE=s3 S3_BUCKET=\u2026 [S3_ENDPOINT=\u2026 S3_ACCESS_KEY_ID=\u2026 \u2026] npm run images:migrate

Run it with the same settings as the server. It can be stopped and run again at any time: photos
already in the bucket are skipped. The files on disk are left as they are; remove DATA_DIR/uploads
once every server runs with IMAGE_STORAGE=s3 and the photos show.`;
async function main() {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (config.imageStorage.kind !== "s3") {
    throw new ConfigError(
      `IMAGE_STORAGE is not s3: there is no bucket to move the photos to.

${USAGE}`
    );
  }
  const from = path4.join(config.dataDir, "uploads");
  const result = await copyAllImages(
    createLocalImageStorage(from),
    createImageStorage(config),
    (done) => console.log(`\u2026 ${done.copied} copied, ${done.alreadyThere} already in the bucket`)
  );
  console.log(
    `Done: ${result.copied} photo files copied from ${from} to the bucket ${config.imageStorage.bucket}; ${result.alreadyThere} were there already.`
  );
}
main().catch((error) => {
  console.error(
    error instanceof ConfigError ? error.message : `The photos were not all copied (run it again to continue): ${error.message}`
  );
  process.exit(1);
});
//# sourceMappingURL=images-migrate.js.map
