/** 'YYYY-MM-DD' `days` from today in the shop's time zone (India), as the API takes dates. */
export function shopDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
