import type { QuestionSource } from '@leerpunt/shared/plans';
import { BillingIntervalEnum, QuestionSourceEnum } from '../../graphql/enums';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Accreditation', { description: 'The professional body that accredits the CPD points, if the deployment has one.' })
export class AccreditationType {
  @Field(() => Boolean, { description: 'False when this deployment has no configured accrediting body (a demo): show `statement`, never a body' })
  accredited: boolean;
  @Field(() => String, { description: 'The sentence to show: the body and our reference with it, or that the deployment is not accredited' })
  statement: string;
  @Field(() => String, { nullable: true, description: 'Name of the accrediting body; null when not accredited' }) name: string | null;
  @Field(() => String, { nullable: true, description: "The body's website; null when not accredited" }) url: string | null;
  @Field(() => String, { nullable: true, description: 'Our provider reference with the body; null when not accredited' }) reference: string | null;
  @Field(() => String, { nullable: true, description: "The body's logo (absolute URL or a path served by this app); null when not accredited" })
  logoUrl: string | null;
}

@ObjectType('PlanInfo', { description: 'A subscription plan as shown on the pricing cards.' })
export class PlanInfoType {
  @Field(() => String, { description: 'professional | professionalMonthly | professionalInsights' }) id: string;
  @Field(() => String, { description: 'Display name, e.g. Professional' }) name: string;
  @Field(() => Int, { description: 'Price in EUR cents excluding VAT; 0 when free' }) amount: number;
  @Field(() => String, { description: 'ISO 4217 currency code (EUR)' }) currency: string;
  @Field(() => String, { description: 'amount / 100 with two decimals, e.g. 499.00' }) formattedPrice: string;
  @Field(() => String, { description: "e.g. 'EUR 499.00 per year excl. VAT' or 'Free'" }) priceLabel: string;
  @Field(() => BillingIntervalEnum, { nullable: true, description: 'How often the plan is charged; null for the free plan' }) interval: string | null;
  @Field(() => String, { nullable: true, description: 'Payment-provider price id; null for the free plan' }) priceId: string | null;
  @Field(() => Boolean, { description: 'Members on this plan can take tests and earn PE points' }) canTakeTests: boolean;
  @Field(() => Boolean, { description: 'Members on this plan can download certificates' }) canDownloadCertificates: boolean;
  @Field(() => Boolean, { description: 'Members on this plan can ask the AI assistant' }) hasAssistant: boolean;
  @Field(() => [String], { description: 'Feature lines for the plan card, in display order' }) features: string[];
}

@ObjectType('AppConfig', { description: 'Public product configuration for the landing, help, pricing and login pages.' })
export class AppConfigType {
  @Field(() => String, { description: 'The product name shown in titles and e-mails' }) productName: string;
  @Field(() => String, { description: 'Where members can write for support' }) supportEmail: string;
  @Field(() => String, { description: 'e.g. Monday-Friday 9:00-18:00 CET' }) supportHours: string;
  @Field(() => String, { description: 'Reply-time promise' }) supportReply: string;
  @Field(() => AccreditationType, { description: 'The body that accredits the PE points, or that none does' }) accreditation: AccreditationType;
  @Field(() => QuestionSourceEnum, { description: 'Where the questions of a test come from in this deployment' }) questionSource: QuestionSource;
  @Field(() => [PlanInfoType], { description: 'Free plan first, then Monthly, then Professional' }) plans: PlanInfoType[];
}
