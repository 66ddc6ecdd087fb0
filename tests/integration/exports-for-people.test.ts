/**
 * The Excel export as a teacher reads it (issue 18 "Exports for people"; docs/exports.md), against
 * the local stack and the demo class (Class 3-1, 24 rostered students): 18 of them answer an O/X
 * and a multiple-choice question with buttons and a phone-only student answers with the app. The
 * workbook asked in Korean, read back with exceljs, has Korean headings, a cover with the class,
 * teacher, school and class times in Seoul time as real date cells, every rostered student (blank
 * for the 6 who did not answer) and the phone student, and the choice texts. English and Spanish
 * exports of the same class have their own headings.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionRecord, UserRecord } from '../../functions/src/data/records';
import { RemoteSeatStore } from '../../functions/src/data/remote-store';
import { SessionStore } from '../../functions/src/data/session-store';
import { wallClock } from '../../functions/src/exports/time-zone';
import { DEMO_IDS, DEMO_STUDENT_COUNT } from '../../infra/local/seed/demo-data';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createQuestionRecord, DEMO_TEACHER, storedChoices } from '../support/question-fixtures';
import { endSession, openSession } from '../support/results-fixtures';
import { answerRecorder, createLinkRecord, endOngoingSession } from '../support/session-fixtures';

const REQUEST = /* GraphQL */ `
  mutation ($i: ExportRequestInput!) { requestExport(input: $i) { _id fileName } }
`;
const JOB = /* GraphQL */ `
  query ($id: ID!) { exportJob(id: $id) { status error url fileName } }
`;
/** Seats 1..18 answer; 19..24 do not. */
const ANSWERING = 18;
const seatName = (seat: number) => `Student ${String(seat).padStart(2, '0')}`;

let teacher = '';
let session: SessionRecord;
let phone: UserRecord;

async function exported(
  language: string,
): Promise<{ book: ExcelJS.Workbook; fileName: string; disposition: string }> {
  const requested = await gql<{ requestExport: { _id: string } }>(
    REQUEST,
    { i: { session: session._id, language, timeZone: 'Asia/Seoul' } },
    { token: teacher },
  );
  if (!requested.data) throw new Error(JSON.stringify(requested.errors));
  const id = requested.data.requestExport._id;
  type Job = { status: string; error: string | null; url: string | null; fileName: string };
  let job: Job | undefined;
  // A plain loop: expect.poll runs only inside a test, and the Korean export is read in beforeAll.
  for (const deadline = Date.now() + 45_000; Date.now() < deadline; ) {
    job = (await gql<{ exportJob: Job }>(JOB, { id }, { token: teacher })).data?.exportJob;
    if (job?.status === 'done' || job?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (job?.status !== 'done') throw new Error(`export ${id} not done: ${JSON.stringify(job)}`);
  const response = await fetch(job?.url ?? '');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
  return {
    book,
    fileName: job?.fileName ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
  };
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};
const beside = (sheet: ExcelJS.Worksheet | undefined, label: string) =>
  rowsOf(sheet).find((row) => row[0] === label)?.[1];
/** The rows under a question sheet's table heading (the row starting with the seat heading). */
const tableOf = (sheet: ExcelJS.Worksheet | undefined, seatHeading: string) => {
  const rows = rowsOf(sheet);
  const at = rows.findIndex((row) => row[0] === seatHeading);
  return { header: rows[at] as string[], rows: rows.slice(at + 1) };
};

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  await endOngoingSession(DEMO_IDS.spotA);
  session = await openSession(DEMO_IDS.site, DEMO_IDS.spotA);
  phone = await createUser({ user: true }, { siteId: DEMO_IDS.site, firstname: 'Phone', lastname: 'Only' });
  await new RemoteSeatStore(testTable()).addParticipant(session._id, phone._id);
  const ox = await createLinkRecord(
    session,
    await createQuestionRecord(DEMO_TEACHER, { title: { main: '하늘은 파란가요?', en: 'Is the sky blue?' } }),
  );
  const pressAll = async (link: typeof ox, answerOf: (seat: number) => string) => {
    const started = Date.parse(link.createdAt);
    for (let seat = 1; seat <= ANSWERING; seat += 1) {
      const number = String(seat).padStart(2, '0');
      await answerRecorder().recordPress(
        link,
        {
          value: answerOf(seat),
          at: new Date(started + seat * 200).toISOString(),
          device: { mac: `AA:BB:CC:00:00:${number}`, user: `user-student-${number}` },
        },
        1,
      );
    }
    const at = new Date(started + 5_000).toISOString();
    await answerRecorder().recordPress(
      link,
      { value: answerOf(1), at, app: { uuid: 'phone-1', user: phone._id } },
      1,
    );
    await new SessionStore(testTable()).stopLink(link, new Date().toISOString(), true);
  };
  await pressAll(ox, (seat) => (seat % 2 === 1 ? 'O' : 'X'));
  const multiple = await createLinkRecord(
    session,
    await createQuestionRecord(DEMO_TEACHER, {
      title: { main: '셋은 어느 것인가요?', en: 'Which one is three?', es: '¿Cuál es tres?' },
      answerType: 'multiple',
      selection: storedChoices(
        { title: '하나', en: 'one', es: 'uno' },
        { title: '둘', en: 'two', es: 'dos' },
        { title: '셋', en: 'three', es: 'tres' },
      ),
      correct: '3',
    }),
  );
  await pressAll(multiple, (seat) => String((seat % 3) + 1));
  await endSession(session);
  session = { ...session, endtime: new Date().toISOString() };
}, 60_000);

afterAll(async () => {
  await endOngoingSession(DEMO_IDS.spotA);
});

