import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldFrame {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the label "(optional)"; required fields carry no mark (most fields are required). */
  optionalLabel?: string;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { id, describedBy };
}

function Frame({ id, label, error, hint, optionalLabel, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalLabel ? <span className="field__optional"> ({optionalLabel})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error wired for assistive technology (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, optionalLabel, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
    </Frame>
  );
}

export function SelectField({ label, error, hint, optionalLabel, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <select id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, optionalLabel, ...area }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <textarea id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...area} />
    </Frame>
  );
}

/** Problems of the whole form, announced when they appear and focusable (the submit moves focus here). */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div className="form-alert" role="alert" tabIndex={-1}>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
