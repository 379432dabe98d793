import { Alert, List, PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { IconAlertCircle, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import type { FieldProps } from '../../../shared/lib/use-contract-form';
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

interface NewPasswordFieldsProps {
  /** The form's fields `password` and `confirmation`, and its failure that belongs to no field. */
  form: { input: (field: 'password' | 'confirmation') => FieldProps<string>; failure: string | null };
  /** The eye button shared with the form's other password fields. */
  toggle: Partial<PasswordInputProps>;
  rules: 'passwordChange.rules' | 'ownPassword.rules';
}

/**
 * The new password twice, the rules it is described by, and the form's failure: what the change
 * after a temporary password and one's own change both ask.
 */
export function NewPasswordFields({ form, toggle, rules }: NewPasswordFieldsProps) {
  const t = useText();
  const rulesId = useId();
  return (
    <>
      <PasswordInput
        label={t('passwordChange.password')}
        name="new-password"
        autoComplete="new-password"
        required
        aria-describedby={rulesId}
        {...form.input('password')}
        {...toggle}
      />
      <PasswordInput
        label={t('passwordChange.confirmation')}
        name="new-password-confirmation"
        autoComplete="new-password"
        required
        {...form.input('confirmation')}
        {...toggle}
      />
      <PasswordRules id={rulesId} rules={rules} />
      {form.failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {form.failure}
        </Alert>
      )}
    </>
  );
}
