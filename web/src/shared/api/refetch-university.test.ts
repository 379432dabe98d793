import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchUniversity } from './live-events-hooks';

describe('university.updated (issue 33)', () => {
  it("marks stale every answer made of the university's settings, and only those", async () => {
    const client = new QueryClient();
    for (const key of [
      ['university', 'info'],
      ['university', 'settings'],
      ['public-config'],
      ['session'],
      ['preferences'],
    ])
      client.setQueryData(key, { any: 1 });
    await refetchUniversity(client);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey.join('/'));
    expect(stale.sort()).toEqual(['public-config', 'session', 'university/info', 'university/settings']);
  });
});
