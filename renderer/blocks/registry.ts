import { Button } from './Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import { Choice } from './Choice.tsx';
import { Divider } from './Divider.tsx';
import { Document } from './Document.tsx';
import { FilePicker } from './FilePicker.tsx';
import { FloatingButton } from './FloatingButton.tsx';
import { Frame } from './Frame.tsx';
import { Heading } from './Heading.tsx';
import { Image } from './Image.tsx';
import { Input } from './Input.tsx';
import { Link } from './Link.tsx';
import { List } from './List.tsx';
import { Modal } from './Modal.tsx';
import { Rows } from './Rows.tsx';
import { Stack } from './Stack.tsx';
import { Tabs } from './Tabs.tsx';
import { Text } from './Text.tsx';
import { Textarea } from './Textarea.tsx';
import { Upload } from './Upload.tsx';
import type { BlockRegistry } from './types.ts';

/**
 * Every block kind of the schema and the component that draws it. The compiler checks each line against the kind's
 * settings, and a kind left out. The browser never loads this table: the build reads its imports
 * (tools/vite/kindModules.ts) and each screen's chunk imports only the components of the kinds the screen uses.
 */
export const blocks = {
  heading: Heading,
  text: Text,
  image: Image,
  document: Document,
  rows: Rows,
  list: List,
  tabs: Tabs,
  stack: Stack,
  divider: Divider,
  input: Input,
  textarea: Textarea,
  checkbox: Checkbox,
  choice: Choice,
  upload: Upload,
  button: Button,
  link: Link,
  modal: Modal,
  floatingButton: FloatingButton,
  frame: Frame,
  filePicker: FilePicker,
} satisfies BlockRegistry;
