import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PHONE_DIGITS } from '@tailor/shared/constants';
import type { Customer, LastMeasurements, PersonOnMobile } from '@tailor/shared/customers';
import { useCustomerByMobile } from '../api/find-customer-by-mobile';
import type { OrderFormValues } from './order-form-values';

const WHOLE_NUMBER = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const EMPTY: PersonOnMobile[] = [];

export type ReturningCustomer = {
  /**
   * The person the order is for among those on the typed number: the one chosen, or the number's
   * only person; null for a new number, someone new on it, or before a choice among several.
   */
  customer: Customer | null;
  /** Everyone the shop keeps on the typed number (a family shares one phone). */
  people: Customer[];
  /** The order is for someone new on a known number. */
  newPerson: boolean;
  /** The person chosen, or 'new' for someone new on the number. */
  choose: (choice: string | 'new') => void;
  isLookingUp: boolean;
  /**
   * Their last measurements per garment, with the unit each was taken in, as the lookup answers
   * them for anyone taking the order (an employee too, whoever's orders they were).
   */
  lastMeasurements: LastMeasurements | undefined;
  /**
   * The person's name, address and (when recorded) gender are theirs as the shop keeps them and
   * cannot be changed in this order: an employee's order never changes a person it is for.
   */
  personKept: boolean;
};

type Filled = { name: string; address: string };

/**
 * Finds the people on the number as soon as it is complete and, for the person the order is for,
 * fills in their gender, name and address, so a returning customer is not typed twice. Fields the
 * user typed are left alone; fields it filled are cleared again when the number changes to one
 * without a customer. With `keepPerson` (an employee's order, which the server lets change no
 * person) the person's own name, address and recorded gender replace whatever was typed.
 */
export function useReturningCustomer(
  form: UseFormReturn<OrderFormValues>,
  { keepPerson = false }: { keepPerson?: boolean } = {},
): ReturningCustomer {
  // The number only once it is whole: the page that holds the form then redraws when a number is
  // completed or left, not on every digit typed; and a step behind (a deferred value), so the digit
  // that completes it is painted before the page looks the number up and redraws.
  const mobile = useDeferredValue(
    useWatch({
      control: form.control,
      name: 'customer.mobile_no',
      compute: (typed: string) => (WHOLE_NUMBER.test(typed) ? typed : ''),
    }),
  );
  const chosenId = useWatch({ control: form.control, name: 'customer.id' }) ?? '';
  const newPerson = useWatch({ control: form.control, name: 'customer.newPerson' }) ?? false;
  const complete = mobile !== '';
  const lookup = useCustomerByMobile(mobile, complete);
  const found = complete ? (lookup.data ?? null) : null;
  const people = found?.people ?? EMPTY;
  const customer = newPerson
    ? null
    : (people.find((person) => person._id === chosenId) ??
      (people.length === 1 ? people[0]! : null));
  const filled = useRef<Filled | null>(null);
  const { getValues, setValue, getFieldState, clearErrors } = form;

  const choose = useCallback(
    (choice: string | 'new') => {
      const isNew = choice === 'new';
      setValue('customer.newPerson', isNew);
      setValue('customer.id', isNew ? '' : choice);
      if (!isNew) {
        setValue('customer.relation', '');
        setValue('customer.dateOfBirth', '');
      }
    },
    [setValue],
  );

  // Someone new on a known number: a family mostly shares its address, never its name.
  const familyAddress = newPerson ? (found?.address ?? '') : null;
  const fill: Filled | null = customer
    ? { name: customer.name, address: customer.address ?? '' }
    : familyAddress !== null
      ? { name: '', address: familyAddress }
      : null;
  const fillName = fill?.name;
  const fillAddress = fill?.address;
  const personKept = keepPerson && customer !== null;

  useEffect(() => {
    const current = getValues('customer');
    const previous = filled.current;
    const ours = (field: keyof Filled) => previous !== null && current[field] === previous[field];
    if (fillName !== undefined && fillAddress !== undefined) {
      const next: Filled = { name: fillName, address: fillAddress };
      for (const field of ['name', 'address'] as const) {
        if (personKept || !current[field].trim() || ours(field)) {
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
  }, [fillName, fillAddress, personKept, getValues, setValue, getFieldState]);

  // A person chosen, or someone new, on another number is no one on this one.
  const choiceMobile = useRef(mobile);
  useEffect(() => {
    if (choiceMobile.current === mobile) return;
    choiceMobile.current = mobile;
    setValue('customer.id', '');
    setValue('customer.newPerson', false);
    setValue('customer.relation', '');
    setValue('customer.dateOfBirth', '');
  }, [mobile, setValue]);
  useEffect(() => {
    if (!found) return;
    if (chosenId && !found.people.some((person) => person._id === chosenId))
      setValue('customer.id', '');
  }, [found, chosenId, setValue]);

  // The gender is asked on the first step, after the number: a known customer's record answers it.
  // A gender the user picked is left alone; one taken from a record follows the number.
  const genderFilled = useRef<OrderFormValues['gender']>('');
  const recordGender = customer?.gender ?? null;
  useEffect(() => {
    const current = getValues('gender');
    const ours = current === genderFilled.current;
    if (recordGender && (current === '' || ours || personKept)) {
      setValue('gender', recordGender);
      clearErrors('gender');
      genderFilled.current = recordGender;
    } else if (!recordGender && genderFilled.current !== '' && ours) {
      setValue('gender', '');
      genderFilled.current = '';
    }
  }, [recordGender, personKept, getValues, setValue, clearErrors]);

  const isLookingUp = complete && lookup.isFetching;
  const lastMeasurements = customer?.last_measurements;
  // The same object while nothing in it changes, so the steps it is handed need not redraw.
  return useMemo(
    () => ({ customer, people, newPerson, choose, isLookingUp, lastMeasurements, personKept }),
    [customer, people, newPerson, choose, isLookingUp, lastMeasurements, personKept],
  );
}
