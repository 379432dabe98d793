import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InboxNotification } from '@portal/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotificationDetail } from './NotificationDetail';

const notification = {
  id: 7,
  name: 'Собрание старост',
  content: '<p>В среду в 15:00.</p>',
  sent_at: '2026-03-04T09:00:00Z',
} as InboxNotification;

function Opened() {
  const [shown, setShown] = useState<InboxNotification | null>(notification);
  return <NotificationDetail notification={shown} onClose={() => setShown(null)} onFollowLink={() => {}} />;
}

describe('a notification opened in full', () => {
  it('keeps its name while it fades out on closing: the window is never a nameless dialog', async () => {
    renderWithProviders(<Opened />);
    const dialog = await screen.findByRole('dialog', { name: 'Собрание старост' });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Собрание старост' })).toBe(dialog);
    expect(screen.getByText('В среду в 15:00.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
