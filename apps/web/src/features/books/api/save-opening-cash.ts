import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsSchema, type Settings } from '@tailor/shared/settings-responses';
import { keyedWrite } from '../../../lib/keyed-write';
import { DAY_BOOK_QUERY_KEY } from './get-day-book';

/** PUT /settings { opening_cash }: the drawer's cash at the start of a day, entered once. */
export function saveOpeningCash(openingCash: { amount: number; date: string }): Promise<Settings> {
  return keyedWrite('put', '/settings', { opening_cash: openingCash }, settingsSchema);
}

export function useSaveOpeningCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpeningCash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DAY_BOOK_QUERY_KEY }),
  });
}
