import { CategoryEnum } from '../../graphql/enums';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MonthlyAllowanceType } from '../assessment/allowance/allowance.types';
import { NewsItemType } from '../news/news.types';
import type { MonthStatus, TrendDirection } from './points-history';

const MonthStatusEnum = { PAST: 'PAST', CURRENT: 'CURRENT', FUTURE: 'FUTURE' } as const satisfies Record<MonthStatus, MonthStatus>;
registerEnumType(MonthStatusEnum, {
  name: 'MonthStatus',
  description: 'Where a month of the selected year lies against the current UTC month',
  valuesConfig: {
    PAST: { description: 'The month has ended' },
    CURRENT: { description: 'The current month' },
    FUTURE: { description: 'The month has not begun' },
  },
});

const TrendDirectionEnum = { UP: 'UP', DOWN: 'DOWN', FLAT: 'FLAT' } as const satisfies Record<TrendDirection, TrendDirection>;
registerEnumType(TrendDirectionEnum, {
  name: 'TrendDirection',
  description: "This month's points against the previous month's",
  valuesConfig: {
    UP: { description: 'More points than the previous month' },
    DOWN: { description: 'Fewer points than the previous month' },
    FLAT: { description: 'As many points as the previous month' },
  },
});

@ObjectType('DashboardStats', { simpleResolvers: true, description: 'The four stat cards.' })
export class DashboardStatsType {
  @Field(() => Float, { description: 'PE points earned over all years' }) totalPoints: number;
  @Field(() => Int, { description: 'Articles completed (tests passed) over all years' }) completedCount: number;
  @Field(() => Float, { description: 'Points earned in the selected year' }) yearPoints: number;
  @Field(() => Int, { description: 'yearPoints against the annual goal, whole percent, not capped' }) progressPercent: number;
  @Field(() => Float, { description: 'PE points to earn per year (10)' }) annualGoal: number;
  @Field(() => Float, { description: 'Points of every outside activity (CPD logged from elsewhere), all years; not part of totalPoints' })
  outsideTotalPoints: number;
  @Field(() => Float, { description: 'Points of outside activities dated in the selected year; not part of yearPoints' }) outsideYearPoints: number;
  @Field(() => Int, { description: 'How many outside activities the member has logged, all years' }) outsideActivityCount: number;
  @Field(() => Float, { description: 'yearPoints plus outsideYearPoints: everything the member has for the selected year' }) yearTotalPoints: number;
}

@ObjectType('MonthPoints', { description: 'PE points and completions of one month of the selected year.', simpleResolvers: true })
export class MonthPointsType {
  @Field(() => Int, { description: '1-12' }) month: number;
  @Field(() => Float, { description: 'PE points earned in the month' }) points: number;
  @Field(() => Int, { description: 'Tests passed in the month' }) completions: number;
  @Field(() => Float, { description: 'Points of outside activities dated in this month; not part of points' }) outsidePoints: number;
  @Field(() => Int, { description: 'How many outside activities are dated in this month (the chart stacks their points on the Leerpunt bar)' })
  outsideActivities: number;
  @Field(() => MonthStatusEnum, { description: 'Whether the month is past, current or still to come' }) status: MonthStatus;
}

@ObjectType('YearPoints', { description: 'PE points and completions of one calendar year.', simpleResolvers: true })
export class YearPointsType {
  @Field(() => Int, { description: 'The calendar year' }) year: number;
  @Field(() => Float, { description: 'PE points earned in the year' }) points: number;
  @Field(() => Int, { description: 'Tests passed in the year' }) completions: number;
  @Field(() => Float, { description: 'Points of outside activities dated in this year; not part of points' }) outsidePoints: number;
  @Field(() => Int, { description: 'How many outside activities are dated in this year' }) outsideActivities: number;
}

