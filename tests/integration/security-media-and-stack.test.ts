/**
 * Media and local-stack holes a probe found (issue 21 "Why"), each now refused with its typed
 * error and nothing written: question and choice images naming a third-party address or a
 * `javascript:` URL (docs/questions.md), an upload far over the limit answered with a connection
 * reset instead of 413 (docs/files.md), and a stack started on a port fetch refuses
 * (docs/local-stack.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/config';
import { gql, signin } from '../support/graphql';
import { solidPng } from '../support/media-samples';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { postToBucket, requestUploadForm, uploadFile } from '../support/uploads';

const UPDATE =
  'mutation ($id: ID!, $i: QuestionInput!) { updateQuestion(id: $id, input: $i) { _id info { image } } }';
const READ = 'query ($id: ID!) { question(id: $id) { info { image } selection { title image } } }';
const OX = { title: { main: 'Media probe' }, type: 'quiz', answerType: 'ox', correct: '1' };
const CHOICES = {
  title: { main: 'Media probe' },
  type: 'quiz',
  answerType: 'multiple',
  correct: '1',
};

let teacher = '';

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

describe('media references of a question', () => {
  it.each([
    ['a third-party image', { ...OX, image: 'https://tracker.example/pixel.png' }],
    ['a javascript: image', { ...OX, image: 'javascript:alert(document.cookie)' }],
    [
      'a third-party choice image',
      { ...CHOICES, selection: [{ title: 'A', image: 'https://tracker.example/a.png' }, { title: 'B' }] },
    ],
  ])('refuses %s with MEDIA_NOT_OWN_FILE and leaves the question as it was', async (_what, input) => {
    const question = await createQuestionRecord(DEMO_TEACHER);
    const before = await gql(READ, { id: question._id }, { token: teacher });

    const result = await gql(UPDATE, { id: question._id, i: input }, { token: teacher });

    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      errorInfo: { key: 'MEDIA_NOT_OWN_FILE' },
    });
    expect(await gql(READ, { id: question._id }, { token: teacher })).toEqual(before);
  });

  it('accepts an image the upload route handed out', async () => {
    const question = await createQuestionRecord(DEMO_TEACHER);
    const path = await uploadFile(inject('stack').url, teacher, {
      bytes: await solidPng(),
      name: 'own.png',
      category: 'question-image',
    });

    const result = await gql<{ updateQuestion: { info: { image: string } } }>(
      UPDATE,
      { id: question._id, i: { ...OX, image: path } },
      { token: teacher },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.updateQuestion.info.image).toBe(path);
  });
});

describe('an upload far over the limit', () => {
  it('answers a 70 MB post to the bucket under a small declared size with EntityTooLarge rather than a reset connection', async () => {
    const baseUrl = inject('stack').url;
    const asked = await requestUploadForm(baseUrl, teacher, {
      category: 'question-image',
      filename: 'huge.png',
      contentType: 'image/png',
      size: 1024,
    });
    if (!asked.form) throw new Error(JSON.stringify(asked.body));

    const posted = await postToBucket(baseUrl, asked.form, {
      bytes: new Uint8Array(70 * 1024 * 1024),
      name: 'huge.png',
      type: 'image/png',
    });

    expect(posted).toEqual({ status: 400, bucketError: 'EntityTooLarge' });
  });
});

describe('starting the stack on a port fetch refuses', () => {
  it('stops at once with the bad-port message and the LOCAL_PORT_BASE hint', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-badport-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', '--no-seed'], {
        cwd: REPO_ROOT,
        env: { ...process.env, LOCAL_DATA_DIR: dataDir, LOCAL_PORT_BASE: '6000' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });

      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

      expect(code).not.toBe(0);
      expect(output).toMatch(/Port 6000 \(gateway\) .*"bad port"/);
      expect(output).toMatch(/LOCAL_PORT_BASE/);
      expect(output).not.toMatch(/ClassPulse is running/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
