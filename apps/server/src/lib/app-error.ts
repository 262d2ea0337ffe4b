import {
  ERROR_CODES,
  errorMessage,
  type ErrorCode,
  type ErrorCodeWithStatus,
  type ErrorParams,
  type ErrorParamValues,
  type FreeTextErrorCode,
} from '@tailor/shared/error-codes';

/** What a code needs besides itself: its params, or the text of a free-text code, or nothing. */
type Details<C extends ErrorCode> = C extends FreeTextErrorCode
  ? [message: string]
  : ErrorParams<C> extends undefined
    ? []
    : [params: ErrorParams<C>];

/** An expected failure whose message is safe to show to the user; `code` says which one. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly params: ErrorParamValues | undefined;
  readonly headers: Record<string, string>;
  constructor(
    readonly code: ErrorCode,
    options: { params?: ErrorParamValues; message?: string; headers?: Record<string, string> } = {},
  ) {
    super(errorMessage(code, options.params, options.message));
    this.statusCode = ERROR_CODES[code].status;
    this.params = options.params;
    this.headers = options.headers ?? {};
  }
}

/** The error of `code`, with its params (or its text, for a free-text code). */
export function appError<C extends ErrorCode>(code: C, ...details: Details<C>): AppError {
  const [detail] = details as [ErrorParamValues | string | undefined];
  return typeof detail === 'string'
    ? new AppError(code, { message: detail })
    : new AppError(code, { params: detail });
}

export const badRequest = <C extends ErrorCodeWithStatus<400>>(code: C, ...details: Details<C>) =>
  appError(code, ...details);
export const unauthorized = <C extends ErrorCodeWithStatus<401>>(code: C, ...details: Details<C>) =>
  appError(code, ...details);
export const forbidden = <C extends ErrorCodeWithStatus<403>>(code: C, ...details: Details<C>) =>
  appError(code, ...details);
export const notFound = <C extends ErrorCodeWithStatus<404>>(code: C, ...details: Details<C>) =>
  appError(code, ...details);
export const conflict = <C extends ErrorCodeWithStatus<409>>(code: C, ...details: Details<C>) =>
  appError(code, ...details);
/** The thing existed but can no longer be used (an expired or cancelled invite). */
export const gone = <C extends ErrorCodeWithStatus<410>>(code: C) =>
  appError(code, ...([] as never));
export const tooManyRequests = <C extends ErrorCodeWithStatus<429>>(
  code: C,
  retryAfterSeconds: number,
  ...details: Details<C>
) => {
  const [params] = details as [ErrorParamValues | undefined];
  return new AppError(code, {
    params,
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
};
