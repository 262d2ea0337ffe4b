import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, expect } from 'vitest';
import type { Capacity, CapacityEmployeeLoad } from '@tailor/shared/capacity';
import { addDays, daysBetween, todayInShopZone } from '@tailor/shared/dates';
import type { CustomerDetail } from '@tailor/shared/customers';
import type { Employee } from '@tailor/shared/employees';
import type { OrderType } from '@tailor/shared/orders/constants';
import { session } from '../../../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render';
import { EmployeeFormDialog } from '../../../employees';
import { NewOrderPage } from '../components/new-order-page';
import type { OrderArea } from '../lib/order-area';
import { FakeXhr, fileOf, installFakeXhr } from '../../../../test/fake-xhr';
import { createdOrder, ravi } from './fixtures';
import { afterPaint } from '../lib/after-paint';
import { amountOf } from '../lib/amounts';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import type { MeasurementTemplatesResult } from '@tailor/shared/settings-responses';
import { stubApi, type ApiAnswer, type ApiCall } from './stub-api';

// The wizard loads the steps after the first and the confirm dialog once the first has rendered,
// and the form its date pickers with the first date field it shows; imported here once, as a
// browser that has fetched them keeps them, so a test's wait is for the step or field, not for
// compiling its modules.
beforeAll(async () => {
  await Promise.all([
    import('../components/customer-products-step'),
    import('../components/payment-step'),
    import('../components/review-step'),
    import('../components/confirm-submit-dialog'),
    import('../components/order-date-picker'),
    import('../components/trial-day-picker'),
  ]);
}, 60_000);

export type Setup = {
  orderType?: OrderType;
  /** Who takes the order: the shopkeeper (at /app/new-order) or an employee (at /employee/new-order). */
  area?: OrderArea;
  entry?: string;
  employees?: Employee[];
  customer?: CustomerDetail | null;
  /** Everyone on the customer's number (by default the customer alone). */
  family?: CustomerDetail[];
  /** The customer's last measurements, as the number's lookup answers them. */
  lastMeasurements?: Record<string, Record<string, string>>;
  /** The unit each garment of `lastMeasurements` was taken in (inches when left out). */
  lastUnits?: Record<string, MeasurementUnit>;
  /** GET /measurement_templates: the shop's templates (the defaults unless given) and unit. */
  templates?: MeasurementTemplatesResult;
  /** Answers for POST /create_order, in turn; then 201 with an order. */
  createAnswers?: ApiAnswer[];
  addEmployeeAnswer?: ApiAnswer;
  /** The shop owner's own entry in GET /assignees ('Me' to the shopkeeper); none by default. */
  owner?: { _id: string; name: string; position: 'manager' } | null;
  /** GET /my_permissions: whether the caller's position may take payments (true by default). */
  mayCollect?: boolean;
  /** GET /capacity: each employee's load and own capacity, the same every day; unanswered if left out. */
  employeeLoads?: CapacityEmployeeLoad[];
  /** API paths the server cannot be reached on (a network error), e.g. '/api/assignees'. */
  unreachable?: string[];
  /** The query cache the page starts with, e.g. holding answers kept on this phone. */
  queryClient?: QueryClient;
};

let imageCount = 0;

/**
 * The new-order page against a stubbed API and a fake XMLHttpRequest. An employee's staff list
 * (GET /assignees) holds the same people as the shopkeeper's, the first one being the caller.
 */
