import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '@tailor/shared/accounts';
import { CSV_EXPORT_FILES, exportFileName } from '@tailor/shared/data-export';
import { todayInShopZone } from '@tailor/shared/dates';
import { i18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse } from '../../../test/responses';
import { csvFileKey, DataExportCard } from './data-export-card';

const user: UserDetails = {
  user: { _id: 'user-1', name: 'Meena Patel', phone: '9876543210', email: null },
  role: 'shopkeeper',
  signup: false,
  store: null,
  employee_id: null,
  auth_methods: ['phone'],
};

type Call = { url: string; authorization: string | null };

/** Answers the exports with a few bytes, or with `failure` for every export. */
function setup(failure?: Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      if (url === '/api/get_user_details') return jsonResponse(user);
      if (failure) return failure.clone();
      if (url === '/api/export/csv')
        return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/zip' },
        });
      if (url === '/api/export/json') return jsonResponse({ format: 'tailor-shop-manager-export' });
      return jsonResponse(
        {
          error: `Not found: GET ${url}`,
          code: 'ROUTE_NOT_FOUND',
          params: { method: 'GET', path: url },
        },
        404,
      );
    }),
  );
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  renderWithProviders(<DataExportCard />);
  return { calls, saved };
}

describe('DataExportCard', () => {
  beforeEach(() => {
    session.set('authToken', 'token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the spreadsheets with the session token and saves them under the dated name', async () => {
    const { calls, saved } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Download spreadsheets (CSV, zip)' }));
    const name = exportFileName(todayInShopZone(), 'zip');
    expect(await screen.findByText(`Saved ${name}`)).toBeTruthy();
    expect(saved).toEqual([name]);
    expect(calls.find((c) => c.url === '/api/export/csv')?.authorization).toBe('Bearer token-1');
  });

  it('downloads the full backup as JSON', async () => {
    const { calls, saved } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Download full backup (JSON)' }));
    const name = exportFileName(todayInShopZone(), 'json');
    await waitFor(() => expect(saved).toEqual([name]));
    expect(calls.find((c) => c.url === '/api/export/json')?.authorization).toBe('Bearer token-1');
  });

  it("shows the server's reason when an export is refused", async () => {
    const { saved } = setup(
      jsonResponse(
        { error: "You don't have permission to do this.", code: 'PERMISSION_DENIED' },
        403,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download full backup (JSON)' }));
    expect(await screen.findByText("You don't have permission to do this.")).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('says the download failed when the server cannot be reached', async () => {
    setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download spreadsheets (CSV, zip)' }));
    expect(await screen.findByText('Could not download the file. Please try again.')).toBeTruthy();
  });

  it('lists every spreadsheet with its columns as the files have them', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'What is in the spreadsheets' }));
    for (const [file, columns] of Object.entries(CSV_EXPORT_FILES)) {
      const list = screen.getByRole('list', { name: `Columns of ${file}` });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(columns.map((c) => c.header));
    }
  });

  it('describes every spreadsheet in every language', () => {
    for (const file of Object.keys(CSV_EXPORT_FILES) as (keyof typeof CSV_EXPORT_FILES)[]) {
      for (const lng of ['en', 'hi', 'gu', 'mr', 'ta'])
        expect(i18n.exists(`csv.files.${csvFileKey(file)}`, { ns: 'dataExport', lng })).toBe(true);
    }
  });

  it('tells the owner to keep the backup or hand it over, and shows no server command', async () => {
    setup();
    const section = screen.getByRole('region', { name: 'Keeping and moving your shop' });
    expect(section.textContent).toContain('give the full backup to the person who runs the server');
    // The restore command is for whoever runs the server (README), in no language on this card.
    for (const lng of ['en', 'hi', 'gu', 'mr', 'ta']) {
      await i18n.changeLanguage(lng);
      await waitFor(() =>
        expect(document.body.textContent).not.toMatch(/npm run|--owner-phone|OLD_DATA_DIR/),
      );
    }
    await i18n.changeLanguage('en');
    expect(section.querySelector('pre, code')).toBeNull();
  });
});
