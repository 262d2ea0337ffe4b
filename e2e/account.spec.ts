import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCreateShop, sampleShop, useSessionInBrowser, type ApiSession } from './support/auth';

async function apiGet<T>(request: APIRequestContext, shop: ApiSession, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Today in the shop's time zone, YYYY-MM-DD, as the export file names carry it. */
function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

test('the owner edits the shop details; a new pincode fills state and district; a reload keeps them', async ({
  page,
  request,
}) => {
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  await page.goto('/app/account');

  const card = page.getByRole('region', { name: 'Shop details' });
  await expect(card).toContainText(sampleShop.shop_name);
  await expect(card).toContainText(sampleShop.address);
  await expect(page.getByRole('region', { name: 'Sign-in' })).toContainText(
    `+91 ${shop.phone.slice(0, 5)} ${shop.phone.slice(5)}`,
  );

  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit shop details' });
  await expect(form.getByLabel('State')).toHaveValue(sampleShop.state);
  await form.getByLabel('Shop name').fill('Patel  Fashion House');
  await form.getByLabel('Shop address').fill('22 Ashram Road, Navrangpura');
  await form.getByLabel('Pincode').fill('400001');
  await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(form.getByLabel('District')).toHaveValue('Mumbai');
  await form.getByLabel('Pincode').fill('999999');
  await expect(form.getByText('Invalid Pincode')).toBeVisible();
  await expect(form.getByLabel('State')).toHaveValue('');
  await form.getByLabel('Pincode').fill('110001');
  await expect(form.getByLabel('State')).toHaveValue('Delhi');
  await expect(form.getByLabel('District')).toHaveValue('Central Delhi');
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Shop details saved.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Patel Fashion House');

  await page.reload();
  await expect(card).toContainText('Patel Fashion House');
  await expect(card).toContainText('22 Ashram Road, Navrangpura');
  await expect(card).toContainText('110001');
  await expect(card).toContainText('Central Delhi');
  await expect(card).toContainText('Delhi');
  await expect(page.getByRole('banner')).toContainText('Patel Fashion House');

  const details = await apiGet<{ store: Record<string, string> }>(
    request,
    shop,
    '/get_user_details',
  );
  expect(details.store).toMatchObject({
    shop_name: 'Patel Fashion House',
    address: '22 Ashram Road, Navrangpura',
    pincode: '110001',
    state: 'Delhi',
    district: 'Central Delhi',
  });
});

test("a garment added to the men's templates is offered when taking a new order", async ({
  page,
  request,
}) => {
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  await page.goto('/app/account?tab=templates');

  const editor = page.getByRole('region', { name: 'Measurement templates' });
  await expect(editor.getByText('Default templates')).toBeVisible();
  await editor.getByRole('button', { name: 'Add garment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a garment for men' });
  await dialog.getByLabel('Garment name').fill('Jodhpuri');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const jodhpuri = editor.getByRole('region', { name: /^Jodhpuri/ });
  for (const name of ['Chest', 'Length']) {
    await jodhpuri.getByLabel('New measurement').fill(name);
    await jodhpuri.getByLabel('New measurement').press('Enter');
  }
  await expect(
    jodhpuri.getByRole('list', { name: 'Measurements of Jodhpuri' }).getByRole('listitem'),
  ).toHaveText(['1Chest', '2Length']);
  await editor.getByRole('button', { name: 'Save templates' }).click();
  await expect(page.getByText('Measurement templates saved.')).toBeVisible();
  await expect(editor.getByText('Your own templates')).toBeVisible();

  const saved = await apiGet<{
    measurement_templates: { male: { garment: string; measurements: string[] }[] };
  }>(request, shop, '/settings');
  expect(saved.measurement_templates.male.at(-1)).toEqual({
    garment: 'Jodhpuri',
    measurements: ['Chest', 'Length'],
  });

  await page.goto('/app/new-order');
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const product = page.getByRole('region', { name: 'Product 1' });
  await product.getByRole('combobox', { name: 'Garment' }).click();
  await expect(page.getByRole('option', { name: 'Jodhpuri', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Jodhpuri', exact: true }).click();
  await expect(product.getByRole('textbox', { name: 'Chest', exact: true })).toBeVisible();
  await expect(product.getByRole('textbox', { name: 'Length', exact: true })).toBeVisible();
  await expect(product.getByRole('textbox', { name: 'Waist', exact: true })).toHaveCount(0);
});

test('the owner downloads the spreadsheets and the full backup', async ({ page, request }) => {
  const shop = await apiCreateShop(request);
  await useSessionInBrowser(page, shop);
  await page.goto('/app/account?tab=data');
  const today = shopToday();

  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download spreadsheets (CSV, zip)' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`tailor-shop-export-${today}.zip`);
  expect(zip.suggestedFilename()).toMatch(/^tailor-shop-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipBytes = await readFile((await zip.path())!);
  expect(zipBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText(`Saved tailor-shop-export-${today}.zip`)).toBeVisible();

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download full backup (JSON)' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^tailor-shop-export-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    format: string;
    store: { shop_name: string };
  };
  expect(backup.format).toBe('tailor-shop-manager-export');
  expect(backup.store.shop_name).toBe(sampleShop.shop_name);
});
