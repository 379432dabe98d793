import { AccountChooserPage } from '../../features/auth/components/AccountChooserPage';

export const Component = AccountChooserPage;
