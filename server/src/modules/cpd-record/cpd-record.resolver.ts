import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { CpdRecordService } from './cpd-record.service';

@ObjectType('LearnerRecordCredential', {
  description: "The member's CPD record as a signed 1EdTech Comprehensive Learner Record 2.0 (ClrCredential), in both securing forms.",
})
export class LearnerRecordCredentialType {
  @Field(() => String, { description: 'File name of the JSON credential (.json)' }) filename: string;
  @Field(() => String, { description: 'File name of the signed JWT (.jwt)' }) jwtFilename: string;
  @Field(() => String, {
    description:
      'The ClrCredential as JSON text with an embedded Data Integrity proof (eddsa-rdfc-2022): the valid certificates as issued, each with its own proof, and the outside activities as self-reported achievements',
  })
  json: string;
  @Field(() => String, { description: 'The same ClrCredential as a compact JWT (VC-JWT)' }) jws: string;
}

@Resolver()
export class CpdRecordResolver {
  constructor(private readonly cpdRecord: CpdRecordService) {}

  @Authorized()
  @Query(() => LearnerRecordCredentialType, {
    nullable: true,
    description:
      "The caller's CPD record as a signed Comprehensive Learner Record 2.0 (GET /api/cpd-record/clr). Null, with a NOT_FOUND error, when the caller holds no valid certificate.",
  })
  async learnerRecordCredential(@Ctx() ctx: GraphQLContext): Promise<LearnerRecordCredentialType> {
    const clr = await this.cpdRecord.clr(ctx.user);
    return { filename: clr.filename, jwtFilename: clr.jwtFilename, json: JSON.stringify(clr.credential, null, 2), jws: clr.jws };
  }
}
