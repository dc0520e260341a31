import { describe, expect, it } from 'vitest';
import { englishResult } from './result-text';
import { MeldInputSchema, computeMeld, meld3Uncapped, meldI, meldMortalityStratum, meldNa, meldOriginal, type MeldInput } from './meld';

// Results read in English, as the Worker and the AI tools read them (core/calculators/result-text.ts).
const computeMeldEnglish = (input: Parameters<typeof computeMeld>[0]) => englishResult(computeMeld(input));
const normal: MeldInput = {
  ageYears: 50,
  sex: 'male',
  creatinineMgDl: 1,
  bilirubinMgDl: 1,
  inr: 1,
  sodiumMmolL: 137,
  albuminGDl: 3.5,
  dialysisTwiceInPastWeek: false,
};

describe('MELD (original UNOS)', () => {
  it('has a minimum of 6: all labs 1.0 give MELD(i) 0.643 → 0.6 → 6', () => {
    expect(meldI(normal)).toBe(6);
    expect(meldOriginal({ ...normal, creatinineMgDl: 0.5, bilirubinMgDl: 0.3, inr: 0.9 })).toBe(6);
  });

  it('rounds MELD(i) to the tenth and multiplies by 10 (Cr 1.9, bili 4.2, INR 1.6: 2.326 → 23)', () => {
    expect(meldI({ ...normal, creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6 })).toBe(23);
  });

  it('caps creatinine at 4.0 and sets it to 4.0 after dialysis twice in the past week', () => {
    expect(meldI({ ...normal, creatinineMgDl: 6, bilirubinMgDl: 2, inr: 1.5 })).toBe(27);
    expect(meldI({ ...normal, creatinineMgDl: 1.2, bilirubinMgDl: 2, inr: 1.5, dialysisTwiceInPastWeek: true })).toBe(27);
  });

  it('caps the reported score at 40', () => {
    const sick = { ...normal, creatinineMgDl: 8, bilirubinMgDl: 40, inr: 6 };
    expect(meldI(sick)).toBe(54);
    expect(meldOriginal(sick)).toBe(40);
  });
});

describe('MELD-Na (OPTN)', () => {
  it('applies the sodium step to the ×10 MELD(i): 23 with Na 128 → 23 + 11.88 − 6.831 = 28.05 → 28', () => {
    expect(meldNa({ ...normal, creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6, sodiumMmolL: 128 })).toBe(28);
  });

  it('skips the sodium step when the rounded MELD(i) is 11 even though the raw value is 11.17', () => {
    // bili 3.5: MELD(i) raw 1.1165 → 1.1 → 11; applying the step to 11.17 with Na 125 would give 23
    const input = { ...normal, bilirubinMgDl: 3.5, sodiumMmolL: 125 };
    expect(meldI(input)).toBe(11);
    expect(meldNa(input)).toBe(11);
  });

  it('applies the step once MELD(i) is 12 (Na 125: 12 + 15.84 − 4.752 = 23.09 → 23)', () => {
    expect(meldI({ ...normal, inr: 1.6 })).toBe(12);
    expect(meldNa({ ...normal, inr: 1.6, sodiumMmolL: 125 })).toBe(23);
  });

  it('rounds MELD(i) before the sodium step, as OPTN does (INR 1.6, Na 131 → 18; carrying 11.69 would give 17)', () => {
    expect(meldNa({ ...normal, inr: 1.6, sodiumMmolL: 131 })).toBe(18);
    expect(meldNa({ ...normal, inr: 1.6, sodiumMmolL: 134 })).toBe(15);
  });

  it('bounds sodium to 125-137 mmol/L', () => {
    const labs = { ...normal, creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6 };
    expect(meldNa({ ...labs, sodiumMmolL: 115 })).toBe(meldNa({ ...labs, sodiumMmolL: 125 }));
    expect(meldNa({ ...labs, sodiumMmolL: 145 })).toBe(23);
  });

  it('uses creatinine 4.0 with dialysis (27 with Na 130 → 30.003 → 30) and caps at 40', () => {
    expect(meldNa({ ...normal, creatinineMgDl: 1.2, bilirubinMgDl: 2, inr: 1.5, sodiumMmolL: 130, dialysisTwiceInPastWeek: true })).toBe(30);
    expect(meldNa({ ...normal, creatinineMgDl: 8, bilirubinMgDl: 40, inr: 6, sodiumMmolL: 120 })).toBe(40);
  });
});

