// documents service endpoints (spec 1 §7.3): reading an uploaded document. The file travels as base64 in JSON.
import { analyzeDocumentRequestSchema, analyzeLastYearResponseSchema } from '../documents';
import { emptyRequestSchema, endpoint, okResponseSchema } from './common';

const lastYearForm = '/api/functions/analyze-last-year-form';

export const documentsApi = {
  /**
   * 400 with the file check's message; 422 'Failed to analyze last year form. Please try again.' when reading fails.
   * An empty answer reads as null, which the page shows as 'No data received from last year form analysis' (spec 1 §8).
   */
  analyzeLastYearForm: endpoint({ method: 'POST', path: lastYearForm, request: analyzeDocumentRequestSchema, response: analyzeLastYearResponseSchema.nullable() }),
  /** Removes the stored record of an upload the user removed; 404 'Document not found'. */
  removeLastYearForm: endpoint({ method: 'DELETE', path: `${lastYearForm}/:id`, request: emptyRequestSchema, response: okResponseSchema }),
} as const;
