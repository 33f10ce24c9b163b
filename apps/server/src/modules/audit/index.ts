// The audit module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { listAuditLog, recordAudit } from './audit-log.ts';
