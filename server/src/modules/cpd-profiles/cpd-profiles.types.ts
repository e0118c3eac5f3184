import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LIMITS } from '@leerpunt/shared/limits';
import { UserError } from '../../graphql/user-errors';
import type { CpdStatus } from './cpd-standing';

const CycleStartEnum = { CALENDAR_YEAR: 'CALENDAR_YEAR', MEMBER_CHOSEN: 'MEMBER_CHOSEN' } as const;
export type CycleStartName = keyof typeof CycleStartEnum;
registerEnumType(CycleStartEnum, {
  name: 'CpdCycleStart',
  description: 'How a body’s CPD cycles are placed in time.',
  valuesConfig: {
    CALENDAR_YEAR: { description: 'Cycles follow calendar years (from the profile’s anchor year when a cycle is longer than a year)' },
    MEMBER_CHOSEN: { description: 'Each member’s cycle starts in their own year (e.g. their registration date); they give it when choosing the body' },
  },
});

const CpdStatusEnum = { ON_TRACK: 'ON_TRACK', BEHIND: 'BEHIND', NO_TARGET: 'NO_TARGET' } as const satisfies Record<CpdStatus, CpdStatus>;
registerEnumType(CpdStatusEnum, {
  name: 'CpdStatus',
  description: 'Where the member stands in the current cycle.',
  valuesConfig: {
    ON_TRACK: { description: 'Every past year met its minimum and the cycle holds at least its pro-rata share of each figure' },
    BEHIND: { description: 'A past year missed its minimum, or the cycle holds less than its pro-rata share of a figure' },
    NO_TARGET: { description: 'The body publishes no figure this profile can count (see the profile’s note)' },
  },
});

const EntryKindEnum = { COMPLETION: 'COMPLETION', OUTSIDE_ACTIVITY: 'OUTSIDE_ACTIVITY' } as const;
export type EntryKindName = keyof typeof EntryKindEnum;
registerEnumType(EntryKindEnum, {
  name: 'CpdEntryKind',
  description: 'What an entry of the CPD record is.',
  valuesConfig: {
    COMPLETION: { description: 'A passed test with its certificate' },
    OUTSIDE_ACTIVITY: { description: 'CPD the member logged from elsewhere' },
  },
});

@ObjectType('CpdProfileCategory', { simpleResolvers: true, description: 'A part of the requirement that must come from certain fields.' })
export class CpdProfileCategoryType {
  @Field(() => String, { description: 'What the body calls it' }) label: string;
  @Field(() => Float, { description: 'Least credit from these fields per cycle' }) minimumPerCycle: number;
  @Field(() => [String], { description: 'Categories whose entries count toward it (case-insensitive)' }) matches: string[];
}

@ObjectType('CpdProfile', {
  simpleResolvers: true,
  description:
    'A professional body’s CPD requirement as this deployment describes it. Figures are null where the body sets none or none was found published (the note says which).',
})
export class CpdProfileType {
  @Field(() => ID, { description: 'Profile id, e.g. nova-nl' }) id: string;
  @Field(() => String, { description: 'The body (and route) the profile describes' }) body: string;
  @Field(() => String, { description: 'ISO country code' }) country: string;
  @Field(() => String, { description: 'The profession it is for' }) profession: string;
  @Field(() => String, { description: 'What the body calls its unit (points, units, hours)' }) unitLabel: string;
  @Field(() => Int, { description: 'Cycle length in years' }) cycleYears: number;
  @Field(() => CycleStartEnum, { description: 'How cycles are placed in time' }) cycleStart: CycleStartName;
  @Field(() => Float, { nullable: true, description: 'Credit required per cycle' }) totalPerCycle: number | null;
  @Field(() => Float, { nullable: true, description: 'Least credit in each calendar year' }) minimumPerYear: number | null;
  @Field(() => Float, { nullable: true, description: 'Least verifiable credit per cycle' }) verifiableMinimumPerCycle: number | null;
  @Field(() => Float, { nullable: true, description: 'Least share (0–1) of the credit that must be verifiable' }) verifiableMinimumShare: number | null;
  @Field(() => [CpdProfileCategoryType], { description: 'Parts that must come from certain fields' }) categories: CpdProfileCategoryType[];
  @Field(() => Float, { nullable: true, description: 'Most surplus credit one year may carry into the next; null: none' }) carryOverMaxPerYear: number | null;
  @Field(() => Boolean, { description: 'The body asks for a reflection on each entry' }) reflectionRequired: boolean;
  @Field(() => String, { description: 'Where the rules were read' }) sourceUrl: string;
  @Field(() => String, { description: 'When they were last checked, YYYY-MM-DD' }) checkedOn: string;
  @Field(() => String, { description: 'What the profile leaves out; the member must check with their body' }) note: string;
}

