import { REQUEST_STATUS, THREAD_SIDE, type RequestDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveEvent } from '../../../shared/api/live-events-hooks';
import { ThreadChat } from '../../../shared/threads/ThreadChat';
import { documentFiles } from '../../../shared/lib/use-file-uploads';
import { refreshRequests, requestOptions, useMarkRequestRead, usePostRequestMessage, withMessage } from '../api';
import { useDesk } from '../desk';
import { useText } from '../i18n';

/**
 * A request's chat (002 §2.5): the thread of its author and its performers, sent through POST
 * /api/request/{id}/message, followed live (the automatic «Ваша заявка принята в обработку»
 * appears as it is written). Open, it is read: an unread request is marked read, and so is
 * every message that comes while it is open.
 */
export function RequestChat({ request, side }: { request: RequestDetail; side: 'author' | 'worker' }) {
  const queryClient = useQueryClient();
  const t = useText();
  const { kind } = useDesk();
  const post = usePostRequestMessage(kind, request.id);
  const markRead = useMarkRequestRead(kind, request.id);
  const { mutate: read } = markRead;

  useEffect(() => {
    if (request.has_unread_messages) read(undefined);
  }, [request.has_unread_messages, read]);

  const refresh = ({ request_id }: { request_id: number }) => {
    if (request_id !== request.id) return;
    void refreshRequests(queryClient);
  };
  useLiveEvent('request.message', refresh);
  useLiveEvent('request.updated', refresh);

  return (
    <ThreadChat
      closedNotice={request.status === REQUEST_STATUS.closed ? t('closedChat', { context: kind }) : null}
      fileKind={documentFiles}
      // Opens at the first answer not yet read (issue 29 §20).
      unread={request.has_unread_messages}
      transport={{
        messages: request.messages,
        side: side === 'author' ? THREAD_SIDE.opener : THREAD_SIDE.answering,
        post: (body) => post.mutateAsync(body),
        fetchMessages: async () =>
          (await queryClient.fetchQuery({ ...requestOptions(kind, request.id), staleTime: 0 })).messages,
        arrived: (message) =>
          queryClient.setQueryData(requestOptions(kind, request.id).queryKey, (r) => (r ? withMessage(r, message) : r)),
      }}
    />
  );
}
