/**
 * The Comprehensive Learner Record 2.0 JSON-LD context (1EdTech), as published at CLR_V2_CONTEXT_URL (the copy
 * 1EdTech's digital-credentials-public-validator ships); a copy so that nothing is fetched at run time.
 */
export const CLR_V2_CONTEXT_URL = 'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json';

export const clrV2Context = {
  '@context': {
    id: '@id',
    type: '@type',
    ClrCredential: {
      '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#ClrCredential',
      '@context': {
        id: '@id',
        type: '@type',
        partial: { '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#partial', '@type': 'xsd:boolean' },
      },
    },
    ClrSubject: {
      '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#ClrSubject',
      '@context': {
        id: '@id',
        type: '@type',
        cred: 'https://www.w3.org/2018/credentials#',
        obi: 'https://purl.imsglobal.org/spec/vc/ob/vocab.html#',
        achievement: { '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#achievement', '@type': 'obi:Achievement', '@container': '@set' },
        association: {
          '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#association',
          '@type': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#Association',
          '@container': '@set',
        },
        verifiableCredential: {
          '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#verifiableCredential',
          '@type': 'cred:verifiableCredential',
          '@container': '@set',
        },
        identifier: { '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#identifier-1', '@type': 'obi:Identifier', '@container': '@set' },
      },
    },
    Association: {
      '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#Association',
      '@context': {
        associationType: { '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#AssociationType' },
        sourceId: { '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#sourceId', '@type': 'xsd:anyURI' },
        targetId: { '@id': 'https://purl.imsglobal.org/spec/vc/clr/vocab.html#targetId', '@type': 'xsd:anyURI' },
      },
    },
  },
};
