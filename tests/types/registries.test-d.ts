import { actions } from '../../renderer/actions/registry.ts';
import { reload } from '../../renderer/actions/reload.ts';
import type { ActionRegistry } from '../../renderer/actions/types.ts';
import { type FieldKindRegistry, fieldKinds } from '../../renderer/blocks/fieldKinds.ts';
import { Input } from '../../renderer/blocks/Input.tsx';
import { blocks } from '../../renderer/blocks/registry.ts';
import type { BlockRegistry } from '../../renderer/blocks/types.ts';
import type { WidgetRegistry } from '../../renderer/runtime/widgets.ts';
import { Countdown } from '../../src/widgets/Countdown.tsx';
import { widgets } from '../../src/widgets/index.ts';

// Each registry is written `{ … } satisfies <its type>` (the build reads no other, tools/vite/kindModules.ts); these
// are the mistakes that type refuses, tried on copies of the real tables.

// A kind drawn by a component or handler whose props take another kind.
// @ts-expect-error a heading drawn by the input field's component
export const headingAsInput = { ...blocks, heading: Input } satisfies BlockRegistry;
// @ts-expect-error a call run by the reload handler
export const callAsReload = { ...actions, call: reload } satisfies ActionRegistry;
// @ts-expect-error the rating widget drawn by the countdown's component
export const ratingAsCountdown = { ...widgets, rating: Countdown } satisfies WidgetRegistry;
// @ts-expect-error a text area starting as a checkbox does
export const textareaAsCheckbox = { ...fieldKinds, textarea: fieldKinds.checkbox } satisfies FieldKindRegistry;

// A kind left out.
const { heading: _heading, ...noHeading } = blocks;
// @ts-expect-error the heading has no component
export const blocksWithoutHeading = noHeading satisfies BlockRegistry;
const { locate: _locate, ...noLocate } = actions;
// @ts-expect-error locate has no handler
export const actionsWithoutLocate = noLocate satisfies ActionRegistry;
const { barcode: _barcode, ...noBarcode } = widgets;
// @ts-expect-error the barcode widget has no component
export const widgetsWithoutBarcode = noBarcode satisfies WidgetRegistry;
const { filePicker: _filePicker, ...noFilePicker } = fieldKinds;
// @ts-expect-error the file picker has no starting value
export const fieldsWithoutFilePicker = noFilePicker satisfies FieldKindRegistry;

// A kind the schema does not have.
// @ts-expect-error no block kind carousel
export const withCarousel = { ...blocks, carousel: Input } satisfies BlockRegistry;

// And the real tables pass.
export const real = [
  blocks satisfies BlockRegistry,
  actions satisfies ActionRegistry,
  widgets satisfies WidgetRegistry,
  fieldKinds satisfies FieldKindRegistry,
];
