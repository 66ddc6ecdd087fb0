/**
 * The effective class screen settings of a site (the site's own, else its distributor's, else the
 * shipped defaults), resolved by the server because managers and staff may not read distributors.
 */
import type { ClassScreenSettingsQuery, ClassScreenSettingsQueryVariables } from '../generated/operations';
import { type Auth, request } from './client';

const CLASS_SCREEN_QUERY = /* GraphQL */ `
  query ClassScreenSettings($site: ID!) {
    classScreenSettings(site: $site) {
      background { value source }
      audio { value source }
      font { value source }
    }
  }
`;

export const fetchClassScreenSettings = async (auth: Auth, site: string) =>
  (
    await request<ClassScreenSettingsQuery, ClassScreenSettingsQueryVariables>(
      CLASS_SCREEN_QUERY,
      { site },
      auth,
    )
  ).classScreenSettings;
