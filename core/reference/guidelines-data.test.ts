import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GUIDELINES, GUIDELINE_SPECIALTIES, GUIDELINES_VERIFIED_THROUGH, filterGuidelines, isGuidelineUnverified } from './guidelines-data';
import type { GuidelineSeed } from './guidelines-data';

// Pinned "today" for the not-in-the-future checks (the data must never claim a future publication).
const TODAY = '2026-11-22';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `s` is YYYY-MM-DD and names a real calendar day (rejects 2023-02-30). */
function isRealIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.includes('.') && !/\s/.test(s);
  } catch {
    return false;
  }
}

const SeedSchema = z.strictObject({
  slug: z.string().regex(KEBAB),
  title: z.string().trim().min(10),
  organization: z.string().trim().min(3),
  specialty: z.string().trim().min(3),
  summary: z.string().trim().min(40),
  recommendation: z.string().trim().min(40),
  tags: z.array(z.string()).min(3).max(6),
  publicationDate: z.string().regex(ISO_DATE),
  lastUpdated: z.string().regex(ISO_DATE).optional(),
  evidenceLevel: z.string().trim().min(3).optional(),
  url: z.string().optional(),
  pdfUrl: z.string().optional(),
});

const bySlug = (slug: string): GuidelineSeed => {
  const g = GUIDELINES.find((x) => x.slug === slug);
  if (!g) throw new Error(`missing guideline ${slug}`);
  return g;
};
const slugs = (list: readonly GuidelineSeed[]) => list.map((g) => g.slug);

