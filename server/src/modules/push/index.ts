/**
 * Push messages to the user's devices (issue 32 §4): the module's routes (the VAPID key, a device's
 * subscription), and `pushChannel`, the outreach dispatcher's channel that sends a sent
 * notification to its recipients' subscriptions by the job `push.deliver`.
 */
export { pushModule } from './routes';
export { pushChannel, type PushChannel } from './channel';
