import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { otpSchema, phoneSchema } from '@tailor/shared/auth';

/** The sign-in forms' checks: the shared schemas, so their messages match the server's. */
export const loginResolver = zodResolver(z.object({ phone: phoneSchema }));
export const otpResolver = zodResolver(z.object({ otp: otpSchema }));
