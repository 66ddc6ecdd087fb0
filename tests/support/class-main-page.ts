/**
 * The running class screen (/class/main) as browser tests drive it: its seats, the answer chart's
 * figures, the question chooser, and the session's question links read through the API.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gql } from './graphql';

export function classMainPage(page: Page) {
  return {
    seats: () => page.getByTestId('seat'),
    answeredAs: (label: string) => page.locator(`[data-testid="seat"][data-answer="${label}"]`),
    countOf: (label: string) =>
      page.locator(`[data-testid="answer-count"][data-label="${label}"]`).getAttribute('data-count'),
    shownRate: () => page.getByTestId('answer-rate').getAttribute('data-rate'),
    /** Waits until the screen's onAnswers subscription is acknowledged for the link on screen. */
    async waitLive() {
      await page.locator('[data-testid="live-state"]:not([data-live=""])').waitFor();
    },
    async pickOption(testId: string, label: string) {
      await page.getByTestId(testId).locator('button').first().click();
      await page.getByRole('option', { name: label }).click();
    },
    async chooseQuestion(title: string) {
      await page.getByTestId('choose-question').click();
      const picker = page.getByTestId('class-question-search');
      await picker.waitFor();
      await page.getByTestId('class-question-search-q').fill(title);
      const row = picker.locator('tbody tr', { hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      await row.locator('input').click();
      await picker.getByTestId('class-question-search-connect').click();
      await picker.waitFor({ state: 'hidden' });
      await page.getByTestId('chosen-question').getByText(title).waitFor();
    },
  };
}

export interface SessionLink {
  _id: string;
  createdAt: string;
  end: string | null;
  question: Array<Array<{ _id: string }>>;
}

/** The session's question links, oldest first. */
export async function sessionLinks(token: string, sessionId: string): Promise<SessionLink[]> {
  const result = await gql<{ questionLinks: { data: SessionLink[] } }>(
    'query ($filter: QuestionLinkFilter) { questionLinks(perPage: 100, filter: $filter) { data { _id createdAt end question { _id } } } }',
    { filter: { session: sessionId } },
    { token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.questionLinks.data.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A Quiz Express playlist of these questions, in this order, through the API. */
export async function createPlaylist(token: string, title: string, questions: string[]): Promise<string> {
  const created = await gql<{ createPlayList: { _id: string } }>(
    'mutation ($input: PlayListInput!) { createPlayList(input: $input) { _id } }',
    { input: { title } },
    { token },
  );
  const id = created.data?.createPlayList._id;
  if (!id) throw new Error(JSON.stringify(created.errors));
  const updated = await gql(
    'mutation ($id: ID!, $list: [PlayListItemInput!]!) { updatePlayList(id: $id, list: $list) { _id } }',
    { id, list: questions.map((question, order) => ({ order, question })) },
    { token },
  );
  if (updated.errors) throw new Error(JSON.stringify(updated.errors));
  return id;
}
