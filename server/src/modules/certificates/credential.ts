import { createHash } from 'node:crypto';
import { LIMITS } from '@leerpunt/shared/limits';
import { accreditationSentence, NOT_ACCREDITED } from '../../accreditation';
import type { Accreditation } from '../../config';
import { DID_V1_CONTEXT_URL, leerpuntContextUrl, MULTIKEY_V1_CONTEXT_URL, OB_V3_CONTEXT_URL, VC_V2_CONTEXT_URL } from './contexts';

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
  /** The configured accrediting body; null when the deployment is not accredited. */
  accreditation: Accreditation | null;
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
  /** Study time the server recorded for the holder and item up to the pass, in seconds (null: not recorded). */
  recordedStudySeconds?: number | null;
  status: { listUrl: string; index: number };
}

/**
 * A moment at whole-second precision. OB 3.0 verifiers require the JWT's `nbf` (seconds) read as a date to
 * equal `validFrom`, so a credential's dates never carry milliseconds.
 */
export const wholeSeconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

export const verificationUrl = (publicUrl: string, certificateId: string) => `${publicUrl}/verify?certificate_id=${encodeURIComponent(certificateId)}`;

/** The accrediting body's name as shown; without one, that the deployment is not accredited. */
export const accreditingBodyLabel = (issuer: IssuerInfo) => issuer.accreditation?.bodyName ?? NOT_ACCREDITED;

export const accreditationStatement = (issuer: IssuerInfo) =>
  `${accreditationSentence(issuer.productName, issuer.accreditation)} PE points are awarded for self-study of an article followed by ` +
  `an assessment passed with a score of at least ${LIMITS.passPercentage}%.`;

/** The salted e-mail hash of an IdentityObject; a verifier who knows the address recomputes it. */
export function hashEmail(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex')}`;
}

/** Recorded study time as people read it: whole minutes, with hours from 60 minutes on ("1 h 05 min", "23 min"). */
export function studyTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/**
 * OB 3.0 evidence of the study behind a credential: what the provider's server recorded, next to the study time and
 * credit of the formula.
 */
function studyEvidence(facts: CertificateFacts, issuer: IssuerInfo, extras: CredentialExtras) {
  const seconds = extras.recordedStudySeconds;
  if (seconds === null || seconds === undefined) return {};
  const formula = extras.studyMinutes
    ? `The item's study time by the provider's credit formula is ${extras.studyMinutes} minutes (reading, video and test questions), `
    : '';
  return {
    evidence: [
      {
        type: ['Evidence'],
        name: 'Recorded study time',
        genre: 'Study time',
        description: `${studyTimeText(seconds)} of study recorded up to the passed assessment (${Math.floor(seconds)} seconds).`,
        narrative:
          `${issuer.productName} recorded ${studyTimeText(seconds)} (${Math.floor(seconds)} seconds) of study of this item up to the passed assessment: ` +
          "time with the item open and visible in its reader, measured by the server from the reader's heartbeats and never more than the time that passed. " +
          `${formula}${formula ? 'which' : 'The credit formula'} gives ${facts.pePoints} PE points.`,
      },
    ],
  };
}

/** ISO 8601 duration of a number of minutes (PT1H30M). */
const isoDuration = (minutes: number) =>
  `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 || !Math.floor(minutes / 60) ? `${minutes % 60}M` : ''}`;

/** An achievement's id: the article's page, which answers the Achievement itself to a JSON-LD request. */
export const achievementUrl = (publicUrl: string, articleId: number) => `${publicUrl}/article/${articleId}`;

/** The issuer as an Open Badges 3.0 Profile node; its id is the deployment's URL. */
export function issuerNode(issuer: IssuerInfo) {
  return {
    id: issuer.publicUrl,
    type: ['Profile'],
    name: issuer.productName,
    url: issuer.publicUrl,
    description: accreditationStatement(issuer),
    ...(issuer.accreditation
      ? { otherIdentifier: [{ type: 'IdentifierEntry', identifier: issuer.accreditation.reference, identifierType: 'identifier' }] }
      : {}),
  };
}

