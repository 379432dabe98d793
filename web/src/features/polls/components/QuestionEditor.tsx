import { ActionIcon, Checkbox, Group, Input, Paper, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { answerTypes, QUESTION_TEXT_MAX, VARIANT_TEXT_MAX, type AnswerType } from '@portal/contract';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { tempId, type QuestionErrors, type QuestionForm } from '../editor-form';
import { useText } from '../i18n';

interface QuestionEditorProps {
  question: QuestionForm;
  number: number;
  count: number;
  errors: QuestionErrors | undefined;
  disabled: boolean;
  onChange: (question: QuestionForm) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One question of the editor (001 §2): its type, text, description, «Обязательный вопрос»,
 * variants added with Enter and removable, the person's own answer, move up and down, delete
 * while more than one remains.
 */
export function QuestionEditor({
  question,
  number,
  count,
  errors,
  disabled,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const t = useText();
  const [variant, setVariant] = useState('');
  const variantsId = useId();
  const addVariant = () => {
    const text = variant.trim();
    // 001 §5: an empty variant is not added.
    if (!text) return;
    onChange({ ...question, variants: [...question.variants, { id: tempId(), text }] });
    setVariant('');
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={t('editor.question', { n: number })}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('editor.question', { n: number })}</Text>
          {!disabled && (
            <Group gap={4}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('editor.moveUp', { n: number })}
                disabled={number === 1}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('editor.moveDown', { n: number })}
                disabled={number === count}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              {count > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('editor.remove', { n: number })}
                  onClick={onRemove}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          )}
        </Group>
        <Select
          label={t('editor.type')}
          data={answerTypes.map((type) => ({ value: type, label: t(`editor.types.${type}`) }))}
          value={question.type}
          onChange={(type) => type && onChange({ ...question, type: type as AnswerType })}
          allowDeselect={false}
          disabled={disabled}
          maw={{ sm: 320 }}
        />
        <TextInput
          label={t('editor.text')}
          value={question.text}
          onChange={(event) => onChange({ ...question, text: event.currentTarget.value })}
          error={errors?.text}
          maxLength={QUESTION_TEXT_MAX}
          withAsterisk={!disabled}
          disabled={disabled}
        />
        <TextInput
          label={t('editor.questionDescription')}
          value={question.description}
          onChange={(event) => onChange({ ...question, description: event.currentTarget.value })}
          error={errors?.description}
          maxLength={QUESTION_TEXT_MAX}
          disabled={disabled}
        />
        {question.type !== 'text' && (
          <Input.Wrapper label={t('editor.variants')} id={variantsId} error={errors?.variants}>
            <Stack gap="xs" mt={4}>
              {question.variants.length > 0 && (
                <Group
                  gap={6}
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t('editor.variants')}
                >
                  {question.variants.map((v) => (
                    <li key={v.id}>
                      <Pill
                        size="md"
                        withRemoveButton={!disabled}
                        onRemove={() =>
                          onChange({ ...question, variants: question.variants.filter((x) => x.id !== v.id) })
                        }
                        removeButtonProps={{ 'aria-label': t('editor.removeVariant', { text: v.text }) }}
                      >
                        {v.text}
                      </Pill>
                    </li>
                  ))}
                </Group>
              )}
              {!disabled && (
                <TextInput
                  aria-label={t('editor.variant')}
                  placeholder={t('editor.variantHint')}
                  value={variant}
                  onChange={(event) => setVariant(event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    addVariant();
                  }}
                  onBlur={addVariant}
                  maxLength={VARIANT_TEXT_MAX}
                  error={!!errors?.variants}
                />
              )}
            </Stack>
          </Input.Wrapper>
        )}
        <Group gap="lg">
          <Checkbox
            label={t('editor.required')}
            checked={question.required}
            onChange={(event) => onChange({ ...question, required: event.currentTarget.checked })}
            disabled={disabled}
          />
          {question.type !== 'text' && (
            <Checkbox
              label={t('editor.allowCustom')}
              checked={question.allowCustom}
              onChange={(event) => onChange({ ...question, allowCustom: event.currentTarget.checked })}
              disabled={disabled}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
