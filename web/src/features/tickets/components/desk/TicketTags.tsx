import { Group, MultiSelect, Text } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { russianOptionsFilter } from '../../../../shared/lib/russian-search';
import { useTicketTags, useUpdateTicket } from '../../api';
import { useText } from '../../i18n';

/** The ticket's tags (POST /api/tickets/{id} tags), saved at each choice; shown only when any tags exist. */
export function TicketTags({ ticket }: { ticket: Ticket }) {
  const t = useText();
  const tags = useTicketTags();
  const update = useUpdateTicket(ticket.id);
  const server = (ticket.tags ?? []).map((tag) => String(tag.id));
  const serverKey = server.join(',');
  const [value, setValue] = useState(server);
  const [seen, setSeen] = useState(serverKey);
  // The ticket's tags changed elsewhere (or this save came back): shown unless a save is on its way.
  if (serverKey !== seen) {
    setSeen(serverKey);
    if (!update.isPending) setValue(server);
  }

  if (!tags.data || tags.data.length === 0) return null;
  return (
    <div>
      <MultiSelect
        label={t('desk.ticket.tags')}
        placeholder={value.length ? undefined : t('desk.ticket.tagsPlaceholder')}
        data={tags.data.map((tag) => ({ value: String(tag.id), label: tag.name }))}
        value={value}
        onChange={(next) => {
          setValue(next);
          update.mutate({ tags: next.map(Number) });
        }}
        searchable
        filter={russianOptionsFilter}
        nothingFoundMessage={t('desk.filter.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap={4} mt={4} mih={24} role="status">
        {update.isSuccess && (
          <>
            <IconCheck size={16} aria-hidden />
            <Text size="sm">{t('desk.ticket.tagsSaved')}</Text>
          </>
        )}
        {update.isError && (
          <>
            <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
            <Text size="sm" c="var(--mantine-color-error)">
              {t('desk.ticket.tagsFailed')}
            </Text>
          </>
        )}
      </Group>
    </div>
  );
}
