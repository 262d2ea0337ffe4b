import { errorBodySchema } from '@tailor/shared/errors';

/** A route schema's error answers: the JSON error body under each status the route may refuse with. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
