/** The lazily loaded half of `./tooltip`. */
export { Tooltip } from '@mantine/core';
