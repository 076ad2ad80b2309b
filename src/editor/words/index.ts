/** The words of every form, by the form's key (see ../pages.ts). */
import type { Words } from './types';

export const words: Partial<Record<string, Words>> = {};
