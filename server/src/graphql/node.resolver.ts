import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { AppError, badInput } from '../errors';
import { Public } from './auth-checker';
import type { GraphQLContext } from './context';
import { fromGlobalId, type NodeTypeName } from './global-id';
import { asNode, NodeInterface } from './node';

/** The most ids one nodes(ids:) call takes (the cost limit counts each). */
export const NODES_MAX = 100;

/**
 * How to fetch one object of each Node type for the caller, applying the same rules as the field that
 * normally returns it. Null (or a NOT_FOUND, FORBIDDEN or UNAUTHENTICATED error, which node turns into null)
 * when the object does not exist or the caller may not see it.
 */
export type NodeFetchers = Record<NodeTypeName, (context: GraphQLContext, key: string) => Promise<object | null>>;

/** Refusals that say only "not for you": node answers them all with null, so nothing leaks. */
const HIDDEN = new Set<string>(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'PAYMENT_REQUIRED']);

@Resolver()
export class NodeResolver {
  constructor(private readonly fetchers: NodeFetchers) {}

  @Public()
  @Query(() => NodeInterface, {
    nullable: true,
    description:
      'The object with this global id (Relay global object identification), under the same rules as the field that normally returns it: null when there is no such object or the caller may not see it.',
  })
  node(@Arg('id', () => ID, { description: 'A global id, as an object’s id field gives it' }) id: string, @Ctx() ctx: GraphQLContext): Promise<object | null> {
    return this.fetch(ctx, id);
  }

  @Public()
  @Query(() => [NodeInterface], {
    nullable: 'items',
    description: `The objects with these global ids, in the same order, each null where node(id:) would be null. At most ${NODES_MAX} ids; the cost limit counts each.`,
  })
  async nodes(
    @Arg('ids', () => [ID], { description: `Global ids, at most ${NODES_MAX}` }) ids: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Array<object | null>> {
    if (ids.length > NODES_MAX) throw badInput(`ids must hold at most ${NODES_MAX} ids`, { fields: { ids: `At most ${NODES_MAX}` } });
    return Promise.all(ids.map((id) => this.fetch(ctx, id)));
  }

  private async fetch(ctx: GraphQLContext, id: string): Promise<object | null> {
    const decoded = fromGlobalId(id);
    if (!decoded) return null;
    try {
      const found = await this.fetchers[decoded.type](ctx, decoded.key);
      return found ? asNode(decoded.type, found) : null;
    } catch (error) {
      if (error instanceof AppError && HIDDEN.has(error.code)) return null;
      throw error;
    }
  }
}
