import { graphql } from "../../__generated__/gql";

// One selection for every screen that shows a whole order: the detail page, a tracked order, the invoice and
// the checkout confirmation.
export const OrderDetailFragment = graphql(`
  fragment OrderDetail_order on Order {
    id
    number
    status
    createdAt
    statusHistory { status at note }
    lines {
      productId
      title
      titleLanguage
      partNumber
      quantity
      unitPrice { amount }
      lineTotal { amount }
      product { id slug image { ...ProductThumbnail_image } }
    }
    itemCount
    subTotal { amount }
    shipping { amount }
    vatIncluded { amount }
    total { amount }
    shippingAddress { name phone emirate area street building }
    paymentMethod
    note
    contactEmail
    contactPhone
    isGuestOrder
    company { legalName trn billingAddress { emirate area street building } }
    purchaseOrderNumber
    quoteNumber
    bankTransfer { reference amount { amount } account { bankName accountName iban swift sample } }
    taxInvoice {
      number
      issueDate
      supplyDate
      proForma
      seller { legalName addressLines trn sample }
      lines { ...TaxDocument_line }
      totalExcludingVat { amount }
      totalVat { amount }
      totalPayable { amount }
      pdfPath
      eInvoice { ...DocumentLinks_eDocument }
    }
    creditNote {
      number
      issueDate
      invoiceNumber
      lines { ...TaxDocument_line }
      totalExcludingVat { amount }
      totalVat { amount }
      totalCredited { amount }
      pdfPath
      eInvoice { ...DocumentLinks_eDocument }
    }
  }
`);

// One line of a tax invoice or credit note, every Art. 59 column.
export const TaxDocumentLineFragment = graphql(`
  fragment TaxDocument_line on TaxInvoiceLine {
    description
    partNumber
    kind
    quantity
    unitPriceExcludingVat { amount }
    discountExcludingVat { amount }
    vatRate
    vatAmount { amount }
    amountExcludingVat { amount }
    lineTotal { amount }
  }
`);

export const MyOrdersQuery = graphql(`
  query MyOrders($first: Int, $after: String) {
    myOrders(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node { id number status createdAt itemCount total { amount } }
      }
    }
  }
`);

export const OrderByNumberQuery = graphql(`
  query OrderByNumber($number: String!) {
    order(number: $number) { ...OrderDetail_order }
  }
`);

export const TrackOrderQuery = graphql(`
  query TrackOrder($number: String!, $email: String!) {
    trackOrder(number: $number, email: $email) { ...OrderDetail_order }
  }
`);
