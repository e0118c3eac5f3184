import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { ValidateDiscountCodeDocument, type ValidateDiscountCodeMutation } from '../../gql/graphql';
import { checked } from '../../app/user-errors';
import { discountErrorText } from './billing-errors';

export type AppliedDiscount = NonNullable<ValidateDiscountCodeMutation['validateDiscountCode']['validation']>;

interface PlanRef {
  id: string;
  amount: number;
}

/** Trimmed, upper-cased and at most 50 characters (SPEC §5). */
export const normaliseCode = (text: string) => text.trim().toUpperCase().slice(0, LIMITS.discountCodeMax);

/**
 * The discount code box's state (SPEC §4): applied on a valid answer; cleared on an invalid answer,
 * when the text is edited or emptied. A code the member applied is validated again for every plan they
 * switch to, as long as its text stays unedited: refused for one plan (e.g. a code for Professional only
 * while Monthly is chosen), it applies again once a plan it is valid for is chosen.
 */
export function useDiscountCode(plan: PlanRef | null, userId: string | null) {
  const [text, setText] = useState('');
  // The code the member applied, until they edit the text: what a plan switch validates again.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [validate, { loading }] = useMutation(ValidateDiscountCodeDocument);
  // Only the newest request may change the state: a slow answer for an earlier plan is ignored.
  const latest = useRef(0);

  const run = useCallback(
    async (forPlan: PlanRef, code: string) => {
      const ticket = ++latest.current;
      setError(null);
      try {
        const { data } = await validate({ variables: { input: { code, planId: forPlan.id, userId, amount: forPlan.amount } } });
        if (ticket !== latest.current) return;
        const validation = data ? checked(data.validateDiscountCode).validation : null;
        setApplied(validation ?? null);
        if (!validation) setError(MESSAGES.discountInvalid);
      } catch (err) {
        if (ticket !== latest.current) return;
        setApplied(null);
        setError(discountErrorText(err));
      }
    },
    [validate, userId],
  );

  const code = normaliseCode(text);

  const changeText = useCallback((value: string) => {
    latest.current += 1;
    setText(value.toUpperCase().slice(0, LIMITS.discountCodeMax));
    setSubmitted(null);
    setApplied(null);
    setError(null);
  }, []);

  const apply = useCallback(() => {
    if (!plan) return setError(MESSAGES.discountSelectPlan);
    if (!code) {
      setSubmitted(null);
      return setApplied(null);
    }
    setSubmitted(code);
    void run(plan, code);
  }, [plan, code, run]);

  // Every plan switch validates the applied code for the new plan; the free plan takes no code (and shows no box).
  const planId = plan?.id ?? null;
  useEffect(() => {
    if (!submitted || !plan) return;
    if (applied?.planId === plan.id) return;
    if (plan.amount === 0) {
      latest.current += 1;
      setApplied(null);
      setError(null);
      return;
    }
    void run(plan, submitted);
    // Runs when the chosen plan changes only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planId]);

  return {
    text,
    changeText,
    /** The applied discount, only while it was priced for the plan now chosen. */
    applied: applied && plan && applied.planId === plan.id ? applied : null,
    error,
    validating: loading,
    apply,
    canApply: !!code && !!plan && !loading,
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
