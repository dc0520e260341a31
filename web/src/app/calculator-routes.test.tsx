import { describe, expect, it } from 'vitest';
import { CALCULATOR_CATALOGUE } from '../../../core/calculators/catalogue';
import { publicCalculatorRoutes, signedInCalculatorRoutes } from './calculator-routes';

describe('calculator routes from the catalogue', () => {
  it('opens the public calculators (SCORAD, EASI) to everyone, the rest behind sign-in', () => {
    expect(publicCalculatorRoutes.map((r) => r.path)).toEqual(['/calculators/scorad', '/calculators/easi']);
    expect(signedInCalculatorRoutes.map((r) => r.path)).toEqual(
      CALCULATOR_CATALOGUE.filter((entry) => !entry.isPublic).map((entry) => entry.url),
    );
    expect(signedInCalculatorRoutes).toHaveLength(11);
  });

  it('loads a page component for every catalogue entry', async () => {
    for (const route of [...publicCalculatorRoutes, ...signedInCalculatorRoutes]) {
      const { Component } = await route.lazy!();
      expect(typeof Component, route.path).toBe('function');
    }
  }, 60_000);
});
