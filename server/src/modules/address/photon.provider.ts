import type { Logger } from 'pino';
import type { AddressProvider, AddressSuggestion } from './address.provider';

/** The parts of Photon's GeoJSON answer (a FeatureCollection) the form uses. */
interface PhotonFeature {
  type?: string;
  properties?: {
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    locality?: string;
    district?: string;
    county?: string;
    state?: string;
    country?: string;
    countrycode?: string;
    type?: string;
    osm_key?: string;
  };
}

export interface PhotonOptions {
  /** Base URL of a Photon server (its /api endpoint is used), e.g. https://photon.example.org. */
  url: string;
  timeoutMs: number;
  /** Answers when Photon fails, is slow or finds nothing. */
  fallback: AddressProvider;
  log: Logger;
  fetchImpl?: typeof fetch;
}

/** Countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'FR', 'LU']);

/** One Photon feature as a form suggestion; null for features without a country (seas, continents). */
export function photonSuggestion(feature: PhotonFeature): AddressSuggestion | null {
  const p = feature.properties ?? {};
  if (!p.country) return null;
  const code = (p.countrycode ?? '').toUpperCase();
  const kind = p.type ?? '';
  const streetName = p.street ?? (kind === 'street' ? p.name : undefined);
  const street = streetName
    ? p.housenumber
      ? NUMBER_FIRST.has(code)
        ? `${p.housenumber} ${streetName}`
        : `${streetName} ${p.housenumber}`
      : streetName
    : null;
  const city = p.city ?? p.locality ?? p.district ?? (['city', 'town', 'village', 'locality', 'district'].includes(kind) ? p.name : undefined) ?? '';
  const state = p.state ?? p.county ?? '';
  // A named place (a building, a business) that is not itself the street or city leads the label.
  const place = p.name && p.name !== streetName && p.name !== city && p.name !== state && p.name !== p.country ? p.name : null;
  const label = [place, street, [p.postcode, city].filter(Boolean).join(' '), state, p.country].filter((part) => part && part.trim()).join(', ');
  return { label, address: street, city, state, country: p.country, postalCode: p.postcode ?? null };
}

/**
 * Street-level suggestions from an OpenStreetMap geocoder that speaks Photon's API (GET /api?q=…&limit=…&lang=…,
 * answering GeoJSON). Never called inside a database transaction; a timeout, an error or an empty answer falls
 * back to the offline city list, so the form keeps working when the geocoder does not.
 */
export function createPhotonAddressProvider(options: PhotonOptions): AddressProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return {
    countries: () => options.fallback.countries(),
    async suggest(query, countryIso, limit = 8) {
      const q = query.trim().slice(0, 100);
      if (q.length < 3) return options.fallback.suggest(query, countryIso, limit);
      const country = countryIso?.toUpperCase() ?? null;
      const url = `${base}/api?${new URLSearchParams({ q, limit: String(Math.min(20, limit * 2)), lang: 'en' })}`;
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as { features?: unknown };
        if (!Array.isArray(body.features)) throw new Error('not a GeoJSON FeatureCollection');
        const features = body.features as PhotonFeature[];
        // Photon ranks by relevance; the selected country's results come first, keeping that order within each group.
        const ordered = country
          ? [
              ...features.filter((f) => f.properties?.countrycode?.toUpperCase() === country),
              ...features.filter((f) => f.properties?.countrycode?.toUpperCase() !== country),
            ]
          : features;
        const seen = new Set<string>();
        const out: AddressSuggestion[] = [];
        for (const f of ordered) {
          const s = photonSuggestion(f);
          if (!s || seen.has(s.label)) continue;
          seen.add(s.label);
          out.push(s);
          if (out.length >= limit) break;
        }
        if (out.length > 0) return out;
      } catch (error) {
        options.log.warn({ err: (error as Error).message, timeoutMs: options.timeoutMs }, 'address geocoder failed; using the offline city list');
      }
      return options.fallback.suggest(query, countryIso, limit);
    },
  };
}
