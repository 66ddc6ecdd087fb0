/** Resolvers of results, statistics and Excel exports (docs/exports.md). */

import { asOptionalText, asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const resultResolvers: FieldResolvers = {
  'Query.questionLinkStats': (args, { services }) => services.statistics.questionLink(asText(args.id)),
  'Query.studentResults': (args, { caller, services }) =>
    services.statistics.studentResults(signedIn(caller), {
      session: asOptionalText(args.session),
      spot: asOptionalText(args.spot),
      student: asOptionalText(args.student),
    }),
  'Query.spotStats': (args, { services }) => services.statistics.spot(asText(args.spot), args.days ?? 7),
  'Query.exportJob': (args, { caller, services }) => services.exports.get(signedIn(caller), asText(args.id)),
  'Mutation.requestExport': (args, { caller, services }) =>
    services.exports.request(signedIn(caller), args.input),
};
