import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { Problem } from "../../lib/validation/rules";
import { NO_PROBLEMS, readProblems, RefusedError, type FieldProblem, type FormProblems } from "../../lib/graphql/field-errors";
import { problemMessageKey } from "../../lib/graphql/problem-message";

type Values<K extends string> = Record<K, string>;

export interface FormOptions<K extends string> {
  /** Where the gateway reports a field: its path key below the argument (default: the field's own name). */
  serverKey?: (name: K) => string | string[];
  /** Server field keys the form shows somewhere else (checkout lines), kept out of the form-level messages. */
  shownElsewhere?: (key: string) => boolean;
  /**
   * What the route action answered with problems: on the first render the answer to a form posted without
   * JavaScript (shown as if submitted here); once hydrated, each new answer to a post (`fetcher.data`,
   * `useActionData`) replaces the gateway's problems shown.
   */
  restored?: RestoredForm | null;
  /** The form's post to its route action is on its way (React Router's navigation or fetcher state). */
  pending?: boolean;
}

/**
 * A posted form coming back from its route action with problems (formAnswer in form-answer.ts): the
 * values the shopper typed (never a password) and the gateway's problems.
 */
export interface RestoredForm {
  values: Record<string, string>;
  problems: FormProblems;
}

/**
 * State of one form that posts to its route action (`check` as its onSubmit): values, client-side problems
 * (shown after the first submit, then live as the shopper types), and the gateway's field errors from the action's
 * answer (each cleared once its field is edited). The first invalid field gets the focus on submit, so keyboard
 * and screen-reader users land on what to fix.
 */
export function useForm<K extends string>(initial: Values<K>, validate: (values: Values<K>) => Partial<Record<K, Problem>>, options: FormOptions<K> = {}) {
  const { t } = useTranslation();
  const restored = options.restored;
  const [values, setValues] = useState(() => (restored ? pick(initial, restored.values) : initial));
  const [attempted, setAttempted] = useState(Boolean(restored));
  const [server, setServer] = useState<FormProblems>(restored?.problems ?? NO_PROBLEMS);
  const [edited, setEdited] = useState<ReadonlySet<K>>(new Set());
  // Two clicks in one frame both see `pending` false: the ref stops the second before it is posted.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const keysOf = useCallback((name: K) => [options.serverKey?.(name) ?? name].flat(), [options]);
  const pending = Boolean(options.pending);
  // A post ends when React Router says so: the next one may leave.
  useEffect(() => {
    if (!pending) inFlight.current = false;
  }, [pending]);

  const clientProblems: Partial<Record<K, Problem>> = attempted ? validate(values) : {};
  const serverMessage = (key: string, problem: FieldProblem) => {
    const i18nKey = problemMessageKey(key, problem);
    return i18nKey ? (t as unknown as (k: string) => string)(i18nKey) : problem.message;
  };
  // The gateway's word on a field comes first until the field is edited: a posted password comes back empty
  // (never sent back), and "required" would hide why it was refused.
  const errorOf = (name: K): string | undefined => {
    if (!edited.has(name)) for (const key of keysOf(name)) if (server.fields[key]) return serverMessage(key, server.fields[key]);
    const problem = clientProblems[name];
    return problem ? t(`account.validation.${problem}`) : undefined;
  };

  const fieldNames = Object.keys(initial) as K[];
  /** Messages for the whole form: form-level errors, failures, and field errors no field of this form shows. */
  const formMessages = useMemo(() => {
    const shown = new Set(fieldNames.flatMap(keysOf));
    const messages = server.form.map((p) => serverMessage("", p));
    for (const [key, problem] of Object.entries(server.fields)) {
      if (!shown.has(key) && !options.shownElsewhere?.(key)) messages.push(serverMessage(key, problem));
    }
    if (server.failure) messages.push(failureMessage(t, server.failure, server.retryAfterSeconds));
    return messages;
    // fieldNames is derived from `initial`, fixed for the form's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server, t, keysOf, options]);

  const set = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setEdited((e) => (e.has(name) ? e : new Set(e).add(name)));
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(name, event.target.value),
  });

  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .form-alert")?.focus());

  // A hydrated post came back from the route action with problems: show them as the gateway's.
  const shown = useRef(restored);
  useEffect(() => {
    if (!restored || restored === shown.current) return;
    shown.current = restored;
    inFlight.current = false;
    setAttempted(true);
    setServer(restored.problems);
    setEdited(new Set());
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .form-alert")?.focus());
  }, [restored]);

  /**
   * onSubmit of a form React Router posts to its route action (`<Form>`, `fetcher.Form`): the browser's checks
   * first, so a mistake is shown at once and nothing is sent; a second click while a post is on its way is
   * dropped.
   */
  const check = (event: FormEvent) => {
    if (inFlight.current || pending) {
      event.preventDefault();
      return;
    }
    setAttempted(true);
    if (Object.keys(validate(values)).length) {
      event.preventDefault();
      focusFirstInvalid();
      return;
    }
    inFlight.current = true;
    setServer(NO_PROBLEMS);
    setEdited(new Set());
  };

  const reset = (next: Values<K> = initial) => {
    setValues(next);
    setAttempted(false);
    setServer(NO_PROBLEMS);
    setEdited(new Set());
  };

  return { values, set, field, check, submitting: pending, formMessages, formRef, reset, serverProblems: server };
}

function pick<K extends string>(initial: Values<K>, given: Record<string, string>): Values<K> {
  const out = { ...initial };
  for (const key of Object.keys(initial) as K[]) if (typeof given[key] === "string") out[key] = given[key];
  return out;
}

export function problemsOf(error: unknown): FormProblems {
  if (error instanceof RefusedError) return error.problems;
  return CombinedGraphQLErrors.is(error) ? readProblems(error.errors) : readProblems(undefined);
}

type T = ReturnType<typeof useTranslation>["t"];

export function failureMessage(t: T, code: string, retryAfterSeconds: number | null = null): string {
  // Returning t(...) from a switch of many keys pushes TypeScript's key inference past its depth limit (TS2589):
  // translate through a plain signature here; these keys are exercised by the account browser tests.
  const tr = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  switch (code) {
    case "RATE_LIMITED":
      return tr("account.errors.rateLimited", { count: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) });
    case "NETWORK":
      return tr("account.errors.network");
    case "BACKEND_UNAVAILABLE":
    case "BACKEND_TIMEOUT":
      return tr("account.errors.backend");
    case "FEATURE_UNAVAILABLE":
      return tr("account.errors.unavailable");
    case "UNAUTHENTICATED":
      return tr("account.errors.unauthenticated");
    case "NOT_FOUND":
      return tr("account.errors.notFound");
    case "EMAIL_NOT_SENT":
      return tr("account.errors.emailNotSent");
    default:
      return tr("account.errors.unexpected");
  }
}
