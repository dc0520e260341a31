import { describe, expect, it } from 'vitest';
import type { Patient } from '../../../../core/schemas/patients';
import { AuditFilterDraftSchema, EMPTY_AUDIT_FILTER_DRAFT } from './audit-filters-schema';

describe('AuditFilterDraftSchema', () => {
  it('turns the draft into the audit list filters', () => {
    const r = AuditFilterDraftSchema.safeParse({ userId: '3', patient: { id: 7 } as Patient, from: '2026-01-01', to: '2026-01-31' });
    expect(r.success && r.data).toEqual({ userId: '3', patientId: '7', from: '2026-01-01', to: '2026-01-31' });
  });

  it('accepts no filters, one-sided ranges and a single day', () => {
    expect(AuditFilterDraftSchema.safeParse(EMPTY_AUDIT_FILTER_DRAFT).data).toEqual({ userId: '', patientId: '', from: '', to: '' });
    expect(AuditFilterDraftSchema.safeParse({ ...EMPTY_AUDIT_FILTER_DRAFT, from: '2026-02-01' }).success).toBe(true);
    expect(AuditFilterDraftSchema.safeParse({ ...EMPTY_AUDIT_FILTER_DRAFT, to: '2026-02-01' }).success).toBe(true);
    expect(AuditFilterDraftSchema.safeParse({ ...EMPTY_AUDIT_FILTER_DRAFT, from: '2026-02-01', to: '2026-02-01' }).success).toBe(true);
  });

  it('refuses a reversed range under “To” with the server’s message', () => {
    const r = AuditFilterDraftSchema.safeParse({ ...EMPTY_AUDIT_FILTER_DRAFT, from: '2026-02-02', to: '2026-02-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'The start date must be on or before the end date.']]);
  });
});
