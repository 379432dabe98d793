import type * as Contract from '@portal/contract';
import type { EndpointInput, EndpointOutput, JsonEndpoint } from '@portal/contract';
import type { CallOptions } from './client';

/**
 * `api()` for the code that draws the first screen (startup, sign-in): the client, the contract's
 * schemas and zod (about 30 KB of gzipped script) are loaded by the first call instead of before
 * the first paint. `endpoint` picks the call from the contract once it is loaded.
 */
export async function apiLater<E extends JsonEndpoint>(
  endpoint: (contract: typeof Contract) => E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<EndpointOutput<E>> {
  const [{ api }, contract] = await Promise.all([import('./client'), import('@portal/contract')]);
  return api(endpoint(contract), input, options);
}
