// First: every text below is said in the language it settles.
import './shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LowVisionPanel } from './app/low-vision/LowVisionPanel';
import { AppProviders } from './app/providers';
import { SkipLink } from './app/SkipLink';
import { AppRoot } from './app/startup/AppRoot';
import { startFirstScreen } from './app/startup/first-screen';
import { startLowVision } from './shared/lib/low-vision';

// Before the first paint, so the low-vision version does not jump in after load; then it follows other tabs.
startLowVision();
startFirstScreen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <SkipLink />
      <LowVisionPanel />
      <AppRoot />
    </AppProviders>
  </StrictMode>,
);
