import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  readContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "@proav/shop-rules";

interface Props {
  /** What the server's action answered: its errors and the values it read (a shopper without JavaScript). */
  serverErrors?: ContactErrors;
  serverValues?: Partial<ContactValues>;
}

/**
 * The contact form. It posts to the route's action, with or without JavaScript. With JavaScript, the same rules
 * run first in the browser, so mistakes show at once beside their fields and the first one takes the focus.
 * `noValidate`: the browser's own bubbles would differ from the server's messages and cannot be styled or read out.
 */
export function ContactForm({ serverErrors, serverValues }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const count = Object.keys(errors).length;

  const check = (e: FormEvent<HTMLFormElement>) => {
    const found = validateContact(readContactValues(new FormData(e.currentTarget)));
    setClientErrors(found);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      e.preventDefault();
      const input = e.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
    }
  };
  // Once a field was flagged, its message follows the shopper's corrections.
  const recheck = (field: ContactField) => {
    if (!errors[field] || !formRef.current) return;
    const found = validateContact(readContactValues(new FormData(formRef.current)));
    setClientErrors({ ...errors, [field]: found[field] });
  };

  const field = (name: ContactField, label: string, input: (props: FieldProps) => ReactNode, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint ? `contact-${name}-hint` : null, error ? `contact-${name}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label htmlFor={`contact-${name}`}>
          {label}
          {name === "phone" ? null : <span aria-hidden="true"> *</span>}
        </label>
        {hint ? (
          <p className="field__hint" id={`contact-${name}-hint`}>
            {hint}
          </p>
        ) : null}
        {input({
          id: `contact-${name}`,
          name,
          defaultValue: serverValues?.[name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          onChange: () => recheck(name),
        })}
        {error ? (
          <p className="field__error" id={`contact-${name}-error`}>
            <span aria-hidden="true">⚠ </span>
            {t(`pages.contact.errors.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Form method="post" className="contact-form" noValidate onSubmit={check} ref={formRef} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t("pages.contact.formTitle")}</h2>
      <p className="field__hint">{t("pages.contact.required")}</p>
      {count ? (
        <p className="notice notice--error" role="alert">
          {t("pages.contact.errorSummary", { count })}
        </p>
      ) : null}
      {field("name", t("pages.contact.name"), (p) => (
        <input {...p} type="text" autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
      ))}
      {field("email", t("pages.contact.email"), (p) => (
        <input {...p} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} />
      ))}
      {field(
        "phone",
        t("pages.contact.phone"),
        (p) => (
          <input {...p} type="tel" autoComplete="tel" inputMode="tel" maxLength={CONTACT_LIMITS.phone} />
        ),
        t("pages.contact.phoneHint"),
      )}
      {field("subject", t("pages.contact.subject"), (p) => (
        <input {...p} type="text" required maxLength={CONTACT_LIMITS.subject} />
      ))}
      {field("message", t("pages.contact.message"), (p) => (
        <textarea {...p} rows={6} required maxLength={CONTACT_LIMITS.message} />
      ))}
      {/* A trap for bots: hidden from people and assistive technology; a filled one is silently dropped. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          {t("pages.contact.trap")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("pages.contact.sending") : t("pages.contact.send")}
      </button>
    </Form>
  );
}

interface FieldProps {
  id: string;
  name: ContactField;
  defaultValue: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  onChange: () => void;
}
