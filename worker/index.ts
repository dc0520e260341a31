import { app } from './app';
import { armAlertSweepsOnce } from './notifications/critical-sweep';

export type { AppType } from './app';
export { NotificationHub } from './notifications/hub';
export { CriticalAlertOutbox } from './notifications/critical-outbox';
export { CriticalAlertSweep } from './notifications/critical-sweep';
export { ClinicBulkExports } from './bulk/clinic-exports';

export default {
  fetch(request, env, ctx) {
    armAlertSweepsOnce(env, ctx);
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
