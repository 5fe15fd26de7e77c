/**
 * What borrowers' phones report about the pages: their timings and every failure, never personal data. The address
 * of each environment is the Sentry DSN of a project in GlitchTip or Sentry (both take the same protocol), or a
 * path on this site where a collector speaking it answers: the sandbox's. The build sends to one of them.
 */
const address = {
  type: 'string',
  minLength: 1,
  description: 'A DSN such as https://0123456789abcdef0123456789abcdef@glitchtip.creditoagil.mx/1, or a path such as /evolved/field/1.',
} as const;

export const fieldReportsSchema = {
  type: 'object',
  title: 'field reports',
  description:
    'What phones report: how long each screen takes and every failure, with no personal data (docs/deployment.md, Field reports). Leave the section out and nothing is reported.',
  additionalProperties: false,
  required: ['enabled', 'timingShare', 'to'],
  properties: {
    enabled: {
      type: 'boolean',
      description: 'true: phones report; false: nothing is reported and no reporting code is downloaded.',
    },
    timingShare: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description:
        'The share of page views that report their timings, from 0 (none) to 1 (every one), e.g. 0.25 for one in four. Failures are reported from every page view.',
    },
    to: {
      type: 'object',
      description:
        'Where reports go, one address per environment; a build sends to the one FIELD_REPORTS_TO names, else sandbox. An address is the DSN GlitchTip or Sentry shows for the project (https://<key>@<host>/<project>), or a path on this site ending in the project number (the sandbox: /evolved/field/1).',
      required: ['sandbox'],
      propertyNames: {
        type: 'string',
        pattern: '^[a-z][a-z0-9-]*$',
        description: 'An environment name in small letters, digits and -, e.g. production.',
      },
      properties: {
        sandbox: { ...address, description: "The sandbox's collector (npm start, the tests), e.g. /evolved/field/1." },
      },
      additionalProperties: address,
    },
  },
} as const;
