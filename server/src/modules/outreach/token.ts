import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGE_KINDS, type MessageKind } from '@portal/contract';

/** Whom a letter's unsubscribe link is for, and what it stops: one kind, or every letter (a digest's). */
export interface Unsubscriber {
  userId: number;
  /** null: every kind (the daily digest's link). */
  kind: MessageKind | null;
}

const ALL = 'all';

/** The name its key is kept under in `server_secrets` (made at the first start). */
export const UNSUBSCRIBE_KEY = 'mail-unsubscribe';

/**
 * The signed token of a letter's one-click unsubscribe (RFC 8058): `<user>.<kind|all>.<HMAC-SHA256>`.
 * The link is the capability, as a signed file link is (modules/files/links.ts): it works without a
 * sign-in, and stays valid as long as the key (`server_secrets`), since a letter may be opened months later.
 */
export function unsubscribeTokens(secret: string) {
  const mac = (userId: number, kind: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  return {
    sign({ userId, kind }: Unsubscriber): string {
      const what = kind ?? ALL;
      return `${userId}.${what}.${mac(userId, what)}`;
    },
    /** Whom a token names, or null when it is not one the portal signed. */
    verify(token: string): Unsubscriber | null {
      const [user, what, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !user || !what || !signature || !/^[1-9]\d{0,9}$/.test(user)) return null;
      if (what !== ALL && !(MESSAGE_KINDS as readonly string[]).includes(what)) return null;
      const expected = Buffer.from(mac(Number(user), what));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: Number(user), kind: what === ALL ? null : (what as MessageKind) };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
