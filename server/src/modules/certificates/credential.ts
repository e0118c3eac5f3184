import { createHash } from 'node:crypto';
import { LIMITS } from '@leerpunt/shared/limits';
import { leerpuntContextUrl, OB_V3_CONTEXT_URL, VC_V2_CONTEXT_URL } from './contexts';

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
  /** The accrediting body is the built-in demonstration value (not configured). */
  accreditationIsDemo: boolean;
}

/** What the credential says about the holder beyond the certificate facts. */
export interface HolderIdentity {
  /** `sha256$` + hex SHA-256 of the lower-cased e-mail followed by the salt (OB 3.0 IdentityHash). */
  emailHash: string;
  salt: string;
  licenseNumber: string | null;
}

export interface CredentialExtras {
  holder: HolderIdentity;
  /** The holder's stable identifier (`urn:uuid:…`): `credentialSubject.id` and the JWT's `sub`. */
  subjectId?: string | null;
  score: number;
  total: number;
  /** Estimated study time of the article in minutes, when known. */
  studyMinutes: number | null;
  status: { listUrl: string; index: number };
}

/**
 * A moment at whole-second precision. OB 3.0 verifiers require the JWT's `nbf` (seconds) read as a date to
 * equal `validFrom`, so a credential's dates never carry milliseconds.
 */
export const wholeSeconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

export const verificationUrl = (publicUrl: string, certificateId: string) => `${publicUrl}/verify?certificate_id=${encodeURIComponent(certificateId)}`;

/** The accrediting body's name as shown; a demonstration value says so wherever it appears. */
export const accreditingBodyLabel = (issuer: IssuerInfo) =>
  issuer.accreditationIsDemo ? `${issuer.accreditationBodyName} (demo, not a real accreditation)` : issuer.accreditationBodyName;

export const accreditationStatement = (issuer: IssuerInfo) =>
  `${issuer.productName} is accredited by ${accreditingBodyLabel(issuer)} as a provider of continuing professional education ` +
  `(provider reference ${issuer.accreditationReference}). PE points are awarded for self-study of an article followed by ` +
  `an assessment passed with a score of at least ${LIMITS.passPercentage}%.`;

/** The salted e-mail hash of an IdentityObject; a verifier who knows the address recomputes it. */
export function hashEmail(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex')}`;
}

/** ISO 8601 duration of a number of minutes (PT1H30M). */
const isoDuration = (minutes: number) =>
  `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 || !Math.floor(minutes / 60) ? `${minutes % 60}M` : ''}`;

/**
 * The certificate as an Open Badges 3.0 AchievementCredential (W3C VC data model 2.0), secured with the
 * JSON Web Token proof format: the signed JWT payload is this object plus the registered claims.
 */
export function buildCredential(facts: CertificateFacts, issuer: IssuerInfo, extras: CredentialExtras) {
  const completed = facts.completedAt.toISOString();
  const achievementId = `${issuer.publicUrl}/article/${facts.articleId}`;
  const percent = extras.total > 0 ? Math.round((extras.score / extras.total) * 100) : 0;
  const identifier = [
    { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: extras.holder.emailHash, salt: extras.holder.salt },
    ...(extras.holder.licenseNumber ? [{ type: 'IdentityObject', identityType: 'identifier', hashed: false, identityHash: extras.holder.licenseNumber }] : []),
  ];
  return {
    '@context': [VC_V2_CONTEXT_URL, OB_V3_CONTEXT_URL, leerpuntContextUrl(issuer.publicUrl)],
    id: verificationUrl(issuer.publicUrl, facts.certificateId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `CPD certificate: ${facts.articleTitle}`,
    issuer: {
      id: issuer.publicUrl,
      type: ['Profile'],
      name: issuer.productName,
      url: issuer.publicUrl,
      description: accreditationStatement(issuer),
      otherIdentifier: [{ type: 'IdentifierEntry', identifier: issuer.accreditationReference, identifierType: 'identifier' }],
    },
    validFrom: completed,
    credentialSubject: {
      ...(extras.subjectId ? { id: extras.subjectId } : {}),
      type: ['AchievementSubject'],
      name: facts.holderName,
      identifier,
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: facts.articleTitle,
        description: `Self-study of the article "${facts.articleTitle}" with a passed assessment.`,
        criteria: { narrative: `Study the article and pass its certification test with a score of at least ${LIMITS.passPercentage}%.` },
        fieldOfStudy: facts.fieldOfStudy,
        creditsAvailable: facts.pePoints,
        ...(extras.studyMinutes ? { studyTime: isoDuration(extras.studyMinutes) } : {}),
        resultDescription: [
          {
            id: `${achievementId}#assessment-score`,
            type: ['ResultDescription'],
            name: 'Assessment score (percent of questions answered correctly)',
            resultType: 'Percent',
            requiredValue: String(LIMITS.passPercentage),
            valueMin: '0',
            valueMax: '100',
          },
        ],
        accreditingBody: {
          id: issuer.accreditationBodyUrl,
          type: ['Profile'],
          name: accreditingBodyLabel(issuer),
          url: issuer.accreditationBodyUrl,
          ...(issuer.accreditationIsDemo ? { description: 'Demonstration value: this deployment has not configured its accrediting body.' } : {}),
          otherIdentifier: [{ type: 'IdentifierEntry', identifier: issuer.accreditationReference, identifierType: 'identifier' }],
        },
      },
      result: [{ type: ['Result'], resultDescription: `${achievementId}#assessment-score`, value: String(percent), status: 'Completed' }],
      creditsEarned: facts.pePoints,
      activityEndDate: completed,
    },
    credentialStatus: {
      id: `${extras.status.listUrl}#${extras.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(extras.status.index),
      statusListCredential: extras.status.listUrl,
    },
  };
}

/** The signed JWT payload: the credential plus the registered claims OB 3.0 asks for. */
export function jwtPayload<C extends { id: string; issuer: { id: string }; validFrom: string; credentialSubject: object }>(credential: C) {
  const { validUntil } = credential as { validUntil?: string };
  const subjectId = (credential.credentialSubject as { id?: string }).id;
  return {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(new Date(credential.validFrom).getTime() / 1000),
    ...(validUntil ? { exp: Math.floor(new Date(validUntil).getTime() / 1000) } : {}),
    ...(subjectId ? { sub: subjectId } : {}),
  };
}

export type CertificateCredential = ReturnType<typeof buildCredential>;

/** The facts a signed credential states, or null when the payload is not one of ours. */
export function factsFromCredential(payload: unknown): (Omit<CertificateFacts, 'articleId'> & { articleUrl: string }) | null {
  try {
    const c = payload as CertificateCredential;
    const certificateId = new URL(c.id).searchParams.get('certificate_id');
    const subject = c.credentialSubject;
    // Earlier credentials carried the name as a plain 'name' identifier.
    const legacy = (subject.identifier as Array<{ identityType: string; identityHash: string }>).find((i) => i.identityType === 'name');
    const name = typeof subject.name === 'string' ? subject.name : legacy?.identityHash;
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
