import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CHANNELS, type Preferences } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessagesSection } from './MessagesSection';

const saved: Preferences = { language: 'ru', low_vision: null, channels: DEFAULT_CHANNELS, email_mode: 'each' };

/** The preferences' GET answers `saved`; a POST answers `post` (the server's copy, or a refusal). */
function stubServer(post: (body: unknown) => { status: number; body: unknown }) {
  const fetch = vi.fn(async (_input: string, init?: RequestInit) => {
    const { status, body } =
      init?.method === 'POST'
        ? post(JSON.parse(String(init.body)))
        : { status: 200, body: { success: true, result: saved } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const checkbox = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });

afterEach(() => vi.unstubAllGlobals());

describe('«Уведомления» of «Настройки»', () => {
  it('names each kind and channel, says the inbox has everything and saves a change at once', async () => {
    const fetch = stubServer(() => ({
      status: 200,
      body: {
        success: true,
        result: { ...saved, channels: { ...saved.channels, polls: { email: false, push: true } } },
      },
    }));
    renderWithProviders(<MessagesSection />);
    expect(screen.getByText(/Во входящих на портале всегда есть все сообщения/)).toBeTruthy();
    const pollsByMail = await checkbox('По почте: Новые опросы');
    expect(await checkbox('Push-уведомления: Ответы в обращениях и заявках')).toBeTruthy();
    expect(pollsByMail.checked).toBe(true);

    fireEvent.click(pollsByMail);
    await waitFor(() => expect(pollsByMail.checked).toBe(false));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({ channels: { polls: { email: false } } });
  });

  it('takes a refused change back', async () => {
    const fetch = stubServer(() => ({ status: 500, body: { success: false, message: 'Ошибка сервера' } }));
    renderWithProviders(<MessagesSection />);
    const daily = await screen.findByRole<HTMLInputElement>('radio', { name: 'Одно письмо в день (в 18:00)' });
    fireEvent.click(daily);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    await waitFor(() => expect(daily.checked).toBe(false));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Каждое сообщение отдельно/ }).checked).toBe(true);
  });
});
