import { PlaceholderPage } from '../../../components/placeholder-page';

/** /appointments (being built). */
export default function AppointmentsPage() {
  return <PlaceholderPage title="Appointments" />;
}
