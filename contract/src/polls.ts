import { z } from 'zod';
import { endpoint } from './endpoint';
import { idText, nestedPaginationMeta, pageQuery, safeText } from './envelope';
import { XLSX_MEDIA_TYPE } from './exports';
import { audienceFilter } from './audience';
import { personName } from './directory';
import { ru as api } from './i18n/api/ru';
import { say, said } from './i18n/current';

/**
 * Polls (001 poll editor, 002 polls to take): managers build a poll, aim it at an audience and
 * publish it; the audience takes it one question at a time, once. Management: admin accounts and
 * employees holding poll_manager (README decision 1). Taking: student and employee accounts.
 */

/** Poll states (001 §3–§4): draft → open → close; an open or closed poll is reset to a draft («Сбросить опрос»). */
export const pollStatuses = ['draft', 'open', 'close'] as const;
export const pollStatus = z.enum(pollStatuses);
export type PollStatus = z.infer<typeof pollStatus>;
export const pollStatusNames: Record<PollStatus, string> = api.pollStatus;

/** Question kinds (001 §3): one variant, many variants, free text. */
export const answerTypes = ['one_variant', 'many_variant', 'text'] as const;
export const answerType = z.enum(answerTypes);
export type AnswerType = z.infer<typeof answerType>;

export const POLL_PAGE_SIZE = 20;
export const POLL_NAME_MAX = 255;
export const POLL_DESCRIPTION_MAX = 5_000;
export const POLL_QUESTIONS_MAX = 100;
export const POLL_VARIANTS_MAX = 50;
export const QUESTION_TEXT_MAX = 1_000;
export const VARIANT_TEXT_MAX = 500;
/** The longest text answer (002 §5: «n / 1500 символов»). */
export const POLL_ANSWER_MAX = 1_500;

export const pollStrings = api.polls;

/** A poll named in a path: its number or its uuid (000 §2 links polls by uuid). */
export const pollRef = z.union([
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: said('validation.pollRef') })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
  z.uuid({ error: said('validation.pollRef') }),
]);
export const pollParams = z.object({ id: pollRef });

const trimmed = (max: number) => safeText(max).transform((s) => s.trim());
const requiredText = (max: number) => trimmed(max).pipe(z.string().min(1, { error: said('polls.required') }));

/** A variant of a choice question: a new one has a negative temporary id (001 §3). */
export const pollVariant = z.object({ id: z.number().int(), text: requiredText(VARIANT_TEXT_MAX) });

/** A question as the editor writes it (001 §3); a new one has a negative temporary id. */
export const pollQuestion = z
  .object({
    id: z.number().int(),
    text: requiredText(QUESTION_TEXT_MAX),
    description: trimmed(QUESTION_TEXT_MAX)
      .nullish()
      .transform((s) => s || null),
    required: z.boolean().default(true),
    answer: z.object({
      type: answerType,
      allow_custom: z.boolean().default(false),
      variants: z.array(pollVariant).max(POLL_VARIANTS_MAX).default([]),
    }),
  })
  .transform((q) =>
    q.answer.type === 'text' ? { ...q, answer: { ...q.answer, allow_custom: false, variants: [] } } : q,
  )
  .refine((q) => q.answer.type === 'text' || q.answer.variants.length > 0, {
    error: said('polls.noVariants'),
    path: ['answer', 'variants'],
  });
export type PollQuestion = z.infer<typeof pollQuestion>;
export type PollQuestionInput = z.input<typeof pollQuestion>;

/** `ex_data` (001 §3): the worksheet mark and the closing date, other keys kept as they came. */
export const pollExData = z.looseObject({
  /** An анкета (README decision 9): offered after sign-in until filled in. */
  is_worksheet: z.boolean().optional(),
  /** When a job closes the open poll (ISO 8601), or null. */
  closes_at: z.iso.datetime({ offset: true }).nullish(),
});

const audienceFields = {
  respondent_type: z.enum(['student', 'employee']).nullable().default(null),
  /** 001 §3's student or employee filter, by `respondent_type`. */
  filter: z.record(z.string(), z.unknown()).nullable().default(null),
};

/**
 * The whole poll as the editor saves it (001 §3, §5), checked as one: a name, questions with text,
 * variants for the choice ones, no question or variant id twice. `status` moves a poll on:
 * «Опубликовать» sends open, «Завершить» close, «Сбросить опрос» draft (001 §3–§4: «draft on reset»;
 * the spec has no other call for them).
 */
