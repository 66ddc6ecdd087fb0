/**
 * The composition root: stores and services built once per process (Lambda cold start or local
 * stack start) from the checked environment. Handlers receive these; nothing else reads env.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { AccountReads } from '../auth/account-reads';
import { AccountService, THROTTLE } from '../auth/accounts';
import type { TenantDirectory } from '../auth/policy';
import { rankOf } from '../auth/policy';
import { TokenSigner } from '../auth/tokens';
import { type FunctionEnv, functionEnv } from '../config/env';
import { AnswerStore } from '../data/answer-store';
import { AuthSessionStore, LoginThrottleStore } from '../data/auth-store';
import { dynamo } from '../data/client';
import { DeviceSearch } from '../data/device-search';
import { EntityRepository, type TableRef } from '../data/entities';
import { s3Bucket } from '../data/files-bucket';
import { FleetHealthStore } from '../data/fleet-health-store';
import { ListReader } from '../data/lists';
import { PressRejectStore } from '../data/press-reject-store';
import type { ScannerRecord, SessionRecord, SpotRecord, UserRecord } from '../data/records';
import { RemoteSeatStore } from '../data/remote-store';
import { ResultsStore } from '../data/results-store';
import { SessionStore } from '../data/session-store';
import { UserStore } from '../data/users';
import type { AnswerNotifier } from '../devices/answer-events';
import { awsOutlets } from '../devices/consumer/aws';
import type { AckPublisher, ConsumerReader, DeadLetterSink } from '../devices/consumer/ports';
import { StoreConsumerReader } from '../devices/consumer/store-reader';
import type { DeviceEventNotifier } from '../devices/device-events';
import { deviceCredentials } from '../devices/fleet/credentials';
import { GraphqlDeviceEvents } from '../devices/graphql-device-events';
import { GraphqlNoticePublisher, type NoticePublisher } from '../devices/graphql-notices';
import { GraphqlAnswerNotifier } from '../devices/graphql-notifier';
import { iamGraphqlFromEnv } from '../devices/iam-graphql';
import { registerRequestPublisher } from '../devices/register-requests';
import { scannerThingName } from '../devices/topics';
import { AnswerRecorder } from '../domain/answers';
import { TokenService } from '../domain/api-tokens';
import { AppService } from '../domain/apps';
import { BlacklistService } from '../domain/blacklist';
import { BusinessSettingService } from '../domain/business-setting';
import { CatalogService } from '../domain/catalog';
import { CountdownService } from '../domain/countdowns';
import { DeviceReportService } from '../domain/device-reports';
import { DeviceService, deviceByMac } from '../domain/devices';
import { DistService } from '../domain/dists';
import { FileUploads } from '../domain/file-uploads';
import { FileService } from '../domain/files';
import { FleetHealthService } from '../domain/fleet-health-service';
import { defaultCodecs } from '../domain/image-codecs';
import { MessageService } from '../domain/messages';
import { PlayListService } from '../domain/playlists';
import { QuestionAccess } from '../domain/question-access';
import { QuestionLinkService } from '../domain/question-links';
import { QuestionShareService } from '../domain/question-shares';
import { QuestionService } from '../domain/questions';
import type { RemoteAnswerService } from '../domain/remote-answers';
import type { RemoteJoinService } from '../domain/remote-join';
import type { RemoteStudentService } from '../domain/remote-students';
import { ResultsSource } from '../domain/results-source';
import { RosterImportService } from '../domain/roster-import';
import { ScannerRegisterService } from '../domain/scanner-register';
import { ScannerWatch } from '../domain/scanner-watch';
import { ScannerService } from '../domain/scanners';
import type { SeatPinBoard } from '../domain/seat-pin-board';
import { SessionStudents } from '../domain/session-students';
import { SessionService } from '../domain/sessions';
import { SiteService } from '../domain/sites';
import { SpotService } from '../domain/spots';
import { SpotActivityReader, StatisticsService } from '../domain/statistics';
import { StudentListService } from '../domain/student-list';
import { Tenancy } from '../domain/tenancy';
import { UserAdminService } from '../domain/user-admin';
import { Roster } from '../domain/user-support';
import { EXPORT_RETENTION_SECONDS } from '../exports/job';
import { exportQueue } from '../exports/queue';
import { ExportService } from '../exports/service';
import { s3ExportStorage } from '../exports/storage';
import type { ExportWorkerDeps } from '../exports/worker';
import { RulesService } from '../rules/service';
import { remoteParts } from './remote-parts';

export interface Services {
  env: FunctionEnv;
  table: TableRef;
  entities: EntityRepository;
  users: UserStore;
  accounts: AccountService;
  signer: TokenSigner;
  directory: TenantDirectory;
  sites: SiteService;
  spots: SpotService;
  devices: DeviceService;
  apps: AppService;
  scanners: ScannerService;
  dists: DistService;
  catalog: CatalogService;
  blacklist: BlacklistService;
  files: FileService;
  /** Uploads, with the image decoders (domain/image-codecs.ts). */
  uploads: FileUploads;
  userAdmin: UserAdminService;
  studentList: StudentListService;
  rosterImport: RosterImportService;
  businessSetting: BusinessSettingService;
  questions: QuestionService;
  playLists: PlayListService;
  questionShares: QuestionShareService;
  sessions: SessionService;
  questionLinks: QuestionLinkService;
  /** The answer write the answer consumer calls (docs/sessions.md). */
  answers: AnswerRecorder;
  /** Told after each stored or replaced answer (devices/answer-events.ts). */
  answerNotifier: AnswerNotifier;
  /** The answer consumer's reads, ack outlet and dead letters (devices/consumer/). */
  consumerReader: ConsumerReader;
  ackPublisher: AckPublisher;
  deadLetters: DeadLetterSink;
  /** Remote students: join by code, answer with the app token (docs/sessions.md "Remote students"). */
  remoteStudents: RemoteStudentService;
  /** Joining by code, with its limits and seat PINs (docs/sessions.md "Join limits", "Seat PINs"). */
  remoteJoin: RemoteJoinService;
  /** The seat PINs of a running class, for the teacher's screen. */
  seatPinBoard: SeatPinBoard;
  /** A remote student's answer (docs/sessions.md "Remote students"). */
  remoteAnswers: RemoteAnswerService;
  /** Told after a scanner's status is stored and for each register reply (devices/device-events.ts). */
  deviceEvents: DeviceEventNotifier;
  /** System notices the back end sends itself, such as a replaced phone's exit message. */
  noticePublisher: NoticePublisher;
  /** Who may subscribe to a scanner's status and register replies. */
  scannerWatch: ScannerWatch;
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
  /** Scanners' and buttons' health (docs/fleet-health.md); the consumer writes button health. */
  fleetHealth: FleetHealthService;
  fleetHealthStore: FleetHealthStore;
  /** Rejected presses per session and per scanner (docs/devices-mqtt.md "Rejected presses"). */
  pressRejectStore: PressRejectStore;
}

