/**
 * `npm run screenshots`: the class view for the projector at 1920x1080 in ko, en and es, as a
 * class sees it while a question runs (answers counted, results hidden) and after the teacher's
 * reveal, written to docs/screenshots/ (shown in the README). Starts the local stack in a child
 * process on free ports with fresh demo data, serving the built console (run `npm run build:web`
 * first); a multiple-choice question with a picture and a sound is asked in the demo classroom,
 * phones answer through the API and buttons through the device simulator. Needs Chromium and,
 * for the Korean text, a CJK font (Debian: fonts-noto-cjk).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { defaultPorts, REPO_ROOT } from '../infra/local/config';
import { freePort } from '../infra/local/ports';
import { graphql } from '../tests/bench/bench-graphql';
import { launchBrowser, signedInTeacherPage } from '../tests/support/browser';
import { toneWav } from '../tests/support/media-samples';
import { startBenchStack } from '../tests/support/stack-process';
import { uploadFile } from '../tests/support/uploads';

const OUT = join(REPO_ROOT, 'docs', 'screenshots');
const LOCALES = { ko: 'ko-KR', en: 'en-US', es: 'es-ES' } as const;
const SITE = 'site-demo';
const SPOT = 'spot-demo-3-1';

/** A picture for "7 x 8": seven rows of eight dots, drawn as SVG and turned into a PNG. */
function dotsPng(): Promise<Buffer> {
  const dots = Array.from({ length: 56 }, (_, index) => {
    const x = 40 + (index % 8) * 60;
    const y = 40 + Math.floor(index / 8) * 60;
    return `<circle cx="${x}" cy="${y}" r="22" fill="#0059b3"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="460"><rect width="520" height="460" fill="#f3f3f7"/>${dots}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const QUESTION = /* GraphQL */ `
  mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }
`;

async function main() {
  const dist = process.env.LOCAL_WEB_DIST ?? join(REPO_ROOT, 'web', 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No console build in ${dist}: run npm run build:web`);
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-screenshots-'));
  const portBase = await freePort();
  const mqttPort = await freePort();
  const stack = await startBenchStack(dataDir, portBase, mqttPort);
  const browser = await launchBrowser();
  try {
    const url = stack.graphqlUrl;
    const baseUrl = `http://127.0.0.1:${portBase}`;
    const { token } = await graphql<{ token: string }>(
      url,
      'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token } }',
      { u: 'teacher', p: 'demo1234' },
    );
    const image = await uploadFile(baseUrl, token, {
      bytes: await dotsPng(),
      name: 'dots.png',
      category: 'question-image',
    });
    const audio = await uploadFile(baseUrl, token, {
      bytes: toneWav(),
      name: 'tone.wav',
      category: 'question-audio',
    });
    const question = await graphql<{ _id: string }>(
      url,
      QUESTION,
      {
        i: {
          title: { main: '7 × 8 은 얼마일까요?', en: 'What is 7 × 8?', es: '¿Cuánto es 7 × 8?' },
          type: 'quiz',
          answerType: 'multiple',
          correct: '2',
          image,
          audio,
          selection: [
            { title: '마흔여덟 (48)', en: 'Forty-eight (48)', es: 'Cuarenta y ocho (48)' },
            { title: '쉰여섯 (56)', en: 'Fifty-six (56)', es: 'Cincuenta y seis (56)' },
            { title: '쉰여덟 (58)', en: 'Fifty-eight (58)', es: 'Cincuenta y ocho (58)' },
            { title: '예순넷 (64)', en: 'Sixty-four (64)', es: 'Sesenta y cuatro (64)' },
          ],
        },
      },
      token,
    );
    const session = await graphql<{ _id: string; code: string }>(
      url,
      'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
      { i: { site: SITE, spot: SPOT } },
      token,
    );
    const pages: Partial<Record<keyof typeof LOCALES, Page>> = {};
    for (const [lang, locale] of Object.entries(LOCALES) as [keyof typeof LOCALES, string][]) {
      const page = await signedInTeacherPage(browser, baseUrl, 'teacher', { locale });
      await page.setViewportSize({ width: 1920, height: 1080 });
      // Spanish is only reached by choosing it (spec section 9): the choice is stored.
      await page.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), lang);
      await page.goto(`${baseUrl}/class/present?session=${session._id}`);
      await page.getByTestId('class-present').waitFor();
      pages[lang] = page;
    }
    const phones = await Promise.all(
      ['Mina', 'Joon', 'Ana'].map((name) =>
        graphql<{ token: string }>(
          url,
          'mutation ($i: JoinSessionInput!) { joinSession(input: $i) { token } }',
          { i: { code: session.code, name } },
        ),
      ),
    );
    const link = await graphql<{ _id: string }>(
      url,
      'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
      { i: { session: session._id, question: question._id, limit: 60 } },
      token,
    );
    for (const [index, phone] of phones.entries())
      await graphql(
        url,
        'mutation ($i: AnswerQuestionInput!) { answerQuestion(input: $i) { value } }',
        { i: { questionLink: link._id, value: index === 2 ? '4' : '2' } },
        phone.token,
      );
    // Nine of the demo classroom's buttons press once, mostly 2, through the device simulator.
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'tools/simulator/main.ts',
        // The stack's own data folder holds the claim credential the simulated scanner onboards with.
        ...[
          '--url',
          `mqtt://127.0.0.1:${mqttPort}`,
          '--data-dir',
          dataDir,
          '--buttons',
          '9',
          '--scanners',
          '1',
        ],
        ...['--burst', '1000', '--answers', '1:15,2:60,3:10,4:15', '--seed', '17', '--wait', '10'],
      ],
      { cwd: REPO_ROOT },
    );
    for (const [lang, page] of Object.entries(pages)) {
      await page.waitForFunction(
        () =>
          Number(document.querySelector('[data-testid="present-answered"]')?.getAttribute('data-answered')) >=
          3,
      );
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(OUT, `class-view-open-${lang}.png`) });
    }
    await graphql(url, 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id: link._id }, token);
    await graphql(
      url,
      'mutation ($id: ID!) { revealQuestionLink(id: $id) { _id } }',
      { id: link._id },
      token,
    );
    for (const [lang, page] of Object.entries(pages)) {
      await page.getByTestId('present-chart').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(OUT, `class-view-revealed-${lang}.png`) });
      console.log(`docs/screenshots/class-view-{open,revealed}-${lang}.png`);
    }
    await graphql(
      url,
      'mutation ($id: ID!) { clearSession(id: $id) { success } }',
      { id: session._id },
      token,
    );
    console.log(`Stack ports from ${portBase} (DynamoDB ${defaultPorts(portBase).dynamodb}) stopped.`);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