export const pollBody = z
  .object({
    name: requiredText(POLL_NAME_MAX),
    description: trimmed(POLL_DESCRIPTION_MAX)
      .nullish()
      .transform((s) => s ?? ''),
    comment: trimmed(POLL_DESCRIPTION_MAX)
      .nullish()
      .transform((s) => s ?? ''),
    status: pollStatus.default('draft'),
    questions: z
      .array(pollQuestion)
      .max(POLL_QUESTIONS_MAX)
      .min(1, { error: said('polls.noQuestions') }),
    ex_data: pollExData.nullish().transform((d) => d ?? {}),
    ...audienceFields,
  })
  .superRefine((poll, ctx) => {
    const questionIds = poll.questions.map((q) => q.id);
    if (new Set(questionIds).size !== questionIds.length)
      ctx.addIssue({ code: 'custom', message: say('polls.duplicateQuestion'), path: ['questions'] });
    const variantIds = poll.questions.flatMap((q) => q.answer.variants.map((v) => v.id));
    if (new Set(variantIds).size !== variantIds.length)
      ctx.addIssue({ code: 'custom', message: say('polls.duplicateVariant'), path: ['questions'] });
  })
  .transform((poll, ctx) => {
    if (poll.respondent_type === null && poll.filter === null) return { ...poll, audience: null };
    const audience = audienceFilter.safeParse({ type: poll.respondent_type, data: poll.filter });
    if (!audience.success) {
      ctx.addIssue({ code: 'custom', message: say('polls.noAudience'), path: ['filter'] });
      return z.NEVER;
    }
    return { ...poll, filter: audience.data.data, audience: audience.data };
  });
export type PollBody = z.input<typeof pollBody>;

/** A poll in the editor (001 §3). Dates are ISO 8601. */
export const poll = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  comment: z.string(),
  status: pollStatus,
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      description: z.string().nullable(),
      required: z.boolean(),
      answer: z.object({
        type: answerType,
        allow_custom: z.boolean(),
        variants: z.array(z.object({ id: z.number().int(), text: z.string() })),
      }),
    }),
  ),
  ex_data: pollExData,
  respondent_type: z.enum(['student', 'employee']).nullable(),
  filter: z.record(z.string(), z.unknown()).nullable(),
  created_by: personName.nullable(),
  /** Finished answers. */
  completed: z.number().int(),
  /** The audience counted when it was published; null for a draft. */
  audience_total: z.number().int().nullable(),
  created_at: z.string(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type Poll = z.infer<typeof poll>;

/** The management list's row (002 «Poll management list»): name, status, author, completed. */
export const pollListItem = poll.omit({ description: true, comment: true, questions: true, filter: true });
export type PollListItem = z.infer<typeof pollListItem>;

/** A poll to take (002 §3). */
export const pollToTake = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  status: pollStatus,
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      description: z.string().nullable(),
      answer_type: answerType,
      variants: z.array(z.object({ id: z.number().int(), text: z.string() })),
      allow_custom: z.boolean(),
      is_required: z.boolean(),
    }),
  ),
  /** Whether this person has finished it already (beyond 002: the page then says so instead of asking again). */
  answered: z.boolean(),
});
export type PollToTake = z.infer<typeof pollToTake>;
export const myPollItem = pollToTake.omit({ questions: true, answered: true }).extend({ is_worksheet: z.boolean() });
export type MyPollItem = z.infer<typeof myPollItem>;

/** An answer (002 §3): the chosen variants and, where allowed, the person's own text. */
export const pollAnswer = z.object({
  q_id: z.number().int(),
  variant_ids: z.array(z.number().int()).max(POLL_VARIANTS_MAX).default([]),
  custom_answer: safeText(POLL_ANSWER_MAX * 2)
    .nullish()
    .transform((s) => s?.trim() || null)
    .pipe(
      z
        .string()
        .max(POLL_ANSWER_MAX, { error: said('polls.tooLong', { max: POLL_ANSWER_MAX }) })
        .nullable(),
    ),
});
export type PollAnswer = z.input<typeof pollAnswer>;
export const pollResultsBody = z.object({ answers: z.array(pollAnswer).max(POLL_QUESTIONS_MAX) });
export type PollResultsBody = z.input<typeof pollResultsBody>;
export const pollResult = z.object({ uuid: z.string(), finished_at: z.string() });
export type PollResult = z.infer<typeof pollResult>;

/** A poll's report (001 §3): status 1 in progress, 2 failed, 3 ready; `file` is its download path once ready. */
export const pollReport = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.number().int(),
  file: z.string().nullable(),
});
export type PollReport = z.infer<typeof pollReport>;
export const POLL_REPORT_PAGE_SIZE = 20;
export const pollReportParams = z.object({ id: pollRef, reportId: idText });
export const pollReportStrings = api.pollReports;

