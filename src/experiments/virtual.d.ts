declare module 'virtual:experiments' {
  /** The experiments' plan, read as the build starts (src/integrations/experiments.ts). */
  export const plan: import('./plan').ExperimentPlan;
}
