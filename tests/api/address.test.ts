import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/src/config';
import { apiClient, type ApiClient } from '../support/client';
import { registrationForm } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startFakePhoton, type FakePhoton, type PhotonPlace } from '../support/photon-server';

const PLACES: PhotonPlace[] = [
  {
    type: 'house',
    street: 'Keizersgracht',
    housenumber: '123',
    postcode: '1015 CJ',
    city: 'Amsterdam',
    state: 'North Holland',
    country: 'Netherlands',
    countrycode: 'NL',
    osm_key: 'building',
    coordinates: [4.886, 52.375],
  },
  {
    type: 'house',
    street: 'Keizersgracht',
    housenumber: '123',
    postcode: '52062',
    city: 'Aachen',
    state: 'North Rhine-Westphalia',
    country: 'Germany',
    countrycode: 'DE',
    osm_key: 'building',
    coordinates: [6.08, 50.77],
  },
  {
    type: 'house',
    name: 'Leerpunt Office',
    street: 'Oudegracht',
    housenumber: '45',
    postcode: '3511 AR',
    city: 'Utrecht',
    state: 'Utrecht',
    country: 'Netherlands',
    countrycode: 'NL',
    osm_key: 'office',
    coordinates: [5.12, 52.09],
  },
  {
    type: 'house',
    street: 'Baker Street',
    housenumber: '221B',
    postcode: 'NW1 6XE',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    countrycode: 'GB',
    osm_key: 'building',
    coordinates: [-0.158, 51.523],
  },
];

let offline: TestApp;
let geo: TestApp;
let photon: FakePhoton;
let api: ApiClient;
let geoApi: ApiClient;

beforeAll(async () => {
  photon = await startFakePhoton(PLACES);
  [offline, geo] = await Promise.all([startTestApp(), startTestApp({ ADDRESS_PROVIDER_URL: `${photon.url}/`, ADDRESS_PROVIDER_TIMEOUT_MS: '400' })]);
  api = apiClient(offline.url);
  geoApi = apiClient(geo.url);
  // Load the offline city list once (about a second), so the fallback timings below measure the fallback only.
  await geoApi.get('/api/address-suggestions?q=Am');
}, 180_000);
afterAll(async () => {
  await offline?.close();
  await geo?.close();
  await photon?.close();
});
beforeEach(() => {
  photon.mode = 'ok';
});

const SUGGEST = 'query($q: String!, $c: String) { addressSuggestions(query: $q, countryIso: $c) { label address city state country postalCode } }';

describe('offline address suggestions (country-state-city)', () => {
  it('ranks the largest place first: "London" is London, United Kingdom', async () => {
    const res = await api.get('/api/address-suggestions?q=London');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      label: 'London, England, United Kingdom',
      address: null,
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      postalCode: null,
    });
    // Every exact "London" comes before any longer name such as Londonderry.
    const firstLonger = res.body.findIndex((s: { city: string }) => s.city !== 'London');
    const lastExact = res.body.map((s: { city: string }) => s.city).lastIndexOf('London');
    expect(firstLonger === -1 || firstLonger > lastExact).toBe(true);
    expect(res.body.slice(1, 3).map((s: { country: string }) => s.country)).toContain('Canada');
  });

  it('puts the selected country first, then the rest by population', async () => {
    const canada = await api.gql(SUGGEST, { q: 'London', c: 'CA' });
    expect(canada.body.data.addressSuggestions[0]).toMatchObject({ city: 'London', state: 'Ontario', country: 'Canada' });
    // A country without a match still gets the best places elsewhere instead of nothing.
    const nl = await api.gql(SUGGEST, { q: 'London', c: 'NL' });
    expect(nl.body.data.addressSuggestions[0]).toMatchObject({ city: 'London', country: 'United Kingdom' });
    const ams = await api.gql(SUGGEST, { q: 'Keizersgracht 12, Amster', c: 'NL' });
    expect(ams.body.data.addressSuggestions[0]).toMatchObject({ city: 'Amsterdam', country: 'Netherlands' });
  });

  it('answers nothing for one letter and survives odd input', async () => {
    expect((await api.get('/api/address-suggestions?q=L')).body).toEqual([]);
    expect((await api.get(`/api/address-suggestions?q=${encodeURIComponent('%_\'"<>'.repeat(30))}&country=zz`)).status).toBe(200);
  });
});

