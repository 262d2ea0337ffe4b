import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeasurementTemplates } from '@tailor/shared/measurements';
import { ruleText } from '@tailor/shared/rule-codes';
import type { Settings } from '@tailor/shared/settings-responses';
import { apiConfig } from '../../../lib/api-client';
import { renderPage, stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { MeasurementTemplatesSection } from './measurement-templates-section';
import { makeSettings } from '../../../test/settings-fixtures';

const OWN: MeasurementTemplates = {
  male: [
    { garment: 'Kurta', measurements: ['Length', 'Chest', 'Waist'] },
    { garment: 'Pyjama', measurements: ['Length', 'Waist'] },
  ],
  female: [{ garment: 'Blouse', measurements: ['Bust', 'Waist'] }],
};

const settingsWith = (templates: MeasurementTemplates, custom = true): Settings =>
  makeSettings({ measurement_templates: templates, custom_measurement_templates: custom });

/** A small stand-in for GET and PUT /settings; `put` may answer instead (errors). */
function setup(options: { templates?: MeasurementTemplates; put?: StubAnswer } = {}) {
  let current = settingsWith(options.templates ?? OWN);
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/settings' && call.method === 'GET') return { body: current };
    if (call.url === '/api/settings' && call.method === 'PUT') {
      if (options.put) return options.put;
      const body = call.body as { measurement_templates: MeasurementTemplates | null };
      current = body.measurement_templates
        ? settingsWith(body.measurement_templates)
        : settingsWith(OWN, false);
      return { body: current };
    }
    return {
      status: 404,
      body: {
        error: `Not found: ${call.method} ${call.url}`,
        code: 'ROUTE_NOT_FOUND',
        params: { method: call.method, path: call.url },
      },
    };
  });
  const { router } = renderPage(<MeasurementTemplatesSection />, { path: '/app/account' });
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  return { calls, puts, router };
}

const panel = async (garment: string) => {
  const summary = await screen.findByRole('button', { name: new RegExp(`^${garment}\\b`) });
  if (summary.getAttribute('aria-expanded') !== 'true') fireEvent.click(summary);
  return screen.findByRole('region', { name: new RegExp(`^${garment}\\b`) });
};

