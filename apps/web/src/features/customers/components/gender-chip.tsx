import Chip from '@mui/material/Chip';
import type { Gender } from '@tailor/shared/customers-rules';
import { useTranslation } from 'react-i18next';

/** A customer's gender as a chip; 'Not specified' when the shop never recorded it. */
export function GenderChip({ gender }: { gender: Gender | null }) {
  const { t } = useTranslation('customers');
  return (
    <Chip
      size="small"
      variant={gender ? 'filled' : 'outlined'}
      color={gender === 'female' ? 'secondary' : gender === 'male' ? 'primary' : 'default'}
      label={gender ? t(`gender.${gender}`) : t('gender.notSpecified')}
    />
  );
}
