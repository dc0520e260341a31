/** The one error shape every API failure answers with (DESIGN.md §4). */
export interface ApiError {
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
}