const measurementsIn = (region: HTMLElement, garment: string) =>
  within(within(region).getByRole('list', { name: `Measurements of ${garment}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));

async function nameDialog(title: string, name: string, submit: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const input = within(dialog).getByRole('textbox');
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  return dialog;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save templates' }));

describe('MeasurementTemplatesEditor', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('lists each gender’s garments with their measurement names', async () => {
    setup();
    const men = await screen.findByRole('list', { name: 'Garments for men' });
    expect(within(men).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Kurta/ }).textContent).toContain(
      'Length · Chest · Waist',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Women (1)' }));
    const women = await screen.findByRole('list', { name: 'Garments for women' });
    expect(within(women).getByRole('button', { name: /^Blouse/ })).toBeTruthy();
    expect(screen.getByText('Your own templates')).toBeTruthy();
    expect(
      screen.getByText(
        'Changes apply to new orders only. Past orders keep the measurements they were taken with.',
      ),
    ).toBeTruthy();
  });

  it('adds a garment with two measurements and saves all templates', async () => {
    const { puts } = setup();
    await screen.findByRole('list', { name: 'Garments for men' });
    expect(screen.getByRole('button', { name: 'Save templates' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add garment' }));
    await nameDialog('Add a garment for men', '  Jodhpuri', 'Add');

    const region = await screen.findByRole('region', { name: /^Jodhpuri/ });
    const field = within(region).getByLabelText('New measurement');
    for (const name of ['Chest', 'Length']) {
      fireEvent.change(field, { target: { value: name } });
      fireEvent.click(within(region).getByRole('button', { name: 'Add' }));
    }
    expect(measurementsIn(region, 'Jodhpuri')).toEqual(['Chest', 'Length']);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    save();
    expect(await screen.findByText('Measurement templates saved.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        measurement_templates: {
          male: [...OWN.male, { garment: 'Jodhpuri', measurements: ['Chest', 'Length'] }],
          female: OWN.female,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('renames a garment and a measurement', async () => {
    const { puts } = setup();
    const region = await panel('Kurta');
    fireEvent.click(within(region).getByRole('button', { name: 'Rename garment' }));
    await nameDialog('Rename Kurta', 'Pathani Kurta', 'Rename');
    fireEvent.click(within(region).getByRole('button', { name: 'Rename Chest' }));
    await nameDialog('Rename Chest', 'Chest Round', 'Rename');
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      measurement_templates: {
        male: [
          { garment: 'Pathani Kurta', measurements: ['Length', 'Chest Round', 'Waist'] },
          OWN.male[1],
        ],
        female: OWN.female,
      },
    });
  });

  it('removes a garment after asking, and a measurement at once', async () => {
    const { puts } = setup();
    const kurta = await panel('Kurta');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Waist' }));
    expect(measurementsIn(kurta, 'Kurta')).toEqual(['Length', 'Chest']);
    const pyjama = await panel('Pyjama');
    fireEvent.click(within(pyjama).getByRole('button', { name: 'Remove garment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Pyjama?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pyjama/ })).toBeNull());
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      measurement_templates: {
        male: [{ garment: 'Kurta', measurements: ['Length', 'Chest'] }],
        female: OWN.female,
      },
    });
  });

  it('reorders measurements and garments with the up and down buttons', async () => {
    const { puts } = setup();
    const kurta = await panel('Kurta');
    expect(within(kurta).getByRole('button', { name: 'Move Length up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(kurta).getByRole('button', { name: 'Move Waist up' }));
    fireEvent.click(within(kurta).getByRole('button', { name: 'Move Length down' }));
    expect(measurementsIn(kurta, 'Kurta')).toEqual(['Waist', 'Length', 'Chest']);
    fireEvent.click(within(kurta).getByRole('button', { name: 'Move down' }));
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      measurement_templates: {
        male: [OWN.male[1], { garment: 'Kurta', measurements: ['Waist', 'Length', 'Chest'] }],
        female: OWN.female,
      },
    });
  });

  it('discards edits without saving', async () => {
    const { puts } = setup();
    const kurta = await panel('Kurta');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Chest' }));
    // The templates' own Discard: the unit card above has one too.
    const templates = screen.getByRole('region', { name: /^Measurement templates/ });
    fireEvent.click(within(templates).getByRole('button', { name: 'Discard changes' }));
    expect(measurementsIn(kurta, 'Kurta')).toEqual(['Length', 'Chest', 'Waist']);
    expect(puts()).toEqual([]);
  });

  it('asks before leaving the page with unsaved edits, and stays or leaves as told', async () => {
    const { router } = setup();
    const kurta = await panel('Kurta');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Chest' }));
    await act(() => router.navigate('/app/order_list'));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/account');
    expect(measurementsIn(kurta, 'Kurta')).toEqual(['Length', 'Waist']);

    await act(() => router.navigate('/app/order_list'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/order_list'));
  });

  it('leaves without asking when nothing was changed', async () => {
    const { router } = setup();
    await panel('Kurta');
    await act(() => router.navigate('/app/order_list'));
    expect(router.state.location.pathname).toBe('/app/order_list');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back to the default templates after asking', async () => {
    const { puts } = setup();
    await screen.findByText('Your own templates');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default templates?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Default templates restored.')).toBeTruthy();
    expect(puts()).toEqual([{ measurement_templates: null }]);
    expect(await screen.findByText('Default templates')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('refuses an empty or repeated name in the dialog', async () => {
    setup();
    await screen.findByRole('list', { name: 'Garments for men' });
    fireEvent.click(screen.getByRole('button', { name: 'Add garment' }));
    const dialog = await nameDialog('Add a garment for men', '', 'Add');
    expect(within(dialog).getByText('Garment name is required')).toBeTruthy();
    await nameDialog('Add a garment for men', 'kurta', 'Add');
    expect(within(dialog).getByText('This garment is already in the list')).toBeTruthy();
  });

  it('refuses a measurement already listed for the garment', async () => {
    setup();
    const kurta = await panel('Kurta');
    fireEvent.change(within(kurta).getByLabelText('New measurement'), {
      target: { value: 'CHEST' },
    });
    fireEvent.click(within(kurta).getByRole('button', { name: 'Add' }));
    expect(within(kurta).getByText('This measurement is already in the list')).toBeTruthy();
    expect(measurementsIn(kurta, 'Kurta')).toEqual(['Length', 'Chest', 'Waist']);
  });

  it('says what to fix before saving a garment without measurements', async () => {
    const { puts } = setup();
    await screen.findByRole('list', { name: 'Garments for men' });
    fireEvent.click(screen.getByRole('button', { name: 'Add garment' }));
    await nameDialog('Add a garment for men', 'Achkan', 'Add');
    save();
    expect(await screen.findByText('Add at least one measurement for each garment')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it("shows the text of the server's validation code, never its English sentence", async () => {
    setup({
      put: {
        status: 400,
        body: {
          error: ruleText('SETTINGS_GARMENT_TWICE', { gender: 'male', garment: 'Kurta' }),
          code: 'VALIDATION_FAILED',
        },
      },
    });
    const kurta = await panel('Kurta');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Chest' }));
    save();
    expect(
      await screen.findByText('Some details are not valid. Please check them and try again.'),
    ).toBeTruthy();
    expect(
      screen.queryByText(ruleText('SETTINGS_GARMENT_TWICE', { gender: 'male', garment: 'Kurta' })),
    ).toBeNull();
  });

  it("shows the rule the server names in its words, with the garment's names", async () => {
    setup({
      put: {
        status: 400,
        body: {
          error: ruleText('SETTINGS_GARMENT_TWICE', { gender: 'male', garment: 'Kurta' }),
          code: 'VALIDATION_FAILED',
          params: {
            gender: 'male',
            garment: 'Kurta',
            rule: 'SETTINGS_GARMENT_TWICE',
            field: 'measurement_templates.male',
          },
        },
      },
    });
    const kurta = await panel('Kurta');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Chest' }));
    save();
    expect(await screen.findByText("The garment 'Kurta' is listed twice for men")).toBeTruthy();
  });

  it('falls back to a plain message when saving fails without one', async () => {
    setup({ put: 'network-error' });
    const kurta = await panel('Kurta');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Chest' }));
    save();
    expect(
      await screen.findByText('Failed to save measurement templates. Please try again.'),
    ).toBeTruthy();
  });
});