@ObjectType('CpdBodyChoice', { simpleResolvers: true, description: 'A professional body the member follows.' })
export class CpdBodyChoiceType {
  @Field(() => CpdProfileType, { description: 'The body’s profile' }) profile: CpdProfileType;
  @Field(() => Int, { nullable: true, description: 'The year the member’s cycles count from (MEMBER_CHOSEN profiles); null otherwise' })
  cycleStartYear: number | null;
}

@ObjectType('CpdReflection', { simpleResolvers: true, description: 'The member’s reflection on one entry of their record.' })
export class CpdReflectionType {
  @Field(() => String, { nullable: true, description: 'What I learned' }) learned: string | null;
  @Field(() => String, { nullable: true, description: 'How I will apply it' }) application: string | null;
  @Field(() => Date, { description: 'When it was last written' }) updatedAt: Date;
}

@ObjectType('CpdEntry', { simpleResolvers: true, description: 'A completion or outside activity as it counts for a body.' })
export class CpdEntryType {
  @Field(() => ID, { description: 'The completion id or the outside activity id (with kind, what saveCpdReflection takes)' }) id: string;
  @Field(() => EntryKindEnum, { description: 'Completion or outside activity' }) kind: EntryKindName;
  @Field(() => String, { description: 'Day, YYYY-MM-DD (UTC for completions)' }) date: string;
  @Field(() => String, { description: 'Title' }) title: string;
  @Field(() => String, { description: 'Category (field of study)' }) category: string;
  @Field(() => Float, { description: 'Hours it counts for (a certificate’s PE points as study hours)' }) hours: number;
  @Field(() => Boolean, { description: 'A standing certificate, or an outside activity with an evidence file' }) verifiable: boolean;
  @Field(() => CpdReflectionType, { nullable: true, description: 'The member’s reflection; null when none was written' }) reflection: CpdReflectionType | null;
}

@ObjectType('CpdYearStanding', { simpleResolvers: true, description: 'One calendar year of a cycle.' })
export class CpdYearStandingType {
  @Field(() => Int, { description: 'The year' }) year: number;
  @Field(() => Float, { description: 'Credit dated in the year' }) credited: number;
  @Field(() => Float, { description: 'Surplus carried in from the year before' }) carriedIn: number;
  @Field(() => Float, { nullable: true, description: 'The yearly minimum; null: none' }) required: number | null;
  @Field(() => Float, { description: 'Still missing for the yearly minimum' }) missing: number;
}

@ObjectType('CpdCategoryStanding', { simpleResolvers: true, description: 'Credit from certain fields against the body’s minimum.' })
export class CpdCategoryStandingType {
  @Field(() => String, { description: 'What the body calls it' }) label: string;
  @Field(() => Float, { description: 'Credit so far in the cycle' }) credited: number;
  @Field(() => Float, { description: 'Minimum per cycle' }) required: number;
  @Field(() => Boolean, { description: 'The minimum is reached' }) met: boolean;
}

@ObjectType('CpdSuggestion', { simpleResolvers: true, description: 'A library item in the member’s profession that would help close a gap.' })
export class CpdSuggestionType {
  @Field(() => ID, { description: 'The article id' }) id: number;
  @Field(() => String, { description: 'The article title' }) title: string;
  @Field(() => String, { description: 'Its category' }) category: string;
  @Field(() => Float, { description: 'PE points it is worth' }) pePointsValue: number;
}

