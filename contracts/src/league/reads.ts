// Read answers of league play (zod schemas of the API.md shapes).
export {};
