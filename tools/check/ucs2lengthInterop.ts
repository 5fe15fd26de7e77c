import ucs2length from 'ajv/dist/runtime/ucs2length.js';

// The generated validator calls `ucs2length.default` on its default import of this CommonJS helper. Under Node the
// default import is module.exports, so that works; under Vite's module runner (Vitest, and the pages plugin in the
// browser tests' build) it is exports.default, the function itself, and every check threw "func3 is not a
// function". A `default` on the function pointing to itself makes both work. Imported before the validator; drop
// it once tools/schemaJson.ts emits an import that works under both.
const helper: unknown = ucs2length;
if (typeof helper === 'function' && !('default' in helper)) Object.assign(helper, { default: helper });
