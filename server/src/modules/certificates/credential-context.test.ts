import jsonld from 'jsonld';
import { buildCredential, type IssuerInfo } from './credential';
import { leerpuntContextUrl, shippedDocumentLoader } from './contexts';

const issuer = (demo: boolean): IssuerInfo => ({
  publicUrl: 'https://cpd.example.org',
  productName: 'Leerpunt',
  accreditation: demo
    ? null
    : { bodyName: 'Example Accreditation Board', bodyUrl: 'https://accreditation.example.org', reference: 'REF-1', cpdStatement: null, logoUrl: '/logo.svg' },
});

const credentialOf = (i: IssuerInfo, studyMinutes: number | null) =>
  buildCredential(
    {
      certificateId: '0123456789ABCDEFGHJKMNPQRS',
      holderName: 'Sanne de Vries',
      articleId: 7,
      articleTitle: 'Lease accounting',
      fieldOfStudy: 'Accounting',
      pePoints: 1.5,
      completedAt: new Date('2026-11-28T06:25:08.000Z'),
    },
    i,
    {
      holder: { emailHash: 'sha256$00', salt: 'salt-of-sixteen-chars', licenseNumber: 'NBA-1' },
      subjectId: 'urn:uuid:1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      score: 5,
      total: 5,
      studyMinutes,
      recordedStudySeconds: studyMinutes === null ? null : 754,
      status: { listUrl: `${i.publicUrl}/api/credentials/status/1`, index: 42 },
    },
  );

describe('the credential vocabulary', () => {
  it.each([
    ['a configured accrediting body, with study time', false, 90],
    ['no accrediting body (demo), without study time', true, null],
  ])('expands in jsonld safe mode from the shipped contexts only: %s', async (_label, demo, minutes) => {
    const i = issuer(demo);
    const credential = credentialOf(i, minutes);
    expect(credential['@context']).toContain(leerpuntContextUrl(i.publicUrl));
    const loaded: string[] = [];
    const loader = shippedDocumentLoader(i.publicUrl);
    const documentLoader = async (url: string) => {
      loaded.push(url);
      return loader(url);
    };
    // Safe mode throws on any term that no context defines (it would be dropped) and on relative IRIs.
    const expanded = await jsonld.expand(credential, { documentLoader, safe: true } as jsonld.Options.Expand);
    expect(loaded.sort()).toEqual(
      ['https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json', 'https://www.w3.org/ns/credentials/v2', leerpuntContextUrl(i.publicUrl)].sort(),
    );
    const text = JSON.stringify(expanded);
    // A deployment without an accrediting body names none in the credential.
    if (demo) expect(text).not.toContain(`${leerpuntContextUrl(i.publicUrl)}#accreditingBody`);
    else expect(text).toContain(`${leerpuntContextUrl(i.publicUrl)}#accreditingBody`);
    if (minutes) expect(text).toContain(`${leerpuntContextUrl(i.publicUrl)}#studyTime`);
    // Canonicalisation (RDFC-1.0, what a Data Integrity proof signs) also runs in safe mode.
    const nquads = await jsonld.canonize(credential, {
      algorithm: 'URDNA2015', // RDFC-1.0's former name
      format: 'application/n-quads',
      documentLoader,
      safe: true,
    } as jsonld.Options.Normalize);
    expect(nquads).toContain('<urn:uuid:1b4e28ba-2fa1-11d2-883f-0016d3cca427>');
  });

  it('safe mode refuses a term no context defines (what the credential did before its own context)', async () => {
    const i = issuer(false);
    const credential = credentialOf(i, 90);
    const withoutOwnContext = { ...credential, '@context': credential['@context'].slice(0, 2) };
    await expect(
      jsonld.expand(
        withoutOwnContext as unknown as jsonld.JsonLdDocument,
        { documentLoader: shippedDocumentLoader(i.publicUrl), safe: true } as jsonld.Options.Expand,
      ),
    ).rejects.toThrow();
  });

  it('the document loader fetches nothing: an unknown context URL is refused', async () => {
    await expect(shippedDocumentLoader('https://cpd.example.org')('https://example.com/other-context.jsonld')).rejects.toThrow(/not shipped/);
  });
});
