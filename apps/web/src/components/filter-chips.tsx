import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

type FilterChipsProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  /** The first chip's label: no filter. */
  allLabel: string;
  choices: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
};

/** One row of chips, 'All' first; the chosen one is filled. Scrolls sideways on a narrow screen. */
export function FilterChips<T extends string>({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: FilterChipsProps<T>) {
  const chip = (key: string, text: string, next: T | undefined) => {
    const selected = value === next;
    return (
      <Chip
        key={key}
        label={text}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        onClick={() => onChange(next)}
        aria-pressed={selected}
        sx={{ flexShrink: 0, fontWeight: selected ? 600 : 500 }}
      />
    );
  };
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={{ gap: 1, overflowX: 'auto', pb: 0.5 }}
    >
      {chip('all', allLabel, undefined)}
      {choices.map((choice) => chip(choice.value, choice.label, choice.value))}
    </Stack>
  );
}
