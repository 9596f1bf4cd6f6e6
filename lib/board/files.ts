import 'server-only';
import { sessionFromRequest } from '@/lib/auth/session';
import { recordAudit } from '@/lib/db/queries/audit';
import { interestFile, opportunityFile, viewerCompany } from '@/lib/db/queries/board';
import { fileParts } from '@/lib/db/queries/stored-files';
import { byteStream } from '@/lib/http/byte-stream';
import { HttpError } from '@/lib/http/errors';
import { attachmentDisposition } from '@/lib/validation/staff-inbox';
import { memberOpportunity } from './member-pages';

/**
 * The board's files, always as downloads, never sniffed or cached, streamed in parts: an
 * opportunity's documents for the companies that see it in full, and staff; an expression of
 * interest's files for its own company, and staff (each opening recorded). Any other asks
 * answer "not found", whoever's the file.
 */

const GONE = 'This file is not there.';

function download(
  owner: Parameters<typeof fileParts>[0],
  id: string,
  file: { name: string; type: string; bytes: number },
) {
  return new Response(byteStream(fileParts(owner, id, file.bytes)), {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.bytes),
      'Content-Disposition': attachmentDisposition(file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

async function requestCompany(request: Request) {
  const session = await sessionFromRequest(request);
  if (!session?.member) throw new HttpError(401, 'Sign in to download this file.');
  return viewerCompany(session.member.id);
}

export async function memberOpportunityFile(request: Request, id: string) {
  const company = await requestCompany(request);
  const file = await opportunityFile(id);
  if (!file || file.withdrawnAt) throw new HttpError(404, GONE);
  const seen = await memberOpportunity(file.opportunityId, company);
  if (!seen?.full) throw new HttpError(404, GONE);
  return download('opportunity-file', id, { ...file, type: 'application/pdf' });
}

export async function memberSubmissionFile(request: Request, id: string) {
  const company = await requestCompany(request);
  const file = await interestFile(id);
  if (!file || !company || file.companyId !== company.id) throw new HttpError(404, GONE);
  return download('interest-file', id, file);
}

export async function staffOpportunityFile(id: string) {
  const file = await opportunityFile(id);
  if (!file) throw new HttpError(404, GONE);
  return download('opportunity-file', id, { ...file, type: 'application/pdf' });
}

export async function staffSubmissionFile(staffer: { id: string; email: string }, id: string) {
  const file = await interestFile(id);
  if (!file) throw new HttpError(404, GONE);
  await recordAudit(staffer, {
    action: 'interest-file-view',
    subjectType: 'opportunity',
    subjectId: file.opportunityId,
    detail: { file: file.name },
  });
  return download('interest-file', id, file);
}
