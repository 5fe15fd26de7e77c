/** `{{name}}` for a constant, `{{app.name}}` for an app setting, in a document's Markdown. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;
