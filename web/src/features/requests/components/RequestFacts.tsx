import type { RequestListItem } from '@portal/contract';
import { fullName } from '../../../shared/lib/names';
import { DetailList, type DetailItem } from '../../../shared/ui/DetailList';
import { useDesk } from '../desk';

/** What a request is about and where its author is (002 §3): the service, the dates, the author and their place. */
export function RequestFacts({ request, withAuthor, stacked }: { request: RequestListItem; withAuthor: boolean; stacked?: boolean }) {
  const f = useDesk().t.facts;
  const items: DetailItem[] = [
    { label: f.department, value: request.sub_category.category.name },
    { label: f.service, value: request.sub_category.name },
    { label: f.created, value: request.created_at },
    ...(request.accepted_at ? [{ label: f.accepted, value: request.accepted_at }] : []),
    ...(request.closed_at ? [{ label: f.closed, value: request.closed_at }] : []),
    ...(withAuthor
      ? [
          { label: f.author, value: fullName(request.author) },
          { label: f.authorPosts, value: request.author.group ?? request.author.posts.map((p) => `${p.department_post_name}, ${p.department_name}`).join('; ') },
        ]
      : []),
    // A question has no place to come to.
    ...(request.optional_fields.room
      ? [
          { label: f.place, value: request.optional_fields.department },
          { label: f.frame, value: request.optional_fields.frame },
          { label: f.room, value: request.optional_fields.room },
          { label: f.phone, value: request.optional_fields.phone },
        ]
      : []),
  ];
  return <DetailList items={items} stacked={stacked} />;
}
