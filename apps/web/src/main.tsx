import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadRoute } from './app/router';
import { i18nReady } from './lib/i18n';
import { expectNavigator } from './lib/navigation';
import { startOutbox } from './lib/outbox';
import { startQueryPersistence } from './lib/persisted-cache';
import { queryClient } from './lib/query-client';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { listenForStaleCode } from './lib/stale-code-reload';

// A chunk gone after a server upgrade reloads the page into the new version.
listenForStaleCode();
// The last known answers come back from IndexedDB while the first screen renders (offline use).
startQueryPersistence(queryClient);
// Changes made offline are sent when the connection returns.
startOutbox(queryClient);

// A 401 answered before the router is up (a prefetched query) waits for it to go to sign-in.
expectNavigator();
// Every level of the first page (session check, frame, page, their first queries) loads at once.
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The remembered language's texts first, so the first screen is already in that language.
// Rendered as a transition, so React yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole first render (taps and scrolling stay live).
const root = createRoot(container);
void i18nReady.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);

registerServiceWorkerAfterLoad();
