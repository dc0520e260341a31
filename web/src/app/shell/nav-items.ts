import type { ComponentType } from 'react';
import type { Permission } from '../../../../core/permissions';
import {
  BookIcon, CalculatorIcon, CalendarIcon, FileTextIcon, FlaskIcon, FlowIcon, HomeIcon, MailIcon, PillIcon, SparkIcon, UsersIcon,
} from '../../components/icons';
import { msg } from '../../../../core/i18n/msg';

export interface NavItem {
  to: string;
  /** English, marked with msg(): shown through t(). */
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
  { to: '/dashboard', label: msg('Dashboard'), icon: HomeIcon, alsoActiveOn: ['/'] },
  { to: '/patients', label: msg('Patients'), icon: UsersIcon, permission: 'patients:read' },
  { to: '/ai-medassist', label: msg('AI MedAssist'), icon: SparkIcon, permission: 'ai:use' },
  { to: '/calculators', label: msg('Calculators'), icon: CalculatorIcon },
  { to: '/appointments', label: msg('Appointments'), icon: CalendarIcon, permission: 'appointments:read' },
  { to: '/messages', label: msg('Messages'), icon: MailIcon, badge: 'unread-messages', permission: 'messages:read' },
  { to: '/labs', label: msg('Labs'), icon: FlaskIcon, permission: 'clinical:read' },
];

/** Spec §2: the REFERENCE section. */
export const REFERENCE_NAV: NavItem[] = [
  { to: '/reference/clinical-guidelines', label: msg('Clinical Guidelines'), icon: BookIcon, alsoActiveOn: ['/guidelines-direct'] },
  { to: '/reference/drug-interactions', label: msg('Drug Interactions'), icon: PillIcon },
  { to: '/reference/medical-literature', label: msg('Medical Literature'), icon: FileTextIcon },
  { to: '/reference/diagnostic-algorithms', label: msg('Diagnostic Algorithms'), icon: FlowIcon },
];

/** True when `pathname` is the link's page or below it (or one of its aliases). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.alsoActiveOn ?? [])];
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));
}
