// Part 1 of 2 of the fuzzing sweep over every endpoint (worker/security/fuzz-sweep.ts): two files so
// that npm test's two workers share the slowest sweep.
import { fuzzEndpoints } from './fuzz-sweep';

fuzzEndpoints(0, 2);
