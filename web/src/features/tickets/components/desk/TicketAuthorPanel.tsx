import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import { fullName } from '../../../../shared/lib/names';
import { DetailList, type DetailItem } from '../../../../shared/ui/DetailList';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { SignInAsButton } from '../../../../shared/ui/SignInAsButton';
import { useTicketAuthor, type TicketAuthorData } from '../../api';
import { useText } from '../../i18n';

const email = (value: string | null | undefined) =>
  value ? (
    <Anchor inherit href={`mailto:${value}`} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Anchor>
  ) : null;
const phone = (value: string | null | undefined) =>
  value ? (
    <Anchor inherit href={`tel:${value.replace(/[^\d+]/g, '')}`}>
      {value}
    </Anchor>
  ) : null;

/** What the panel shows of each kind of author (000 §2). */
function itemsOf(author: TicketAuthorData, t: ReturnType<typeof useText>): DetailItem[] {
  switch (author.key) {
    case 'student': {
      const student = author.data;
      return [
        { label: t('desk.author.fullName'), value: fullName(student) },
        { label: t('desk.author.institute'), value: student.group?.institute.name ?? null },
        { label: t('desk.author.kafedra'), value: student.group?.kafedra.name ?? null },
        { label: t('desk.author.group'), value: student.group?.name ?? null },
        { label: t('desk.author.course'), value: student.course === null ? null : String(student.course) },
        { label: t('desk.author.recordBook'), value: student.student_record_book_code ?? null },
      ];
    }
    case 'employee':
      return [
        { label: t('desk.author.fullName'), value: fullName(author.data) },
        { label: t('desk.author.email'), value: email(author.data.email) },
        { label: t('desk.author.phone'), value: phone(author.data.phone) },
      ];
    case 'admin':
      return [
        { label: t('desk.author.fullName'), value: fullName(author.data) },
        { label: t('desk.author.email'), value: email(author.data.email) },
      ];
  }
}

/**
 * «Автор обращения»: the author's data by the account the ticket was written in (a student's
 * group, course and record book; an employee's e-mail and phone; an admin's e-mail), and
 * «Войти под пользователем» (not for an admin, whom nobody may sign in as).
 */
export function TicketAuthorPanel({ ticket }: { ticket: Ticket }) {
  const t = useText();
  const { author: who } = ticket;
  const author = useTicketAuthor(who.account_key, who.account_id);
  const headingId = `ticket-author-${ticket.id}`;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('desk.author.title')}
          </Title>
          {who.account_key && (
            <Badge variant="light" radius="sm" style={{ textTransform: 'none' }}>
              {t(`desk.author.kind.${who.account_key}`)}
            </Badge>
          )}
        </Group>
        {who.account_key === null || who.account_id === null ? (
          <Stack gap="xs">
            <Text fw={600}>{fullName(who)}</Text>
            <Text size="sm" c="dimmed">
              {t('desk.author.noAccount')}
            </Text>
          </Stack>
        ) : author.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Text fw={600}>{fullName(who)}</Text>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={22} radius="sm" />
            ))}
          </Stack>
        ) : author.isError ? (
          <Stack gap="xs">
            <Text fw={600}>{fullName(who)}</Text>
            <ErrorState message={t('desk.author.loadError')} onRetry={() => void author.refetch()} />
          </Stack>
        ) : (
          <DetailList items={itemsOf(author.data, t)} stacked />
        )}
        {who.account_key !== 'admin' && <SignInAsButton userId={who.id} label={t('desk.author.signInAs')} />}
      </Stack>
    </Paper>
  );
}
