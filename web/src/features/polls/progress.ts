import type { PollAnswer, PollToTake } from '@portal/contract';
import { useEffect, useState } from 'react';
import { storage } from '../../shared/lib/storage';

/** An answer being given: the chosen variants and the person's own text. */
export interface Answer {
  variant_ids: number[];
  custom_answer: string;
}
export const emptyAnswer: Answer = { variant_ids: [], custom_answer: '' };

/** Where a person is in a poll: the intro (-1), a question's index, and the answers so far. */
export interface Progress {
  step: number;
  answers: Record<number, Answer>;
}
const start: Progress = { step: -1, answers: {} };

const keyOf = (userId: number, uuid: string) => `poll_progress:${userId}:${uuid}`;

function read(key: string): Progress {
  try {
    const saved = JSON.parse(storage.get(key) ?? 'null') as Progress | null;
    return saved && typeof saved.step === 'number' && typeof saved.answers === 'object' ? saved : start;
  } catch {
    return start;
  }
}

/** The passage's progress, kept in localStorage per user and poll: a reload goes on where it was (issue 13 §3). */
export function useProgress(userId: number, uuid: string) {
  const key = keyOf(userId, uuid);
  const [progress, setProgress] = useState<Progress>(() => read(key));
  useEffect(() => {
    storage.set(key, JSON.stringify(progress));
  }, [key, progress]);
  return { progress, setProgress, forget: () => storage.remove(key) };
}

/** Whether an answer says anything: a chosen variant or non-blank text (002 §5: «Ответить» waits for one). */
export const isGiven = (a: Answer | undefined) => !!a && (a.variant_ids.length > 0 || a.custom_answer.trim() !== '');

/** The results call's answers: the questions answered, in the poll's order (skipped ones are left out). */
export function answersOf(poll: PollToTake, answers: Record<number, Answer>): PollAnswer[] {
  return poll.questions
    .filter((q) => isGiven(answers[q.id]))
    .map((q) => {
      const a = answers[q.id]!;
      return {
        q_id: q.id,
        variant_ids: q.answer_type === 'text' ? [] : a.variant_ids,
        custom_answer: a.custom_answer.trim() || null,
      };
    });
}
