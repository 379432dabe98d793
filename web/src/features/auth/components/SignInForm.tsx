import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { signInErrorMessage, useSignIn } from '../api';
import { useText } from '../i18n';
import { OidcButton, useOidcSignIn } from './OidcSignIn';
import type { SignInValues, SignInWindowName } from './sign-in-types';

interface SignInFormProps {
  values: SignInValues;
  onChange: (values: SignInValues) => void;
  onOpenWindow: (name: SignInWindowName) => void;
}

export function SignInForm({ values, onChange, onOpenWindow }: SignInFormProps) {
  const t = useText();
  const signIn = useSignIn();
  // The university's identity provider (issue 33): its button when configured, and its answer handed on.
  const oidc = useOidcSignIn();
  const busy = signIn.isPending || oidc.start.isPending || oidc.finishing;
  const failure = [signIn, oidc.start, oidc.finish].find((m) => m.isError)?.error;
  const [consentError, setConsentError] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const set = (patch: Partial<SignInValues>) => onChange({ ...values, ...patch });

  const submit = () => {
    // 000 §5: without consent the checkbox is marked and nothing is sent.
    if (!values.consent) {
      setConsentError(true);
      return;
    }
    if (busy) return;
    oidc.start.reset();
    oidc.finish.reset();
    signIn.mutate({ login: values.login.trim(), password: values.password, remember: values.remember });
  };

  // 000 §5 as for the form: without consent the checkbox is marked and the browser stays.
  const startOidc = () => {
    if (!values.consent) {
      setConsentError(true);
      return;
    }
    if (busy) return;
    signIn.reset();
    oidc.finish.reset();
    oidc.start.mutate(values.remember);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // The button is disabled without consent, and a disabled default button blocks the browser's own
  // Enter-to-submit, so Enter in a text field is handled here.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'checkbox' && !values.consent) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label={t('signInTitle')}>
      <Stack gap="md">
        <TextInput
          label={t('email')}
          type="email"
          name="login"
          autoComplete="username"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          leftSection={<IconAt size={16} aria-hidden />}
          value={values.login}
          onChange={(event) => set({ login: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => set({ password: event.currentTarget.value })}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleIcon={({ reveal }) =>
            reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
          }
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('hidePassword') : t('showPassword'),
            'aria-pressed': passwordVisible,
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={t('remember')}
            checked={values.remember}
            onChange={(event) => set({ remember: event.currentTarget.checked })}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            data-window="forgot"
            onClick={() => onOpenWindow('forgot')}
          >
            {t('forgotLink')}
          </Anchor>
        </Group>
        <div>
          <Checkbox
            label={t('consentBefore')}
            checked={values.consent}
            aria-required
            onChange={(event) => {
              const consent = event.currentTarget.checked;
              set({ consent });
              if (consent) setConsentError(false);
            }}
            error={consentError ? t('consentRequired') : undefined}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            ml={32}
            mt={4}
            data-window="policy"
            onClick={() => onOpenWindow('policy')}
          >
            {t('consentLink')}
          </Anchor>
        </div>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {signInErrorMessage(failure)}
          </Alert>
        )}
        {oidc.finishing && (
          <Alert color="blue" variant="light" role="status">
            {t('oidcFinishing')}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth disabled={!values.consent || busy} loading={signIn.isPending}>
          {t('submit')}
        </Button>
        {oidc.button && (
          <OidcButton
            text={oidc.button}
            disabled={!values.consent || busy}
            loading={oidc.start.isPending || oidc.finish.isPending}
            onClick={startOidc}
          />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          data-window="help"
          onClick={() => onOpenWindow('help')}
          style={{ alignSelf: 'center' }}
        >
          {t('helpLink')}
        </Anchor>
      </Stack>
    </form>
  );
}
