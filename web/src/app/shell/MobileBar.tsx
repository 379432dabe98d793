import { UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconMenu2, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BellWithCount } from '../../features/notifications';
import { TIMETABLE_PATH } from '../screens/screens';
import { useText } from '../i18n';
import classes from './MobileBar.module.css';

interface MobileBarProps {
  menuOpened: boolean;
  onOpenNotifications: () => void;
  onToggleMenu: () => void;
  /** A link of the bar was followed: the sidebar drawer closes. */
  onNavigate: () => void;
}

function BarItem({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className={classes.label} aria-hidden>
        {label}
      </span>
    </>
  );
}

/** The phone's bottom bar: home, notifications, calendar, menu (000 §2). */
export function MobileBar({ menuOpened, onOpenNotifications, onToggleMenu, onNavigate }: MobileBarProps) {
  const t = useText();
  const { pathname } = useLocation();
  return (
    <nav className={classes.bar} aria-label={t('shell.mobileBar')}>
      <UnstyledButton
        component={Link}
        to="/"
        className={classes.item}
        onClick={onNavigate}
        aria-label={t('shell.home')}
        data-active={pathname === '/' || undefined}
      >
        <BarItem icon={<IconHome size={24} aria-hidden />} label={t('shell.home')} />
      </UnstyledButton>
      <UnstyledButton className={classes.item} aria-haspopup="dialog" onClick={onOpenNotifications}>
        <BarItem icon={<BellWithCount size={24} />} label={t('shell.notifications')} />
      </UnstyledButton>
      {/* The timetable, or «Расписание недоступно» for an account without one. */}
      <UnstyledButton
        component={Link}
        to={TIMETABLE_PATH}
        className={classes.item}
        onClick={onNavigate}
        aria-label={t('shell.calendar')}
        data-active={pathname.startsWith(TIMETABLE_PATH) || undefined}
      >
        <BarItem icon={<IconCalendarEvent size={24} aria-hidden />} label={t('shell.calendar')} />
      </UnstyledButton>
      <UnstyledButton
        className={classes.item}
        aria-label={t('shell.menu')}
        aria-expanded={menuOpened}
        aria-controls="app-sidebar"
        onClick={onToggleMenu}
      >
        <BarItem
          icon={menuOpened ? <IconX size={24} aria-hidden /> : <IconMenu2 size={24} aria-hidden />}
          label={t('shell.menu')}
        />
      </UnstyledButton>
    </nav>
  );
}
