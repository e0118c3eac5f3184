import type { CertificateEntity } from './certificate.entity';
import type { Verification } from './certificates.service';

/** GraphQL Certificate fields. */
export const certificateFields = (c: CertificateEntity) => ({
  id: c.id,
  certificateId: c.id,
  articleId: c.articleId,
  articleTitle: c.articleTitle,
  fieldOfStudy: c.fieldOfStudy,
  pePoints: c.pePoints,
  completedAt: c.completedAt,
  revoked: !!c.revokedAt,
  revocationReason: c.revocationReason,
});

/** REST list item of GET /api/users/{id}/certificates. */
export const presentCertificate = (c: CertificateEntity) => ({
  article_id: c.articleId,
  article_title: c.articleTitle,
  pe_points: c.pePoints,
  completed_at: c.completedAt,
  certificate_id: c.id,
  field_of_study: c.fieldOfStudy,
  revoked: !!c.revokedAt,
});

/** REST answer of GET /api/verify-certificate and POST /api/verify-credential (a record adds its credentials). */
export const presentVerification = (v: Verification): Record<string, unknown> => ({
  valid: v.valid,
  certificate_id: v.certificateId,
  user_name: v.userName,
  article_title: v.articleTitle,
  completed_at: v.completedAt,
  pe_points: v.pePoints,
  signature_valid: v.signatureValid,
  revoked: v.revoked,
  revocation_reason: v.revocationReason,
  revoked_at: v.revokedAt,
  ...(v.error ? { error: v.error } : {}),
  ...(v.credentials ? { credentials: v.credentials.map(presentVerification), self_reported_activities: v.selfReportedActivities ?? 0 } : {}),
});
