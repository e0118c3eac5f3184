import { NodeInterface } from '../../graphql/node';
import { SignatureAlgorithmEnum } from '../../graphql/enums';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';

@ObjectType('Certificate', { description: 'A certificate a member earned by passing the test of one article.', implements: NodeInterface })
export class CertificateType {
  @Field(() => ID, { description: 'Globally unique and opaque (node(id:) fetches the certificate); certificateId is what verifiers are given' }) id: string;
  @Field(() => String, { description: '26 characters, random; the public verification id' }) certificateId: string;
  @Field(() => ID, { description: 'The article whose test was passed' }) articleId: number;
  @Field(() => String, { description: 'The article title as printed on the certificate' }) articleTitle: string;
  @Field(() => String, { description: "The field of study (the article's category) as printed on the certificate" }) fieldOfStudy: string;
  @Field(() => Float, { description: 'PE points awarded' }) pePoints: number;
  @Field(() => Date, { description: 'When the test was passed' }) completedAt: Date;
  @Field(() => Boolean, { description: 'True when an administrator revoked the certificate; it then no longer verifies' }) revoked: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was revoked; null unless revoked' }) revocationReason: string | null;
}

@ObjectType('CertificateVerification', { description: 'Public answer about a certificate: no e-mail or other personal data beyond the name.' })
export class CertificateVerificationType {
  @Field(() => Boolean, { description: 'True only when the certificate exists, is not revoked and (if checked) its signature matches' }) valid: boolean;
  @Field(() => String, { description: 'The certificate id that was asked about' }) certificateId: string;
  @Field(() => String, { nullable: true, description: "The holder's name; null when the certificate is unknown" }) userName: string | null;
  @Field(() => String, { nullable: true, description: 'The article title; null when the certificate is unknown' }) articleTitle: string | null;
  @Field(() => Date, { nullable: true, description: 'When the test was passed; null when the certificate is unknown' }) completedAt: Date | null;
  @Field(() => Float, { nullable: true, description: 'PE points awarded; null when the certificate is unknown' }) pePoints: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the Ed25519-signed credential matches (null when not checked)' }) signatureValid:
    boolean | null;
  @Field(() => SignatureAlgorithmEnum, {
    nullable: true,
    description: 'How the matching signature was made (JWS algorithm or Data Integrity cryptosuite); null unless signatureValid',
  })
  signatureAlgorithm: string | null;
  @Field(() => Boolean, { description: 'True when an administrator revoked the certificate' }) revoked: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was revoked; null unless revoked' }) revocationReason: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null unless revoked' }) revokedAt: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the certificate could not be verified (for example an unknown id or a malformed credential); null when it was found',
  })
  error: string | null;
  @Field(() => [CertificateVerificationType], {
    nullable: true,
    description:
      'For a Comprehensive Learner Record (ClrCredential): the check of each credential inside it, in order, each with its own revocation; null for a single credential',
  })
  credentials?: CertificateVerificationType[] | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'For a Comprehensive Learner Record: how many self-reported activities it states (no proof or check of their own); null for a single credential',
  })
  selfReportedActivities?: number | null;
}

@ObjectType('CertificateDocument', { description: 'The printable HTML certificate, for download.' })
export class CertificateDocumentType {
  @Field(() => String, { description: 'The public verification id of the certificate' }) certificateId: string;
  @Field(() => String, { description: 'A suggested file name for saving the HTML' }) filename: string;
  @Field(() => String, { description: 'A self-contained HTML page, ready to print or save' }) html: string;
}

@ObjectType('CertificateCredential', { description: 'The signed credential (Open Badges 3.0 AchievementCredential, JWT proof with EdDSA).' })
export class CertificateCredentialType {
  @Field(() => String, { description: 'The public verification id of the certificate' }) certificateId: string;
  @Field(() => String, { description: 'File name of the decoded credential (.json)' }) filename: string;
  @Field(() => String, { description: 'File name of the signed JWT (.jwt)' }) jwtFilename: string;
  @Field(() => String, {
    description: 'The credential as JSON text: the JWT payload without its registered claims, with an embedded Data Integrity proof (eddsa-rdfc-2022)',
  })
  json: string;
  @Field(() => String, { description: 'The signed credential as a compact JWT' }) jws: string;
}

export const { Edge: CertificateEdge, Connection: CertificateConnection } = connectionTypes<CertificateType>('Certificate', () => CertificateType, {
  one: 'certificate',
  many: 'certificates',
  node: 'The certificate',
  connection: "A member's certificates, newest first, a page at a time.",
  totalCount: "All the member's certificates, over every page",
});
export type CertificateEdge = InstanceType<typeof CertificateEdge>;
export type CertificateConnection = InstanceType<typeof CertificateConnection>;

@InputType('RevokeCertificateInput', { description: 'A certificate to revoke, with the reason verification will show.' })
export class RevokeCertificateInput {
  @Field(() => String, { description: 'The certificate id (26 characters; case, spaces and dashes are ignored)' }) certificateId: string;
  @Field(() => String, { description: 'Why it is revoked, 1 to 500 characters; shown to anyone who verifies it' }) reason: string;
}

@ObjectType('RevokeCertificatePayload', { description: 'Result of revokeCertificate.', simpleResolvers: true })
export class RevokeCertificatePayload {
  @Field(() => CertificateType, { nullable: true, description: 'The certificate as stored now (revoked); null when userErrors is not empty' })
  certificate: CertificateType | null;
  @Field(() => [UserError], { description: 'Why nothing was revoked (invalid id or reason, unknown certificate); empty on success' }) userErrors: UserError[];
}

@ObjectType('ReissueCertificatesToWalletPayload', { description: 'Result of reissueCertificatesToWallet.', simpleResolvers: true })
export class ReissueCertificatesToWalletPayload {
  @Field(() => Int, { nullable: true, description: 'How many certificates were re-issued to the bound wallet; null when userErrors is not empty' })
  reissued: number | null;
  @Field(() => [UserError], { description: 'No wallet bound (BAD_USER_INPUT); empty on success' }) userErrors: UserError[];
}
