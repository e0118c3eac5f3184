import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Photon's search API: GET /api?q=…&limit=…&lang=… answers a GeoJSON
 * FeatureCollection whose features carry OpenStreetMap address properties. It matches every word of
 * `q` against a feature's name, street, house number, postcode and city, keeps Photon's relevance
 * order (the order of `places`), and records each request. `mode` makes it fail, hang or answer nonsense.
 */

export interface PhotonPlace {
  name?: string;
  street?: string;
  housenumber?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country: string;
  countrycode: string;
  type: 'house' | 'street' | 'city' | 'locality' | 'district' | 'state' | 'country' | 'other';
  osm_key?: string;
  osm_value?: string;
  coordinates: [number, number];
}

export type PhotonMode = 'ok' | 'error' | 'hang' | 'garbage';

export interface FakePhoton {
  url: string;
  requests: URL[];
  places: PhotonPlace[];
  mode: PhotonMode;
  close(): Promise<void>;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function startFakePhoton(places: PhotonPlace[]): Promise<FakePhoton> {
  const hanging = new Set<ServerResponse>();
  const state: FakePhoton = {
    url: '',
    requests: [],
    places,
    mode: 'ok',
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://photon.local');
    state.requests.push(url);
    if (req.method !== 'GET' || url.pathname !== '/api') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: 'not found' }));
    }
    if (state.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (state.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: 'internal error' }));
    }
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    const q = url.searchParams.get('q');
    if (!q) {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: "missing search term 'q': /?q=berlin" }));
    }
    const limit = Number(url.searchParams.get('limit') ?? 15);
    const words = fold(q)
      .split(/[\s,]+/)
      .filter(Boolean);
    const features = state.places
      .filter((p) => {
        const text = fold([p.name, p.street, p.housenumber, p.postcode, p.city].filter(Boolean).join(' '));
        return words.every((w) => text.split(/\s+/).some((t) => t.startsWith(w)));
      })
      .slice(0, limit)
      .map(({ coordinates, ...properties }) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates },
        properties: {
          osm_type: 'N',
          osm_id: Math.floor(Math.random() * 1e9),
          osm_key: properties.osm_key ?? 'place',
          osm_value: properties.osm_value ?? properties.type,
          ...properties,
        },
      }));
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ type: 'FeatureCollection', features }));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
