import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { RequestStatusBadge } from './components/RequestStatusBadge';
import { DeskContext, desks } from './desk';
import { text } from './i18n';

describe('the words of the two desks (002 §2.5, issue 14 §5)', () => {
  it('are the requests’ unless the questions word it otherwise', () => {
    const [request, question] = [desks.request.kind, desks.question.kind];
    expect(text('myTitle', { context: request })).toBe('Мои заявки');
    expect(text('myTitle', { context: question })).toBe('Мои вопросы');
    expect(text('form.service', { context: question })).toBe('Тема');
    expect(text('categories.addService', { department: 'ЦИТ', context: question })).toBe('Добавить тему в «ЦИТ»');
    expect(text('errors.description', { context: request })).toBe('Опишите, что нужно сделать');
    expect(text('form.department')).toBe('Отдел');
  });

  it('name a status as the desk and the reader do, and follow a switch of language', async () => {
    renderWithProviders(
      <>
        <RequestStatusBadge status={1} forAuthor />
        <DeskContext.Provider value={desks.question}>
          <RequestStatusBadge status={3} forAuthor />
          <RequestStatusBadge status={2} />
        </DeskContext.Provider>
      </>,
    );
    expect(screen.getByText('Открыта')).toBeTruthy();
    expect(screen.getByText('Принят в работу')).toBeTruthy();
    expect(screen.getByText('Закрыт')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
  });
});
