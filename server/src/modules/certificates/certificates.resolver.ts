import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId, parseOptionalId } from '../../ids';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../graphql/connection';
import { PartnerScope, Public } from '../../graphql/auth-checker';
import { actingMember, scopedClient } from '../partners/partner-access';
import type { GraphQLContext } from '../../graphql/context';
import { addressed, withUserErrors } from '../../graphql/user-errors';
import { parseInput } from '../../validation';
import { requireUser } from '../users/access';
import { checkCertificateId, checkCertificateIds, checkCredential, revokeSchema } from './certificates.inputs';
import { certificateFields } from './certificates.presenter';

import {
  CertificateConnection,
  CertificateCredentialType,
  CertificateDocumentType,
  CertificateVerificationType,
  ReissueCertificatesToWalletPayload,
  RevokeCertificateInput,
  RevokeCertificatePayload,
} from './certificates.types';
import type { CertificatesService } from './certificates.service';

@Resolver()
export class CertificatesResolver {
  constructor(private readonly certificatesService: CertificatesService) {}

  @Authorized()
  @PartnerScope('certificates:read')
  @Query(() => CertificateConnection, {
    description: 'Certificates of a member, newest first, a page at a time (GET /api/users/{id}/certificates lists them whole). userId defaults to the caller.',
  })
  async certificates(
    @Arg('userId', () => ID, { nullable: true, description: 'The member (their own id, or any for an admin); omit for the caller' }) userId: string | null,
    @Arg('first', () => Int, {
      nullable: true,
      description: `Certificates per page: ${PAGE_SIZE_DEFAULT} when absent, at most ${PAGE_SIZE_MAX}`,
    })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificateConnection> {
    const actor = actingMember(ctx.user, ctx.partner, 'certificates:read');
    const page = await this.certificatesService.pageFor(actor, parseOptionalId(userId, 'userId') ?? requireUser(actor).id, { first, after });
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: certificateFields(e.node) })) };
  }

  @Authorized()
  @Query(() => CertificateDocumentType, {
    nullable: true,
    description:
      "The caller's printable HTML certificate for an article (GET /api/certificate/{articleId}). Null, with a NOT_FOUND error, when the caller holds none.",
  })
  async certificateDocument(
    @Arg('articleId', () => ID, { description: 'The article whose certificate to print' }) articleId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificateDocumentType> {
    const { certificate, html, filename } = await this.certificatesService.document(ctx.user, parseId(articleId, 'articleId'));
    return { certificateId: certificate.id, html, filename };
  }

  @Authorized()
  @Query(() => CertificateCredentialType, {
    nullable: true,
    description:
      "The caller's signed credential for an article (GET /api/certificate/{articleId}/credential). Null, with a NOT_FOUND error, when the caller holds none.",
  })
  async certificateCredential(
    @Arg('articleId', () => ID, { description: 'The article whose signed credential to fetch' }) articleId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificateCredentialType> {
    const c = await this.certificatesService.credential(ctx.user, parseId(articleId, 'articleId'));
    return { certificateId: c.certificate.id, filename: c.filename, jwtFilename: c.jwtFilename, json: JSON.stringify(c.credential, null, 2), jws: c.jws };
  }

  @Public()
  @Query(() => CertificateVerificationType, { description: 'Public verification by certificate id; rate limited per IP.' })
  verifyCertificate(
    @Arg('certificateId', () => String, { description: 'The 26-character id printed on the certificate' }) certificateId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificateVerificationType> {
    return this.certificatesService.verify(checkCertificateId(certificateId), ctx.ip);
  }

  @Public()
  @Query(() => [CertificateVerificationType], {
    description:
      'Public verification of up to 100 certificate ids at once (POST /api/verify-certificates), in the order given; rate limited per IP, or per partner client for a client-credentials token with verify:bulk (a higher limit).',
  })
  verifyCertificates(
    @Arg('ids', () => [String], { description: 'Certificate ids to check, at most 100' }) ids: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificateVerificationType[]> {
    return this.certificatesService.verifyMany(checkCertificateIds(ids), ctx.ip, scopedClient(ctx.user, ctx.partner, 'verify:bulk'));
  }

  @Public()
  @Query(() => CertificateVerificationType, {
    description:
      'Public verification of a signed credential: the JWT, the JSON credential with its Data Integrity proof, or an earlier EnvelopedVerifiableCredential JSON; a Comprehensive Learner Record (ClrCredential) also has each credential inside it checked (credentials).',
  })
  verifyCredential(
    @Arg('credential', () => String, {
      description:
        'The credential file: the signed JWT, the JSON credential with its embedded Data Integrity proof, or an earlier EnvelopedVerifiableCredential JSON',
    })
    credential: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CertificateVerificationType> {
    return this.certificatesService.verifyCredential(checkCredential(credential), ctx.ip);
  }

  @Authorized('ADMIN')
  @Mutation(() => RevokeCertificatePayload, {
    description: 'Admins: revokes a certificate; verification then answers invalid with the reason. Revoking a revoked certificate keeps the first reason.',
  })
  async revokeCertificate(
    @Arg('input', () => RevokeCertificateInput, { description: 'The certificate and the reason' }) input: RevokeCertificateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RevokeCertificatePayload> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'certificateId' }, () => this.certificatesService.revoke(ctx.user, () => parseInput(revokeSchema, input))),
    );
    return { certificate: value ? certificateFields(value) : null, userErrors };
  }

  @Authorized()
  @Mutation(() => ReissueCertificatesToWalletPayload, {
    description:
      "Re-issues the caller's valid certificates to their bound wallet: each credential is signed again naming the wallet's did:key as credentialSubject.id; ids, dates, facts and revocation entries stay.",
  })
  async reissueCertificatesToWallet(@Ctx() ctx: GraphQLContext): Promise<ReissueCertificatesToWalletPayload> {
    const { value, userErrors } = await withUserErrors(() => this.certificatesService.reissueToWallet(ctx.user));
    return { reissued: value, userErrors };
  }
}
