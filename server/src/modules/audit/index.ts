/** «Журнал действий»: its routes, and `recordAudit` for the modules that write an entry in their transaction. */
export { auditModule } from './routes';
export { recordAudit, type AuditRecord } from './service';
export { impersonatedCallsAudit } from './impersonated-calls';
