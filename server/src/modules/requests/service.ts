import type { RequestKind } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Files } from '../files';
import type { MailQueue } from '../mail';
import { requestDesk, type RequestsConfig, type RequestsVersion } from './desk';
import { requestListing } from './listing';
import { requestPerformers } from './performers';
import { requestThread } from './thread';
import { requestWorkflow } from './workflow';

export type { RequestsConfig } from './desk';

/**
 * Requests to service departments (002 §2.5), or students' questions (issue 14 §5): the same life
 * (new, accepted, closed; performers; a chat with each side's unread state), kept apart by `kind`.
 * Put together from the desk's reading and listing (listing.ts), the workflow of filing, messages
 * and status (workflow.ts) and the performers (performers.ts), over what they share (desk.ts, thread.ts).
 */
export function requestsService(
  db: Db,
  config: RequestsConfig,
  files: Files,
  mail: MailQueue,
  kind: RequestKind,
  version: RequestsVersion,
) {
  const desk = requestDesk(db, config, files, kind, version);
  const thread = requestThread(desk);
  return {
    ...requestWorkflow(desk, thread, mail),
    ...requestListing(desk),
    ...requestPerformers(desk, thread),
  };
}
