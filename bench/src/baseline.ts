// The yardstick every benchmark is read against: the least a Fastify + pg endpoint can do.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });
app.get('/select-1', async () => {
  const { rows } = await pool.query('select 1 as one');
  return { success: true, result: rows[0] };
});
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
