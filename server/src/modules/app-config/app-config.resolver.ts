import { Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { buildAppConfig } from './app-config.service';
import { AppConfigType } from './app-config.types';

@Resolver()
export class AppConfigResolver {
  @Public()
  @Query(() => AppConfigType, { description: 'Product name, support contact, accreditation body and plans; open to visitors.' })
  appConfig(@Ctx() ctx: GraphQLContext): AppConfigType {
    return buildAppConfig(ctx.services.config);
  }
}
