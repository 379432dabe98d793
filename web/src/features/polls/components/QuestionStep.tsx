import { Checkbox, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { POLL_ANSWER_MAX, type PollToTake } from '@portal/contract';
import { useState } from 'react';
import type { Answer } from '../progress';
import { useText } from '../i18n';

type Question = PollToTake['questions'][number];

interface QuestionStepProps {
  question: Question;
  answer: Answer;
  onChange: (answer: Answer) => void;
}

/** «Свой вариант» in a choice list: its own value, never a variant's id. */
const OWN = 'own';

/**
 * One question (002 «Poll passage»): one variant as radio buttons, many as checkboxes, with «Свой
 * вариант» and its text where the question allows one; a text question as a text area of up to
 * 1500 characters with «n / 1500 символов».
 */
export function QuestionStep({ question, answer, onChange }: QuestionStepProps) {
  const t = useText();
  const [own, setOwn] = useState(answer.custom_answer !== '');
  const label = (
    <Text component="span" fw={600} size="lg">
      {question.text}
    </Text>
  );
  const description = question.description ?? (question.answer_type === 'many_variant' ? t('passage.many') : undefined);
  const ownInput = own && (
    <TextInput
      label={t('passage.ownAnswer')}
      value={answer.custom_answer}
      onChange={(event) => onChange({ ...answer, custom_answer: event.currentTarget.value })}
      maxLength={POLL_ANSWER_MAX}
      data-autofocus
    />
  );

  if (question.answer_type === 'text') {
    return (
      <Stack gap={4}>
        {/* The question's description under its text, the count of characters under the field. */}
        <Textarea
          label={
            <>
              {label}
              {question.description && (
                <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
                  {question.description}
                </Text>
              )}
            </>
          }
          withAsterisk={question.is_required}
          value={answer.custom_answer}
          onChange={(event) => onChange({ ...answer, custom_answer: event.currentTarget.value })}
          maxLength={POLL_ANSWER_MAX}
          autosize
          minRows={4}
          maxRows={12}
          placeholder={t('passage.textAnswer')}
          description={t('passage.chars', { n: answer.custom_answer.length, count: POLL_ANSWER_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ label: { marginBottom: 8 }, description: { marginTop: 4 } }}
        />
      </Stack>
    );
  }

  if (question.answer_type === 'one_variant') {
    const value = own ? OWN : answer.variant_ids[0] !== undefined ? String(answer.variant_ids[0]) : null;
    return (
      <Stack gap="sm">
        <Radio.Group
          label={label}
          description={description}
          withAsterisk={question.is_required}
          value={value}
          onChange={(next) => {
            const isOwn = next === OWN;
            setOwn(isOwn);
            onChange(
              isOwn
                ? { variant_ids: [], custom_answer: answer.custom_answer }
                : { variant_ids: [Number(next)], custom_answer: '' },
            );
          }}
        >
          <Stack gap="xs" mt="sm">
            {question.variants.map((v) => (
              <Radio key={v.id} value={String(v.id)} label={v.text} />
            ))}
            {question.allow_custom && <Radio value={OWN} label={t('passage.own')} />}
          </Stack>
        </Radio.Group>
        {ownInput}
      </Stack>
    );
  }

  const chosen = [...answer.variant_ids.map(String), ...(own ? [OWN] : [])];
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={label}
        description={description}
        withAsterisk={question.is_required}
        value={chosen}
        onChange={(next) => {
          const isOwn = next.includes(OWN);
          setOwn(isOwn);
          onChange({
            variant_ids: next.filter((v) => v !== OWN).map(Number),
            custom_answer: isOwn ? answer.custom_answer : '',
          });
        }}
      >
        <Stack gap="xs" mt="sm">
          {question.variants.map((v) => (
            <Checkbox key={v.id} value={String(v.id)} label={v.text} />
          ))}
          {question.allow_custom && <Checkbox value={OWN} label={t('passage.own')} />}
        </Stack>
      </Checkbox.Group>
      {ownInput}
    </Stack>
  );
}
