import { Alert, Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ticket } from '@portal/contract';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { useReviewTicket } from '../../api';
import { useText } from '../../i18n';
import classes from './TicketReviewBox.module.css';

/** The author's rating of a closed ticket (1–5 and a comment), given once; afterwards it is shown. */
export function TicketReviewBox({ ticket }: { ticket: Ticket }) {
  const t = useText();
  const review = useReviewTicket(ticket.id);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (ticket.review) {
    return (
      <Paper component="section" withBorder radius="md" p="sm" aria-labelledby="review-title">
        <Stack gap={6}>
          <Title order={3} size="h5" id="review-title">
            {t('support.review.shownTitle')}
          </Title>
          <Group gap="sm">
            <Rating
              value={ticket.review.rating}
              readOnly
              aria-hidden
              color="orange.8"
              classNames={{ starSymbol: classes.star }}
            />
            <Text fw={600}>{t('support.review.ratingOf', { rating: ticket.review.rating })}</Text>
          </Group>
          {ticket.review.comment && (
            <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{ticket.review.comment}</Text>
          )}
          <Text size="sm" c="dimmed">
            {ticket.review.created_at}
          </Text>
        </Stack>
      </Paper>
    );
  }

  const submit = async () => {
    if (rating < 1) {
      setError(t('support.review.ratingRequired'));
      return;
    }
    setError(null);
    try {
      await review.mutateAsync({ rating, comment: comment.trim() || null });
    } catch (cause) {
      setError(isApiError(cause) ? (cause.fieldError('rating') ?? cause.message) : t('support.review.failed'));
    }
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby="review-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id="review-title">
          {t('support.review.title')}
        </Title>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ padding: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 4 }}>
            {t('support.review.rating')}
          </legend>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            color="orange.8"
            classNames={{ starSymbol: classes.star }}
            name={`review-${ticket.id}`}
            getSymbolLabel={(value) => t('support.review.ratingOf', { rating: value })}
          />
        </fieldset>
        <Textarea
          label={t('support.review.comment')}
          placeholder={t('support.review.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
        />
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            title={error}
            p="xs"
          />
        )}
        <Group>
          <Button type="submit" loading={review.isPending}>
            {t('support.review.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
