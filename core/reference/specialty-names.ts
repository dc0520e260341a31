// The specialties guidelines and portals are filed under. The data and the API keep the English
// names (the spec's values); the screens show them translated, so each is marked here for the
// catalogue (a test keeps this list complete).
import { msg } from '../i18n/msg';

export const SPECIALTY_NAMES: readonly string[] = [
  msg('Cardiology'),
  msg('Dermatology'),
  msg('Emergency Medicine'),
  msg('Endocrinology'),
  msg('Gastroenterology'),
  msg('Hematology'),
  msg('Hepatology'),
  msg('Infectious Disease'),
  msg('Nephrology'),
  msg('Neurology'),
  msg('Obstetrics & Gynecology'),
  msg('Oncology'),
  msg('Pediatrics'),
  msg('Preventive Medicine'),
  msg('Psychiatry'),
  msg('Pulmonology'),
  msg('Rheumatology'),
];
