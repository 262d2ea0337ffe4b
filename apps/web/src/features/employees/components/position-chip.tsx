import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Position } from '@tailor/shared/employees-rules';
import { useTranslation } from 'react-i18next';

const POSITION_COLORS: Record<Position, NonNullable<ChipProps['color']>> = {
  manager: 'primary',
  tailor: 'secondary',
  assistant: 'info',
  other: 'default',
};

/** An employee's position as a small outlined chip, one colour per position. */
export function PositionChip({ position }: { position: Position }) {
  const { t } = useTranslation('employees');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={POSITION_COLORS[position]}
      label={t(`positions.${position}`)}
      data-testid="position-chip"
      sx={{ fontWeight: 600 }}
    />
  );
}
