import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { addressed, withUserErrors } from '../../graphql/user-errors';
import { parseId } from '../../ids';
import { parseInput } from '../../validation';
import { registerClientSchema } from './partners.inputs';
import { connectedApplication } from './partners.presenter';
import type { PartnersService } from './partners.service';
import {
  ConnectedApplicationConnection,
  PartnerClientConnection,
  PartnerClientSecretPayload,
  RegisterPartnerClientInput,
  RevokePartnerClientInput,
  RevokePartnerClientPayload,
  RotatePartnerClientSecretInput,
  WithdrawConsentInput,
  WithdrawConsentPayload,
} from './partners.types';

@Resolver()
export class PartnersResolver {
  constructor(private readonly partners: PartnersService) {}

  @Authorized('ADMIN')
  @Query(() => PartnerClientConnection, { description: 'Admins: registered partner applications (OAuth 2.0 clients), oldest first.' })
  partnerClients(
    @Arg('first', () => Int, { nullable: true, description: `Clients per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerClientConnection> {
    return this.partners.clientPage(ctx.user, { first, after });
  }

  @Authorized()
  @Query(() => ConnectedApplicationConnection, { description: "The caller's connected applications: partner applications they allowed to read their data." })
  async connectedApplications(
    @Arg('first', () => Int, { nullable: true, description: `Applications per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectedApplicationConnection> {
    const page = await this.partners.consentPage(ctx.user, { first, after });
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: connectedApplication(e.node) })) };
  }

  @Authorized('ADMIN')
  @Mutation(() => PartnerClientSecretPayload, { description: 'Admins: registers a partner application; its secret is answered this once.' })
  async registerPartnerClient(
    @Arg('input', () => RegisterPartnerClientInput, { description: 'The application' }) input: RegisterPartnerClientInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerClientSecretPayload> {
    const { value, userErrors } = await withUserErrors(() => this.partners.register(ctx.user, parseInput(registerClientSchema, input)));
    return { partnerClient: value?.client ?? null, clientSecret: value?.clientSecret ?? null, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => PartnerClientSecretPayload, {
    description: 'Admins: replaces a partner client secret (the old one stops working at once); the new one is answered this once.',
  })
  async rotatePartnerClientSecret(
    @Arg('input', () => RotatePartnerClientSecretInput, { description: 'The client' }) input: RotatePartnerClientSecretInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerClientSecretPayload> {
    const id = parseId(input.id, 'id');
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.partners.rotateSecret(ctx.user, id)));
    return { partnerClient: value?.client ?? null, clientSecret: value?.clientSecret ?? null, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => RevokePartnerClientPayload, { description: 'Admins: revokes a partner client; its tokens are refused from now on.' })
  async revokePartnerClient(
    @Arg('input', () => RevokePartnerClientInput, { description: 'The client' }) input: RevokePartnerClientInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RevokePartnerClientPayload> {
    const id = parseId(input.id, 'id');
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.partners.revoke(ctx.user, id)));
    return { partnerClient: value, userErrors };
  }

  @Authorized()
  @Mutation(() => WithdrawConsentPayload, { description: "Disconnects one of the caller's connected applications: its tokens are refused from now on." })
  async withdrawConsent(
    @Arg('input', () => WithdrawConsentInput, { description: 'The connected application' }) input: WithdrawConsentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WithdrawConsentPayload> {
    const id = parseId(input.id, 'id');
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.partners.withdraw(ctx.user, id)));
    return { withdrawnId: value ? value.id : null, userErrors };
  }
}
