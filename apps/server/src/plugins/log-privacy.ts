import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * Logs carry no personal data: no request bodies, query values, path values (share and invite
 * tokens, image keys), headers (tokens), phone numbers or addresses. A request is logged by its
 * method and route pattern; an error by its type, code, message and stack, with the values a
 * database error quotes removed (Drizzle appends the query's parameters to its message, and
 * PostgreSQL quotes the offending value). The request id ties the lines of one request together.
 */

const MAX_CAUSE_DEPTH = 3;

/** Drops the values an error message may quote: query parameters, quoted text, long numbers. */
export function scrubMessage(message: string): string {
  return (
    message
      .split(/\nparams:/)[0]!
      // PostgreSQL quotes values in double quotes; SQL literals in single quotes.
      .replace(/'(?:[^']|'')*'/g, "'…'")
      .replace(/: "(?:[^"\\]|\\.)*"/g, ': "…"')
      .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)')
      // Phone numbers, pincodes, amounts.
      .replace(/\d{5,}/g, '#')
  );
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '(not an Error)', stack: '' };
  const message = scrubMessage(error.message);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message,
    stack: `${error.name}: ${message}\n${frames}`,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // The pattern, not the URL: paths carry tokens and query strings carry phone numbers.
    route: request.routeOptions?.url ?? '(no route)',
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The app's logger settings with the privacy serializers and redactions applied. */
export function privateLoggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: serializeRequest as never,
      err: serializeError,
    },
    redact: {
      paths: [
        'headers',
        'body',
        'query',
        'params',
        'phone',
        'token',
        '*.headers',
        '*.body',
        '*.query',
        '*.params',
        '*.phone',
        '*.token',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
  };
}
