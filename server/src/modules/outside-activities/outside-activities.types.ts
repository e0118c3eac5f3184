import { NodeInterface } from '../../graphql/node';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { EVIDENCE_TYPES, type EvidenceContentType, OUTSIDE_ACTIVITY_KINDS, type OutsideActivityKind } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';

const KindEnum = Object.fromEntries(Object.keys(OUTSIDE_ACTIVITY_KINDS).map((k) => [k, k])) as Record<OutsideActivityKind, OutsideActivityKind>;
registerEnumType(KindEnum, {
  name: 'OutsideActivityKind',
  description: 'What kind of CPD a member did outside the platform.',
  valuesConfig: {
    COURSE: { description: 'A course or training (classroom or live online)' },
    CONFERENCE: { description: 'A conference, congress or seminar' },
    READING: { description: 'Professional reading (journals, books, guidelines)' },
    E_LEARNING: { description: 'Self-paced e-learning on another platform' },
    OTHER: { description: 'Anything else the member counts as CPD' },
  },
});

const EvidenceTypeEnum = { PDF: 'PDF', PNG: 'PNG', JPEG: 'JPEG' } as const;
type EvidenceTypeName = keyof typeof EvidenceTypeEnum;
registerEnumType(EvidenceTypeEnum, {
  name: 'OutsideEvidenceType',
  description: 'File type of an evidence file, as found from its bytes.',
  valuesConfig: { PDF: { description: 'application/pdf' }, PNG: { description: 'image/png' }, JPEG: { description: 'image/jpeg' } },
});

export const evidenceTypeName = (type: EvidenceContentType): EvidenceTypeName => (({ pdf: 'PDF', png: 'PNG', jpg: 'JPEG' }) as const)[EVIDENCE_TYPES[type]];

@ObjectType('OutsideActivityEvidence', {
  simpleResolvers: true,
  description: 'The evidence file attached to an outside activity (a certificate of attendance, a receipt, a photo).',
})
export class OutsideActivityEvidenceType {
  @Field(() => String, { description: "The member's file name, with the extension of its real type" }) fileName: string;
  @Field(() => EvidenceTypeEnum, { description: 'File type, checked from the bytes at upload' }) type: EvidenceTypeName;
  @Field(() => Int, { description: 'Size in bytes' }) sizeBytes: number;
  @Field(() => String, { description: 'REST path that downloads the file with the bearer token of its owner (GET)' }) downloadPath: string;
}

@ObjectType('OutsideActivity', {
  simpleResolvers: true,
  description:
    "CPD the member did outside the platform, logged in their record. Its points are the member's own statement: they count in the record's totals and export, never on a certificate.",
  implements: NodeInterface,
})
export class OutsideActivityType {
  @Field(() => ID, { description: 'Globally unique and opaque; the outside activity calls take it' }) id: string;
  @Field(() => String, {
    description: "The activity's own random id, as REST paths (/api/outside-activities/{activityId}/evidence) and saveCpdReflection take it",
  })
  activityId: string;
  @Field(() => KindEnum, { description: 'Kind of activity' }) kind: OutsideActivityKind;
  @Field(() => String, { description: 'Day of the activity, YYYY-MM-DD' }) date: string;
  @Field(() => String, { description: 'Title of the course, event or reading' }) title: string;
  @Field(() => String, { description: 'Who provided or organised it' }) provider: string;
  @Field(() => String, { description: 'Field of study, free text (the library categories are suggested)' }) category: string;
  @Field(() => Float, { description: 'Hours spent, up to two decimals' }) hours: number;
  @Field(() => Float, { description: 'CPD points the member claims for it, up to two decimals (0 when none were awarded)' }) points: number;
  @Field(() => OutsideActivityEvidenceType, { nullable: true, description: 'The evidence file; null until one is uploaded' })
  evidence: OutsideActivityEvidenceType | null;
  @Field(() => Date, { description: 'When it was logged' }) createdAt: Date;
  @Field(() => Date, { description: 'When it was last changed' }) updatedAt: Date;
}

export const { Edge: OutsideActivityEdge, Connection: OutsideActivityConnection } = connectionTypes<OutsideActivityType>(
  'OutsideActivity',
  () => OutsideActivityType,
  {
    one: 'outside activity',
    many: 'outside activities',
    node: 'The activity',
    connection: "The member's outside activities, newest first (by date, then id).",
    totalCount: 'How many outside activities the member has in all',
  },
);
export type OutsideActivityEdge = InstanceType<typeof OutsideActivityEdge>;
export type OutsideActivityConnection = InstanceType<typeof OutsideActivityConnection>;

