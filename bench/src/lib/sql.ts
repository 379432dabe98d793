import pg from 'pg';

/**
 * A function running one statement on the database at `url`, each on a connection of its own
 * (closed after): the statement's rows.
 */
export const sqlOn =
  (url: string) =>
  async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  };
