import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileResult } from '@portal/contract';
import { renderWithProviders } from '../../test/render';
import { Attachments } from './Attachments';

const file = (n: number, name: string, mime: string): FileResult => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  src: `/api/file/00000000-0000-4000-8000-00000000000${n}?expires=1&signature=s${n}`,
  original_name: name,
  mime_type: mime,
});
const files = [
  file(1, 'фото.png', 'image/png'),
  file(2, 'отчёт.pdf', 'application/pdf'),
  file(3, 'скан.jpg', 'image/jpeg'),
  file(4, 'таблица.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
];

describe('Attachments', () => {
  it('shows documents as download links with their original names and images as thumbnails', () => {
    renderWithProviders(<Attachments files={files} />);
    const pdf = screen.getByRole('link', { name: 'Скачать файл «отчёт.pdf»' });
    expect(pdf).toHaveProperty('href', expect.stringContaining(files[1]!.src));
    expect(pdf.getAttribute('download')).toBe('отчёт.pdf');
    expect(pdf.textContent).toBe('отчёт.pdf');
    expect(screen.getByRole('link', { name: 'Скачать файл «таблица.xlsx»' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const thumbnail = screen.getByRole('img', { name: 'фото.png' });
    expect(thumbnail.getAttribute('src')).toBe(files[0]!.src);
    expect(screen.getByRole('button', { name: 'Открыть изображение «скан.jpg»' })).toBeTruthy();
  });

  it('opens the clicked image in the gallery (loaded on demand), closes it with Escape', async () => {
    renderWithProviders(<Attachments files={files} />);
    expect(document.querySelector('.yarl__root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть изображение «скан.jpg»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Просмотр изображений' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'скан.jpg' })).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Следующее изображение' })).toBeTruthy();
    // The gallery's keyboard handler sits on its focusable container.
    fireEvent.keyDown(dialog.querySelector('.yarl__container')!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Просмотр изображений' })).toBeNull(), {
      timeout: 5000,
    });
  });

  it('shows nothing without files', () => {
    renderWithProviders(<Attachments files={[]} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
