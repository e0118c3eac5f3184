import { NodeInterface } from '../../graphql/node';
import { LanguageEnum } from '../../graphql/enums';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';
import { connectionTypes, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../graphql/connection';

@InputType({ description: 'The help page contact form (POST /api/contact).' })
export class ContactMessageInput {
  @Field(() => String, { description: 'Sender name, at most 100 characters' }) name: string;
  @Field(() => String, { description: 'Reply address' }) email: string;
  @Field(() => String, { description: 'Subject, at most 200 characters' }) subject: string;
  @Field(() => String, { description: 'The message, at most 5000 characters' }) message: string;
  @Field(() => ID, { nullable: true, description: 'Defaults to the caller; another member only for admins' }) userId?: string | null;
}

@InputType({ description: 'Account → Request Content (POST /api/article-requests).' })
export class ArticleRequestInput {
  @Field(() => LanguageEnum, { nullable: true, description: 'The language wanted; default ENGLISH' }) language?: string | null;
  @Field(() => String, { nullable: true, description: "Default: the member's profession" }) professionCategory?: string | null;
  @Field(() => String, { description: 'Required: the topic wanted, at most 200 characters' }) topic: string;
  @Field(() => String, { description: 'Optional details, at most 2000 characters', nullable: true }) description?: string | null;
  @Field(() => ID, { nullable: true, description: 'Defaults to the caller; another member only for admins' }) userId?: string | null;
}

@InputType({ description: "Support's answer to a contact message (admins)." })
export class ReplyToContactMessageInput {
  @Field(() => ID, { description: 'The message answered' }) messageId: string;
  @Field(() => String, { description: 'The answer, at most 5000 characters; mailed to the reply address and shown to the member' }) body: string;
}

@ObjectType('ContactReply', { description: "Support's answer to a contact message.", implements: NodeInterface })
export class ContactReplyType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The answer's number, shown as its reference" }) databaseId?: number;
  @Field(() => String, { description: 'The answer text' }) body: string;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC)' }) createdAt: Date;
}

@ObjectType('ContactMessage', {
  description:
    "A message sent through the help page contact form, with support's answers. Admins list them all (contactMessages); members list their own (myContactMessages).",
  implements: NodeInterface,
})
export class ContactMessageType {
  @Field(() => ID, { description: 'Globally unique and opaque; replyToContactMessage takes it' }) id: number;
  @Field(() => Int, { description: "The message's number, shown to the member and to support as its reference" }) databaseId?: number;
  @Field(() => ID, { description: 'The member who sent it' }) userId: number;
  @Field(() => String, { description: 'Sender name as typed' }) name: string;
  @Field(() => String, { description: 'Reply address as typed' }) email: string;
  @Field(() => String, { description: 'Subject' }) subject: string;
  @Field(() => String, { description: 'The message text' }) message: string;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC)' }) createdAt: Date;
  @Field(() => [ContactReplyType], { description: "Support's answers, oldest first; empty until support answers" }) replies: ContactReplyType[];
}

@ObjectType('ArticleRequest', {
  description: "A member's request for content on a topic. Admins list them all (articleRequests); the member gets theirs back from requestArticle.",
  implements: NodeInterface,
})
export class ArticleRequestType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The request's number" }) databaseId?: number;
  @Field(() => ID, { description: 'The requesting member' }) userId: number;
  @Field(() => String, { description: 'First and last name of the requesting member' }) requesterName: string;
  @Field(() => String, { description: 'E-mail address of the requesting member' }) requesterEmail: string;
  @Field(() => LanguageEnum, { description: 'The language the content is wanted in' }) language: string;
  @Field(() => String, { description: 'The profession the content is for' }) professionCategory: string;
  @Field(() => String, { description: 'The topic wanted' }) topic: string;
  @Field(() => String, { description: 'Details given; null when none', nullable: true }) description: string | null;
  @Field(() => Date, { description: 'When the request was made (ISO 8601, UTC)' }) createdAt: Date;
}

@ObjectType({ description: 'Answer to sendContactMessage.' })
export class SendContactMessagePayload {
  @Field(() => ContactMessageType, { nullable: true, description: 'The stored message; null when userErrors is not empty' })
  contactMessage: ContactMessageType | null;
  @Field(() => String, { nullable: true, description: 'The success text to show; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], {
    description:
      'Problems with the form, one per field (e.g. ["email"]), an unknown member (NOT_FOUND, admins) or too many messages (RATE_LIMITED); empty on success',
  })
  userErrors: UserError[];
}

@ObjectType({ description: 'Answer to replyToContactMessage.' })
export class ReplyToContactMessagePayload {
  @Field(() => ContactMessageType, { nullable: true, description: 'The message with every answer so far; null when userErrors is not empty' })
  contactMessage: ContactMessageType | null;
  @Field(() => [UserError], { description: 'An empty or too long answer (["body"]) or an unknown message (NOT_FOUND); empty on success' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Answer to requestArticle.' })
export class RequestArticlePayload {
  @Field(() => ArticleRequestType, { nullable: true, description: 'The stored request; null when userErrors is not empty' })
  articleRequest: ArticleRequestType | null;
  @Field(() => String, { nullable: true, description: 'The success text to show; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], {
    description:
      'Problems with the form, one per field (e.g. ["topic"]), an unknown member (NOT_FOUND, admins) or too many requests (RATE_LIMITED); empty on success',
  })
  userErrors: UserError[];
}

export const { Edge: ContactMessageEdge, Connection: ContactMessageConnection } = connectionTypes<ContactMessageType>(
  'ContactMessage',
  () => ContactMessageType,
  {
    one: 'contact message',
    many: 'contact messages',
    node: 'The message',
    connection: `Contact messages, newest first, a page at a time (${PAGE_SIZE_DEFAULT} by default, at most ${PAGE_SIZE_MAX}).`,
    totalCount: 'All contact messages, over every page',
  },
);
export type ContactMessageEdge = InstanceType<typeof ContactMessageEdge>;
export type ContactMessageConnection = InstanceType<typeof ContactMessageConnection>;

export const { Edge: ArticleRequestEdge, Connection: ArticleRequestConnection } = connectionTypes<ArticleRequestType>(
  'ArticleRequest',
  () => ArticleRequestType,
  {
    one: 'article request',
    many: 'article requests',
    node: 'The request',
    connection: `Article requests, newest first, a page at a time (${PAGE_SIZE_DEFAULT} by default, at most ${PAGE_SIZE_MAX}).`,
    totalCount: 'All article requests, over every page',
  },
);
export type ArticleRequestEdge = InstanceType<typeof ArticleRequestEdge>;
export type ArticleRequestConnection = InstanceType<typeof ArticleRequestConnection>;
