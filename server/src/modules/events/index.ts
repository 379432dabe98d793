/**
 * The signed-in user's live events: the stream's routes, and `publish` for the modules that raise
 * one inside their transaction (its NOTIFY channel and payload for those that follow them).
 */
export { eventsModule } from './routes';
export {
  broadcast,
  LIVE_EVENTS_CHANNEL,
  parseNotification,
  publish,
  type BroadcastType,
  type PublishInput,
} from './publish';
