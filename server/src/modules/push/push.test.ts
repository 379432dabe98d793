import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@portal/contract';
import { buildApp } from '../../app';
import { DEFAULT_PUSH_SERVICES, loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { notificationRecipients, notifications, pushSubscriptions, sessions, userPreferences } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, json, testConfig, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { retryAfterOf } from './sender';
import { pushServiceAllowed } from './subscription-check';
import { vapidSubject } from './vapid';

/**
 * A push service as the test plays it: records each POST; `/push/gone…` answers 410, `/push/busy…`
 * 503 with Retry-After: 600.
 */
async function startPushService() {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = path.startsWith('/push/gone') ? 410 : path.startsWith('/push/busy') ? 503 : 201;
      if (res.statusCode === 503) res.setHeader('retry-after', '600');
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (as PushManager makes them). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** The P-256 public key of an uncompressed point. */
function publicKeyOf(point: Buffer): KeyObject {
  const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((b) => b.toString('base64url'));
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
}

/** RFC 8291 (over RFC 8188's aes128gcm, one record), as the browser decrypts a message: its plaintext. */
function decrypt(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', browser.ecdh.computeSecret(serverKey), browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID `Authorization` (RFC 8292 §3), its ES256 signature checked with `publicKey`. */
function vapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [token, k] = [match![1]!, match![2]!];
  expect(k).toBe(publicKey);
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKeyOf(Buffer.from(publicKey, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

/** Whether the library is in this process (CommonJS: in require's cache once imported). */
const webPushLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((p) => p.includes('/web-push/'));

const service = await startPushService();
afterAll(() => service.close());
const services = { hosts: DEFAULT_PUSH_SERVICES, origins: [service.origin] };
const ctx = useTestApp({
  push: { services },
  mail: { smtpUrl: null, from: 'Личный кабинет <portal@test.local>' },
  jobs: { workers: true, pollSeconds: 0.5, superviseSeconds: 30 },
});

const subscribe = (token: string, endpoint: string, keys = browserKeys().keys) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(token),
    payload: { endpoint, keys },
  });
const unsubscribe = (token: string, endpoint: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions/remove',
    headers: bearer(token),
    payload: { endpoint },
  });
const subscriptionOf = async (endpoint: string) =>
  (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
/** The `push.deliver` jobs of a notification, as pg-boss keeps them. */
const deliveries = (notificationId: number) =>
  queryRows<{ state: string; data: { notificationId: number; only?: number[]; run?: number }; wait: number }>(
    ctx.database.db,
    sql`select state, data, extract(epoch from start_after - created_on)::float8 as wait
        from pgboss.job where name = 'push.deliver'
        and (data->>'notificationId')::int = ${notificationId} order by created_on`,
  );

/** A student signed in on a device (a session of their own). */
async function student(email: string) {
  const f = factories(ctx.database.db);
  const user = await f.user(email);
  const account = await f.student(user.id);
  return { user, account, signIn: () => f.session(user.id, { key: 'student', id: account.id }) };
}

let publicKey: string;
beforeAll(async () => {
  const { signIn } = await student('key@test.local');
  publicKey = json(await ctx.app.inject({ method: 'GET', url: '/api/push/key', headers: bearer(await signIn()) }))
    .result.public_key;
});

describe('push: the VAPID key', () => {
  it('is a P-256 point, made at the first start and kept: another start on the database answers the same', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKeyOf(Buffer.from(publicKey, 'base64url')).asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const again = await buildApp({
      config: testConfig({ jobs: { workers: false, pollSeconds: 1, superviseSeconds: 30 } }),
      database: ctx.database,
    });
    try {
      await again.ready();
      const { signIn } = await student('key-again@test.local');
      const res = await again.inject({ method: 'GET', url: '/api/push/key', headers: bearer(await signIn()) });
      expect(json(res).result.public_key).toBe(publicKey);
    } finally {
      await again.close();
    }
  });

  it('is made without web-push, which the first message loads', () => {
    expect(webPushLoaded()).toBe(false);
  });

  it("names the portal's https address as its subject, else a mailto: of the letters' sender", () => {
    const mail = { smtpUrl: null, from: 'Личный кабинет <no-reply@lk.example.edu>' };
    expect(vapidSubject({ publicUrl: 'https://lk.example.edu', mail })).toBe('https://lk.example.edu');
    expect(vapidSubject({ publicUrl: 'http://lk.example.edu', mail })).toBe('mailto:no-reply@lk.example.edu');
    expect(vapidSubject({ publicUrl: 'https://localhost:3000', mail })).toBe('mailto:no-reply@lk.example.edu');
    expect(vapidSubject({ publicUrl: 'http://localhost:3000', mail: { smtpUrl: null, from: 'portal@x.ru' } })).toBe(
      'mailto:portal@x.ru',
    );
  });

  it('is for a signed-in user only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });
});

describe('push: a device subscribes and unsubscribes', () => {
  it('keeps the subscription for the user and the session; the device moves to whoever subscribed last', async () => {
    const anna = await student('anna@test.local');
    const boris = await student('boris@test.local');
    const [annaToken, borisToken] = [await anna.signIn(), await boris.signIn()];
    const endpoint = `${service.origin}/push/shared-device`;

    const res = await subscribe(annaToken, endpoint);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, result: null });
    const [annaSession] = await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(annaToken)));
    expect(await subscriptionOf(endpoint)).toMatchObject({ userId: anna.user.id, sessionId: annaSession!.id });

    // The same again changes nothing; another user's moves the device to them, with its new keys.
    const kept = await subscriptionOf(endpoint);
    expect((await subscribe(annaToken, endpoint, { p256dh: kept!.p256dh, auth: kept!.auth })).statusCode).toBe(200);
    expect(await subscriptionOf(endpoint)).toEqual(kept);
    const borisKeys = browserKeys().keys;
    expect((await subscribe(borisToken, endpoint, borisKeys)).statusCode).toBe(200);
    expect(await subscriptionOf(endpoint)).toMatchObject({ userId: boris.user.id, p256dh: borisKeys.p256dh });
    // Anna's removal of the endpoint removes nothing of Boris's; his own does.
    expect((await unsubscribe(annaToken, endpoint)).statusCode).toBe(200);
    expect(await subscriptionOf(endpoint)).toBeDefined();
    expect((await unsubscribe(borisToken, endpoint)).statusCode).toBe(200);
    expect(await subscriptionOf(endpoint)).toBeUndefined();
  });

  it("a session's new subscription replaces its earlier one (one per device)", async () => {
    const { signIn } = await student('renewed@test.local');
    const token = await signIn();
    await subscribe(token, `${service.origin}/push/renewed-1`);
    await subscribe(token, `${service.origin}/push/renewed-2`);
    expect(await subscriptionOf(`${service.origin}/push/renewed-1`)).toBeUndefined();
    expect(await subscriptionOf(`${service.origin}/push/renewed-2`)).toBeDefined();
  });

  it('is refused to an admin signed in as the user: the device is not theirs', async () => {
    const f = factories(ctx.database.db);
    const { user } = await student('impersonated@test.local');
    const staff = await f.user('staff-admin@test.local');
    const admin = await f.session(staff.id, { key: 'admin', id: (await f.admin(staff.id)).id });
    const { token } = json(
      await ctx.app.inject({ url: `/api/account/admin/user/${user.id}/token`, headers: bearer(admin) }),
    ).result;
    const endpoint = `${service.origin}/push/impersonated`;
    expect((await subscribe(token, endpoint)).statusCode).toBe(403);
    expect(await subscriptionOf(endpoint)).toBeUndefined();
  });

  it('refuses an endpoint that is not a push service (the server would POST to it), in Russian', async () => {
    const { signIn } = await student('stranger@test.local');
    const token = await signIn();
    for (const endpoint of [
      'https://portal.example.edu/api/admin',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com.example/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://127.0.0.1:5432/x',
    ]) {
      const res = await subscribe(token, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(json(res).errors.endpoint).toEqual(['Этот адрес не принадлежит службе push-уведомлений браузера']);
      expect(await subscriptionOf(endpoint)).toBeUndefined();
    }
    // The keys must be a browser's: a point on P-256.
    const bad = await subscribe(token, 'https://fcm.googleapis.com/fcm/send/bad-key', {
      p256dh: Buffer.alloc(65, 7).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.keys).toEqual(['Ключи подписки на push-уведомления неверны']);
  });

  it('the refusal is in English for a user who chose it', async () => {
    const { signIn } = await student('english@test.local');
    const token = await signIn();
    await ctx.database.db
      .update(sessions)
      .set({ language: 'en' })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await subscribe(token, 'https://example.com/push');
    expect(json(res).errors.endpoint).toEqual(["This address is not a browser's push service"]);
  });

  it('takes the browsers’ services by https, their subdomains included, and only listed origins by http', () => {
    const allowed = (endpoint: string) => pushServiceAllowed(endpoint, services);
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(allowed('https://web.push.apple.com/QGuQyavXutnMH')).toBe(true);
    expect(allowed(`${service.origin}/push/x`)).toBe(true);
    expect(allowed('https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(allowed('https://notify.windows.com.example/x')).toBe(false);
  });

  it('PUSH_SERVICES: host suffixes and http(s)://host:port, anything else refused at the start', () => {
    expect(loadConfig({ PUSH_SERVICES: 'push.example.org, http://127.0.0.1:8080' }).push.services).toEqual({
      hosts: ['push.example.org'],
      origins: ['http://127.0.0.1:8080'],
    });
    expect(loadConfig({}).push.services.hosts).toEqual(DEFAULT_PUSH_SERVICES);
    expect(() => loadConfig({ PUSH_SERVICES: 'push.example.org/path' })).toThrow(/PUSH_SERVICES/);
    expect(() => loadConfig({ PUSH_SERVICES: 'ftp://push.example.org' })).toThrow(/PUSH_SERVICES/);
  });
});

describe('push: a sent notification reaches the devices', () => {
  it(
    "support's answer to a ticket: a VAPID-signed, aes128gcm message to each device of the author, which decrypts " +
      'to the title, the text, the ticket and the tag; a device the service says is gone is forgotten',
    async () => {
      const f = factories(ctx.database.db);
      const author = await student('author@test.local');
      const phone = browserKeys();
      const phoneEndpoint = `${service.origin}/push/author-phone`;
      const goneEndpoint = `${service.origin}/push/gone-author-laptop`;
      expect((await subscribe(await author.signIn(), phoneEndpoint, phone.keys)).statusCode).toBe(200);
      expect((await subscribe(await author.signIn(), goneEndpoint)).statusCode).toBe(200);

      const desk = await f.user('desk@test.local');
      const admin = await f.admin(desk.id);
      const ticket = await f.ticket(author.user.id, (await f.ticketSubject()).id, {
        account: { key: 'student', id: author.account.id },
      });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/message`,
        headers: bearer(await f.session(desk.id, { key: 'admin', id: admin.id })),
        payload: { message: '<p>Проверили, расписание исправлено.</p>' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const [sent] = await ctx.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(eq(notificationRecipients.userId, author.user.id));

      const message = await waitFor(() => service.received.find((r) => r.path === '/push/author-phone'), {
        what: 'the message at the push service',
      });
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(message.headers['content-type']).toBe('application/octet-stream');
      expect(message.headers.ttl).toBe('86400');
      expect(message.headers.urgency).toBe('high');
      expect(message.headers.topic).toBe(`notification-${sent!.id}`);
      const claims = vapidClaims(message.headers.authorization, publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe('mailto:portal@test.local');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 86_400_000);

      expect(webPushLoaded()).toBe(true);
      const payload = JSON.parse(decrypt(message.body, phone)) as PushPayload;
      expect(payload).toEqual({
        title: `Новый ответ в обращении #${ticket.id}`,
        body: `Новый ответ в обращении #${ticket.id}. Открыть обращение #${ticket.id}`,
        url: `/support/${ticket.id}`,
        tag: String(sent!.id),
      });

      await waitFor(async () => (await deliveries(sent!.id))[0]?.state === 'completed', { what: 'the job done' });
      expect(service.received.filter((r) => r.path === '/push/gone-author-laptop')).toHaveLength(1);
      expect(await subscriptionOf(goneEndpoint)).toBeUndefined();
      expect(await subscriptionOf(phoneEndpoint)).toBeDefined();
    },
  );

  it(
    'goes to no one who turned push off for that kind or has read it; a busy service is tried again ' +
      'later for that device alone',
    async () => {
      const f = factories(ctx.database.db);
      const [reader, quiet, waiting, busy] = await Promise.all([
        student('reader@test.local'),
        student('quiet@test.local'),
        student('waiting@test.local'),
        student('busy@test.local'),
      ]);
      for (const [who, path] of [
        [reader, 'reader'],
        [quiet, 'quiet'],
        [waiting, 'waiting'],
        [busy, 'busy-device'],
      ] as const)
        expect((await subscribe(await who.signIn(), `${service.origin}/push/${path}`)).statusCode).toBe(200);
      await ctx.database.db
        .insert(userPreferences)
        .values({ userId: quiet.user.id, emailKinds: [], pushKinds: ['answers', 'timetable', 'polls'] });

      // The back office's notification, counted as one to thousands (its subscriptions are walked,
      // each looked up among the recipients): the dispatcher takes it once it is flagged.
      const userIds = [reader, quiet, waiting, busy].map((who) => who.user.id);
      const n = await f.notification(userIds, { name: 'Собрание старост', content: '<p>В пятницу в 15:00</p>' });
      await ctx.database.db
        .update(notificationRecipients)
        .set({ readAt: new Date() })
        .where(and(eq(notificationRecipients.notificationId, n.id), eq(notificationRecipients.userId, reader.user.id)));
      await ctx.database.db
        .update(notifications)
        .set({ copiesDue: true, recipientsTotal: 5000 })
        .where(eq(notifications.id, n.id));

      await waitFor(async () => (await deliveries(n.id))[0]?.state === 'completed', { what: 'the job done' });
      const paths = service.received.filter((r) => r.headers.topic === `notification-${n.id}`).map((r) => r.path);
      expect(paths.sort()).toEqual(['/push/busy-device', '/push/waiting']);
      const waitingMessage = service.received.find((r) => r.path === '/push/waiting')!;
      expect(waitingMessage.headers.urgency).toBe('normal');

      // The busy service's device alone, in a job of its own when the service said (10 minutes).
      const [, later] = await waitFor(async () => {
        const jobs = await deliveries(n.id);
        return jobs.length === 2 && jobs;
      });
      const busyId = (await subscriptionOf(`${service.origin}/push/busy-device`))!.id;
      expect(later!.data).toEqual({ notificationId: n.id, only: [busyId], after: 0, run: 1 });
      expect(later!.wait).toBeGreaterThanOrEqual(590);
      expect(later!.wait).toBeLessThanOrEqual(610);
    },
  );

  it('a run goes on after the subscription its job names (the one before it sent up to there)', async () => {
    const f = factories(ctx.database.db);
    const [first, second] = [await student('first@test.local'), await student('second@test.local')];
    await subscribe(await first.signIn(), `${service.origin}/push/first`);
    await subscribe(await second.signIn(), `${service.origin}/push/second`);
    const n = await f.notification([first.user.id, second.user.id]);
    const firstId = (await subscriptionOf(`${service.origin}/push/first`))!.id;
    const job = ctx.app.jobs.definitions.find((d) => d.name === 'push.deliver')!;
    await ctx.app.jobs.send(job, { notificationId: n.id, after: firstId });
    await waitFor(async () => (await deliveries(n.id))[0]?.state === 'completed', { what: 'the job done' });
    const paths = service.received.filter((r) => r.headers.topic === `notification-${n.id}`).map((r) => r.path);
    expect(paths).toEqual(['/push/second']);
  });

  it("reads a busy service's Retry-After in seconds or as a date, an hour at most", () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterOf('120', now)).toBe(120);
    expect(retryAfterOf('Sat, 28 Nov 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterOf('86400', now)).toBe(3600);
    expect(retryAfterOf('soon', now)).toBeUndefined();
    expect(retryAfterOf(null, now)).toBeUndefined();
  });

  it('a notification read by everyone before it is planned queues no job', async () => {
    const f = factories(ctx.database.db);
    const { user, signIn } = await student('early-reader@test.local');
    await subscribe(await signIn(), `${service.origin}/push/early-reader`);
    const n = await f.notification([user.id]);
    await ctx.database.db
      .update(notificationRecipients)
      .set({ readAt: new Date() })
      .where(eq(notificationRecipients.notificationId, n.id));
    await ctx.database.db.update(notifications).set({ copiesDue: true }).where(eq(notifications.id, n.id));
    await waitFor(
      async () => !(await ctx.database.db.select().from(notifications).where(eq(notifications.id, n.id)))[0]!.copiesDue,
      { what: 'the dispatcher to take it' },
    );
    expect(await deliveries(n.id)).toEqual([]);
  });
});
