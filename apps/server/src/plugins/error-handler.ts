import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DATE_OUT_OF_RANGE } from '@tailor/shared/dates';
import { ERROR_CODES, type ErrorCode } from '@tailor/shared/error-codes';
import type { ErrorBody } from '@tailor/shared/errors';
import { isRuleCode, ruleParams, ruleText } from '@tailor/shared/rule-codes';
import type { RuleParamValues } from '@tailor/shared/rules';
import { AppError } from '../lib/app-error';

// zod's own wording ("Invalid input: expected string, received undefined") needs the field name
// to be useful; our schemas' custom messages already read as sentences.
// Only zod's own openings: spec texts such as 'Invalid status selected' must pass through as they are.
const GENERIC_ZOD_MESSAGE =
  /^(Invalid (input|option|string|email|URL|UUID|key|element|value|date|number)\b|Too (small|big)|Unrecognized|Expected)/;

function describeValidation(
  error: { validation: { message?: string; instancePath?: string }[] },
  context?: string,
) {
  const first = error.validation[0];
  const message = first?.message ?? 'Invalid request';
  const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  if (GENERIC_ZOD_MESSAGE.test(message)) {
    if (field) return `${field}: ${message}`;
    if (context === 'body') return `Request body: ${message}`;
  }
  return message;
}

/**
 * A schema's check that names an error code of its own (a business date outside its window, see
 * checkBusinessDate in packages/shared/src/dates.ts) is answered with that code and its params.
 */
function codedValidation(params: unknown): ErrorBody | null {
  const issueParams = (params as { params?: unknown } | undefined)?.params;
  if (typeof issueParams !== 'object' || issueParams === null) return null;
  const { code, ...values } = issueParams as Record<string, unknown>;
  if (code !== DATE_OUT_OF_RANGE) return null;
  const bounds = { min: String(values.min), max: String(values.max) };
  return { error: ERROR_CODES.DATE_OUT_OF_RANGE.message(bounds), code, params: bounds };
}

/**
 * A shared rule's refusal (packages/shared/src/rules.ts): its English sentence, and in `params` the
 * rule's code, the field it refused and the values it is worded with, so a form shows it there.
 */
function ruleValidation(first: {
  message?: string;
  instancePath?: string;
  params?: unknown;
}): ErrorBody | null {
  const rule = first.message;
  if (!isRuleCode(rule)) return null;
  const issueParams = (first.params as { params?: RuleParamValues } | undefined)?.params;
  const field = first.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return {
    error: ruleText(rule, issueParams),
    code: 'VALIDATION_FAILED',
    params: { ...ruleParams(rule, issueParams), rule, ...(field ? { field } : {}) },
  };
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
// node-postgres's words for a connection that died under a transaction: the next statement on it
// (a savepoint's rollback, say) fails with the second one.
const CONNECTION_GONE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable)/;

/**
 * The database went away under the request (restarting after a crash, a failover): PostgreSQL's
 * connection-exception and shutdown codes (classes 08 and 57P), or the socket closing. Nothing was
 * half-written (a transaction is rolled back with its connection), so the honest answer is "try
 * again shortly", not "something broke".
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || code.startsWith('57P') || UNREACHABLE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_GONE.test(e.message)) return true;
  }
  return false;
}

/**
 * A statement that waited for a lock longer than the transaction allows (55P03, lock_not_available).
 * On a Citus coordinator a shop's write transaction allows 5 s (see `beginWith` in db/client.ts):
 * while Citus copies the shop's shards to another node it blocks their writes, for as long as the
 * copy takes, and the request is better answered "try again shortly" than held for minutes. Nothing
 * was written: the transaction is rolled back, and a retry with the same Idempotency-Key runs anew.
 */
function isLockWaitTooLong(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    if (e.code === '55P03') return true;
  }
  return false;
}

/** Where a failure happened, without the values in its URL (see plugins/log-privacy.ts). */
function where(request: FastifyRequest) {
  return { method: request.method, route: request.routeOptions.url ?? '(no route)' };
}

/** Fastify's own client errors (bad JSON, body too large…) by their Fastify code. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
};

/** A body of a code with a fixed message. */
function fixed(code: ErrorCode): ErrorBody {
  return { error: ERROR_CODES[code].message as string, code };
}

/**
 * One error handler: every answer carries a clear `error` and its `code`; 5xx say only that
 * something went wrong and are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message, code: error.code };
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
        code: 'VALIDATION_FAILED',
      } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        {
          ...where(request),
          err: error,
          // Paths and codes only: an issue's values would be the answer's personal data.
          issues: error.cause.issues.map((issue) => ({ path: issue.path, code: issue.code })),
        },
        'response did not match its schema',
      );
      return reply.code(500).send(fixed('INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        error instanceof SyntaxError ? 'INVALID_JSON' : FASTIFY_CLIENT_ERRORS[error.code];
      return reply
        .code(status)
        .send(code ? fixed(code) : { error: error.message, code: 'REQUEST_REJECTED' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ ...where(request) }, 'database unavailable; answered 503');
      return reply.code(503).header('retry-after', '2').send(fixed('DATABASE_UNAVAILABLE'));
    }
    if (isLockWaitTooLong(error)) {
      request.log.warn({ ...where(request) }, 'a lock wait timed out; answered 503');
      return reply.code(503).header('retry-after', '2').send(fixed('SERVER_BUSY'));
    }
    request.log.error({ ...where(request), err: error }, 'unhandled error');
    return reply.code(500).send(fixed('INTERNAL'));
  });
}
