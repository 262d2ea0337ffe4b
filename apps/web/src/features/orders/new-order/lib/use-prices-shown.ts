import { useMaySeePrices } from '../../../employees';
import { useOrderArea } from './order-area';

/**
 * Whether the order form shows and takes prices: always for the shopkeeper; for staff unless their
 * position may not see prices (the server refuses prices from them). While the answer is on its
 * way the prices show, as the server still decides.
 */
export function usePricesShown(): boolean {
  const { area } = useOrderArea();
  return useMaySeePrices(area === 'employee' ? 'employee' : 'shopkeeper') !== false;
}
