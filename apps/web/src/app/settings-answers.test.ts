import { describe, expect, it } from 'vitest';
import { missingFiles, staticImportPath } from '../test/static-imports';

// The order pages and the new-order wizard read the shop's settings (the message language, the
// measurement unit and templates, what a position may do with money) and check the answers with
// zod, but edit none of them. Their reads check the answers with the answers' schemas
// (settings-responses.ts), loaded beside the request, and never with the requests' (settings.ts),
// whose GST, Tally, UPI and capacity rules (gst.ts, gst-schemas.ts, books.ts) only the Settings
// page needs: each of those modules is zod calls a bundler cannot drop, so one import of them
// from these reads would bring all of it into those pages' first visit (about 4 KB, brotli).

const READS = [
  'features/settings/api/get-settings.ts',
  'features/sharing/api/get-message-language.ts',
  'features/employees/api/get-my-permissions.ts',
  'lib/measurement-units.ts',
];

const SETTINGS_PAGE_ONLY = ['settings', 'books', 'gst', 'gst-schemas'].map(
  (name) => `/packages/shared/src/${name}.ts`,
);

describe("the shop settings' reads of the order pages and the new-order wizard", () => {
  it("check the answers without the Settings page's GST and Tally rules, even when loaded", () => {
    expect(missingFiles(READS)).toEqual([]);
    const chain = staticImportPath(
      READS,
      (_, file) => !!file && SETTINGS_PAGE_ONLY.some((name) => file.endsWith(name)),
      { dynamic: true },
    );
    expect(chain).toBeNull();
  });

  it("load the answers' schemas (and zod) beside the request, not with the page", () => {
    const zod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');
    expect(staticImportPath(READS, zod)).toBeNull();
    for (const read of READS) {
      const loaded = staticImportPath(
        [read],
        (specifier) => specifier.endsWith('/settings-responses'),
        { dynamic: true },
      );
      expect(loaded, read).not.toBeNull();
    }
  });
});
