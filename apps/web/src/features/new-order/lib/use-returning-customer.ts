import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import type { Customer } from '@tailor/shared/customers';
import { useCustomerByMobile } from '../api/find-customer-by-mobile';
import { useLastMeasurements } from '../api/get-last-measurements';
import type { LastMeasurementsMap } from './measurement-prefill';
import type { OrderFormValues } from './order-form-values';

const WHOLE_NUMBER = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

export type ReturningCustomer = {
  /** The shop's customer with the typed number, once it is known to exist. */
  customer: Customer | null;
  isLookingUp: boolean;
  lastMeasurements: LastMeasurementsMap | undefined;
};

type Filled = { name: string; address: string };

/**
 * Finds the customer as soon as the mobile number is complete and fills in their gender, name and
 * address, so a returning customer is not typed twice. Fields the user typed are left alone; fields it filled
 * are cleared again when the number changes to one without a customer.
 */
export function useReturningCustomer(form: UseFormReturn<OrderFormValues>): ReturningCustomer {
  const mobile = useWatch({ control: form.control, name: 'customer.mobile_no' });
  const complete = WHOLE_NUMBER.test(mobile);
  const lookup = useCustomerByMobile(mobile, complete);
  const customer = complete ? (lookup.data ?? null) : null;
  const last = useLastMeasurements(customer?._id ?? null);
  const filled = useRef<Filled | null>(null);
  const { getValues, setValue, getFieldState, clearErrors } = form;

  useEffect(() => {
    const current = getValues('customer');
    const previous = filled.current;
    const ours = (field: keyof Filled) => previous !== null && current[field] === previous[field];
    if (customer) {
      const next: Filled = { name: customer.name, address: customer.address ?? '' };
      for (const field of ['name', 'address'] as const) {
        if (!current[field].trim() || ours(field)) {
          const path = `customer.${field}` as const;
          setValue(path, next[field], { shouldValidate: Boolean(getFieldState(path).error) });
        }
      }
      filled.current = next;
    } else if (previous) {
      for (const field of ['name', 'address'] as const) {
        if (ours(field)) setValue(`customer.${field}`, '');
      }
      filled.current = null;
    }
  }, [customer, getValues, setValue, getFieldState]);

  // The gender is asked on the first step, after the number: a known customer's record answers it.
  // A gender the user picked is left alone; one taken from a record follows the number.
  const genderFilled = useRef<OrderFormValues['gender']>('');
  const recordGender = customer?.gender ?? null;
  useEffect(() => {
    const current = getValues('gender');
    const ours = current === genderFilled.current;
    if (recordGender && (current === '' || ours)) {
      setValue('gender', recordGender);
      clearErrors('gender');
      genderFilled.current = recordGender;
    } else if (!recordGender && genderFilled.current !== '' && ours) {
      setValue('gender', '');
      genderFilled.current = '';
    }
  }, [recordGender, getValues, setValue, clearErrors]);

  return {
    customer,
    isLookingUp: complete && lookup.isFetching,
    lastMeasurements: last.data?.measurements,
  };
}
