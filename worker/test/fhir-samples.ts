// Test-only: the six Synthea sample bundles of data/fhir-samples (Apache-2.0, see its README),
// bundled into the Worker tests (workerd has no file system to read them from).
import brant from '../../data/fhir-samples/synthea/Brant_Jacobson_e5c79132-16cc-4b3b-91ad-fc1946454995.json';
import christin from '../../data/fhir-samples/synthea/Christin_Stiedemann_fc6aaaa5-0461-420d-b96c-ebeacc303b51.json';
import christopher from '../../data/fhir-samples/synthea/Christopher_Abshire_028250cc-cfc0-4dee-a771-78fde1275fcb.json';
import elsa from '../../data/fhir-samples/synthea/Elsa_Vargas_61e3368b-5e7e-45ee-a256-874b26192263.json';
import elvina from '../../data/fhir-samples/synthea/Elvina_Lemke_f2a4f241-ad65-4a1b-8b54-b5717a2338b6.json';
import mao from '../../data/fhir-samples/synthea/Mao_Kilback_93cfa114-ace6-4e01-b30b-73863b9339a5.json';

type SampleBundle = { resourceType: string; type: string; entry: { fullUrl: string; resource: { resourceType: string; id: string } & Record<string, unknown> }[] };

/** The samples by first name, each a fresh copy (tests edit them). */
export const SYNTHEA_SAMPLES: Record<'brant' | 'christin' | 'christopher' | 'elsa' | 'elvina' | 'mao', () => SampleBundle> = {
  brant: () => structuredClone(brant) as SampleBundle,
  christin: () => structuredClone(christin) as SampleBundle,
  christopher: () => structuredClone(christopher) as SampleBundle,
  elsa: () => structuredClone(elsa) as SampleBundle,
  elvina: () => structuredClone(elvina) as SampleBundle,
  mao: () => structuredClone(mao) as SampleBundle,
};