describe('MELD 3.0 (OPTN 2023)', () => {
  it('is 6 for a man and 7 for a woman with normal labs (female term 1.33)', () => {
    expect(meld3Uncapped({ ...normal, albuminGDl: 3.5 })).toBe(6);
    expect(meld3Uncapped({ ...normal, sex: 'female', albuminGDl: 3.5 })).toBe(7);
  });

  it('computes Cr 1.9, bili 4.2, INR 1.6, Na 128, albumin 2.8: 28.72 → 29 (man), 30.05 → 30 (woman)', () => {
    const labs = { ...normal, creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6, sodiumMmolL: 128, albuminGDl: 2.8 };
    expect(meld3Uncapped(labs)).toBe(29);
    expect(meld3Uncapped({ ...labs, sex: 'female' })).toBe(30);
  });

  it('caps creatinine at 3.0 (dialysis too) and bounds albumin to 1.5-3.5 g/dL', () => {
    const labs = { ...normal, bilirubinMgDl: 2, inr: 1.5, sodiumMmolL: 130, albuminGDl: 3 };
    expect(meld3Uncapped({ ...labs, creatinineMgDl: 1.2, dialysisTwiceInPastWeek: true })).toBe(30);
    expect(meld3Uncapped({ ...labs, creatinineMgDl: 5 })).toBe(30);
    expect(meld3Uncapped({ ...labs, creatinineMgDl: 1.2, albuminGDl: 1 })).toBe(
      meld3Uncapped({ ...labs, creatinineMgDl: 1.2, albuminGDl: 1.5 }),
    );
    expect(meld3Uncapped({ ...labs, creatinineMgDl: 1.2, albuminGDl: 4.5 })).toBe(
      meld3Uncapped({ ...labs, creatinineMgDl: 1.2, albuminGDl: 3.5 }),
    );
  });

  it('shows MELD 3.0 capped at 40 with the uncapped value beside it', () => {
    const r = computeMeldEnglish({ ...normal, sex: 'female', creatinineMgDl: 8, bilirubinMgDl: 40, inr: 6, sodiumMmolL: 120, albuminGDl: 1 });
    expect(r.label).toBe('MELD 3.0');
    expect(r.value).toBe(40);
    expect(r.extras).toContainEqual({ label: 'MELD 3.0 uncapped', value: '52' });
    expect(r.category).toBe('MELD ≥40');
    expect(r.barFraction).toBe(1);
  });
});

describe('MELD result', () => {
  it('leads with MELD 3.0 and shows original MELD and MELD-Na beside it', () => {
    const r = computeMeldEnglish({ ...normal, creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6, sodiumMmolL: 128, albuminGDl: 2.8 });
    expect(r.value).toBe(29);
    expect(r.category).toBe('MELD 20-29');
    expect(r.interpretation).toContain('19.6%');
    expect(r.extras).toEqual([
      { label: 'MELD (original UNOS)', value: '23' },
      { label: 'MELD-Na', value: '28' },
      { label: 'MELD 3.0', value: '29' },
    ]);
  });

  it('falls back to MELD-Na when albumin is not given, and says MELD 3.0 needs it', () => {
    const { albuminGDl: _a, ...noAlbumin } = normal;
    const r = computeMeldEnglish(MeldInputSchema.parse({ ...noAlbumin, creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6, sodiumMmolL: 128 }));
    expect(r.label).toBe('MELD-Na');
    expect(r.value).toBe(28);
    expect(englishResult(r).warnings?.some((w) => w.includes('MELD 3.0'))).toBe(true);
  });

  it('places the mortality strata edges at 9/10, 19/20, 29/30, 39/40', () => {
    expect(meldMortalityStratum(9).mortality).toBe('1.9%');
    expect(meldMortalityStratum(10).mortality).toBe('6.0%');
    expect(meldMortalityStratum(19).mortality).toBe('6.0%');
    expect(meldMortalityStratum(20).mortality).toBe('19.6%');
    expect(meldMortalityStratum(30).mortality).toBe('52.6%');
    expect(meldMortalityStratum(40).mortality).toBe('71.3%');
  });

  it('rejects children under 12 and implausible labs', () => {
    expect(MeldInputSchema.safeParse({ ...normal, ageYears: 11 }).error?.issues[0]?.message).toContain('PELD');
    expect(MeldInputSchema.safeParse({ ...normal, creatinineMgDl: 0 }).success).toBe(false);
    expect(MeldInputSchema.safeParse({ ...normal, inr: -1 }).success).toBe(false);
    expect(MeldInputSchema.safeParse({ ...normal, sodiumMmolL: 90 }).success).toBe(false);
  });
});
