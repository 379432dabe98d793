import { act, renderHook } from '@testing-library/react';
import { newTicketBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useContractForm } from './use-contract-form';

const useTicketForm = () =>
  useContractForm(newTicketBody, {
    initial: { subject: null as string | null, sub_subject: '', message: '' },
    toBody: (values) => ({
      subject_id: Number(values.subject),
      sub_subject: values.sub_subject.trim(),
      message: values.message,
    }),
    fields: { subject_id: 'subject' },
    required: { subject: 'Выберите раздел', message: 'Введите сообщение' },
  });

describe('useContractForm', () => {
  it('says a required field’s own text, then what the contract finds, each under its field', () => {
    const { result } = renderHook(useTicketForm);
    act(() => result.current.setValues({ sub_subject: 'x'.repeat(201) }));
    let body: unknown;
    act(() => {
      body = result.current.check();
    });
    expect(body).toBeNull();
    expect(result.current.errors.subject).toBe('Выберите раздел');
    expect(result.current.errors.message).toBe('Введите сообщение');
    expect(result.current.errors.sub_subject).toBeTruthy();
  });

  it('gives the body when the contract takes it, and the inputs the contract’s limit', () => {
    const { result } = renderHook(useTicketForm);
    expect(result.current.input('sub_subject').maxLength).toBe(200);
    expect(result.current.input('subject').maxLength).toBeUndefined();
    act(() => result.current.setValues({ subject: '3', sub_subject: '  Расписание ', message: '<p>Да</p>' }));
    let body: unknown;
    act(() => {
      body = result.current.check();
    });
    expect(body).toEqual({ subject_id: 3, sub_subject: 'Расписание', message: '<p>Да</p>' });
    expect(result.current.errors).toEqual({});
  });

  it('puts the server’s field errors under their fields and keeps the rest as the failure', () => {
    const { result } = renderHook(useTicketForm);
    act(() =>
      result.current.fail(
        new ApiError('http', 'Неверные данные', 422, { subject_id: ['Нет раздела'], files: ['Не тот файл'] }),
        'Ошибка',
      ),
    );
    expect(result.current.errors.subject).toBe('Нет раздела');
    expect(result.current.failure).toBe('Не тот файл');
    act(() => result.current.fail(new ApiError('http', 'Неверные данные', 422, { sub_subject: ['Длинно'] }), 'x'));
    expect(result.current.errors).toEqual({ sub_subject: 'Длинно' });
    expect(result.current.failure).toBeNull();
    act(() => result.current.fail(new Error('boom'), 'Не удалось'));
    expect(result.current.failure).toBe('Не удалось');
  });

  it('a change clears its field’s error; reset keeps what it is told to', () => {
    const { result } = renderHook(useTicketForm);
    act(() => {
      result.current.check();
    });
    act(() => result.current.input('message').onChange('Текст'));
    expect(result.current.errors.message).toBeUndefined();
    expect(result.current.errors.subject).toBe('Выберите раздел');
    act(() => result.current.reset({ sub_subject: 'Тема' }));
    expect(result.current.values).toEqual({ subject: null, sub_subject: 'Тема', message: '' });
    expect(result.current.errors).toEqual({});
  });
});
