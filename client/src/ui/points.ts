/** PE points as the app shows them everywhere: at most two decimals, no trailing zeros (6, 2.5, 0.75). */
export const formatPoints = (points: number): string => String(Math.round(points * 100) / 100);

/** '1 PE Point', '0.5 PE Points': English takes the singular for exactly one. */
export const pePointsLabel = (points: number): string => `${formatPoints(points)} PE ${formatPoints(points) === '1' ? 'Point' : 'Points'}`;
