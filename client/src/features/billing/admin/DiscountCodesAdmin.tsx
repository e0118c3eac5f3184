import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { isPlanId, PLANS } from '@leerpunt/shared/plans';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  AdminDiscountCodesDocument,
  AdminDeactivateDiscountCodeDocument,
  DiscountCodesAdmin_CodeFragmentDoc,
  type DiscountCodesAdmin_CodeFragment,
} from '../../../gql/graphql';
import { Alert, ConfirmDialog, errorMessage, Modal, Spinner } from '../../../ui/components';
import { LoadMore } from '../../../ui/load-more';
import { euro } from '../plan-format';
import { DiscountCodeForm } from './DiscountCodeForm';
import '../billing.css';
import { dateLong } from '../../../ui/dates';

const amountText = (c: DiscountCodesAdmin_CodeFragment) => (c.kind === 'PERCENT' ? `${c.value}%` : euro(c.value));
const planText = (plan: string | null | undefined) => (isPlanId(plan) ? PLANS[plan].name : 'Any paid plan');

function validityText(c: DiscountCodesAdmin_CodeFragment): string {
  if (!c.validFrom && !c.validUntil) return 'Always';
  if (!c.validUntil) return `From ${dateLong(c.validFrom)}`;
  if (!c.validFrom) return `Until ${dateLong(c.validUntil)}`;
  return `${dateLong(c.validFrom)} – ${dateLong(c.validUntil)}`;
}

function stateText(c: DiscountCodesAdmin_CodeFragment): string {
  if (!c.active) return 'Inactive';
  if (c.validUntil && new Date(c.validUntil).getTime() <= Date.now()) return 'Expired';
  if (c.maxRedemptions !== null && c.maxRedemptions !== undefined && c.redemptionCount >= c.maxRedemptions) return 'Used up';
  return 'Active';
}

/** Discount codes per page of the list. */
const PAGE_SIZE = 50;

/** Admin → Discount codes: list, create, edit and deactivate. */
export default function DiscountCodesAdmin() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminDiscountCodesDocument, { variables: { first: PAGE_SIZE } });
  const codes = data?.discountCodes.edges.map((e) => getFragmentData(DiscountCodesAdmin_CodeFragmentDoc, e.node));
  const pageInfo = data?.discountCodes.pageInfo;
  const [deactivate] = useMutation(AdminDeactivateDiscountCodeDocument);
  const [editing, setEditing] = useState<DiscountCodesAdmin_CodeFragment | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DiscountCodesAdmin_CodeFragment | null>(null);
  const close = useCallback(() => setEditing(null), []);

  async function switchOff(code: DiscountCodesAdmin_CodeFragment) {
    setNotice(null);
    setActionError(null);
    setPendingId(code.id);
    try {
      const { data: result } = await deactivate({ variables: { input: { id: code.id } } });
      const problem = result?.deactivateDiscountCode.userErrors[0];
      if (problem) setActionError(problem.message);
      else setNotice(`Discount code ${code.code} deactivated.`);
    } catch (err) {
      setActionError(errorMessage(err, 'Failed to deactivate the discount code.'));
    } finally {
      setPendingId(null);
      setConfirming(null);
    }
  }

  const saved = (code: DiscountCodesAdmin_CodeFragment, created: boolean) => {
    setEditing(null);
    setActionError(null);
    setNotice(`Discount code ${code.code} ${created ? 'created' : 'saved'}.`);
    // A new code goes at the top of the first page, so the list is read again; an edit updates the cached code.
    if (created) void refetch({ first: PAGE_SIZE });
  };

  return (
    <section className="discount-admin" aria-labelledby="discount-admin-title">
      <div className="admin-section-head">
        <h2 id="discount-admin-title">Discount codes</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          New discount code
        </button>
      </div>
      <Alert kind="success">{notice}</Alert>
      <Alert>{actionError}</Alert>
      {loading && !data ? <Spinner label="Loading discount codes..." /> : null}
      {error && !data ? (
        <div>
          <Alert>{errorMessage(error, 'The discount codes could not be loaded.')}</Alert>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {codes && codes.length === 0 ? <p className="muted">No discount codes yet.</p> : null}
      {codes && codes.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Discount codes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Plan</th>
                <th scope="col">Valid</th>
                <th scope="col">Redemptions</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <code>{c.code}</code>
                    {c.description ? <div className="muted small">{c.description}</div> : null}
                  </th>
                  <td>{amountText(c)}</td>
                  <td>{planText(c.planRestriction)}</td>
                  <td>{validityText(c)}</td>
                  <td>
                    {c.redemptionCount}
                    {c.maxRedemptions ? ` / ${c.maxRedemptions}` : ''}
                  </td>
                  <td>
                    <span className={`status-badge${stateText(c) === 'Active' ? ' active' : ''}`}>{stateText(c)}</span>
                  </td>
                  <td className="row-actions">
                    <button type="button" className="btn btn-ghost" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
                      Edit
                    </button>
                    {c.active ? (
                      <button
                        type="button"
                        className="btn btn-ghost"
                        onClick={() => setConfirming(c)}
                        disabled={pendingId === c.id}
                        aria-label={`Deactivate ${c.code}`}
                      >
                        {pendingId === c.id ? 'Deactivating...' : 'Deactivate'}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {codes && pageInfo ? (
        <LoadMore
          shown={codes.length}
          total={data.discountCodes.totalCount}
          hasMore={pageInfo.hasNextPage}
          onMore={() => fetchMore({ variables: { first: PAGE_SIZE, after: pageInfo.endCursor } })}
          noun="discount codes"
        />
      ) : null}
      {editing ? (
        <Modal title={editing === 'new' ? 'New discount code' : `Edit ${editing.code}`} onClose={close}>
          <DiscountCodeForm code={editing === 'new' ? null : editing} onSaved={saved} onCancel={close} />
        </Modal>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Deactivate this discount code?"
          action="Deactivate"
          busyLabel="Deactivating..."
          busy={pendingId === confirming.id}
          onConfirm={() => void switchOff(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {confirming.code} can no longer be used, and stays listed.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
