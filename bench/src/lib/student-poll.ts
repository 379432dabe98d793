/** An API call as an admin: the answer's `result`, or an error naming the call. */
export type AdminCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

export interface OpenPoll {
  uuid: string;
  /** How many students it was published to. */
  audienceTotal: number;
  /** The body of `POST /api/my/polls/{uuid}/results` of the `i`-th respondent (answers vary with `i`). */
  answers(i: number): string;
  /** «Завершить»: the poll is closed (no longer in anyone's list). */
  close(): Promise<void>;
}

/**
 * A poll of three questions (one variant, several with a custom one, a text) published to every
 * student, as a poll manager makes it: a draft, then opened.
 */
export async function openStudentPoll(call: AdminCall, name: string): Promise<OpenPoll> {
  const body = {
    name,
    comment: 'Для учебно-методического управления',
    questions: [
      {
        id: -1,
        text: 'Удобно ли расписание?',
        answer: {
          type: 'one_variant',
          variants: [
            { id: -11, text: 'Да' },
            { id: -12, text: 'Нет' },
          ],
        },
      },
      {
        id: -2,
        text: 'Чего не хватает?',
        required: false,
        answer: {
          type: 'many_variant',
          allow_custom: true,
          variants: [
            { id: -21, text: 'Практики' },
            { id: -22, text: 'Консультаций' },
          ],
        },
      },
      { id: -3, text: 'Пожелания', required: false, answer: { type: 'text' } },
    ],
    respondent_type: 'student',
    filter: {},
  };
  const draft = await call<{ id: number }>('POST', '/api/polls', body);
  type Question = { id: number; answer: { variants: { id: number }[] } };
  const poll = await call<{ uuid: string; audience_total: number; questions: Question[] }>(
    'POST',
    `/api/polls/${draft.id}`,
    { ...body, status: 'open' },
  );
  const [q1, q2, q3] = poll.questions as [Question, Question, Question];
  return {
    close: async () => {
      await call('POST', `/api/polls/${draft.id}`, { ...body, questions: poll.questions, status: 'close' });
    },
    uuid: poll.uuid,
    audienceTotal: poll.audience_total,
    answers: (i) =>
      JSON.stringify({
        answers: [
          { q_id: q1.id, variant_ids: [q1.answer.variants[i % 2]!.id] },
          {
            q_id: q2.id,
            variant_ids: [q2.answer.variants[i % 2]!.id],
            custom_answer: i % 5 === 0 ? 'Лабораторных' : null,
          },
          { q_id: q3.id, custom_answer: i % 3 === 0 ? 'Больше практических занятий по программированию' : null },
        ],
      }),
  };
}
