// documents service endpoints for income documents (spec 2 §7): reading an uploaded W-2. The file travels
// as base64 in JSON, like every analyze-* function.
import { analyzeDocumentRequestSchema, analyzeW2ResponseSchema } from '../documents';
import { emptyRequestSchema, endpoint, okResponseSchema } from './common';

const w2 = '/api/functions/analyze-w2';

export const documentsIncomeApi = {
  /**
   * 400 with the file check's message, or when the file is not a W-2; 422 'Failed to analyze W2 document.
   * Please try again.' when reading fails (spec 2 §8).
   */
  analyzeW2: endpoint({ method: 'POST', path: w2, request: analyzeDocumentRequestSchema, response: analyzeW2ResponseSchema }),
  /** Removes the stored record of a W-2 upload the user removed; 404 'Document not found'. */
  removeW2: endpoint({ method: 'DELETE', path: `${w2}/:id`, request: emptyRequestSchema, response: okResponseSchema }),
} as const;