describe('built-in guideline catalogue', () => {
  it('holds at least 40 guidelines across at least 12 specialties', () => {
    expect(GUIDELINES.length).toBeGreaterThanOrEqual(40);
    expect(GUIDELINE_SPECIALTIES.length).toBeGreaterThanOrEqual(12);
  });

  it('gives every entry the spec §3 shape with no unknown fields', () => {
    for (const g of GUIDELINES) {
      const parsed = SeedSchema.safeParse(g);
      expect(parsed.success, `${g.slug}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('uses unique kebab-case slugs', () => {
    const all = slugs(GUIDELINES);
    expect(new Set(all).size).toBe(all.length);
    for (const s of all) expect(s).toMatch(KEBAB);
  });

  it('has a real ISO publication date for every entry, none after today', () => {
    for (const g of GUIDELINES) {
      expect(isRealIsoDate(g.publicationDate), `${g.slug} publicationDate ${g.publicationDate}`).toBe(true);
      expect(g.publicationDate <= TODAY, `${g.slug} is dated in the future`).toBe(true);
      if (g.lastUpdated !== undefined) {
        expect(isRealIsoDate(g.lastUpdated), `${g.slug} lastUpdated`).toBe(true);
        expect(g.lastUpdated >= g.publicationDate && g.lastUpdated <= TODAY, `${g.slug} lastUpdated range`).toBe(true);
      }
    }
  });

  it('links only to well-formed https addresses, DOIs through doi.org', () => {
    for (const g of GUIDELINES) {
      for (const link of [g.url, g.pdfUrl]) {
        if (link === undefined) continue;
        expect(isHttpsUrl(link), `${g.slug}: ${link}`).toBe(true);
        if (link.includes('doi.org')) expect(link).toMatch(/^https:\/\/doi\.org\/10\.\d{4,9}\/\S+$/);
      }
    }
    // Every entry points somewhere a clinician can check it.
    expect(GUIDELINES.filter((g) => g.url === undefined).map((g) => g.slug)).toEqual([]);
  });

  it('never repeats a source link across two entries', () => {
    const urls = GUIDELINES.flatMap((g) => (g.url === undefined ? [] : [g.url]));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('has a non-empty summary and 4-8 non-empty recommendation lines for every entry', () => {
    for (const g of GUIDELINES) {
      expect(g.summary.trim().length, g.slug).toBeGreaterThan(0);
      const lines = g.recommendation.split('\n');
      expect(lines.length, `${g.slug} recommendation lines`).toBeGreaterThanOrEqual(4);
      expect(lines.length, `${g.slug} recommendation lines`).toBeLessThanOrEqual(8);
      for (const line of lines) expect(line.trim().length, `${g.slug} empty line`).toBeGreaterThan(0);
    }
  });

  it('uses 3-6 unique lowercase tags per entry', () => {
    for (const g of GUIDELINES) {
      expect(g.tags.length, g.slug).toBeGreaterThanOrEqual(3);
      expect(g.tags.length, g.slug).toBeLessThanOrEqual(6);
      expect(new Set(g.tags).size, `${g.slug} duplicate tag`).toBe(g.tags.length);
      for (const t of g.tags) {
        expect(t, g.slug).toBe(t.toLowerCase());
        expect(t.trim(), g.slug).toBe(t);
        expect(t.length, g.slug).toBeGreaterThan(0);
      }
    }
  });

  it('labels USPSTF evidence with its grade and marks replaced guidelines as superseded', () => {
    for (const g of GUIDELINES.filter((x) => x.organization.includes('USPSTF'))) {
      expect(g.evidenceLevel, g.slug).toMatch(/^USPSTF Grade [ABCD]/);
    }
    for (const g of GUIDELINES.filter((x) => x.tags.includes('superseded'))) {
      expect(g.summary, g.slug).toMatch(/^Superseded: /);
    }
    expect(bySlug('acc-aha-high-blood-pressure-2017').summary).toMatch(/^Superseded: .*2025/);
    expect(bySlug('acc-aha-blood-cholesterol-2018').summary).toMatch(/^Superseded: .*2026/);
  });

  it('includes the guidelines the customer named', () => {
    const named = [
      'esc-atrial-fibrillation-2024',
      'ada-standards-of-care-diabetes-2026',
      'gina-asthma-strategy-2026',
      'gold-copd-report-2026',
      'kdigo-ckd-evaluation-management-2024',
      'acc-aha-high-blood-pressure-2017',
      'aha-acc-high-blood-pressure-2025',
      'acc-aha-blood-cholesterol-2018',
      'nice-ng136-hypertension-adults',
      'ats-idsa-community-acquired-pneumonia-2019',
      'uspstf-colorectal-cancer-screening-2021',
      'uspstf-breast-cancer-screening-2024',
      'uspstf-lung-cancer-screening-2021',
    ];
    for (const s of named) expect(slugs(GUIDELINES)).toContain(s);
    expect(bySlug('nice-ng136-hypertension-adults').url).toBe('https://www.nice.org.uk/guidance/ng136');
    expect(bySlug('esc-atrial-fibrillation-2024').url).toBe('https://doi.org/10.1093/eurheartj/ehae176');
  });
});

describe('GUIDELINE_SPECIALTIES', () => {
  it('lists each specialty used by the catalogue exactly once, sorted', () => {
    const used = new Set(GUIDELINES.map((g) => g.specialty));
    expect(new Set(GUIDELINE_SPECIALTIES)).toEqual(used);
    expect(GUIDELINE_SPECIALTIES.length).toBe(used.size);
    expect([...GUIDELINE_SPECIALTIES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(GUIDELINE_SPECIALTIES);
  });

  it('uses plain display names', () => {
    expect(GUIDELINE_SPECIALTIES).toEqual(
      expect.arrayContaining(['Cardiology', 'Endocrinology', 'Pulmonology', 'Nephrology', 'Infectious Disease', 'Obstetrics & Gynecology']),
    );
  });
});

describe('filterGuidelines', () => {
  const sample: GuidelineSeed[] = [
    {
      slug: 'alpha',
      title: 'Heart Rhythm Guidance',
      organization: 'Society One',
      specialty: 'Cardiology',
      summary: 'About arrhythmia care.',
      recommendation: 'Line one\nLine two\nLine three\nLine four',
      tags: ['rhythm', 'anticoagulation', 'stroke'],
      publicationDate: '2024-01-01',
    },
    {
      slug: 'beta',
      title: 'Kidney Care',
      organization: 'Renal Board',
      specialty: 'Nephrology',
      summary: 'Covers albuminuria staging.',
      recommendation: 'Mentions zebrafish only here\nLine two\nLine three\nLine four',
      tags: ['ckd', 'egfr', 'albuminuria'],
      publicationDate: '2023-01-01',
    },
  ];

  it('returns everything, in order, without a filter', () => {
    expect(filterGuidelines(sample)).toEqual(sample);
    expect(filterGuidelines(sample, {})).toEqual(sample);
    expect(filterGuidelines(GUIDELINES)).toEqual([...GUIDELINES]);
  });

  it('filters by exact specialty name', () => {
    expect(slugs(filterGuidelines(sample, { specialty: 'Nephrology' }))).toEqual(['beta']);
    expect(filterGuidelines(sample, { specialty: 'nephrology' })).toEqual([]);
    expect(filterGuidelines(sample, { specialty: 'Nephro' })).toEqual([]);
    expect(filterGuidelines(sample, { specialty: 'Dermatology' })).toEqual([]);
  });

  it('returns only that specialty from the catalogue, for every specialty', () => {
    let total = 0;
    for (const s of GUIDELINE_SPECIALTIES) {
      const got = filterGuidelines(GUIDELINES, { specialty: s });
      expect(got.length, s).toBeGreaterThan(0);
      expect(got.every((g) => g.specialty === s)).toBe(true);
      total += got.length;
    }
    expect(total).toBe(GUIDELINES.length);
  });

  it('matches the query against title, organization, summary and tags', () => {
    expect(slugs(filterGuidelines(sample, { query: 'rhythm guid' }))).toEqual(['alpha']); // title
    expect(slugs(filterGuidelines(sample, { query: 'renal board' }))).toEqual(['beta']); // organization
    expect(slugs(filterGuidelines(sample, { query: 'arrhythmia' }))).toEqual(['alpha']); // summary
    expect(slugs(filterGuidelines(sample, { query: 'egfr' }))).toEqual(['beta']); // tag
    expect(slugs(filterGuidelines(sample, { query: 'anticoag' }))).toEqual(['alpha']); // tag substring
  });

  it('does not search the recommendation text (spec §5 lists four fields)', () => {
    expect(filterGuidelines(sample, { query: 'zebrafish' })).toEqual([]);
  });

  it('is case-insensitive', () => {
    expect(slugs(filterGuidelines(sample, { query: 'KIDNEY' }))).toEqual(['beta']);
    expect(slugs(filterGuidelines(sample, { query: 'ckD' }))).toEqual(['beta']);
    expect(slugs(filterGuidelines(GUIDELINES, { query: 'KDIGO' }))).toEqual(
      slugs(filterGuidelines(GUIDELINES, { query: 'kdigo' })),
    );
  });

  it('ignores a whitespace-only query and trims the query', () => {
    expect(filterGuidelines(sample, { query: '   ' })).toEqual(sample);
    expect(filterGuidelines(sample, { query: '\t\n' })).toEqual(sample);
    expect(slugs(filterGuidelines(sample, { query: '  kidney  ' }))).toEqual(['beta']);
  });

  it('ignores a blank specialty', () => {
    expect(filterGuidelines(sample, { specialty: '' })).toEqual(sample);
    expect(filterGuidelines(sample, { specialty: '  ' })).toEqual(sample);
  });

  it('combines specialty and query', () => {
    expect(slugs(filterGuidelines(sample, { specialty: 'Cardiology', query: 'stroke' }))).toEqual(['alpha']);
    expect(filterGuidelines(sample, { specialty: 'Nephrology', query: 'stroke' })).toEqual([]);
    const afInCardio = filterGuidelines(GUIDELINES, { specialty: 'Cardiology', query: 'atrial fibrillation' });
    expect(slugs(afInCardio)).toContain('esc-atrial-fibrillation-2024');
    expect(afInCardio.every((g) => g.specialty === 'Cardiology')).toBe(true);
  });

  it('treats SQL-looking and regex-special text as plain text and finds nothing', () => {
    expect(() => filterGuidelines(GUIDELINES, { query: "'; DROP TABLE clinical_guidelines; --" })).not.toThrow();
    expect(filterGuidelines(GUIDELINES, { query: "'; DROP TABLE clinical_guidelines; --" })).toEqual([]);
    expect(filterGuidelines(GUIDELINES, { query: '.*' })).toEqual([]);
    expect(filterGuidelines(GUIDELINES, { query: '[a-z]+' })).toEqual([]);
    expect(filterGuidelines(GUIDELINES, { specialty: "Cardiology' OR '1'='1" })).toEqual([]);
  });

  it('finds real catalogue entries by organization and tag', () => {
    expect(slugs(filterGuidelines(GUIDELINES, { query: 'uspstf' })).length).toBeGreaterThanOrEqual(5);
    expect(slugs(filterGuidelines(GUIDELINES, { query: 'copd' }))).toContain('gold-copd-report-2026');
    expect(slugs(filterGuidelines(GUIDELINES, { query: 'National Institute for Health and Care Excellence' }))).toContain(
      'nice-ng136-hypertension-adults',
    );
  });

  it('does not mutate the input list', () => {
    const copy = [...sample];
    filterGuidelines(sample, { query: 'kidney', specialty: 'Nephrology' });
    expect(sample).toEqual(copy);
  });
});

describe('unverified entries (issue 17)', () => {
  it('flags only entries published after the last month MedAssist could check', () => {
    expect(isGuidelineUnverified('2024-08-30')).toBe(false);
    expect(isGuidelineUnverified(GUIDELINES_VERIFIED_THROUGH)).toBe(false);
    expect(isGuidelineUnverified('2026-03-13')).toBe(true);
    expect(GUIDELINES.filter((g) => isGuidelineUnverified(g.publicationDate)).map((g) => g.slug)).toEqual(
      expect.arrayContaining(['aha-asa-acute-ischemic-stroke-2026', 'surviving-sepsis-campaign-adults-2026', 'gold-copd-report-2026', 'gina-asthma-strategy-2026', 'ada-standards-of-care-diabetes-2026', 'esc-eas-dyslipidaemias-focused-update-2025']),
    );
  });
});

describe('the current editions issue 34 names', () => {
  it.each([
    ['ada-standards-of-care-diabetes-2026', '2026-01-01', 'https://diabetesjournals.org/care/issue/49/Supplement_1'],
    ['gina-asthma-strategy-2026', '2026-05-01', 'https://ginasthma.org/reports/'],
    ['acc-aha-accp-hrs-atrial-fibrillation-2023', '2023-11-30', 'https://doi.org/10.1161/CIR.0000000000001193'],
    ['esc-eas-dyslipidaemias-focused-update-2025', '2025-08-01', 'https://doi.org/10.1093/eurheartj/ehaf190'],
  ])('%s carries its date and source', (slug, date, url) => {
    expect(bySlug(slug)).toMatchObject({ publicationDate: date, url });
  });

  it('keeps one edition of the annual ADA and GINA reports, the current one', () => {
    expect(slugs(GUIDELINES).filter((s) => s.startsWith('ada-standards-of-care-diabetes-'))).toEqual(['ada-standards-of-care-diabetes-2026']);
    expect(slugs(GUIDELINES).filter((s) => s.startsWith('gina-asthma-strategy-'))).toEqual(['gina-asthma-strategy-2026']);
  });

  it('gives the stroke dose of tenecteplase in the 2026 AHA/ASA entry', () => {
    expect(bySlug('aha-asa-acute-ischemic-stroke-2026').recommendation).toMatch(/0\.25 mg\/kg as a single bolus \(maximum 25 mg\)/);
  });
});
