import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The sweeps that take a minute or more each (hundreds of requests per route). npm test runs two
 * files at a time; on a clean clone vitest has no timings yet and orders a project's files by size,
 * so one of these could start last and run alone while the other worker idles.
 */
const SECURITY_SWEEPS = [/security\/fuzz-part-\d+\.test\.ts$/, /security\/csrf\.test\.ts$/, /security\/tenancy\.test\.ts$/, /security\/mass-assignment\.test\.ts$/];

/**
 * vitest's order (projects kept together), with the files matching `slowFirst` first within their
 * project, in the list's order; a pattern that matches no file is skipped, so a renamed file only
 * loses its place.
 */
export function slowFirstSequencer(slowFirst: readonly RegExp[]): typeof BaseSequencer {
  const rank = (file: TestSpecification) => {
    const i = slowFirst.findIndex((re) => re.test(file.moduleId));
    return i === -1 ? slowFirst.length : i;
  };
  return class SlowFirstSequencer extends BaseSequencer {
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
  };
}

/** `npm test`: the security sweeps first. */
export const SlowFirstSequencer = slowFirstSequencer(SECURITY_SWEEPS);
