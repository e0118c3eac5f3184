import type { RecordShareType } from './record-shares.types';
import type { RecordShare, SharedRecordView } from './record-shares.service';

/** A share link for GraphQL. */
export const presentRecordShare = (s: RecordShare): RecordShareType => ({
  id: String(s.id),
  label: s.label,
  expiresAt: s.expiresAt,
  revokedAt: s.revokedAt,
  createdAt: s.createdAt,
  status: s.status,
  views: s.views,
  lastViewedAt: s.lastViewedAt,
});

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The public share page's answer in REST's snake_case. */
export function presentSharedRecord(v: SharedRecordView) {
  return {
    member: { name: v.member.name, profession: v.member.profession },
    generated_at: v.generatedAt.toISOString(),
    expires_at: v.expiresAt.toISOString(),
    bodies: v.bodies.map((b) => ({
      body: b.body,
      country: b.country,
      unit_label: b.unitLabel,
      cycle_years: b.cycleYears,
      cycle_start_year: b.cycleStartYear,
      cycle_end_year: b.cycleEndYear,
      total_per_cycle: b.totalPerCycle,
      minimum_per_year: b.minimumPerYear,
      verifiable_minimum_per_cycle: b.verifiableMinimumPerCycle,
      verifiable_minimum_share: b.verifiableMinimumShare,
      reflection_required: b.reflectionRequired,
      categories: b.categories.map((c) => ({ label: c.label, minimum_per_cycle: c.minimumPerCycle })),
      source_url: b.sourceUrl,
      checked_on: b.checkedOn,
      note: b.note,
      standing: {
        status: b.standing.status,
        complete: b.standing.complete,
        credited: b.standing.credited,
        carried_in: b.standing.carriedIn,
        required: b.standing.required,
        expected_by_now: b.standing.expectedByNow,
        missing_total: b.standing.missingTotal,
        missing_this_year: b.standing.missingThisYear,
        verifiable: b.standing.verifiable,
        categories: b.standing.categories,
        entries_without_reflection: b.standing.entriesWithoutReflection,
      },
    })),
    certificates: v.certificates.map((c) => ({
      completed_at: c.completedAt.toISOString(),
      completed_on: day(c.completedAt),
      article_title: c.articleTitle,
      category: c.category,
      points: c.points,
      certificate_id: c.certificateId,
      verification_url: c.verificationUrl,
      verification: { status: c.status, reason: c.reason, revoked_at: c.revokedAt ? c.revokedAt.toISOString() : null, signature_valid: c.signatureValid },
    })),
    total_points: v.totalPoints,
    outside_activities: v.outsideActivities.map((o) => ({
      date: o.date,
      kind: o.kind,
      title: o.title,
      provider: o.provider,
      category: o.category,
      hours: o.hours,
      points: o.points,
      has_evidence: o.hasEvidence,
    })),
    outside_total_points: v.outsideTotalPoints,
  };
}

export type SharedRecordJson = ReturnType<typeof presentSharedRecord>;
