import type { BlockKind } from '../../schemas/types.ts';

/**
 * Every block kind of the schema and the file in this folder that draws it, exported under the file's name. A
 * screen's chunk imports only the kinds the screen uses (tools/vite/pagesPlugin.ts), so nobody downloads the
 * others. A missing kind fails to compile; a missing export fails the build.
 */
export const blockModules = {
  heading: 'Heading.tsx',
  text: 'Text.tsx',
  image: 'Image.tsx',
  document: 'Document.tsx',
  rows: 'Rows.tsx',
  list: 'List.tsx',
  tabs: 'Tabs.tsx',
  stack: 'Stack.tsx',
  divider: 'Divider.tsx',
  input: 'Input.tsx',
  textarea: 'Textarea.tsx',
  checkbox: 'Checkbox.tsx',
  choice: 'Choice.tsx',
  upload: 'Upload.tsx',
  button: 'Button.tsx',
  link: 'Link.tsx',
  modal: 'Modal.tsx',
  floatingButton: 'FloatingButton.tsx',
  frame: 'Frame.tsx',
  filePicker: 'FilePicker.tsx',
} as const satisfies Record<BlockKind, string>;
