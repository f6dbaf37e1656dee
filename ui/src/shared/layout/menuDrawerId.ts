/** The menu drawer's id, for the menu button's aria-controls (here so the header needs no drawer code). */
export const MENU_DRAWER_ID = 'site-menu';
