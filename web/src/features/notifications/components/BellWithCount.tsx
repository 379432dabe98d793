import { Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useUnreadCount } from '../api';
import { useText } from '../i18n';

/**
 * The bell with the unread count on it, and its name for screen readers: «Уведомления» or
 * «Уведомления, непрочитанных: 3». The drawn number is hidden from them, so the name is said once
 * and a button holding this needs no aria-label that could differ from what it shows.
 */
export function BellWithCount({ size }: { size: number }) {
  const t = useText();
  const count = useUnreadCount().data ?? 0;
  return (
    <>
      <Indicator
        label={<span aria-hidden>{count > 99 ? '99+' : count}</span>}
        size={size - 6}
        disabled={count === 0}
        offset={2}
        color="red"
        inline
        style={{ lineHeight: 0 }}
      >
        <IconBell size={size} aria-hidden />
      </Indicator>
      <VisuallyHidden>{count > 0 ? t('bellUnread', { count }) : t('bell')}</VisuallyHidden>
    </>
  );
}