describe('street-level suggestions from a Photon geocoder (ADDRESS_PROVIDER_URL)', () => {
  it('fills street, postal code, city, state and country, the selected country first', async () => {
    const res = await geoApi.gql(SUGGEST, { q: 'Keizersgracht 123', c: 'NL' });
    expect(res.body.errors).toBeUndefined();
    const [first, second] = res.body.data.addressSuggestions;
    expect(first).toEqual({
      label: 'Keizersgracht 123, 1015 CJ Amsterdam, North Holland, Netherlands',
      address: 'Keizersgracht 123',
      city: 'Amsterdam',
      state: 'North Holland',
      country: 'Netherlands',
      postalCode: '1015 CJ',
    });
    expect(second).toMatchObject({ address: 'Keizersgracht 123', city: 'Aachen', country: 'Germany', postalCode: '52062' });
    const germanyFirst = await geoApi.gql(SUGGEST, { q: 'Keizersgracht 123', c: 'DE' });
    expect(germanyFirst.body.data.addressSuggestions[0].city).toBe('Aachen');

    const request = photon.requests.at(-1)!;
    expect(request.pathname).toBe('/api');
    expect(request.searchParams.get('q')).toBe('Keizersgracht 123');
    expect(request.searchParams.get('lang')).toBe('en');
    expect(Number(request.searchParams.get('limit'))).toBeGreaterThanOrEqual(8);
  });

  it('writes the house number the local way and keeps a named place in the label', async () => {
    const uk = (await geoApi.get('/api/address-suggestions?q=Baker%20Street%20221B&country=GB')).body;
    expect(uk[0]).toMatchObject({ address: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE', country: 'United Kingdom' });
    const office = (await geoApi.get('/api/address-suggestions?q=Oudegracht%2045')).body;
    expect(office[0]).toMatchObject({ label: 'Leerpunt Office, Oudegracht 45, 3511 AR Utrecht, Utrecht, Netherlands', address: 'Oudegracht 45' });
  });

  it.each(['error', 'garbage', 'hang'] as const)('falls back to the offline city list when the geocoder answers %s', async (mode) => {
    photon.mode = mode;
    const started = Date.now();
    const res = await geoApi.gql(SUGGEST, { q: 'Amsterdam', c: 'NL' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.addressSuggestions[0]).toMatchObject({ city: 'Amsterdam', country: 'Netherlands', address: null });
  });

  it('falls back to the offline list when the geocoder finds nothing', async () => {
    const res = await geoApi.get('/api/address-suggestions?q=Rotterdam&country=NL');
    expect(res.body[0]).toMatchObject({ city: 'Rotterdam', country: 'Netherlands' });
  });
});

describe('postal codes per country', () => {
  it.each([
    ['Netherlands', '12345', 'Please enter a valid postal code for Netherlands, for example 1234 AB.'],
    ['Germany', '1234 AB', 'Please enter a valid postal code for Germany, for example 10115.'],
    ['United Kingdom', '12345', 'Please enter a valid postal code for United Kingdom, for example SW1A 1AA.'],
    ['United States', 'ABCDE', 'Please enter a valid postal code for United States, for example 94105.'],
    ['Belgium', '0123', 'Please enter a valid postal code for Belgium, for example 1000.'],
    ['Spain', '99000', 'Please enter a valid postal code for Spain, for example 28001.'],
    ['France', '7500', 'Please enter a valid postal code for France, for example 75001.'],
  ])('refuses a %s code %j next to the field', async (country, postalCode, message) => {
    const res = await api.post('/api/register', registrationForm({ country, postalCode }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields).toEqual({ postalCode: message });
  });

  it.each([
    ['Netherlands', '1015CJ'],
    ['Netherlands', '1015 cj'],
    ['Germany', '10115'],
    ['United Kingdom', 'sw1a 1aa'],
    ['United States', '94105-1234'],
    ['Belgium', '1000'],
    ['France', '75001'],
    ['Spain', '08001'],
    ['Brazil', 'anything goes'],
  ])('accepts %s %j', async (country, postalCode) => {
    expect((await api.post('/api/register', registrationForm({ country, postalCode }))).status).toBe(201);
  });
});

describe('ADDRESS_PROVIDER_URL configuration', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent' };
  it('must be an http(s) base URL', () => {
    expect(() => loadConfig({ ...base, ADDRESS_PROVIDER_URL: 'ftp://photon.example.org' })).toThrow(/ADDRESS_PROVIDER_URL/);
    expect(() => loadConfig({ ...base, ADDRESS_PROVIDER_URL: 'https://photon.example.org/api?q=x' })).toThrow(/ADDRESS_PROVIDER_URL/);
    expect(() => loadConfig({ ...base, ADDRESS_PROVIDER_TIMEOUT_MS: '50' })).toThrow(/ADDRESS_PROVIDER_TIMEOUT_MS/);
    expect(loadConfig({ ...base, ADDRESS_PROVIDER_URL: 'https://photon.example.org' }).ADDRESS_PROVIDER_URL).toBe('https://photon.example.org');
  });

  it('must use https in production unless the geocoder runs on the same host or private network', () => {
    const secret = () => randomBytes(36).toString('base64url');
    const production = (url: string) => ({
      NODE_ENV: 'production',
      JWT_SECRET: secret(),
      PUBLIC_URL: 'https://cpd.example.org',
      DATABASE_URL: 'postgres://leerpunt@db:5432/leerpunt',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      METRICS_TOKEN: secret(),
      CREDENTIAL_KEY_SECRET: secret(),
      LOG_LEVEL: 'silent',
      ADDRESS_PROVIDER_URL: url,
    });
    expect(() => loadConfig(production('http://photon.example.org'))).toThrow(/ADDRESS_PROVIDER_URL: must use https in production/);
    for (const ok of ['https://photon.example.org', 'http://photon:2322', 'http://127.0.0.1:2322'])
      expect(loadConfig(production(ok)).ADDRESS_PROVIDER_URL).toBe(ok);
  });
});

describe('address lookups are limited per caller', () => {
  it('refuses the 61st lookup in a minute on both faces, before the geocoder is asked', async () => {
    const counted = await startFakePhoton(PLACES);
    const app = await startTestApp({ ADDRESS_PROVIDER_URL: `${counted.url}/`, ADDRESS_PROVIDER_TIMEOUT_MS: '400' });
    try {
      const client = apiClient(app.url);
      for (let i = 0; i < 30; i++) expect((await client.get(`/api/address-suggestions?q=Rotterdam${i}`)).status).toBe(200);
      for (let i = 0; i < 30; i++) expect((await client.gql(SUGGEST, { q: `Utrecht${i}`, c: 'NL' })).body.errors).toBeUndefined();
      const asked = counted.requests.length;
      expect(asked).toBe(60);

      const rest = await client.get('/api/address-suggestions?q=Amsterdam');
      expect(rest.status).toBe(429);
      expect(rest.body.error).toBe('Too many address lookups. Please type the address yourself or try again in a minute.');
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      const graphql = await client.gql(SUGGEST, { q: 'Amsterdam', c: 'NL' });
      expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(counted.requests.length).toBe(asked);
      // The country list is not a lookup and stays available.
      expect((await client.get('/api/countries')).status).toBe(200);
    } finally {
      await app.close();
      await counted.close();
    }
  }, 120_000);
});
