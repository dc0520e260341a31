import { describe, expect, it } from 'vitest';
import { withoutContext } from './msg';

describe('a message id with a context', () => {
  it('shows the text after the context, and leaves every other text alone', () => {
    expect(withoutContext('body area::Back')).toBe('Back');
    expect(withoutContext('bödy áréá::Báçk··')).toBe('Báçk··'); // the pseudo-locale accents the context too
    expect(withoutContext('Back')).toBe('Back');
    expect(withoutContext('Ratio: 3::1')).toBe('Ratio: 3::1');
  });
});
