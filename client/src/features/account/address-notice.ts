/** The query parameter the address book's route action answers with after a form posted without JavaScript. */
export const ADDRESS_NOTICE_PARAM = "done";

export const ADDRESS_NOTICES = ["saved", "deleted", "default"] as const;
export type AddressNotice = (typeof ADDRESS_NOTICES)[number];

export function readAddressNotice(value: string | null): AddressNotice | null {
  return (ADDRESS_NOTICES as readonly (string | null)[]).includes(value) ? (value as AddressNotice) : null;
}
