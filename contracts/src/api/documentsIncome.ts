// documents service endpoints for income documents (spec 2 §7): reading an uploaded W-2 or 1099. The file travels
// as base64 in JSON, like every analyze-* function.
import { analyze1099RequestSchema, analyze1099ResponseSchema, analyzeDocumentRequestSchema, analyzeW2ResponseSchema } from '../documents';
import { emptyRequestSchema, endpoint, okResponseSchema } from './common';

const w2 = '/api/functions/analyze-w2';
const form1099 = '/api/functions/analyze-1099';

export const documentsIncomeApi = {
  /**
   * 400 with the file check's message, or when the file is not a W-2; 422 'Failed to analyze W2 document.
   * Please try again.' when reading fails (spec 2 §8).
   */
  analyzeW2: endpoint({ method: 'POST', path: w2, request: analyzeDocumentRequestSchema, response: analyzeW2ResponseSchema }),
  /** Removes the stored record of a W-2 upload the user removed; 404 'Document not found'. */
  removeW2: endpoint({ method: 'DELETE', path: `${w2}/:id`, request: emptyRequestSchema, response: okResponseSchema }),
  /**
   * 400 with the file check's message, an unknown documentType, or a file that is not that 1099; 422 'Error
   * processing document: Please try again or enter the amount manually.' when reading fails (spec 2 §8).
   */
  analyze1099: endpoint({ method: 'POST', path: form1099, request: analyze1099RequestSchema, response: analyze1099ResponseSchema }),
  /** Removes the stored record of a 1099 upload the user removed; 404 'Document not found'. */
  remove1099: endpoint({ method: 'DELETE', path: `${form1099}/:id`, request: emptyRequestSchema, response: okResponseSchema }),
} as const;
