/**
 * The GraphQL resolver function's composition root: every service a field resolver reaches
 * (appsync/field.ts), built once per process. It holds no answer-consumer outlet and no image
 * decoder: those are consumer-root.ts's and file-root.ts's, and stay out of this bundle.
 */
import type { AccountService } from '../auth/accounts';
import type { TenantDirectory } from '../auth/policy';
import type { TokenSigner } from '../auth/tokens';
import type { FunctionEnv } from '../config/env';
import type { EntityRepository } from '../data/entities';
import { s3Bucket } from '../data/files-bucket';
import { QuestionOrderStore } from '../data/question-order-store';
import { AnswerRecorder } from '../devices/answers';
import { FleetHealthStore } from '../devices/fleet-health-store';
import { GraphqlNoticePublisher } from '../devices/graphql-notices';
import { GraphqlAnswerNotifier } from '../devices/graphql-notifier';
import { iamGraphqlFromEnv } from '../devices/iam-graphql';
import { PressRejectStore } from '../devices/press-reject-store';
import { registerRequestPublisher } from '../devices/register-requests';
import { FileService } from '../domain/files/files';
import { FleetHealthService } from '../domain/fleet/fleet-health-service';
import { ScannerRegisterService } from '../domain/fleet/scanner-register';
import { PlayListService } from '../domain/questions/playlists';
import { QuestionAccess } from '../domain/questions/question-access';
import { QuestionOrders } from '../domain/questions/question-order';
import { QuestionShareService } from '../domain/questions/question-shares';
import { QuestionService } from '../domain/questions/questions';
import { PhoneLinks } from '../domain/remote/phone-links';
import type { RemoteStudentService } from '../domain/remote/remote-students';
import { StatisticsService } from '../domain/results/statistics';
import { QuestionLinkService } from '../domain/sessions/question-links';
import { SessionService } from '../domain/sessions/sessions';
import { TokenService } from '../domain/system-data/api-tokens';
import { CountdownService } from '../domain/system-data/countdowns';
import { DeviceReportService } from '../domain/system-data/device-reports';
import { MessageService } from '../domain/system-data/messages';
import { exportQueue } from '../exports/queue';
import { ExportService } from '../exports/service';
import { logError } from '../kernel/log';
import { RulesService } from '../rules/service';
import { authParts } from './auth-parts';
import { dataParts } from './data-parts';
import { once } from './once';
import { organisationParts } from './organisation-parts';
import { type RemoteParts, remoteParts } from './remote-parts';
import { resultsParts } from './results-parts';
import { tenancyParts } from './tenancy-parts';

type OrganisationParts = Omit<ReturnType<typeof organisationParts>, 'roster'>;

export interface ResolverServices extends OrganisationParts, RemoteParts {
  env: FunctionEnv;
  entities: EntityRepository;
  accounts: AccountService;
  signer: TokenSigner;
  /** The policy module's tenant lookups (auth/policy.ts authorize). */
  directory: TenantDirectory;
  files: FileService;
  questions: QuestionService;
  playLists: PlayListService;
  questionShares: QuestionShareService;
  sessions: SessionService;
  questionLinks: QuestionLinkService;
  /** A remote student's class (docs/sessions.md "Remote students"). */
  remoteStudents: RemoteStudentService;
  /** The registration wizard: lookup, names, register requests to the scanner (docs/devices-mqtt.md). */
  scannerRegister: ScannerRegisterService;
  /** Excel export requests and jobs (docs/exports.md). */
  exports: ExportService;
  /** Results and statistics of questions, students and classrooms (docs/exports.md). */
  statistics: StatisticsService;
  /** Actions, event definitions, things and the rules engine (docs/rules-engine.md). */
  rules: RulesService;
  /** Tokens, countdown sounds, messages, device and scanner reports (docs/system-data.md). */
  systemData: {
    tokens: TokenService;
    countdowns: CountdownService;
    messages: MessageService;
    deviceReports: DeviceReportService;
  };
  /** Scanners' and buttons' health (docs/fleet-health.md). */
  fleetHealth: FleetHealthService;
  /** Rejected presses per session and per scanner (docs/devices-mqtt.md "Rejected presses"). */
  pressRejectStore: PressRejectStore;
}

async function buildResolverServices(): Promise<ResolverServices> {
  const data = dataParts();
  const { env, table, entities, lists, sessionStore } = data;
  const auth = await authParts(data);
  const tenancy = tenancyParts(data);
  const { scoped } = tenancy;
  const results = resultsParts(data);
  const { roster, ...organisation } = organisationParts(data, tenancy, results);
  const questionAccess = new QuestionAccess(entities, lists);
  const questionOrders = new QuestionOrders(entities, new QuestionOrderStore(table), questionAccess);
  const questions = new QuestionService(entities, lists, questionAccess, questionOrders);
  // One signed GraphQL publisher for every IAM-only event mutation (devices/iam-graphql.ts).
  const graphql = iamGraphqlFromEnv(env);
  const answerNotifier = new GraphqlAnswerNotifier(graphql);
  const noticePublisher = new GraphqlNoticePublisher(graphql);
  const pressRejectStore = new PressRejectStore(table);
  return {
    env,
    entities,
    accounts: auth.accounts,
    signer: auth.signer,
    directory: tenancy.directory,
    ...organisation,
    files: new FileService(scoped, s3Bucket(env.FILES_BUCKET, env.FILES_S3_ENDPOINT)),
    questions,
    playLists: new PlayListService(entities, lists, questionAccess, questions),
    questionShares: new QuestionShareService(entities, lists),
    sessions: new SessionService(scoped, sessionStore, {
      notices: noticePublisher,
      phones: new PhoneLinks({ seats: data.seats, entities }),
      log: logError,
    }),
    questionLinks: new QuestionLinkService(scoped, sessionStore, questionAccess, questions, noticePublisher),
    remoteStudents: auth.remoteStudents,
    ...remoteParts({
      table,
      seats: data.seats,
      entities,
      roster,
      tenancy: tenancy.tenancy,
      sessions: sessionStore,
      answers: new AnswerRecorder(data.answerStore),
      answerStore: data.answerStore,
      answerNotifier,
      noticePublisher,
      signer: auth.signer,
      secret: auth.secret,
    }),
    scannerRegister: new ScannerRegisterService({
      entities,
      publisher: registerRequestPublisher(env.IOT_DATA_ENDPOINT),
      stage: env.DEVICE_STAGE,
    }),
    exports: new ExportService({
      entities,
      tenancy: tenancy.tenancy,
      store: results.store,
      source: results.source,
      queue: exportQueue(env.EXPORTS_QUEUE_URL),
      storage: results.storage,
    }),
    statistics: new StatisticsService({
      entities,
      tenancy: tenancy.tenancy,
      store: results.store,
      source: results.source,
    }),
    rules: new RulesService({ entities, lists, graphql, webhook: { secret: env.RULES_WEBHOOK_SECRET } }),
    systemData: {
      tokens: new TokenService(entities, lists),
      countdowns: new CountdownService(entities, lists),
      messages: new MessageService(scoped, noticePublisher),
      deviceReports: new DeviceReportService(entities, lists),
    },
    fleetHealth: new FleetHealthService({
      entities,
      store: new FleetHealthStore(table),
      rejects: pressRejectStore,
      tenancy: tenancy.tenancy,
    }),
    pressRejectStore,
  };
}

export const resolverServices: () => Promise<ResolverServices> = once(buildResolverServices);
