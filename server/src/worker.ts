import { serve } from './serve';

/** `npm run worker`: the background jobs in a process of their own (README, Background jobs). */
await serve({ worker: true });
