import { NotFoundPage } from '../../features/home/components/NotFoundPage';

export const Component = NotFoundPage;
