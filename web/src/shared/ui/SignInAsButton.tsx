import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useSignInAs } from '../session/use-sign-in-as';

interface SignInAsButtonProps {
  userId: number;
  label: string;
}

/**
 * «Войти в аккаунт студента / сотрудника», «Войти под пользователем»: the admin continues as that
 * user until returning (to this page).
 */
export function SignInAsButton({ userId, label }: SignInAsButtonProps) {
  const signInAs = useSignInAs();
  return (
    <Stack gap="xs">
      {signInAs.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {signInAs.error.message}
        </Alert>
      )}
      <Button
        fullWidth
        leftSection={<IconLogin2 size={18} aria-hidden />}
        loading={signInAs.isPending || signInAs.isSuccess}
        onClick={() => signInAs.mutate(userId)}
      >
        {label}
      </Button>
    </Stack>
  );
}