/**
 * A poll's results (issue 13 §5, beyond the spec): the answers against the audience, and for each
 * question how many chose each variant, wrote their own text, or skipped it.
 */
export const pollResults = z.object({
  completed: z.number().int(),
  audience_total: z.number().int().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      answer_type: answerType,
      /** Those who answered it. */
      answered: z.number().int(),
      variants: z.array(z.object({ id: z.number().int(), text: z.string(), count: z.number().int() })),
      /** Answers with the person's own text (a text question's answers). */
      texts: z.number().int(),
    }),
  ),
});
export type PollResults = z.infer<typeof pollResults>;
export const POLL_TEXTS_PAGE_SIZE = 20;
export const pollTextParams = z.object({ id: pollRef, questionId: idText });
export const pollTextAnswer = z.object({ text: z.string(), finished_at: z.string() });

const tag = 'Опросы';
const exampleQuestions = [
  {
    id: -1,
    text: 'Как вы оцениваете столовую?',
    required: true,
    answer: {
      type: 'one_variant' as const,
      variants: [
        { id: -2, text: 'Хорошо' },
        { id: -3, text: 'Плохо' },
      ],
    },
  },
];
const exampleBody = {
  name: 'Столовая',
  description: 'Короткий опрос',
  questions: exampleQuestions,
  respondent_type: 'student' as const,
  filter: { groups: [1] },
};

export const pollEndpoints = {
  list: endpoint({
    name: 'listPolls',
    method: 'GET',
    path: '/api/polls',
    tag,
    summary: 'A page of polls, newest first; the meta also under meta.pagination (002 §7)',
    query: z.object({ page: pageQuery }),
    result: pollListItem,
    paged: true,
    meta: nestedPaginationMeta,
    example: { query: { page: 1 } },
  }),
  get: endpoint({
    name: 'getPoll',
    method: 'GET',
    path: '/api/polls/:id',
    tag,
    summary: 'A poll in the editor, by number or uuid',
    params: pollParams,
    result: poll,
    example: { params: { id: 1 } },
  }),
  create: endpoint({
    name: 'createPoll',
    method: 'POST',
    path: '/api/polls',
    tag,
    summary: 'A new draft',
    body: pollBody,
    errorGroups: ['questions'],
    result: poll,
    example: { body: exampleBody },
  }),
  results: endpoint({
    name: 'getPollResults',
    method: 'GET',
    path: '/api/polls/:id/results',
    tag,
    summary: 'The answers counted: per question, per variant, own texts',
    params: pollParams,
    result: pollResults,
    example: { params: { id: 1 } },
  }),
  texts: endpoint({
    name: 'listPollTextAnswers',
    method: 'GET',
    path: '/api/polls/:id/results/:questionId/texts',
    tag,
    summary: 'A page of the own-text answers to a question, newest first',
    params: pollTextParams,
    query: z.object({ page: pageQuery }),
    result: pollTextAnswer,
    paged: true,
    example: { params: { id: 1, questionId: 1 }, query: { page: 1 } },
  }),
  reports: endpoint({
    name: 'listPollReports',
    method: 'GET',
    path: '/api/polls/:id/reports',
    tag,
    summary: 'The reports of a poll, newest first',
    params: pollParams,
    query: z.object({ page: pageQuery }),
    result: pollReport,
    paged: true,
    example: { params: { id: 1 }, query: { page: 1 } },
  }),
  generateReport: endpoint({
    name: 'generatePollReport',
    method: 'POST',
    path: '/api/polls/:id/reports/generate',
    tag,
    summary: 'Start an xlsx of the answers: a row per respondent, a column per question',
    params: pollParams,
    result: pollReport,
    example: { params: { id: 1 } },
  }),
  downloadReport: endpoint({
    name: 'downloadPollReport',
    method: 'GET',
    path: '/api/polls/:id/reports/:reportId',
    tag,
    summary: 'The report of the answers',
    params: pollReportParams,
    file: XLSX_MEDIA_TYPE,
  }),
  update: endpoint({
    name: 'updatePoll',
    method: 'POST',
    path: '/api/polls/:id',
    tag,
    summary:
      'Change a draft; status open publishes it to its audience, close ends it, draft resets an open or closed ' +
      'poll (its answers and reports deleted)',
    params: pollParams,
    body: pollBody,
    errorGroups: ['questions'],
    result: poll,
    example: { params: { id: 1 }, body: exampleBody },
  }),
};