@ObjectType('CpdBodyStanding', { simpleResolvers: true, description: 'The member’s standing with one chosen body in its current cycle.' })
export class CpdBodyStandingType {
  @Field(() => ID, { description: 'profileId:cycleStartYear' }) id: string;
  @Field(() => CpdProfileType, { description: 'The body’s profile' }) profile: CpdProfileType;
  @Field(() => Int, { description: 'First year of the current cycle' }) cycleStartYear: number;
  @Field(() => Int, { description: 'Last year of the current cycle' }) cycleEndYear: number;
  @Field(() => Float, { description: 'Credit so far in the cycle (with what was carried in)' }) credited: number;
  @Field(() => Float, { description: 'Surplus carried into the cycle from the year before' }) carriedIn: number;
  @Field(() => Float, { nullable: true, description: 'Credit required for the cycle; null: no total' }) required: number | null;
  @Field(() => Float, { description: 'Still missing for the cycle total' }) missingTotal: number;
  @Field(() => Float, { description: 'Still missing for this year’s minimum' }) missingThisYear: number;
  @Field(() => Float, { description: 'Verifiable credit so far' }) verifiableCredited: number;
  @Field(() => Float, { nullable: true, description: 'Verifiable credit required; null: none' }) verifiableRequired: number | null;
  @Field(() => Boolean, { description: 'The verifiable requirement is reached (true when there is none)' }) verifiableMet: boolean;
  @Field(() => [CpdCategoryStandingType], { description: 'Credit per required field' }) categories: CpdCategoryStandingType[];
  @Field(() => [CpdYearStandingType], { description: 'Each year of the cycle' }) years: CpdYearStandingType[];
  @Field(() => CpdStatusEnum, { description: 'On track, behind, or no target' }) status: CpdStatus;
  @Field(() => Boolean, { description: 'Every figure of the cycle is reached already' }) complete: boolean;
  @Field(() => Float, { description: 'Credit that would close the gap now (0: none)' }) gap: number;
  @Field(() => [CpdSuggestionType], { description: 'Up to three library items in the member’s profession when there is a gap' })
  suggestions: CpdSuggestionType[];
  @Field(() => [CpdEntryType], {
    description: `Entries of the cycle that lack the reflection the body asks for, newest first, at most ${LIMITS.cpdEntriesListed}`,
  })
  entriesWithoutReflection: CpdEntryType[];
  @Field(() => Int, { description: 'How many entries of the cycle lack the reflection the body asks for' }) entriesWithoutReflectionCount: number;
}

@InputType('CpdBodyChoiceInput', { description: 'One body to follow.' })
export class CpdBodyChoiceInput {
  @Field(() => ID, { description: 'A CpdProfile id' }) profileId: string;
  @Field(() => Int, { nullable: true, description: 'The year the current cycle started; required for MEMBER_CHOSEN profiles, ignored otherwise' })
  cycleStartYear?: number | null;
}

@InputType('ChooseCpdBodiesInput', { description: `The bodies the member follows (the whole list, at most ${LIMITS.cpdBodiesMax}; empty: none).` })
export class ChooseCpdBodiesInput {
  @Field(() => [CpdBodyChoiceInput], { description: 'The chosen bodies, in the order to show them' }) choices: CpdBodyChoiceInput[];
}

@ObjectType('ChooseCpdBodiesPayload', { simpleResolvers: true, description: 'Result of choosing bodies.' })
export class ChooseCpdBodiesPayloadType {
  @Field(() => [CpdBodyChoiceType], { nullable: true, description: 'The bodies as stored; null when userErrors is not empty' }) choices:
    CpdBodyChoiceType[] | null;
  @Field(() => [UserError], {
    description: 'An unknown profile, a body chosen twice, too many bodies or a missing or invalid start year (BAD_USER_INPUT); empty on success',
  })
  userErrors: UserError[];
}

@InputType('SaveCpdReflectionInput', {
  description: `A reflection on one of the caller’s entries: at least one part, each at most ${LIMITS.reflectionFieldMax} characters.`,
})
export class SaveCpdReflectionInput {
  @Field(() => EntryKindEnum, { description: 'Completion or outside activity' }) entryKind: EntryKindName;
  @Field(() => ID, { description: 'The completion id or outside activity id' }) entryId: string;
  @Field(() => String, { nullable: true, description: 'What I learned' }) learned?: string | null;
  @Field(() => String, { nullable: true, description: 'How I will apply it' }) application?: string | null;
}

@ObjectType('SaveCpdReflectionPayload', { simpleResolvers: true, description: 'Result of writing a reflection.' })
export class SaveCpdReflectionPayloadType {
  @Field(() => CpdEntryType, { nullable: true, description: 'The entry with its reflection; null when userErrors is not empty' }) entry: CpdEntryType | null;
  @Field(() => [UserError], {
    description:
      'Both parts empty or one too long (BAD_USER_INPUT), or an entry that is not one of the caller’s (NOT_FOUND, field ["entryId"]); empty on success',
  })
  userErrors: UserError[];
}
