import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { publish } from '../events';

const ctx = useTestApp();

describe('the unread counts an instance keeps', () => {
  it(
    'asks again once a live event for the user arrives (a notification ' +
      'sent through another instance), and after marking read here',
    async () => {
      const f = factories(ctx.database.db);
      const user = await f.user('cached@test.local');
      const token = await f.session(user.id, { key: 'student', id: (await f.student(user.id)).id });
      const count = async () =>
        (await ctx.app.inject({ url: '/api/notifications/my/unread/count', headers: bearer(token) })).json().result
          .count as number;
      expect(await count()).toBe(0);

      // Written straight in the database, as a send on another instance does, then its event.
      const first = await f.notification([user.id]);
      expect(await count()).toBe(0);
      await publish(ctx.database.db, { userIds: [user.id], type: 'notifications.unread', payload: {} });
      // Well before the cache's own minute would let the count go.
      expect(await waitFor(count, { what: 'the count asked again' })).toBe(1);

      const read = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/my/mark-as-read',
        headers: bearer(token),
        payload: { ids: [first.id] },
      });
      expect(read.json().result).toEqual({ marked: 1, count: 0 });
      expect(await count()).toBe(0);
    },
  );
});
