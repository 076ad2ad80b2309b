import type { RunningExperiment } from '../experiments/assign';

/** A running experiment as the build hands it to the edge and the browser: the home page's headline. */
export const homeExperiment: RunningExperiment = {
  name: 'home-headline',
  page: '/',
  variants: [
    { name: 'control', address: '/', share: 50 },
    { name: 'shorter', address: '/home-shorter', share: 50 },
  ],
};
