import { LIMITS } from '../../shared/constants';

/** What a certificate states; the HTML certificate, the signed credential and the verification API all show these. */
export interface CertificateFacts {
  certificateId: string;
  holderName: string;
  articleId: number;
  articleTitle: string;
  fieldOfStudy: string;
  pePoints: number;
  completedAt: Date;
}

export interface IssuerInfo {
  publicUrl: string;
  productName: string;
  accreditationBodyName: string;
  accreditationBodyUrl: string;
  accreditationReference: string;
}

export const verificationUrl = (publicUrl: string, certificateId: string) =>
  `${publicUrl}/verify?certificate_id=${encodeURIComponent(certificateId)}`;

export const accreditationStatement = (issuer: IssuerInfo) =>
  `${issuer.productName} is accredited by ${issuer.accreditationBodyName} as a provider of continuing professional education ` +
  `(provider reference ${issuer.accreditationReference}). PE points are awarded for self-study of an article followed by ` +
  `an assessment passed with a score of at least ${LIMITS.passPercentage}%.`;

/**
 * The certificate as a W3C Verifiable Credential (data model 2.0) shaped as an Open Badges 3.0
 * OpenBadgeCredential. It is secured as a compact JWS (VC-JOSE), not with an embedded proof.
 */
export function buildCredential(facts: CertificateFacts, issuer: IssuerInfo) {
  const completed = facts.completedAt.toISOString();
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: verificationUrl(issuer.publicUrl, facts.certificateId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `CPD certificate: ${facts.articleTitle}`,
    issuer: {
      id: issuer.publicUrl,
      type: ['Profile'],
      name: issuer.productName,
      url: issuer.publicUrl,
      description: accreditationStatement(issuer),
      otherIdentifier: [
        { type: ['IdentifierEntry'], identifier: issuer.accreditationReference, identifierType: 'identifier' },
      ],
    },
    validFrom: completed,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: ['IdentityObject'], identityType: 'name', hashed: false, identityHash: facts.holderName }],
      achievement: {
        id: `${issuer.publicUrl}/article/${facts.articleId}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: facts.articleTitle,
        description: `Self-study of the article "${facts.articleTitle}" with a passed assessment.`,
        criteria: { narrative: `Study the article and pass its certification test with a score of at least ${LIMITS.passPercentage}%.` },
        fieldOfStudy: facts.fieldOfStudy,
        creditsAvailable: facts.pePoints,
      },
      creditsEarned: facts.pePoints,
      activityEndDate: completed,
    },
  };
}

export type CertificateCredential = ReturnType<typeof buildCredential>;

/** The facts a signed credential states, or null when the payload is not one of ours. */
export function factsFromCredential(payload: unknown): Omit<CertificateFacts, 'articleId'> & { articleUrl: string } | null {
  try {
    const c = payload as CertificateCredential;
    const certificateId = new URL(c.id).searchParams.get('certificate_id');
    const subject = c.credentialSubject;
    const name = subject.identifier.find((i) => i.identityType === 'name')?.identityHash;
    if (!certificateId || typeof name !== 'string' || typeof subject.achievement.name !== 'string') return null;
    return {
      certificateId,
      holderName: name,
      articleTitle: subject.achievement.name,
      articleUrl: subject.achievement.id,
      fieldOfStudy: subject.achievement.fieldOfStudy,
      pePoints: Number(subject.creditsEarned),
      completedAt: new Date(c.validFrom),
    };
  } catch {
    return null;
  }
}

/** True when the signed statement and the stored certificate say the same thing. */
export function sameFacts(signed: Omit<CertificateFacts, 'articleId'>, stored: CertificateFacts): boolean {
  return (
    signed.certificateId === stored.certificateId &&
    signed.holderName === stored.holderName &&
    signed.articleTitle === stored.articleTitle &&
    signed.fieldOfStudy === stored.fieldOfStudy &&
    Math.round(signed.pePoints * 100) === Math.round(stored.pePoints * 100) &&
    signed.completedAt.getTime() === stored.completedAt.getTime()
  );
}
