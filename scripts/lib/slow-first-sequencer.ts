import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The sweeps that take a minute or more each (hundreds of requests per route). npm test runs two
 * files at a time; on a clean clone vitest has no timings yet and orders a project's files by size,
 * so one of these could start last and run alone while the other worker idles.
 */
const SLOW_FIRST = [/security\/fuzz-part-\d+\.test\.ts$/, /security\/csrf\.test\.ts$/, /security\/tenancy\.test\.ts$/, /security\/mass-assignment\.test\.ts$/];

const rank = (file: TestSpecification) => {
  const i = SLOW_FIRST.findIndex((re) => re.test(file.moduleId));
  return i === -1 ? SLOW_FIRST.length : i;
};

/** vitest's order (projects kept together), with the known slow files first within their project. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectStart = new Map<string, number>();
    sorted.forEach((file, i) => { if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, i); });
    const key = (file: TestSpecification, order: number) => [projectStart.get(file.project.name)!, rank(file), order];
    return sorted
      .map((file, order) => ({ file, key: key(file, order) }))
      .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
      .map(({ file }) => file);
  }
}
