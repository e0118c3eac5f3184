/** Points with at most two decimals and no trailing zeros (1, 1.5, 0.25). */
export const formatPoints = (points: number) => String(Number(points.toFixed(2)));
