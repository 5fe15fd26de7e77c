/** A legacy encoding a file was read in: its name, and whether it has a place for a character. */
export interface LegacyEncoding {
  name: string;
  holds(char: string): boolean;
}
