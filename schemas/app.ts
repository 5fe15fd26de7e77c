const text = { type: 'string', minLength: 1 } as const;
const colour = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', description: 'A colour like #0E9F6E.' } as const;

/** Settings of the app and the company behind it; shown in footers, documents and contact entries. */
export const appSchema = {
  type: 'object',
  title: 'app and company settings',
  additionalProperties: false,
  required: [
    'name',
    'logo',
    'company',
    'address',
    'phone',
    'email',
    'copyright',
    'appSchemeUrl',
    'servicePhone',
    'colours',
    'apiBase',
    'privacyUrl',
    'allowedOrigins',
  ],
  properties: {
    name: { ...text, description: "The app's name, shown in headers and documents as {{app.name}}." },
    logo: { ...text, description: 'The logo picture, e.g. /img/logo.svg.' },
    company: { ...text, description: "The company's legal name, printed in documents and footers as {{app.company}}." },
    address: { ...text, description: "The company's address, printed in documents and on the contact page." },
    phone: { ...text, description: "The company's phone, printed in documents and on the contact page." },
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$', description: 'An email address such as soporte@creditoagil.mx.' },
    copyright: { ...text, description: 'The footer line of the official site, e.g. © 2026 Crédito Ágil.' },
    appSchemeUrl: { type: 'string', pattern: '^[a-z][a-z0-9+.-]*://', description: 'Opens the app, e.g. creditoagil://loan.' },
    servicePhone: { ...text, description: 'The customer service number a borrower can call from the service page.' },
    apiBase: { type: 'string', description: 'Origin of the API; empty means the same origin as the pages.' },
    privacyUrl: { ...text, description: 'Where the privacy notice link leads, e.g. /PrivacyPolicy.' },
    allowedOrigins: {
      type: 'array',
      items: {
        type: 'string',
        pattern: '^https?://[^/]+$',
        description: 'An origin such as https://pay.example.mx, with no path after it.',
      },
      description: 'Origins (besides this site) that server URLs and external links may point to.',
    },
    colours: {
      type: 'object',
      description: 'The colours of every screen, e.g. primary (main buttons), danger (problems), muted (side notes).',
      additionalProperties: false,
      required: ['primary', 'primaryText', 'accent', 'background', 'surface', 'text', 'muted', 'danger', 'disabled'],
      properties: {
        primary: colour,
        primaryText: colour,
        accent: colour,
        background: colour,
        surface: colour,
        text: colour,
        muted: colour,
        danger: colour,
        disabled: colour,
      },
    },
  },
} as const;
