// Unit conversions used when a page lets the doctor switch units. Every calculator computes in the
// units its source uses (named in its input fields); convert at the edge with these helpers.

/** µmol/L per mg/dL of creatinine (molar mass 113.12 g/mol): 1 mg/dL = 88.42 µmol/L. */
export const CREATININE_UMOL_L_PER_MG_DL = 88.42;
/** mg/dL per mmol/L of cholesterol (total, HDL or LDL; molar mass 386.65 g/mol): 1 mmol/L = 38.67 mg/dL. */
export const CHOLESTEROL_MG_DL_PER_MMOL_L = 38.67;
/** µmol/L per mg/dL of bilirubin (molar mass 584.66 g/mol): 1 mg/dL = 17.1 µmol/L. */
export const BILIRUBIN_UMOL_L_PER_MG_DL = 17.1;
/** g/L per g/dL (albumin or any mass concentration): 1 g/dL = 10 g/L. */
export const G_L_PER_G_DL = 10;
/** Kilopascals in one millimetre of mercury (101.325 kPa = 760 mmHg, by definition of the standard atmosphere). */
export const KPA_PER_MMHG = 101.325 / 760;
/** Kilograms in one international avoirdupois pound (exact by definition, 1959). */
export const KG_PER_LB = 0.45359237;
/** Centimetres in one international inch (exact by definition, 1959). */
export const CM_PER_IN = 2.54;

/** Serum creatinine mg/dL → µmol/L (× 88.42). */
export function creatinineMgDlToUmolL(creatinineMgDl: number): number {
  return creatinineMgDl * CREATININE_UMOL_L_PER_MG_DL;
}

/** Serum creatinine µmol/L → mg/dL (÷ 88.42). */
export function creatinineUmolLToMgDl(creatinineUmolL: number): number {
  return creatinineUmolL / CREATININE_UMOL_L_PER_MG_DL;
}

/** Cholesterol mg/dL → mmol/L (÷ 38.67). */
export function cholesterolMgDlToMmolL(cholesterolMgDl: number): number {
  return cholesterolMgDl / CHOLESTEROL_MG_DL_PER_MMOL_L;
}

/** Cholesterol mmol/L → mg/dL (× 38.67). */
export function cholesterolMmolLToMgDl(cholesterolMmolL: number): number {
  return cholesterolMmolL * CHOLESTEROL_MG_DL_PER_MMOL_L;
}

/** Bilirubin mg/dL → µmol/L (× 17.1). */
export function bilirubinMgDlToUmolL(bilirubinMgDl: number): number {
  return bilirubinMgDl * BILIRUBIN_UMOL_L_PER_MG_DL;
}

/** Bilirubin µmol/L → mg/dL (÷ 17.1). */
export function bilirubinUmolLToMgDl(bilirubinUmolL: number): number {
  return bilirubinUmolL / BILIRUBIN_UMOL_L_PER_MG_DL;
}

/** Albumin g/dL → g/L (× 10). */
export function albuminGDlToGL(albuminGDl: number): number {
  return albuminGDl * G_L_PER_G_DL;
}

/** Albumin g/L → g/dL (÷ 10). */
export function albuminGLToGDl(albuminGL: number): number {
  return albuminGL / G_L_PER_G_DL;
}

/** Kilograms → pounds (÷ 0.45359237). */
export function kgToLb(weightKg: number): number {
  return weightKg / KG_PER_LB;
}

/** Pounds → kilograms (× 0.45359237). */
export function lbToKg(weightLb: number): number {
  return weightLb * KG_PER_LB;
}

/** Centimetres → inches (÷ 2.54). */
export function cmToIn(lengthCm: number): number {
  return lengthCm / CM_PER_IN;
}

/** Inches → centimetres (× 2.54). */
export function inToCm(lengthIn: number): number {
  return lengthIn * CM_PER_IN;
}

/** mmHg → kPa (× 0.1333224). */
export function mmHgToKpa(pressureMmHg: number): number {
  return pressureMmHg * KPA_PER_MMHG;
}

/** kPa → mmHg (÷ 0.1333224). */
export function kpaToMmHg(pressureKpa: number): number {
  return pressureKpa / KPA_PER_MMHG;
}

/** Degrees Celsius → degrees Fahrenheit (°F = °C × 9/5 + 32; the two scales' definitions, ITS-90). */
export function celsiusToFahrenheit(temperatureC: number): number {
  return (temperatureC * 9) / 5 + 32;
}

/** Degrees Fahrenheit → degrees Celsius (°C = (°F − 32) × 5/9). */
export function fahrenheitToCelsius(temperatureF: number): number {
  return ((temperatureF - 32) * 5) / 9;
}
