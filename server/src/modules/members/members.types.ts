import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class GrantAttemptsInput {
  @Field(() => Int) userId: number;
  @Field(() => Int) articleId: number;
  @Field(() => Int, { description: 'Extra attempts, 1 to 10' }) extraAttempts: number;
  @Field({ description: 'Why the attempts are granted (kept in the audit log)' }) reason: string;
}

@ObjectType()
export class AttemptGrantType {
  @Field(() => ID) id: number;
  @Field(() => Int) userId: number;
  @Field(() => Int) articleId: number;
  @Field(() => Int) extraAttempts: number;
  @Field(() => Int, { nullable: true }) grantedBy: number | null;
  @Field() reason: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
}

@ObjectType()
export class AdminAuditEntryType {
  @Field(() => ID) id: number;
  @Field(() => Int) adminId: number;
  @Field() adminEmail: string;
  @Field() action: string;
  @Field(() => Int, { nullable: true }) targetUserId: number | null;
  @Field({ description: 'The action\'s details as a JSON object' }) details: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
}
