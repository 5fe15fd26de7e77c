/**
 * The JSON forms the specification leaves open, as the sandbox's reshape rule writes every answer in them: the
 * contract and the browser's tolerance matrix play each.
 */
export const ANSWER_FORMS = {
  'ids as numbers': { ids: true, numbers: false },
  'numbers as strings': { ids: false, numbers: true },
  'ids as numbers and numbers as strings': { ids: true, numbers: true },
} as const;
