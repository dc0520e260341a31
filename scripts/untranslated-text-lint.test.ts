import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The i18n ratchet (eslint.config.js, scripts/lint/untranslated-text.ts, issue 23), run through the
// project's own config so the folder list and the allowed terms are tested as they are.
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

/** The untranslated texts the rule names in `code` linted as if it lived at `path`. */
async function untranslated(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'medassist/untranslated-text').map((m) => /"(.*)"/.exec(m.message)![1]!);
}

const TRANSLATED_FOLDER = 'web/src/features/patients/components/example.tsx';

// ESLint's first run loads the TypeScript parser: seconds on a busy machine.
describe('untranslated UI text cannot come back into translated folders', { timeout: 30_000 }, () => {
  it('refuses JSX text, literal children, text props, toasts, dialogs and label tables', async () => {
    const code = `import { notify } from '../../../lib/toaster';
const TABS = [{ value: 'all', label: 'All Patients' }];
export function Example({ busy, count }: { busy: boolean; count: number }) {
  const remove = () => { if (confirm('Delete this patient?')) notify('Patient deleted', undefined, 'success'); };
  return (
    <section aria-label="Patient list" title={busy ? 'Loading' : 'Ready'}>
      <h2>Patients</h2>
      {busy && 'Saving...'}
      {\`\${count} patients\`}
      <input placeholder="Search by name" />
      <button onClick={remove} loadingText="Deleting...">{TABS[0]!.value}</button>
    </section>
  );
}
`;
    expect(await untranslated(TRANSLATED_FOLDER, code)).toEqual([
      'All Patients',
      'Delete this patient?',
      'Patient deleted',
      'Patient list',
      'Loading',
      'Ready',
      'Patients',
      'Saving...',
      'patients',
      'Search by name',
      'Deleting...',
    ]);
  });

  it('lets translated text, ids, routes, style values and terms every language shares through', async () => {
    const code = `import { Box, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { notify } from '../../../lib/toaster';
const TABS = [{ value: 'all', label: msg('All Patients') }];
export function Example({ loinc, query }: { loinc: string; query: string }) {
  notify(t('Patient deleted'), undefined, 'success');
  return (
    <Box as="section" data-testid="patient-list" justifyContent="space-between" color="fg.muted" aria-label={t('Patient list')}>
      <h2 className="title" lang="en">{t(TABS[0]!.label)}</h2>
      <Text>{tRich('Read the {link}', { link: <Link to="/reference/drug-interactions">{t('guide')}</Link> })}</Text>
      <Text>MedAssist · LOINC {loinc} — 42 %</Text>
      <input type="search" name="q" autoComplete="off" value={query} placeholder={t('Search by name')} />
    </Box>
  );
}
`;
    expect(await untranslated(TRANSLATED_FOLDER, code)).toEqual([]);
  });

  it('checks only the folders listed as translated, and never their tests', async () => {
    const code = 'export const Title = () => <h1>Patients</h1>;\n';
    expect(await untranslated('web/src/features/patients/routes/example.tsx', code)).toEqual(['Patients']);
    expect(await untranslated('web/src/features/patients/routes/example.test.tsx', code)).toEqual([]);
    expect(await untranslated('web/src/features/not-yet-translated/example.tsx', code)).toEqual([]);
  });
});