/** What an Achievement states about an article. */
export type AchievementFacts = Pick<CertificateFacts, 'articleId' | 'articleTitle' | 'fieldOfStudy' | 'pePoints'>;

/** The Open Badges 3.0 Achievement of passing an article's assessment. */
export function achievementNode(facts: AchievementFacts, issuer: IssuerInfo, studyMinutes: number | null) {
  const achievementId = achievementUrl(issuer.publicUrl, facts.articleId);
  return {
    id: achievementId,
    type: ['Achievement'],
    achievementType: 'CertificateOfCompletion',
    name: facts.articleTitle,
    description:
      `Self-study of the article "${facts.articleTitle}" with a passed assessment.` +
      (issuer.accreditation ? ` Accredited by ${issuer.accreditation.bodyName}.` : ` Not accredited: ${accreditationSentence(issuer.productName, null)}`),
    criteria: { narrative: `Study the article and pass its certification test with a score of at least ${LIMITS.passPercentage}%.` },
    fieldOfStudy: facts.fieldOfStudy,
    creditsAvailable: facts.pePoints,
    ...(studyMinutes ? { studyTime: isoDuration(studyMinutes) } : {}),
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
    // OB 3.0's accreditingBody names a body that accredits the achievement; a deployment without one
    // leaves it out and says so in the achievement's description and the issuer's.
    ...(issuer.accreditation
      ? {
          accreditingBody: {
            id: issuer.accreditation.bodyUrl,
            type: ['Profile'],
            name: issuer.accreditation.bodyName,
            url: issuer.accreditation.bodyUrl,
            otherIdentifier: [{ type: 'IdentifierEntry', identifier: issuer.accreditation.reference, identifierType: 'identifier' }],
          },
        }
      : {}),
  };
}

/** The Achievement as a JSON-LD document (what its id answers). */
export const achievementDocument = (facts: AchievementFacts, issuer: IssuerInfo, studyMinutes: number | null) => ({
  '@context': [VC_V2_CONTEXT_URL, OB_V3_CONTEXT_URL, leerpuntContextUrl(issuer.publicUrl)],
  ...achievementNode(facts, issuer, studyMinutes),
  creator: issuerNode(issuer),
});

/**
 * The issuer's Profile as a JSON-LD document (what its id answers), which is also the controller document of
 * its keys: each Ed25519 key as a Multikey verification method, listed for assertions. The DID context comes
 * first, as controller documents have it (the terms verificationMethod and assertionMethod).
 */
export function issuerProfile(issuer: IssuerInfo, methods: Array<{ id: string; type: 'Multikey'; controller: string; publicKeyMultibase: string }>) {
  return {
    '@context': [DID_V1_CONTEXT_URL, VC_V2_CONTEXT_URL, OB_V3_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL],
    ...issuerNode(issuer),
    verificationMethod: methods.map(({ id, type, controller, publicKeyMultibase }) => ({ id, type, controller, publicKeyMultibase })),
    assertionMethod: methods.map((m) => m.id),
  };
}

/**
 * The certificate as an Open Badges 3.0 AchievementCredential (W3C VC data model 2.0), secured with the
 * JSON Web Token proof format: the signed JWT payload is this object plus the registered claims.
 */
export function buildCredential(facts: CertificateFacts, issuer: IssuerInfo, extras: CredentialExtras) {
  const completed = facts.completedAt.toISOString();
  const achievementId = achievementUrl(issuer.publicUrl, facts.articleId);
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
    issuer: issuerNode(issuer),
    validFrom: completed,
    ...studyEvidence(facts, issuer, extras),
    credentialSubject: {
      ...(extras.subjectId ? { id: extras.subjectId } : {}),
      type: ['AchievementSubject'],
      name: facts.holderName,
      identifier,
      achievement: achievementNode(facts, issuer, extras.studyMinutes),
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
