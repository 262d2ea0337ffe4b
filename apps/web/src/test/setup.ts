import { cleanup, configure } from '@testing-library/react';
import { LANGUAGES } from '@tailor/shared/constants';
import { afterAll, afterEach, vi } from 'vitest';
import { i18n, loadLanguage, loadNamespaces, NAMESPACES } from '../lib/i18n';

// A lazily loaded part (a chart, a dialog) can take over a second to appear while the other core
// runs another test file: wait for it as long as a test may take, not Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Every language's texts, so a test may switch or translate synchronously.
await loadNamespaces(NAMESPACES);
await Promise.all(LANGUAGES.map(loadLanguage));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// A worker runs test file after test file in one module graph (vitest.config.ts): what a file
// stubbed, spied on or faked ends with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
