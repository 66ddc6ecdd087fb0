/**
 * The scanners of the manage screens: list, read, create, update, remove. (Registering a new
 * scanner is scannerRegister.ts; its live state, scannerStatus.ts.) Constant documents: data
 * travels in variables.
 */
import type {
  CreateScannerMutation,
  CreateScannerMutationVariables,
  RemoveScannerMutation,
  RemoveScannerMutationVariables,
  ScannerInput,
  ScannerQuery,
  ScannerQueryVariables,
  ScannerRowFragment,
  ScannersQuery,
  ScannersQueryVariables,
  UpdateScannerMutation,
  UpdateScannerMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

export type ScannerRow = ScannerRowFragment;

const SCANNER_ROW = /* GraphQL */ `
  fragment ScannerRow on Scanner {
    _id scid sn uuid mac name description status alive active
    site { _id name } spot { _id name }
    createdAt updatedAt
  }
`;

const SCANNERS_QUERY = /* GraphQL */ `
  query Scanners($page: Int, $perPage: Int!, $filter: ScannerFilter) {
    scanners(page: $page, perPage: $perPage, filter: $filter) { total data { ...ScannerRow } }
  }
  ${SCANNER_ROW}
`;
const SCANNER_QUERY = /* GraphQL */ `
  query Scanner($id: ID!) { scanner(id: $id) { ...ScannerRow } }
  ${SCANNER_ROW}
`;
const CREATE_SCANNER = /* GraphQL */ `
  mutation CreateScanner($input: ScannerInput!) { createScanner(input: $input) { ...ScannerRow } }
  ${SCANNER_ROW}
`;
const UPDATE_SCANNER = /* GraphQL */ `
  mutation UpdateScanner($id: ID!, $input: ScannerInput!) {
    updateScanner(id: $id, input: $input) { ...ScannerRow }
  }
  ${SCANNER_ROW}
`;
const REMOVE_SCANNER = /* GraphQL */ `
  mutation RemoveScanner($id: ID!) { removeScanner(id: $id) { success } }
`;

export const fetchScanners = async (auth: Auth, args: ScannersQueryVariables) =>
  (await request<ScannersQuery, ScannersQueryVariables>(SCANNERS_QUERY, args, auth)).scanners;
export const fetchScanner = async (auth: Auth, id: string) =>
  (await request<ScannerQuery, ScannerQueryVariables>(SCANNER_QUERY, { id }, auth)).scanner;
export const createScanner = async (auth: Auth, input: ScannerInput) =>
  (await request<CreateScannerMutation, CreateScannerMutationVariables>(CREATE_SCANNER, { input }, auth))
    .createScanner;
export const updateScanner = async (auth: Auth, id: string, input: ScannerInput) =>
  (await request<UpdateScannerMutation, UpdateScannerMutationVariables>(UPDATE_SCANNER, { id, input }, auth))
    .updateScanner;
export const removeScanner = async (auth: Auth, id: string) =>
  (await request<RemoveScannerMutation, RemoveScannerMutationVariables>(REMOVE_SCANNER, { id }, auth))
    .removeScanner;
