/** A script a composed page carries inline, as minified text (build-config/inline-script.ts). */
declare module '*?inline-script' {
  const source: string;
  export default source;
}
