/**
 * The effective class screen settings of a site (the site's own, else its distributor's, else the
 * shipped defaults), resolved by the server because managers and staff may not read distributors.
 */
import type { ClassScreenSettings } from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';

const CLASS_SCREEN_QUERY = /* GraphQL */ `
  query ClassScreenSettings($site: ID!) {
    classScreenSettings(site: $site) {
      background { value source }
      audio { value source }
      font { value source }
    }
  }
`;

export const fetchClassScreenSettings = (auth: Auth, site: string) =>
  callField<ClassScreenSettings | null>(auth, CLASS_SCREEN_QUERY, 'classScreenSettings', { site });
