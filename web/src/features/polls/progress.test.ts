import { describe, expect, it } from 'vitest';
import type { PollToTake } from '@portal/contract';
import { answersOf, isGiven } from './progress';

const poll: PollToTake = {
  uuid: 'u',
  name: 'Опрос',
  description: '',
  status: 'open',
  answered: false,
  questions: [
    {
      id: 1,
      text: 'А',
      description: null,
      answer_type: 'one_variant',
      variants: [{ id: 11, text: 'Да' }],
      allow_custom: true,
      is_required: true,
    },
    {
      id: 2,
      text: 'Б',
      description: null,
      answer_type: 'many_variant',
      variants: [{ id: 21, text: 'Суп' }],
      allow_custom: false,
      is_required: false,
    },
    { id: 3, text: 'В', description: null, answer_type: 'text', variants: [], allow_custom: false, is_required: false },
  ],
};

describe('a poll’s answers (002 §3, §5)', () => {
  it('counts a chosen variant or non-blank text as an answer, blank text not', () => {
    expect(isGiven({ variant_ids: [11], custom_answer: '' })).toBe(true);
    expect(isGiven({ variant_ids: [], custom_answer: '  своё ' })).toBe(true);
    expect(isGiven({ variant_ids: [], custom_answer: '   ' })).toBe(false);
    expect(isGiven(undefined)).toBe(false);
  });

  it('sends the answered questions in order, the own text trimmed, skipped ones left out', () => {
    expect(
      answersOf(poll, {
        3: { variant_ids: [], custom_answer: ' Больше практики ' },
        2: { variant_ids: [], custom_answer: ' ' },
        1: { variant_ids: [], custom_answer: 'Своё' },
      }),
    ).toEqual([
      { q_id: 1, variant_ids: [], custom_answer: 'Своё' },
      { q_id: 3, variant_ids: [], custom_answer: 'Больше практики' },
    ]);
  });
});
