/** The spec's 200 ms for the menu drawer, modals and their backdrop. */
export const OVERLAY_TRANSITION = { duration: 200 } as const;
