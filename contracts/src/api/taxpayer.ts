// api-gateway/taxpayer/* (spec 1 §7.4), served by forms. JSON answers carry `data`; a non-OK answer is {error}
// and the client shows 'API Error: {error}'. Sensitive values arrive encrypted (envelope, spec 1 §3.5).
import { z } from 'zod';
import { encryptedEnvelopeSchema, filingStatusSchema } from '../form';
import { endpoint } from './common';

const optionalText = (max = 200) => z.string().max(max).optional();

export const taxReturnSchema = z.object({
  id: z.string(),
  userId: z.string(),
  taxYear: z.number().int(),
  filingStatus: z.string().nullable(),
  isNjResident: z.boolean(),
  createdAt: z.string(),
});
export type TaxReturn = z.infer<typeof taxReturnSchema>;

export const taxpayerInfoSchema = z.object({
  taxReturnId: z.string(),
  ssnEncrypted: encryptedEnvelopeSchema.nullable(),
  phoneEncrypted: encryptedEnvelopeSchema.nullable(),
  email: z.string().nullable(),
  streetAddress: z.string().nullable(),
  streetAddress2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** spec 1 §9: a placeholder 1990-01-01 is stored here; the real date lives encrypted in the form. */
  dateOfBirth: z.string().nullable(),
});
export const jointFilerInfoSchema = z.object({
  taxReturnId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ssnEncrypted: encryptedEnvelopeSchema.nullable(),
});
export const returnDependentSchema = z.object({
  id: z.string(),
  taxReturnId: z.string(),
  firstName: z.string(),
  middleInitial: z.string().nullable(),
  lastName: z.string(),
  ssnEncrypted: encryptedEnvelopeSchema.nullable(),
  dateOfBirth: z.union([z.string(), encryptedEnvelopeSchema]).nullable(),
  relationship: z.string().nullable(),
});
export const taxReturnDetailSchema = taxReturnSchema.extend({
  taxpayerInfo: taxpayerInfoSchema.nullable(),
  jointFilerInfo: jointFilerInfoSchema.nullable(),
  dependents: z.array(returnDependentSchema),
});

/**
 * Create (or read, when it exists) the user's return. Without `tax_return_id` the return's id is the id of
 * the user's newest tax form (created if none), so `taxReturnId` in the calculation endpoints names both.
 */
export const createReturnRequestSchema = z.object({
  tax_return_id: z.string().uuid().optional(),
  tax_year: z.number().int().min(2000).max(2100).optional(),
  filing_status: filingStatusSchema.optional(),
  is_nj_resident: z.boolean().optional(),
});
export const updateTaxpayerInfoRequestSchema = z.object({
  tax_return_id: z.string().uuid(),
  ssn_encrypted: encryptedEnvelopeSchema.nullable().optional(),
  phone_encrypted: encryptedEnvelopeSchema.nullable().optional(),
  email: optionalText(254),
  street_address: optionalText(),
  street_address_2: optionalText(),
  city: optionalText(100),
  state: optionalText(2),
  zip_code: z.string().regex(/^\d{5}(-\d{4})?$/, 'Invalid ZIP code').or(z.literal('')).optional(),
  date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  filing_status: filingStatusSchema.optional(),
  /** Written to joint_filer_info only when the filing status is married-joint (spec 1 §5). */
  joint_filer: z
    .object({ first_name: optionalText(50), last_name: optionalText(50), ssn_encrypted: encryptedEnvelopeSchema.nullable().optional() })
    .optional(),
});
export const addDependentRequestSchema = z.object({
  tax_return_id: z.string().uuid(),
  first_name: z.string().min(1).max(50),
  middle_initial: z.string().max(1).optional(),
  last_name: z.string().min(1).max(50),
  ssn_encrypted: encryptedEnvelopeSchema.nullable().optional(),
  date_of_birth: z.union([z.string(), encryptedEnvelopeSchema]).optional(),
  relationship: z.string().max(50).optional(),
});

export const TAXPAYER_ERRORS = {
  returnNotFound: 'Tax return not found',
  maxDependents: 'You cannot add more than 10 dependents.',
} as const;
export const MAX_DEPENDENTS = 10;

/** Where forms mounts these routes (behind its sign-in guard). */
export const TAXPAYER_BASE_PATH = '/api/api-gateway/taxpayer';

export const taxpayerApi = {
  createReturn: endpoint({ method: 'POST', path: `${TAXPAYER_BASE_PATH}/create-return`, request: createReturnRequestSchema, response: z.object({ data: taxReturnSchema }) }),
  updateTaxpayerInfo: endpoint({ method: 'POST', path: `${TAXPAYER_BASE_PATH}/update-taxpayer-info`, request: updateTaxpayerInfoRequestSchema, response: z.object({ data: taxReturnDetailSchema }) }),
  addDependent: endpoint({ method: 'POST', path: `${TAXPAYER_BASE_PATH}/add-dependent`, request: addDependentRequestSchema, response: z.object({ data: returnDependentSchema }) }),
  getReturns: endpoint({ method: 'GET', path: `${TAXPAYER_BASE_PATH}/get-returns`, request: z.object({}).loose(), response: z.object({ data: z.array(taxReturnDetailSchema) }) }),
} as const;
