/** Resolvers of results, statistics and Excel exports (docs/exports.md). */
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const resultResolvers: FieldResolvers = {
  'Query.questionLinkStats': (args, { services }) => services.statistics.questionLink(text(args.id)),
  'Query.studentResults': (args, { caller, services }) =>
    services.statistics.studentResults(signedIn(caller), {
      session: optionalText(args.session),
      spot: optionalText(args.spot),
      student: optionalText(args.student),
    }),
  'Query.spotStats': (args, { services }) => services.statistics.spot(text(args.spot), args.days ?? 7),
  'Query.exportJob': (args, { caller, services }) => services.exports.get(signedIn(caller), text(args.id)),
  'Mutation.requestExport': (args, { caller, services }) =>
    services.exports.request(signedIn(caller), args.input),
};
