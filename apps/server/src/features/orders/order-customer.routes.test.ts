import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CustomerDetail } from '@tailor/shared/customers';
import type { Order, OrderDetail } from '@tailor/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, postOrder } from '../../../test/order-fixtures';
import {
  bearer,
  createEmployee,
  createShop,
  createTestContext,
  nextPhone,
  type TestContext,
} from '../../../test/test-app';

/*
 * Changing a person's details is the shopkeeper's (PUT /customers/{id}). An employee's order for
 * someone the shop knows leaves them as they are: their name or customerId picks them, another name
 * adds someone new on the number. The shopkeeper's order still writes the person as it gives them.
 */

const run = promisify(execFile);
let ctx: TestContext;
let workDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'order-customer-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

const asha = {
  name: 'Asha Rao',
  address: '12 MG Road, Pune',
  gender: 'female',
  relation: 'self',
  date_of_birth: '1990-01-02',
} as const;

/** A shop, an employee of it, and Asha with an order taken by the shopkeeper. */
async function ashaWithAnOrder() {
  const shop = await createShop(ctx);
  const tailor = await createEmployee(ctx, shop);
  const mobile = nextPhone();
  const first = await placeOrder(ctx, shop, {
    customer: {
      name: asha.name,
      mobile_no: mobile,
      address: asha.address,
      gender: asha.gender,
      dateOfBirth: asha.date_of_birth,
    },
  });
  return { shop, tailor, mobile, first };
}

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function person(shop: { token: string }, id: string): Promise<CustomerDetail> {
  const response = await get(shop.token, `/api/customers/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<CustomerDetail>();
}

/** The shop's bill of an order, as text. */
async function billText(shop: { token: string }, order: Order): Promise<string> {
  const response = await get(shop.token, `/api/generate_billing_pdf/${order._id}`);
  expect(response.statusCode).toBe(200);
  const file = path.join(workDir, `${order._id}.pdf`);
  await writeFile(file, response.rawPayload);
  return (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
}

async function employeeOrder(
  shop: { store_id: string | null },
  tailor: { token: string },
  customer: Record<string, unknown>,
) {
  const body = await orderBody(ctx, shop.store_id!);
  const response = await postOrder(ctx, tailor.token, {
    ...body,
    customer: { ...body.customer, ...customer },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Order>();
}

describe('POST /api/create_order by an employee, for someone the shop knows', () => {
  it('adds someone new for another name on the number, and leaves the person and their old bill as they were', async () => {
    const { shop, tailor, mobile, first } = await ashaWithAnOrder();
    const order = await employeeOrder(shop, tailor, {
      mobile_no: mobile,
      name: 'Rekha Sharma',
      address: '7 FC Road, Pune',
      gender: 'male',
    });

    expect(order.customer_id).not.toBe(first.customer_id);
    expect(order.customer_name).toBe('Rekha Sharma');
    expect(await person(shop, first.customer_id)).toMatchObject({ ...asha, people_on_mobile: 2 });
    expect(await person(shop, order.customer_id)).toMatchObject({
      name: 'Rekha Sharma',
      relation: 'other',
      address: '7 FC Road, Pune',
    });
    const old = (await get(shop.token, `/api/orders/${first._id}`)).json<OrderDetail>();
    expect(old.customer_name).toBe(asha.name);
    const bill = await billText(shop, first);
    expect(bill).toContain(asha.name);
    expect(bill).not.toContain('Rekha');
  });

  it('orders for the person chosen by customerId without changing their name, address, gender, relation or date of birth', async () => {
    const { shop, tailor, mobile, first } = await ashaWithAnOrder();
    const order = await employeeOrder(shop, tailor, {
      mobile_no: mobile,
      customerId: first.customer_id,
      name: 'Asha R. Kulkarni',
      address: '7 FC Road, Pune',
      gender: 'male',
      relation: 'wife',
      dateOfBirth: '1985-05-05',
    });

    expect(order.customer_id).toBe(first.customer_id);
    expect(order.customer_name).toBe(asha.name);
    expect(await person(shop, first.customer_id)).toMatchObject({ ...asha, people_on_mobile: 1 });
    const detail = (await get(tailor.token, `/api/orders/${order._id}`)).json<OrderDetail>();
    expect(detail.customer).toMatchObject({
      name: asha.name,
      address: asha.address,
      gender: asha.gender,
      relation: asha.relation,
    });
    const bill = await billText(shop, first);
    expect(bill).toContain(asha.name);
    expect(bill).not.toContain('Kulkarni');

    // The shopkeeper's order for her still corrects her details, as PUT /customers/{id} would.
    await placeOrder(ctx, shop, {
      customer: {
        mobile_no: mobile,
        customerId: first.customer_id,
        name: 'Asha R. Kulkarni',
        address: '7 FC Road, Pune',
        gender: 'female',
        relation: 'wife',
        dateOfBirth: '1985-05-05',
      },
    });
    expect(await person(shop, first.customer_id)).toMatchObject({
      name: 'Asha R. Kulkarni',
      address: '7 FC Road, Pune',
      relation: 'wife',
      date_of_birth: '1985-05-05',
    });
  });

  it('picks the person by their name in another case and keeps their spelling', async () => {
    const { shop, tailor, mobile, first } = await ashaWithAnOrder();
    const order = await employeeOrder(shop, tailor, {
      mobile_no: mobile,
      name: 'ASHA RAO',
      address: '7 FC Road, Pune',
      gender: 'male',
      newPerson: true,
      relation: 'daughter',
    });

    expect(order.customer_id).toBe(first.customer_id);
    expect(order.customer_name).toBe(asha.name);
    expect(await person(shop, first.customer_id)).toMatchObject({ ...asha, people_on_mobile: 1 });
  });
});