export function renderNewOrder(setup: Setup = {}) {
  const {
    orderType = 'new',
    area = 'shopkeeper',
    entry = area === 'employee' ? '/employee/new-order' : '/app/new-order',
    employees = [ravi],
    customer = null,
    family,
    lastMeasurements = {},
    lastUnits = {},
    templates,
    createAnswers = [],
    addEmployeeAnswer,
    owner = null,
    mayCollect = true,
    employeeLoads,
    unreachable = [],
    queryClient = createTestQueryClient(),
  } = setup;
  session.set('authToken', 'token-1');
  const answers = [...createAnswers];
  const staff = [...employees];
  const calls = stubApi((call: ApiCall) => {
    if (unreachable.includes(call.url)) return 'network-error';
    if (call.url === '/api/get_employees') return { body: { employees: staff } };
    if (call.url === '/api/my_permissions')
      return { body: { collect_payments: mayCollect, see_prices: true } };
    if (call.url === '/api/assignees') {
      const people = staff.map(({ _id, name, position }, index) => ({
        _id,
        name,
        position,
        is_me: area === 'employee' && index === 0,
        is_owner: false,
      }));
      if (owner) people.push({ ...owner, is_me: area === 'shopkeeper', is_owner: true });
      return { body: { employees: people } };
    }
    if (call.url.startsWith('/api/customers/by-mobile/')) {
      if (!customer || !call.url.endsWith(`/${customer.mobile_no}`))
        return { status: 404, body: { error: 'Customer not found', code: 'CUSTOMER_NOT_FOUND' } };
      // The customer's last measurements are `lastMeasurements`; the rest of the family has none.
      const people = (family ?? [customer]).map((person) => ({
        ...person,
        last_measurements:
          person._id === customer._id
            ? { measurements: lastMeasurements, units: lastUnits }
            : { measurements: {}, units: {} },
      }));
      return { body: { ...customer, people } };
    }
    if (templates && call.url === '/api/measurement_templates') return { body: templates };
    if (call.url === '/api/add_employee') {
      if (addEmployeeAnswer) return addEmployeeAnswer;
      const added = { ...ravi, ...(call.body as object) };
      staff.push(added);
      return { status: 201, body: added };
    }
    if (employeeLoads && call.url.startsWith('/api/capacity?')) {
      const query = new URL(call.url, 'http://localhost').searchParams;
      const [from, to] = [query.get('from')!, query.get('to')!];
      const answer: Capacity = {
        from,
        to,
        daily_capacity: null,
        buffer_days: 0,
        days: Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => ({
          date: addDays(from, i),
          garments: employeeLoads.reduce((sum, load) => sum + load.garments, 0),
          capacity: null,
          per_employee: employeeLoads,
        })),
      };
      return { body: answer };
    }
    if (call.url === '/api/create_order') {
      return answers.shift() ?? { status: 201, body: createdOrder() };
    }
    return 'network-error';
  });
  installFakeXhr();
  const router = createMemoryRouter(
    [
      {
        path: area === 'employee' ? '/employee/new-order' : '/app/new-order',
        element: (
          <NewOrderPage
            orderType={orderType}
            area={area}
            title="New Order"
            addEmployeeDialog={area === 'shopkeeper' ? EmployeeFormDialog : null}
          />
        ),
      },
      { path: '/app/order-details/:id', element: <p>Order details page</p> },
      { path: '/employee-order-details/:id', element: <p>Employee order details page</p> },
      { path: '/app/order_list', element: <p>Order list page</p> },
    ],
    { initialEntries: [entry] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { ...view, calls, router, ...actions() };
}

// Label queries rather than role queries where the page is large: computing every element's role
// and name makes getByRole slow on a form this size.
function textbox(name: string, container: HTMLElement = document.body) {
  return within(container).getByLabelText(name, {
    selector: 'input, textarea',
  }) as HTMLInputElement;
}

function listbox(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="listbox"]');
  if (!found) throw new Error('No open listbox');
  return found;
}

const noListbox = () => expect(document.querySelector('[role="listbox"]')).toBeNull();

