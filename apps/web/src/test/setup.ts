import { cleanup } from '@testing-library/react';
import { LANGUAGES } from '@tailor/shared/constants';
import { afterEach } from 'vitest';
import { i18n, loadLanguage, loadNamespaces, NAMESPACES } from '../lib/i18n';

// Every language's texts, so a test may switch or translate synchronously.
await loadNamespaces(NAMESPACES);
await Promise.all(LANGUAGES.map(loadLanguage));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
