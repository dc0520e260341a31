import { app } from './app';

export type { AppType } from './app';
export { NotificationHub } from './notifications/hub';

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
