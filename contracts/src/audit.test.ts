import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  auditDataPreview,
  auditEntrySchema,
  auditLogRecordSchema,
  auditSearchMatches,
  authenticationRiskScore,
  calculationRiskScore,
  dataOperationRiskScore,
  deductionRiskScore,
  documentProcessingRiskScore,
  ENCRYPTION_AUDIT_ACTIONS,
  encryptionEventRiskScore,
  formatAuditFileSize,
  formUpdateRiskScore,
  riskBadgeVariant,
  shortResourceId,
  taxpayerInfoRiskScore,
  userActionRiskScore,
  w2UploadRiskScore,
} from './audit';
import { encryptionAuditEventSchema, redactAuditText } from './api/forms';

describe('audit actions and entries (spec 1 §7.1, spec 2 §7)', () => {
  it('names the actions the spec logs', () => {
    for (const action of ['view_settings', 'update_email', 'update_password', 'update_tax_form', 'upload_w2_document', 'document_upload_initiated', 'document_removed', 'calculate_full', 'login', 'authentication_failure']) {
      expect(AUDIT_ACTIONS).toContain(action);
    }
  });

  it('names the actions forms and the encryption events write', () => {
    for (const action of ['update_taxpayer_info', 'add_dependent', ...Object.values(ENCRYPTION_AUDIT_ACTIONS)]) expect(AUDIT_ACTIONS).toContain(action);
    expect(ENCRYPTION_AUDIT_ACTIONS).toEqual({ setup: 'encryption_key_setup', initialise: 'encryption_initialize', encrypt: 'field_encrypt', decrypt: 'field_decrypt' });
    expect([encryptionEventRiskScore(true), encryptionEventRiskScore(false)]).toEqual([20, 50]);
  });

  it('encryption events carry field names, never values; error texts lose their digit runs', () => {
    const event = { at: '2025-02-01T10:00:00.000Z', operation: 'encrypt', level: 1, success: true };
    for (const dataType of ['ssn', 'spouseSSN', 'dependents.3.dob', 'data_key']) expect(encryptionAuditEventSchema.safeParse({ ...event, dataType }).success).toBe(true);
    for (const dataType of ['412567890', '412-56-7890', 'ssn=412567890', '(609) 555-0142', '']) expect(encryptionAuditEventSchema.safeParse({ ...event, dataType }).success).toBe(false);
    expect(redactAuditText('OperationError: The operation failed')).toBe('OperationError: The operation failed');
    expect(redactAuditText('bad 412-56-7890 and 1958-03-14 and 609 555 0142, key version 2')).toBe('bad [redacted] and [redacted] and [redacted], key version 2');
    expect(redactAuditText('x'.repeat(400))).toHaveLength(300);
  });

  it('reads an upload_w2_document entry with every field', () => {
    const entry = auditEntrySchema.parse({
      action: 'upload_w2_document',
      resourceType: 'tax_document',
      resourceId: 'w2_1700000000_abc',
      details: { fileName: 'w2.pdf', size: 2048, extractedFields: 27, status: 'success' },
      dataBefore: null,
      dataAfter: { w2Count: 1 },
      riskScore: 20,
      complianceFlags: ['income_verification', 'w2_processed'],
      sessionId: 's1',
      ipGeolocation: { timezone: 'America/New_York', language: 'en-US', platform: 'Linux' },
      documentType: 'W2',
      documentHash: 'a'.repeat(64),
      fileSizeBytes: 2048,
      errorDetails: null,
      processingDurationMs: 1200,
      calculationContext: undefined,
    });
    expect(entry.taxYear).toBe(2024);
    expect(entry.complianceFlags).toEqual(['income_verification', 'w2_processed']);
  });

  it('refuses unknown actions, bad hashes and out-of-range scores', () => {
    expect(auditEntrySchema.safeParse({ action: 'drop_tables', resourceType: 'x' }).success).toBe(false);
    expect(auditEntrySchema.safeParse({ action: 'view_settings', resourceType: 'page', documentHash: 'xyz' }).success).toBe(false);
    expect(auditEntrySchema.safeParse({ action: 'view_settings', resourceType: 'page', riskScore: 101 }).success).toBe(false);
    expect(auditEntrySchema.parse({ action: 'view_settings', resourceType: 'page' })).toMatchObject({ action: 'view_settings', complianceFlags: [] });
  });

  it('reads a stored row as the viewer gets it', () => {
    const record = auditLogRecordSchema.parse({
      id: '0f8c3a6e-1111-2222-3333-444455556666', created_at: new Date('2025-01-02T03:04:05Z'), user_id: null, action: 'login',
      resource_type: 'user_account', resource_id: null, details: { method: 'password' }, user_agent: 'ua', session_id: null,
      ip_geolocation: null, data_before: null, data_after: null, calculation_context: null, document_hash: null,
      compliance_flags: [], risk_score: 30, document_type: null, tax_year: 2024, processing_duration_ms: null,
      error_details: null, file_size_bytes: '2048',
    });
    expect(record.created_at).toBe('2025-01-02T03:04:05.000Z');
    expect(record.file_size_bytes).toBe(2048);
  });
});

