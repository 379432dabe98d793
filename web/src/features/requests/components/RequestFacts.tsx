import type { RequestListItem } from '@portal/contract';
import { fullName } from '../../../shared/lib/names';
import { DetailList, type DetailItem } from '../../../shared/ui/DetailList';
import { useDesk } from '../desk';
import { useText } from '../i18n';

/** What a request is about and where its author is (002 §3): the service, the dates, the author and their place. */
export function RequestFacts({
  request,
  withAuthor,
  stacked,
}: {
  request: RequestListItem;
  withAuthor: boolean;
  stacked?: boolean;
}) {
  const t = useText();
  const { kind } = useDesk();
  const items: DetailItem[] = [
    { label: t('facts.department'), value: request.sub_category.category.name },
    { label: t('facts.service', { context: kind }), value: request.sub_category.name },
    { label: t('facts.created'), value: request.created_at },
    ...(request.accepted_at ? [{ label: t('facts.accepted'), value: request.accepted_at }] : []),
    ...(request.closed_at ? [{ label: t('facts.closed'), value: request.closed_at }] : []),
    ...(withAuthor
      ? [
          { label: t('facts.author', { context: kind }), value: fullName(request.author) },
          {
            label: t('facts.authorPosts', { context: kind }),
            value:
              request.author.group ??
              request.author.posts.map((p) => `${p.department_post_name}, ${p.department_name}`).join('; '),
          },
        ]
      : []),
    // A question has no place to come to.
    ...(request.optional_fields.room
      ? [
          { label: t('facts.place'), value: request.optional_fields.department },
          { label: t('facts.frame'), value: request.optional_fields.frame },
          { label: t('facts.room'), value: request.optional_fields.room },
          { label: t('facts.phone'), value: request.optional_fields.phone },
        ]
      : []),
  ];
  return <DetailList items={items} stacked={stacked} />;
}
