import { registerEnumType } from 'type-graphql';
import { CATEGORIES, DIFFICULTY_LEVELS, enumKey, NEWS_TYPES, REQUEST_LANGUAGES } from '@leerpunt/shared/catalog';

type Values = { description: string };

/**
 * An enum whose GraphQL names are enumKey(value) and whose internal values are the stored strings, so resolvers,
 * services and the REST facade keep working with the stored values.
 */
function listEnum<T extends string>(values: readonly T[], name: string, description: string, describe: (v: T) => string) {
  const e = Object.fromEntries(values.map((v) => [enumKey(v), v])) as Record<string, T>;
  const valuesConfig = Object.fromEntries(values.map((v) => [enumKey(v), { description: describe(v) } satisfies Values]));
  registerEnumType(e, { name, description, valuesConfig });
  return e;
}

export const CategoryEnum = listEnum(
  CATEGORIES,
  'Category',
  'A field of study of the library; printed on certificates as the field of study. The REST facade uses the display name.',
  (v) => `Display name: ${v}`,
);

export const LanguageEnum = listEnum(
  REQUEST_LANGUAGES,
  'Language',
  'A content language. Library articles are in English, Dutch, German or Spanish; article requests may ask for any of these.',
  (v) => `Display name: ${v}`,
);

export const DifficultyLevelEnum = listEnum(DIFFICULTY_LEVELS, 'DifficultyLevel', 'How much prior knowledge an article assumes.', (v) =>
  v === 'Beginner'
    ? 'No prior knowledge of the subject needed'
    : v === 'Intermediate'
      ? 'Assumes working knowledge of the subject'
      : 'For specialists in the subject',
);

export const NewsTypeEnum = listEnum(
  NEWS_TYPES,
  'NewsType',
  'The kind of a news entry, shown as its badge.',
  (v) =>
    ({
      news: 'General news',
      feature: 'A new or changed feature of the product',
      announcement: 'An announcement to all members',
      update: 'An update to the library or to a policy',
    })[v],
);

export const DiscountKindEnum = { PERCENT: 'percent', FIXED: 'fixed' } as const;
registerEnumType(DiscountKindEnum, {
  name: 'DiscountKind',
  description: 'How a discount code takes money off',
  valuesConfig: {
    PERCENT: { description: 'value is a percentage of the plan price (0-100), rounded to the cent' },
    FIXED: { description: 'value is an amount in EUR cents, never more than the plan price' },
  },
});

export const BillingIntervalEnum = { YEAR: 'year', MONTH: 'month' } as const;
registerEnumType(BillingIntervalEnum, {
  name: 'BillingInterval',
  description: 'How often a paid plan is charged',
  valuesConfig: { YEAR: { description: 'Charged once a year' }, MONTH: { description: 'Charged every month' } },
});

// The values are the enum's names: the page's inlined configuration carries them as the API answers them.
export const QuestionSourceEnum = { CURATED: 'CURATED', CURATED_AI_REVIEWED: 'CURATED_AI_REVIEWED', CURATED_OR_GENERATED: 'CURATED_OR_GENERATED' } as const;
registerEnumType(QuestionSourceEnum, {
  name: 'QuestionSource',
  description: "Where a deployment's test questions come from",
  valuesConfig: {
    CURATED: { description: "Only the items' approved question banks: curated, or written or approved by an admin" },
    CURATED_AI_REVIEWED: { description: 'The approved question banks, some of whose items an admin approved from AI drafts' },
    CURATED_OR_GENERATED: {
      description: 'The approved question banks; an item without approved questions is tested on generated drafts that passed the automatic checks',
    },
  },
});

export const PaymentProviderEnum = { STRIPE: 'stripe', SANDBOX: 'sandbox' } as const;
registerEnumType(PaymentProviderEnum, {
  name: 'PaymentProvider',
  description: 'Which payment provider this deployment uses',
  valuesConfig: {
    STRIPE: { description: 'Stripe: real payments' },
    SANDBOX: { description: 'The built-in test provider (TEST MODE): no money is charged' },
  },
});

export const AnswerOptionEnum = { A: 'A', B: 'B', C: 'C', D: 'D' } as const;
registerEnumType(AnswerOptionEnum, {
  name: 'AnswerOption',
  description: 'One of the four options of a test question, as labelled in the attempt',
  valuesConfig: {
    A: { description: 'The option served as optionA' },
    B: { description: 'The option served as optionB' },
    C: { description: 'The option served as optionC' },
    D: { description: 'The option served as optionD' },
  },
});

export const SignatureAlgorithmEnum = { EDDSA: 'EdDSA', RS256: 'RS256', EDDSA_RDFC_2022: 'eddsa-rdfc-2022' } as const;
registerEnumType(SignatureAlgorithmEnum, {
  name: 'SignatureAlgorithm',
  description: 'How a credential is signed: the JWS algorithm of the JWT, or the cryptosuite of an embedded Data Integrity proof',
  valuesConfig: {
    EDDSA: { description: 'JWT: EdDSA with an Ed25519 key' },
    RS256: { description: 'JWT: RSASSA-PKCS1-v1_5 with SHA-256 and an RSA key' },
    EDDSA_RDFC_2022: { description: 'Data Integrity proof, cryptosuite eddsa-rdfc-2022 (Ed25519 over the RDFC-1.0 canonical form)' },
  },
});
