/** Sizes of what the client draws: chart bars, the PDF viewer, the layout breakpoint and shortened news texts. */
export const DISPLAY = {
  latestUpdateTitleCut: 60,
  latestUpdateContentCut: 120,
  chartMinBarPercent: 8,
  pdfViewerHeightPx: 800,
  narrowBreakpointPx: 768,
} as const;
