/**
 * A large class written straight into any stack's table (given by its DynamoDB endpoint, e.g. a
 * child stack's) through the product's data layer: students each seated with their own button in
 * one classroom, extra registered scanners, and a multiple-choice question. The 24 demo students
 * are too few for a burst in which every press is a different student.
 */
import { createDocumentClient } from '../../functions/src/data/client';
import { EntityRepository } from '../../functions/src/data/entities';
import { newUserRecord } from '../../functions/src/data/new-user';
import type { DeviceRecord, QuestionRecord, ScannerRecord } from '../../functions/src/data/records';
import { UserStore } from '../../functions/src/data/users';
import type { TableRef } from '../../functions/src/kernel/table-ref';
import { LOCAL_TABLE } from '../../infra/local/config';

export function tableAt(dynamoEndpoint: string): TableRef {
  // The product's client, so the benches' raw store rate is measured as the consumer writes.
  const client = createDocumentClient({
    endpoint: dynamoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, tableName: LOCAL_TABLE };
}

export interface Classroom {
  siteId: string;
  spotId: string;
  spotName: string;
}

/** Runs `write` for every index, `parallel` at a time (DynamoDB Local on a small machine). */
async function forEachIndex(count: number, parallel: number, write: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += parallel) {
    const end = Math.min(count, start + parallel);
    await Promise.all(Array.from({ length: end - start }, (_, offset) => write(start + offset)));
  }
}

/** One student per MAC, seated in the classroom with that button; returns the student ids by MAC. */
export async function seatStudents(
  table: TableRef,
  room: Classroom,
  macs: readonly string[],
  tag: string,
  parallel = 10,
): Promise<Map<string, string>> {
  const users = new UserStore(table);
  const entities = new EntityRepository(table);
  const studentOf = new Map<string, string>();
  await forEachIndex(macs.length, parallel, async (index) => {
    const mac = macs[index] as string;
    const number = String(index + 1).padStart(3, '0');
    const student = await users.create(
      newUserRecord({
        uid: `${tag}-student-${number}`,
        firstname: `Student ${number}`,
        role: { user: true },
        no: index + 1,
        siteId: room.siteId,
        spots: [{ _id: room.spotId, name: room.spotName }],
      }),
    );
    await seatButton(entities, room, { mac, studentId: student._id }, index, tag);
    studentOf.set(mac, student._id);
  });
  return studentOf;
}

/**
 * Seats buttons for students who already exist (e.g. created through the console): one active
 * button per MAC in the classroom, linked to the student at the same index.
 */
export async function seatButtons(
  table: TableRef,
  room: Classroom,
  seats: ReadonlyArray<{ mac: string; studentId: string }>,
  tag: string,
) {
  const entities = new EntityRepository(table);
  for (const [index, seat] of seats.entries()) await seatButton(entities, room, seat, index, tag);
}

/** One active button in the classroom, linked to the student (the seat number is index + 1). */
async function seatButton(
  entities: EntityRepository,
  room: Classroom,
  { mac, studentId }: { mac: string; studentId: string },
  index: number,
  tag: string,
) {
  const number = String(index + 1).padStart(3, '0');
  const now = new Date().toISOString();
  const device: DeviceRecord = {
    _id: `device-${tag}-${number}`,
    mac,
    sn: `${tag}-${number}`,
    name: `Button ${number}`,
    label: String(index + 1),
    status: 'ready',
    siteId: room.siteId,
    spotId: room.spotId,
    userId: studentId,
    active: true,
    createdAt: now,
    updatedAt: now,
  };
  await entities.create('DEVICE', device, { siteId: room.siteId, spotId: room.spotId }, [
    { kind: 'MAC', value: mac },
  ]);
}

/** Registers active scanners with these scids in the classroom (the rule router routes only these). */
export async function registerScanners(table: TableRef, room: Classroom, scids: readonly string[]) {
  const entities = new EntityRepository(table);
  for (const scid of scids) {
    const now = new Date().toISOString();
    const scanner: ScannerRecord = {
      _id: `scanner-${scid}`,
      scid,
      mac: null,
      name: scid,
      status: 'offline',
      siteId: room.siteId,
      spotId: room.spotId,
      alive: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await entities.create('SCANNER', scanner, { siteId: room.siteId, spotId: room.spotId }, [
      { kind: 'SCID', value: scid },
    ]);
  }
}

/** A multiple-choice question with `choices` choices owned by `ownerId`. */
export async function createChoiceQuestion(
  table: TableRef,
  ownerId: string,
  title: string,
  choices: number,
): Promise<QuestionRecord> {
  const now = new Date().toISOString();
  const question: QuestionRecord = {
    _id: `question-${title.replace(/\W+/g, '-')}`,
    title: { main: title },
    description: null,
    type: 'quiz',
    answerType: 'multiple',
    difficulty: 'low',
    selection: Array.from({ length: choices }, (_, index) => ({ title: `Choice ${index + 1}`, image: null })),
    correct: '1',
    active: true,
    ownerId,
    siteId: null,
    order: 0,
    createdAt: now,
    updatedAt: now,
  };
  await new EntityRepository(table).create('QUESTION', question, { siteId: null, ownerId });
  return question;
}
