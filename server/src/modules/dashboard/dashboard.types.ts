import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MonthlyAllowanceType } from '../allowance/allowance.types';
import { NewsItemType } from '../news/news.types';
import type { MonthStatus, TrendDirection } from './points-history';

const MonthStatusEnum = { PAST: 'PAST', CURRENT: 'CURRENT', FUTURE: 'FUTURE' } as const satisfies Record<MonthStatus, MonthStatus>;
registerEnumType(MonthStatusEnum, { name: 'MonthStatus', description: 'Where a month of the selected year lies against the current UTC month' });

const TrendDirectionEnum = { UP: 'UP', DOWN: 'DOWN', FLAT: 'FLAT' } as const satisfies Record<TrendDirection, TrendDirection>;
registerEnumType(TrendDirectionEnum, { name: 'TrendDirection' });

@ObjectType('DashboardStats', { simpleResolvers: true, description: 'The four stat cards.' })
export class DashboardStatsType {
  @Field(() => Float) totalPoints: number;
  @Field(() => Int) completedCount: number;
  @Field(() => Float, { description: 'Points earned in the selected year' }) yearPoints: number;
  @Field(() => Int, { description: 'yearPoints against the annual goal, whole percent, not capped' }) progressPercent: number;
  @Field(() => Float) annualGoal: number;
  @Field(() => Float, { description: 'Points of every outside activity (CPD logged from elsewhere), all years; not part of totalPoints' }) outsideTotalPoints: number;
  @Field(() => Float, { description: 'Points of outside activities dated in the selected year; not part of yearPoints' }) outsideYearPoints: number;
  @Field(() => Int, { description: 'How many outside activities the member has logged, all years' }) outsideActivityCount: number;
  @Field(() => Float, { description: 'yearPoints plus outsideYearPoints: everything the member has for the selected year' }) yearTotalPoints: number;
}

@ObjectType('MonthPoints', { simpleResolvers: true })
export class MonthPointsType {
  @Field(() => Int, { description: '1-12' }) month: number;
  @Field(() => Float) points: number;
  @Field(() => Int) completions: number;
  @Field(() => Float, { description: 'Points of outside activities dated in this month; not part of points' }) outsidePoints: number;
  @Field(() => MonthStatusEnum) status: MonthStatus;
}

@ObjectType('YearPoints', { simpleResolvers: true })
export class YearPointsType {
  @Field(() => Int) year: number;
  @Field(() => Float) points: number;
  @Field(() => Int) completions: number;
  @Field(() => Float, { description: 'Points of outside activities dated in this year; not part of points' }) outsidePoints: number;
  @Field(() => Int, { description: 'How many outside activities are dated in this year' }) outsideActivities: number;
}

@ObjectType('PointsHistory', { simpleResolvers: true, description: 'Points per month of the selected year, this month and the trend, and points per year.' })
export class PointsHistoryType {
  @Field(() => [Int], { description: 'Years to choose from, newest first' }) years: number[];
  @Field(() => Int) year: number;
  @Field(() => [MonthPointsType], { description: 'January to December of the selected year' }) months: MonthPointsType[];
  @Field(() => Float) pointsForYear: number;
  @Field(() => Int) completionsForYear: number;
  @Field(() => Float, { description: 'Points for the year over its elapsed months' }) averagePerMonth: number;
  @Field(() => Float, { description: 'Points of the current calendar month' }) thisMonth: number;
  @Field(() => Float) previousMonth: number;
  @Field(() => Int, { description: 'Change of this month against the previous one, whole percent' }) trendPercent: number;
  @Field(() => TrendDirectionEnum) trendDirection: TrendDirection;
  @Field(() => Int) completionsThisMonth: number;
  @Field(() => [YearPointsType], { description: 'Every year with a completion or an outside activity, oldest first' }) yearly: YearPointsType[];
  @Field(() => Boolean, { description: 'No completion at all yet' }) empty: boolean;
}

@ObjectType('RecommendedArticle', { simpleResolvers: true, description: 'An uncompleted article ranked by the recommendation score.' })
export class RecommendedArticleType {
  @Field(() => Int) id: number;
  @Field(() => String) title: string;
  @Field(() => String) category: string;
  @Field(() => Float) pePointsValue: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) publicationDate: string | null;
  @Field(() => Float) score: number;
}

@ObjectType('DashboardAccess', { simpleResolvers: true, description: "What the member's plan unlocks on the dashboard." })
export class DashboardAccessType {
  @Field(() => String, { nullable: true, description: 'Plan id, null without a recognised plan' }) plan: string | null;
  @Field(() => Boolean) isProfessional: boolean;
  @Field(() => Boolean) canTakeTests: boolean;
  @Field(() => Boolean) isMonthly: boolean;
  @Field(() => Boolean) canUseAssistant: boolean;
  @Field(() => Boolean, { description: 'Points, stats and history are part of the plan (false: shown locked)' }) hasProgress: boolean;
}

@ObjectType('Dashboard', { simpleResolvers: true, description: "The signed-in member's start page in one query." })
export class DashboardType {
  @Field(() => ID, { description: 'userId:year' }) id: string;
  @Field(() => Int) year: number;
  @Field(() => DashboardStatsType) stats: DashboardStatsType;
  @Field(() => MonthlyAllowanceType) allowance: MonthlyAllowanceType;
  @Field(() => [RecommendedArticleType]) recommendedArticles: RecommendedArticleType[];
  @Field(() => PointsHistoryType) pointsHistory: PointsHistoryType;
  @Field(() => [NewsItemType]) latestNews: NewsItemType[];
  @Field(() => DashboardAccessType) access: DashboardAccessType;
}
