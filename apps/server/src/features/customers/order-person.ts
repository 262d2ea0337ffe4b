import type { CustomerInput } from '@tailor/shared/customers';
import type { Relation } from '@tailor/shared/customers-rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { badRequest, conflict } from '../../lib/app-error';
import { randomToken } from '../../lib/random-token';

interface Person {
  id: string;
  name: string;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Refuses a name another person on the same mobile number has (in any case): a family shares the
 * number, and each person on it keeps a name of their own.
 */
export async function assertNameFreeOnMobile(
  tx: Tx,
  person: { storeId: string; id: string; mobileNo: string; name: string },
): Promise<void> {
  const [namesake] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, person.storeId),
        eq(customers.mobileNo, person.mobileNo),
        ne(customers.id, person.id),
        sql`lower(${customers.name}) = lower(${person.name})`,
      ),
    );
  if (namesake) throw conflict('CUSTOMER_NAME_TAKEN');
}

/**
 * Which person on the order's mobile number the order is for (the rules of customerInputSchema),
 * and someone new is added to the number. The shopkeeper's order writes the person as it gives
 * them: an existing person takes the order's name, gender and address (and relation and date of
 * birth when given), as before families were kept. An employee's order leaves an existing person as
 * they are, since changing a person is the shopkeeper's (PUT /customers/{id}): their name (in any
 * case) or customerId picks them, and any other name adds someone new, even on a number with one
 * person. Answers the person's id and name. Runs in the order's transaction, after the shop's row
 * is locked, so two orders for one number at once settle who is on it in turn.
 */
export async function personForOrder(
  tx: Tx,
  options: { storeId: string; customer: CustomerInput; today: string; mayChangePerson: boolean },
): Promise<Person> {
  const { storeId, customer, today, mayChangePerson } = options;
  if (customer.dateOfBirth && customer.dateOfBirth > today)
    throw badRequest('DATE_OF_BIRTH_FUTURE');

  // Plain SQL here and in the writes below: every order runs them, and drizzle's query builder
  // took more CPU to write them out than they take.
  const found = await tx.execute(sql`
    select id, name from customers
    where store_id = ${storeId}::uuid and mobile_no = ${customer.mobile_no}
    order by created_at, id`);
  const people = (found as unknown as { rows: Person[] }).rows;
  const named = people.find((person) => sameName(person.name, customer.name));

  let chosen: Person | undefined;
  if (customer.customerId !== undefined) {
    chosen = people.find((person) => person.id === customer.customerId);
    if (!chosen) throw badRequest('CUSTOMER_NOT_ON_MOBILE');
  } else if (mayChangePerson && !customer.newPerson && people.length === 1) {
    // As before families were kept: the number's one customer, whatever name the order gives.
    chosen = people[0];
  } else {
    chosen = named;
  }

  if (chosen && !mayChangePerson) return chosen;
  if (chosen) {
    if (named && named.id !== chosen.id) throw conflict('CUSTOMER_NAME_TAKEN');
    await tx.execute(sql`
      update customers
      set name = ${customer.name}, gender = ${customer.gender}, address = ${customer.address},
          ${customer.relation ? sql`relation = ${customer.relation},` : sql``}
          ${customer.dateOfBirth !== undefined ? sql`date_of_birth = ${customer.dateOfBirth}::date,` : sql``}
          updated_at = ${new Date().toISOString()}::timestamptz
      where id = ${chosen.id}::uuid and store_id = ${storeId}::uuid`);
    return { id: chosen.id, name: customer.name };
  }

  const relation: Relation = customer.relation ?? (people.length === 0 ? 'self' : 'other');
  const created = await tx.execute(sql`
    insert into customers (store_id, name, gender, mobile_no, address, relation, date_of_birth,
                           share_token)
    values (${storeId}::uuid, ${customer.name}, ${customer.gender}, ${customer.mobile_no},
            ${customer.address}, ${relation}, ${customer.dateOfBirth ?? null}::date, ${randomToken()})
    returning id, name`);
  return (created as unknown as { rows: Person[] }).rows[0]!;
}

/**
 * Writes the changed details of a person the caller has already read and checked (an order's edit
 * of its customer's name, address or gender), in the caller's transaction.
 */
export async function updatePersonDetails(
  tx: Tx,
  person: { id: string; storeId: string; set: Partial<typeof customers.$inferInsert> },
): Promise<void> {
  await tx
    .update(customers)
    .set({ ...person.set, updatedAt: new Date() })
    .where(and(eq(customers.id, person.id), eq(customers.storeId, person.storeId)));
}
