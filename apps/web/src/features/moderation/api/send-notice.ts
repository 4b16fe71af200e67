import type { NoticeCreate, ReportCreate } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/notices: a notice of illegal content, with or without a session (decision 0033). */
export const sendNotice = (notice: NoticeCreate) =>
  apiRequest<{ noticeID: string }>('/notices', { method: 'POST', body: notice });

/**
 * POST /api/reports from the report page (the dialog has send-report.ts): a module of the page's
 * own, so the page and the dialog share no chunk.
 */
export const sendMemberReport = (report: ReportCreate) =>
  apiRequest<{ reportID: string }>('/reports', { method: 'POST', body: report });
