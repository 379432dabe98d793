import { List, Text, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { useText } from '../i18n';

/**
 * The eye button of a form's password fields, one state for all of them (the password and its
 * repetition are shown together), reachable by keyboard and named for screen readers.
 */
export function usePasswordToggle(): Partial<PasswordInputProps> {
  const t = useText();
  const [visible, setVisible] = useState(false);
  return {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleFocusable: true,
    visibilityToggleIcon: ({ reveal }: { reveal: boolean }) =>
      reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />,
    visibilityToggleButtonProps: {
      'aria-label': visible ? t('passwordChange.hidePassword') : t('passwordChange.showPassword'),
      'aria-pressed': visible,
    },
  };
}

/** «Требования к паролю»: what a new password must be, which the new password's field names as its description. */
export function PasswordRules({ id, rules }: { id: string; rules: 'passwordChange.rules' | 'ownPassword.rules' }) {
  const t = useText();
  return (
    <div id={id}>
      <Text size="sm" fw={600}>
        {t('passwordChange.rulesTitle')}:
      </Text>
      <List size="sm">
        {t(rules, { returnObjects: true, min: PASSWORD_MIN_LENGTH }).map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </div>
  );
}
