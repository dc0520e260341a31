import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from './audit-labels';

describe('describeAuditEvent', () => {
  it('words the stored codes for people', () => {
    expect(describeAuditEvent({ action: 'view', entity: 'patient', entityId: 4 })).toBe('Viewed patient record');
    expect(describeAuditEvent({ action: 'update', entity: 'clinical_note', entityId: 9 })).toBe('Changed clinical note #9');
    expect(describeAuditEvent({ action: 'disable', entity: 'user', entityId: 3 })).toBe('Disabled member #3');
    expect(describeAuditEvent({ action: 'export', entity: 'clinic', entityId: 1 })).toBe('Exported all data');
  });
  it('shows an unknown code as it is rather than hiding the row', () => {
    expect(describeAuditEvent({ action: 'archive', entity: 'thing', entityId: null })).toBe('archive thing');
  });
});
