import { sendInviteSchema } from '@tailor/shared/invites';
import type { z } from 'zod';

/** The invite dialog's form: the POST /send-invite rules for name and phone. */
export const inviteFormSchema = sendInviteSchema.pick({ name: true, phone: true });

export type InviteFormInput = z.input<typeof inviteFormSchema>;
export type InviteFormOutput = z.output<typeof inviteFormSchema>;

export const emptyInviteForm: InviteFormInput = { name: '', phone: '' };
