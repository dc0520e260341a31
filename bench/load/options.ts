// What one load run does: how many clinics, doctors and patients, the concurrency steps and their length.
export interface LoadOptions {
  clinics: number;
  doctorsPerClinic: number;
  patientsPerClinic: number;
  /** Concurrent simulated users per step. */
  steps: number[];
  /** Measured seconds per step (after `warmupSeconds` untimed). */
  stepSeconds: number;
  warmupSeconds: number;
  /** Sequential requests per endpoint in the concurrency-1 profile. */
  profileRequests: number;
  log: (line: string) => void;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = {
  clinics: 20,
  doctorsPerClinic: 4,
  patientsPerClinic: 200,
  steps: [1, 5, 10, 25, 50, 100],
  stepSeconds: 15,
  warmupSeconds: 2,
  profileRequests: 60,
  log: (line) => console.error(line),
};