describe('risk scores (spec 1 §9, spec 2 §9, spec 3 §9)', () => {
  it('form updates: SSN 95, address 40, other 20', () => {
    expect(formUpdateRiskScore(['ssn', 'city'])).toBe(95);
    expect(formUpdateRiskScore(['spouseSSN'])).toBe(95);
    expect(formUpdateRiskScore(['dependents.2.ssn'])).toBe(95);
    expect(formUpdateRiskScore(['zip'])).toBe(40);
    expect(formUpdateRiskScore(['street', 'firstName'])).toBe(40);
    expect(formUpdateRiskScore(['firstName'])).toBe(20);
    expect(formUpdateRiskScore([])).toBe(20);
  });
  it('taxpayer information updates: an SSN or the joint filer 95, address 40, other 20', () => {
    expect(taxpayerInfoRiskScore(['ssn_encrypted', 'city'])).toBe(95);
    expect(taxpayerInfoRiskScore(['joint_filer'])).toBe(95);
    expect(taxpayerInfoRiskScore(['street_address_2', 'email'])).toBe(40);
    expect(taxpayerInfoRiskScore(['zip_code'])).toBe(40);
    expect(taxpayerInfoRiskScore(['phone_encrypted', 'email', 'date_of_birth', 'filing_status'])).toBe(20);
    expect(taxpayerInfoRiskScore([])).toBe(20);
  });
  it('calculations: 90 above 50,000 due, 75 above 100,000 refund, else 30', () => {
    expect(calculationRiskScore({ amountDue: 50_001 })).toBe(90);
    expect(calculationRiskScore({ amountDue: 50_000 })).toBe(30);
    expect(calculationRiskScore({ refund: 100_001 })).toBe(75);
    expect(calculationRiskScore({ refund: 100_000 })).toBe(30);
    expect(calculationRiskScore({})).toBe(30);
  });
  it('deductions: 70 above 50,000 else 20', () => {
    expect(deductionRiskScore(50_001)).toBe(70);
    expect(deductionRiskScore(50_000)).toBe(20);
  });
  it('document processing: error 60 else 25', () => {
    expect(documentProcessingRiskScore(true)).toBe(60);
    expect(documentProcessingRiskScore(false)).toBe(25);
  });
  it('W-2 upload: 80 when wages exceed 1,000,000 else 20', () => {
    expect(w2UploadRiskScore(1_000_001)).toBe(80);
    expect(w2UploadRiskScore(1_000_000)).toBe(20);
  });
  it('user actions 20/50/80', () => {
    expect([userActionRiskScore('low'), userActionRiskScore('medium'), userActionRiskScore('high')]).toEqual([20, 50, 80]);
  });
  it('authentication: failure 80, login success 30, other 50', () => {
    expect([authenticationRiskScore('failure'), authenticationRiskScore('login_success'), authenticationRiskScore('other')]).toEqual([80, 30, 50]);
  });
  it('data operations: delete 70, write 40, other 20', () => {
    expect([dataOperationRiskScore('delete'), dataOperationRiskScore('write'), dataOperationRiskScore('read')]).toEqual([70, 40, 20]);
  });
});

describe('viewer (spec 1 §2.7, §9)', () => {
  it('badges above 70 destructive, above 40 secondary, else default', () => {
    expect(riskBadgeVariant(95)).toBe('destructive');
    expect(riskBadgeVariant(71)).toBe('destructive');
    expect(riskBadgeVariant(70)).toBe('secondary');
    expect(riskBadgeVariant(41)).toBe('secondary');
    expect(riskBadgeVariant(40)).toBe('default');
    expect(riskBadgeVariant(null)).toBe('default');
  });
  it('formats the columns', () => {
    expect(shortResourceId('0f8c3a6e-1111-2222')).toBe('0f8c3a6e');
    expect(formatAuditFileSize(12_600)).toBe('12.3 KB');
    expect(formatAuditFileSize(null)).toBe('');
    expect(auditDataPreview({ a: 'x'.repeat(100) })).toHaveLength(53);
    expect(auditDataPreview({ a: 1 })).toBe('{"a":1}');
  });
  it('searches action and resource type', () => {
    expect(auditSearchMatches({ action: 'update_email', resource_type: 'user_account' }, 'EMAIL')).toBe(true);
    expect(auditSearchMatches({ action: 'update_email', resource_type: 'user_account' }, 'account')).toBe(true);
    expect(auditSearchMatches({ action: 'update_email', resource_type: null }, 'w2')).toBe(false);
    expect(auditSearchMatches({ action: 'login', resource_type: null }, '  ')).toBe(true);
  });
});
