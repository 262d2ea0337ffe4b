import Stack from '@mui/material/Stack';
import { NewOrderButtons } from '../../../components/new-order-buttons';
import { PageTitle } from '../../../components/page-title';

/** An order list's heading: its title, with the buttons that take a new order or alteration. */
export function OrdersPageHeading({ title, area }: { title: string; area: 'app' | 'employee' }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
    >
      <PageTitle>{title}</PageTitle>
      <NewOrderButtons area={area} />
    </Stack>
  );
}
