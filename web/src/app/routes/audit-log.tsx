import { AuditLogPage } from '../../features/audit/components/AuditLogPage';

export const Component = AuditLogPage;