@InputType('OutsideActivityInput', { description: 'Every field of an outside activity (creating and editing send the whole form).' })
export class OutsideActivityInput {
  @Field(() => KindEnum, { description: 'Kind of activity' }) kind: OutsideActivityKind;
  @Field(() => String, { description: 'Day of the activity, YYYY-MM-DD; not in the future' }) date: string;
  @Field(() => String, { description: `Title, 1 to ${LIMITS.outsideTitleMax} characters` }) title: string;
  @Field(() => String, { description: `Provider or organiser, 1 to ${LIMITS.outsideProviderMax} characters` }) provider: string;
  @Field(() => String, { description: `Category (field of study), 1 to ${LIMITS.outsideCategoryMax} characters` }) category: string;
  @Field(() => Float, { description: `Hours, more than 0 and at most ${LIMITS.outsideHoursMax}, two decimals` }) hours: number;
  @Field(() => Float, { description: `Points, 0 to ${LIMITS.outsidePointsMax}, two decimals` }) points: number;
}

@InputType('CreateOutsideActivityInput', { description: 'A new outside activity; attach evidence afterwards with PUT /api/outside-activities/{id}/evidence.' })
export class CreateOutsideActivityInput {
  @Field(() => OutsideActivityInput, { description: 'The activity' }) activity: OutsideActivityInput;
}

@InputType('UpdateOutsideActivityInput', { description: "Replaces every field of one of the caller's outside activities; the evidence file stays." })
export class UpdateOutsideActivityInput {
  @Field(() => ID, { description: 'The activity to change' }) id: string;
  @Field(() => OutsideActivityInput, { description: 'Its new fields' }) activity: OutsideActivityInput;
}

@InputType('DeleteOutsideActivityInput', { description: "Deletes one of the caller's outside activities with its evidence file." })
export class DeleteOutsideActivityInput {
  @Field(() => ID, { description: 'The activity to delete' }) id: string;
}

@InputType('RemoveOutsideActivityEvidenceInput', { description: "Removes the evidence file of one of the caller's outside activities." })
export class RemoveOutsideActivityEvidenceInput {
  @Field(() => ID, { description: 'The activity whose file goes' }) id: string;
}

@ObjectType('OutsideActivityPayload', { simpleResolvers: true, description: 'Result of creating or changing an outside activity.' })
export class OutsideActivityPayloadType {
  @Field(() => OutsideActivityType, { nullable: true, description: 'The activity as stored; null when userErrors is not empty' })
  outsideActivity: OutsideActivityType | null;
  @Field(() => [UserError], {
    description:
      'Invalid fields (BAD_USER_INPUT, field paths such as ["activity", "hours"]), an id that is not one of the caller\'s activities (NOT_FOUND, field ["id"]), the per-member number of activities reached (CONFLICT, createOutsideActivity) or too many new activities in a short time (RATE_LIMITED); empty on success',
  })
  userErrors: UserError[];
}

@ObjectType('OutsideUsage', {
  simpleResolvers: true,
  description:
    'What a member uses of their outside-activity limits. An evidence upload that would pass the storage limit is refused (HTTP 413, QUOTA_EXCEEDED); deleting or replacing evidence frees its bytes.',
})
export class OutsideUsageType {
  @Field(() => Float, { description: 'Bytes of evidence files stored (and being uploaded)' }) evidenceBytesUsed: number;
  @Field(() => Float, { description: 'Evidence storage each member may use, in bytes (EVIDENCE_QUOTA_MB)' }) evidenceBytesLimit: number;
  @Field(() => Int, { description: 'Outside activities the member keeps' }) activities: number;
  @Field(() => Int, { description: 'Outside activities a member may keep (OUTSIDE_ACTIVITIES_MAX)' }) activitiesLimit: number;
}

@ObjectType('DeleteOutsideActivityPayload', { simpleResolvers: true, description: 'Result of deleting an outside activity.' })
export class DeleteOutsideActivityPayloadType {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted activity; null when userErrors is not empty' }) deletedId: string | null;
  @Field(() => [UserError], {
    description:
      'Invalid fields (BAD_USER_INPUT, field paths such as ["activity", "hours"]) or an id that is not one of the caller\'s activities (NOT_FOUND, field ["id"]); empty on success',
  })
  userErrors: UserError[];
}
