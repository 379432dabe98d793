import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRoot } from './app/startup/AppRoot';
import { startFirstScreen } from './app/startup/first-screen';
import { applyLowVision } from './shared/lib/low-vision';

// Before the first paint, so the low-vision size does not jump in after load.
applyLowVision();
startFirstScreen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRoot />
    </AppProviders>
  </StrictMode>,
);
