import type { APIRequestContext } from '@playwright/test';
import { ticketEndpoints } from '@portal/contract';
import { apiAs } from '../tests/api';

/** A support ticket the caller opens (the first section, a topic of the test's). */
export async function openTicket(way: APIRequestContext, token: string, topic: string) {
  const [subject] = await apiAs(way, { token }, ticketEndpoints.subjects, {});
  return apiAs(way, { token }, ticketEndpoints.create, {
    body: { subject_id: subject!.id, sub_subject: topic, message: `<p>${topic}</p>` },
  });
}
