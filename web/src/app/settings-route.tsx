import SettingsPage from '../features/account/routes/settings-page';
import { NotificationSettings } from '../features/notifications/components/notification-settings';

/** /settings with the notifications section: account and notifications meet here, not in each other. */
export default function SettingsRoute() {
  return <SettingsPage notifications={<NotificationSettings />} />;
}
