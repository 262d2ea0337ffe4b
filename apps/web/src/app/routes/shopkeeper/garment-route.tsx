import { useParams } from 'react-router';
import { GarmentPage } from '../../../features/orders/components/garment/garment-page';

/** /app/g/:tag: a garment by its tag, as the shop owner sees it. */
export function GarmentRoute() {
  const { tag = '' } = useParams();
  return <GarmentPage key={tag} tagCode={tag} area="shopkeeper" />;
}
