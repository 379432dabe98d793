import { StatisticsPage } from '../../features/statistics/components/StatisticsPage';

export const Component = StatisticsPage;
