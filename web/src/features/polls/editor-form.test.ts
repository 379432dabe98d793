import { describe, expect, it } from 'vitest';
import { pollBody, pollStrings, VARIANT_TEXT_MAX } from '@portal/contract';
import {
  bodyOf,
  emptyPoll,
  hasErrors,
  moved,
  newQuestion,
  serverErrors,
  validate,
  type QuestionForm,
} from './editor-form';

describe('the poll editor’s form (001 §3, §5, §9)', () => {
  it('starts with one question: one variant, required, no own answer, a negative id', () => {
    const q = newQuestion();
    expect(q).toMatchObject({ type: 'one_variant', required: true, allowCustom: false, variants: [] });
    expect(q.id).toBeLessThan(0);
    expect(newQuestion().id).not.toBe(q.id);
    expect(emptyPoll().questions).toHaveLength(1);
  });

  it('asks for a name, each question’s text and a choice question’s variants; the audience to publish', () => {
    const form = emptyPoll();
    const errors = validate(form, true);
    expect(errors.name).toBe(pollStrings.required);
    expect(errors.questions[form.questions[0]!.id]).toEqual({
      text: pollStrings.required,
      variants: pollStrings.noVariants,
    });
    expect(errors.audience).toBe(pollStrings.noAudience);
    const filled = {
      ...form,
      name: 'Опрос',
      questions: [{ ...form.questions[0]!, text: 'Вопрос', type: 'text' as const }],
    };
    expect(hasErrors(validate(filled, false))).toBe(false);
  });

  it('writes a body the contract accepts, a text question without variants', () => {
    const form = { ...emptyPoll(), name: 'Опрос', audience: { type: 'student' as const, data: { groups: [1] } } };
    form.questions = [
      { ...form.questions[0]!, text: 'Как дела?', variants: [{ id: -100, text: 'Хорошо' }] },
      { ...newQuestion(), text: 'Почему?', type: 'text', variants: [{ id: -101, text: 'лишний' }] },
    ];
    const body = bodyOf(form, 'open');
    expect(pollBody.safeParse(body).success).toBe(true);
    expect(body.questions[1]!.answer.variants).toEqual([]);
    expect(body).toMatchObject({ status: 'open', respondent_type: 'student', filter: { groups: [1] } });
  });

  it('moves a question up and down, not past the ends', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });

  it('says what else the contract finds at the question it is about, and the server’s field errors there too', () => {
    const form = { ...emptyPoll(), name: 'Опрос' };
    const long = { id: -7, text: 'x'.repeat(VARIANT_TEXT_MAX + 1) };
    form.questions = [
      { ...newQuestion(), text: 'Первый', type: 'text' },
      { ...form.questions[0]!, text: 'Второй', variants: [long] },
    ];
    const errors = validate(form, false);
    expect(errors.questions[form.questions[1]!.id]?.variants).toBeTruthy();
    expect(errors.questions[form.questions[0]!.id]).toBeUndefined();
    const fromServer = serverErrors(form, { 'questions.0.text': ['Занято'], filter: ['Нет аудитории'], x: ['Иное'] });
    expect(fromServer.questions[form.questions[0]!.id]).toEqual({ text: 'Занято' });
    expect(fromServer.audience).toBe('Нет аудитории');
    expect(fromServer.other).toBe('Иное');
  });

  it('puts the server’s errors under the description, each question’s description, and the questions block', () => {
    const form = { ...emptyPoll(), name: 'Опрос' };
    form.questions = [{ ...newQuestion(), text: 'Первый', type: 'text' }, newQuestion()];
    const [first, second] = form.questions as [QuestionForm, QuestionForm];
    const found = serverErrors(form, {
      description: ['Слишком длинно'],
      comment: ['Коротко'],
      'questions.0.description': ['Пояснение длинное'],
      'questions.1.text': [pollStrings.required],
      'questions.1.answer.variants': [pollStrings.noVariants],
      // The server repeats there what it says of each question: that stands under the question.
      questions: ['Пояснение длинное', pollStrings.required, pollStrings.noVariants],
    });
    expect(found).toMatchObject({ description: 'Слишком длинно', comment: 'Коротко' });
    expect(found.questions[first.id]).toEqual({ description: 'Пояснение длинное' });
    expect(found.questions[second.id]).toEqual({ text: pollStrings.required, variants: pollStrings.noVariants });
    expect(found.questionList).toBeUndefined();
    expect(found.other).toBeUndefined();
    // No questions saved: the block says so.
    const none = serverErrors(form, { questions: [pollStrings.noQuestions] });
    expect(none.questionList).toBe(pollStrings.noQuestions);
    expect(hasErrors(none)).toBe(true);
  });
});
