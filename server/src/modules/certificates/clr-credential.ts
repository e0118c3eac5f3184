import { randomUUID } from 'node:crypto';
import { OUTSIDE_ACTIVITY_KINDS, type OutsideActivityKind } from '@leerpunt/shared/catalog';
import { CLR_V2_CONTEXT_URL, OB_V3_CONTEXT_URL, VC_V2_CONTEXT_URL } from './contexts';
import { issuerNode, wholeSeconds, type HolderIdentity, type IssuerInfo } from './credential';

/** CPD a member logged from elsewhere, as the Comprehensive Learner Record states it: their own statement. */
export interface SelfReportedActivity {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  kind: OutsideActivityKind;
  title: string;
  provider: string;
  category: string;
  hours: number;
  points: number;
}

/** What a member's Comprehensive Learner Record holds. */
export interface ClrFacts {
  holderName: string;
  /** The member's stable identifier (`urn:uuid:…`), as on their certificates. */
  subjectId: string;
  holder: Pick<HolderIdentity, 'emailHash' | 'salt'>;
  /** The member's valid AchievementCredentials, each exactly as issued with its own proof. */
  credentials: Array<Record<string, unknown>>;
  activities: SelfReportedActivity[];
  issuedAt: Date;
}

/** Open Badges achievement types of the kinds of outside activity; the rest are plain achievements. */
const ACHIEVEMENT_TYPES: Partial<Record<OutsideActivityKind, string>> = { COURSE: 'Course', E_LEARNING: 'Course' };

/** The tag every self-reported achievement carries, so that software can tell them apart. */
export const SELF_REPORTED_TAG = 'self-reported';

/**
 * A self-reported activity as an Open Badges 3.0 Achievement inside the record. It has no proof of its own: the
 * record's proof only says that the member logged it with the platform. The member is its creator.
 */
function selfReportedAchievement(a: SelfReportedActivity, facts: ClrFacts, issuer: IssuerInfo) {
  const stated = `${OUTSIDE_ACTIVITY_KINDS[a.kind]} by ${a.provider} on ${a.date}: ${a.hours} hours, ${a.points} CPD points`;
  return {
    id: `urn:uuid:${a.id}`,
    type: ['Achievement'],
    achievementType: ACHIEVEMENT_TYPES[a.kind] ?? 'Achievement',
    name: a.title,
    description: `Self-reported by the member, not verified by ${issuer.productName}: ${stated}, as the member stated them.`,
    criteria: {
      narrative: `Self-reported: the member logged this activity in their CPD record. ${issuer.productName} did not check it and issued no credential for it.`,
    },
    fieldOfStudy: a.category,
    creditsAvailable: a.points,
    tag: [SELF_REPORTED_TAG],
    creator: { id: facts.subjectId, type: ['Profile'], name: facts.holderName },
  };
}

/**
 * The member's CPD record as a 1EdTech Comprehensive Learner Record 2.0 ClrCredential (VC data model 2.0): the
 * ClrSubject holds their AchievementCredentials as issued and their outside activities as self-reported
 * achievements. Its id is new on each issue.
 */
export function buildClrCredential(facts: ClrFacts, issuer: IssuerInfo) {
  const certificates = facts.credentials.length;
  const activities = facts.activities.length;
  return {
    '@context': [VC_V2_CONTEXT_URL, CLR_V2_CONTEXT_URL, OB_V3_CONTEXT_URL],
    id: `urn:uuid:${randomUUID()}`,
    type: ['VerifiableCredential', 'ClrCredential'],
    name: `CPD record of ${facts.holderName}`,
    description:
      `The CPD record of ${facts.holderName} at ${issuer.productName}: ${certificates} certificate${certificates === 1 ? '' : 's'} ` +
      `issued by ${issuer.productName}, each a credential with its own proof, and ${activities} activit${activities === 1 ? 'y' : 'ies'} ` +
      `the member reported themselves (self-reported: not verified by ${issuer.productName} and without a credential of their own). ` +
      'Revoked certificates are left out.',
    issuer: issuerNode(issuer),
    validFrom: wholeSeconds(facts.issuedAt).toISOString(),
    credentialSubject: {
      id: facts.subjectId,
      type: ['ClrSubject'],
      name: facts.holderName,
      identifier: [{ type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: facts.holder.emailHash, salt: facts.holder.salt }],
      verifiableCredential: facts.credentials,
      ...(activities ? { achievement: facts.activities.map((a) => selfReportedAchievement(a, facts, issuer)) } : {}),
    },
  };
}

export type ClrCredential = ReturnType<typeof buildClrCredential>;

/** True when `value` states itself a ClrCredential. */
export function isClrCredential(value: unknown): boolean {
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  return Array.isArray(type) ? type.includes('ClrCredential') : type === 'ClrCredential';
}

/** The credentials inside a ClrCredential's subject (one or a list), or [] when it holds none. */
export function innerCredentials(clr: Record<string, unknown>): unknown[] {
  const subject = clr.credentialSubject as { verifiableCredential?: unknown } | undefined;
  const inner = subject?.verifiableCredential;
  return inner === undefined ? [] : [inner].flat();
}
