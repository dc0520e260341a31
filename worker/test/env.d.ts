import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
    // Types `exports.default` in tests: the main module is the Worker itself.
    interface GlobalProps {
      mainModule: typeof import('../index');
      durableNamespaces: 'NotificationHub';
    }
  }
}