function actions() {
  const next = async () => {
    const label = screen.queryByText('Submit order') ?? screen.getByText('Next');
    fireEvent.click(label.closest('button')!);
    // The step is checked once the tap has been painted, and validation is asynchronous (the zod
    // resolver); let both settle.
    await act(() => afterPaint());
    await act(async () => {});
  };
  const type = (name: string, value: string, container?: HTMLElement) =>
    fireEvent.change(textbox(name, container), { target: { value } });
  const choose = async (
    combobox: string,
    option: string,
    container: HTMLElement = document.body,
  ) => {
    await waitFor(noListbox);
    fireEvent.mouseDown(within(container).getByRole('combobox', { name: combobox }));
    await waitFor(listbox);
    fireEvent.click(within(listbox()).getByRole('option', { name: option }));
    await waitFor(noListbox);
  };
  const product = (number: number) =>
    screen.getByText(`Product ${number}`, { selector: 'h3' }).closest('section')!;

  /** Picks files for a product; answers each upload with an image id unless `answer` is false. */
  const upload = async (number: number, files: File[], answer = true) => {
    const before = FakeXhr.sent.length;
    fireEvent.change(screen.getByLabelText(`Add images for product ${number}`), {
      target: { files },
    });
    // Each image is shrunk (asynchronously, by code loaded with the first photo) before its upload
    // starts.
    await act(async () => {
      await Promise.all([import('../lib/shrink-image'), import('../api/upload-image')]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    if (!answer) return FakeXhr.sent.slice(before);
    const sent = FakeXhr.sent.slice(before);
    for (const xhr of sent) {
      imageCount += 1;
      await xhr.respond(201, { _id: `img-${imageCount}`, url: `/api/images/key-${imageCount}` });
    }
    return sent;
  };

  const chooseGender = async (gender: 'Male' | 'Female' = 'Male') => {
    fireEvent.click(screen.getByRole('radio', { name: gender }));
    await next();
    await screen.findByRole('heading', { name: 'Customer details' });
  };

  const fillCustomer = (mobile = '9876543210', name = 'Meera Shah', address = '5 Ashram Road') => {
    type('Customer mobile number', mobile);
    type('Customer name', name);
    type('Address', address);
  };

  const fillProduct = async (
    number: number,
    {
      garment = 'Shirt',
      price = '499.99',
      images = 1,
      assignee = 'Ravi Kumar · Tailor',
    }: { garment?: string; price?: string; images?: number; assignee?: string } = {},
  ) => {
    const card = product(number);
    await choose('Garment', garment, card);
    type('Price', price, card);
    if (images)
      await upload(
        number,
        Array.from({ length: images }, (_, i) => fileOf(`photo-${number}-${i + 1}.png`)),
      );
    await choose('Assigned employee', assignee, card);
  };

  const dueDate = (days = 10) => addDays(todayInShopZone(), days);

  /**
   * Types a date as the field shows it, day first: '2026-11-24' is typed '24/11/2026'. Waits for
   * the picker, which loads with the first date field shown.
   */
  const setDate = async (label: string, iso: string) => {
    const group = await screen.findByRole('group', { name: label });
    const hidden = group.parentElement!.querySelector('input') as HTMLInputElement;
    const [year, month, day] = iso.split('-');
    fireEvent.change(hidden, { target: { value: `${day}/${month}/${year}` } });
  };

  const fillPayment = async ({
    advance = '',
    type: paymentType = 'Cash',
    due = dueDate(),
  } = {}) => {
    if (advance) fireEvent.change(textbox('Advance payment'), { target: { value: advance } });
    // The payment type is asked for only with an advance.
    if ((amountOf(advance) ?? 0) > 0) fireEvent.click(await screen.findByLabelText(paymentType));
    await setDate('Due date', due);
  };

  /** Gender, one valid product, valid payment: lands on the review. */
  const toReview = async (options: { advance?: string } = {}) => {
    await chooseGender();
    fillCustomer();
    await fillProduct(1);
    await next();
    await screen.findByRole('heading', { name: 'Payment' });
    await fillPayment(options);
    await next();
    await screen.findByRole('heading', { name: 'Customer' });
  };

  const expectTexts = async (texts: string[]) => {
    for (const text of texts) expect(await screen.findByText(text)).toBeTruthy();
  };

  const waitForCall = (calls: ApiCall[], url: string) =>
    waitFor(() => expect(calls.some((c) => c.url === url)).toBe(true));

  return {
    next,
    type,
    choose,
    product,
    upload,
    chooseGender,
    fillCustomer,
    fillProduct,
    fillPayment,
    setDate,
    dueDate,
    toReview,
    expectTexts,
    waitForCall,
  };
}
