import { Button, Divider } from '@mantine/core';
import { useEffect } from 'react';
import { usePublicConfig } from '../../../shared/session/public-config';
import { useOidcFinish, useOidcStart } from '../api';
import { useText } from '../i18n';
import { claimOidcFinish, oidcAnswer } from '../oidc';

/**
 * Sign-in through the university's identity provider (issue 33): its button's text when it is
 * configured (GET /api/config), its start, and the finish of an answer the browser came back with.
 */
export function useOidcSignIn() {
  const button = usePublicConfig().data?.oidc_button ?? null;
  const start = useOidcStart();
  const finish = useOidcFinish();
  const returned = oidcAnswer();
  const { mutate } = finish;
  useEffect(() => {
    if (returned && claimOidcFinish()) mutate(returned);
  }, [returned, mutate]);
  return { button, start, finish, finishing: finish.isPending || finish.isSuccess };
}

/** «или» and the identity provider's button, under the form's own. */
export function OidcButton({
  text,
  disabled,
  loading,
  onClick,
}: {
  text: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const t = useText();
  return (
    <>
      <Divider label={t('oidcOr')} labelPosition="center" />
      {/* OIDC_BUTTON is up to 80 characters: it wraps on a phone rather than being cut. */}
      <Button
        type="button"
        size="md"
        variant="default"
        fullWidth
        disabled={disabled}
        loading={loading}
        onClick={onClick}
        h="auto"
        mih={42}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      >
        {text}
      </Button>
    </>
  );
}
