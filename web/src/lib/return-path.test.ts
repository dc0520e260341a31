import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns to the deep link the visitor was sent away from, only within the app', () => {
    expect(returnPath({ from: '/labs?result=12' })).toBe('/labs?result=12');
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/dashboard');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(returnPath({ from: '/login' })).toBe('/dashboard');
  });
});
