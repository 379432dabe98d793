/** The feature's screens, each imported when it opens: its own chunk. */
export const pages = {
  StudentListPage: () => import('./components/StudentListPage'),
  EmployeeListPage: () => import('./components/EmployeeListPage'),
};
