import type { ComponentType } from 'react';
import type { Permission } from '../../../../core/permissions';
import {
  BookIcon, CalculatorIcon, CalendarIcon, FileTextIcon, FlaskIcon, FlowIcon, HomeIcon, MailIcon, PillIcon, SparkIcon, UsersIcon,
} from '../../components/icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ boxSize?: string }>;
  /** Other paths that highlight this link (spec: Clinical Guidelines is also active on /guidelines-direct). */
  alsoActiveOn?: string[];
  badge?: 'unread-messages';
  /** Shown only to roles holding it (core/permissions.ts). */
  permission?: Permission;
}

/** Spec §2: the side menu's main links. */
export const MAIN_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: HomeIcon, alsoActiveOn: ['/'] },
  { to: '/patients', label: 'Patients', icon: UsersIcon, permission: 'patients:read' },
  { to: '/ai-medassist', label: 'AI MedAssist', icon: SparkIcon, permission: 'ai:use' },
  { to: '/calculators', label: 'Calculators', icon: CalculatorIcon },
  { to: '/appointments', label: 'Appointments', icon: CalendarIcon, permission: 'appointments:read' },
  { to: '/messages', label: 'Messages', icon: MailIcon, badge: 'unread-messages', permission: 'messages:read' },
  { to: '/labs', label: 'Labs', icon: FlaskIcon, permission: 'clinical:read' },
];

/** Spec §2: the REFERENCE section. */
export const REFERENCE_NAV: NavItem[] = [
  { to: '/reference/clinical-guidelines', label: 'Clinical Guidelines', icon: BookIcon, alsoActiveOn: ['/guidelines-direct'] },
  { to: '/reference/drug-interactions', label: 'Drug Interactions', icon: PillIcon },
  { to: '/reference/medical-literature', label: 'Medical Literature', icon: FileTextIcon },
  { to: '/reference/diagnostic-algorithms', label: 'Diagnostic Algorithms', icon: FlowIcon },
];

/** True when `pathname` is the link's page or below it (or one of its aliases). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.alsoActiveOn ?? [])];
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));
}
