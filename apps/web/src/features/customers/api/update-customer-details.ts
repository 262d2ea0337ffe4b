import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerDetailSchema,
  type CustomerDetail,
  type UpdateCustomerDetailsRaw,
} from '@tailor/shared/customers';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';
import { CUSTOMERS_QUERY_KEY } from './get-customers';

export type UpdateCustomerDetailsInput = { customerId: string } & UpdateCustomerDetailsRaw;

/** PUT /customers/{id}: corrects a person's name, relation, gender and date of birth. */
export function updateCustomerDetails(input: UpdateCustomerDetailsInput): Promise<CustomerDetail> {
  const { customerId, ...details } = input;
  return api.put<CustomerDetail>(`/customers/${encodeURIComponent(customerId)}`, details, {
    schema: customerDetailSchema,
    // A retried mutation repeats this same request rather than making a second change.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useUpdateCustomerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerDetails,
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerQueryKey(customer._id), customer);
      // Lists show names and relations too, and so do this person's orders.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_QUERY_KEY, 'list'] }),
        // Every order query (this person's history included) names its customer.
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
