// Registration, organizations, conduct, tournaments and registrants.
export {};
