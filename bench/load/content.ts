// Synthetic content (sizes close to real use: a short SOAP note, a one-paragraph message).

export const rand = (n: number) => Math.floor(Math.random() * n);
export const pick = <T>(list: readonly T[]): T => list[rand(list.length)]!;
export const SEARCHES = ['jam', 'mar', 'smi', 'diab', 'hyper', 'asth', 'jo', 'ng', 'patel', 'kidney', 'wil', 'gar', 'lee', 'copd', 'gout'];
export const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Greta', 'Hugo', 'Ines', 'Jon'];
export const LAST = ['Abbott', 'Barros', 'Chen', 'Diallo', 'Eriksen', 'Fischer', 'Gupta', 'Horvat', 'Ito', 'Jansen'];
export const NOTE =
  'S: Follow-up visit. Reports improved energy, occasional morning headaches, no chest pain or dyspnoea. Adherent to medication, no side effects. ' +
  'O: BP 138/86, HR 74 regular, SpO2 98% RA, BMI 29.1. Heart sounds normal, chest clear, no peripheral oedema. ' +
  'A: Essential hypertension, suboptimally controlled; overweight. Headaches likely tension-type, no red flags. ' +
  'P: Increase amlodipine to 10 mg daily. Home BP diary for two weeks. Basic metabolic panel and lipid profile before next visit. ' +
  'Lifestyle advice given (salt restriction, activity 150 min/week). Review in 4 weeks or sooner if symptoms worsen.';
export const MESSAGE = 'Could you take a look at this patient before Thursday? Labs came back borderline and I would value a second opinion on whether to adjust the dose now or wait for the repeat panel.';

export function labBody(patientId: number) {
  const tests = [
    { name: 'Hemoglobin', value: (11 + Math.random() * 5).toFixed(1), unit: 'g/dL', referenceRange: '12.0-16.0', status: 'normal' },
    { name: 'WBC', value: (4 + Math.random() * 7).toFixed(1), unit: '10^9/L', referenceRange: '4.0-11.0', status: 'normal' },
    { name: 'Platelets', value: String(150 + rand(250)), unit: '10^9/L', referenceRange: '150-400', status: 'normal' },
    { name: 'Sodium', value: String(133 + rand(12)), unit: 'mmol/L', referenceRange: '135-145', status: rand(4) === 0 ? 'abnormal' : 'normal' },
    { name: 'Potassium', value: (3.4 + Math.random() * 1.8).toFixed(1), unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'normal' },
    { name: 'Creatinine', value: (0.6 + Math.random()).toFixed(2), unit: 'mg/dL', referenceRange: '0.6-1.2', status: 'normal' },
  ];
  return { patientId, labName: pick(['Complete blood count + BMP', 'Basic metabolic panel', 'CBC with differential']), kind: 'lab', physician: 'Dr. Load', tests, interpretation: 'No critical values.' };
}

export function futureSlot(): { dateTime: string; endDateTime: string } {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const start = day.getTime() + (1 + rand(365)) * 86_400_000 + (7 * 60 + rand(44) * 15) * 60_000;
  return { dateTime: new Date(start).toISOString(), endDateTime: new Date(start + 15 * 60_000).toISOString() };
}
