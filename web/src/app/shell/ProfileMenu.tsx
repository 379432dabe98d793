import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import { Link } from 'react-router';
import { readImpersonation, returnToAdmin } from '../../shared/session/impersonation';
import { useCurrentUser } from '../../shared/session/session-context';
import { shortName } from '../../shared/lib/names';
import { shellStrings } from '../strings';
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
  const user = useCurrentUser();
  const name = shortName(user);
  const impersonation = readImpersonation();
  const initials = `${user.surname.charAt(0)}${user.name.charAt(0)}`;

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
            {shellStrings.switchAccount}
          </Menu.Item>
        )}
        {impersonation && (
          <Menu.Item leftSection={<IconArrowBackUp size={18} aria-hidden />} onClick={() => void returnToAdmin()}>
            {shellStrings.returnToAdmin}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {shellStrings.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
