export { GuardianAuditList, type GuardianAuditListProps } from './GuardianAuditList';
export { AUDIT_ACTIONS, auditChanges } from './auditText';
