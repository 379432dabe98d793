import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { storageKeys } from '../lib/storage';
import { Logo } from './Logo';

const brand = (logo_url: string | null) => ({ name: 'Технический университет', short_name: 'ТУ', logo_url });

describe('Logo', () => {
  it("is the portal's mark while the university's logo is not known; nothing is asked for", () => {
    const { container } = renderWithProviders(<Logo />);
    expect(container.querySelector('svg')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Личный кабинет')).toBeTruthy();
  });

  it("is the university's logo, named by the university, from this browser's copy before the config answers", () => {
    localStorage.setItem(storageKeys.universityBrand, JSON.stringify(brand('/api/university/logo?v=3')));
    renderWithProviders(<Logo />);
    expect(screen.getByRole('img', { name: 'Технический университет' }).getAttribute('src')).toBe(
      '/api/university/logo?v=3',
    );
  });

  it("follows the public config this tab has over the browser's copy: a removed logo gives the mark back", async () => {
    localStorage.setItem(storageKeys.universityBrand, JSON.stringify(brand('/api/university/logo?v=3')));
    const { queryClient, container } = renderWithProviders(<Logo />);
    expect(screen.getByRole('img', { name: 'Технический университет' })).toBeTruthy();
    act(() => queryClient.setQueryData(['public-config'], { university: brand(null) }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(container.querySelector('svg')).toBeTruthy();
    act(() => queryClient.setQueryData(['public-config'], { university: brand('/api/university/logo?v=4') }));
    expect(await screen.findByRole('img', { name: 'Технический университет' })).toHaveProperty(
      'src',
      'http://localhost:3000/api/university/logo?v=4',
    );
  });
});
