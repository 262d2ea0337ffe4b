import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { OrderType } from '@tailor/shared/orders/constants';
import { createOrderFormSchema } from './order-form-schema';
import type { OrderFormValues } from './order-form-values';

/** The new-order form's checks, loaded by lazyResolver when the form first checks a field. */
export const orderFormResolver = (orderType: OrderType) =>
  zodResolver(createOrderFormSchema(orderType)) as Resolver<OrderFormValues>;
