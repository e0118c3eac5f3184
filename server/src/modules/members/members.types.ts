import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Extra test attempts an admin grants one member for one item.' })
export class GrantAttemptsInput {
  @Field(() => Int, { description: 'The member who receives the attempts' }) userId: number;
  @Field(() => Int, { description: 'The item (article) the attempts are for' }) articleId: number;
  @Field(() => Int, { description: 'Extra attempts, 1 to 10' }) extraAttempts: number;
  @Field({ description: 'Why the attempts are granted (kept in the audit log)' }) reason: string;
}

@ObjectType({ description: 'Extra test attempts granted to a member for one item, with who granted them and why.' })
export class AttemptGrantType {
  @Field(() => ID, { description: 'The grant id' }) id: number;
  @Field(() => Int, { description: 'The member who received the attempts' }) userId: number;
  @Field(() => Int, { description: 'The item (article) the attempts are for' }) articleId: number;
  @Field(() => Int, { description: 'How many attempts were added to the usual three' }) extraAttempts: number;
  @Field(() => Int, { nullable: true, description: 'The admin who granted them (null if that account was deleted)' }) grantedBy: number | null;
  @Field({ description: 'The reason the admin gave' }) reason: string;
  @Field(() => GraphQLISODateTime, { description: 'When the attempts were granted' }) createdAt: Date;
}

@ObjectType({ description: 'One administrative action on a member account, as kept in the audit log.' })
export class AdminAuditEntryType {
  @Field(() => ID, { description: 'The entry id' }) id: number;
  @Field(() => Int, { description: 'The admin who acted' }) adminId: number;
  @Field({ description: "The admin's e-mail address at the time" }) adminEmail: string;
  @Field({ description: 'What was done, e.g. grant_attempts' }) action: string;
  @Field(() => Int, { nullable: true, description: 'The member the action concerned, when there is one' }) targetUserId: number | null;
  @Field({ description: "The action's details as a JSON object" }) details: string;
  @Field(() => GraphQLISODateTime, { description: 'When the action was taken' }) createdAt: Date;
}
