import { AccountChooserPage } from '../../features/auth';

export const Component = AccountChooserPage;
