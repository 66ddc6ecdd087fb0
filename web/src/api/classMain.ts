/**
 * The calls of the running class (schema/sessions.graphql; docs/sessions.md): the session and who is in
 * it, the question links of the session, start / stop / correct-answer change, the end of the
 * class, and device-to-seat linking. Constant documents: data travels in variables.
 */
import type {
  ClassAppsQuery,
  ClassAppsQueryVariables,
  ClassDevicesQuery,
  ClassDevicesQueryVariables,
  ClassLinkQuery,
  ClassLinkQueryVariables,
  ClassLinksQuery,
  ClassLinksQueryVariables,
  ClassLinkViewFragment,
  ClassSessionQuery,
  ClassSessionQueryVariables,
  ClassStudentsQuery,
  ClassStudentsQueryVariables,
  EndClassMutation,
  EndClassMutationVariables,
  RevealQuestionLinkMutation,
  RevealQuestionLinkMutationVariables,
  SeatDeviceMutation,
  SeatDeviceMutationVariables,
  StartQuestionInput,
  StartQuestionMutation,
  StartQuestionMutationVariables,
  StopQuestionMutation,
  StopQuestionMutationVariables,
  UpdateQuestionLinkMutation,
  UpdateQuestionLinkMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

export type SessionView = NonNullable<ClassSessionQuery['session']>;
export type LinkView = ClassLinkViewFragment;
export type LinkAnswer = LinkView['answers'][number];
export type AskedQuestion = LinkView['question'][number][number];
/** What starting a question takes (StartQuestionInput, schema/sessions.graphql). */
export type StartInput = StartQuestionInput;

const STUDENT = /* GraphQL */ `
  fragment ClassStudent on User { _id firstname lastname no }
`;
const SEAT_DEVICE = /* GraphQL */ `
  fragment ClassSeatDevice on Device { mac label name user { _id } }
`;
const LINK_VIEW = /* GraphQL */ `
  fragment ClassLinkView on QuestionLink {
    _id session end createdAt correct rate countOfAnswers info limit liveResults revealedAt
    question { _id title { main en es } type correct info { answerType mbti audio image } selection { title en es image } }
    answers { value student { _id } device { mac user } app { uuid user } }
  }
`;

const SESSION_QUERY = /* GraphQL */ `
  query ClassSession($id: ID!) {
    session(id: $id) {
      _id code starttime endtime site { _id name } spot { _id name } participants { _id firstname lastname no }
    }
  }
`;
const STUDENTS_QUERY = /* GraphQL */ `
  query ClassStudents($page: Int, $perPage: Int!, $filter: UserFilter) {
    users(page: $page, perPage: $perPage, filter: $filter) { total data { ...ClassStudent } }
  }
  ${STUDENT}
`;
const DEVICES_QUERY = /* GraphQL */ `
  query ClassDevices($page: Int, $perPage: Int!, $filter: DeviceFilter) {
    devices(page: $page, perPage: $perPage, filter: $filter) { total data { ...ClassSeatDevice } }
  }
  ${SEAT_DEVICE}
`;
const APPS_QUERY = /* GraphQL */ `
  query ClassApps($page: Int, $perPage: Int!, $filter: AppFilter) {
    apps(page: $page, perPage: $perPage, filter: $filter) { total data { uuid name user { _id } } }
  }
`;
const LINKS_QUERY = /* GraphQL */ `
  query ClassLinks($page: Int, $perPage: Int!, $filter: QuestionLinkFilter) {
    questionLinks(page: $page, perPage: $perPage, filter: $filter) { total data { ...ClassLinkView } }
  }
  ${LINK_VIEW}
`;
const LINK_QUERY = /* GraphQL */ `
  query ClassLink($id: ID!) { questionLink(id: $id) { ...ClassLinkView } }
  ${LINK_VIEW}
`;
const START_QUESTION = /* GraphQL */ `
  mutation StartQuestion($input: StartQuestionInput!) { startQuestion(input: $input) { ...ClassLinkView } }
  ${LINK_VIEW}
`;
const STOP_QUESTION = /* GraphQL */ `
  mutation StopQuestion($id: ID!) { stopQuestion(id: $id) { success } }
`;
const REVEAL_LINK = /* GraphQL */ `
  mutation RevealQuestionLink($id: ID!) { revealQuestionLink(id: $id) { ...ClassLinkView } }
  ${LINK_VIEW}
`;
const UPDATE_LINK = /* GraphQL */ `
  mutation UpdateQuestionLink($id: ID!, $input: QuestionLinkInput!) {
    updateQuestionLink(id: $id, input: $input) { ...ClassLinkView }
  }
  ${LINK_VIEW}
`;
const CLEAR_SESSION = /* GraphQL */ `
  mutation EndClass($id: ID!) { clearSession(id: $id) { success } }
`;
const UPDATE_DEVICE_USER = /* GraphQL */ `
  mutation SeatDevice($mac: String!, $user: ID) { updateDeviceUser(mac: $mac, user: $user) { ...ClassSeatDevice } }
  ${SEAT_DEVICE}
`;

/** The server's perPage limit: lists are read in as few pages as possible. */
const PER_PAGE = 100;

async function allPages<T>(read: (page: number) => Promise<{ total: number; data: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    const result = await read(page);
    rows.push(...result.data);
    if (result.data.length < PER_PAGE || rows.length >= result.total) return rows;
  }
}

export function classMainCalls(auth: Auth) {
  const paging = (page: number) => ({ page, perPage: PER_PAGE });
  return {
    session: async (id: string) =>
      (await request<ClassSessionQuery, ClassSessionQueryVariables>(SESSION_QUERY, { id }, auth)).session,
    students: (spot: string) =>
      allPages(
        async (page) =>
          (
            await request<ClassStudentsQuery, ClassStudentsQueryVariables>(
              STUDENTS_QUERY,
              { ...paging(page), filter: { spot, students: true } },
              auth,
            )
          ).users,
      ),
    devices: (spot: string) =>
      allPages(
        async (page) =>
          (
            await request<ClassDevicesQuery, ClassDevicesQueryVariables>(
              DEVICES_QUERY,
              { ...paging(page), filter: { spot } },
              auth,
            )
          ).devices,
      ),
    apps: (spot: string) =>
      allPages(
        async (page) =>
          (
            await request<ClassAppsQuery, ClassAppsQueryVariables>(
              APPS_QUERY,
              { ...paging(page), filter: { spot } },
              auth,
            )
          ).apps,
      ),
    links: async (session: string) =>
      (
        await allPages(
          async (page) =>
            (
              await request<ClassLinksQuery, ClassLinksQueryVariables>(
                LINKS_QUERY,
                { ...paging(page), filter: { session } },
                auth,
              )
            ).questionLinks,
        )
      ).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    link: async (id: string) =>
      (await request<ClassLinkQuery, ClassLinkQueryVariables>(LINK_QUERY, { id }, auth)).questionLink,
    startQuestion: async (input: StartInput) =>
      (await request<StartQuestionMutation, StartQuestionMutationVariables>(START_QUESTION, { input }, auth))
        .startQuestion,
    reveal: async (id: string) =>
      (
        await request<RevealQuestionLinkMutation, RevealQuestionLinkMutationVariables>(
          REVEAL_LINK,
          { id },
          auth,
        )
      ).revealQuestionLink,
    stopQuestion: async (id: string) =>
      (await request<StopQuestionMutation, StopQuestionMutationVariables>(STOP_QUESTION, { id }, auth))
        .stopQuestion.success,
    changeCorrect: async (id: string, correct: string) =>
      (
        await request<UpdateQuestionLinkMutation, UpdateQuestionLinkMutationVariables>(
          UPDATE_LINK,
          { id, input: { correct } },
          auth,
        )
      ).updateQuestionLink,
    endClass: async (id: string) =>
      (await request<EndClassMutation, EndClassMutationVariables>(CLEAR_SESSION, { id }, auth)).clearSession
        .success,
    setDeviceUser: async (mac: string, user: string | null) =>
      (
        await request<SeatDeviceMutation, SeatDeviceMutationVariables>(
          UPDATE_DEVICE_USER,
          { mac, user },
          auth,
        )
      ).updateDeviceUser,
  };
}

export type ClassMainCalls = ReturnType<typeof classMainCalls>;

/** The question a link asked (the first of its list of lists). */
export function askedQuestion(link: Pick<LinkView, 'question'>): AskedQuestion | null {
  return link.question[0]?.[0] ?? null;
}
