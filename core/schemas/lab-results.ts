/** A lab or imaging result as the API returns it (spec §3; resultData as entered). */
export interface LabResult {
  id: number;
  patientId: number;
  labName: string;
  kind: 'lab' | 'imaging';
  resultData: Record<string, unknown>;
  receivedAt: string;
  isReviewed: boolean;
  isCritical: boolean;
  notifiedAt: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
}
