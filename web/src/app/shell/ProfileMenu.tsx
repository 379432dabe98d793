import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconKey,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { languageNames } from '@portal/contract/i18n';
import { Link } from 'react-router';
import { readImpersonation, returnToAdmin } from '../../shared/session/impersonation';
import { useCurrentUser } from '../../shared/session/session-context';
import { chooseSignedIn, useLanguage } from '../../shared/i18n/language';
import { shortName } from '../../shared/lib/names';
import { useText } from '../i18n';
import classes from './ProfileMenu.module.css';

interface ProfileMenuProps {
  onLogout: () => void;
}

/**
 * The profile menu, named by its visible «Фамилия И. О.» (000 §2); on a phone the name is there
 * for screen readers only. The full name is in the sidebar, not inside the menu, where only items
 * may be.
 */
export function ProfileMenu({ onLogout }: ProfileMenuProps) {
  const t = useText();
  const user = useCurrentUser();
  const name = shortName(user);
  const impersonation = readImpersonation();
  const initials = `${user.surname.charAt(0)}${user.name.charAt(0)}`;
  const queryClient = useQueryClient();
  // The other language, named in itself: someone who cannot read this one still finds it.
  const other = useLanguage() === 'ru' ? 'en' : 'ru';

  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="university" variant="filled" aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={600} className={classes.name}>
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user.accounts.length > 1 && (
          <Menu.Item component={Link} to="/accounts" leftSection={<IconSwitchHorizontal size={18} aria-hidden />}>
            {t('shell.switchAccount')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={18} aria-hidden />}>
          {t('shell.settings')}
        </Menu.Item>
        {/* Not for a password kept in the university's directory, nor for an admin signed in as the user. */}
        {user.can_change_password === true && !impersonation && (
          <Menu.Item component={Link} to="/password" leftSection={<IconKey size={18} aria-hidden />}>
            {t('shell.changePassword')}
          </Menu.Item>
        )}
        {impersonation && (
          <Menu.Item leftSection={<IconArrowBackUp size={18} aria-hidden />} onClick={() => void returnToAdmin()}>
            {t('shell.returnToAdmin')}
          </Menu.Item>
        )}
        <Menu.Item
          lang={other}
          leftSection={<IconLanguage size={18} aria-hidden />}
          onClick={() => void chooseSignedIn(other, queryClient)}
        >
          {languageNames[other]}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
