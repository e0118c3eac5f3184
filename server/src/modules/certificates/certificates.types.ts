import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('Certificate')
export class CertificateType {
  @Field(() => String, { description: '26 characters, random; the public verification id' }) certificateId: string;
  @Field(() => Int) articleId: number;
  @Field(() => String) articleTitle: string;
  @Field(() => String) fieldOfStudy: string;
  @Field(() => Float) pePoints: number;
  @Field(() => Date) completedAt: Date;
  @Field(() => Boolean) revoked: boolean;
  @Field(() => String, { nullable: true }) revocationReason: string | null;
}

@ObjectType('CertificateVerification', { description: 'Public answer about a certificate: no e-mail or other personal data beyond the name.' })
export class CertificateVerificationType {
  @Field(() => Boolean) valid: boolean;
  @Field(() => String) certificateId: string;
  @Field(() => String, { nullable: true }) userName: string | null;
  @Field(() => String, { nullable: true }) articleTitle: string | null;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => Float, { nullable: true }) pePoints: number | null;
  @Field(() => Boolean, { nullable: true, description: "Whether the Ed25519-signed credential matches (null when not checked)" }) signatureValid: boolean | null;
  @Field(() => Boolean) revoked: boolean;
  @Field(() => String, { nullable: true }) revocationReason: string | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
  @Field(() => String, { nullable: true }) error: string | null;
}

@ObjectType('CertificateDocument', { description: 'The printable HTML certificate, for download.' })
export class CertificateDocumentType {
  @Field(() => String) certificateId: string;
  @Field(() => String) filename: string;
  @Field(() => String) html: string;
}

@ObjectType('CertificateCredential', { description: 'The signed credential (Open Badges 3.0 AchievementCredential, JWT proof with EdDSA).' })
export class CertificateCredentialType {
  @Field(() => String) certificateId: string;
  @Field(() => String, { description: 'File name of the decoded credential (.json)' }) filename: string;
  @Field(() => String, { description: 'File name of the signed JWT (.jwt)' }) jwtFilename: string;
  @Field(() => String, { description: 'The credential as JSON text (the decoded JWT payload)' }) json: string;
  @Field(() => String, { description: 'The signed credential as a compact JWT' }) jws: string;
}