async function tokenSecret(env: FunctionEnv): Promise<string> {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }),
  );
  if (!SecretString || SecretString.length < 32)
    throw new Error('The token signing secret is missing or short');
  return SecretString;
}

export async function buildServices(env: FunctionEnv = functionEnv()): Promise<Services> {
  const table: TableRef = { client: dynamo(), tableName: env.TABLE_NAME };
  const entities = new EntityRepository(table);
  const users = new UserStore(table);
  const secret = await tokenSecret(env);
  const signer = new TokenSigner(secret);
  // The AWS outlets of the answer consumer, built once (the local stack passes its own).
  const outlets = awsOutlets(env);
  const accounts = new AccountService({
    users,
    sessions: new AuthSessionStore(table),
    throttle: new LoginThrottleStore(table, THROTTLE),
    signer,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    reads: new AccountReads(table, users),
  });
  const lists = new ListReader(table);
  const directory: TenantDirectory = {
    async distOfSite(siteId) {
      const site = await users.getSite(siteId);
      return site ? site.distId : undefined;
    },
    async siteOfSpot(spotId) {
      return (await entities.get<SpotRecord>('SPOT', spotId))?.siteId;
    },
    async siteOfDevice(mac) {
      const device = await deviceByMac(entities, mac);
      return device ? device.siteId : undefined;
    },
    async sessionScope(sessionId) {
      const session = await entities.get<SessionRecord>('SESSION', sessionId);
      return session ? { siteId: session.siteId, spotId: session.spotId } : undefined;
    },
    async userScope(userId) {
      const user: UserRecord | null = await users.getById(userId);
      return user ? { siteId: user.siteId, rank: rankOf(user.role) } : undefined;
    },
  };
  const tenancy = new Tenancy(lists, directory);
  const fleetHealthStore = new FleetHealthStore(table);
  const pressRejectStore = new PressRejectStore(table);
  // Removing or blacklisting a scanner deactivates its certificates (devices/fleet/credentials.ts).
  const fleet = { stage: env.DEVICE_STAGE, credentials: deviceCredentials() };
  const blacklist = new BlacklistService(entities, lists, {
    async scannersWithMac(mac) {
      const page = await lists.page<ScannerRecord>(
        { index: 'byType', partition: 'SCANNER' },
        { page: 0, perPage: 100 },
        { expression: '#mac = :mac', names: { '#mac': 'mac' }, values: { ':mac': mac } },
      );
      return page.data;
    },
    async deactivate(scanner) {
      await fleet.credentials.deactivate(scannerThingName(fleet.stage, scanner.scid));
    },
  });
  const devices = new DeviceService(
    entities,
    lists,
    tenancy,
    (mac) => blacklist.isBlacklisted(mac),
    new DeviceSearch(table),
  );
  const remoteSeats = new RemoteSeatStore(table);
  const scoped = { entities, lists, tenancy, students: new SessionStudents(remoteSeats) };
  const bucket = s3Bucket(env.FILES_BUCKET, env.FILES_S3_ENDPOINT);
  const files = new FileService(scoped, bucket);
  const uploads = new FileUploads({
    entities,
    bucket,
    codecs: defaultCodecs,
    urlPrefix: env.FILES_URL_PREFIX,
  });
  const sites = new SiteService(entities, lists, tenancy, new AuthSessionStore(table));
  const sessionStore = new SessionStore(table);
  const answerStore = new AnswerStore(table);
  const results = resultsParts(env, table, entities, sessionStore);
  const spots = new SpotService(
    entities,
    lists,
    tenancy,
    new SpotActivityReader(results.store, results.source),
  );
  const roster = new Roster(entities, lists);
  const userAdmin = new UserAdminService(
    table,
    entities,
    lists,
    tenancy,
    roster,
    new AuthSessionStore(table),
  );
  const studentList = new StudentListService(table, entities, roster);
  const rosterImport = new RosterImportService(table, entities, roster);
  const businessSetting = new BusinessSettingService(entities, users, roster);
  const questionAccess = new QuestionAccess(entities, lists);
  const questions = new QuestionService(entities, lists, questionAccess);
  const answers = new AnswerRecorder(answerStore);
  // One signed GraphQL publisher for every IAM-only event mutation (devices/iam-graphql.ts).
  const graphql = iamGraphqlFromEnv(env);
  const answerNotifier = new GraphqlAnswerNotifier(graphql);
  const noticePublisher = new GraphqlNoticePublisher(graphql);
  const scannerWatch = new ScannerWatch({ entities, lists, tenancy });
  return {
    env,
    table,
    entities,
    users,
    accounts,
    signer,
    directory,
    sites,
    spots,
    devices,
    userAdmin,
    studentList,
    rosterImport,
    businessSetting,
    apps: new AppService(scoped),
    scanners: new ScannerService(scoped, fleet),
    dists: new DistService(entities, lists),
    catalog: new CatalogService(entities, lists),
    blacklist,
    files,
    uploads,
    questions,
    playLists: new PlayListService(entities, lists, questionAccess, questions),
    questionShares: new QuestionShareService(entities, lists),
    sessions: new SessionService(scoped, sessionStore, { notices: noticePublisher }),
    questionLinks: new QuestionLinkService(scoped, sessionStore, questionAccess, questions, noticePublisher),
    answers,
    answerNotifier,
    ...remoteParts({
      table,
      seats: remoteSeats,
      entities,
      users,
      roster,
      tenancy,
      sessions: sessionStore,
      answers,
      answerStore,
      answerNotifier,
      noticePublisher,
      signer,
      secret,
    }),
    consumerReader: new StoreConsumerReader(entities, sessionStore),
    // The local stack passes its broker's publisher and its dead-letter queue instead.
    // The local stack passes its own outlets (infra/local/rule-router.ts) to the handler instead.
    ackPublisher: outlets.acks,
    deadLetters: outlets.deadLetters,
    deviceEvents: new GraphqlDeviceEvents(graphql),
    noticePublisher,
    scannerWatch,
    scannerRegister: new ScannerRegisterService({
      entities,
      watch: scannerWatch,
      publisher: registerRequestPublisher(env.IOT_DATA_ENDPOINT),
      stage: env.DEVICE_STAGE,
    }),
    exports: new ExportService({
      entities,
      tenancy,
      store: results.store,
      source: results.source,
      queue: exportQueue(env.EXPORTS_QUEUE_URL),
      storage: results.storage,
    }),
    statistics: new StatisticsService({ entities, tenancy, store: results.store, source: results.source }),
    rules: new RulesService({ entities, lists, graphql, webhook: { secret: env.RULES_WEBHOOK_SECRET } }),
    systemData: {
      tokens: new TokenService(entities, lists),
      countdowns: new CountdownService(entities, lists),
      messages: new MessageService(scoped, noticePublisher),
      deviceReports: new DeviceReportService(entities, lists),
    },
    fleetHealth: new FleetHealthService({
      entities,
      store: fleetHealthStore,
      rejects: pressRejectStore,
      tenancy,
    }),
    fleetHealthStore,
    pressRejectStore,
  };
}

