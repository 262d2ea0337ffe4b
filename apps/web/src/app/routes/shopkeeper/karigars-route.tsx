import { KarigarsPage } from '../../../features/karigars/components/karigars-page';

/** /app/karigars */
export function KarigarsRoute() {
  return <KarigarsPage />;
}
