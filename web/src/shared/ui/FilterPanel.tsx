import { Badge, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton, useMatches } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSharedText } from '../i18n/shared-text';

interface FilterPanelProps {
  /** How many fields narrow the draft: shown while the panel is folded. */
  chosen: number;
  onApply: () => void;
  onReset: () => void;
  /** Beside the buttons: e.g. how many students the draft would leave. */
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * The filter's frame: a section folded by default on a phone, open on a wider screen; the fields,
 * then «Применить» (Enter in a field applies too) and «Сбросить». The fields are drawn when the
 * panel is first opened, then kept: folded on a phone, the student filter's eight selects would
 * otherwise be drawn (hidden) with the first screen and again with each answer. The draft lives
 * with the caller, so nothing is lost by drawing them late.
 */
export function FilterPanel({ chosen, onApply, onReset, hint, children }: FilterPanelProps) {
  const t = useSharedText();
  const wide = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });
  const [toggled, setToggled] = useState<boolean | null>(null);
  const opened = toggled ?? wide;
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  const bodyId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('filter.title')}>
      <UnstyledButton aria-expanded={opened} aria-controls={bodyId} onClick={() => setToggled(!opened)} w="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <IconAdjustmentsHorizontal size={20} aria-hidden />
            <Text fw={600}>{t('filter.title')}</Text>
            {chosen > 0 && (
              <Badge variant="light" size="sm" style={{ textTransform: 'none' }}>
                {t('filter.chosenCount', { count: chosen })}
              </Badge>
            )}
          </Group>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={bodyId}>
        {everOpened && (
          <form onSubmit={submit} onReset={(event) => (event.preventDefault(), onReset())}>
            <Stack gap="md" pt="md">
              {children}
              <Group gap="sm" justify="space-between">
                <Group gap="sm">
                  <Button type="submit">{t('filter.apply')}</Button>
                  <Button type="reset" variant="default">
                    {t('filter.reset')}
                  </Button>
                </Group>
                {hint}
              </Group>
            </Stack>
          </form>
        )}
      </Collapse>
    </Paper>
  );
}