const takeTag = 'Опросы: прохождение';
export const myPollEndpoints = {
  list: endpoint({
    name: 'listMyPolls',
    method: 'GET',
    path: '/api/my/polls',
    tag: takeTag,
    summary: 'The open polls the user may take and has not',
    query: z.object({ page: pageQuery }),
    result: myPollItem,
    paged: true,
    example: { query: { page: 1 } },
  }),
  get: endpoint({
    name: 'getMyPoll',
    method: 'GET',
    path: '/api/my/polls/:id',
    tag: takeTag,
    summary: 'A poll to take (403 outside its audience)',
    params: pollParams,
    result: pollToTake,
    example: { params: { id: 1 } },
  }),
  results: endpoint({
    name: 'submitPollResults',
    method: 'POST',
    path: '/api/my/polls/:id/results',
    tag: takeTag,
    summary: 'The answers, once per person, while the poll is open',
    params: pollParams,
    body: pollResultsBody,
    result: pollResult,
  }),
};

/**
 * The worksheet (/anketa, README decision 9): a poll marked as a worksheet is offered after
 * sign-in to each member of its audience who has not filled it in; /anketa shows how many have,
 * per institute and group (per department for staff), and who has not. Built on the poll itself:
 * its audience, its answers, its reports.
 */

export const WORKSHEET_PAGE_SIZE = 20;
export const WORKSHEET_MISSING_PAGE_SIZE = 20;

export const worksheetStrings = api.worksheets;

/** A published worksheet in /anketa's list. */
export const worksheetItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  status: pollStatus,
  respondent_type: z.enum(['student', 'employee']).nullable(),
  /** The audience counted when it was published. */
  audience_total: z.number().int().nullable(),
  completed: z.number().int(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type WorksheetItem = z.infer<typeof worksheetItem>;

/** How many of a part of the audience (an institute, a group, a department) have filled it in. */
export const worksheetUnit = z.object({
  /** The institute's, group's or department's id; null for those without one. */
  id: z.number().int().nullable(),
  name: z.string(),
  total: z.number().int(),
  completed: z.number().int(),
});
export type WorksheetUnit = z.infer<typeof worksheetUnit>;

/**
 * A worksheet's completion by its audience now: students per institute, or per group of one
 * institute (`institute`); employees per department.
 */
export const worksheetCompletion = z.object({
  level: z.enum(['institute', 'group', 'department']),
  /** The institute whose groups these are (level `group`). */
  institute: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  total: z.number().int(),
  completed: z.number().int(),
  units: z.array(worksheetUnit),
});
export type WorksheetCompletion = z.infer<typeof worksheetCompletion>;
export const worksheetCompletionQuery = z.object({ institute: idText.optional() });

/** A member of the audience who has not filled it in, with their group (or department). */
export const worksheetMissingPerson = z.object({
  user_id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  email: z.string(),
  units: z.array(z.string()),
});
export type WorksheetMissingPerson = z.infer<typeof worksheetMissingPerson>;
/** `unit`: only those of this group (students) or department (staff); `institute`: of its groups. */
export const worksheetMissingQuery = z.object({
  page: pageQuery,
  institute: idText.optional(),
  unit: idText.optional(),
});

/** A worksheet to offer after sign-in. */
export const pendingWorksheet = z.object({ uuid: z.string(), name: z.string(), description: z.string() });
export type PendingWorksheet = z.infer<typeof pendingWorksheet>;

const worksheetTag = 'Анкеты';
export const worksheetEndpoints = {
  list: endpoint({
    name: 'listWorksheets',
    method: 'GET',
    path: '/api/worksheets',
    tag: worksheetTag,
    summary: 'The published worksheets, newest first, with their completion',
    query: z.object({ page: pageQuery }),
    result: worksheetItem,
    paged: true,
    example: { query: { page: 1 } },
  }),
  completion: endpoint({
    name: 'getWorksheetCompletion',
    method: 'GET',
    path: '/api/worksheets/:id/completion',
    tag: worksheetTag,
    summary: 'Who of the audience has filled it in: per institute, per group of an institute, per department',
    params: pollParams,
    query: worksheetCompletionQuery,
    result: worksheetCompletion,
    example: { params: { id: 1 }, query: {} },
  }),
  missing: endpoint({
    name: 'listWorksheetMissing',
    method: 'GET',
    path: '/api/worksheets/:id/missing',
    tag: worksheetTag,
    summary: 'A page of the audience who have not filled it in, by name',
    params: pollParams,
    query: worksheetMissingQuery,
    result: worksheetMissingPerson,
    paged: true,
    example: { params: { id: 1 }, query: { page: 1 } },
  }),
};

export const myWorksheetEndpoints = {
  pending: endpoint({
    name: 'listMyPendingWorksheets',
    method: 'GET',
    path: '/api/my/worksheets',
    tag: worksheetTag,
    summary: 'The open worksheets of the user’s audiences not yet filled in, to offer after sign-in',
    result: z.array(pendingWorksheet),
  }),
};
