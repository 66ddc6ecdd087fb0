/**
 * The effective class screen settings through the API (docs/console-shell.md "Class screen
 * settings"): a site with none of its own runs with its distributor's, the site's own win, the
 * rest are the shipped defaults; the site's staff may read them (though not the distributor),
 * another school's staff may not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDist } from '../support/org-fixtures';

const SETTINGS = `query ($site: ID!) {
  classScreenSettings(site: $site) {
    background { value source }
    audio { value source }
    font { value source }
  }
}`;

let distId = '';
let siteId = '';
let system = '';
let staff = '';
let otherStaff = '';

const read = (token: string, site = siteId) => gql(SETTINGS, { site }, { token });

beforeAll(async () => {
  distId = (await createDist('Screen distributor'))._id;
  siteId = (await createSite({ distId }))._id;
  const otherSite = await createSite({ distId });
  const user = await createUser({ staff: true }, { siteId });
  const other = await createUser({ staff: true }, { siteId: otherSite._id });
  [system, staff, otherStaff] = await Promise.all([
    signin('system', 'demo1234'),
    signin(user.uid, user.password),
    signin(other.uid, other.password),
  ]);
});

describe('classScreenSettings', () => {
  it('gives a site with no settings and a distributor with none the shipped defaults', async () => {
    const result = await read(staff);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      classScreenSettings: {
        background: { value: '', source: 'default' },
        audio: { value: '', source: 'default' },
        font: { value: 'default', source: 'default' },
      },
    });
  });

  it('takes the distributor’s settings for a site with none, and the site’s own over them', async () => {
    const distScreen = {
      background: '/files/spot/1d5e6f70-8a9b-4c0d-8e1f-203142536475.png',
      audio: '/files/countdown/2e6f7081-9bac-4d1e-9f20-314253647586.wav',
      font: 'serif',
    };
    const updated = await gql(
      'mutation ($id: ID!, $input: DistInput!) { updateDist(id: $id, input: $input) { _id } }',
      {
        id: distId,
        input: { title: 'Screen distributor', info: JSON.stringify({ classScreen: distScreen }) },
      },
      { token: system },
    );
    expect(updated.errors).toBeUndefined();
    // Staff read the distributor's choice through the site, though the distributor itself is closed to them.
    expect(
      (await gql('query ($id: ID!) { dist(id: $id) { _id } }', { id: distId }, { token: staff })).errors?.[0]
        ?.errorType,
    ).toBe('Forbidden');
    expect((await read(staff)).data).toEqual({
      classScreenSettings: {
        background: { value: distScreen.background, source: 'dist' },
        audio: { value: distScreen.audio, source: 'dist' },
        font: { value: 'serif', source: 'dist' },
      },
    });

    const siteScreen = {
      background: '/files/spot/3f708192-acbd-4e2f-8031-425364758697.png',
      audio: '',
      font: 'default',
    };
    const site = await gql(
      'mutation ($id: ID!, $info: AWSJSON) { updateSite(id: $id, input: { info: $info }) { _id } }',
      { id: siteId, info: JSON.stringify({ classScreen: siteScreen }) },
      { token: system },
    );
    expect(site.errors).toBeUndefined();
    expect((await read(staff)).data).toEqual({
      classScreenSettings: {
        background: { value: siteScreen.background, source: 'site' },
        audio: { value: distScreen.audio, source: 'dist' },
        font: { value: 'serif', source: 'dist' },
      },
    });
  });

  it('refuses another school’s staff and answers null for an unknown site', async () => {
    expect((await read(otherStaff)).errors?.[0]?.errorType).toBe('Forbidden');
    const unknown = await read(system, 'site-does-not-exist');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ classScreenSettings: null });
  });
});
