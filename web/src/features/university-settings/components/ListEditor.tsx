import { ActionIcon, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { getAt, type ListPath, type SettingsForm } from '../settings-form';
import { useText } from '../i18n';

/** A button that cannot act now: a grey icon (the others are blue or red), not a grey tile that looks pressed. */
const faded = { backgroundColor: 'transparent' };

interface ListEditorProps<T> {
  form: SettingsForm;
  list: ListPath;
  /** The list's heading. */
  title: string;
  /** What an item is called: its name, or «Ресурс 3» while it has none. */
  itemName: (item: T, index: number) => string;
  /** The item's fields; `path` is its dotted path (`library_resources.2`). */
  renderItem: (path: string, item: T, index: number) => ReactNode;
  newItem: () => T;
  addLabel: string;
  /** The fewest items the contract takes: the last ones cannot be removed. */
  min?: number;
  max?: number;
  /** Said when the list is empty. */
  empty?: string;
  /** Up and down buttons: the order is what people see. */
  movable?: boolean;
}

/**
 * A list of the settings as a person edits it: each item a group named by its name, with «Выше»,
 * «Ниже» and «Удалить» (buttons that name the item), and «Добавить» below; a move keeps the focus
 * on the moved item's button and is said to screen readers.
 */
export function ListEditor<T>({
  form,
  list,
  title,
  itemName,
  renderItem,
  newItem,
  addLabel,
  min = 0,
  max = Infinity,
  empty,
  movable = true,
}: ListEditorProps<T>) {
  const t = useText();
  const headingId = useId();
  const items = getAt(form.values, list) as T[];
  const ids = form.ids(list);
  const listError = form.errors[list];
  const [said, setSaid] = useState('');
  const root = useRef<HTMLDivElement>(null);
  /** The button to focus once the list is drawn again: a moved item's, or «Добавить» after a removal. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const button = root.current?.querySelector<HTMLButtonElement>(`[data-focus="${wanted}"]`);
    const other = wanted.endsWith(':up') ? wanted.replace(/:up$/, ':down') : wanted.replace(/:down$/, ':up');
    const target =
      button && !button.disabled ? button : root.current?.querySelector<HTMLElement>(`[data-focus="${other}"]`);
    target?.focus();
  });

  const move = (index: number, delta: -1 | 1) => {
    const name = itemName(items[index]!, index);
    focusNext.current = `${ids[index]}:${delta < 0 ? 'up' : 'down'}`;
    form.move(list, index, delta);
    setSaid(t('moved', { name, position: index + delta + 1, count: items.length }));
  };
  const remove = (index: number) => {
    const name = itemName(items[index]!, index);
    focusNext.current = 'add';
    form.remove(list, index);
    setSaid(t('removed', { name }));
  };

  return (
    <Stack gap="sm" ref={root} role="group" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {items.length === 0 && empty && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {items.map((item, index) => {
        const id = ids[index]!;
        const name = itemName(item, index);
        return (
          <Paper
            key={id}
            role="group"
            aria-labelledby={`${headingId}-${id}`}
            withBorder
            radius="md"
            p={{ base: 'xs', sm: 'sm' }}
          >
            {/* On a narrow screen with a large font the buttons go below the name. */}
            <Group justify="space-between" gap="xs" mb="xs" align="flex-start">
              <Text
                id={`${headingId}-${id}`}
                fw={600}
                style={{ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {name}
              </Text>
              <Group gap={4} ml="auto" justify="flex-end">
                {movable && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('moveUp', { name })}
                      title={t('moveUp', { name })}
                      disabled={index === 0}
                      style={index === 0 ? faded : undefined}
                      data-focus={`${id}:up`}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('moveDown', { name })}
                      title={t('moveDown', { name })}
                      disabled={index === items.length - 1}
                      style={index === items.length - 1 ? faded : undefined}
                      data-focus={`${id}:down`}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('remove', { name })}
                  title={t('remove', { name })}
                  disabled={items.length <= min}
                  style={items.length <= min ? faded : undefined}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <Stack gap="xs">{renderItem(`${list}.${index}`, item, index)}</Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled={items.length >= max}
        data-focus="add"
        onClick={() => form.add(list, newItem())}
      >
        {addLabel}
      </Button>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </Stack>
  );
}