/** What results and exports read and write, shared by the resolvers and the export worker. */
function resultsParts(env: FunctionEnv, table: TableRef, entities: EntityRepository, sessions: SessionStore) {
  const store = new ResultsStore(table, EXPORT_RETENTION_SECONDS);
  return {
    store,
    source: new ResultsSource(
      entities,
      sessions,
      store,
      new ListReader(table),
      new SessionStudents(new RemoteSeatStore(table)),
    ),
    storage: s3ExportStorage(env.FILES_BUCKET, env.FILES_S3_ENDPOINT),
  };
}

let worker: ExportWorkerDeps | undefined;

/**
 * The export worker's parts, built once per process from the checked environment. Unlike
 * `services()` it needs no signing key: the worker reads the table and writes the bucket only.
 */
export async function exportWorkerDeps(env: FunctionEnv = functionEnv()): Promise<ExportWorkerDeps> {
  if (!worker) {
    const table: TableRef = { client: dynamo(), tableName: env.TABLE_NAME };
    const entities = new EntityRepository(table);
    worker = {
      entities,
      ...resultsParts(env, table, entities, new SessionStore(table)),
      log: (message, details) => console.error(message, details),
    };
  }
  return worker;
}

let shared: Promise<Services> | undefined;

/** One set of services per process; a failed build is retried on the next call. */
export function services(): Promise<Services> {
  if (!shared) {
    shared = buildServices().catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  }
  return shared;
}
