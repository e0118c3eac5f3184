import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('MonthlyAllowance', { description: 'Professional Monthly: 1 PE point per subscribed month, rolling over; charged when a test is passed.' })
export class MonthlyAllowanceType {
  @Field(() => Boolean, { description: 'True on Professional Monthly; the other fields are 0 otherwise' }) isMonthly: boolean;
  @Field(() => Float, { description: 'Points granted so far in the current subscription' }) capacity: number;
  @Field(() => Float, { description: 'Points charged by passed tests (capacity − available)' }) used: number;
  @Field(() => Float, { description: 'PE points that can still be earned now (capacity − used, never below 0)' }) available: number;
  @Field(() => Date, {
    nullable: true,
    description: 'When the next point is granted: the next monthly anniversary of the subscription (UTC); null off Professional Monthly',
  })
  nextGrantAt: Date | null;
}
