/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  emailConfirmed\n  isAdmin\n  subscriptionStatus\n  subscriptionPlan\n  pePointsEarned\n  profession\n  secondaryProfession\n  company\n  jobTitle\n  country\n  address\n  city\n  state\n  postalCode\n  phone\n  phoneCountryCode\n  licenseNumber\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    subscriptionRequired\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    userEmail\n    emailSent\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    ok\n    message\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    message\n    confirmed\n    alreadyConfirmed\n    subscriptionPlan\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ok\n  }\n}\n\nquery VerifyResetToken($token: String!) {\n  verifyResetToken(token: $token) {\n    email\n    userName\n  }\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ok\n  }\n}\n\nquery RegistrationOptions {\n  countries {\n    name\n    isoCode\n    phoneCode\n  }\n}\n\nquery AddressSuggestions($query: String!, $countryIso: String) {\n  addressSuggestions(query: $query, countryIso: $countryIso) {\n    label\n    city\n    state\n    country\n    postalCode\n  }\n}": typeof types.SessionUserFragmentDoc,
};
const documents: Documents = {
    "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  emailConfirmed\n  isAdmin\n  subscriptionStatus\n  subscriptionPlan\n  pePointsEarned\n  profession\n  secondaryProfession\n  company\n  jobTitle\n  country\n  address\n  city\n  state\n  postalCode\n  phone\n  phoneCountryCode\n  licenseNumber\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    subscriptionRequired\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    userEmail\n    emailSent\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    ok\n    message\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    message\n    confirmed\n    alreadyConfirmed\n    subscriptionPlan\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ok\n  }\n}\n\nquery VerifyResetToken($token: String!) {\n  verifyResetToken(token: $token) {\n    email\n    userName\n  }\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ok\n  }\n}\n\nquery RegistrationOptions {\n  countries {\n    name\n    isoCode\n    phoneCode\n  }\n}\n\nquery AddressSuggestions($query: String!, $countryIso: String) {\n  addressSuggestions(query: $query, countryIso: $countryIso) {\n    label\n    city\n    state\n    country\n    postalCode\n  }\n}": types.SessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  emailConfirmed\n  isAdmin\n  subscriptionStatus\n  subscriptionPlan\n  pePointsEarned\n  profession\n  secondaryProfession\n  company\n  jobTitle\n  country\n  address\n  city\n  state\n  postalCode\n  phone\n  phoneCountryCode\n  licenseNumber\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    subscriptionRequired\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    userEmail\n    emailSent\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    ok\n    message\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    message\n    confirmed\n    alreadyConfirmed\n    subscriptionPlan\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ok\n  }\n}\n\nquery VerifyResetToken($token: String!) {\n  verifyResetToken(token: $token) {\n    email\n    userName\n  }\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ok\n  }\n}\n\nquery RegistrationOptions {\n  countries {\n    name\n    isoCode\n    phoneCode\n  }\n}\n\nquery AddressSuggestions($query: String!, $countryIso: String) {\n  addressSuggestions(query: $query, countryIso: $countryIso) {\n    label\n    city\n    state\n    country\n    postalCode\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  emailConfirmed\n  isAdmin\n  subscriptionStatus\n  subscriptionPlan\n  pePointsEarned\n  profession\n  secondaryProfession\n  company\n  jobTitle\n  country\n  address\n  city\n  state\n  postalCode\n  phone\n  phoneCountryCode\n  licenseNumber\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    accessToken\n    subscriptionRequired\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    userEmail\n    emailSent\n  }\n}\n\nmutation ResendConfirmation($email: String!) {\n  resendConfirmation(email: $email) {\n    ok\n    message\n  }\n}\n\nmutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    message\n    confirmed\n    alreadyConfirmed\n    subscriptionPlan\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ok\n  }\n}\n\nquery VerifyResetToken($token: String!) {\n  verifyResetToken(token: $token) {\n    email\n    userName\n  }\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    ok\n  }\n}\n\nquery RegistrationOptions {\n  countries {\n    name\n    isoCode\n    phoneCode\n  }\n}\n\nquery AddressSuggestions($query: String!, $countryIso: String) {\n  addressSuggestions(query: $query, countryIso: $countryIso) {\n    label\n    city\n    state\n    country\n    postalCode\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;