import Skeleton from '@mui/material/Skeleton';
import { useGarment } from '../../api/get-garment';
import { GarmentSteps } from './garment-steps';

/** A garment's steps on its order's page, read when its history is opened. */
export function GarmentHistorySteps({ tagCode }: { tagCode: string }) {
  const garment = useGarment(tagCode);
  if (!garment.data) return <Skeleton variant="rounded" height={48} />;
  return <GarmentSteps steps={garment.data.steps} />;
}
