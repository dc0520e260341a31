import { describe, expect, it } from 'vitest';
import { CALCULATOR_CATALOGUE } from '../../../../core/calculators/catalogue';
import { launchAction, LIVE_CALCULATOR_SLUGS } from './catalogue.utils';

describe('catalogue launch', () => {
  it('opens a page for every catalogue entry: no calculator is "coming soon" any more', () => {
    for (const entry of CALCULATOR_CATALOGUE) {
      expect(launchAction(entry)).toEqual({ kind: 'link', to: entry.url });
    }
    expect(LIVE_CALCULATOR_SLUGS.size).toBe(CALCULATOR_CATALOGUE.length);
  });

  it('keeps the spec’s toast for a future entry without a page', () => {
    const future = { ...CALCULATOR_CATALOGUE[0]!, slug: 'future', name: 'HAS-BLED Score' };
    expect(launchAction(future)).toEqual({
      kind: 'toast',
      title: 'HAS-BLED Score Coming Soon',
      description: 'This calculator is under development',
    });
  });
});
