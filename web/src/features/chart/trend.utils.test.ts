import { describe, expect, it } from 'vitest';
import { niceTicks, trendGeometry } from './trend.utils';

const box = { width: 300, height: 120, left: 40, right: 10, top: 10, bottom: 20 };
const pt = (day: number, value: number) => ({ at: `2026-01-${String(day).padStart(2, '0')}`, ms: Date.UTC(2026, 0, day), value, interpretation: null });

describe('trend chart geometry', () => {
  it('labels the y axis with round values', () => {
    expect(niceTicks(0.39, 1.71)).toEqual([0.5, 1, 1.5]);
    expect(niceTicks(88, 212)).toEqual([100, 150, 200]);
  });

  it('spreads three creatinine values over the plot by date, higher values higher up', () => {
    const g = trendGeometry([pt(1, 1.0), pt(11, 1.4), pt(31, 1.2)], null, box);
    expect(g.dots.map((d) => d.x)).toEqual([40, expect.closeTo(40 + (10 / 30) * 250, 6), 290]);
    expect(g.dots[1]!.y).toBeLessThan(g.dots[2]!.y);
    expect(g.dots[2]!.y).toBeLessThan(g.dots[0]!.y);
    expect(g.path.startsWith('M40.0,')).toBe(true);
    expect(g.path.split('L')).toHaveLength(3);
  });

  it('draws the reference range as a band that the axis always includes, even when every value is inside it', () => {
    const g = trendGeometry([pt(1, 0.9), pt(2, 1.0)], { low: 0.6, high: 1.3 }, box);
    expect(g.band).not.toBeNull();
    expect(g.band!.y).toBeGreaterThanOrEqual(10);
    expect(g.band!.y + g.band!.height).toBeLessThanOrEqual(100);
    expect(g.ticks.map((t) => t.value)).toEqual([0.6, 0.8, 1, 1.2]);
    expect(g.ticks.every((t) => t.y >= 10 && t.y <= 100)).toBe(true);
  });

  it('puts a single value in the middle without a line, and a one-sided range ("< 200") reaches the plot edge', () => {
    const g = trendGeometry([pt(5, 180)], { high: 200 }, box);
    expect(g.dots[0]!.x).toBe(165);
    expect(g.path).toBe('');
    expect(g.band!.y + g.band!.height).toBe(100);
  });
});
