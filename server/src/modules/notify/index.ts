/** The notifications back office: its routes and jobs, and sending a notification to an audience (the polls do). */
export { notifyModule } from './routes';
export { queueAudienceNotification } from './service';
export { sendNotificationJob } from './deliver';
