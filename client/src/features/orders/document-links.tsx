import { useTranslation } from "react-i18next";
import type { DocumentLinks_EDocumentFragment, EDocumentStatus } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { useLocalizedPath } from "../../lib/i18n/use-locale";

export const DocumentLinksFragment = graphql(`
  fragment DocumentLinks_eDocument on EDocument { status rejectionReason updatedAt xmlPath }
`);

/**
 * How the viewer may fetch the order's files: signed in as its owner, plain links to the account's paths (the
 * session cookie proves who asks); anyone else (a guest, a tracked order) posts the order number and e-mail, as
 * Track Orders does, so nothing secret is ever in a URL.
 */
export type DocumentAccess = { kind: "account" } | { kind: "track"; number: string; email: string };

type DocumentKind = "invoice" | "credit-note";

const GUEST_PATH: Record<DocumentKind, { pdf: string; xml: string }> = {
  invoice: { pdf: "/orders/track/invoice.pdf", xml: "/orders/track/einvoice.xml" },
  "credit-note": { pdf: "/orders/track/credit-note.pdf", xml: "/orders/track/credit-note.xml" },
};

const STATUS_KEY: Record<
  EDocumentStatus,
  "orders.documents.status.PREPARED" | "orders.documents.status.SUBMITTED" | "orders.documents.status.ACCEPTED" | "orders.documents.status.REJECTED"
> = {
  PREPARED: "orders.documents.status.PREPARED",
  SUBMITTED: "orders.documents.status.SUBMITTED",
  ACCEPTED: "orders.documents.status.ACCEPTED",
  REJECTED: "orders.documents.status.REJECTED",
};

/** The PDF of a tax invoice or credit note and, for a company buyer, its PINT AE e-document with its status in words. */
export function DocumentLinks({
  kind,
  pdfPath,
  eDocument,
  access,
}: {
  kind: DocumentKind;
  pdfPath: string;
  eDocument: DocumentLinks_EDocumentFragment | null | undefined;
  access: DocumentAccess;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const pdfLabel = t(kind === "invoice" ? "orders.documents.invoicePdf" : "orders.documents.creditNotePdf");
  const xmlLabel = t(kind === "invoice" ? "orders.documents.invoiceXml" : "orders.documents.creditNoteXml");
  const link = (label: string, accountPath: string, guestPath: string, testId: string) =>
    access.kind === "account" ? (
      <a className="button" href={accountPath} data-testid={testId}>
        {label}
      </a>
    ) : (
      // A file, not a page: a plain form the browser posts itself, answered with the download.
      <form method="post" action={localize(guestPath)} className="document-links__form">
        <input type="hidden" name="number" value={access.number} />
        <input type="hidden" name="email" value={access.email} />
        <button type="submit" className="button" data-testid={testId}>
          {label}
        </button>
      </form>
    );
  return (
    <div className="document-links" data-testid={`${kind}-documents`}>
      {link(pdfLabel, pdfPath, GUEST_PATH[kind].pdf, `${kind}-pdf`)}
      {eDocument ? (
        <>
          {link(xmlLabel, eDocument.xmlPath, GUEST_PATH[kind].xml, `${kind}-xml`)}
          <p className="document-links__status" data-testid={`${kind}-einvoice-status`}>
            {t("orders.documents.statusLabel")} {t(STATUS_KEY[eDocument.status], { reason: eDocument.rejectionReason ?? "" })}
          </p>
        </>
      ) : null}
    </div>
  );
}
