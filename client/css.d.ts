/** The client build loads .css files as text (esbuild.config.ts), to inject them where needed. */
declare module '*.css' {
  const text: string;
  export default text;
}

/** A font file: its built path relative to the importing chunk (esbuild's file loader). */
declare module '*.woff2' {
  const file: string;
  export default file;
}

/** The typed signature's CJK web-font slices, made at build time (scripts/build/cjk-handwriting-slices.ts): each file with its unicode-range. */
declare module 'virtual:cjk-handwriting-slices' {
  const slices: [file: string, unicodeRange: string][];
  export default slices;
}
