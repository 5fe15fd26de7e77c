import { mkdirSync, writeFileSync } from 'node:fs';
import { schemaJson, validatorModule } from '../schemaJson.ts';

writeFileSync('schemas/pages.schema.json', schemaJson());
mkdirSync('tools/check/generated', { recursive: true });
writeFileSync('tools/check/generated/validatePages.js', validatorModule());
console.log('wrote schemas/pages.schema.json and tools/check/generated/validatePages.js');
