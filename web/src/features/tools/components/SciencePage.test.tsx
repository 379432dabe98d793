import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../shared/session/session-context';
import { renderWithProviders } from '../../../test/render';
import { employeeUser } from '../../../test/users';
import { SciencePage } from './SciencePage';

const employee = (science: Record<string, string | null>) =>
  employeeUser({
    science: {
      science_index_spin: null,
      science_index_author_id: null,
      scopus_id: null,
      researcher_id: null,
      orcid: null,
      google_scholar: null,
      ...science,
    },
  });

describe('«Наука» (002 §2.5 Science)', () => {
  it('shows each identifier with its copy button and profile, an empty one as «Отсутствует»', () => {
    renderWithProviders(
      <SessionProvider user={employee({ orcid: '0000-0002-1825-0097', scopus_id: '  ' })}>
        <SciencePage />
      </SessionProvider>,
    );
    expect(screen.getByText('0000-0002-1825-0097')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скопировать: ORCID' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть профиль: ORCID' }).getAttribute('href')).toBe(
      'https://orcid.org/0000-0002-1825-0097',
    );
    // Five of six are missing, a blank one too.
    expect(screen.getAllByText('Отсутствует')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Скопировать: Scopus Author ID' })).toBeNull();
  });
});
