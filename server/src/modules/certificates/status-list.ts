import { gzipSync } from 'node:zlib';

/**
 * Entries per status list: 131,072 bits (16 KB uncompressed), the minimum the Bitstring Status List
 * specification recommends so that one fetch of the list does not reveal which credential is checked.
 */
export const STATUS_LIST_SIZE = 131_072;

/** A new list is opened when the current one is half used, so a random free index is found quickly. */
export const STATUS_LIST_FILL = STATUS_LIST_SIZE / 2;

/** Path of status list N; `statusListCredential` is this URL on the public base. */
export const STATUS_LIST_PATH = '/api/credentials/status/';

export const statusListUrl = (publicUrl: string, list: number) => `${publicUrl}${STATUS_LIST_PATH}${list}`;

/**
 * The bitstring with the given indexes set, GZIP-compressed and base64url-encoded with the multibase
 * prefix 'u'. Index 0 is the most significant bit of the first byte.
 */
export function encodeStatusList(setIndexes: Iterable<number>, size = STATUS_LIST_SIZE): string {
  const bits = Buffer.alloc(size / 8);
  for (const i of setIndexes) {
    if (i >= 0 && i < size) bits[i >> 3] |= 0x80 >> (i & 7);
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** The status list credential (VC data model 2.0) of list `list`, to be signed as a JWT. */
export function buildStatusListCredential(publicUrl: string, list: number, encodedList: string, now: Date) {
  const url = statusListUrl(publicUrl, list);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: publicUrl,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
}
