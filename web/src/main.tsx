// First: every text below is said in the language it settles.
import './shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LowVisionPanel } from './app/low-vision/LowVisionPanel';
import { ErrorBoundary } from './app/ErrorBoundary';
import { NewVersionNotice } from './app/NewVersionNotice';
import { AppProviders } from './app/providers';
import { RouteError } from './app/routes/RouteError';
import { SkipLink } from './app/SkipLink';
import { AppRoot } from './app/startup/AppRoot';
import { startFirstScreen } from './app/startup/first-screen';
import { startLowVision } from './shared/lib/low-vision';
import { watchForNewVersion } from './shared/lib/new-version';
import { startServiceWorker } from './shared/lib/service-worker';
import { watchConnection } from './shared/api/connection';
import { queryClient } from './app/providers';

// Before the first paint, so the low-vision version does not jump in after load; then it follows other tabs.
startLowVision();
startFirstScreen();
// A chunk an old tab can no longer load (a new release) shows «Доступна новая версия портала», not a blank page.
watchForNewVersion();
// The installable app (issue 32 §3): the service worker (production builds), and «Нет соединения»
// while the server is out of reach.
startServiceWorker();
watchConnection(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <SkipLink />
      <LowVisionPanel />
      <NewVersionNotice />
      <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
        <AppRoot />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
