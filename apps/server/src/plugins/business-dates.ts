import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { withBusinessToday } from '@tailor/shared/dates';
import { shopToday, type Clock } from '../lib/clock';

/**
 * The zod validator compiler, with every request's business dates (due dates, trials, payouts,
 * report ranges) checked against today by the app's clock in the shop's time zone, so the window
 * a route's schema applies moves with the clock the services read.
 */
export function businessDateValidatorCompiler(clock: Clock): FastifySchemaCompiler<unknown> {
  return (route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data) => withBusinessToday(shopToday(clock), () => validate(data));
  };
}
