import { NodeInterface } from '../../graphql/node';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';
import { LIMITS } from '@leerpunt/shared/limits';

@ObjectType('AssistantSource', { description: 'A library article an answer cites.' })
export class AssistantSourceType {
  @Field(() => ID, { description: 'The cited article' }) articleId: number;
  @Field(() => String, { description: 'Its title' }) title: string;
  @Field(() => String, { description: 'Reader route of the article, /article/{id}' }) url: string;
}

@ObjectType('AssistantExchange', { description: 'A question to the AI assistant and its answer (Markdown with article links).', implements: NodeInterface })
export class AssistantExchangeType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The exchange's number" }) databaseId?: number;
  @Field(() => String, { description: 'The question as asked' }) question: string;
  @Field(() => String, { description: 'The answer, Markdown with links to library articles' }) answer: string;
  @Field(() => [AssistantSourceType], { description: 'Library articles the answer draws on; may be empty' }) sources: AssistantSourceType[];
  @Field(() => Date, { description: 'When the question was asked (ISO 8601, UTC)' }) createdAt: Date;
}

@InputType({ description: 'A question to the AI assistant.' })
export class AskAssistantInput {
  @Field(() => String, { description: `The question, 1 to ${LIMITS.aiQuestionMax} characters once trimmed` }) question: string;
}

@ObjectType({ description: 'Answer to askAssistant.' })
export class AskAssistantPayload {
  @Field(() => AssistantExchangeType, {
    nullable: true,
    description: "The question and its answer, now first in the member's history; null when userErrors is not empty",
  })
  exchange: AssistantExchangeType | null;
  @Field(() => [UserError], {
    description: 'An empty or too long question (["question"]) or too many questions this hour (RATE_LIMITED); empty on success',
  })
  userErrors: UserError[];
}
