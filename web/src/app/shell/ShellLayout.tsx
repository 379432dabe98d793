import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { NotificationsPanel, UnreadAnnouncer } from '../../features/notifications';
import { useLiveEventStream } from '../../shared/api/live-events-hooks';
import { usePhone } from '../../shared/lib/media';
import { readImpersonation } from '../../shared/session/impersonation';
import { activeAccount, signOut } from '../../shared/session/session-api';
import { useCurrentUser } from '../../shared/session/session-context';
import { ConnectionBanner } from './ConnectionBanner';
import { Header } from './Header';
import { ImpersonationBar } from './ImpersonationBar';
import { MobileBar } from './MobileBar';
import { PolicyModal } from './PolicyModal';
import { WorksheetOffer } from '../../features/polls';
import { Sidebar } from './Sidebar';
import { MAIN_ID } from '../../shared/ui/landmarks';

/** The signed-in frame: header, sidebar (a drawer on phones), bottom bar on phones, the inbox panel. */
export function ShellLayout() {
  const user = useCurrentUser();
  const account = activeAccount(user);
  const queryClient = useQueryClient();
  const isMobile = usePhone();
  const [navOpened, nav] = useDisclosure(false);
  const [panelOpened, panel] = useDisclosure(false);
  const [policyOpened, policy] = useDisclosure(false);
  // The tab's live events (GET /api/events): open while signed in, closed by the sign-out.
  useLiveEventStream();
  // Read once for the shell's life: the way back to the admin ends in a reload, and a render before
  // it must not show the user's screens as if no impersonation were on (their calls would be refused).
  const [impersonated] = useState(() => readImpersonation() !== null);
  // The impersonation bar's heights (ImpersonationBar.module.css): one line, or two rows on a phone.
  const header = impersonated ? { height: { base: 64 + 88, sm: 64 + 40 } } : { height: 64 };
  useHotkeys([['Escape', () => isMobile && nav.close()]]);

  const logout = async () => {
    await signOut();
    // The token is gone: startup shows sign-in; nothing of this user stays cached.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public-config' });
  };

  // Confirmations (@mantine/modals) are for signed-in screens: their provider is here, not in
  // app/providers.tsx, so the sign-in does not load the modal code.
  return (
    <ModalsProvider>
      <AppShell
        header={header}
        navbar={{ width: { sm: 250, md: 280 }, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        footer={{ height: 64, collapsed: !isMobile }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          {impersonated && <ImpersonationBar />}
          <Header onOpenNotifications={panel.open} onLogout={() => void logout()} />
        </AppShell.Header>
        <AppShell.Navbar id="app-sidebar" inert={isMobile && !navOpened}>
          <Sidebar
            onNavigate={nav.close}
            onClose={nav.close}
            onLogout={() => void logout()}
            onOpenPolicy={policy.open}
          />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <ConnectionBanner />
          <Outlet />
        </AppShell.Main>
        <AppShell.Footer hiddenFrom="sm">
          <MobileBar
            menuOpened={navOpened}
            onOpenNotifications={() => {
              nav.close();
              panel.open();
            }}
            onToggleMenu={nav.toggle}
            onNavigate={nav.close}
          />
        </AppShell.Footer>
        <UnreadAnnouncer />
        <NotificationsPanel opened={panelOpened} onClose={panel.close} onShow={panel.open} />
        <PolicyModal opened={policyOpened} onClose={policy.close} />
        <WorksheetOffer enabled={!impersonated && (account?.key === 'student' || account?.key === 'employee')} />
      </AppShell>
    </ModalsProvider>
  );
}

export const Component = ShellLayout;
