import { Divider, Group, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications';
import { useLowVision } from '../../shared/lib/low-vision';
import { Logo } from '../../shared/ui/Logo';
import { useRouteTitle } from '../router/route-handle';
import { useText } from '../i18n';
import { LowVisionToggle } from '../low-vision/LowVisionToggle';
import { ProfileMenu } from './ProfileMenu';

interface HeaderProps {
  onOpenNotifications: () => void;
  onLogout: () => void;
}

/** Logo, the page title, the low-vision toggle, the bell and the profile menu (000 §2). */
export function Header({ onOpenNotifications, onLogout }: HeaderProps) {
  const t = useText();
  const title = useRouteTitle() ?? t('shell.appName');
  const lowVision = useLowVision();
  // Low-vision version: the header is in the page's flow and grows, so the title wraps instead of
  // being cut («Список…»). With images off the mark goes: the logo's words stay on a wide screen,
  // on a phone the link would be empty (home is in the bottom bar).
  const imagesOff = lowVision?.images === false;
  return (
    <Group
      h={lowVision ? undefined : 64}
      mih={lowVision ? 'var(--app-shell-header-height)' : undefined}
      py={lowVision ? 4 : undefined}
      px={{ base: 'sm', sm: 'md' }}
      justify="space-between"
      wrap={lowVision ? 'wrap' : 'nowrap'}
      gap="sm"
    >
      <Group
        gap={lowVision ? 'sm' : 'md'}
        wrap="nowrap"
        style={{ minWidth: 0, flex: lowVision ? '1 1 auto' : undefined }}
      >
        <UnstyledButton
          component={Link}
          to="/"
          aria-label={`${t('shell.appName')}: ${t('shell.home')}`}
          visibleFrom={imagesOff ? 'md' : undefined}
          style={{ flex: 'none' }}
        >
          <Logo textVisibleFrom="md" size={36} />
        </UnstyledButton>
        <Divider orientation="vertical" visibleFrom="md" />
        {/* Three lines at most in the header's 64 px, smaller on a phone, so that «Контроль обращений студентов» and
            a teacher's full name at 320 px are read whole. */}
        <Title
          order={1}
          fz={lowVision ? 'h4' : { base: 'md', sm: 'h4' }}
          lh={lowVision ? 1.25 : 1.2}
          fw={600}
          lineClamp={lowVision ? undefined : 3}
          style={{ minWidth: 0, overflowWrap: 'break-word' }}
        >
          {title}
        </Title>
      </Group>
      <Group gap={4} wrap="nowrap" ml="auto">
        <LowVisionToggle />
        <Group visibleFrom="sm">
          <NotificationBell onClick={onOpenNotifications} />
        </Group>
        <ProfileMenu onLogout={onLogout} />
      </Group>
    </Group>
  );
}
