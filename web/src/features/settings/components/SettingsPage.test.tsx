import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../shared/session/session-context';
import { renderWithProviders } from '../../../test/render';
import { employeeUser } from '../../../test/users';
import { SettingsPage } from './SettingsPage';

// jsdom has no Push API: this browser is one without it (push.ts, which also stays out of the
// shared module cache with its service worker module, is push.test.ts's).
vi.mock('../push', () => ({
  readPushState: async () => 'unsupported',
  isPushFailure: () => false,
  turnPushOn: vi.fn(),
  turnPushOff: vi.fn(),
}));

/** Every call fails as a server error does. */
function failingServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: false, message: 'Ошибка сервера' }, { status: 500 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('«Настройки»', () => {
  it('names each part by its heading, and a failed load says so with a retry', async () => {
    failingServer();
    renderWithProviders(
      <SessionProvider user={employeeUser()}>
        <SettingsPage />
      </SessionProvider>,
    );
    for (const name of ['Язык', 'Версия для слабовидящих', 'Уведомления', 'Уведомления на этом устройстве', 'Сеансы'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(await screen.findByText('Не удалось загрузить настройки.')).toBeTruthy();
    expect(await screen.findByText('Не удалось загрузить сеансы.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Повторить' })).toHaveLength(2);
    expect(await screen.findByText('Этот браузер не поддерживает push-уведомления.')).toBeTruthy();
  });

  it('an admin signed in as the user sees neither this device’s push nor the user’s sessions', () => {
    failingServer();
    localStorage.setItem('impersonation', JSON.stringify({ admin_token: 'admin', return_to: '/students' }));
    renderWithProviders(
      <SessionProvider user={employeeUser()}>
        <SettingsPage />
      </SessionProvider>,
    );
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Уведомления на этом устройстве' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Сеансы' })).toBeNull();
  });
});
