import { Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import { buildAppConfig, type AppConfigSource } from './app-config.service';
import { AppConfigType } from './app-config.types';

@Resolver()
export class AppConfigResolver {
  constructor(private readonly config: AppConfigSource) {}

  @Public()
  @Query(() => AppConfigType, { description: 'Product name, support contact, accreditation body and plans; open to visitors.' })
  appConfig(): AppConfigType {
    return buildAppConfig(this.config);
  }
}
