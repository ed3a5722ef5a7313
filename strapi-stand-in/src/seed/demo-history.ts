// What the demo accounts have done before a newcomer signs in with them: saved addresses and past orders, so the
// account pages show real content. Data only, keyed by the account's e-mail: the stand-in's seed
// (write-demo-history.ts) and the real-Strapi suite's (scripts/strapi/seed.cjs, fed this as JSON) place them with
// their own order rules, so no total is typed here. Phones are stored normalised, as the address routes store them.
import type { ShopLocale } from "@proav/shop-rules";

export interface DemoAddress {
  name: string;
  phone: string;
  emirate: "abu_dhabi" | "dubai" | "sharjah" | "ajman" | "umm_al_quwain" | "ras_al_khaimah" | "fujairah";
  area: string;
  street: string;
  building: string;
  is_default: boolean;
}

export interface DemoOrder {
  /** Which of the account's addresses it was sent to (index into its addresses). */
  address: number;
  lines: { product: number; quantity: number }[];
  payment_method: "cash_on_delivery" | "bank_transfer";
  note: string | null;
  locale: ShopLocale;
  /** Its path so far, oldest first; the first step is when it was placed. Days before the seed ran. */
  history: { status: "pending" | "processing" | "shipped" | "delivered"; daysAgo: number }[];
}

export interface DemoHistory {
  email: string;
  phone: string;
  addresses: DemoAddress[];
  orders: DemoOrder[];
}

export const DEMO_HISTORY: readonly DemoHistory[] = [
  {
    email: "john.doe@example.com",
    phone: "+971501234567",
    addresses: [
      {
        name: "John Doe",
        phone: "+971501234567",
        emirate: "dubai",
        area: "Dubai Marina",
        street: "Al Marsa Street",
        building: "Marina Heights Tower, flat 1203",
        is_default: true,
      },
      {
        name: "John Doe (office)",
        phone: "+97126345678",
        emirate: "abu_dhabi",
        area: "Al Maryah Island",
        street: "Hamouda Bin Ali Al Dhaheri Street",
        building: "Al Sila Tower, floor 14",
        is_default: false,
      },
    ],
    orders: [
      {
        address: 1,
        // A workstation and two displays for the office, paid ahead.
        lines: [
          { product: 7, quantity: 1 },
          { product: 55, quantity: 2 },
        ],
        payment_method: "bank_transfer",
        note: "Deliver to reception, Sunday to Thursday",
        locale: "en",
        history: [
          { status: "pending", daysAgo: 62 },
          { status: "processing", daysAgo: 61 },
          { status: "shipped", daysAgo: 59 },
          { status: "delivered", daysAgo: 57 },
        ],
      },
      {
        address: 0,
        lines: [
          { product: 1, quantity: 1 },
          { product: 53, quantity: 1 },
        ],
        payment_method: "cash_on_delivery",
        note: null,
        locale: "en",
        history: [
          { status: "pending", daysAgo: 9 },
          { status: "processing", daysAgo: 8 },
          { status: "shipped", daysAgo: 7 },
        ],
      },
      {
        address: 0,
        // Under 500 AED: delivery is charged.
        lines: [{ product: 22, quantity: 1 }],
        payment_method: "cash_on_delivery",
        note: null,
        locale: "en",
        history: [{ status: "pending", daysAgo: 1 }],
      },
    ],
  },
  {
    email: "jane.smith@example.com",
    phone: "+971552345678",
    addresses: [
      {
        name: "Jane Smith",
        phone: "+971552345678",
        emirate: "sharjah",
        area: "Al Majaz 2",
        street: "Jamal Abdul Nasser Street",
        building: "Al Majaz Tower, flat 804",
        is_default: true,
      },
      {
        name: "Jane Smith",
        phone: "+971567654321",
        emirate: "ras_al_khaimah",
        area: "Al Hamra Village",
        street: "Al Hamra Road",
        building: "Villa 27",
        is_default: false,
      },
    ],
    orders: [
      {
        address: 0,
        lines: [
          { product: 59, quantity: 1 },
          { product: 29, quantity: 1 },
        ],
        payment_method: "bank_transfer",
        note: null,
        locale: "en",
        history: [
          { status: "pending", daysAgo: 120 },
          { status: "processing", daysAgo: 119 },
          { status: "delivered", daysAgo: 118 },
        ],
      },
      {
        address: 1,
        lines: [
          { product: 44, quantity: 2 },
          { product: 17, quantity: 1 },
        ],
        payment_method: "cash_on_delivery",
        note: "Please call 30 minutes before arriving",
        locale: "ar",
        history: [
          { status: "pending", daysAgo: 4 },
          { status: "processing", daysAgo: 3 },
        ],
      },
    ],
  },
];
