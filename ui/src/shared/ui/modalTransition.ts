/** 200 ms for the menu drawer, modals and their backdrop (docs/rules.md §4). */
export const OVERLAY_TRANSITION = { duration: 200 } as const;
