import { Divider, Group, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { Logo } from '../../shared/ui/Logo';
import { useRouteTitle } from '../router/route-handle';
import { shellStrings } from '../strings';
import { LowVisionToggle } from './LowVisionToggle';
import { ProfileMenu } from './ProfileMenu';

interface HeaderProps {
  unreadCount: number;
  onOpenNotifications: () => void;
  onLogout: () => void;
}

/** Logo, the page title, the low-vision toggle, the bell and the profile menu (000 §2). */
export function Header({ unreadCount, onOpenNotifications, onLogout }: HeaderProps) {
  const title = useRouteTitle() ?? shellStrings.appName;
  return (
    <Group h={64} px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <UnstyledButton component={Link} to="/" aria-label={`${shellStrings.appName}: ${shellStrings.home}`}>
          <Logo textVisibleFrom="md" size={36} />
        </UnstyledButton>
        <Divider orientation="vertical" visibleFrom="md" />
        <Title order={1} size="h4" fw={600} lineClamp={1} style={{ minWidth: 0 }}>
          {title}
        </Title>
      </Group>
      <Group gap={4} wrap="nowrap">
        <LowVisionToggle />
        <Group visibleFrom="sm">
          <NotificationBell count={unreadCount} onClick={onOpenNotifications} />
        </Group>
        <ProfileMenu onLogout={onLogout} />
      </Group>
    </Group>
  );
}
