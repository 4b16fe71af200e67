import type { Report, ReportCreate } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/reports: one open report per reporter and item (409 on a second). */
export const sendReport = (report: ReportCreate) =>
  apiRequest<Report>('/reports', { method: 'POST', body: report });
