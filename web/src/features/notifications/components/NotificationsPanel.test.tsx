import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { NotificationsPanel } from './NotificationsPanel';

const linked = {
  id: 42,
  name: 'Перенос занятий',
  content: '<p>Занятия 3 декабря переносятся.</p>',
  short_content: 'Занятия 3 декабря переносятся.',
  sent_at: '2026-11-27T09:00:00Z',
  is_read: false,
};

/** Answers the inbox's calls: the linked notification (or 404), empty lists, counts, the marking. */
function stubInbox(found: boolean) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.endsWith('/api/notifications/my/item/42'))
      return found
        ? answer(200, { success: true, result: linked })
        : answer(404, { success: false, message: 'Уведомление не найдено' });
    if (url.endsWith('/mark-as-read')) return answer(200, { success: true, result: { marked: 1, count: 0 } });
    if (url.endsWith('/unread/count')) return answer(200, { success: true, result: { count: 1 } });
    return answer(200, { success: true, result: [], meta: { total: 0, per_page: 10, current_page: 1, last_page: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Shell() {
  const [opened, setOpened] = useState(false);
  return <NotificationsPanel opened={opened} onClose={() => setOpened(false)} onShow={() => setOpened(true)} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the inbox opened by a link (/?notification=ID, a letter or a push message)', () => {
  it('shows the named notification, marks it read and takes the parameter out of the address', async () => {
    const fetch = stubInbox(true);
    const { router } = renderWithRouter([{ path: '/', element: <Shell /> }], '/?notification=42');
    expect(await screen.findByRole('dialog', { name: 'Перенос занятий' })).toBeTruthy();
    expect(screen.getByText('Занятия 3 декабря переносятся.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const marked = fetch.mock.calls.find(([url]) => String(url).endsWith('/mark-as-read'));
    expect(JSON.parse(String(marked?.[1]?.body))).toEqual({ ids: [42] });
  });

  it('says so in the open inbox when the notification is not there (hidden, or another person’s)', async () => {
    stubInbox(false);
    renderWithRouter([{ path: '/', element: <Shell /> }], '/?notification=42');
    expect(await screen.findByText('Уведомление по ссылке не найдено: возможно, его скрыли.')).toBeTruthy();
  });
});
