import { City, Country, State } from 'country-state-city';

export interface CountryOption {
  name: string;
  isoCode: string;
  /** With a leading plus, e.g. '+31'. */
  phoneCode: string;
}

export interface AddressSuggestion {
  label: string;
  city: string;
  state: string;
  country: string;
  postalCode: string | null;
}

/** Looks up places for the registration form's address autocomplete. */
export interface AddressProvider {
  countries(): CountryOption[];
  suggest(query: string, countryIso?: string | null, limit?: number): AddressSuggestion[];
}

/**
 * Offline default over the country-state-city data set (countries, regions and ~150,000 cities).
 * It fills city, state and country; the data has no postal codes, so that field stays for the user.
 */
export function createOfflineAddressProvider(): AddressProvider {
  const countries = Country.getAllCountries().map((c) => ({
    name: c.name,
    isoCode: c.isoCode,
    phoneCode: `+${c.phonecode.replace(/^\+/, '').split(/[ ,]/)[0]}`,
  }));
  const countryName = new Map(countries.map((c) => [c.isoCode, c.name]));
  let index: Array<{ key: string; name: string; countryCode: string; stateCode: string }> | null = null;
  const stateNames = new Map<string, string>();

  const load = () => {
    if (index) return index;
    for (const s of State.getAllStates()) stateNames.set(`${s.countryCode}:${s.isoCode}`, s.name);
    index = City.getAllCities().map((c) => ({ key: fold(c.name), name: c.name, countryCode: c.countryCode, stateCode: c.stateCode }));
    return index;
  };

  return {
    countries: () => countries,
    suggest(query, countryIso, limit = 8) {
      const q = fold(query.trim()).slice(0, 80);
      if (q.length < 2) return [];
      const prefix: AddressSuggestion[] = [];
      for (const c of load()) {
        if (countryIso && c.countryCode !== countryIso) continue;
        if (!c.key.startsWith(q)) continue;
        const state = stateNames.get(`${c.countryCode}:${c.stateCode}`) ?? '';
        const country = countryName.get(c.countryCode) ?? c.countryCode;
        prefix.push({ label: `${c.name}, ${state ? `${state}, ` : ''}${country}`, city: c.name, state, country, postalCode: null });
        if (prefix.length >= limit) break;
      }
      return prefix;
    },
  };
}

/** Lower-case without diacritics, so 'zurich' finds 'Zürich'. */
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
