import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AssistantSource', { description: 'A library article an answer cites.' })
export class AssistantSourceType {
  @Field(() => Int) articleId: number;
  @Field(() => String) title: string;
  @Field(() => String, { description: 'Reader route of the article, /article/{id}' }) url: string;
}

@ObjectType('AssistantExchange', { description: 'A question to the AI assistant and its answer (Markdown with article links).' })
export class AssistantExchangeType {
  @Field(() => Int) id: number;
  @Field(() => String) question: string;
  @Field(() => String) answer: string;
  @Field(() => [AssistantSourceType]) sources: AssistantSourceType[];
  @Field(() => Date) createdAt: Date;
}
