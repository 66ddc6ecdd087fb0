/**
 * One hall, seeded into the model table (model-table.ts) through the product's own stores, so its
 * items have the shapes and keys the code writes: a school and its classroom, an ongoing class
 * with its join code, a running quiz question, and (for the buttons' replay) scanners and buttons
 * linked to students of the classroom.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { EntityRepository } from '../../functions/src/data/entities';
import { uniqueKey } from '../../functions/src/data/keys';
import type {
  DeviceRecord,
  QuestionLinkRecord,
  QuestionRecord,
  ScannerRecord,
  SessionRecord,
} from '../../functions/src/data/records';
import { SessionStore } from '../../functions/src/data/session-store';
import { normalizeMac } from '../../functions/src/kernel/mac';
import type { ModelTable } from './model-table';

export const HALL = {
  site: 'site-hall',
  spot: 'spot-hall',
  session: 'session-hall',
  code: '424242',
  link: 'link-hall',
  teacher: 'teacher-hall',
} as const;

/** The n-th button's MAC, in the canonical spelling the product stores. */
export function buttonMac(n: number): string {
  const hex = (0xa00000000000 + n).toString(16).toUpperCase();
  const mac = normalizeMac(hex);
  if (!mac) throw new Error(`No MAC for button ${n}`);
  return mac;
}

export function scannerScid(n: number): string {
  return `SCN-${String(n).padStart(4, '0')}`;
}

const stamps = (at: string) => ({ createdAt: at, updatedAt: at });

/** The quiz a hall answers: four choices, the spec's question copy on the link. */
function quiz(at: string): QuestionRecord {
  return {
    _id: 'question-hall',
    title: { main: 'Which planet is the largest?', en: 'Which planet is the largest?', es: null, ko: null },
    description: null,
    type: 'quiz',
    answerType: 'multiple',
    difficulty: null,
    selection: ['Mars', 'Jupiter', 'Venus', 'Earth'].map((title) => ({ title, image: null })),
    correct: '2',
    active: true,
    ownerId: HALL.teacher,
    siteId: HALL.site,
    order: 0,
    ...stamps(at),
  } as QuestionRecord;
}

/** The school, its classroom, the ongoing class with its code and its running question. */
export async function seedHall(table: ModelTable, startedAt: Date): Promise<void> {
  const at = startedAt.toISOString();
  const entities = new EntityRepository(table as never);
  await entities.create('SITE', {
    _id: HALL.site,
    name: 'City Hall School',
    category: null,
    distId: null,
    description: null,
    address: null,
    active: true,
    info: null,
    ...stamps(at),
  });
  await entities.create(
    'SPOT',
    {
      _id: HALL.spot,
      name: 'Main hall',
      siteId: HALL.site,
      siteName: 'City Hall School',
      description: null,
      address: null,
      active: true,
      private: false,
      multiple: true,
      image: null,
      info: null,
      ...stamps(at),
    },
    { siteId: HALL.site },
  );
  const session: SessionRecord = {
    _id: HALL.session,
    code: HALL.code,
    siteId: HALL.site,
    spotId: HALL.spot,
    starttime: at,
    endtime: null,
    userId: HALL.teacher,
    participants: [],
    info: null,
    ...stamps(at),
  };
  await entities.create('SESSION', session, { siteId: HALL.site, spotId: HALL.spot }, [
    { kind: 'SESSIONCODE', value: HALL.code },
    { kind: 'SESSIONSPOT', value: HALL.spot },
  ]);
  const link: QuestionLinkRecord = {
    _id: HALL.link,
    sessionId: HALL.session,
    siteId: HALL.site,
    spotId: HALL.spot,
    questionId: 'question-hall',
    question: [[quiz(at)]],
    correct: '2',
    end: null,
    userId: HALL.teacher,
    info: null,
    playlistId: null,
    index: null,
    ...stamps(at),
  } as QuestionLinkRecord;
  await new SessionStore(table as never).startLink(link);
}

/** `scanners` scanners in the hall, and `buttons` buttons spread over them, each a student's. */
export async function seedButtons(
  table: ModelTable,
  scanners: number,
  buttons: number,
  at: Date,
): Promise<void> {
  const entities = new EntityRepository(table as never);
  const scope = { siteId: HALL.site, spotId: HALL.spot };
  for (let n = 1; n <= scanners; n += 1) {
    const scanner: ScannerRecord = {
      _id: `scanner-${n}`,
      scid: scannerScid(n),
      mac: null,
      name: null,
      status: 'online',
      siteId: HALL.site,
      spotId: HALL.spot,
      alive: at.toISOString(),
      active: true,
      ...stamps(at.toISOString()),
    };
    await entities.create('SCANNER', scanner, scope, [{ kind: 'SCID', value: scanner.scid }]);
  }
  const devices = Array.from({ length: buttons }, (_, i): { record: DeviceRecord; scope: typeof scope } => ({
    record: {
      _id: `device-${i + 1}`,
      mac: buttonMac(i + 1),
      sn: null,
      name: null,
      label: null,
      status: null,
      siteId: HALL.site,
      spotId: HALL.spot,
      userId: `student-${i + 1}`,
      active: true,
      ...stamps(at.toISOString()),
    },
    scope,
  }));
  await entities.createMany('DEVICE', devices);
  // The MAC claims the consumer finds a button by (EntityRepository.ownersOfKinds), as a device's
  // creation writes them.
  for (const { record } of devices)
    await table.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...uniqueKey('MAC', record.mac), ownerId: record._id, entityType: 'DEVICE' },
      }),
    );
}
