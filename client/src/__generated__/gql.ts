/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      ...ProductThumbnail_image\n      isPlaceholder\n      small { url width height }\n      medium { url width height }\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductThumbnail_image on ProductImage {\n    url\n    alt\n    thumbnail { url width height }\n  }\n": typeof types.ProductThumbnail_ImageFragmentDoc,
    "\n  query SearchSuggestions($keyword: String!) {\n    searchSuggestions(keyword: $keyword, first: 6) {\n      totalCount\n      products {\n        id\n        slug\n        title\n        titleLanguage\n        partNumber\n        currentPrice { amount }\n        image { ...ProductThumbnail_image }\n      }\n      categories { id slug name }\n      subCategories { id slug name category { name } }\n      brands { id slug name }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n": typeof types.ShellCategoriesDocument,
    "\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n": typeof types.ShellProductDocument,
    "\n  fragment SpecificationFacets_facets on ProductFacets {\n    specifications { key label unit values { value label count selected } }\n  }\n": typeof types.SpecificationFacets_FacetsFragmentDoc,
    "\n  mutation Login($identifier: String!, $password: String!) {\n    login(identifier: $identifier, password: $password) {\n      ... on AuthPayload { token customer { id firstName lastName email } }\n      ... on SignInRefused { message fields { path message code } }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { accepted }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query Profile {\n    me { ...ProfileView_customer ...CompanyProfile_customer }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation SaveCompanyProfile($input: CompanyInput!) {\n    saveCompanyProfile(input: $input) {\n      ... on Customer { ...CompanyProfile_customer }\n      ... on CompanyInvalid { message fields { path message code } }\n    }\n  }\n": typeof types.SaveCompanyProfileDocument,
    "\n  mutation RemoveCompanyProfile {\n    removeCompanyProfile\n  }\n": typeof types.RemoveCompanyProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...ProfileView_customer }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment AddressEditor_address on Address { id name phone emirate area street building isDefault }\n": typeof types.AddressEditor_AddressFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses { ...AddressEditor_address }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation CreateAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n": typeof types.CreateAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  fragment CompanyProfile_customer on Customer {\n    id\n    company { legalName trn billingAddress { emirate area street building } }\n  }\n": typeof types.CompanyProfile_CustomerFragmentDoc,
    "\n  fragment ProfileView_customer on Customer { id username email firstName lastName phone createdAt }\n": typeof types.ProfileView_CustomerFragmentDoc,
    "\n  fragment CheckoutForm_cart on Cart {\n    total { amount }\n    ...CheckoutReview_cart\n  }\n": typeof types.CheckoutForm_CartFragmentDoc,
    "\n  query CheckoutAccount {\n    me { id email firstName lastName phone company { ...CompanySection_company } }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n": typeof types.CheckoutAccountDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order { ...OrderDetail_order confirmationEmail { to status } }\n      ... on OrderRefused { message fields { path message code } }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation CreateCheckoutAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...SavedAddressPicker_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n": typeof types.CreateCheckoutAddressDocument,
    "\n  fragment CheckoutReview_cart on Cart {\n    lines {\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id title titleLanguage partNumber inStock image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    freeShippingThreshold { amount }\n    amountToFreeShipping { amount }\n    total { amount }\n    vatIncluded { amount }\n  }\n": typeof types.CheckoutReview_CartFragmentDoc,
    "\n  fragment CompanySection_company on Company {\n    legalName\n    trn\n    billingAddress { emirate area street building }\n  }\n": typeof types.CompanySection_CompanyFragmentDoc,
    "\n  query CashOnDeliveryLimit {\n    shop { cashOnDeliveryLimit { amount } }\n  }\n": typeof types.CashOnDeliveryLimitDocument,
    "\n  fragment SavedAddressPicker_address on Address { id name phone emirate area street building isDefault }\n": typeof types.SavedAddressPicker_AddressFragmentDoc,
    "\n  query CompareProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...CompareTable_product }\n    withdrawnProductIds(ids: $ids)\n  }\n": typeof types.CompareProductsDocument,
    "\n  fragment CompareTable_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    inStock\n    discountPercent\n    description\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    subCategories { id name category { id name } }\n    image { url small { url width height } }\n    specifications { key group label value unit numericValue comparison }\n  }\n": typeof types.CompareTable_ProductFragmentDoc,
    "\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 12) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment ListingFilters_facets on ProductFacets {\n    brands { brand { slug } count }\n    onSale { value count }\n    ...SpecificationFacets_facets\n  }\n": typeof types.ListingFilters_FacetsFragmentDoc,
    "\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n": typeof types.ListingTaxonomyDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $before: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...ListingFilters_facets }\n    }\n  }\n": typeof types.ListingProductsDocument,
    "\n  fragment DocumentLinks_eDocument on EDocument { status rejectionReason updatedAt xmlPath }\n": typeof types.DocumentLinks_EDocumentFragmentDoc,
    "\n  fragment OrderDetail_order on Order {\n    id\n    number\n    status\n    createdAt\n    statusHistory { status at note }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id slug image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    vatIncluded { amount }\n    total { amount }\n    shippingAddress { name phone emirate area street building }\n    paymentMethod\n    note\n    contactEmail\n    contactPhone\n    isGuestOrder\n    company { legalName trn billingAddress { emirate area street building } }\n    purchaseOrderNumber\n    quoteNumber\n    bankTransfer { reference amount { amount } account { bankName accountName iban swift sample } }\n    taxInvoice {\n      number\n      issueDate\n      supplyDate\n      proForma\n      seller { legalName addressLines trn sample }\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalPayable { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n    creditNote {\n      number\n      issueDate\n      invoiceNumber\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalCredited { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n  }\n": typeof types.OrderDetail_OrderFragmentDoc,
    "\n  fragment TaxDocument_line on TaxInvoiceLine {\n    description\n    partNumber\n    kind\n    quantity\n    unitPriceExcludingVat { amount }\n    discountExcludingVat { amount }\n    vatRate\n    vatAmount { amount }\n    amountExcludingVat { amount }\n    lineTotal { amount }\n  }\n": typeof types.TaxDocument_LineFragmentDoc,
    "\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id number status createdAt itemCount total { amount } }\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query OrderByNumber($number: String!) {\n    order(number: $number) { ...OrderDetail_order }\n  }\n": typeof types.OrderByNumberDocument,
    "\n  query TrackOrder($number: String!, $email: String!) {\n    trackOrder(number: $number, email: $email) { ...OrderDetail_order }\n  }\n": typeof types.TrackOrderDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) { status }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment ProductDetail_product on Product {\n    id\n    title\n    titleLanguage\n    partNumber\n    descriptionHtml\n    descriptionLanguage\n    inStock\n    onSale\n    discountPercent\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      width\n      height\n      small { url width height }\n      medium { url width height }\n      large { url width height }\n    }\n    ...ProductFacts_product\n    ...ProductSpecifications_product\n  }\n": typeof types.ProductDetail_ProductFragmentDoc,
    "\n  fragment ProductFacts_product on Product {\n    partNumber\n    inStock\n    currentPrice { amount }\n    brands { id name }\n    subCategories { id name category { id name } }\n  }\n": typeof types.ProductFacts_ProductFragmentDoc,
    "\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      ...ProductDetail_product\n      ...ProductSeo_product\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  fragment ProductSeo_product on Product {\n    slug\n    title\n    partNumber\n    description\n    inStock\n    languages\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image { url alt large { url width height } }\n  }\n": typeof types.ProductSeo_ProductFragmentDoc,
    "\n  fragment ProductSpecifications_product on Product {\n    specifications {\n      key\n      group\n      label\n      value\n      unit\n    }\n  }\n": typeof types.ProductSpecifications_ProductFragmentDoc,
    "\n  fragment QuoteRow_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    itemCount\n    webTotal { amount }\n    quotedTotals { total { amount } }\n  }\n": typeof types.QuoteRow_QuoteFragmentDoc,
    "\n  fragment QuoteDetail_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    quotedAt\n    validUntil\n    neededBy\n    company\n    contactName\n    contactEmail\n    contactPhone\n    trn\n    emirate\n    notes\n    shopNote\n    itemCount\n    webTotal { amount }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      webUnitPrice { amount }\n      quotedUnitPrice { amount }\n      quotedLineTotal { amount }\n      product { id slug }\n    }\n    quotedTotals { subTotal { amount } shipping { amount } vatIncluded { amount } total { amount } }\n    canAccept\n    orderNumber\n    isGuestQuote\n  }\n": typeof types.QuoteDetail_QuoteFragmentDoc,
    "\n  query MyQuotes($first: Int!, $after: String) {\n    myQuotes(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...QuoteRow_quote } }\n    }\n  }\n": typeof types.MyQuotesDocument,
    "\n  query QuoteByNumber($number: String!) {\n    quote(number: $number) { ...QuoteDetail_quote }\n  }\n": typeof types.QuoteByNumberDocument,
    "\n  query TrackQuote($number: String!, $email: String!) {\n    trackQuote(number: $number, email: $email) { ...QuoteDetail_quote }\n  }\n": typeof types.TrackQuoteDocument,
    "\n  query QuoteAcceptAccount {\n    me { id firstName lastName phone }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n": typeof types.QuoteAcceptAccountDocument,
    "\n  mutation AcceptQuote($input: AcceptQuoteInput!) {\n    acceptQuote(input: $input) {\n      __typename\n      ... on QuoteAccepted {\n        quote { ...QuoteDetail_quote }\n        order { ...OrderDetail_order confirmationEmail { to status } }\n      }\n      ... on QuoteRefused {\n        code\n        message\n        fields { path code message }\n        current: quote { ...QuoteDetail_quote }\n      }\n    }\n  }\n": typeof types.AcceptQuoteDocument,
    "\n  query QuoteRequestProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      titleLanguage\n      partNumber\n      inStock\n      currentPrice { amount }\n    }\n  }\n": typeof types.QuoteRequestProductsDocument,
    "\n  query QuoteRequestAccount {\n    me { id email firstName lastName phone company { legalName trn billingAddress { emirate } } }\n  }\n": typeof types.QuoteRequestAccountDocument,
    "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      ... on QuoteRequested { quote { number isGuestQuote } acknowledgementEmail { status } }\n      ... on QuoteRefused { code message fields { path message code } }\n    }\n  }\n": typeof types.RequestQuoteDocument,
    "\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n": typeof types.RecentlyViewedProductsDocument,
    "\n  fragment SearchFacets_facets on ProductFacets {\n    categories { category { id name slug } count }\n    subCategories { subCategory { id name slug } count }\n    brands { brand { id name slug } count }\n    priceBands { minPrice maxPrice count }\n    onSale { value count }\n    inStock { value count }\n    ...SpecificationFacets_facets\n  }\n": typeof types.SearchFacets_FacetsFragmentDoc,
    "\n  query SearchPage($keyword: String!, $filter: ProductFilter, $first: Int, $after: String, $before: String) {\n    search(keyword: $keyword, filter: $filter, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...SearchFacets_facets }\n      didYouMean {\n        keyword\n        categories { id name slug }\n        subCategories { id name slug }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n    withdrawnProductIds(ids: $ids)\n  }\n": typeof types.WishlistProductsDocument,
    "\n  query PricedCart($items: [CartItemInput!]!) {\n    cart(items: $items) {\n      lines {\n        quantity\n        unitPrice { amount }\n        lineTotal { amount }\n        product {\n          id\n          slug\n          title\n          titleLanguage\n          partNumber\n          inStock\n          price { amount }\n          salePrice { amount }\n          discountPercent\n          brands { id name }\n          image { url alt thumbnail { url width height } }\n        }\n      }\n      unavailableProductIds\n      notInLanguageProductIds\n      itemCount\n      subTotal { amount }\n      shipping { amount }\n      freeShippingThreshold { amount }\n      amountToFreeShipping { amount }\n      total { amount }\n      vatIncluded { amount }\n    }\n  }\n": typeof types.PricedCartDocument,
};
const documents: Documents = {
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      ...ProductThumbnail_image\n      isPlaceholder\n      small { url width height }\n      medium { url width height }\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductThumbnail_image on ProductImage {\n    url\n    alt\n    thumbnail { url width height }\n  }\n": types.ProductThumbnail_ImageFragmentDoc,
    "\n  query SearchSuggestions($keyword: String!) {\n    searchSuggestions(keyword: $keyword, first: 6) {\n      totalCount\n      products {\n        id\n        slug\n        title\n        titleLanguage\n        partNumber\n        currentPrice { amount }\n        image { ...ProductThumbnail_image }\n      }\n      categories { id slug name }\n      subCategories { id slug name category { name } }\n      brands { id slug name }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n": types.ShellCategoriesDocument,
    "\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n": types.ShellProductDocument,
    "\n  fragment SpecificationFacets_facets on ProductFacets {\n    specifications { key label unit values { value label count selected } }\n  }\n": types.SpecificationFacets_FacetsFragmentDoc,
    "\n  mutation Login($identifier: String!, $password: String!) {\n    login(identifier: $identifier, password: $password) {\n      ... on AuthPayload { token customer { id firstName lastName email } }\n      ... on SignInRefused { message fields { path message code } }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { accepted }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query Profile {\n    me { ...ProfileView_customer ...CompanyProfile_customer }\n  }\n": types.ProfileDocument,
    "\n  mutation SaveCompanyProfile($input: CompanyInput!) {\n    saveCompanyProfile(input: $input) {\n      ... on Customer { ...CompanyProfile_customer }\n      ... on CompanyInvalid { message fields { path message code } }\n    }\n  }\n": types.SaveCompanyProfileDocument,
    "\n  mutation RemoveCompanyProfile {\n    removeCompanyProfile\n  }\n": types.RemoveCompanyProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...ProfileView_customer }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment AddressEditor_address on Address { id name phone emirate area street building isDefault }\n": types.AddressEditor_AddressFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses { ...AddressEditor_address }\n  }\n": types.MyAddressesDocument,
    "\n  mutation CreateAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n": types.CreateAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n": types.SetDefaultAddressDocument,
    "\n  fragment CompanyProfile_customer on Customer {\n    id\n    company { legalName trn billingAddress { emirate area street building } }\n  }\n": types.CompanyProfile_CustomerFragmentDoc,
    "\n  fragment ProfileView_customer on Customer { id username email firstName lastName phone createdAt }\n": types.ProfileView_CustomerFragmentDoc,
    "\n  fragment CheckoutForm_cart on Cart {\n    total { amount }\n    ...CheckoutReview_cart\n  }\n": types.CheckoutForm_CartFragmentDoc,
    "\n  query CheckoutAccount {\n    me { id email firstName lastName phone company { ...CompanySection_company } }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n": types.CheckoutAccountDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order { ...OrderDetail_order confirmationEmail { to status } }\n      ... on OrderRefused { message fields { path message code } }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation CreateCheckoutAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...SavedAddressPicker_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n": types.CreateCheckoutAddressDocument,
    "\n  fragment CheckoutReview_cart on Cart {\n    lines {\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id title titleLanguage partNumber inStock image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    freeShippingThreshold { amount }\n    amountToFreeShipping { amount }\n    total { amount }\n    vatIncluded { amount }\n  }\n": types.CheckoutReview_CartFragmentDoc,
    "\n  fragment CompanySection_company on Company {\n    legalName\n    trn\n    billingAddress { emirate area street building }\n  }\n": types.CompanySection_CompanyFragmentDoc,
    "\n  query CashOnDeliveryLimit {\n    shop { cashOnDeliveryLimit { amount } }\n  }\n": types.CashOnDeliveryLimitDocument,
    "\n  fragment SavedAddressPicker_address on Address { id name phone emirate area street building isDefault }\n": types.SavedAddressPicker_AddressFragmentDoc,
    "\n  query CompareProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...CompareTable_product }\n    withdrawnProductIds(ids: $ids)\n  }\n": types.CompareProductsDocument,
    "\n  fragment CompareTable_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    inStock\n    discountPercent\n    description\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    subCategories { id name category { id name } }\n    image { url small { url width height } }\n    specifications { key group label value unit numericValue comparison }\n  }\n": types.CompareTable_ProductFragmentDoc,
    "\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 12) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment ListingFilters_facets on ProductFacets {\n    brands { brand { slug } count }\n    onSale { value count }\n    ...SpecificationFacets_facets\n  }\n": types.ListingFilters_FacetsFragmentDoc,
    "\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n": types.ListingTaxonomyDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $before: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...ListingFilters_facets }\n    }\n  }\n": types.ListingProductsDocument,
    "\n  fragment DocumentLinks_eDocument on EDocument { status rejectionReason updatedAt xmlPath }\n": types.DocumentLinks_EDocumentFragmentDoc,
    "\n  fragment OrderDetail_order on Order {\n    id\n    number\n    status\n    createdAt\n    statusHistory { status at note }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id slug image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    vatIncluded { amount }\n    total { amount }\n    shippingAddress { name phone emirate area street building }\n    paymentMethod\n    note\n    contactEmail\n    contactPhone\n    isGuestOrder\n    company { legalName trn billingAddress { emirate area street building } }\n    purchaseOrderNumber\n    quoteNumber\n    bankTransfer { reference amount { amount } account { bankName accountName iban swift sample } }\n    taxInvoice {\n      number\n      issueDate\n      supplyDate\n      proForma\n      seller { legalName addressLines trn sample }\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalPayable { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n    creditNote {\n      number\n      issueDate\n      invoiceNumber\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalCredited { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n  }\n": types.OrderDetail_OrderFragmentDoc,
    "\n  fragment TaxDocument_line on TaxInvoiceLine {\n    description\n    partNumber\n    kind\n    quantity\n    unitPriceExcludingVat { amount }\n    discountExcludingVat { amount }\n    vatRate\n    vatAmount { amount }\n    amountExcludingVat { amount }\n    lineTotal { amount }\n  }\n": types.TaxDocument_LineFragmentDoc,
    "\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id number status createdAt itemCount total { amount } }\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query OrderByNumber($number: String!) {\n    order(number: $number) { ...OrderDetail_order }\n  }\n": types.OrderByNumberDocument,
    "\n  query TrackOrder($number: String!, $email: String!) {\n    trackOrder(number: $number, email: $email) { ...OrderDetail_order }\n  }\n": types.TrackOrderDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) { status }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment ProductDetail_product on Product {\n    id\n    title\n    titleLanguage\n    partNumber\n    descriptionHtml\n    descriptionLanguage\n    inStock\n    onSale\n    discountPercent\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      width\n      height\n      small { url width height }\n      medium { url width height }\n      large { url width height }\n    }\n    ...ProductFacts_product\n    ...ProductSpecifications_product\n  }\n": types.ProductDetail_ProductFragmentDoc,
    "\n  fragment ProductFacts_product on Product {\n    partNumber\n    inStock\n    currentPrice { amount }\n    brands { id name }\n    subCategories { id name category { id name } }\n  }\n": types.ProductFacts_ProductFragmentDoc,
    "\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      ...ProductDetail_product\n      ...ProductSeo_product\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n": types.ProductPageDocument,
    "\n  fragment ProductSeo_product on Product {\n    slug\n    title\n    partNumber\n    description\n    inStock\n    languages\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image { url alt large { url width height } }\n  }\n": types.ProductSeo_ProductFragmentDoc,
    "\n  fragment ProductSpecifications_product on Product {\n    specifications {\n      key\n      group\n      label\n      value\n      unit\n    }\n  }\n": types.ProductSpecifications_ProductFragmentDoc,
    "\n  fragment QuoteRow_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    itemCount\n    webTotal { amount }\n    quotedTotals { total { amount } }\n  }\n": types.QuoteRow_QuoteFragmentDoc,
    "\n  fragment QuoteDetail_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    quotedAt\n    validUntil\n    neededBy\n    company\n    contactName\n    contactEmail\n    contactPhone\n    trn\n    emirate\n    notes\n    shopNote\n    itemCount\n    webTotal { amount }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      webUnitPrice { amount }\n      quotedUnitPrice { amount }\n      quotedLineTotal { amount }\n      product { id slug }\n    }\n    quotedTotals { subTotal { amount } shipping { amount } vatIncluded { amount } total { amount } }\n    canAccept\n    orderNumber\n    isGuestQuote\n  }\n": types.QuoteDetail_QuoteFragmentDoc,
    "\n  query MyQuotes($first: Int!, $after: String) {\n    myQuotes(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...QuoteRow_quote } }\n    }\n  }\n": types.MyQuotesDocument,
    "\n  query QuoteByNumber($number: String!) {\n    quote(number: $number) { ...QuoteDetail_quote }\n  }\n": types.QuoteByNumberDocument,
    "\n  query TrackQuote($number: String!, $email: String!) {\n    trackQuote(number: $number, email: $email) { ...QuoteDetail_quote }\n  }\n": types.TrackQuoteDocument,
    "\n  query QuoteAcceptAccount {\n    me { id firstName lastName phone }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n": types.QuoteAcceptAccountDocument,
    "\n  mutation AcceptQuote($input: AcceptQuoteInput!) {\n    acceptQuote(input: $input) {\n      __typename\n      ... on QuoteAccepted {\n        quote { ...QuoteDetail_quote }\n        order { ...OrderDetail_order confirmationEmail { to status } }\n      }\n      ... on QuoteRefused {\n        code\n        message\n        fields { path code message }\n        current: quote { ...QuoteDetail_quote }\n      }\n    }\n  }\n": types.AcceptQuoteDocument,
    "\n  query QuoteRequestProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      titleLanguage\n      partNumber\n      inStock\n      currentPrice { amount }\n    }\n  }\n": types.QuoteRequestProductsDocument,
    "\n  query QuoteRequestAccount {\n    me { id email firstName lastName phone company { legalName trn billingAddress { emirate } } }\n  }\n": types.QuoteRequestAccountDocument,
    "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      ... on QuoteRequested { quote { number isGuestQuote } acknowledgementEmail { status } }\n      ... on QuoteRefused { code message fields { path message code } }\n    }\n  }\n": types.RequestQuoteDocument,
    "\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n": types.RecentlyViewedProductsDocument,
    "\n  fragment SearchFacets_facets on ProductFacets {\n    categories { category { id name slug } count }\n    subCategories { subCategory { id name slug } count }\n    brands { brand { id name slug } count }\n    priceBands { minPrice maxPrice count }\n    onSale { value count }\n    inStock { value count }\n    ...SpecificationFacets_facets\n  }\n": types.SearchFacets_FacetsFragmentDoc,
    "\n  query SearchPage($keyword: String!, $filter: ProductFilter, $first: Int, $after: String, $before: String) {\n    search(keyword: $keyword, filter: $filter, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...SearchFacets_facets }\n      didYouMean {\n        keyword\n        categories { id name slug }\n        subCategories { id name slug }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n    withdrawnProductIds(ids: $ids)\n  }\n": types.WishlistProductsDocument,
    "\n  query PricedCart($items: [CartItemInput!]!) {\n    cart(items: $items) {\n      lines {\n        quantity\n        unitPrice { amount }\n        lineTotal { amount }\n        product {\n          id\n          slug\n          title\n          titleLanguage\n          partNumber\n          inStock\n          price { amount }\n          salePrice { amount }\n          discountPercent\n          brands { id name }\n          image { url alt thumbnail { url width height } }\n        }\n      }\n      unavailableProductIds\n      notInLanguageProductIds\n      itemCount\n      subTotal { amount }\n      shipping { amount }\n      freeShippingThreshold { amount }\n      amountToFreeShipping { amount }\n      total { amount }\n      vatIncluded { amount }\n    }\n  }\n": types.PricedCartDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      ...ProductThumbnail_image\n      isPlaceholder\n      small { url width height }\n      medium { url width height }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      ...ProductThumbnail_image\n      isPlaceholder\n      small { url width height }\n      medium { url width height }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductThumbnail_image on ProductImage {\n    url\n    alt\n    thumbnail { url width height }\n  }\n"): (typeof documents)["\n  fragment ProductThumbnail_image on ProductImage {\n    url\n    alt\n    thumbnail { url width height }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($keyword: String!) {\n    searchSuggestions(keyword: $keyword, first: 6) {\n      totalCount\n      products {\n        id\n        slug\n        title\n        titleLanguage\n        partNumber\n        currentPrice { amount }\n        image { ...ProductThumbnail_image }\n      }\n      categories { id slug name }\n      subCategories { id slug name category { name } }\n      brands { id slug name }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($keyword: String!) {\n    searchSuggestions(keyword: $keyword, first: 6) {\n      totalCount\n      products {\n        id\n        slug\n        title\n        titleLanguage\n        partNumber\n        currentPrice { amount }\n        image { ...ProductThumbnail_image }\n      }\n      categories { id slug name }\n      subCategories { id slug name category { name } }\n      brands { id slug name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n"): (typeof documents)["\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n"): (typeof documents)["\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpecificationFacets_facets on ProductFacets {\n    specifications { key label unit values { value label count selected } }\n  }\n"): (typeof documents)["\n  fragment SpecificationFacets_facets on ProductFacets {\n    specifications { key label unit values { value label count selected } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($identifier: String!, $password: String!) {\n    login(identifier: $identifier, password: $password) {\n      ... on AuthPayload { token customer { id firstName lastName email } }\n      ... on SignInRefused { message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($identifier: String!, $password: String!) {\n    login(identifier: $identifier, password: $password) {\n      ... on AuthPayload { token customer { id firstName lastName email } }\n      ... on SignInRefused { message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { accepted }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) { accepted }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me { ...ProfileView_customer ...CompanyProfile_customer }\n  }\n"): (typeof documents)["\n  query Profile {\n    me { ...ProfileView_customer ...CompanyProfile_customer }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCompanyProfile($input: CompanyInput!) {\n    saveCompanyProfile(input: $input) {\n      ... on Customer { ...CompanyProfile_customer }\n      ... on CompanyInvalid { message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCompanyProfile($input: CompanyInput!) {\n    saveCompanyProfile(input: $input) {\n      ... on Customer { ...CompanyProfile_customer }\n      ... on CompanyInvalid { message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyProfile {\n    removeCompanyProfile\n  }\n"): (typeof documents)["\n  mutation RemoveCompanyProfile {\n    removeCompanyProfile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...ProfileView_customer }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...ProfileView_customer }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      customer { id firstName lastName email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressEditor_address on Address { id name phone emirate area street building isDefault }\n"): (typeof documents)["\n  fragment AddressEditor_address on Address { id name phone emirate area street building isDefault }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses { ...AddressEditor_address }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    myAddresses { ...AddressEditor_address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ... on Address { ...AddressEditor_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyProfile_customer on Customer {\n    id\n    company { legalName trn billingAddress { emirate area street building } }\n  }\n"): (typeof documents)["\n  fragment CompanyProfile_customer on Customer {\n    id\n    company { legalName trn billingAddress { emirate area street building } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileView_customer on Customer { id username email firstName lastName phone createdAt }\n"): (typeof documents)["\n  fragment ProfileView_customer on Customer { id username email firstName lastName phone createdAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutForm_cart on Cart {\n    total { amount }\n    ...CheckoutReview_cart\n  }\n"): (typeof documents)["\n  fragment CheckoutForm_cart on Cart {\n    total { amount }\n    ...CheckoutReview_cart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAccount {\n    me { id email firstName lastName phone company { ...CompanySection_company } }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n"): (typeof documents)["\n  query CheckoutAccount {\n    me { id email firstName lastName phone company { ...CompanySection_company } }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order { ...OrderDetail_order confirmationEmail { to status } }\n      ... on OrderRefused { message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ... on Order { ...OrderDetail_order confirmationEmail { to status } }\n      ... on OrderRefused { message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...SavedAddressPicker_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutAddress($input: AddressInput!) {\n    createAddress(input: $input) {\n      ... on Address { ...SavedAddressPicker_address }\n      ... on AddressInvalid { message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutReview_cart on Cart {\n    lines {\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id title titleLanguage partNumber inStock image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    freeShippingThreshold { amount }\n    amountToFreeShipping { amount }\n    total { amount }\n    vatIncluded { amount }\n  }\n"): (typeof documents)["\n  fragment CheckoutReview_cart on Cart {\n    lines {\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id title titleLanguage partNumber inStock image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    freeShippingThreshold { amount }\n    amountToFreeShipping { amount }\n    total { amount }\n    vatIncluded { amount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySection_company on Company {\n    legalName\n    trn\n    billingAddress { emirate area street building }\n  }\n"): (typeof documents)["\n  fragment CompanySection_company on Company {\n    legalName\n    trn\n    billingAddress { emirate area street building }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashOnDeliveryLimit {\n    shop { cashOnDeliveryLimit { amount } }\n  }\n"): (typeof documents)["\n  query CashOnDeliveryLimit {\n    shop { cashOnDeliveryLimit { amount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedAddressPicker_address on Address { id name phone emirate area street building isDefault }\n"): (typeof documents)["\n  fragment SavedAddressPicker_address on Address { id name phone emirate area street building isDefault }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...CompareTable_product }\n    withdrawnProductIds(ids: $ids)\n  }\n"): (typeof documents)["\n  query CompareProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...CompareTable_product }\n    withdrawnProductIds(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompareTable_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    inStock\n    discountPercent\n    description\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    subCategories { id name category { id name } }\n    image { url small { url width height } }\n    specifications { key group label value unit numericValue comparison }\n  }\n"): (typeof documents)["\n  fragment CompareTable_product on Product {\n    id\n    slug\n    title\n    titleLanguage\n    partNumber\n    inStock\n    discountPercent\n    description\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    subCategories { id name category { id name } }\n    image { url small { url width height } }\n    specifications { key group label value unit numericValue comparison }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 12) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 12) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFilters_facets on ProductFacets {\n    brands { brand { slug } count }\n    onSale { value count }\n    ...SpecificationFacets_facets\n  }\n"): (typeof documents)["\n  fragment ListingFilters_facets on ProductFacets {\n    brands { brand { slug } count }\n    onSale { value count }\n    ...SpecificationFacets_facets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n"): (typeof documents)["\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $before: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...ListingFilters_facets }\n    }\n  }\n"): (typeof documents)["\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $before: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...ListingFilters_facets }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentLinks_eDocument on EDocument { status rejectionReason updatedAt xmlPath }\n"): (typeof documents)["\n  fragment DocumentLinks_eDocument on EDocument { status rejectionReason updatedAt xmlPath }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetail_order on Order {\n    id\n    number\n    status\n    createdAt\n    statusHistory { status at note }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id slug image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    vatIncluded { amount }\n    total { amount }\n    shippingAddress { name phone emirate area street building }\n    paymentMethod\n    note\n    contactEmail\n    contactPhone\n    isGuestOrder\n    company { legalName trn billingAddress { emirate area street building } }\n    purchaseOrderNumber\n    quoteNumber\n    bankTransfer { reference amount { amount } account { bankName accountName iban swift sample } }\n    taxInvoice {\n      number\n      issueDate\n      supplyDate\n      proForma\n      seller { legalName addressLines trn sample }\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalPayable { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n    creditNote {\n      number\n      issueDate\n      invoiceNumber\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalCredited { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetail_order on Order {\n    id\n    number\n    status\n    createdAt\n    statusHistory { status at note }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      unitPrice { amount }\n      lineTotal { amount }\n      product { id slug image { ...ProductThumbnail_image } }\n    }\n    itemCount\n    subTotal { amount }\n    shipping { amount }\n    vatIncluded { amount }\n    total { amount }\n    shippingAddress { name phone emirate area street building }\n    paymentMethod\n    note\n    contactEmail\n    contactPhone\n    isGuestOrder\n    company { legalName trn billingAddress { emirate area street building } }\n    purchaseOrderNumber\n    quoteNumber\n    bankTransfer { reference amount { amount } account { bankName accountName iban swift sample } }\n    taxInvoice {\n      number\n      issueDate\n      supplyDate\n      proForma\n      seller { legalName addressLines trn sample }\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalPayable { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n    creditNote {\n      number\n      issueDate\n      invoiceNumber\n      lines { ...TaxDocument_line }\n      totalExcludingVat { amount }\n      totalVat { amount }\n      totalCredited { amount }\n      pdfPath\n      eInvoice { ...DocumentLinks_eDocument }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxDocument_line on TaxInvoiceLine {\n    description\n    partNumber\n    kind\n    quantity\n    unitPriceExcludingVat { amount }\n    discountExcludingVat { amount }\n    vatRate\n    vatAmount { amount }\n    amountExcludingVat { amount }\n    lineTotal { amount }\n  }\n"): (typeof documents)["\n  fragment TaxDocument_line on TaxInvoiceLine {\n    description\n    partNumber\n    kind\n    quantity\n    unitPriceExcludingVat { amount }\n    discountExcludingVat { amount }\n    vatRate\n    vatAmount { amount }\n    amountExcludingVat { amount }\n    lineTotal { amount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id number status createdAt itemCount total { amount } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($first: Int, $after: String) {\n    myOrders(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id number status createdAt itemCount total { amount } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderByNumber($number: String!) {\n    order(number: $number) { ...OrderDetail_order }\n  }\n"): (typeof documents)["\n  query OrderByNumber($number: String!) {\n    order(number: $number) { ...OrderDetail_order }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrder($number: String!, $email: String!) {\n    trackOrder(number: $number, email: $email) { ...OrderDetail_order }\n  }\n"): (typeof documents)["\n  query TrackOrder($number: String!, $email: String!) {\n    trackOrder(number: $number, email: $email) { ...OrderDetail_order }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) { status }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) { status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetail_product on Product {\n    id\n    title\n    titleLanguage\n    partNumber\n    descriptionHtml\n    descriptionLanguage\n    inStock\n    onSale\n    discountPercent\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      width\n      height\n      small { url width height }\n      medium { url width height }\n      large { url width height }\n    }\n    ...ProductFacts_product\n    ...ProductSpecifications_product\n  }\n"): (typeof documents)["\n  fragment ProductDetail_product on Product {\n    id\n    title\n    titleLanguage\n    partNumber\n    descriptionHtml\n    descriptionLanguage\n    inStock\n    onSale\n    discountPercent\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      width\n      height\n      small { url width height }\n      medium { url width height }\n      large { url width height }\n    }\n    ...ProductFacts_product\n    ...ProductSpecifications_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFacts_product on Product {\n    partNumber\n    inStock\n    currentPrice { amount }\n    brands { id name }\n    subCategories { id name category { id name } }\n  }\n"): (typeof documents)["\n  fragment ProductFacts_product on Product {\n    partNumber\n    inStock\n    currentPrice { amount }\n    brands { id name }\n    subCategories { id name category { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      ...ProductDetail_product\n      ...ProductSeo_product\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      ...ProductDetail_product\n      ...ProductSeo_product\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSeo_product on Product {\n    slug\n    title\n    partNumber\n    description\n    inStock\n    languages\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image { url alt large { url width height } }\n  }\n"): (typeof documents)["\n  fragment ProductSeo_product on Product {\n    slug\n    title\n    partNumber\n    description\n    inStock\n    languages\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image { url alt large { url width height } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSpecifications_product on Product {\n    specifications {\n      key\n      group\n      label\n      value\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSpecifications_product on Product {\n    specifications {\n      key\n      group\n      label\n      value\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteRow_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    itemCount\n    webTotal { amount }\n    quotedTotals { total { amount } }\n  }\n"): (typeof documents)["\n  fragment QuoteRow_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    itemCount\n    webTotal { amount }\n    quotedTotals { total { amount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteDetail_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    quotedAt\n    validUntil\n    neededBy\n    company\n    contactName\n    contactEmail\n    contactPhone\n    trn\n    emirate\n    notes\n    shopNote\n    itemCount\n    webTotal { amount }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      webUnitPrice { amount }\n      quotedUnitPrice { amount }\n      quotedLineTotal { amount }\n      product { id slug }\n    }\n    quotedTotals { subTotal { amount } shipping { amount } vatIncluded { amount } total { amount } }\n    canAccept\n    orderNumber\n    isGuestQuote\n  }\n"): (typeof documents)["\n  fragment QuoteDetail_quote on Quote {\n    id\n    number\n    status\n    createdAt\n    quotedAt\n    validUntil\n    neededBy\n    company\n    contactName\n    contactEmail\n    contactPhone\n    trn\n    emirate\n    notes\n    shopNote\n    itemCount\n    webTotal { amount }\n    lines {\n      productId\n      title\n      titleLanguage\n      partNumber\n      quantity\n      webUnitPrice { amount }\n      quotedUnitPrice { amount }\n      quotedLineTotal { amount }\n      product { id slug }\n    }\n    quotedTotals { subTotal { amount } shipping { amount } vatIncluded { amount } total { amount } }\n    canAccept\n    orderNumber\n    isGuestQuote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQuotes($first: Int!, $after: String) {\n    myQuotes(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...QuoteRow_quote } }\n    }\n  }\n"): (typeof documents)["\n  query MyQuotes($first: Int!, $after: String) {\n    myQuotes(first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...QuoteRow_quote } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteByNumber($number: String!) {\n    quote(number: $number) { ...QuoteDetail_quote }\n  }\n"): (typeof documents)["\n  query QuoteByNumber($number: String!) {\n    quote(number: $number) { ...QuoteDetail_quote }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackQuote($number: String!, $email: String!) {\n    trackQuote(number: $number, email: $email) { ...QuoteDetail_quote }\n  }\n"): (typeof documents)["\n  query TrackQuote($number: String!, $email: String!) {\n    trackQuote(number: $number, email: $email) { ...QuoteDetail_quote }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteAcceptAccount {\n    me { id firstName lastName phone }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n"): (typeof documents)["\n  query QuoteAcceptAccount {\n    me { id firstName lastName phone }\n    myAddresses { ...SavedAddressPicker_address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuote($input: AcceptQuoteInput!) {\n    acceptQuote(input: $input) {\n      __typename\n      ... on QuoteAccepted {\n        quote { ...QuoteDetail_quote }\n        order { ...OrderDetail_order confirmationEmail { to status } }\n      }\n      ... on QuoteRefused {\n        code\n        message\n        fields { path code message }\n        current: quote { ...QuoteDetail_quote }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptQuote($input: AcceptQuoteInput!) {\n    acceptQuote(input: $input) {\n      __typename\n      ... on QuoteAccepted {\n        quote { ...QuoteDetail_quote }\n        order { ...OrderDetail_order confirmationEmail { to status } }\n      }\n      ... on QuoteRefused {\n        code\n        message\n        fields { path code message }\n        current: quote { ...QuoteDetail_quote }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteRequestProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      titleLanguage\n      partNumber\n      inStock\n      currentPrice { amount }\n    }\n  }\n"): (typeof documents)["\n  query QuoteRequestProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      titleLanguage\n      partNumber\n      inStock\n      currentPrice { amount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteRequestAccount {\n    me { id email firstName lastName phone company { legalName trn billingAddress { emirate } } }\n  }\n"): (typeof documents)["\n  query QuoteRequestAccount {\n    me { id email firstName lastName phone company { legalName trn billingAddress { emirate } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      ... on QuoteRequested { quote { number isGuestQuote } acknowledgementEmail { status } }\n      ... on QuoteRefused { code message fields { path message code } }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      ... on QuoteRequested { quote { number isGuestQuote } acknowledgementEmail { status } }\n      ... on QuoteRefused { code message fields { path message code } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n"): (typeof documents)["\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchFacets_facets on ProductFacets {\n    categories { category { id name slug } count }\n    subCategories { subCategory { id name slug } count }\n    brands { brand { id name slug } count }\n    priceBands { minPrice maxPrice count }\n    onSale { value count }\n    inStock { value count }\n    ...SpecificationFacets_facets\n  }\n"): (typeof documents)["\n  fragment SearchFacets_facets on ProductFacets {\n    categories { category { id name slug } count }\n    subCategories { subCategory { id name slug } count }\n    brands { brand { id name slug } count }\n    priceBands { minPrice maxPrice count }\n    onSale { value count }\n    inStock { value count }\n    ...SpecificationFacets_facets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($keyword: String!, $filter: ProductFilter, $first: Int, $after: String, $before: String) {\n    search(keyword: $keyword, filter: $filter, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...SearchFacets_facets }\n      didYouMean {\n        keyword\n        categories { id name slug }\n        subCategories { id name slug }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($keyword: String!, $filter: ProductFilter, $first: Int, $after: String, $before: String) {\n    search(keyword: $keyword, filter: $filter, first: $first, after: $after, before: $before) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      nodes { ...ProductCard_product }\n      facets { ...SearchFacets_facets }\n      didYouMean {\n        keyword\n        categories { id name slug }\n        subCategories { id name slug }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n    withdrawnProductIds(ids: $ids)\n  }\n"): (typeof documents)["\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n    withdrawnProductIds(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricedCart($items: [CartItemInput!]!) {\n    cart(items: $items) {\n      lines {\n        quantity\n        unitPrice { amount }\n        lineTotal { amount }\n        product {\n          id\n          slug\n          title\n          titleLanguage\n          partNumber\n          inStock\n          price { amount }\n          salePrice { amount }\n          discountPercent\n          brands { id name }\n          image { url alt thumbnail { url width height } }\n        }\n      }\n      unavailableProductIds\n      notInLanguageProductIds\n      itemCount\n      subTotal { amount }\n      shipping { amount }\n      freeShippingThreshold { amount }\n      amountToFreeShipping { amount }\n      total { amount }\n      vatIncluded { amount }\n    }\n  }\n"): (typeof documents)["\n  query PricedCart($items: [CartItemInput!]!) {\n    cart(items: $items) {\n      lines {\n        quantity\n        unitPrice { amount }\n        lineTotal { amount }\n        product {\n          id\n          slug\n          title\n          titleLanguage\n          partNumber\n          inStock\n          price { amount }\n          salePrice { amount }\n          discountPercent\n          brands { id name }\n          image { url alt thumbnail { url width height } }\n        }\n      }\n      unavailableProductIds\n      notInLanguageProductIds\n      itemCount\n      subTotal { amount }\n      shipping { amount }\n      freeShippingThreshold { amount }\n      amountToFreeShipping { amount }\n      total { amount }\n      vatIncluded { amount }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;