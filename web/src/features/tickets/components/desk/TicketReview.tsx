import { Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import type { TicketReview as Review } from '@portal/contract';
import { useLowVision } from '../../../../shared/lib/low-vision';
import { useText } from '../../i18n';

/** The author's rating of the answer (1–5) and comment, given after the ticket was closed. */
export function TicketReview({ review }: { review: Review }) {
  const t = useText();
  // The low-vision schemes draw full and empty stars alike: there the words say it alone.
  const lowVision = useLowVision();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="ticket-review-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="ticket-review-title">
          {t('desk.ticket.review')}
        </Title>
        <Group gap="sm">
          {!lowVision && <Rating value={review.rating} readOnly aria-hidden />}
          <Text fw={600}>{t('desk.ticket.rating', { rating: review.rating })}</Text>
        </Group>
        <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} c={review.comment ? undefined : 'dimmed'}>
          {review.comment ?? t('desk.ticket.noReviewComment')}
        </Text>
        <Text size="sm" c="dimmed">
          {review.created_at}
        </Text>
      </Stack>
    </Paper>
  );
}
