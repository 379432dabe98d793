import { AdminStudentListPage } from '../../features/directory/components/StudentListPage';

export const Component = AdminStudentListPage;