@ObjectType('PointsHistory', { simpleResolvers: true, description: 'Points per month of the selected year, this month and the trend, and points per year.' })
export class PointsHistoryType {
  @Field(() => [Int], { description: 'Years to choose from, newest first' }) years: number[];
  @Field(() => Int, { description: 'The selected year' }) year: number;
  @Field(() => [MonthPointsType], { description: 'January to December of the selected year' }) months: MonthPointsType[];
  @Field(() => Float, { description: 'PE points earned in the selected year' }) pointsForYear: number;
  @Field(() => Int, { description: 'Tests passed in the selected year' }) completionsForYear: number;
  @Field(() => Float, { description: 'Points for the year over its elapsed months' }) averagePerMonth: number;
  @Field(() => Float, { description: 'Points of the current calendar month' }) thisMonth: number;
  @Field(() => Float, { description: 'PE points of the calendar month before the current one' }) previousMonth: number;
  @Field(() => Int, { description: 'Change of this month against the previous one, whole percent' }) trendPercent: number;
  @Field(() => TrendDirectionEnum, { description: 'Whether this month is above, below or level with the previous month' }) trendDirection: TrendDirection;
  @Field(() => Int, { description: 'Tests passed in the current calendar month' }) completionsThisMonth: number;
  @Field(() => [YearPointsType], { description: 'Every year with a completion or an outside activity, oldest first' }) yearly: YearPointsType[];
  @Field(() => Boolean, { description: 'No completion at all yet' }) empty: boolean;
}

@ObjectType('RecommendedArticle', { simpleResolvers: true, description: 'An uncompleted article ranked by the recommendation score.' })
export class RecommendedArticleType {
  @Field(() => ID, { description: 'The article id' }) id: number;
  @Field(() => String, { description: 'The article title' }) title: string;
  @Field(() => CategoryEnum, { description: 'The main category of the article' }) category: string;
  @Field(() => Float, { description: 'PE points the article is worth' }) pePointsValue: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) publicationDate: string | null;
  @Field(() => Float, { description: "How well the article matches the member's professions (higher is better, two decimals); for ordering only" })
  score: number;
}

@ObjectType('DashboardAccess', { simpleResolvers: true, description: "What the member's plan unlocks on the dashboard." })
export class DashboardAccessType {
  @Field(() => String, { nullable: true, description: 'Plan id, null without a recognised plan' }) plan: string | null;
  @Field(() => Boolean, { description: 'True on the yearly Professional plan with an active subscription, or for admins' }) isProfessional: boolean;
  @Field(() => Boolean, { description: 'True when the plan allows taking tests' }) canTakeTests: boolean;
  @Field(() => Boolean, { description: 'True on Professional Monthly, where tests draw on the monthly allowance' }) isMonthly: boolean;
  @Field(() => Boolean, { description: 'True when the member may ask the AI assistant' }) canUseAssistant: boolean;
  @Field(() => Boolean, { description: 'Points, stats and history are part of the plan (false: shown locked)' }) hasProgress: boolean;
}

@ObjectType('RevokedCertificate', { simpleResolvers: true, description: "A certificate of the member's that an administrator revoked." })
export class RevokedCertificateType {
  @Field(() => String, { description: 'The certificate id' }) certificateId: string;
  @Field(() => ID, { description: 'The article the certificate was for' }) articleId: number;
  @Field(() => String, { description: 'The article title the certificate states' }) articleTitle: string;
  @Field(() => Float, { description: 'PE points the certificate carried; they count in no total any more' }) pePoints: number;
  @Field(() => Date, { description: 'When it was revoked' }) revokedAt: Date;
  @Field(() => String, { nullable: true, description: 'Why it was revoked' }) reason: string | null;
}

@ObjectType('Dashboard', { simpleResolvers: true, description: "The signed-in member's start page in one query." })
export class DashboardType {
  @Field(() => ID, { description: 'userId:year' }) id: string;
  @Field(() => Int, { description: 'The selected year the stats and history are for' }) year: number;
  @Field(() => DashboardStatsType, { description: 'Totals for the stat cards' }) stats: DashboardStatsType;
  @Field(() => MonthlyAllowanceType, { description: 'The monthly PE allowance (meaningful on Professional Monthly)' }) allowance: MonthlyAllowanceType;
  @Field(() => [RecommendedArticleType], { description: 'Up to 3 uncompleted articles, best match first' }) recommendedArticles: RecommendedArticleType[];
  @Field(() => PointsHistoryType, { description: 'Points per month and year, with the trend' }) pointsHistory: PointsHistoryType;
  @Field(() => [NewsItemType], { description: 'Up to 3 newest published news items' }) latestNews: NewsItemType[];
  @Field(() => DashboardAccessType, { description: 'What the plan unlocks' }) access: DashboardAccessType;
  @Field(() => [RevokedCertificateType], {
    description: 'Certificates an administrator revoked, newest first; their points are in no total of stats or pointsHistory',
  })
  revokedCertificates: RevokedCertificateType[];
}
