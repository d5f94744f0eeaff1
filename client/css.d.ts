/** The client build loads .css files as text (esbuild.config.ts), to inject them where needed. */
declare module '*.css' {
  const text: string;
  export default text;
}
