import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is a map into docs/ (issue 33): a link that leads nowhere, to a moved file or a renamed
// heading, strands the reader. Every relative link of every Markdown file must reach a file, and a
// `#anchor` a heading of that file (GitHub's anchors) or an explicit `<a id>`.
const root = resolve(import.meta.dirname, '..');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Text outside fenced code blocks and inline code, where a `[x](y)` is an example, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

function targetsOf(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const defined = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...defined];
}

/** `file: target` for each relative link among `files` (paths under `dir`) that reaches nothing. */
function brokenLinks(dir: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const markdown = readFileSync(join(dir, file), 'utf8');
    for (const target of targetsOf(markdown)) {
      if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto:
      const [path = '', anchor] = target.split('#', 2);
      const to = path === '' ? join(dir, file) : resolve(dir, dirname(file), decodeURIComponent(path));
      const inside = !relative(dir, to).startsWith('..');
      if (!inside || !existsSync(to)) {
        broken.push(`${file}: ${target}`);
        continue;
      }
      if (anchor !== undefined && to.endsWith('.md') && statSync(to).isFile()) {
        if (!anchorsOf(readFileSync(to, 'utf8')).has(decodeURIComponent(anchor))) broken.push(`${file}: ${target}`);
      }
    }
  }
  return broken;
}

function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter((file) => file && existsSync(join(root, file)));
}

describe('links between the documents', () => {
  it('every relative link of every Markdown file reaches a file and, with #, a heading of it', () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    expect(brokenLinks(root, files)).toEqual([]);
  });

  it('notices a missing file, a missing heading and a link out of the repository', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
    try {
      mkdirSync(join(dir, 'docs'));
      writeFileSync(join(dir, 'docs/security.md'), '# Security\n\n## What a deployment must configure\n\n<a id="keys"></a>\n');
      writeFileSync(
        join(dir, 'README.md'),
        [
          '[ok](docs/security.md) [ok](docs/security.md#what-a-deployment-must-configure) [ok](docs/security.md#keys)',
          '[ok](https://example.org/x.md) [ok](#readme) [ok](docs/)',
          '# Readme',
          '`[example](nowhere.md)` and a fenced one:',
          '```\n[example](nowhere.md)\n```',
          '[gone](docs/operations.md) [renamed](docs/security.md#production) [out](../shared/DESIGN.md) [self](#missing)',
        ].join('\n'),
      );
      expect(brokenLinks(dir, ['README.md', 'docs/security.md'])).toEqual([
        'README.md: docs/operations.md',
        'README.md: docs/security.md#production',
        'README.md: ../shared/DESIGN.md',
        'README.md: #missing',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
