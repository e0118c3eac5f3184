import type { OutsideActivityEntity } from './outside-activity.entity';
import { evidenceTypeName, type OutsideActivityType } from './outside-activities.types';

/** REST path of an activity's evidence file (the GraphQL type and the REST list both point at it). */
export const evidencePath = (id: string) => `/api/outside-activities/${id}/evidence`;

/** The GraphQL shape of an activity. */
export function presentOutsideActivity(a: OutsideActivityEntity): OutsideActivityType {
  return {
    id: a.id,
    activityId: a.id,
    kind: a.kind,
    date: a.activityDate,
    title: a.title,
    provider: a.provider,
    category: a.category,
    hours: a.hours,
    points: a.points,
    evidence:
      a.evidenceFile && a.evidenceType
        ? { fileName: a.evidenceName ?? 'evidence', type: evidenceTypeName(a.evidenceType), sizeBytes: a.evidenceSize ?? 0, downloadPath: evidencePath(a.id) }
        : null,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** The REST shape (snake_case, as the rest of the facade). */
export function presentOutsideActivityRest(a: OutsideActivityEntity) {
  return {
    id: a.id,
    kind: a.kind,
    date: a.activityDate,
    title: a.title,
    provider: a.provider,
    category: a.category,
    hours: a.hours,
    points: a.points,
    evidence:
      a.evidenceFile && a.evidenceType
        ? { file_name: a.evidenceName, content_type: a.evidenceType, size_bytes: a.evidenceSize, download_path: evidencePath(a.id) }
        : null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
