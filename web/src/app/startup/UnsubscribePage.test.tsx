import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import UnsubscribePage from './UnsubscribePage';

const at = (url: string) => window.history.replaceState(null, '', url);

describe("a letter's unsubscribe page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    at('/');
  });

  it('posts the signed token only when the person confirms, then says which letters stop', async () => {
    at('/unsubscribe?token=7.answers.abc');
    const fetch = stubFetch(200, { success: true, result: { kind: 'answers' } });
    renderWithProviders(<UnsubscribePage />);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Вы отписались от писем: ответы на обращения и заявки.',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/mail/unsubscribe?token=7.answers.abc');
    expect(init.method).toBe('POST');
  });

  it('says a link the server refuses is not valid', async () => {
    at('/unsubscribe?token=forged');
    stubFetch(400, { success: false, message: 'Ссылка отписки недействительна' });
    renderWithProviders(<UnsubscribePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ссылка для отписки недействительна.');
  });
});
