import {
  pollBody,
  type AnswerType,
  type AudienceFilter,
  type FieldErrors,
  type Poll,
  type PollBody,
} from '@portal/contract';
import { text } from './i18n';

/** A question as the editor holds it (001 §3); a new one has a negative temporary id. */
export interface QuestionForm {
  id: number;
  text: string;
  description: string;
  required: boolean;
  type: AnswerType;
  allowCustom: boolean;
  variants: { id: number; text: string }[];
}

export interface PollForm {
  name: string;
  description: string;
  comment: string;
  questions: QuestionForm[];
  audience: AudienceFilter | null;
  isWorksheet: boolean;
  /** The closing date (ISO), or null. */
  closesAt: string | null;
}

let lastTempId = 0;
/** A new temporary id: negative, never one of the server's (001 §3). */
export const tempId = () => --lastTempId;

/** 001 §9: a new question is one variant, required, without the person's own answer. */
export const newQuestion = (): QuestionForm => ({
  id: tempId(),
  text: '',
  description: '',
  required: true,
  type: 'one_variant',
  allowCustom: false,
  variants: [],
});

export const emptyPoll = (): PollForm => ({
  name: '',
  description: '',
  comment: '',
  questions: [newQuestion()],
  audience: null,
  isWorksheet: false,
  closesAt: null,
});

export function formOf(poll: Poll): PollForm {
  return {
    name: poll.name,
    description: poll.description,
    comment: poll.comment,
    questions: poll.questions.map((q) => ({
      id: q.id,
      text: q.text,
      description: q.description ?? '',
      required: q.required,
      type: q.answer.type,
      allowCustom: q.answer.allow_custom,
      variants: q.answer.variants,
    })),
    audience:
      poll.respondent_type && poll.filter
        ? ({ type: poll.respondent_type, data: poll.filter } as AudienceFilter)
        : null,
    isWorksheet: poll.ex_data.is_worksheet === true,
    closesAt: poll.ex_data.closes_at ?? null,
  };
}

/** The body of the spec's create and update calls (001 §3), with the status asked for. */
export function bodyOf(form: PollForm, status: PollBody['status'], exData: Record<string, unknown> = {}): PollBody {
  return {
    name: form.name,
    description: form.description,
    comment: form.comment,
    status,
    questions: form.questions.map((q) => ({
      id: q.id,
      text: q.text,
      description: q.description || null,
      required: q.required,
      answer: {
        type: q.type,
        allow_custom: q.type === 'text' ? false : q.allowCustom,
        variants: q.type === 'text' ? [] : q.variants,
      },
    })),
    ex_data: { ...exData, is_worksheet: form.isWorksheet, closes_at: form.closesAt },
    respondent_type: form.audience?.type ?? null,
    filter: (form.audience?.data as Record<string, unknown> | undefined) ?? null,
  };
}

/** A question's field errors: its text, its description, its variants. */
export interface QuestionErrors {
  text?: string;
  description?: string;
  variants?: string;
}

/**
 * Field errors (001 §5, §8): the name, description and comment, per question its text, description
 * and variants, `questionList` for the questions as a whole (none, the same one twice), the
 * audience; `other` at no field.
 */
export interface FormErrors {
  name?: string;
  description?: string;
  comment?: string;
  questionList?: string;
  questions: Record<number, QuestionErrors>;
  audience?: string;
  other?: string;
}

/** Puts a problem at a path of the call's body (`questions.2.answer.variants`) where the editor shows it. */
function place(errors: FormErrors, form: PollForm, path: string, message: string) {
  const [head, index, part] = path.split('.');
  const question = head === 'questions' && index !== undefined ? form.questions[Number(index)] : undefined;
  if (head === 'name') errors.name ??= message;
  else if (head === 'description' && index === undefined) errors.description ??= message;
  else if (head === 'comment' && index === undefined) errors.comment ??= message;
  else if (head === 'filter' || head === 'respondent_type') errors.audience ??= message;
  else if (head === 'questions' && index === undefined) errors.questionList ??= message;
  else if (question) {
    const at = (errors.questions[question.id] ??= {});
    if (part === 'answer') at.variants ??= message;
    else if (part === 'description') at.description ??= message;
    else at.text ??= message;
  } else errors.other ??= message;
}

/**
 * The checks before a save (001 §5): a name, each question's text, variants for the choice ones and
 * the audience to publish, in the editor's words; then whatever else the call's contract finds
 * wrong with the body (pollBody), each where the editor shows it.
 */
export function validate(form: PollForm, publishing: boolean, status: PollBody['status'] = 'draft'): FormErrors {
  const errors: FormErrors = { questions: {} };
  if (!form.name.trim()) errors.name = text('errors.required');
  for (const q of form.questions) {
    const e: QuestionErrors = {};
    if (!q.text.trim()) e.text = text('errors.required');
    if (q.type !== 'text' && q.variants.length === 0) e.variants = text('errors.noVariants');
    if (e.text || e.variants) errors.questions[q.id] = e;
  }
  if (publishing && !form.audience) errors.audience = text('errors.noAudience');
  const parsed = pollBody.safeParse(bodyOf(form, status));
  for (const issue of parsed.success ? [] : parsed.error.issues)
    place(errors, form, issue.path.join('.'), issue.message);
  return errors;
}

/**
 * The server's field errors (422) where the editor shows them (001 §5, §8). `questions` marks the
 * questions block (none saved, the same one twice); the server repeats there what it says of each
 * question (001 §7), which stands under that question instead.
 */
export function serverErrors(form: PollForm, fields: FieldErrors): FormErrors {
  const errors: FormErrors = { questions: {} };
  const ofEach = new Set(
    Object.entries(fields).flatMap(([path, messages]) => (path.startsWith('questions.') ? messages : [])),
  );
  for (const [path, messages] of Object.entries(fields)) {
    const message = path === 'questions' ? messages.find((m) => !ofEach.has(m)) : messages[0];
    if (message) place(errors, form, path, message);
  }
  return errors;
}

export const hasErrors = (e: FormErrors) =>
  !!e.name ||
  !!e.description ||
  !!e.comment ||
  !!e.questionList ||
  !!e.audience ||
  !!e.other ||
  Object.keys(e.questions).length > 0;

/** Moves a question up (-1) or down (+1). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
