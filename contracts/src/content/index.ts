// Content, discipline, mail and photos.
export {};
