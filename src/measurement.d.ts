// An ambient declaration (this file imports and exports nothing), so it describes a module that
// exists only in the build: src/build/measurement.ts points it at one file or the other.
declare module 'virtual:site-measurement' {
  /** src/analytics/Measurement.astro, or NoMeasurement.astro on a site without analytics. */
  const Measurement: (props: Record<string, never>) => unknown;
  // biome-ignore lint/style/noDefaultExport: an .astro component is its module's default export
  export default Measurement;
}
