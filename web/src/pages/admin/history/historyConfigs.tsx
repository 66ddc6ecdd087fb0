/**
 * The manage/setting lists of issue 10 as CrudConfigs: the caller's questions, question links
 * and sessions. They are history, so there is no create or edit here: questions are written in
 * the question library, links and sessions by the running class. A session leads to its results. Access is the server's
 * (docs/sessions.md "Access"): a manager or distributor sees their sites, system and admin all.
 */
import { serverFilter } from '../../../admin/components/filterRules';
import { formatDateTime, personName } from '../../../admin/components/format';
import type { CrudConfig } from '../../../admin/crud/crudConfig';
import {
  askedQuestion,
  fetchQuestionLinks,
  fetchSession,
  fetchSessions,
  type LinkRow,
  type SessionRow,
} from '../../../api/history';
import { fetchQuestion, fetchQuestions, type QuestionRow } from '../../../api/questions';
import { titleIn } from '../../../questions/titleIn';
import { SessionResultsLink } from '../../class/results/SessionResultsLink';
import { manageDetailPath, stampItems } from '../catalog/stamps';
import { ActiveBadge } from '../shared/ActiveBadge';
import { labelledRateText } from './rate';

const PLACE_FILTERS = ['site', 'spot'] as const;
const QUESTION_FILTERS = ['q', 'active'] as const;
const NO_FORM = { fields: [], valuesOf: () => ({}) };

export const questionLinkDetailPath = (id: string) =>
  `/admin/manage/questionLink/detail/${encodeURIComponent(id)}`;

export const questionConfig: CrudConfig<QuestionRow> = {
  type: 'question',
  labelKey: 'QUESTION',
  queryKey: 'questions',
  idOf: (question) => question._id,
  titleOf: (question) => question.title.main,
  columns: [
    { id: 'title', labelKey: 'TITLE', cell: (question, { language }) => titleIn(question.title, language) },
    { id: 'type', labelKey: 'QUESTION_KIND', cell: (question, { t }) => t(question.type.toUpperCase()) },
    {
      id: 'answerType',
      labelKey: 'ANSWER_TYPE',
      cell: (question, { t }) => t(`ANSWER_${question.info.answerType.toUpperCase()}`),
    },
    { id: 'active', labelKey: 'ACTIVE', cell: (question) => <ActiveBadge active={question.active} /> },
    {
      id: 'createdAt',
      labelKey: 'CREATED_AT',
      cell: (question, { language }) => formatDateTime(question.createdAt, language),
    },
  ],
  filters: QUESTION_FILTERS,
  ...NO_FORM,
  fetchPage: (auth, page, perPage, filter) =>
    fetchQuestions(auth, { page, perPage, filter: serverFilter(filter, QUESTION_FILTERS) }),
  fetchOne: fetchQuestion,
  detailItems: (question, texts) => [
    { label: texts.t('TITLE_MAIN'), value: question.title.main, testId: 'title' },
    { label: texts.t('TITLE_EN'), value: question.title.en },
    { label: texts.t('TITLE_ES'), value: question.title.es },
    { label: texts.t('QUESTION_KIND'), value: texts.t(question.type.toUpperCase()) },
    { label: texts.t('ANSWER_TYPE'), value: texts.t(`ANSWER_${question.info.answerType.toUpperCase()}`) },
    { label: texts.t('CORRECT_ANSWER'), value: question.correct },
    { label: texts.t('ACTIVE'), value: <ActiveBadge active={question.active} /> },
    ...stampItems(question, texts),
  ],
  detailPath: (id) => manageDetailPath('question', id),
  listPath: '/admin/manage/setting/question',
};

export const questionLinkConfig: CrudConfig<LinkRow> = {
  type: 'questionLink',
  labelKey: 'QUESTION_LINK',
  queryKey: 'questionLinks',
  idOf: (link) => link._id,
  titleOf: (link) => askedQuestion(link)?.title.main ?? link._id,
  columns: [
    {
      id: 'question',
      labelKey: 'ASKED_QUESTION',
      cell: (link, { language }) => titleIn(askedQuestion(link)?.title, language),
    },
    { id: 'spot', labelKey: 'SPOT', cell: (link) => link.spot.name },
    { id: 'user', labelKey: 'ASKED_BY', cell: (link) => personName(link.user) },
    { id: 'answers', labelKey: 'LINK_ANSWERS', cell: (link) => String(link.countOfAnswers) },
    {
      id: 'rate',
      labelKey: 'LINK_RATE',
      cell: (link, { t }) => labelledRateText(askedQuestion(link)?.type, link.rate, t),
    },
    {
      id: 'createdAt',
      labelKey: 'ASKED_AT',
      cell: (link, { language }) => formatDateTime(link.createdAt, language),
    },
  ],
  filters: PLACE_FILTERS,
  ...NO_FORM,
  fetchPage: (auth, page, perPage, filter) =>
    fetchQuestionLinks(auth, { page, perPage, filter: serverFilter(filter, PLACE_FILTERS) }),
  // The link's own screen (QuestionLinkDetailPage) loads it with its answers.
  fetchOne: async () => null,
  detailItems: () => [],
  detailPath: questionLinkDetailPath,
  listPath: '/admin/manage/setting/questionLink',
};

export const sessionConfig: CrudConfig<SessionRow> = {
  type: 'session',
  labelKey: 'SESSION',
  queryKey: 'sessions',
  idOf: (session) => session._id,
  titleOf: (session) => session.code,
  columns: [
    { id: 'code', labelKey: 'SESSION_CODE', cell: (session) => session.code },
    { id: 'site', labelKey: 'SITE', cell: (session) => session.site.name },
    { id: 'spot', labelKey: 'SPOT', cell: (session) => session.spot.name },
    {
      id: 'starttime',
      labelKey: 'SESSION_START',
      cell: (session, { language }) => formatDateTime(session.starttime, language),
    },
    {
      id: 'endtime',
      labelKey: 'SESSION_END',
      cell: (session, { t, language }) =>
        session.endtime ? formatDateTime(session.endtime, language) : t('SESSION_ONGOING'),
    },
    {
      id: 'participants',
      labelKey: 'PARTICIPANTS',
      cell: (session) => String(session.participants?.length ?? 0),
    },
    {
      id: 'results',
      labelKey: 'RESULTS_TITLE',
      cell: (session) => <SessionResultsLink session={session._id} />,
    },
  ],
  filters: PLACE_FILTERS,
  ...NO_FORM,
  fetchPage: (auth, page, perPage, filter) =>
    fetchSessions(auth, { page, perPage, filter: serverFilter(filter, PLACE_FILTERS) }),
  fetchOne: fetchSession,
  detailItems: (session, texts) => [
    { label: texts.w('SESSION_CODE'), value: session.code, testId: 'code' },
    { label: texts.w('SITE'), value: session.site.name },
    { label: texts.w('SPOT'), value: session.spot.name },
    { label: texts.t('SESSION_START'), value: formatDateTime(session.starttime, texts.language) },
    {
      label: texts.t('SESSION_END'),
      value: session.endtime ? formatDateTime(session.endtime, texts.language) : texts.t('SESSION_ONGOING'),
    },
    { label: texts.t('PARTICIPANTS'), value: String(session.participants?.length ?? 0) },
    { label: texts.w('TEACHER'), value: personName(session.user) },
    ...stampItems(session, texts),
  ],
  detailPath: (id) => manageDetailPath('session', id),
  listPath: '/admin/manage/setting/session',
};
