// Vite's `?raw` suffix: a test input file (an HL7 sample) imported as its text.
declare module '*?raw' {
  const text: string;
  export default text;
}
