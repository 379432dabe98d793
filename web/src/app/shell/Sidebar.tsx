import { Anchor, AppShell, Button, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Link, matchPath, useLocation } from 'react-router';
import { fullName } from '../../shared/lib/names';
import { activeAccount } from '../../shared/session/session-api';
import { useCurrentUser } from '../../shared/session/session-context';
import { useAllowSupport } from '../../shared/session/public-config';
import { hasSupportScreen, screensFor, supportScreen, type ShownScreen } from '../screens/screens';
import { useText } from '../i18n';
import { useSwipe } from '../../shared/lib/use-swipe';
import { sidebarIcons } from '../../shared/ui/sidebar-icons';

interface SidebarProps {
  onNavigate: () => void;
  onClose: () => void;
  onLogout: () => void;
  onOpenPolicy: () => void;
}

/**
 * The screen's entry is current on its path, below it, and on its subpages (/poll/new, /anketa/{uuid} for «Опросы»).
 */
function isActive(screen: ShownScreen, pathname: string): boolean {
  if (screen.path === '/') return pathname === '/';
  if (pathname === screen.path || pathname.startsWith(`${screen.path}/`)) return true;
  return (screen.subpages ?? []).some((sub) => matchPath(sub.path, pathname) !== null);
}

/** The user's name, the navigation of the active account, logout on phones and the policy link. */
export function Sidebar({ onNavigate, onClose, onLogout, onOpenPolicy }: SidebarProps) {
  const t = useText();
  const user = useCurrentUser();
  const account = activeAccount(user);
  const { pathname } = useLocation();
  // A swipe to the right closes the drawer.
  const swipe = useSwipe({ onSwipeRight: onClose, threshold: 60 });
  const items = account ? screensFor(account) : [];
  // Both come with support (000 §2 Shell: the record-book number «only when support is allowed»).
  const allowSupport = useAllowSupport();
  const supportLink = allowSupport && !!account && hasSupportScreen(account);
  const recordBook = allowSupport && account?.key === 'student' ? account.data.student_record_book_code : null;
  // The university's own entries of this kind of account (issue 33, 000 §2): external links, after the built-in ones.
  const extraLinks = account ? (user.sidebar_links ?? []).filter((link) => link.account_key === account.key) : [];

  return (
    <>
      <AppShell.Section p="md" pb="xs" {...swipe}>
        <Text fw={700} lh={1.3}>
          {fullName(user)}
        </Text>
        {account && (
          <Text size="sm" c="dimmed">
            {account.key === 'student' && account.data.group
              ? `${t('shell.kind.student')}, ${account.data.group.name}`
              : t(`shell.kind.${account.key}`)}
          </Text>
        )}
        {recordBook && (
          <Text size="sm" c="dimmed">
            {t('shell.recordBook')}: {recordBook}
          </Text>
        )}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} type="auto" px="xs" {...swipe}>
        <nav aria-label={t('shell.navigation')}>
          <Stack gap={2}>
            {items.map((screen) => (
              <NavLink
                key={screen.path}
                component={Link}
                to={screen.path}
                label={t(screen.title)}
                active={isActive(screen, pathname)}
                aria-current={isActive(screen, pathname) ? 'page' : undefined}
                leftSection={<screen.icon size={20} stroke={1.6} aria-hidden />}
                onClick={onNavigate}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
            {supportLink && (
              <NavLink
                component={Link}
                to={supportScreen.path}
                label={t(supportScreen.title)}
                active={isActive(supportScreen, pathname)}
                aria-current={isActive(supportScreen, pathname) ? 'page' : undefined}
                leftSection={<supportScreen.icon size={20} stroke={1.6} aria-hidden />}
                onClick={onNavigate}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            )}
            {extraLinks.map((link, i) => {
              const Icon = sidebarIcons[link.icon] ?? sidebarIcons.link;
              return (
                <NavLink
                  key={`${i} ${link.url}`}
                  component="a"
                  href={link.url}
                  target="_blank"
                  rel="noreferrer"
                  label={
                    <>
                      {link.name}
                      <VisuallyHidden> ({t('shell.opensInNewTab')})</VisuallyHidden>
                    </>
                  }
                  leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                  rightSection={<IconExternalLink size={14} stroke={1.6} aria-hidden />}
                  onClick={onNavigate}
                  // The hidden words are placed inside the link, not at the bottom of the scrolling list.
                  style={{ borderRadius: 'var(--mantine-radius-md)', position: 'relative' }}
                />
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section p="md" pt="xs" {...swipe}>
        <Stack gap="xs" align="flex-start">
          <Button
            hiddenFrom="sm"
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onLogout}
            fullWidth
          >
            {t('shell.logout')}
          </Button>
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={onOpenPolicy} ta="left">
            {t('shell.policy')}
          </Anchor>
        </Stack>
      </AppShell.Section>
    </>
  );
}
