import type { Account, AccountKey } from '@portal/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Availability } from '../navigation/availability';
import { navLabels } from '../strings';
import type { RouteHandle } from './route-handle';

type LazyRouteModule = () => Promise<{ Component: ComponentType }>;

/** A screen of one account kind; `available` is the same rule as its sidebar entry (002 §2.4). */
export interface KindRoute<A extends Account = Account> {
  path: string;
  title: string;
  lazy: LazyRouteModule;
  available?: Availability<A>;
}

type RouteTable = { [K in AccountKey]: KindRoute<Extract<Account, { key: K }>>[] };

/**
 * The screens registered for each account kind (002 §2.2–2.4). The issues that build them add
 * them here; until then their paths fall through to the not-found page.
 */
export const routeTable: RouteTable = {
  admin: [
    // 002 §2.2: every admin entry is always visible, so no availability rule.
    { path: 'students', title: navLabels.students, lazy: () => import('../routes/students') },
    { path: 'employee', title: navLabels.employees, lazy: () => import('../routes/employees') },
    { path: 'statistics', title: navLabels.statistics, lazy: () => import('../routes/statistics') },
    { path: 'otchety-obnovlenij', title: navLabels.updateReports, lazy: () => import('../routes/update-reports') },
    { path: 'audit-log', title: navLabels.auditLog, lazy: () => import('../routes/audit-log') },
  ],
  employee: [
    // 002 §2.4: the student list is always available to an employee.
    { path: 'students', title: navLabels.students, lazy: () => import('../routes/employee-students') },
  ],
  student: [],
};

function toRoutes<A extends Account>(routes: KindRoute<A>[], account: A): RouteObject[] {
  return routes
    .filter((route) => !route.available || route.available(account))
    .map((route) => ({ path: route.path, handle: { title: route.title } satisfies RouteHandle, lazy: route.lazy }));
}

/** The routes of the active account: other kinds' screens and unavailable ones are not registered. */
export function routesFor(account: Account): RouteObject[] {
  switch (account.key) {
    case 'admin':
      return toRoutes(routeTable.admin, account);
    case 'employee':
      return toRoutes(routeTable.employee, account);
    case 'student':
      return toRoutes(routeTable.student, account);
  }
}
