import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import { startOutbox } from './lib/outbox';
import { startQueryPersistence } from './lib/persisted-cache';
import { queryClient } from './lib/query-client';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';

// The last known answers come back from IndexedDB while the first screen renders (offline use).
startQueryPersistence(queryClient);
// Changes made offline are sent when the connection returns.
startOutbox(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The remembered language's texts first, so the first screen is already in that language.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorkerAfterLoad();
