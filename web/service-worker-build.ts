import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const BUILD_LINE = /^const BUILD = .*;$/m;

/**
 * Stamps web/public/service-worker.js, as copied into the client build, with this deploy's id (a
 * hash of its file names, so it changes exactly when the code does) and the list of its code
 * files. A new id makes browsers install the new worker, which precaches every page's code (the
 * calculators and reference then work offline) and drops the caches of older deploys.
 */
export function serviceWorkerBuild(): Plugin {
  return {
    name: 'medassist:service-worker-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => /^assets\/.+\.(?:js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      const id = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const path = join(options.dir ?? 'dist/client', 'service-worker.js');
      const source = await readFile(path, 'utf8');
      if (!BUILD_LINE.test(source)) throw new Error(`${path}: no 'const BUILD = …;' line to stamp`);
      await writeFile(path, source.replace(BUILD_LINE, `const BUILD = ${JSON.stringify({ id, assets })};`));
    },
  };
}
