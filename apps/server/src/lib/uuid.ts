const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: ids from the client are checked before a query, so a malformed one is a 404, not a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
