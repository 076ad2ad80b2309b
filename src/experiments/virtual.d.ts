declare module 'virtual:experiments' {
  /** The experiments' plan, read as the build starts (src/build/experiments.ts). */
  export const plan: import('./plan').ExperimentPlan;
}
