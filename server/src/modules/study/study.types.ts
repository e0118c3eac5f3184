import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';

@ObjectType('StudyProgress', {
  description:
    "The signed-in member's study of an item as the server recorded it from the reader's heartbeats, and what the item asks before its test (MIN_STUDY_SHARE of its reading and video minutes).",
})
export class StudyProgressType {
  @Field(() => ID, { description: 'The item (article)' }) articleId: number;
  @Field(() => Int, { description: 'Seconds of study recorded for the member and item' }) recordedSeconds: number;
  @Field(() => Int, { description: 'Seconds of recorded study the item asks for before its test can start (0: no minimum)' }) requiredSeconds: number;
  @Field(() => Int, { description: 'Seconds still to study before the test can start; 0 when none remain, and always 0 for admins' })
  remainingSeconds: number;
}

@InputType('RecordStudyInput', { description: 'A heartbeat of the reader: the item open and visible now.' })
export class RecordStudyInput {
  @Field(() => ID, { description: 'The item the reader shows' }) articleId: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'For a video item whose player reports its state: whether the video was playing since the previous heartbeat. false: this beat credits nothing and only restarts the clock. Omitted or null: the visible time counts, as for any item. true never credits more than an omitted value.',
  })
  playing?: boolean | null;
}

@ObjectType('RecordStudyPayload', { description: 'The progress after a heartbeat, or why it was not recorded.' })
export class RecordStudyPayload {
  @Field(() => StudyProgressType, { nullable: true, description: 'The member’s progress on the item; null when userErrors is not empty' })
  progress: StudyProgressType | null;
  @Field(() => Int, { nullable: true, description: 'Seconds this heartbeat added (0 when it started a new session); null when userErrors is not empty' })
  creditedSeconds: number | null;
  @Field(() => [UserError], { description: 'Why the heartbeat was not recorded (RATE_LIMITED, NOT_FOUND); empty on success' }) userErrors: UserError[];
}
