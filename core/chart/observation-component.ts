import type { ObservationComponent } from '../schemas/chart';

/** A component (e.g. a blood pressure's systolic value) as given: any field but its codes may be absent. */
export type GivenObservationComponent = Pick<ObservationComponent, 'codings'> & {
  [K in Exclude<keyof ObservationComponent, 'codings'>]?: ObservationComponent[K] | undefined;
};

/** The component as stored (by the chart routes and the FHIR import alike): absent fields become null. */
export function storedObservationComponent(c: GivenObservationComponent): ObservationComponent {
  return {
    codings: c.codings,
    text: c.text ?? null,
    valueNumber: c.valueNumber ?? null,
    valueText: c.valueText ?? null,
    valueCodings: c.valueCodings ?? [],
    unit: c.unit ?? null,
    referenceRange: c.referenceRange ?? null,
    interpretation: c.interpretation ?? null,
  };
}
