import { Alert, Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ticketEndpoints, type ReviewBody, type Ticket } from '@portal/contract';
import { useContractForm } from '../../../../shared/lib/use-contract-form';
import { useReviewTicket } from '../../api';
import { useText } from '../../i18n';
import classes from './TicketReviewBox.module.css';

/** The author's rating of a closed ticket (1–5 and a comment), given once; afterwards it is shown. */
export function TicketReviewBox({ ticket }: { ticket: Ticket }) {
  const t = useText();
  const review = useReviewTicket(ticket.id);
  const form = useContractForm(ticketEndpoints.review.body, {
    initial: { rating: null as number | null, comment: '' },
    toBody: (values) => ({ rating: values.rating ?? 0, comment: values.comment.trim() || null }),
    required: { rating: t('support.review.ratingRequired') },
  });

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

  const send = async (body: ReviewBody) => {
    try {
      await review.mutateAsync(body);
    } catch (cause) {
      form.fail(cause, t('support.review.failed'));
    }
  };
  // The stars have no error of their own: what is wrong with them, or the failure, is said above the button.
  const error = form.errors.rating ?? form.failure;

  return (
    <Paper component="form" withBorder radius="md" p="sm" aria-labelledby="review-title" onSubmit={form.onSubmit(send)}>
      <Stack gap="xs">
        <Title order={3} size="h5" id="review-title">
          {t('support.review.title')}
        </Title>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ padding: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 4 }}>
            {t('support.review.rating')}
          </legend>
          <Rating
            value={form.values.rating ?? 0}
            onChange={(rating) => form.setValue('rating', rating)}
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
          {...form.input('comment')}
          autosize
          minRows={2}
          maxRows={6}
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
