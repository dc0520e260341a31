import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_CATALOGUE } from '../../core/calculators/catalogue';
import { GUIDELINES } from '../../core/reference/guidelines-data';
import { TestClient } from '../test/helpers';

type G = { slug: string; title: string; specialty: string; tags: string[]; recommendation: string };
const get = async <T>(path: string) => (await (await new TestClient().get(path)).json()) as T;

describe('clinical guidelines API (public)', () => {
  it('lists every built-in guideline without a session, newest first', async () => {
    const all = await get<G[]>('/api/clinical-guidelines');
    expect(all).toHaveLength(GUIDELINES.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all[0]!.recommendation).toContain('\n');
  });

  it('lists specialties as plain names, at least 12', async () => {
    const specialties = await get<string[]>('/api/specialties');
    expect(specialties.length).toBeGreaterThanOrEqual(12);
    expect(specialties).toContain('Cardiology');
    expect([...specialties].sort((a, b) => a.localeCompare(b))).toEqual(specialties);
  });

  it('filters by exact specialty', async () => {
    const cardio = await get<G[]>('/api/clinical-guidelines?specialty=Cardiology');
    expect(cardio.length).toBeGreaterThan(0);
    expect(cardio.every((g) => g.specialty === 'Cardiology')).toBe(true);
    expect(await get<G[]>('/api/clinical-guidelines?specialty=cardiology')).toEqual([]);
  });

  it('searches title, organization, summary and tags case-insensitively', async () => {
    const af = await get<G[]>('/api/clinical-guidelines?query=ATRIAL%20FIBRILLATION');
    expect(af.some((g) => g.slug === 'esc-atrial-fibrillation-2024')).toBe(true);
    const byOrg = await get<G[]>('/api/clinical-guidelines?query=kdigo');
    expect(byOrg.length).toBeGreaterThan(0);
    const tag = GUIDELINES[0]!.tags[0]!;
    expect((await get<G[]>(`/api/clinical-guidelines?query=${encodeURIComponent(tag)}`)).length).toBeGreaterThan(0);
    const both = await get<G[]>('/api/clinical-guidelines?specialty=Cardiology&query=hypertension');
    expect(both.every((g) => g.specialty === 'Cardiology')).toBe(true);
  });

  it('treats SQL, LIKE wildcards and very long text literally', async () => {
    for (const q of ["'; DROP TABLE clinical_guidelines; --", '%', '_', '\\', '" OR 1=1', 'x'.repeat(400), 'é'.repeat(60)]) {
      const res = await new TestClient().get(`/api/clinical-guidelines?query=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect((await res.json()) as G[]).toEqual([]);
    }
    expect(await get<G[]>('/api/clinical-guidelines')).toHaveLength(GUIDELINES.length);
  });

  it('serves the calculator catalogue', async () => {
    const list = await get<{ id: number; name: string; url: string }[]>('/api/calculators');
    expect(list.find((c) => c.id === 2)?.name).toBe('CHA2DS2-VASc Score');
    expect(list).toHaveLength(13);
    expect(list.find((c) => c.id === 13)).toMatchObject({ name: 'PREVENT Risk Calculator', url: '/calculators/prevent' });
  });

  it('serves the catalogue from code: D1 keeps no second copy of it (the unread calculators table is dropped)', async () => {
    const list = await get<{ id: number; name: string }[]>('/api/calculators');
    expect(list.map(({ id, name }) => ({ id, name }))).toEqual(CALCULATOR_CATALOGUE.map(({ id, name }) => ({ id, name })));
    const table = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'calculators'").first();
    expect(table).toBeNull();
  });
});
