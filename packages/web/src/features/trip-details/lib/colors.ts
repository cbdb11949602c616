/** Badge and marker colours that keep white text above 4.5:1 (WCAG AA); Mantine's red.8 and green.9 do not quite. */
export const RED = '#c92a2a';
export const GREEN = '#237032';
export const ORANGE = '#c2410c';
