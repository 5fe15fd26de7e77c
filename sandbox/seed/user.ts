/**
 * The company behind the app, as pages.yaml `app:` names it: it signs contracts and receives payments. Loan
 * products (Presto Rápido, CrediYa …) are its offers, not other companies.
 */
export const BRAND = {
  name: 'Crédito Ágil',
  company: 'Crédito Ágil Servicios Financieros S.A. de C.V.',
  paymentsEmail: 'pagos@creditoagil.mx',
} as const;

/** The single borrower of the sandbox (there is one user, identified by query parameters). */
export const BORROWER = {
  userName: 'María Guadalupe Hernández López',
  address: 'Av. Insurgentes Sur 1602, Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX',
  depositAccount: '**** **** **** 4821',
} as const;

/** A bank card as repayment-way lists it. */
export interface BankCard {
  id: string;
  bankName: string;
  /** Masked, as the server sends it. */
  cardNo: string;
  bankCode: string;
}

export const BANK_CARDS: readonly BankCard[] = [
  { id: '101', bankName: 'BBVA México', cardNo: '**** 4821', bankCode: 'BBVA' },
  { id: '102', bankName: 'Banorte', cardNo: '**** 1937', bankCode: 'BANORTE' },
  { id: '103', bankName: 'Santander', cardNo: '**** 0456', bankCode: 'SANTANDER' },
];

/** get-whatsapp: the service contact (phone is WhatsApp, va is the voice line). */
export const SERVICE_CONTACT = {
  phone: '+52 55 4161 2030',
  va: '+52 800 123 4567',
  email: 'soporte@creditoagil.mx',
} as const;

/** Host of the checkout pages repayment-huichao may redirect to; anything else is off-list. */
export const CHECKOUT_ORIGIN = 'https://pay.example.mx';

/**
 * Path of the app's own loan details page, which loan-detail-push returns. The front end owns its routes; change
 * it here if the route table names another path.
 */
export const LOAN_DETAILS_PATH = '/loan/details';
