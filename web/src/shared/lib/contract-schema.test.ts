import { newRequestBody, newTicketBody, requestCategoryBody, reviewBody, THREAD_MESSAGE_MAX } from '@portal/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { maxLengthAt, rangeAt, schemaAt } from './contract-schema';

describe('the contract’s limits read from its schemas', () => {
  it('finds a text field’s limit through trims, refinements, pipes, nullables and nesting', () => {
    expect(maxLengthAt(newTicketBody, 'sub_subject')).toBe(200);
    expect(maxLengthAt(newTicketBody, 'message')).toBe(THREAD_MESSAGE_MAX);
    expect(maxLengthAt(reviewBody, 'comment')).toBe(2000);
    expect(maxLengthAt(newRequestBody, 'optional_fields.room')).toBe(200);
    expect(maxLengthAt(newRequestBody, 'message.content')).toBe(THREAD_MESSAGE_MAX);
  });

  it('knows no limit where there is none, nor a field that is not there', () => {
    expect(maxLengthAt(newTicketBody, 'subject_id')).toBeUndefined();
    expect(maxLengthAt(newTicketBody, 'nothing')).toBeUndefined();
    expect(schemaAt(newTicketBody, 'sub_subject.deeper')).toBeUndefined();
  });

  it('reads a list’s items and a union’s members', () => {
    const schema = z.union([
      z.object({ a: z.string() }),
      z.object({ items: z.array(z.object({ text: z.string().max(7) })) }),
    ]);
    expect(maxLengthAt(schema, 'items.3.text')).toBe(7);
  });

  it('reads a number’s range, through a default', () => {
    expect(rangeAt(requestCategoryBody, 'order')).toEqual({ min: 0, max: 10_000 });
    expect(rangeAt(reviewBody, 'rating')).toEqual({ min: 1, max: 5 });
    expect(maxLengthAt(requestCategoryBody, 'recipient_email')).toBe(254);
  });
});
