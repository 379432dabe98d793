import { readFileSync } from 'node:fs';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import type { ClusterState } from './cluster';

/**
 * `fetch` through nginx as a browser would, with the cluster's self-signed certificate trusted (and nothing
 * else turned off): undici with that certificate as its only CA.
 */
export function trustingFetch(state: ClusterState) {
  const dispatcher = new Agent({ connect: { ca: readFileSync(state.certificate) }, keepAliveTimeout: 30_000 });
  return (url: string | URL, init: RequestInit = {}) => undiciFetch(url, { ...init, dispatcher });
}
export type TrustingFetch = ReturnType<typeof trustingFetch>;
