/** The demo accounts `npm start` creates and prints. Local demo data only: never deployed. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  system: { firstname: 'Sam', lastname: 'System', lands: '/admin (system operator)' },
  admin: { firstname: 'Ada', lastname: 'Admin', lands: '/admin' },
  dist: { firstname: 'Dana', lastname: 'Distributor', lands: '/admin' },
  teacher: { firstname: 'Tom', lastname: 'Teacher', lands: '/class (manager of Demo Elementary School)' },
  staff: { firstname: 'Sue', lastname: 'Staff', lands: '/class (staff)' },
  newteacher: {
    firstname: 'Nina',
    lastname: 'Newteacher',
    lands: '/terms?mode=agree (policy not yet agreed)',
  },
} as const;

export type DemoUid = keyof typeof DEMO_USERS;
