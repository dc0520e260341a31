import { describe, expect, it } from 'vitest';
import { isRegion, nextIdSqlText, REGION_ID_BASE, regionOfId } from './regions';

describe('regions', () => {
  it('tells the region from an id: EU ids start at 2^40, well inside safe integers', () => {
    expect(regionOfId(1)).toBe('us');
    expect(regionOfId(REGION_ID_BASE.eu - 1)).toBe('us');
    expect(regionOfId(REGION_ID_BASE.eu + 1)).toBe('eu');
    expect(Number.isSafeInteger(REGION_ID_BASE.eu * 1000)).toBe(true);
  });
  it('knows only its regions', () => {
    expect(isRegion('eu')).toBe(true);
    expect(isRegion('mars')).toBe(false);
  });
  it('allocates the next id inside the region’s range (never after a copied account of another region)', () => {
    expect(nextIdSqlText('users', 'eu')).toBe(`(SELECT COALESCE(MAX(id), ${2 ** 40}) + 1 FROM users WHERE id > ${2 ** 40} AND id < ${Number.MAX_SAFE_INTEGER})`);
    expect(nextIdSqlText('users', 'us')).toBe(`(SELECT COALESCE(MAX(id), 0) + 1 FROM users WHERE id > 0 AND id < ${2 ** 40})`);
  });
});
