import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INVITE_DIALOG_CLOSE_MS, OTP_RESEND_COOLDOWN_S } from '@tailor/shared/constants';
import { addDays, todayInShopZone } from '@tailor/shared/dates';
import sharp from 'sharp';
import { apiCreateShop, sampleShop, useSessionInBrowser, type ApiSession } from './support/auth';
import { otpCount, readOtp, uniquePhone } from './support/sms-outbox';

/** A row of the employee's order table: its name starts with the order number. */
function orderRowName(orderNumber: number): RegExp {
  return new RegExp(`^#${orderNumber} `);
}

function auth(session: ApiSession) {
  return { authorization: `Bearer ${session.token}` };
}

/** The server sends one code per phone every OTP_RESEND_COOLDOWN_S; wait until the next may go. */
async function waitForOtpCooldown(page: Page, lastRequestAt: number): Promise<void> {
  const left = lastRequestAt + (OTP_RESEND_COOLDOWN_S + 1) * 1000 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** Clicks the button that asks for a code, then reads the code the server sent to `phone`. */
async function requestOtp(page: Page, phone: string, buttonName: string) {
  const before = otpCount(phone);
  const requestedAt = Date.now();
  await page.getByRole('button', { name: buttonName }).click();
  return { otp: await readOtp(phone, before), requestedAt };
}

async function createAssignedOrder(
  request: APIRequestContext,
  shop: ApiSession,
  employeeId: string,
): Promise<{ _id: string; order_number: number }> {
  const png = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#7986cb' },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/upload_image', {
    headers: auth(shop),
    multipart: { file: { name: 'shirt.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const image = (await uploaded.json()) as { _id: string };
  const created = await request.post('/api/create_order', {
    headers: auth(shop),
    data: {
      customer: {
        name: 'Anil Sharma',
        mobile_no: uniquePhone(),
        address: '22 Ashram Road, Navrangpura',
        gender: 'male',
      },
      order: {
        orderType: 'new',
        totalAmount: 1200,
        advancePayment: 500,
        paymentType: 'cash',
        dueDate: addDays(todayInShopZone(), 4),
        products: [
          {
            product: { name: 'Shirt' },
            price: 1200,
            measurements: { Chest: '40', Sleeve: '24.5' },
            note: 'Slim fit, two pockets',
            assigned_to: employeeId,
            uploadedImages: [image._id],
          },
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

test.describe('team', () => {
  test('an invited employee joins, works on an assigned order, joins a second shop and switches between them', async ({
    browser,
    request,
  }) => {
    // Three OTPs go to one phone, each after the server's resend cooldown.
    test.setTimeout(240_000);
    const shop = await apiCreateShop(request);
    const phone = uniquePhone();

    // The shopkeeper recorded Kiran without an invite; Kiran's page invites them (the Invites tab
    // has no invite form of its own) and the link is copied.
    const added = await request.post('/api/add_employee', {
      headers: auth(shop),
      data: { name: 'Kiran Desai', phone, experience: 3, specialization: 'all types' },
    });
    expect(added.status()).toBe(201);
    const recorded = (await added.json()) as { _id: string; sign_in: string };
    expect(recorded.sign_in).toBe('none');
    const owner = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const ownerPage = await owner.newPage();
    await useSessionInBrowser(ownerPage, shop);
    await ownerPage.goto('/app/employee-list');
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await ownerPage.getByRole('tab', { name: 'Invites' }).click();
    await expect(ownerPage.getByRole('heading', { name: 'Sent Invites' })).toBeVisible();
    await expect(ownerPage.getByText('No invites sent')).toBeVisible();
    await expect(ownerPage.getByRole('button', { name: 'Invite Employee' })).toHaveCount(0);
    await ownerPage.goto(`/app/employee-details/${recorded._id}`);
    await ownerPage.getByRole('button', { name: 'Invite to sign in' }).click();
    const inviteDialog = ownerPage.getByRole('dialog', { name: 'Invite New Employee' });
    await expect(inviteDialog.getByLabel('Name')).toHaveValue('Kiran Desai');
    await inviteDialog.getByLabel('Mobile number').fill(`${phone}55`);
    await expect(inviteDialog.getByLabel('Mobile number')).toHaveValue(phone);
    await inviteDialog.getByRole('button', { name: 'Generate Invite Link' }).click();
    await expect(inviteDialog.getByText('Invite Link Generated!')).toBeVisible();
    await expect(inviteDialog.getByText('Share this link with your new employee')).toBeVisible();
    const link =
      (await inviteDialog.getByRole('textbox', { name: 'Invite link' }).textContent()) ?? '';
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[\w-]{22,}$/);
    await inviteDialog.getByRole('button', { name: 'Copy Link' }).click();
    const copied = ownerPage.getByRole('dialog', { name: 'Link Copied!' });
    await expect(
      copied.getByText('The invite link has been copied to your clipboard.'),
    ).toBeVisible();
    await expect(copied.getByText('You can now share it with your new employee.')).toBeVisible();
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Both dialogs close by themselves 2.5 s after the copy.
    await expect(inviteDialog).toBeHidden({ timeout: INVITE_DIALOG_CLOSE_MS + 5_000 });
    await expect(copied).toBeHidden();
    await expect(ownerPage.getByRole('button', { name: 'Invite to sign in' })).toHaveCount(0);
    await ownerPage.goto('/app/employee-list');
    await ownerPage.getByRole('tab', { name: 'Invites' }).click();
    const inviteCard = ownerPage.getByRole('article', { name: 'Kiran Desai' });
    await expect(inviteCard.getByTestId('invite-status-chip')).toHaveText('Pending');
    await expect(inviteCard.getByText('Employee Invite')).toBeVisible();
    await expect(inviteCard.getByTestId('invite-card-link')).toHaveText(link);
    await expect(
      inviteCard.getByRole('button', { name: 'Resend the invite of Kiran Desai' }),
    ).toBeVisible();

    // Kiran opens the link on their own phone, verifies the number and accepts.
    const worker = await browser.newContext();
    const workerPage = await worker.newPage();
    await workerPage.goto(link);
    await expect(workerPage.getByTestId('invite-shop-name')).toHaveText(sampleShop.shop_name);
    await expect(
      workerPage.getByText(`Hello Kiran Desai, ${sampleShop.shop_name} has invited you`),
    ).toBeVisible();
    await expect(workerPage.getByText(`Use the number ending in ${phone.slice(-4)}`)).toBeVisible();
    await workerPage.getByLabel('Your mobile number').fill(phone);
    const first = await requestOtp(workerPage, phone, 'Send OTP');
    await workerPage.getByLabel('OTP', { exact: true }).fill(first.otp);
    await workerPage.getByRole('button', { name: 'Accept Invite' }).click();
    await expect(workerPage).toHaveURL(/\/employee\/orders$/);
    await expect(workerPage.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(workerPage.getByRole('banner')).toContainText(sampleShop.shop_name);
    await expect(workerPage.getByText('No work assigned yet')).toBeVisible();

    // The shopkeeper sees the invite accepted and Kiran among the employees.
    await ownerPage.getByRole('button', { name: 'Refresh' }).click();
    await expect(inviteCard.getByTestId('invite-status-chip')).toHaveText('Accepted');
    await ownerPage.getByRole('tab', { name: 'Employees' }).click();
    const employeeTable = ownerPage.getByRole('table', { name: 'Employees' });
    await expect(employeeTable.getByRole('row', { name: /Kiran Desai/ })).toContainText(
      `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    );

    // An order over the API with Kiran's shirt in it.
    const listed = await request.get('/api/get_employees', { headers: auth(shop) });
    const { employees } = (await listed.json()) as { employees: { _id: string; phone: string }[] };
    const kiran = employees.find((employee) => employee.phone === phone);
    expect(kiran).toBeDefined();
    const order = await createAssignedOrder(request, shop, kiran!._id);

    // Kiran finds it, opens the shirt's page, then the order, and starts the work.
    await workerPage.reload();
    const orders = workerPage.getByRole('table', { name: 'My Orders' });
    const row = orders.getByRole('row', { name: orderRowName(order.order_number) });
    await expect(row).toContainText('Anil Sharma');
    await expect(row).toContainText('Assigned');
    await row.getByRole('link', { name: `Shirt of order #${order.order_number}` }).click();
    await expect(workerPage.getByRole('heading', { level: 1, name: 'Shirt' })).toBeVisible();
    const measurements = workerPage.getByRole('region', { name: 'Measurements' });
    await expect(
      measurements.getByTestId('measurement').filter({ hasText: 'Chest' }),
    ).toContainText('40');
    await expect(workerPage.getByText('Slim fit, two pockets')).toBeVisible();
    await workerPage.getByRole('link', { name: 'Open Order' }).click();
    await expect(
      workerPage.getByRole('heading', { level: 1, name: `Order #${order.order_number}` }),
    ).toBeVisible();
    const updateStatus = () =>
      workerPage
        .getByRole('group', { name: 'Order actions' })
        .getByRole('button', { name: 'Update Status' })
        .click();
    await updateStatus();
    let statusDialog = workerPage.getByTestId('update-status-dialog');
    await statusDialog.getByRole('radio', { name: /^In Process/ }).check();
    await statusDialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(workerPage.getByTestId('order-status-chip')).toHaveText('In Process');
    await updateStatus();
    statusDialog = workerPage.getByTestId('update-status-dialog');
    await expect(statusDialog.getByRole('radio', { name: /^Delivered/ })).toBeDisabled();
    await expect(statusDialog.getByTestId('shopkeeper-only')).toHaveText('Shopkeeper Only');
    await workerPage.keyboard.press('Escape');

    // A second shop invites Kiran, who accepts from their own invites page.
    const secondShop = await apiCreateShop(request, {
      ...sampleShop,
      shop_name: 'Sharma Tailors',
      owners_name: 'Rakesh Sharma',
    });
    const invited = await request.post('/api/send-invite', {
      headers: auth(secondShop),
      data: { name: 'Kiran Desai', phone },
    });
    expect(invited.status()).toBe(201);
    await workerPage.goto('/employee/invites');
    const secondInvite = workerPage.getByRole('article', { name: 'Sharma Tailors' });
    await expect(secondInvite.getByTestId('invite-status-chip')).toHaveText('Pending');
    await expect(
      workerPage
        .getByRole('article', { name: sampleShop.shop_name })
        .getByTestId('invite-status-chip'),
    ).toHaveText('Accepted');
    await secondInvite
      .getByRole('button', { name: 'Accept the invite from Sharma Tailors' })
      .click();
    const answer = workerPage.getByRole('dialog', { name: 'Join Sharma Tailors' });
    await expect(answer.getByLabel('Your mobile number')).toHaveValue(phone);
    await waitForOtpCooldown(workerPage, first.requestedAt);
    const second = await requestOtp(workerPage, phone, 'Send OTP');
    await answer.getByLabel('OTP', { exact: true }).fill(second.otp);
    await answer.getByRole('button', { name: 'Accept Invite' }).click();
    await expect(workerPage).toHaveURL(/\/employee\/orders$/);
    await expect(workerPage.getByRole('banner')).toContainText('Sharma Tailors');
    await expect(workerPage.getByText('No work assigned yet')).toBeVisible();

    // Signing in again with two jobs asks for a store first.
    await workerPage.getByRole('button', { name: 'Logout' }).click();
    await workerPage
      .getByRole('dialog', { name: 'Log out?' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(workerPage.getByLabel('Mobile number')).toBeVisible();
    await workerPage.getByLabel('Mobile number').fill(phone);
    await waitForOtpCooldown(workerPage, second.requestedAt);
    const third = await requestOtp(workerPage, phone, 'Send OTP');
    await workerPage.getByLabel('OTP', { exact: true }).fill(third.otp);
    await workerPage.getByRole('button', { name: 'Verify' }).click();
    await expect(workerPage).toHaveURL(/\/store-selection$/);
    await expect(
      workerPage.getByRole('heading', { level: 1, name: 'Select a Store' }),
    ).toBeVisible();
    const stores = workerPage.getByRole('list', { name: 'Your shops' });
    await expect(stores.getByRole('button')).toHaveText([sampleShop.shop_name, 'Sharma Tailors']);
    await stores.getByRole('button', { name: `Work in ${sampleShop.shop_name}` }).click();
    await expect(workerPage).toHaveURL(/\/employee\/orders$/);
    await expect(workerPage.getByRole('banner')).toContainText(sampleShop.shop_name);
    await expect(
      workerPage.getByRole('table', { name: 'My Orders' }).getByRole('row', {
        name: orderRowName(order.order_number),
      }),
    ).toContainText('In Process');

    // The app bar's store menu switches to the other shop and back.
    const switchTo = async (store: string) => {
      await workerPage.getByRole('button', { name: 'Switch store' }).click();
      await workerPage.getByRole('menuitem', { name: store }).click();
      await expect(workerPage.getByRole('banner')).toContainText(store);
    };
    await switchTo('Sharma Tailors');
    await expect(workerPage.getByText('Now working in Sharma Tailors')).toBeVisible();
    await expect(workerPage.getByText('No work assigned yet')).toBeVisible();
    await switchTo(sampleShop.shop_name);
    await expect(
      workerPage.getByRole('table', { name: 'My Orders' }).getByRole('row', {
        name: orderRowName(order.order_number),
      }),
    ).toBeVisible();

    await owner.close();
    await worker.close();
  });
});
