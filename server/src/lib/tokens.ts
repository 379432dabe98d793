import { hash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
// The one-shot hash: no Hash object for each request's token.
export const hashToken = (token: string) => hash('sha256', token, 'hex');
