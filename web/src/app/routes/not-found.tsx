import { NotFoundPage } from '../../features/home';

export const Component = NotFoundPage;
