import { DayBookPage } from '../../../features/books/components/day-book-page';

/** /app/day-book */
export function DayBookRoute() {
  return <DayBookPage />;
}
