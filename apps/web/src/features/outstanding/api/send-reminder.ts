import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  outstandingReminderSchema,
  type OutstandingReminder,
  type OutstandingReminderKind,
} from '@tailor/shared/outstanding';
import { api } from '../../../lib/api-client';
import { outstandingQueryKey } from './get-outstanding';

export interface SendReminderInput {
  orderId: string;
  kind: OutstandingReminderKind;
}

/** POST /outstanding/{orderId}/reminder: today's reminder to the customer, once per day. */
export function sendReminder(input: SendReminderInput): Promise<OutstandingReminder> {
  return api.post<OutstandingReminder>(
    `/outstanding/${encodeURIComponent(input.orderId)}/reminder`,
    { kind: input.kind },
    { schema: outstandingReminderSchema },
  );
}

/** Marks the order reminded today in the report once the reminder is in. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outstandingQueryKey }),
  });
}
