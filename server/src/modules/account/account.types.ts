import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'The help page contact form (POST /api/contact).' })
export class ContactMessageInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String) subject: string;
  @Field(() => String) message: string;
  @Field(() => Int, { nullable: true, description: 'Defaults to the caller; another member only for admins' }) userId?: number | null;
}

@InputType({ description: 'Account → Request Content (POST /api/article-requests).' })
export class ArticleRequestInput {
  @Field(() => String, { nullable: true, description: 'One of the request languages; default English' }) language?: string | null;
  @Field(() => String, { nullable: true, description: "Default: the member's profession" }) professionCategory?: string | null;
  @Field(() => String) topic: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true, description: 'Defaults to the caller; another member only for admins' }) userId?: number | null;
}

@ObjectType({ description: 'Answer to a form submission: the stored id and the success text to show.' })
export class SubmissionPayload {
  @Field(() => Int) id: number;
  @Field(() => String) message: string;
}

@ObjectType('ContactMessage')
export class ContactMessageType {
  @Field(() => Int) id: number;
  @Field(() => Int) userId: number;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String) subject: string;
  @Field(() => String) message: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('ArticleRequest')
export class ArticleRequestType {
  @Field(() => Int) id: number;
  @Field(() => Int) userId: number;
  @Field(() => String, { description: 'First and last name of the requesting member' }) requesterName: string;
  @Field(() => String) requesterEmail: string;
  @Field(() => String) language: string;
  @Field(() => String) professionCategory: string;
  @Field(() => String) topic: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Date) createdAt: Date;
}
