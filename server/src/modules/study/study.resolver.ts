import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { parseId } from '../../ids';
import { ArticleType } from '../articles/article.types';
import type { StudyService } from './study.service';
import { RecordStudyInput, RecordStudyPayload, StudyProgressType } from './study.types';

@Resolver(() => StudyProgressType)
export class StudyResolver {
  constructor(private readonly studyService: StudyService) {}

  @Authorized()
  @Mutation(() => RecordStudyPayload, {
    description:
      'A heartbeat of the reader while it shows the item and the page is visible (about every 20 seconds, and when it is shown or hidden; for a video whose player reports its state, while it plays and when it starts or stops). The server credits at most the time since the previous heartbeat of the member, for one item at a time, and nothing for a beat that says the video was not playing; the client sends no durations.',
  })
  async recordStudy(
    @Arg('input', () => RecordStudyInput, { description: 'The item the reader shows' }) input: RecordStudyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecordStudyPayload> {
    const articleId = parseId(input.articleId, 'articleId');
    const { value, userErrors } = await withUserErrors(() => this.studyService.beat(ctx.user, articleId, input.playing !== false));
    if (!value) return { progress: null, creditedSeconds: null, userErrors };
    const { creditedSeconds, ...progress } = value;
    return { progress, creditedSeconds: Math.floor(creditedSeconds), userErrors };
  }
}

@Resolver(() => ArticleType)
export class ArticleStudyProgressResolver {
  @FieldResolver(() => StudyProgressType, { nullable: true, description: "The signed-in member's recorded study of the item; null for visitors." })
  studyProgress(@Root() article: ArticleType, @Ctx() ctx: GraphQLContext): Promise<StudyProgressType | null> | null {
    if (!ctx.user) return null;
    return ctx.loaders.studyProgress.load({ user: ctx.user, articleId: article.id });
  }
}
