import { EmployeeStudentListPage } from '../../features/directory/components/StudentListPage';

// The employee's student list (002): a group filter, no phone, no record book, no sign-in as the student.
export const Component = EmployeeStudentListPage;
