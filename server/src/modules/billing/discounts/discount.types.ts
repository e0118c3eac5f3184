import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../graphql/connection';
import { DiscountKindEnum } from '../../../graphql/enums';
import { UserError } from '../../../graphql/user-errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { DiscountCodeType } from '../billing.types';
import type { DiscountCodeEntity } from './discount-code.entity';

@InputType('CreateDiscountCodeInput', { description: 'A new discount code.' })
export class CreateDiscountCodeInput {
  @Field(() => String, {
    description: `The code members type: letters, digits, - and _; stored trimmed and upper-cased, at most ${LIMITS.discountCodeMax} characters, unique`,
  })
  code: string;
  @Field(() => String, { description: 'Optional note on what the code is for, at most 200 characters', nullable: true }) description?: string | null;
  @Field(() => DiscountKindEnum, { description: 'Percentage or fixed amount' }) kind: string;
  @Field(() => Float, { description: 'A percentage (above 0, at most 100, two decimals) for percent codes, or a whole amount in EUR cents for fixed codes' })
  value: number;
  @Field(() => Date, { description: 'Optional first moment of use (ISO 8601)', nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { description: 'Optional last moment of use (ISO 8601), after validFrom', nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { description: 'Optional total number of redemptions allowed, at least 1', nullable: true }) maxRedemptions?: number | null;
  @Field(() => String, { description: 'Optional paid plan id the code is limited to (professional, professionalMonthly)', nullable: true })
  planRestriction?: string | null;
  @Field(() => Boolean, { description: 'Whether the code can be used; default true', nullable: true, defaultValue: true }) active?: boolean;
}

@InputType('UpdateDiscountCodeInput', { description: 'Changes to a discount code: only the fields given change; null clears an optional field.' })
export class UpdateDiscountCodeInput {
  @Field(() => ID, { description: 'The discount code to change' }) id: string;
  @Field(() => String, { description: 'New note; null clears it', nullable: true }) description?: string | null;
  @Field(() => DiscountKindEnum, { description: 'Percentage or fixed amount; absent or null leaves it unchanged', nullable: true }) kind?: string;
  @Field(() => Float, { description: 'New percentage or amount in EUR cents; absent or null leaves it unchanged', nullable: true }) value?: number;
  @Field(() => Date, { description: 'New first moment of use; null clears it', nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { description: 'New last moment of use; null clears it', nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { description: 'New redemption limit, not below the redemptions made; null removes the limit', nullable: true }) maxRedemptions?:
    number | null;
  @Field(() => String, { description: 'New plan restriction; null lets the code apply to every paid plan', nullable: true }) planRestriction?: string | null;
  @Field(() => Boolean, { description: 'Switch the code on or off; absent or null leaves it unchanged', nullable: true }) active?: boolean;
}

@InputType('DeactivateDiscountCodeInput', { description: 'A discount code to switch off.' })
export class DeactivateDiscountCodeInput {
  @Field(() => ID, { description: 'The discount code to switch off' }) id: string;
}

/** The code a mutation changed, or its userErrors; only the payloads that extend it are in the schema. */
@ObjectType('DiscountCodeResult', { description: 'The discount code a mutation changed, or why it did not.' })
abstract class DiscountCodeResult {
  @Field(() => DiscountCodeType, { nullable: true, description: 'The discount code as stored now; null when userErrors is not empty' })
  discountCode: DiscountCodeEntity | null;
  @Field(() => [UserError], { description: 'Why nothing was changed (invalid fields, code already in use, unknown code); empty on success' })
  userErrors: UserError[];
}

@ObjectType('CreateDiscountCodePayload', { description: 'Result of createDiscountCode.', simpleResolvers: true })
export class CreateDiscountCodePayload extends DiscountCodeResult {}

@ObjectType('UpdateDiscountCodePayload', { description: 'Result of updateDiscountCode.', simpleResolvers: true })
export class UpdateDiscountCodePayload extends DiscountCodeResult {}

@ObjectType('DeactivateDiscountCodePayload', { description: 'Result of deactivateDiscountCode.', simpleResolvers: true })
export class DeactivateDiscountCodePayload extends DiscountCodeResult {}

export const { Edge: DiscountCodeEdge, Connection: DiscountCodeConnection } = connectionTypes<DiscountCodeEntity>('DiscountCode', () => DiscountCodeType, {
  one: 'discount code',
  many: 'discount codes',
  node: 'The discount code',
  connection: `Discount codes, newest first, a page at a time (${PAGE_SIZE_DEFAULT} by default, at most ${PAGE_SIZE_MAX}).`,
  totalCount: 'All discount codes, active or not, over every page',
});
export type DiscountCodeEdge = InstanceType<typeof DiscountCodeEdge>;
export type DiscountCodeConnection = InstanceType<typeof DiscountCodeConnection>;
