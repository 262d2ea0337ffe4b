import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCreateShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { shopDate } from './support/dates';
import { choose, measurement, typeDate } from './support/forms';
import { uniquePhone } from './support/sms-outbox';

/**
 * Several people on one mobile number: a husband brings his wife's blouse on his own phone. The
 * number offers its people; choosing one fills in their details and their last measurements.
 */
async function placeFor(
  request: APIRequestContext,
  shop: ApiSession,
  customer: Record<string, unknown>,
  garment: string,
  measurements: Record<string, string>,
): Promise<{ customer_id: string }> {
  const response = await request.post('/api/create_order', {
    headers: { authorization: `Bearer ${shop.token}` },
    data: {
      customer: { address: '7 Nehru Nagar, Indore', ...customer },
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 0,
        paymentType: 'cash',
        orderDate: shopDate(0),
        dueDate: shopDate(2),
        products: [{ product: { name: garment }, price: 0, measurements }],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { customer_id: string };
}

test('a returning number offers its people; choosing one fills their last measurements and flags a change', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const phone = uniquePhone();
  await placeFor(
    request,
    shop,
    { name: 'Suresh Patel', mobile_no: phone, gender: 'male' },
    'Kurta',
    {
      Chest: '40',
    },
  );
  const wife = await placeFor(
    request,
    shop,
    { name: 'Meena Patel', mobile_no: phone, gender: 'female', newPerson: true, relation: 'wife' },
    'Blouse',
    { Waist: '30' },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/add-alteration-order');
  await page.getByLabel('Customer mobile number').fill(phone);
  const people = page.getByRole('radiogroup', { name: 'Who is this order for?' });
  await expect(people.getByRole('radio')).toHaveCount(3);
  await expect(people).toContainText('Suresh Patel');
  await expect(people).toContainText('Wife');
  await expect(people).toContainText('Someone new on this number');
  await page.screenshot({ path: test.info().outputPath('people-on-number-390.png') });

  await people.getByRole('radio', { name: /Meena Patel/ }).check();
  await expect(page.getByText('Returning customer: Meena Patel')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Female' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Customer name')).toHaveValue('Meena Patel');

  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Blouse');
  await expect(product.getByText('Last time: 30')).toBeVisible();
  await measurement(product, 'Waist').fill('36');
  await expect(product.getByText('+6 since last time: please check')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await typeDate(page, 'Due date', shopDate(3));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit order' });
  await dialog.getByLabel('I have checked these values: they are right').check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/order-details\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  const order = await request.get(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  const saved = (await order.json()) as { customer_id: string };
  expect(saved.customer_id).toBe(wife.customer_id);
});

test('someone new on a known number gets a record of their own with their relation', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const phone = uniquePhone();
  const husband = await placeFor(
    request,
    shop,
    { name: 'Suresh Patel', mobile_no: phone, gender: 'male' },
    'Kurta',
    { Chest: '40' },
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await useSessionInBrowser(page, shop);
  await page.goto('/app/add-alteration-order');
  await page.getByLabel('Customer mobile number').fill(phone);
  const people = page.getByRole('radiogroup', { name: 'Who is this order for?' });
  // A number with one person chooses them, as before.
  await expect(people.getByRole('radio', { name: /Suresh Patel/ })).toBeChecked();
  await people.getByRole('radio', { name: 'Someone new on this number' }).check();
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Customer name')).toHaveValue('');
  await expect(page.getByLabel('Address')).toHaveValue('7 Nehru Nagar, Indore');
  await page.getByLabel('Customer name').fill('Rohan Patel');
  await choose(page, page, 'Relation', 'Son');
  await typeDate(page, 'Date of birth', '2012-05-20');
  await page.screenshot({ path: test.info().outputPath('someone-new-1280.png') });
  const product = page.getByRole('region', { name: 'Product 1' });
  await choose(page, product, 'Garment', 'Kurta');
  await expect(product.getByText('Last time: 40')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await typeDate(page, 'Due date', shopDate(3));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText('Son');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page
    .getByRole('dialog', { name: 'Submit order' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/app\/order-details\/[0-9a-f-]{36}$/);

  const lookup = await request.get(`/api/customers/by-mobile/${phone}`, {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  const body = (await lookup.json()) as {
    _id: string;
    people: { name: string; relation: string; date_of_birth: string | null }[];
  };
  expect(body._id).toBe(husband.customer_id);
  expect(body.people.map((p) => [p.name, p.relation, p.date_of_birth])).toEqual([
    ['Suresh Patel', 'self', null],
    ['Rohan Patel', 'son', '2012-05-20'],
  ]);
});

test('a relation typed wrong is corrected on the customer page, and a name taken on the number is refused at its field', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const shop = await apiCreateShop(request);
  const phone = uniquePhone();
  await placeFor(
    request,
    shop,
    { name: 'Suresh Patel', mobile_no: phone, gender: 'male' },
    'Kurta',
    { Chest: '40' },
  );
  const child = await placeFor(
    request,
    shop,
    { name: 'Priya Patl', mobile_no: phone, gender: 'male', newPerson: true, relation: 'son' },
    'Frock',
    { Length: '24' },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInBrowser(page, shop);
  await page.goto(`/app/customers/${child.customer_id}`);
  const card = page.getByRole('region', { name: 'Customer details' });
  await expect(card.getByRole('heading', { name: 'Priya Patl' })).toBeVisible();
  await expect(card).toContainText('Son');
  await page.screenshot({ path: test.info().outputPath('customer-card-390.png') });

  await card.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Priya Patl');
  await name.fill('suresh patel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Someone on this mobile number already has this name');
  await page.screenshot({ path: test.info().outputPath('edit-details-taken-390.png') });

  await name.fill('Priya Patel');
  await choose(page, dialog, 'Relation', 'Daughter');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await typeDate(page, 'Date of birth', '2014-02-11');
  await page.screenshot({ path: test.info().outputPath('edit-details-390.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Details updated.')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Priya Patel' })).toBeVisible();
  await expect(card).toContainText('Daughter');
  await expect(card).toContainText('Female');
  await expect(card).not.toContainText('Son');

  // Still so after a reload: the server kept it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Priya Patel' })).toBeVisible();
  await expect(card).toContainText('Daughter');
  await page.screenshot({ path: test.info().outputPath('customer-card-1280.png') });
  await card.getByRole('button', { name: 'Edit details' }).click();
  await page.screenshot({ path: test.info().outputPath('edit-details-1280.png') });
  await page.keyboard.press('Escape');

  for (const [language, title] of [
    ['hi', 'विवरण बदलें'],
    ['ta', 'விவரங்களைத் திருத்து'],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    await page.reload();
    await page.getByRole('button', { name: title }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`edit-details-390-${language}.png`) });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath(`customer-card-390-${language}.png`) });
  }
});
