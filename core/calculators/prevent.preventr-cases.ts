// Expected PREVENT risks from the public R package preventr 0.12.0 (github.com/martingmayer/preventr):
// tests/testthat/test-estimate_risk.R and its snapshot file tests/testthat/_snaps/estimate_risk.md.
// Extracted by script, not by hand: each case names its test and R call. preventr reports risk as a
// fraction rounded half up to 3 dp (0.1 percentage point); a zip code there maps to an SDI decile
// through preventr's table, so the decile is given here. Duplicates across tests are listed once.
import type { PreventHorizon, PreventInput, PreventOutcome } from './prevent';

/** One published preventr result: the input, the horizon and the three risks in %. */
export interface PreventrCase {
  source: string;
  horizon: PreventHorizon;
  input: PreventInput;
  expected: Record<PreventOutcome, number>;
}

export const PREVENTR_CASES: readonly PreventrCase[] = [
  {
    source: "Base model 10-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = TRUE, smoking = 0, bmi = 35, egfr = 90, bp_tx = 1, statin = FALSE, time = \"10yr\")",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false },
    expected: { totalCvd: 14.7, ascvd: 9.2, heartFailure: 8.1 },
  },
  {
    source: "Base model 10-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = TRUE, smoking = 0, bmi = 35, egfr = 90, bp_tx = 1, statin = FALSE, time = \"10yr\")",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false },
    expected: { totalCvd: 16.3, ascvd: 10.2, heartFailure: 10.6 },
  },
  {
    source: "UACR model 10-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, uacr = 40, time = \"10yr\")",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 40 },
    expected: { totalCvd: 16.0, ascvd: 9.9, heartFailure: 8.9 },
  },
  {
    source: "UACR model 10-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, uacr = 40, time = \"10yr\")",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 40 },
    expected: { totalCvd: 17.2, ascvd: 11.0, heartFailure: 11.0 },
  },
  {
    source: "HbA1c model 10-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, hba1c = 7.5, time = \"10yr\")",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 7.5 },
    expected: { totalCvd: 13.6, ascvd: 8.3, heartFailure: 8.1 },
  },
  {
    source: "HbA1c model 10-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, hba1c = 7.5, time = \"10yr\")",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 7.5 },
    expected: { totalCvd: 15.5, ascvd: 9.4, heartFailure: 10.1 },
  },
  {
    source: "Zip model 10-year risks give expected results & SDI lookup works :: sdi_10yr_partial(zip = \"03883\") (zip 03883 → SDI decile 3 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 3 },
    expected: { totalCvd: 12.7, ascvd: 8.0, heartFailure: 7.0 },
  },
  {
    source: "Zip model 10-year risks give expected results & SDI lookup works :: sdi_10yr_partial(zip = \"03883\") (zip 03883 → SDI decile 3 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 3 },
    expected: { totalCvd: 14.3, ascvd: 8.8, heartFailure: 8.9 },
  },
  {
    source: "Zip model 10-year risks give expected results & SDI lookup works :: sdi_10yr_partial(zip = \"49544\") (zip 49544 → SDI decile 5 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 5 },
    expected: { totalCvd: 14.4, ascvd: 9.2, heartFailure: 8.0 },
  },
  {
    source: "Zip model 10-year risks give expected results & SDI lookup works :: sdi_10yr_partial(zip = \"49544\") (zip 49544 → SDI decile 5 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 5 },
    expected: { totalCvd: 15.4, ascvd: 9.4, heartFailure: 9.9 },
  },
  {
    source: "Zip model 10-year risks give expected results & SDI lookup works :: sdi_10yr_partial(zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 10 },
    expected: { totalCvd: 15.7, ascvd: 10.0, heartFailure: 8.9 },
  },
  {
    source: "Zip model 10-year risks give expected results & SDI lookup works :: sdi_10yr_partial(zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 10 },
    expected: { totalCvd: 18.2, ascvd: 11.4, heartFailure: 12.3 },
  },
  {
    source: "Full model 10-year risks give expected results :: check_equations_partial(age = 75, statin = TRUE, dm = 0, smoking = 1, hba1c = 7.5, uacr = 40, zip = \"49507\", time = \"10yr\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 75, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: false, smoker: true, onAntihypertensive: true, onStatin: true, uacrMgG: 40, hba1cPercent: 7.5, sdiDecile: 10 },
    expected: { totalCvd: 36.1, ascvd: 22.7, heartFailure: 29.5 },
  },
  {
    source: "Full model 10-year risks give expected results :: check_equations_partial(age = 75, statin = TRUE, dm = 0, smoking = 1, hba1c = 7.5, uacr = 40, zip = \"49507\", time = \"10yr\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 75, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: false, smoker: true, onAntihypertensive: true, onStatin: true, uacrMgG: 40, hba1cPercent: 7.5, sdiDecile: 10 },
    expected: { totalCvd: 39.4, ascvd: 26.3, heartFailure: 33.9 },
  },
  {
    source: "Base model 30-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = TRUE, smoking = 0, bmi = 35, egfr = 90, bp_tx = 1, statin = FALSE, time = \"30yr\")",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false },
    expected: { totalCvd: 53.0, ascvd: 35.4, heartFailure: 39.0 },
  },
  {
    source: "Base model 30-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = TRUE, smoking = 0, bmi = 35, egfr = 90, bp_tx = 1, statin = FALSE, time = \"30yr\")",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false },
    expected: { totalCvd: 51.4, ascvd: 34.9, heartFailure: 42.4 },
  },
  {
    source: "UACR model 30-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, uacr = 40, time = \"30yr\")",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 40 },
    expected: { totalCvd: 54.2, ascvd: 36.3, heartFailure: 40.7 },
  },
  {
    source: "UACR model 30-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, uacr = 40, time = \"30yr\")",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 40 },
    expected: { totalCvd: 51.4, ascvd: 35.5, heartFailure: 42.0 },
  },
  {
    source: "HbA1c model 30-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, hba1c = 7.5, time = \"30yr\")",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 7.5 },
    expected: { totalCvd: 50.1, ascvd: 32.2, heartFailure: 38.9 },
  },
  {
    source: "HbA1c model 30-year risks give expected results :: check_equations(age = 50, total_c = 200, hdl_c = 45, sbp = 160, dm = 1, smoking = FALSE, bmi = 35, egfr = 90, bp_tx = TRUE, statin = 0, hba1c = 7.5, time = \"30yr\")",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 7.5 },
    expected: { totalCvd: 49.1, ascvd: 31.7, heartFailure: 41.1 },
  },
  {
    source: "Zip model 30-year risks give expected results & SDI lookup works :: sdi_30yr_partial(zip = \"03883\") (zip 03883 → SDI decile 3 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 3 },
    expected: { totalCvd: 48.5, ascvd: 32.2, heartFailure: 35.8 },
  },
  {
    source: "Zip model 30-year risks give expected results & SDI lookup works :: sdi_30yr_partial(zip = \"03883\") (zip 03883 → SDI decile 3 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 3 },
    expected: { totalCvd: 48.0, ascvd: 31.7, heartFailure: 38.4 },
  },
  {
    source: "Zip model 30-year risks give expected results & SDI lookup works :: sdi_30yr_partial(zip = \"49544\") (zip 49544 → SDI decile 5 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 5 },
    expected: { totalCvd: 51.4, ascvd: 34.8, heartFailure: 38.0 },
  },
  {
    source: "Zip model 30-year risks give expected results & SDI lookup works :: sdi_30yr_partial(zip = \"49544\") (zip 49544 → SDI decile 5 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 5 },
    expected: { totalCvd: 48.7, ascvd: 32.2, heartFailure: 40.0 },
  },
  {
    source: "Zip model 30-year risks give expected results & SDI lookup works :: sdi_30yr_partial(zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 10 },
    expected: { totalCvd: 53.5, ascvd: 36.7, heartFailure: 40.4 },
  },
  {
    source: "Zip model 30-year risks give expected results & SDI lookup works :: sdi_30yr_partial(zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, sdiDecile: 10 },
    expected: { totalCvd: 53.0, ascvd: 36.1, heartFailure: 44.7 },
  },
  {
    source: "Full model 30-year risks give expected results :: check_equations_partial(age = 75, statin = TRUE, dm = 0, smoking = 1, hba1c = 7.5, uacr = 40, zip = \"49507\", time = \"30yr\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 75, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: false, smoker: true, onAntihypertensive: true, onStatin: true, uacrMgG: 40, hba1cPercent: 7.5, sdiDecile: 10 },
    expected: { totalCvd: 49.5, ascvd: 32.1, heartFailure: 41.2 },
  },
  {
    source: "Full model 30-year risks give expected results :: check_equations_partial(age = 75, statin = TRUE, dm = 0, smoking = 1, hba1c = 7.5, uacr = 40, zip = \"49507\", time = \"30yr\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 75, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: false, smoker: true, onAntihypertensive: true, onStatin: true, uacrMgG: 40, hba1cPercent: 7.5, sdiDecile: 10 },
    expected: { totalCvd: 44.9, ascvd: 30.1, heartFailure: 37.9 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = FALSE, hba1c = 9)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9 },
    expected: { totalCvd: 26.6, ascvd: 16.3, heartFailure: 20.1 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = FALSE, hba1c = 9)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9 },
    expected: { totalCvd: 53.5, ascvd: 34.3, heartFailure: 46.4 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = FALSE, hba1c = 9)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9 },
    expected: { totalCvd: 30.9, ascvd: 19.4, heartFailure: 24.6 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = FALSE, hba1c = 9)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9 },
    expected: { totalCvd: 50.5, ascvd: 33.1, heartFailure: 45.1 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = TRUE, uacr = 1000)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000 },
    expected: { totalCvd: 35.3, ascvd: 22.2, heartFailure: 28.9 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = TRUE, uacr = 1000)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000 },
    expected: { totalCvd: 61.3, ascvd: 41.9, heartFailure: 53.4 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = TRUE, uacr = 1000)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000 },
    expected: { totalCvd: 39.8, ascvd: 26.0, heartFailure: 34.9 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 67, statin = TRUE, uacr = 1000)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 67, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000 },
    expected: { totalCvd: 58.2, ascvd: 40.7, heartFailure: 52.2 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9 },
    expected: { totalCvd: 41.4, ascvd: 26.1, heartFailure: 38.4 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9 },
    expected: { totalCvd: 59.3, ascvd: 39.4, heartFailure: 55.5 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9 },
    expected: { totalCvd: 47.8, ascvd: 30.4, heartFailure: 44.7 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9 },
    expected: { totalCvd: 55.2, ascvd: 35.6, heartFailure: 51.2 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000, zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9, sdiDecile: 10 },
    expected: { totalCvd: 42.5, ascvd: 27.4, heartFailure: 39.5 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000, zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9, sdiDecile: 10 },
    expected: { totalCvd: 59.9, ascvd: 40.7, heartFailure: 56.3 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000, zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9, sdiDecile: 10 },
    expected: { totalCvd: 51.1, ascvd: 33.2, heartFailure: 48.9 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, statin = TRUE, hba1c = 9, uacr = 1000, zip = \"49507\") (zip 49507 → SDI decile 10 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: true, uacrMgG: 1000, hba1cPercent: 9, sdiDecile: 10 },
    expected: { totalCvd: 57.7, ascvd: 37.9, heartFailure: 54.6 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, sbp = 145, bp_tx = 0, hba1c = 6.7, uacr = 10, zip = NA)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: false, onStatin: false, uacrMgG: 10, hba1cPercent: 6.7 },
    expected: { totalCvd: 16.3, ascvd: 10.0, heartFailure: 11.1 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, sbp = 145, bp_tx = 0, hba1c = 6.7, uacr = 10, zip = NA)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: false, onStatin: false, uacrMgG: 10, hba1cPercent: 6.7 },
    expected: { totalCvd: 35.7, ascvd: 22.0, heartFailure: 27.5 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, sbp = 145, bp_tx = 0, hba1c = 6.7, uacr = 10, zip = NA)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: false, onStatin: false, uacrMgG: 10, hba1cPercent: 6.7 },
    expected: { totalCvd: 20.3, ascvd: 13.4, heartFailure: 14.1 },
  },
  {
    source: "Additional checks of results, for good measure :: check_equations_partial(age = 71, sbp = 145, bp_tx = 0, hba1c = 6.7, uacr = 10, zip = NA)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 71, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: false, onStatin: false, uacrMgG: 10, hba1cPercent: 6.7 },
    expected: { totalCvd: 35.7, ascvd: 23.7, heartFailure: 27.8 },
  },
  {
    source: "Additional checks of results, for good measure :: res_v1 <- check_equations_partial(age = 35, sbp = 145, bp_tx = 1, uacr = 10, zip = NA)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 35, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 10 },
    expected: { totalCvd: 6.0, ascvd: 3.9, heartFailure: 2.8 },
  },
  {
    source: "Additional checks of results, for good measure :: res_v1 <- check_equations_partial(age = 35, sbp = 145, bp_tx = 1, uacr = 10, zip = NA)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 35, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 10 },
    expected: { totalCvd: 32.5, ascvd: 19.9, heartFailure: 20.2 },
  },
  {
    source: "Additional checks of results, for good measure :: res_v1 <- check_equations_partial(age = 35, sbp = 145, bp_tx = 1, uacr = 10, zip = NA)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 35, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 10 },
    expected: { totalCvd: 6.1, ascvd: 4.0, heartFailure: 3.1 },
  },
  {
    source: "Additional checks of results, for good measure :: res_v1 <- check_equations_partial(age = 35, sbp = 145, bp_tx = 1, uacr = 10, zip = NA)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 35, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 145, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 10 },
    expected: { totalCvd: 30.5, ascvd: 19.7, heartFailure: 20.7 },
  },
  {
    source: "test-estimate_risk.R: HbA1c model works, female :: estimate_risk_partial(hba1c = 9.2, quiet = TRUE)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9.2 },
    expected: { totalCvd: 16.5, ascvd: 10.3, heartFailure: 10.7 },
  },
  {
    source: "test-estimate_risk.R: HbA1c model works, female :: estimate_risk_partial(hba1c = 9.2, quiet = TRUE)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9.2 },
    expected: { totalCvd: 54.1, ascvd: 35.6, heartFailure: 44.9 },
  },
  {
    source: "test-estimate_risk.R: UACR model works, female :: estimate_risk_partial(uacr = 92, quiet = TRUE)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92 },
    expected: { totalCvd: 18.1, ascvd: 11.1, heartFailure: 10.5 },
  },
  {
    source: "test-estimate_risk.R: UACR model works, female :: estimate_risk_partial(uacr = 92, quiet = TRUE)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92 },
    expected: { totalCvd: 56.5, ascvd: 38.1, heartFailure: 43.7 },
  },
  {
    source: "test-estimate_risk.R: Full model works, female :: estimate_risk_partial(hba1c = 9.2, uacr = 92, zip = \"14738\", quiet = TRUE) (zip 14738 → SDI decile 3 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92, hba1cPercent: 9.2, sdiDecile: 3 },
    expected: { totalCvd: 17.4, ascvd: 10.5, heartFailure: 11.4 },
  },
  {
    source: "test-estimate_risk.R: Full model works, female :: estimate_risk_partial(hba1c = 9.2, uacr = 92, zip = \"14738\", quiet = TRUE) (zip 14738 → SDI decile 3 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "female", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92, hba1cPercent: 9.2, sdiDecile: 3 },
    expected: { totalCvd: 53.4, ascvd: 34.8, heartFailure: 44.3 },
  },
  {
    source: "test-estimate_risk.R: HbA1c model works, male :: estimate_risk_partial(sex = \"male\", hba1c = 9.2, quiet = TRUE)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9.2 },
    expected: { totalCvd: 18.7, ascvd: 11.2, heartFailure: 13.0 },
  },
  {
    source: "test-estimate_risk.R: HbA1c model works, male :: estimate_risk_partial(sex = \"male\", hba1c = 9.2, quiet = TRUE)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, hba1cPercent: 9.2 },
    expected: { totalCvd: 52.4, ascvd: 34.0, heartFailure: 45.7 },
  },
  {
    source: "test-estimate_risk.R: UACR model works, male :: estimate_risk_partial(sex = \"male\", uacr = 92, quiet = TRUE)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92 },
    expected: { totalCvd: 19.5, ascvd: 12.3, heartFailure: 13.0 },
  },
  {
    source: "test-estimate_risk.R: UACR model works, male :: estimate_risk_partial(sex = \"male\", uacr = 92, quiet = TRUE)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92 },
    expected: { totalCvd: 53.5, ascvd: 36.8, heartFailure: 44.8 },
  },
  {
    source: "test-estimate_risk.R: Full model works, male :: estimate_risk_partial(sex = \"male\", hba1c = 9.2, uacr = 92, zip = \"14738\", quiet = TRUE) (zip 14738 → SDI decile 3 in preventr's table)",
    horizon: 'tenYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92, hba1cPercent: 9.2, sdiDecile: 3 },
    expected: { totalCvd: 19.1, ascvd: 11.2, heartFailure: 13.1 },
  },
  {
    source: "test-estimate_risk.R: Full model works, male :: estimate_risk_partial(sex = \"male\", hba1c = 9.2, uacr = 92, zip = \"14738\", quiet = TRUE) (zip 14738 → SDI decile 3 in preventr's table)",
    horizon: 'thirtyYear',
    input: { sex: "male", ageYears: 50, cholesterolUnit: "mg/dL", totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 92, hba1cPercent: 9.2, sdiDecile: 3 },
    expected: { totalCvd: 51.3, ascvd: 32.6, heartFailure: 43.8 },
  },
];
