import { UpdateReportsPage } from '../../features/update-reports/components/UpdateReportsPage';

export const Component = UpdateReportsPage;
