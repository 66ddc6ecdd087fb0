/**
 * The route tree of spec section 2. Guards are the pure rules of auth/guard.ts applied by
 * <RequireRule>; pages not built yet render PendingPage (see pages/admin for
 * the built ones: sites, classrooms, devices, users, apps, scanners and the system catalog).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  adminRedirect,
  manageIndexPath,
  manageSettingRedirect,
  resultsRedirect,
  sessionRedirect,
  signedInRedirect,
  systemRedirect,
} from './auth/guard';
import { RequireRule } from './auth/RequireRule';
import { SessionBootstrap } from './auth/SessionBootstrap';
import { AdminLayout } from './layouts/AdminLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { SessionLayout } from './layouts/SessionLayout';
import { SharedLayout } from './layouts/SharedLayout';
import { DetailPage } from './pages/admin/detail/DetailPage';
import { RegisterDevicePage } from './pages/admin/device-register/RegisterDevicePage';
import { RegisterDeviceSnPage } from './pages/admin/device-register-sn/RegisterDeviceSnPage';
import { FleetHealthPage } from './pages/admin/fleet-health/FleetHealthPage';
import { QuestionLinkDetailPage } from './pages/admin/history/QuestionLinkDetailPage';
import { MySitePage } from './pages/admin/my-site/MySitePage';
import { ScannerRegisterPage } from './pages/admin/scanner-register/ScannerRegisterPage';
import { ManageDusettingPage, ManageSettingPage } from './pages/admin/setting/ManageTypePage';
import { CommonPage, SystemDetailPage, SystemSettingPage } from './pages/admin/system/SystemSettingPages';
import { ThingCreatePage } from './pages/admin/system/ThingCreatePage';
import { UserDetailPage } from './pages/admin/user-detail/UserDetailPage';
import { ChangePasswordPage } from './pages/change-password/ChangePasswordPage';
import { ClassMainPage } from './pages/class/main/ClassMainPage';
import { ClassPresentPage } from './pages/class/present/ClassPresentPage';
import { ClassReadyPage } from './pages/class/ready/ClassReadyPage';
import { ClassResultsPage } from './pages/class/results/ClassResultsPage';
import { CommonQuestionLinkPage } from './pages/common/CommonQuestionLinkPage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { QuestionImportPage } from './pages/questions/import/QuestionImportPage';
import { QuestionsPage } from './pages/questions/QuestionsPage';
import { SamplePage } from './pages/sample/SamplePage';
import { SignupPage } from './pages/signup/SignupPage';
import { TermsPage } from './pages/terms/TermsPage';

const systemRoutes: RouteObject = {
  path: 'system',
  element: <RequireRule rule={systemRedirect} />,
  children: [
    { index: true, element: <Navigate to="/admin/system/setting/action" replace /> },
    { path: 'setting/:type', element: <SystemSettingPage /> },
    // The page number counts from 1, like the pager (SystemSettingPages.tsx).
    { path: 'setting/:type/:page', element: <SystemSettingPage /> },
    { path: 'setting/:type/detail/:id', element: <SystemDetailPage /> },
    { path: 'thing/create', element: <ThingCreatePage /> },
  ],
};

const manageRoutes: RouteObject = {
  path: 'manage',
  children: [
    // manageIndexPath always names a target, so the index is a role-dependent redirect.
    { index: true, element: <RequireRule rule={manageIndexPath} /> },
    {
      path: 'setting/:type',
      element: (
        <RequireRule rule={(user, params) => manageSettingRedirect(user, params.type)}>
          <ManageSettingPage />
        </RequireRule>
      ),
    },
    { path: 'dusetting/:type', element: <ManageDusettingPage /> },
    { path: 'register/device', element: <RegisterDevicePage /> },
    { path: 'register/device-sn', element: <RegisterDeviceSnPage /> },
    { path: 'register/scanner', element: <ScannerRegisterPage /> },
    { path: 'user/detail/:id', element: <UserDetailPage /> },
    { path: 'questionLink/detail/:id', element: <QuestionLinkDetailPage /> },
    { path: 'detail/:type/:id', element: <DetailPage /> },
    { path: 'site', element: <MySitePage /> },
    { path: 'health', element: <FleetHealthPage /> },
  ],
};

/** /class and /common share the session guard and the navbar layout. */
const sessionGuarded = (
  <RequireRule rule={sessionRedirect}>
    <SessionLayout />
  </RequireRule>
);

export const routes: RouteObject[] = [
  {
    element: <SessionBootstrap />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'sample', element: <SamplePage /> },
          {
            path: 'change-password',
            element: (
              <RequireRule rule={signedInRedirect}>
                <ChangePasswordPage />
              </RequireRule>
            ),
          },
          {
            path: 'remote',
            lazy: async () => ({ Component: (await import('./pages/remote/RemotePage')).RemotePage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        element: (
          <RequireRule rule={adminRedirect}>
            <AdminLayout />
          </RequireRule>
        ),
        children: [
          { index: true, element: <Navigate to="/admin/system/setting/action" replace /> },
          systemRoutes,
          manageRoutes,
          { path: 'common/:type', element: <CommonPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // The class view for the projector: the class's guard, none of the console's chrome.
        path: 'class/present',
        element: (
          <RequireRule rule={sessionRedirect}>
            <ClassPresentPage />
          </RequireRule>
        ),
      },
      {
        // Results: teachers in the class layout, and system, admin and distributor in the admin
        // shell, since the server lets them read the results of their sites too.
        path: 'class/results',
        element: (
          <RequireRule rule={resultsRedirect}>
            <SharedLayout />
          </RequireRule>
        ),
        children: [{ index: true, element: <ClassResultsPage /> }],
      },
      {
        path: 'class',
        element: sessionGuarded,
        children: [
          { index: true, element: <Navigate to="/class/ready" replace /> },
          { path: 'ready', element: <ClassReadyPage /> },
          { path: 'manage-question', element: <QuestionsPage titleKey="MANAGE_QUESTION" /> },
          { path: 'manage-question/import', element: <QuestionImportPage /> },
          { path: 'main', element: <ClassMainPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'common',
        element: sessionGuarded,
        children: [
          { path: 'question', element: <QuestionsPage titleKey="QUESTION_LIST" /> },
          { path: 'question/import', element: <QuestionImportPage /> },
          { path: 'questionLink', element: <CommonQuestionLinkPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
