import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tailor/shared/constants';
import { FakeXhr, fileOf } from '../../../../test/fake-xhr';
import { browserImageCodec } from '../lib/shrink-image';
import { asha } from '../test/fixtures';
import { renderNewOrder } from '../test/render-new-order';

afterEach(() => vi.unstubAllGlobals());

const value = (name: string, container: HTMLElement = document.body) =>
  (within(container).getByRole('textbox', { name }) as HTMLInputElement).value;

describe('new order, step 2: customer and products', { timeout: 30_000 }, () => {
  it('names every missing detail and does not go on', async () => {
    const { chooseGender, next, expectTexts } = renderNewOrder();
    await chooseGender();
    await next();
    await expectTexts([
      'Enter a valid 10-digit mobile number.',
      'Customer name is required.',
      'Address is required',
      'Product name is required',
      'Price must be greater than zero',
      'Please add at least one image for each product',
      'Please assign an employee to each product',
      'Please correct the errors before proceeding',
    ]);
    expect(screen.getByRole('heading', { name: 'Customer details' })).toBeTruthy();
  });

  it('checks the customer name and address lengths', async () => {
    const { chooseGender, next, type, expectTexts } = renderNewOrder();
    await chooseGender();
    type('Customer mobile number', '98765abc');
    type('Customer name', 'Ra');
    type('Address', 'Road');
    await next();
    await expectTexts([
      'Enter a valid 10-digit mobile number.',
      'Customer name must be at least 3 characters',
      'Address must be at least 5 characters',
    ]);
    // Letters never get into the number.
    expect(value('Customer mobile number')).toBe('98765');
  });

  it('asks for at least one product', async () => {
    const { chooseGender, next, fillCustomer } = renderNewOrder();
    await chooseGender();
    fillCustomer();
    fireEvent.click(screen.getByRole('button', { name: 'Remove product 1' }));
    await next();
    expect(
      await screen.findByText('Please add at least one product before proceeding'),
    ).toBeTruthy();
  });

  it('goes on once everything is given', async () => {
    const { chooseGender, next, fillCustomer, fillProduct } = renderNewOrder();
    await chooseGender();
    fillCustomer();
    await fillProduct(1);
    await next();
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
  });

  it('fills in a returning customer and the measurements of their last order', async () => {
    const { chooseGender, type, choose, product, calls } = renderNewOrder({
      customer: asha,
      lastMeasurements: { shirt: { Chest: '38.5', Length: '29', 'Collar Style': 'Chinese' } },
    });
    await chooseGender();
    type('Customer mobile number', '912345678');
    // Nine digits are not a number yet: nothing is looked up.
    expect(calls.some((c) => c.url.includes('/customers/by-mobile/'))).toBe(false);
    type('Customer mobile number', '9123456789');
    await waitFor(() => expect(value('Customer name')).toBe('Asha Verma'));
    expect(value('Address')).toBe('22 MG Road, Navrangpura');
    expect(screen.getByText('Returning customer')).toBeTruthy();

    await choose('Garment', 'Shirt', product(1));
    const card = product(1);
    await waitFor(() => expect(value('Chest', card)).toBe('38.5'));
    expect(value('Length', card)).toBe('29');
    expect(value('Waist', card)).toBe('');
    // A measurement of their own from last time comes along too.
    expect(value('Collar Style', card)).toBe('Chinese');
    expect(within(card).getByText('Prefilled from last order')).toBeTruthy();

    // A garment they never ordered starts empty.
    await choose('Garment', 'Kurta', card);
    expect(value('Chest', card)).toBe('');
    expect(within(card).queryByText('Prefilled from last order')).toBeNull();
  });

  it('fills in measurements that arrive after the garment was chosen, never over typed ones', async () => {
    const { chooseGender, type, choose, product } = renderNewOrder({
      customer: asha,
      lastMeasurements: { Shirt: { Chest: '38.5', Length: '29' } },
    });
    await chooseGender();
    await choose('Garment', 'Shirt', product(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await choose('Garment', 'Shirt', product(2));
    type('Chest', '40', product(2));

    type('Customer mobile number', '9123456789');
    await waitFor(() => expect(value('Chest', product(1))).toBe('38.5'));
    expect(value('Length', product(1))).toBe('29');
    expect(within(product(1)).getByText('Prefilled from last order')).toBeTruthy();
    expect(value('Chest', product(2))).toBe('40');
    expect(value('Length', product(2))).toBe('');
    expect(within(product(2)).queryByText('Prefilled from last order')).toBeNull();
  });

  it('takes the number from ?mobile= and leaves typed names alone', async () => {
    const { chooseGender, type } = renderNewOrder({
      customer: asha,
      entry: '/app/new-order?mobile=9123456789',
    });
    await chooseGender();
    expect(value('Customer mobile number')).toBe('9123456789');
    await waitFor(() => expect(value('Customer name')).toBe('Asha Verma'));
    // Another number without a customer clears what was filled in for the first one.
    type('Customer mobile number', '9123456780');
    await waitFor(() => expect(value('Customer name')).toBe(''));
    expect(screen.queryByText('Returning customer')).toBeNull();
    type('Customer name', 'Someone Else');
    type('Customer mobile number', '9123456789');
    await screen.findByText('Returning customer');
    expect(value('Customer name')).toBe('Someone Else');
  });

  it('refuses files that are not images, and a big image it cannot shrink, without uploading them', async () => {
    // happy-dom cannot decode images: a file over 2MB cannot be made smaller here.
    const { chooseGender, upload } = renderNewOrder();
    await chooseGender();
    await upload(
      1,
      [fileOf('big.png', IMAGE_MAX_BYTES + 1), fileOf('notes.pdf', 100, 'application/pdf')],
      false,
    );
    expect(
      screen.getByText('notes.pdf: Only image files (JPEG, PNG, WebP) can be uploaded'),
    ).toBeTruthy();
    const tile = screen.getByRole('img', { name: 'big.png' }).parentElement!;
    expect(await within(tile).findByText('Each image must be 2MB or smaller')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shrinks a 5 MB phone photo under 2MB before uploading it', async ({ onTestFinished }) => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    // The canvas of a browser, as far as the shrinking needs it: a 4000 × 3000 photo whose JPEG
    // takes 0.9 bytes a pixel at quality 1.
    const decode = vi.spyOn(browserImageCodec, 'decode').mockResolvedValue({
      width: 4000,
      height: 3000,
      source: {} as CanvasImageSource,
      close: () => undefined,
    });
    vi.spyOn(browserImageCodec, 'encodeJpeg').mockImplementation(
      async (_image, width, height, quality) => {
        const size = Math.round(width * height * 0.9 * quality);
        return new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
      },
    );
    const { chooseGender, upload } = renderNewOrder();
    await chooseGender();
    const picked = fileOf('IMG_2041.jpg', 5 * 1024 * 1024, 'image/jpeg');
    const [xhr] = await upload(1, [picked], false);
    expect(decode).toHaveBeenCalledWith(picked);
    expect(xhr!.file!.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(xhr!.file!.type).toBe('image/jpeg');
    expect(screen.getByRole('progressbar', { name: 'Uploading IMG_2041.jpg' })).toBeTruthy();
    await xhr!.respond(201, { _id: 'img-1', url: '/api/images/1' });
    expect(await screen.findByLabelText('IMG_2041.jpg uploaded')).toBeTruthy();
  });

  it('takes an image of exactly 2MB and at most 4 per product', async () => {
    const { chooseGender, upload } = renderNewOrder();
    await chooseGender();
    const files = [1, 2, 3, 4, 5].map((n) => fileOf(`p${n}.png`, n === 1 ? IMAGE_MAX_BYTES : 10));
    await upload(1, files, false);
    expect(FakeXhr.sent).toHaveLength(4);
    expect(
      await screen.findByText('p5.png: You can add at most 4 images per product'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Add images for product 1')).toBeNull();
  });

  it('uploads each image at once, with a progress bar and the session token', async () => {
    const { chooseGender, upload } = renderNewOrder();
    await chooseGender();
    const [xhr] = await upload(1, [fileOf('front.png', 5000)], false);
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe('/api/upload_image');
    expect(xhr!.headers.Authorization).toBe('Bearer token-1');
    expect(xhr!.file?.name).toBe('front.png');

    const bar = screen.getByRole('progressbar', { name: 'Uploading front.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    xhr!.progress(2500, 5000);
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Uploading 50%')).toBeTruthy();

    await xhr!.respond(201, { _id: 'img-front', url: '/api/images/front' });
    expect(screen.queryByRole('progressbar', { name: 'Uploading front.png' })).toBeNull();
    expect(screen.getByLabelText('front.png uploaded')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'front.png' })).toBeTruthy();
  });

  it("shows the server's reason for a failed upload and retries it", async () => {
    const { chooseGender, upload, next } = renderNewOrder();
    await chooseGender();
    const [xhr] = await upload(1, [fileOf('odd.png')], false);
    await xhr!.respond(400, {
      error: 'Only image files (JPEG, PNG, WebP) can be uploaded',
      code: 'IMAGE_NOT_AN_IMAGE',
    });
    expect(
      await screen.findByText('Only image files (JPEG, PNG, WebP) can be uploaded'),
    ).toBeTruthy();
    await next();
    expect(
      await screen.findByText('Remove or retry the images that failed to upload'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await FakeXhr.sent[1]!.respond(201, { _id: 'img-2', url: '/api/images/2' });
    expect(screen.getByLabelText('odd.png uploaded')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Remove or retry the images that failed to upload')).toBeNull(),
    );
  });

  it('removes an image and stops its upload', async () => {
    const { chooseGender, upload } = renderNewOrder();
    await chooseGender();
    const [xhr] = await upload(1, [fileOf('slow.png')], false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image slow.png' }));
    expect(xhr!.aborted).toBe(true);
    expect(screen.queryByRole('img', { name: 'slow.png' })).toBeNull();
  });

  it('lets the user add and remove measurements of their own', async () => {
    const { chooseGender, choose, product, type } = renderNewOrder();
    await chooseGender();
    await choose('Garment', 'Shirt', product(1));
    const card = product(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Cuff' }));
    expect(within(card).queryByRole('textbox', { name: 'Cuff' })).toBeNull();
    type('New measurement name', 'chest', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
    expect(within(card).getByText('This measurement is already listed')).toBeTruthy();
    type('New measurement name', 'Pocket Height', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
    type('Pocket Height', '6', card);
    expect(value('Pocket Height', card)).toBe('6');
  });

  it('opens the number pad for lengths, shows they are in inches, and keeps names whole', async () => {
    const { chooseGender, choose, product, type } = renderNewOrder();
    await chooseGender();
    await choose('Garment', 'Shirt', product(1));
    const card = product(1);
    const chest = within(card).getByRole('textbox', { name: 'Chest' });
    expect(chest.getAttribute('inputmode')).toBe('decimal');
    expect(chest.closest('.MuiInputBase-root')!.textContent).toContain('in');
    // The name is a label of its own above the input, free to wrap, not a floating label that
    // is cut off beside the remove button.
    const label = within(card).getByText('Sleeve Length', { selector: 'label' });
    expect(label.classList.contains('MuiInputLabel-root')).toBe(false);
    expect(label.closest('.MuiInputBase-root')).toBeNull();
    // A measurement of the user's own may be a word, so it keeps the full keyboard.
    type('New measurement name', 'Collar Style', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
    const collar = within(card).getByRole('textbox', { name: 'Collar Style' });
    expect(collar.getAttribute('inputmode')).toBeNull();
  });

  it('adds the first employee from the product card and assigns them', async () => {
    const { chooseGender, calls } = renderNewOrder({ employees: [] });
    await chooseGender();
    expect(
      await screen.findByText('No employees yet. Add one to assign this product.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    for (const text of [
      'Name is required',
      'Enter a valid 10-digit mobile number.',
      'Experience is required',
      'Specialization is required',
    ]) {
      expect(await within(dialog).findByText(text)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Ravi Kumar' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '9876500001' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Experience' }), {
      target: { value: '6' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Specialization' }));
    fireEvent.click(await screen.findByRole('option', { name: "Men's wear" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = calls.find((c) => c.url === '/api/add_employee');
    expect(added?.body).toEqual({
      name: 'Ravi Kumar',
      phone: '9876500001',
      position: 'tailor',
      experience: 6,
      specialization: "men's wear",
      // Adding someone invites them to sign in unless the switch is turned off.
      send_invite: 'sms',
    });
    expect(added?.headers.get('Idempotency-Key')).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: 'Assigned employee' });
    expect(select.textContent).toContain('Ravi Kumar');
  });
});
