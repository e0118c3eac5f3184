import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../graphql/connection';
import type { ConnectionPage } from '../../../graphql/connection';
import { addressed, withUserErrors } from '../../../graphql/user-errors';
import { parseInput } from '../../../validation';
import { createDiscountSchema, updateDiscountSchema } from '../billing.inputs';
import { DiscountCodeType } from '../billing.types';
import type { DiscountCodeEntity } from './discount-code.entity';

import {
  CreateDiscountCodeInput,
  CreateDiscountCodePayload,
  DeactivateDiscountCodeInput,
  DeactivateDiscountCodePayload,
  DiscountCodeConnection,
  UpdateDiscountCodeInput,
  UpdateDiscountCodePayload,
} from './discount.types';
import type { DiscountService } from './discount.service';

/**
 * Admin management of discount codes. Invalid fields, a code already in use and unknown ids come back as
 * userErrors addressed to the input field; callers who are not admins get a FORBIDDEN error.
 */
@Resolver(() => DiscountCodeType)
export class DiscountResolver {
  constructor(private readonly discountService: DiscountService) {}

  @Authorized('ADMIN')
  @Query(() => DiscountCodeConnection, { description: 'Every discount code, active or not, newest first, a page at a time (admins).' })
  discountCodes(
    @Arg('first', () => Int, {
      nullable: true,
      description: `Codes per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}`,
    })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
  ): Promise<ConnectionPage<DiscountCodeEntity>> {
    return this.discountService.page({ first, after });
  }

  @Authorized('ADMIN')
  @Mutation(() => CreateDiscountCodePayload, { description: 'Admins: adds a discount code; a code already in use is a CONFLICT userError on code.' })
  async createDiscountCode(
    @Arg('input', () => CreateDiscountCodeInput, { description: 'The new code' }) input: CreateDiscountCodeInput,
  ): Promise<CreateDiscountCodePayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ conflict: 'code' }, () => this.discountService.create(parseInput(createDiscountSchema, { ...input, active: input.active ?? undefined }))),
    );
    return { discountCode: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => UpdateDiscountCodePayload, { description: 'Admins: changes a discount code; the code text itself cannot change.' })
  async updateDiscountCode(
    @Arg('input', () => UpdateDiscountCodeInput, { description: 'The code and the fields to change' }) input: UpdateDiscountCodeInput,
  ): Promise<UpdateDiscountCodePayload> {
    // kind, value and active cannot be cleared: a null there means "unchanged".
    const { id, kind, value: amount, active, ...rest } = input;
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'id' }, () =>
        this.discountService.update(
          parseId(id, 'id'),
          parseInput(updateDiscountSchema, { ...rest, kind: kind ?? undefined, value: amount ?? undefined, active: active ?? undefined }),
        ),
      ),
    );
    return { discountCode: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => DeactivateDiscountCodePayload, { description: 'Admins: switches a code off; it stays listed with its redemptions.' })
  async deactivateDiscountCode(
    @Arg('input', () => DeactivateDiscountCodeInput, { description: 'The code to switch off' }) input: DeactivateDiscountCodeInput,
  ): Promise<DeactivateDiscountCodePayload> {
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.discountService.deactivate(parseId(input.id, 'id'))));
    return { discountCode: value, userErrors };
  }
}
