import { NodeInterface } from '../../graphql/node';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';

@ObjectType('PartnerScopeGrant', { description: 'A scope of a partner application with the plain-words sentence members read on the consent page.' })
export class PartnerScopeGrantType {
  @Field({ description: 'The scope, e.g. certificates:read' }) scope: string;
  @Field({ description: 'What the scope lets the application do, in plain words' }) description: string;
}

@ObjectType('PartnerClient', { description: 'A partner application registered as an OAuth 2.0 client (admins only).', implements: NodeInterface })
export class PartnerClientType {
  @Field(() => ID, { description: 'Globally unique and opaque; rotatePartnerClientSecret and revokePartnerClient take it' }) id: number;
  @Field(() => Int, { description: "The registration's number" }) databaseId?: number;
  @Field({ description: 'The client_id the partner sends to the authorisation server' }) clientId: string;
  @Field({ description: 'The name members see on the consent page' }) name: string;
  @Field(() => [String], { description: 'Exact redirect URIs of the authorization code flow (empty: client credentials only)' }) redirectUris: string[];
  @Field(() => [String], { description: 'The scopes the client may ask for' }) scopes: string[];
  @Field({ description: 'When it was registered (ISO 8601, UTC)' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When its secret was last replaced; null when never' }) secretRotatedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked (it can then neither get nor use tokens); null while in force' })
  revokedAt: Date | null;
}

export const { Edge: PartnerClientEdge, Connection: PartnerClientConnection } = connectionTypes<PartnerClientType>('PartnerClient', () => PartnerClientType, {
  one: 'partner client',
  many: 'partner clients',
  node: 'The partner client',
  connection: 'Registered partner clients, oldest first.',
  totalCount: 'How many partner clients are registered, revoked ones included',
});
export type PartnerClientConnection = InstanceType<typeof PartnerClientConnection>;

@ObjectType('ConnectedApplication', {
  description: 'A partner application the member allowed to read their data, and what it may read.',
  implements: NodeInterface,
})
export class ConnectedApplicationType {
  @Field(() => ID, { description: 'Globally unique and opaque; withdrawConsent takes it' }) id: number;
  @Field(() => Int, { description: "The consent's number" }) databaseId?: number;
  @Field({ description: "The application's client_id" }) clientId: string;
  @Field({ description: "The application's name" }) name: string;
  @Field(() => [PartnerScopeGrantType], { description: 'What the member allowed, each in plain words' }) scopes: PartnerScopeGrantType[];
  @Field({ description: 'When the member last allowed it (ISO 8601, UTC)' }) grantedAt: Date;
}

export const { Edge: ConnectedApplicationEdge, Connection: ConnectedApplicationConnection } = connectionTypes<ConnectedApplicationType>(
  'ConnectedApplication',
  () => ConnectedApplicationType,
  {
    one: 'connected application',
    many: 'connected applications',
    node: 'The connected application',
    connection: "The member's connected applications (consents in force), newest first.",
    totalCount: 'How many applications the member has connected',
  },
);
export type ConnectedApplicationConnection = InstanceType<typeof ConnectedApplicationConnection>;

@InputType('RegisterPartnerClientInput', { description: 'A partner application to register.' })
export class RegisterPartnerClientInput {
  @Field({ description: 'The name members see on the consent page, at most 200 characters' }) name: string;
  @Field(() => [String], {
    nullable: true,
    description: 'Exact redirect URIs for the authorization code flow (https; http only for localhost); none for a client-credentials-only client',
  })
  redirectUris?: string[] | null;
  @Field(() => [String], { description: 'Scopes the client may ask for: cpd_record:read, certificates:read, catalog:read, verify:bulk' }) scopes: string[];
}

@InputType('RotatePartnerClientSecretInput', { description: 'A partner client whose secret to replace.' })
export class RotatePartnerClientSecretInput {
  @Field(() => ID, { description: 'The registration id' }) id: string;
}

@InputType('RevokePartnerClientInput', { description: 'A partner client to revoke.' })
export class RevokePartnerClientInput {
  @Field(() => ID, { description: 'The registration id' }) id: string;
}

@InputType('WithdrawConsentInput', { description: 'A connected application to disconnect.' })
export class WithdrawConsentInput {
  @Field(() => ID, { description: 'The connected application id (its consent)' }) id: string;
}

@ObjectType('PartnerClientSecretPayload', { description: 'Result of registerPartnerClient and rotatePartnerClientSecret: the client and its new secret.' })
export class PartnerClientSecretPayload {
  @Field(() => PartnerClientType, { nullable: true, description: 'The client as stored now; null when userErrors is not empty' })
  partnerClient: PartnerClientType | null;
  @Field(() => String, { nullable: true, description: 'The client secret, shown this once (only its hash is kept); null when userErrors is not empty' })
  clientSecret: string | null;
  @Field(() => [UserError], { description: 'Why nothing changed; empty on success' }) userErrors: UserError[];
}

@ObjectType('RevokePartnerClientPayload', { description: 'Result of revokePartnerClient.' })
export class RevokePartnerClientPayload {
  @Field(() => PartnerClientType, { nullable: true, description: 'The revoked client; null when userErrors is not empty' })
  partnerClient: PartnerClientType | null;
  @Field(() => [UserError], { description: 'Why nothing changed (unknown client); empty on success' }) userErrors: UserError[];
}

@ObjectType('WithdrawConsentPayload', { description: 'Result of withdrawConsent.' })
export class WithdrawConsentPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the withdrawn consent; null when userErrors is not empty' }) withdrawnId: number | null;
  @Field(() => [UserError], { description: 'Why nothing changed (unknown consent); empty on success' }) userErrors: UserError[];
}
