import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerDetailSchema,
  type CustomerDetail,
  type UpdateCustomerAddress,
} from '@tailor/shared/customers';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';
import { CUSTOMERS_QUERY_KEY } from './get-customers';

export type UpdateCustomerAddressInput = { customerId: string } & UpdateCustomerAddress;

/** PUT /customers/{id}/address: answers the customer as it is now. */
export function updateCustomerAddress(input: UpdateCustomerAddressInput): Promise<CustomerDetail> {
  return api.put<CustomerDetail>(
    `/customers/${encodeURIComponent(input.customerId)}/address`,
    { address: input.address },
    {
      schema: customerDetailSchema,
      // A retried mutation repeats this same request rather than making a second change.
      headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
    },
  );
}

export function useUpdateCustomerAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerAddress,
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerQueryKey(customer._id), customer);
      // The detail is up to date now; the lists carry addresses too.
      await queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_QUERY_KEY, 'list'] });
    },
  });
}
