import { describe, expect, it } from 'vitest';
import { endpointUrl, ticketEndpoints, ticketListQuery } from '@portal/contract';
import { readUrlState, writeUrlState } from '../../shared/lib/use-url-state';
import {
  chosenCount,
  datesOutOfOrder,
  deskListParams,
  emptyDeskFilter,
  isoDayToShown,
  parseShownDay,
  shownDayToIso,
  toTicketQuery,
} from './desk-filter';

const read = (search: string) => readUrlState(new URLSearchParams(search), deskListParams);

describe('the desk filter in the address', () => {
  it('reads an empty address as no filter on page 1', () => {
    expect(read('')).toEqual({ ...emptyDeskFilter, page: 1 });
  });

  it('reads every field back as it was written, with the call’s names and formats', () => {
    const state = {
      subject: [2, 5],
      sub_subject: 'не могу войти',
      tags: [3],
      status: 1,
      id: 1024,
      date_from: '01.11.2025',
      date_to: '30.11.2025',
      page: 3,
    };
    const params = writeUrlState(new URLSearchParams(), deskListParams, state);
    expect(params.toString()).toBe(
      'subject=2%2C5&sub_subject=%D0%BD%D0%B5+%D0%BC%D0%BE%D0%B3%D1%83+%D0%B2%D0%BE%D0%B9%D1%82%D0%B8&tags=3&' +
        'status=1&id=1024&date_from=01.11.2025&date_to=30.11.2025&page=3',
    );
    expect(read(params.toString())).toEqual(state);
  });

  it('leaves out what does not narrow, and keeps other screens’ params', () => {
    const params = writeUrlState(new URLSearchParams('other=1&status=2'), deskListParams, {
      ...emptyDeskFilter,
      page: 1,
    });
    expect(params.toString()).toBe('other=1');
  });

  it('drops what a hand-edited address gets wrong instead of failing', () => {
    expect(read('status=4&id=0&date_from=31.02.2025&date_to=2025-11-01&subject=x,3&page=-1')).toEqual({
      ...emptyDeskFilter,
      subject: [3],
      page: 1,
    });
    expect(read('status=3&id=99999999999')).toEqual({ ...emptyDeskFilter, status: 3, page: 1 });
  });
});

describe('the call’s query (GET /api/tickets, 000 §7)', () => {
  it('is the page alone for no filter', () => {
    expect(toTicketQuery(emptyDeskFilter, 1)).toEqual({ page: 1 });
    expect(toTicketQuery({ ...emptyDeskFilter, sub_subject: '   ' }, 2)).toEqual({ page: 2 });
  });

  it('joins the lists with commas and sends the days as DD.MM.YYYY, which the contract accepts', () => {
    const query = toTicketQuery(
      {
        subject: [2, 5],
        sub_subject: ' вход ',
        tags: [3],
        status: 1,
        id: 7,
        date_from: '01.11.2025',
        date_to: '30.11.2025',
      },
      1,
    );
    const url = endpointUrl(ticketEndpoints.list, undefined, query);
    expect(url).toBe(
      '/api/tickets?page=1&status=1&subject=2%2C5&tags=3&sub_subject=%D0%B2%D1%85%D0%BE%D0%B4&id=7&' +
        'date_from=01.11.2025&date_to=30.11.2025',
    );
    const parsed = ticketListQuery.safeParse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    expect(parsed.success && parsed.data).toMatchObject({
      status: [1],
      subject: [2, 5],
      tags: [3],
      sub_subject: 'вход',
      id: 7,
      date_from: '2025-11-01',
      date_to: '2025-11-30',
    });
  });
});

describe('days and the count of chosen fields', () => {
  it('takes only real days', () => {
    expect(parseShownDay('29.02.2024')).toBe('29.02.2024');
    expect(parseShownDay('29.02.2025')).toBeNull();
    expect(parseShownDay('1.1.2025')).toBeNull();
  });

  it('turns the picker’s days into the address’s and back', () => {
    expect(isoDayToShown('2025-11-01')).toBe('01.11.2025');
    expect(shownDayToIso('01.11.2025')).toBe('2025-11-01');
    expect(isoDayToShown(null)).toBeNull();
  });

  it('finds a «по» day before the «с» day', () => {
    expect(datesOutOfOrder({ date_from: '02.11.2025', date_to: '01.11.2025' })).toBe(true);
    expect(datesOutOfOrder({ date_from: '01.11.2025', date_to: '01.11.2025' })).toBe(false);
    expect(datesOutOfOrder({ date_from: '31.12.2024', date_to: '01.01.2025' })).toBe(false);
    expect(datesOutOfOrder({ date_from: null, date_to: '01.01.2025' })).toBe(false);
  });

  it('counts the fields that narrow', () => {
    expect(chosenCount(emptyDeskFilter)).toBe(0);
    expect(chosenCount({ ...emptyDeskFilter, subject: [1, 2], status: 3, date_to: '01.01.2025' })).toBe(3);
  });
});
