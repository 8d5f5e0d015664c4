import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` wait until what a user would see is there, however busy the machine:
 * their 1-second default made each one a speed assertion (a search overlay's results took longer
 * while the machine ran two other builds), and speed is the bench's to measure (DESIGN.md). One
 * that never passes still fails, after this long. The same rule as the journeys' `expect.poll`.
 */
configure({ asyncUtilTimeout: 15_000 });