describe('the export of the demo class, in Korean', () => {
  let book: ExcelJS.Workbook;
  let fileName = '';
  let disposition = '';

  beforeAll(async () => {
    ({ book, fileName, disposition } = await exported('ko'));
  }, 60_000);

  it('is named after the class and the Seoul day, in Korean', () => {
    const day = wallClock(new Date(session.starttime), 'Asia/Seoul').toISOString().slice(0, 10);

    expect(fileName).toBe(`Class 3-1 ${day} 결과.xlsx`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(fileName);
  });

  it('has Korean sheet names and headings', () => {
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      '표지',
      '요약',
      '1. 하늘은 파란가요',
      '2. 셋은 어느 것인가요',
      '학생별 결과',
    ]);
    expect(rowsOf(book.getWorksheet('요약'))[0]?.slice(0, 8)).toEqual([
      '번호',
      '문항',
      '유형',
      '출제 시각',
      '응답 수',
      '미응답',
      '정답',
      '정답률(%)',
    ]);
  });

  it('has a cover with the class, teacher, school and the class times as Seoul date cells', () => {
    const cover = book.getWorksheet('표지');
    const started = beside(cover, '수업 시작');

    expect(beside(cover, '교실')).toBe('Class 3-1');
    expect(beside(cover, '선생님')).toBe('Teacher Tom');
    expect(beside(cover, '학교')).toBe('Demo Elementary School');
    expect(beside(cover, '시간대')).toBe('Asia/Seoul (UTC+09:00)');
    expect(started).toBeInstanceOf(Date);
    // Exceljs reads a date cell back as its wall clock in UTC: Seoul is 9 hours ahead.
    expect((started as Date).getTime()).toBe(Date.parse(session.starttime) + 9 * 3_600_000);
    expect(beside(cover, '수업 종료')).toBeInstanceOf(Date);
  });

  it('lists all 24 students of the class and the phone student, blank for those who did not answer', () => {
    const { header, rows } = tableOf(book.worksheets[2], '번호');
    const byName = new Map(rows.map((row) => [row[1], row]));

    expect(header).toEqual(['번호', '학생', '답', '채점', '응답 방법', '응답 시각', '응답 시간(초)']);
    for (let seat = 1; seat <= DEMO_STUDENT_COUNT; seat += 1) {
      const row = byName.get(seatName(seat));
      expect(row?.[0], seatName(seat)).toBe(seat);
      if (seat <= ANSWERING) expect(row?.[2]).toBe(seat % 2 === 1 ? 'O' : 'X');
      else expect(row?.[2]).toBeUndefined();
    }
    expect(byName.get(seatName(1))?.[3]).toBe('정답');
    expect(byName.get(seatName(2))?.[3]).toBe('오답');
    expect(byName.get(seatName(1))?.[4]).toBe('버튼 AA:BB:CC:00:00:01');
    expect(byName.get(seatName(1))?.[5]).toBeInstanceOf(Date);
    expect(byName.get('Only Phone')?.[4]).toBe('휴대폰 앱');
    // The students sheet: seat, name, Q1, Q2, answered, correct, rate.
    const students = new Map(rowsOf(book.getWorksheet('학생별 결과')).map((row) => [row[1], row]));
    expect(students.get(seatName(1))?.slice(4, 6)).toEqual([2, 1]);
    for (let seat = ANSWERING + 1; seat <= DEMO_STUDENT_COUNT; seat += 1)
      expect(students.get(seatName(seat))?.slice(2, 6)).toEqual([undefined, undefined, 0, 0]);
    expect(students.get('Only Phone')?.[4]).toBe(2);
  });

  it('gives the multiple-choice sheet its choice texts', () => {
    const sheet = book.worksheets[3];
    const { header, rows } = tableOf(sheet, '번호');

    expect(beside(sheet, '보기')).toBe('1. 하나   2. 둘   3. 셋');
    expect(beside(sheet, '정답')).toBe('3. 셋');
    const chosen = header.indexOf('고른 보기');
    expect(rows.find((row) => row[1] === seatName(2))?.[chosen]).toBe('셋');
    expect(rows.find((row) => row[1] === seatName(3))?.[chosen]).toBe('하나');
  });
});

describe('the export of the demo class in English and Spanish', () => {
  it('has English headings and choice texts', async () => {
    const { book, fileName } = await exported('en');

    expect(fileName).toMatch(/^Class 3-1 \d{4}-\d{2}-\d{2} results\.xlsx$/);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Cover',
      'Summary',
      '1. Is the sky blue',
      '2. Which one is three',
      'Students',
    ]);
    expect(tableOf(book.worksheets[3], 'Seat').header).toEqual([
      'Seat',
      'Student',
      'Answer',
      'Chosen',
      'Result',
      'Answered with',
      'Answered at',
      'Response time (s)',
    ]);
    expect(beside(book.worksheets[3], 'Choices')).toBe('1. one   2. two   3. three');
  }, 60_000);

  it('has Spanish headings and choice texts', async () => {
    const { book, fileName } = await exported('es');

    expect(fileName).toMatch(/^Class 3-1 \d{4}-\d{2}-\d{2} resultados\.xlsx$/);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Portada',
      'Resumen',
      // No Spanish title: the main text.
      '1. 하늘은 파란가요',
      '2. ¿Cuál es tres',
      'Estudiantes',
    ]);
    expect(rowsOf(book.getWorksheet('Resumen'))[0]?.slice(0, 3)).toEqual(['N.º', 'Pregunta', 'Tipo']);
    expect(beside(book.getWorksheet('Portada'), 'Clase')).toBe('Class 3-1');
    expect(beside(book.worksheets[3], 'Opciones')).toBe('1. uno   2. dos   3. tres');
  }, 60_000);
});
