/**
 * A class running on a new classroom of the demo site, with the teacher's screen (/class/main)
 * and the class view for the projector opened from it, both at 1920x1080 in one language: what
 * the browser tests of the class screens start from.
 */
import type { Browser, Page } from 'playwright-core';
import { signedInTeacherPage } from './browser';
import { gql } from './graphql';
import { createSpot } from './org-fixtures';

export const DEMO_SITE = 'site-demo';

export type Language = 'ko' | 'en' | 'es';

export const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', es: 'es-ES' };

export interface ClassScreens {
  session: { _id: string; code: string };
  teacher: Page;
}

/** A mutation or query as the teacher, failing the test on an error. */
export async function teacherApi<T>(token: string, query: string, variables: Record<string, unknown>) {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** A new class session of the demo teacher (`token`) on a classroom of its own. */
export async function startClass(token: string, name: string): Promise<ClassScreens['session']> {
  const spot = await createSpot(DEMO_SITE, name);
  const created = await teacherApi<{ createSession: { _id: string; code: string } }>(
    token,
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: DEMO_SITE, spot: spot._id } },
  );
  return created.createSession;
}

/** The demo teacher signed in, in `language` (Spanish is only ever chosen: the choice is stored). */
export async function teacherIn(browser: Browser, baseUrl: string, language: Language): Promise<Page> {
  const teacher = await signedInTeacherPage(browser, baseUrl, 'teacher', { locale: LOCALES[language] });
  await teacher.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), language);
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  return teacher;
}

/** The teacher's running class, then the class view it opens in its own window. */
export async function openClassScreens(
  teacher: Page,
  baseUrl: string,
  sessionId: string,
): Promise<{ teacher: Page; present: Page }> {
  await teacher.goto(`${baseUrl}/class/main?session=${sessionId}`);
  await teacher.getByTestId('class-main').waitFor();
  const opened = teacher.context().waitForEvent('page');
  await teacher.getByTestId('open-present').click();
  const present = await opened;
  await present.setViewportSize({ width: 1920, height: 1080 });
  await present.getByTestId('class-present').waitFor();
  return { teacher, present };
}
