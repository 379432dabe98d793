import { EmployeeListPage } from '../../features/directory/components/EmployeeListPage';

export const Component = EmployeeListPage;
