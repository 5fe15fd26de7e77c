const text = { type: 'string', minLength: 1 } as const;
const colour = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', description: 'A colour like #0E9F6E.' } as const;

/** Settings of the app and the company behind it; shown in footers, documents and contact entries. */
export const appSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'logo', 'company', 'address', 'phone', 'email', 'copyright', 'appSchemeUrl', 'servicePhone',
    'colours', 'apiBase', 'privacyUrl', 'allowedOrigins'],
  properties: {
    name: text,
    logo: text,
    company: text,
    address: text,
    phone: text,
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$', description: 'An email address such as soporte@creditoagil.mx.' },
    copyright: text,
    appSchemeUrl: { type: 'string', pattern: '^[a-z][a-z0-9+.-]*://', description: 'Opens the app, e.g. creditoagil://loan.' },
    servicePhone: text,
    apiBase: { type: 'string', description: 'Origin of the API; empty means the same origin as the pages.' },
    privacyUrl: text,
    allowedOrigins: {
      type: 'array',
      items: { type: 'string', pattern: '^https?://[^/]+$', description: 'An origin such as https://pay.example.mx, with no path after it.' },
      description: 'Origins (besides this site) that server URLs and external links may point to.',
    },
    colours: {
      type: 'object',
      additionalProperties: false,
      required: ['primary', 'primaryText', 'accent', 'background', 'surface', 'text', 'muted', 'danger', 'disabled'],
      properties: {
        primary: colour, primaryText: colour, accent: colour, background: colour, surface: colour,
        text: colour, muted: colour, danger: colour, disabled: colour,
      },
    },
  },
} as const;
