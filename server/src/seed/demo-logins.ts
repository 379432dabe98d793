/**
 * The five demo sign-ins printed at startup, all with the password `demo`: the one place they are
 * written. The seed makes them (demo-users.ts), the server's tests and the e2e tests sign in with
 * them. This file imports nothing, so that e2e/ (its own workspace, which reaches the server's
 * source only for this) does not load the seed or the database with it.
 */
export const DEMO_LOGINS = {
  admin: 'admin@demo.local',
  employee: 'employee@demo.local',
  manager: 'manager@demo.local',
  student: 'student@demo.local',
  multi: 'multi@demo.local',
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;
export const DEMO_PASSWORD = 'demo';
