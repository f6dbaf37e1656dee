// Command payloads of league play (zod schemas and the spec's messages).
export {};
