import {
  greetingName,
  MESSAGES,
  TIMINGS,
  nextSignupStep,
  parseSignupStep,
  previousSignupStep,
  type SignupStep,
} from '@ic/domain';
import { type AccountValues, type ProfileValues, useMessage, useToast } from '@ic/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { signUp, signupFailureMessage } from '../../api/signup';
import { useSession } from '../../session';

export type SignupOutcome =
  | { kind: 'welcome'; firstName: string; username: string }
  | { kind: 'pending'; guardianEmail: string };
type FieldErrors = Record<string, string>;

/** The field errors of a 409 (a taken email or username), by field. */
function conflictErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
}

/** Which screen can really show: a later step needs the data of the earlier ones. */
export function reachableStep(step: SignupStep, account: unknown, outcome: unknown): SignupStep {
  if (step === 1 || !account) return 1;
  if ((step === 3 || step === 5) && !outcome) return 2;
  return step;
}

/**
 * The signup wizard: the step lives in ?step= (history replaced); step 1 data stays in memory only,
 * so a reload past step 1 starts again at step 1.
 */
export function useSignupFlow() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const say = useMessage();
  const { signIn } = useSession();
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [profile, setProfile] = useState<ProfileValues>();
  const [outcome, setOutcome] = useState<SignupOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const asked = parseSignupStep(params.get('step'));
  const step = reachableStep(asked, account, outcome);
  const goTo = (next: SignupStep) => setParams({ step: String(next) }, { replace: true });

  useEffect(() => {
    if (step !== asked) setParams({ step: String(step) }, { replace: true });
  }, [step, asked, setParams]);

  useEffect(() => {
    if (outcome?.kind !== 'welcome') return undefined;
    const timer = window.setTimeout(() => navigate('/Dashboard'), TIMINGS.signupRedirectMs);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const submitProfile = async (values: ProfileValues) => {
    if (!account) return;
    setProfile(values);
    setSubmitting(true);
    const { guardianEmail, ...rest } = values;
    try {
      const result = await signUp({
        email: account.email,
        password: account.password,
        newsLetter: account.newsLetter,
        ...rest,
        ...(guardianEmail && { guardianEmail }),
      });
      if (result.status === 'consent_pending') {
        setOutcome({ kind: 'pending', guardianEmail });
      } else {
        signIn(result.user, result.token);
        toast.show({ tone: 'success', title: say(MESSAGES.signupSuccess) });
        setOutcome({
          kind: 'welcome',
          firstName: greetingName(result.user),
          username: result.user.username,
        });
      }
      goTo(nextSignupStep(2));
    } catch (error) {
      toast.show({ tone: 'error', title: say(signupFailureMessage(error)) });
      const errors = conflictErrors(error);
      setServerErrors(errors);
      if (errors.email) goTo(1);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    step,
    account,
    profile,
    outcome,
    submitting,
    serverErrors,
    submitAccount: (values: AccountValues) => {
      setAccount(values);
      goTo(nextSignupStep(1));
    },
    submitProfile,
    back: () => goTo(previousSignupStep(step)),
  };
}
