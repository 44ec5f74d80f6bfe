// The `zipcodes` package ships no types; only the part this module reads.
declare module 'zipcodes' {
  interface ZipCodeInfo {
    zip: string;
    city: string;
    state: string;
    country: string;
    latitude: number;
    longitude: number;
  }
  const zipcodes: { codes: Record<string, ZipCodeInfo>; lookup(zip: string | number): ZipCodeInfo | undefined };
  export default zipcodes;
}
